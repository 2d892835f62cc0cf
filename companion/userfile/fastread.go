package userfile

import (
	"bytes"
	"unsafe"

	"gopkg.in/yaml.v3"
)

// fastRead reads the YAML the companion writes, and that people write by
// hand in the same shape, into exactly the node tree yaml.v3 gives (kind,
// style, tag, value, line and column of every node; no anchor), or gives up
// (nil) on anything else and on any doubt: Parse then reads the file with
// yaml.v3, which stays the reference, so every message and every line it
// reports stays the same.
//
// Building the record's index reads ten thousand game files, and yaml.v3
// spent most of that time scanning tokens and allocating events, strings
// and nodes one by one; fastRead reads each line once, takes its nodes
// from slabs and gives the values of a line one string.
//
// What it reads: a block mapping or list at column 0, or a flow mapping or
// list on one line; block mappings and lists indented by spaces (a list may
// sit at its key's column), "- key: value" entries; one-line flow mappings
// and lists; plain scalars on one line, quoted ones on one line (double
// quotes with no escape but \" \\ \n \t); plain and quoted keys; an empty
// value after "key:"; comment lines before a block mapping, which yaml.v3
// gives the document or the first key. It gives up on tabs, a byte order
// mark, "---" or "...", anchors, aliases, tags, block scalars, "?" keys,
// flow keys, any other comment (Value.Flow writes a node's comments again),
// a scalar or flow going on to a next line, an empty list entry, a trailing
// comma, indentation it does not expect, nesting deeper than MaxDepth, and
// every plain scalar whose tag it is not certain of (fastscalar.go).
func fastRead(src []byte) *yaml.Node {
	if len(src) == 0 || bytes.IndexByte(src, '\t') >= 0 || bytes.Contains(src, []byte("\uFEFF")) {
		return nil
	}
	r := &fastReader{src: src, pos: -1, kids: make([]*yaml.Node, 0, 64)}
	if len(src) < 4096 {
		// A short text (an Automa card: some 20 nodes) gets slabs its size:
		// about two nodes for a colon (a key and its value), one for a
		// flow collection, and list items.
		size := 2*bytes.Count(src, []byte(":")) + bytes.Count(src, []byte("{")) + bytes.Count(src, []byte("[")) + bytes.Count(src, []byte(","))/4 + 8
		r.nodes, r.ptrs = make([]yaml.Node, 0, size), make([]*yaml.Node, 0, size)
	}
	comments, ok := r.nextLine(true)
	if !ok || r.indent != 0 {
		return nil // nothing but comments, or the first value indented
	}
	var root *yaml.Node
	switch c := r.src[r.pos]; {
	case comments && (c == '{' || c == '[' || r.entry()):
		return nil // where yaml.v3 keeps such a comment is not worth knowing
	case c == '{' || c == '[':
		root = r.flowValue(1)
		if root == nil || !r.endOfLine() {
			return nil
		}
		if _, ok := r.nextLine(false); !ok {
			return nil
		}
	case r.entry():
		root = r.blockSeq(1, false)
	default:
		root = r.blockMap(1)
	}
	if root == nil || r.indent != -1 {
		return nil
	}
	return root
}

// fastReader is fastRead's place in the file and the nodes made so far.
type fastReader struct {
	src    []byte
	pos    int // the byte being read
	line   int // pos's line, from 1
	start  int // where pos's line starts
	indent int // the column (from 0) the current line's value starts at; -1 at the end of the file
	// colPos and col are a column known on the current line (col, from 1,
	// is that of colPos): columns count characters, as yaml.v3 counts them.
	colPos, col int
	nodes       []yaml.Node  // the slab every node comes from
	ptrs        []*yaml.Node // the slab every Content comes from
	kids        []*yaml.Node // the children of the collections being read
	// text is the current line as a string, once a value on it needs one
	// (textLine: its line): the values on a line share it, so that a
	// value kept keeps its line, not the whole file.
	text     string
	textLine int
}

// at is the byte at i; past the end of the file, a line break.
func (r *fastReader) at(i int) byte {
	if i < len(r.src) {
		return r.src[i]
	}
	return '\n'
}

func blank(c byte) bool { return c == ' ' || c == '\n' }

func (r *fastReader) skipSpaces() {
	for r.pos < len(r.src) && r.src[r.pos] == ' ' {
		r.pos++
	}
}

// endOfLine skips spaces and reports whether the line ends there.
func (r *fastReader) endOfLine() bool {
	r.skipSpaces()
	return r.at(r.pos) == '\n'
}

// entry reports whether a list entry ("- ") starts at pos.
func (r *fastReader) entry() bool {
	return r.at(r.pos) == '-' && blank(r.at(r.pos+1))
}

// nextLine moves from the end of a line (pos at its line break) to the
// first value of the next line that holds one, setting indent (-1: the
// file ends). Comment lines are passed over only in the header, and
// reported; elsewhere, as a document marker, they are given up on.
func (r *fastReader) nextLine(header bool) (comments, ok bool) {
	for {
		if r.pos >= len(r.src) {
			r.indent = -1
			return comments, true
		}
		r.pos++
		r.line++
		r.start, r.colPos, r.col = r.pos, r.pos, 1
		r.skipSpaces()
		switch r.at(r.pos) {
		case '\n':
			continue
		case '#':
			if !header {
				return false, false
			}
			comments = true
			if end := bytes.IndexByte(r.src[r.pos:], '\n'); end >= 0 {
				r.pos += end
			} else {
				r.pos = len(r.src)
			}
			continue
		}
		r.indent = r.pos - r.start
		if r.indent == 0 && (bytes.HasPrefix(r.src[r.pos:], []byte("---")) || bytes.HasPrefix(r.src[r.pos:], []byte("..."))) {
			return false, false
		}
		return comments, true
	}
}

// column is pos's column on the current line, from 1, in characters; pos
// never goes back on a line, so each byte is counted once.
func (r *fastReader) column(pos int) int {
	if pos < r.colPos {
		r.colPos, r.col = r.start, 1
	}
	n := r.col
	for i := r.colPos; i < pos; i++ {
		if r.src[i]&0xC0 != 0x80 {
			n++
		}
	}
	r.colPos, r.col = pos, n
	return n
}

// value is src[start:end], on the current line, as a string.
func (r *fastReader) value(start, end int) string {
	if r.textLine != r.line {
		e := bytes.IndexByte(r.src[r.start:], '\n')
		if e < 0 {
			e = len(r.src) - r.start
		}
		r.text, r.textLine = string(r.src[r.start:r.start+e]), r.line
	}
	return r.text[start-r.start : end-r.start]
}

// slabSize is how many nodes a slab holds: 32 KiB of them, the largest
// allocation Go serves from its per-thread caches, without a lock.
const slabSize = 32 << 10 / int(unsafe.Sizeof(yaml.Node{}))

// node takes a node from the slab (a new slab when it is full: the nodes
// given out keep theirs). Its fields are set one by one: the slab is
// zeroed already, and a node copied whole would pass every pointer field
// through the garbage collector's write barrier.
func (r *fastReader) node(kind yaml.Kind, style yaml.Style, tag, value string, line, column int) *yaml.Node {
	if len(r.nodes) == cap(r.nodes) {
		r.nodes = make([]yaml.Node, 0, slabSize)
	}
	r.nodes = r.nodes[:len(r.nodes)+1]
	n := &r.nodes[len(r.nodes)-1]
	n.Kind, n.Style, n.Tag, n.Value, n.Line, n.Column = kind, style, tag, value, line, column
	return n
}

// close gives n the children read since from, out of the slab of
// pointers; none is nil, as yaml.v3 leaves it.
func (r *fastReader) close(n *yaml.Node, from int) {
	kids := r.kids[from:]
	if len(kids) > 0 {
		if len(r.ptrs)+len(kids) > cap(r.ptrs) {
			r.ptrs = make([]*yaml.Node, 0, max(len(kids), 4*slabSize))
		}
		at := len(r.ptrs)
		r.ptrs = append(r.ptrs, kids...)
		n.Content = r.ptrs[at:len(r.ptrs):len(r.ptrs)]
	}
	r.kids = r.kids[:from]
}

// blockMap reads the block mapping whose first key is at pos, its keys at
// column indent.
func (r *fastReader) blockMap(depth int) *yaml.Node {
	if depth > MaxDepth {
		return nil
	}
	indent := r.indent
	n := r.node(yaml.MappingNode, 0, "!!map", "", r.line, r.column(r.pos))
	from := len(r.kids)
	for r.indent == indent {
		if r.entry() {
			return nil // a list entry among the keys
		}
		key, colon := r.blockKey(depth + 1)
		if key == nil {
			return nil
		}
		r.kids = append(r.kids, key)
		r.pos = colon + 1
		var value *yaml.Node
		if r.endOfLine() {
			line, column := r.line, r.column(colon)+1
			if _, ok := r.nextLine(false); !ok {
				return nil
			}
			switch {
			case r.indent > indent && r.entry():
				value = r.blockSeq(depth+1, false)
			case r.indent > indent:
				value = r.blockMap(depth + 1)
			case r.indent == indent && r.entry():
				value = r.blockSeq(depth+1, true)
			default:
				value = r.node(yaml.ScalarNode, 0, "!!null", "", line, column)
			}
		} else if value = r.inline(depth + 1); value != nil {
			if !r.endOfLine() {
				return nil
			}
			if _, ok := r.nextLine(false); !ok {
				return nil
			}
		}
		if value == nil {
			return nil
		}
		r.kids = append(r.kids, value)
	}
	if r.indent > indent {
		return nil // a line indented where nothing opened
	}
	r.close(n, from)
	return n
}

// blockSeq reads the block list whose first entry is at pos; an
// indentless one (at its key's column) ends at the next key.
func (r *fastReader) blockSeq(depth int, indentless bool) *yaml.Node {
	if depth > MaxDepth {
		return nil
	}
	indent := r.indent
	n := r.node(yaml.SequenceNode, 0, "!!seq", "", r.line, r.column(r.pos))
	from := len(r.kids)
	for r.indent == indent && r.entry() {
		r.pos++
		r.skipSpaces()
		if c := r.at(r.pos); c == '\n' || c == '#' || r.entry() {
			return nil // an empty entry, a list in a list
		}
		var item *yaml.Node
		if r.keyAhead() {
			r.indent = r.pos - r.start // "- " and spaces: a column in bytes
			item = r.blockMap(depth + 1)
		} else if item = r.inline(depth + 1); item != nil {
			if !r.endOfLine() {
				return nil
			}
			if _, ok := r.nextLine(false); !ok {
				return nil
			}
		}
		if item == nil {
			return nil
		}
		r.kids = append(r.kids, item)
	}
	if r.indent > indent || r.indent == indent && !indentless {
		return nil
	}
	r.close(n, from)
	return n
}

// keyAhead reports whether a key (plain or quoted) and its colon start at
// pos.
func (r *fastReader) keyAhead() bool {
	next := -1
	switch c := r.at(r.pos); {
	case c == '\'' || c == '"':
		next = r.quoteEnd(r.pos)
	case plainStart(c, r.at(r.pos+1)):
		_, next = r.plainEnd(r.pos, false)
	}
	return next >= 0 && r.at(next) == ':' && blank(r.at(next+1))
}

// blockKey reads a key at pos, plain or quoted, and finds its colon.
func (r *fastReader) blockKey(depth int) (*yaml.Node, int) {
	start := r.pos
	if c := r.at(start); c == '\'' || c == '"' {
		key := r.quoted(depth)
		if key == nil || r.at(r.pos) != ':' || !blank(r.at(r.pos+1)) || r.pos-start > 1000 {
			return nil, 0
		}
		return key, r.pos
	}
	if !plainStart(r.at(start), r.at(start+1)) {
		return nil, 0
	}
	end, next := r.plainEnd(start, false)
	if next < 0 || r.at(next) != ':' || next-start > 1000 {
		return nil, 0 // yaml.v3 takes a key of at most 1024 characters
	}
	return r.plain(start, end, depth), next
}

// inline reads the value that starts at pos and ends on its line, in block
// context; pos is left after it.
func (r *fastReader) inline(depth int) *yaml.Node {
	switch c := r.at(r.pos); c {
	case '{', '[':
		return r.flowValue(depth)
	case '\'', '"':
		return r.quoted(depth)
	}
	if !plainStart(r.at(r.pos), r.at(r.pos+1)) {
		return nil
	}
	end, next := r.plainEnd(r.pos, false)
	if next < 0 || r.at(next) != '\n' {
		return nil // "a: b: c", a comment
	}
	n := r.plain(r.pos, end, depth)
	r.pos = next
	return n
}
