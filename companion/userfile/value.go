package userfile

import (
	"errors"
	"iter"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// Value is one value of a file with its path and line. A Value whose field
// is absent is null. Reading it the wrong way (a list where fields belong,
// "lots" as a number) reports an Issue and gives the zero value.
type Value struct {
	d    *Doc
	n    *yaml.Node // resolved: never an alias; nil when absent
	line int        // the key's line for a field, else the value's
	at   place
}

// place is where a value is in the file (players[2].forest), made into
// text only when a message names it: a game of three hundred events must
// not build three thousand paths that no one reads. It holds up to an
// item's number and a field's name under a path already written out, so
// the usual depths (events[12].disk) cost nothing until named.
type place struct {
	base  string // the path above
	index int    // an item's number under base, from 1; 0 for none
	key   string // a field's name under base[index], or ""
}

// at is the place of the path written out (no parent).
func at(path string) place { return place{base: path} }

func (p place) String() string {
	s := p.base
	if p.index > 0 {
		s += "[" + strconv.Itoa(p.index) + "]"
	}
	if p.key != "" {
		if s != "" {
			s += "."
		}
		s += p.key
	}
	return s
}

// child is the place of the field key under p.
func (p place) child(key string) place {
	if p.key == "" {
		return place{base: p.base, index: p.index, key: key}
	}
	return place{base: p.String(), key: key}
}

// item is the place of the i-th item (from 1) under p.
func (p place) item(i int) place {
	if p.key == "" && p.index == 0 {
		return place{base: p.base, index: i}
	}
	return place{base: p.String(), index: i}
}

// value makes a child Value, following aliases within the alias budget.
func (d *Doc) value(n *yaml.Node, key *yaml.Node, where place) Value {
	v := Value{d: d, at: where}
	if key != nil {
		v.line = key.Line
	}
	if n == nil || d.stopped {
		return v
	}
	if !d.spend(n) {
		if !d.stopped {
			d.issues = append(d.issues, Issue{Line: n.Line, Field: where.String(), Problem: companion.NewProblem("file.problem.aliases", "Max", MaxAliasValues)})
			d.stopped = true
		}
		return v
	}
	v.n = resolve(n)
	if v.line == 0 {
		v.line = n.Line
	}
	return v
}

// Path is the field's path: players[2].forest.
func (v Value) Path() string { return v.at.String() }

// Line is the line the value (or its key) is on.
func (v Value) Line() int { return v.line }

// Null reports an absent or empty value (nothing, ~ or null).
func (v Value) Null() bool {
	return v.n == nil || v.n.Kind == yaml.ScalarNode && v.n.Tag == "!!null"
}

// IsMap reports whether the value is a mapping (fields or entries).
func (v Value) IsMap() bool { return v.n != nil && v.n.Kind == yaml.MappingNode }

// Peek finds a field of a mapping without judging anything (no issue is
// reported): for what must be looked at before the rest, such as a format
// version.
func (v Value) Peek(key string) (Value, bool) {
	if !v.IsMap() {
		return Value{}, false
	}
	for i := 0; i+1 < len(v.n.Content); i += 2 {
		if k := resolve(v.n.Content[i]); k != nil && k.Kind == yaml.ScalarNode && k.Value == key {
			return v.d.value(v.n.Content[i+1], v.n.Content[i], v.child(key)), true
		}
	}
	return Value{}, false
}

// KeyLines gives each scalar key of a mapping as written, with its line,
// without judging anything (no issue is reported): for a check made once
// the mapping has been read as Fields, which reported the rest.
func (v Value) KeyLines() iter.Seq2[string, int] {
	return func(yield func(string, int) bool) {
		if !v.IsMap() {
			return
		}
		for i := 0; i+1 < len(v.n.Content); i += 2 {
			if k := resolve(v.n.Content[i]); k != nil && k.Kind == yaml.ScalarNode && !yield(k.Value, v.n.Content[i].Line) {
				return
			}
		}
	}
}

// IsList reports whether the value is a list.
func (v Value) IsList() bool { return v.n != nil && v.n.Kind == yaml.SequenceNode }

// Fail reports a problem with this value.
func (v Value) Fail(id string, kv ...any) {
	if v.d.stopped {
		return
	}
	v.d.add(Issue{Line: v.line, Field: v.Path(), Problem: companion.NewProblem(id, kv...)})
}

// Report reports what a check of the value refused (a *companion.Problem)
// at this value.
func (v Value) Report(err error) {
	var p *companion.Problem
	if !errors.As(err, &p) {
		p = companion.NewProblem("file.problem.yaml", "Detail", err.Error())
	}
	v.d.add(Issue{Line: v.line, Field: v.Path(), Problem: p})
}

// found describes what was written, for a message: the text of a single
// value, or "a list" / "fields".
func (v Value) found() any {
	switch {
	case v.n == nil:
		return companion.Term("file.found.nothing")
	case v.n.Kind == yaml.SequenceNode:
		return companion.Term("file.found.list")
	case v.n.Kind == yaml.MappingNode:
		return companion.Term("file.found.fields")
	case v.Null():
		return companion.Term("file.found.nothing")
	}
	return locales.M("file.found.value", "Value", clip(v.n.Value))
}

// clip keeps a quoted bad value short in a message.
func clip(s string) string {
	if len(s) > 40 {
		cut := 40
		for cut > 0 && s[cut]&0xC0 == 0x80 {
			cut--
		}
		return s[:cut] + "…"
	}
	return s
}

// join is the path of the field key of this value.
func (v Value) join(key string) string { return v.child(key).String() }

// child is the place of the field key of this value.
func (v Value) child(key string) place { return v.at.child(key) }

// Text reads a single value as text (a number is its digits); null is "".
func (v Value) Text() (string, bool) {
	if v.Null() {
		return "", true
	}
	if v.n.Kind != yaml.ScalarNode {
		v.Fail("file.problem.want_text", "Found", v.found())
		return "", false
	}
	return v.n.Value, true
}

// Int reads a whole number from min to max; null is 0. A quoted number,
// a fraction or a word is not a whole number.
func (v Value) Int(min, max int64) (int64, bool) {
	if v.Null() {
		return 0, true
	}
	if !v.whole() {
		return 0, false
	}
	x, ok := decimal(v.n) // as YAML reads it, without a decoder for each number of a game
	if !ok && v.n.Decode(&x) != nil || x < min || x > max {
		v.Fail("file.problem.number_range", "Value", clip(v.n.Value), "Min", min, "Max", max)
		return 0, false
	}
	return x, true
}

// decimal is a whole number written in decimal digits, with no sign but a
// minus and no leading zero, that fits 18 digits: YAML reads it as the
// same number strconv does (a leading zero, an underscore, a plus or a
// base prefix are left to the decoder).
func decimal(n *yaml.Node) (int64, bool) {
	s := n.Value
	if n.Tag != "!!int" || len(s) == 0 || len(s) > 18 {
		return 0, false
	}
	digits := strings.TrimPrefix(s, "-")
	if digits == "" || digits[0] == '0' && len(digits) > 1 {
		return 0, false
	}
	for i := range len(digits) {
		if digits[i] < '0' || digits[i] > '9' {
			return 0, false
		}
	}
	x, err := strconv.ParseInt(s, 10, 64)
	return x, err == nil
}

// reDigits is compiled on first use, not at every start-up.
var reDigits = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[-+]?[0-9][0-9_]*$`) })

// whole reports whether the value is written as a whole number, reporting
// it when not. Digits too many for any number (read as a float by YAML)
// are a number out of range, reported as such by the caller.
func (v Value) whole() bool {
	if v.n.Kind == yaml.ScalarNode && (v.n.Tag == "!!int" || v.n.Tag == "!!float" && reDigits().MatchString(v.n.Value)) {
		return true
	}
	v.Fail("file.problem.want_number", "Found", v.found())
	return false
}

// Uint reads a whole number from 0 to max; null is 0.
func (v Value) Uint(max uint64) (uint64, bool) {
	if v.Null() {
		return 0, true
	}
	var x uint64
	if !v.whole() {
		return 0, false
	}
	d, ok := decimal(v.n)
	if ok && d >= 0 {
		x = uint64(d)
	}
	if !(ok && d >= 0) && v.n.Decode(&x) != nil || x > max {
		v.Fail("file.problem.number_range", "Value", clip(v.n.Value), "Min", 0, "Max", max)
		return 0, false
	}
	return x, true
}

// Bool reads true or false; null is false.
func (v Value) Bool() (bool, bool) {
	if v.Null() {
		return false, true
	}
	if v.n.Kind == yaml.ScalarNode && v.n.Tag == "!!bool" && v.n.Style == 0 {
		switch v.n.Value { // the words YAML reads as true or false, as yaml.v3 resolves them
		case "true", "True", "TRUE":
			return true, true
		case "false", "False", "FALSE":
			return false, true
		}
	}
	var b bool
	if v.n.Kind != yaml.ScalarNode || v.n.Tag != "!!bool" || v.n.Decode(&b) != nil {
		v.Fail("file.problem.want_bool", "Found", v.found())
		return false, false
	}
	return b, true
}

// Raw is a single value's text as written, whatever it reads as; ok is
// false (and nothing is reported) for a list, fields or nothing.
func (v Value) Raw() (string, bool) {
	if v.Null() || v.n.Kind != yaml.ScalarNode {
		return "", false
	}
	return v.n.Value, true
}

// Flow is the value written again as one line of YAML (a card as the
// guided entry's flag takes it); "" for nothing. Aliases are written out
// within the file's alias budget.
func (v Value) Flow() string {
	if v.n == nil || v.d.stopped {
		return ""
	}
	n := v.d.flow(v.n, v.Path())
	if n == nil {
		return ""
	}
	out, err := yaml.Marshal(n)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// flow copies n in flow style, aliases expanded, counting every node
// against the alias budget (an anchor holding itself ends there too).
func (d *Doc) flow(n *yaml.Node, path string) *yaml.Node {
	n = resolve(n)
	if n == nil {
		return nil
	}
	if !d.spend(n) {
		if !d.stopped {
			d.issues = append(d.issues, Issue{Line: n.Line, Field: path, Problem: companion.NewProblem("file.problem.aliases", "Max", MaxAliasValues)})
			d.stopped = true
		}
		return nil
	}
	cp := *n
	cp.Style |= yaml.FlowStyle
	cp.Anchor = ""
	cp.Content = make([]*yaml.Node, 0, len(n.Content))
	for _, c := range n.Content {
		k := d.flow(c, path)
		if k == nil {
			return nil
		}
		cp.Content = append(cp.Content, k)
	}
	return &cp
}
