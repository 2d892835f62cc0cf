// Package userfile reads the YAML files a player keeps or writes by hand
// (game files, score sheets, component transcriptions) the one strict way
// every file is read: bounded in size, depth and alias expansion, known
// fields only, no key given twice, and every problem reported as an Issue
// with its exact line, the field's path and a Problem saying what was wrong
// and what is accepted. It is pure: bytes in, values or an *Error out,
// which words itself in the user's language or in machine form
// (render.go); the CLI opens the files and prints the words.
package userfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// Limits on what one file may hold. A real file is a few KB: a long game is
// about 30 KB, a sheet or a transcription 1-2 KB.
const (
	// MaxSize is the largest file read, in bytes (1 MiB).
	MaxSize = 1 << 20
	// MaxDepth is how deeply values may nest (the deepest real file, a game
	// with an Automa transcription, nests 7 levels).
	MaxDepth = 32
	// MaxAliasValues is how many values aliases (*name) may add to a file
	// when they are expanded: a few repeated entries, never a billion laughs.
	MaxAliasValues = 10_000
	// MaxIssues caps the problems reported for one file.
	MaxIssues = 10
)

// Issue is one thing wrong in a file: the line it is on (0 when it concerns
// the whole file), the field's path (players[2].forest, events[4]; lists
// count from 1, as the table does) and what was wrong, with what is
// accepted, as a Problem. A Problem whose values include "Field" names the
// field itself; the others are shown after the path.
type Issue struct {
	Line    int
	Field   string
	Problem *companion.Problem
	// Label names the field in words, when whoever read the file knows it
	// ("Bo, Coins [coins]": a sheet's player by name); no ID: the path.
	Label locales.Msg
}

// Name gives each issue the label name has for its field (no ID: the
// path stays): a sheet names its players' fields by the player.
func (e *Error) Name(name func(field string) locales.Msg) {
	for i := range e.Issues {
		if e.Issues[i].Field != "" {
			e.Issues[i].Label = name(e.Issues[i].Field)
		}
	}
}

// Error says why a file cannot be used: the file (set by whoever opened
// it), every issue found in file order (at most MaxIssues), the hints to
// show (message IDs; none given: the CLI's default for a file whose
// content is at fault) and the cause underneath, if any (fs.ErrNotExist,
// for errors.Is; nil when the content is at fault).
type Error struct {
	File   string
	Issues []Issue
	Hints  []string
	Err    error
}

// Error gives a stable, language-free form for logs and tests; the CLI
// renders the localized text instead.
func (e *Error) Error() string {
	parts := make([]string, 0, len(e.Issues))
	for _, is := range e.Issues {
		var b strings.Builder
		if e.File != "" {
			b.WriteString(e.File)
			b.WriteString(": ")
		}
		if is.Line > 0 {
			b.WriteString("line " + strconv.Itoa(is.Line) + ": ")
		}
		if is.Field != "" {
			b.WriteString(is.Field + ": ")
		}
		b.WriteString(is.Problem.Error())
		parts = append(parts, b.String())
	}
	if len(parts) == 0 && e.Err != nil {
		return e.Err.Error()
	}
	return strings.Join(parts, "; ")
}

// Unwrap gives the cause (fs.ErrNotExist, ...).
func (e *Error) Unwrap() error { return e.Err }

// First is the first issue (the one a one-line report names).
func (e *Error) First() Issue {
	if len(e.Issues) == 0 {
		return Issue{Problem: companion.NewProblem("file.problem.unusable")}
	}
	return e.Issues[0]
}

// Problem gives the first issue as one Problem that names its field: for a
// value read from a flag or an answer rather than a file.
func (e *Error) Problem() *companion.Problem {
	is := e.First()
	if _, named := is.Problem.Args["Field"]; named || is.Field == "" {
		return is.Problem
	}
	return companion.NewProblem("file.problem.at_field", "Field", is.Field, "Detail", locales.Msg{ID: is.Problem.ID, Args: is.Problem.Args})
}

// FileProblem is an Error about a whole file (too large, not a file, ...).
func FileProblem(file string, cause error, id string, kv ...any) *Error {
	return &Error{File: file, Issues: []Issue{{Problem: companion.NewProblem(id, kv...)}}, Err: cause}
}

// TooLarge is the problem of a file of size bytes over limit: a user
// file's names the 1 MiB every file of stephens keeps to, a file with a
// limit of its own (the record's index, a BG Stats backup) that limit.
func TooLarge(file string, size, limit int64) *Error {
	if limit == MaxSize {
		return FileProblem(file, nil, "file.problem.too_large", "Size", size, "Limit", limit)
	}
	return FileProblem(file, nil, "file.problem.over_limit", "Size", size, "Limit", limit, "MiB", limit>>20)
}

// Doc is one parsed file being decoded: its values, the issues found so far
// and what is left of the alias budget.
type Doc struct {
	root      *yaml.Node // nil for an empty file
	issues    []Issue
	visits    int
	maxVisits int
	// anchored are the nodes an anchor (&name) holds, as written: only
	// those are read again through an alias, so only their reads count
	// against the alias budget (a long file without aliases has none).
	anchored map[*yaml.Node]bool
	stopped  bool // the alias budget or maxKept ran out: nothing more is read
}

// Parse reads one YAML document within the limits. Syntax errors, text that
// is not UTF-8 or holds control characters, a second document, nesting
// deeper than MaxDepth: each comes back as an *Error with its line. An
// empty file (or one with only comments) gives a Doc whose Root is null.
func Parse(src []byte) (doc *Doc, err error) {
	if len(src) > MaxSize {
		return nil, TooLarge("", int64(len(src)), MaxSize)
	}
	if bytes.IndexByte(src, '\r') >= 0 {
		// CR LF and a lone CR end a line as LF does: one kind of line break
		// keeps every line number the one an editor shows.
		src = bytes.ReplaceAll(bytes.ReplaceAll(src, []byte("\r\n"), []byte("\n")), []byte("\r"), []byte("\n"))
	}
	if is, bad := checkText(src); bad {
		return nil, &Error{Issues: []Issue{is}}
	}
	if root := fastRead(src); root != nil {
		// The subset of YAML the companion writes, read as yaml.v3 reads it.
		return &Doc{root: root, maxVisits: MaxAliasValues}, nil
	}
	return parseYAML(src)
}

// parseYAML reads src (text, within the size limit) with yaml.v3: every
// file fastRead gives up on, and the reference fastRead is tested against.
func parseYAML(src []byte) (doc *Doc, err error) {
	defer func() {
		// yaml.v3 has panicked on malformed input before: report, never crash.
		if r := recover(); r != nil {
			doc, err = nil, &Error{Issues: []Issue{{Line: 1, Problem: companion.NewProblem("file.problem.yaml", "Detail", fmt.Sprint(r))}}}
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(src))
	var n yaml.Node
	if err := dec.Decode(&n); err != nil {
		if errors.Is(err, io.EOF) {
			return &Doc{}, nil
		}
		return nil, &Error{Issues: []Issue{syntaxIssue(err, src)}}
	}
	var more yaml.Node
	switch err := dec.Decode(&more); {
	case err == nil:
		return nil, &Error{Issues: []Issue{{Line: max(1, more.Line), Problem: companion.NewProblem("file.problem.documents")}}}
	case !errors.Is(err, io.EOF):
		return nil, &Error{Issues: []Issue{syntaxIssue(err, src)}}
	}
	d := &Doc{}
	if len(n.Content) > 0 {
		d.root = n.Content[0]
	}
	_, deep := measure(d.root)
	if deep != nil {
		return nil, &Error{Issues: []Issue{{Line: deep.Line, Problem: companion.NewProblem("file.problem.too_deep", "Max", MaxDepth)}}}
	}
	d.anchored = anchoredNodes(d.root)
	d.maxVisits = len(d.anchored) + MaxAliasValues
	return d, nil
}

// anchoredNodes are the nodes under an anchor (&name), each counted once
// as written (nil when the file has no anchor).
func anchoredNodes(root *yaml.Node) map[*yaml.Node]bool {
	var held map[*yaml.Node]bool
	type item struct {
		n      *yaml.Node
		inside bool
	}
	stack := []item{{root, false}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.n == nil || it.n.Kind == yaml.AliasNode {
			continue
		}
		inside := it.inside || it.n.Anchor != ""
		if inside {
			if held == nil {
				held = map[*yaml.Node]bool{}
			}
			held[it.n] = true
		}
		for _, c := range it.n.Content {
			stack = append(stack, item{c, inside})
		}
	}
	return held
}

// spend counts one read of n (an alias read as its anchored value) against
// the alias budget: false once it is spent.
func (d *Doc) spend(n *yaml.Node) bool {
	if d.anchored == nil || !d.anchored[resolve(n)] {
		return true
	}
	d.visits++
	return d.visits <= d.maxVisits
}

// measure counts the nodes as written (aliases not expanded) and finds the
// first node nested deeper than MaxDepth, without recursion.
func measure(root *yaml.Node) (count int, deep *yaml.Node) {
	if root == nil {
		return 0, nil
	}
	type item struct {
		n     *yaml.Node
		depth int
	}
	stack := []item{{root, 1}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		count++
		if it.depth > MaxDepth {
			return count, it.n
		}
		for i := len(it.n.Content) - 1; i >= 0; i-- {
			stack = append(stack, item{it.n.Content[i], it.depth + 1})
		}
	}
	return count, nil
}

// Root is the document's top value (null for an empty file).
func (d *Doc) Root() Value { return d.value(d.root, nil, place{}) }

// Report adds a problem about a field found after decoding (a value the
// rules do not allow); its line is the field's, or its nearest parent's.
func (d *Doc) Report(field string, p *companion.Problem) {
	d.add(Issue{Line: d.LineOf(field), Field: field, Problem: p})
}

// ReportAt adds a problem at a known line.
func (d *Doc) ReportAt(line int, field string, p *companion.Problem) {
	d.add(Issue{Line: line, Field: field, Problem: p})
}

// maxKept bounds the issues found before decoding stops: the first
// MaxIssues by line are reported, and a file wrong in every value costs no
// more than one wrong in a hundred.
const maxKept = 100

func (d *Doc) add(is Issue) {
	if d.stopped {
		return
	}
	d.issues = append(d.issues, is)
	if len(d.issues) >= maxKept {
		d.stopped = true
	}
}

// OK reports whether no issue was found so far.
func (d *Doc) OK() bool { return len(d.issues) == 0 }

// Err returns the issues found as an *Error (sorted by line, at most
// MaxIssues), or nil.
func (d *Doc) Err() error {
	if len(d.issues) == 0 {
		return nil
	}
	is := append([]Issue(nil), d.issues...)
	sort.SliceStable(is, func(i, j int) bool { return is[i].Line < is[j].Line })
	if len(is) > MaxIssues {
		is = is[:MaxIssues]
	}
	return &Error{Issues: is}
}

// LineOf finds the line of a field path such as players[2].contracts.uk[1]
// by walking the document, or the line of its nearest existing parent; 0
// when not even the first part exists.
func (d *Doc) LineOf(field string) int {
	n, line := d.root, 0
	if n != nil {
		line = n.Line
	}
	for _, seg := range splitPath(field) {
		n = resolve(n)
		if n == nil {
			break
		}
		next, at := child(n, seg)
		if next == nil {
			break
		}
		n, line = next, at
	}
	return line
}

// segment is one step of a field path: a key, or a 1-based list index.
type segment struct {
	key   string
	index int // > 0 for a list index
}

func splitPath(field string) []segment {
	var out []segment
	for _, part := range strings.Split(field, ".") {
		key, rest, _ := strings.Cut(part, "[")
		if key != "" {
			out = append(out, segment{key: key})
		}
		for rest != "" {
			num, after, _ := strings.Cut(rest, "]")
			i, err := strconv.Atoi(num)
			if err != nil || i < 1 {
				return out
			}
			out = append(out, segment{index: i})
			rest = strings.TrimPrefix(after, "[")
		}
	}
	return out
}

// child finds a key's value (with the key's line) or a list item.
func child(n *yaml.Node, s segment) (*yaml.Node, int) {
	switch {
	case s.index > 0 && n.Kind == yaml.SequenceNode && s.index <= len(n.Content):
		c := n.Content[s.index-1]
		return c, c.Line
	case s.index == 0 && n.Kind == yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == s.key {
				return n.Content[i+1], n.Content[i].Line
			}
		}
	}
	return nil, 0
}

// resolve follows an alias to its anchored value.
func resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 64; i++ {
		n = n.Alias
	}
	if n != nil && n.Kind == yaml.AliasNode {
		return nil
	}
	return n
}

// Named is the document's top value under a path of its own ("card"), for
// a value read from a flag rather than a file.
func (d *Doc) Named(path string) Value { return d.value(d.root, nil, at(path)) }
