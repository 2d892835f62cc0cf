package userfile

import (
	"bytes"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

// The flow collections and scalars of fastRead (fastread.go), each on one
// line, each given up on where yaml.v3 might read it otherwise.

// flowValue reads a value in flow context at pos, leaving pos after it.
func (r *fastReader) flowValue(depth int) *yaml.Node {
	switch c := r.at(r.pos); c {
	case '{':
		return r.flowCollection(depth, yaml.MappingNode, "!!map", '}')
	case '[':
		return r.flowCollection(depth, yaml.SequenceNode, "!!seq", ']')
	case '\'', '"':
		return r.quoted(depth)
	}
	if !plainStart(r.at(r.pos), r.at(r.pos+1)) {
		return nil
	}
	end, next := r.plainEnd(r.pos, true)
	if next < 0 || r.at(next) != ',' && r.at(next) != '}' && r.at(next) != ']' {
		return nil // a key in a list, a comment, a line break
	}
	n := r.plain(r.pos, end, depth)
	r.pos = next
	return n
}

// flowCollection reads a flow mapping ({key: value, ...}: plain keys, each
// with a value) or a flow list ([value, ...]) that closes on its line.
func (r *fastReader) flowCollection(depth int, kind yaml.Kind, tag string, closing byte) *yaml.Node {
	if depth > MaxDepth {
		return nil
	}
	n := r.node(kind, yaml.FlowStyle, tag, "", r.line, r.column(r.pos))
	from := len(r.kids)
	r.pos++
	r.skipSpaces()
	if r.at(r.pos) == closing {
		r.pos++
		r.close(n, from)
		return n
	}
	for {
		if kind == yaml.MappingNode {
			key := r.flowKey(depth + 1)
			if key == nil {
				return nil
			}
			r.kids = append(r.kids, key)
			r.pos++ // the colon
			r.skipSpaces()
		}
		value := r.flowValue(depth + 1)
		if value == nil {
			return nil
		}
		r.kids = append(r.kids, value)
		r.skipSpaces()
		switch r.at(r.pos) {
		case ',':
			r.pos++
			r.skipSpaces()
			if c := r.at(r.pos); c == ',' || c == '}' || c == ']' {
				return nil // a trailing comma, an empty entry
			}
		case closing:
			r.pos++
			r.close(n, from)
			return n
		default:
			return nil
		}
	}
}

// flowKey reads a key in a flow mapping (plain or quoted, followed by a
// colon and a space), leaving pos at the colon.
func (r *fastReader) flowKey(depth int) *yaml.Node {
	start := r.pos
	var key *yaml.Node
	if c := r.at(start); c == '\'' || c == '"' {
		key = r.quoted(depth)
	} else if plainStart(c, r.at(start+1)) {
		end, next := r.plainEnd(start, true)
		if next < 0 {
			return nil
		}
		key = r.plain(start, end, depth)
		r.pos = next
	}
	if key == nil || r.at(r.pos) != ':' || r.at(r.pos+1) != ' ' || r.pos-start > 1000 {
		return nil
	}
	return key
}

// plainStart reports whether a plain scalar may start with c (followed by
// next) in both contexts: not an indicator, nor "-" but before a letter or
// digit ("-1").
func plainStart(c, next byte) bool {
	switch c {
	case ' ', '\n', '-', '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`':
		return c == '-' && (next >= '0' && next <= '9' || next >= 'a' && next <= 'z' || next >= 'A' && next <= 'Z')
	}
	return true
}

// plainEnd finds where a plain scalar that starts at start ends on its
// line: end is after its last character that is not a space, next where
// reading stopped (a colon before a space or the line's end, " #", the line
// break, and in flow context a flow indicator); next is -1 for a colon yaml.v3
// might read as part of the scalar in flow context.
func (r *fastReader) plainEnd(start int, flow bool) (end, next int) {
	end = start
	for i := start; ; i++ {
		switch c := r.at(i); {
		case c == '\n':
			return end, i
		case c == ':' && blank(r.at(i+1)):
			return end, i
		case c == ':' && flow:
			return end, -1
		case c == '#' && r.src[i-1] == ' ':
			return end, i
		case flow && (c == ',' || c == '?' || c == '[' || c == ']' || c == '{' || c == '}'):
			return end, i
		case c != ' ':
			end = i + 1
		}
	}
}

// plain is the plain scalar src[start:end] on the current line, with the
// tag yaml.v3 resolves it to; nil when fastRead is not certain of that tag.
func (r *fastReader) plain(start, end, depth int) *yaml.Node {
	if depth > MaxDepth {
		return nil
	}
	tag := plainTag(r.src[start:end])
	if tag == "" {
		return nil
	}
	return r.node(yaml.ScalarNode, 0, tag, r.value(start, end), r.line, r.column(start))
}

// quoted reads the quoted scalar at pos.
func (r *fastReader) quoted(depth int) *yaml.Node {
	if r.at(r.pos) == '\'' {
		return r.single(depth)
	}
	return r.double(depth)
}

// quoteEnd is where the quoted scalar at pos ends on its line (after its
// closing quote), -1 for none.
func (r *fastReader) quoteEnd(pos int) int {
	q := r.at(pos)
	for i := pos + 1; ; i++ {
		switch c := r.at(i); {
		case c == '\n':
			return -1
		case c == '\\' && q == '"':
			i++
		case c == q && q == '\'' && r.at(i+1) == '\'':
			i++
		case c == q:
			return i + 1
		}
	}
}

// single reads a single-quoted scalar that ends on its line (” is ').
func (r *fastReader) single(depth int) *yaml.Node {
	if depth > MaxDepth {
		return nil
	}
	start, doubled := r.pos, false
	i := start + 1
	for {
		c := r.at(i)
		if c == '\n' {
			return nil
		}
		if c == '\'' {
			if r.at(i+1) != '\'' {
				break
			}
			doubled = true
			i++
		}
		i++
	}
	value := r.value(start+1, i)
	if doubled {
		value = strings.ReplaceAll(value, "''", "'")
	}
	r.pos = i + 1
	return r.node(yaml.ScalarNode, yaml.SingleQuotedStyle, "!!str", value, r.line, r.column(start))
}

// double reads a double-quoted scalar that ends on its line, with no
// escape but \" \\ \n and \t.
func (r *fastReader) double(depth int) *yaml.Node {
	if depth > MaxDepth {
		return nil
	}
	start, escaped := r.pos, false
	i := start + 1
	for ; r.at(i) != '"'; i++ {
		switch r.at(i) {
		case '\n':
			return nil
		case '\\':
			if c := r.at(i + 1); c != '"' && c != '\\' && c != 'n' && c != 't' {
				return nil
			}
			escaped = true
			i++
		}
	}
	raw := r.src[start+1 : i]
	value := r.value(start+1, i)
	if escaped {
		var b strings.Builder
		for j := 0; j < len(raw); j++ {
			c := raw[j]
			if c == '\\' {
				j++
				switch c = raw[j]; c {
				case 'n':
					c = '\n'
				case 't':
					c = '\t'
				}
			}
			b.WriteByte(c)
		}
		value = b.String()
	}
	r.pos = i + 1
	return r.node(yaml.ScalarNode, yaml.DoubleQuotedStyle, "!!str", value, r.line, r.column(start))
}

// plainTag is the tag yaml.v3's resolve gives the plain scalar s, or ""
// when fastRead is not certain of it: floats, numbers with a sign, a leading
// zero, an underscore or a base prefix, ints of more than 18 digits, values
// starting with a dot (.inf, .5), and "<<" (a merge key).
func plainTag(s []byte) string {
	switch c := s[0]; {
	case c == '+' || c == '-' || c >= '0' && c <= '9':
		return numberTag(s)
	case c == '.':
		return ""
	case c == '<' && string(s) == "<<":
		return ""
	case strings.IndexByte("yYnNtTfFoO~", c) >= 0:
		switch string(s) {
		case "true", "True", "TRUE", "false", "False", "FALSE":
			return "!!bool"
		case "~", "null", "Null", "NULL":
			return "!!null"
		}
	}
	return "!!str"
}

// numberTag is plainTag for what starts with a digit or a sign. yaml.v3
// tries a timestamp (four digits and a dash first), then strconv's ints of
// any base, then floats; what none of them reads is a string.
func numberTag(s []byte) string {
	if len(s) >= 5 && digits(s[:4]) && s[4] == '-' {
		return timestampTag(string(s))
	}
	if bytes.IndexByte(s, '.') >= 0 || bytes.IndexByte(s, '_') >= 0 {
		return ""
	}
	rest := s
	if c := rest[0]; c == '+' || c == '-' {
		rest = rest[1:]
	}
	if len(rest) >= 2 && rest[0] == '0' && strings.IndexByte("xXoObB", rest[1]) >= 0 {
		return ""
	}
	// Digits, with an exponent or not: an int or a float.
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	mantissa, exponent := rest[:i], rest[i:]
	if len(exponent) > 0 && (exponent[0] == 'e' || exponent[0] == 'E') {
		exponent = exponent[1:]
		if len(exponent) > 0 && (exponent[0] == '+' || exponent[0] == '-') {
			exponent = exponent[1:]
		}
		if len(exponent) == 0 || !digits(exponent) {
			return "!!str" // 2e, 3e-x: no number
		}
		exponent = nil
	}
	if len(mantissa) == 0 || len(exponent) > 0 {
		return "!!str" // 2a, gate-5's like, -x
	}
	if s[0] == '+' || len(rest) != len(mantissa) || len(rest) > 18 || rest[0] == '0' && len(rest) > 1 {
		return "" // +5, 1e3, 19 digits, 0777
	}
	return "!!int"
}

func digits(s []byte) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(s) > 0
}

// timestampFormats are yaml.v3's, in its order.
var timestampFormats = [...]string{"2006-1-2T15:4:5.999999999Z07:00", "2006-1-2t15:4:5.999999999Z07:00", "2006-1-2 15:4:5.999999999", "2006-1-2"}

// timestampTag: yaml.v3 reads a value that starts with four digits and a
// dash as a timestamp when time.Parse takes one of its formats, else (no
// int or float has such a dash) as a string.
func timestampTag(s string) string {
	for _, f := range timestampFormats {
		if _, err := time.Parse(f, s); err == nil {
			return "!!timestamp"
		}
	}
	return "!!str"
}
