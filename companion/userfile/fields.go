package userfile

import (
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
)

// Reading the values that hold others: the fields of a mapping, the
// entries of a mapping keyed by data, the items of a list. Each child's
// path is made from its parent's once per parent (place), not per child.

// Fields reads a mapping whose keys are the known field names. Unknown
// names, a name given twice, and a value that is not a mapping are
// reported (naming what is accepted); null gives no fields.
func (v Value) Fields(known ...string) Fields {
	f := Fields{v: v}
	if v.Null() {
		return f
	}
	if v.n.Kind != yaml.MappingNode {
		v.Fail("file.problem.want_fields", "Found", v.found(), "Accepted", strings.Join(known, ", "))
		return f
	}
	f.list = make([]field, 0, len(v.n.Content)/2)
	base := v.Path() // once for all the fields
	for i := 0; i+1 < len(v.n.Content); i += 2 {
		k := resolve(v.n.Content[i])
		if k == nil || k.Kind != yaml.ScalarNode || !contains(known, k.Value) {
			name := "…"
			if k != nil && k.Kind == yaml.ScalarNode {
				name = clip(k.Value)
			}
			v.d.add(Issue{Line: v.n.Content[i].Line, Field: base, Problem: companion.NewProblem("file.problem.unknown_field", "Value", name, "Accepted", strings.Join(known, ", "))})
			continue
		}
		where := place{base: base, key: k.Value}
		if first, dup := f.get(k.Value); dup { // a handful of fields: a map would cost more
			v.d.add(Issue{Line: k.Line, Field: where.String(), Problem: companion.NewProblem("file.problem.twice", "First", first.keyLine)})
			continue
		}
		f.list = append(f.list, field{name: k.Value, keyLine: k.Line, v: v.d.value(v.n.Content[i+1], k, where)})
	}
	return f
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Fields are the fields of one mapping, in file order.
type Fields struct {
	v    Value
	list []field
}

// field is one field given: its name, its key's line and its value.
type field struct {
	name    string
	keyLine int
	v       Value
}

func (f Fields) get(key string) (field, bool) {
	for _, x := range f.list {
		if x.name == key {
			return x, true
		}
	}
	return field{}, false
}

// Get returns a field's value; ok is false when it is absent.
func (f Fields) Get(key string) (Value, bool) {
	x, ok := f.get(key)
	if !ok {
		return Value{d: f.v.d, line: f.v.line, at: f.v.child(key)}, false
	}
	return x.v, true
}

// Need reports every key that is absent or empty; false when one is. It
// stays silent when the mapping itself is missing or of the wrong kind
// (that is reported once, where it is).
func (f Fields) Need(keys ...string) bool {
	if f.v.n == nil || f.v.n.Kind != yaml.MappingNode {
		return false
	}
	ok := true
	for _, k := range keys {
		if x, there := f.get(k); !there || x.v.Null() {
			line := f.v.line
			if there {
				line = x.v.line
			}
			f.v.d.add(Issue{Line: max(line, 1), Field: f.v.join(k), Problem: companion.NewProblem("file.problem.missing")})
			ok = false
		}
	}
	return ok
}

// Entry is one key and value of a mapping whose keys are data (army
// spaces, factory positions) rather than field names.
type Entry struct {
	Key   Value
	Value Value
}

// Entries reads a mapping whose keys are data. A key written twice (as the
// same text) is reported once; null gives no entries.
func (v Value) Entries() []Entry {
	if v.Null() {
		return nil
	}
	if v.n.Kind != yaml.MappingNode {
		v.Fail("file.problem.want_map", "Found", v.found())
		return nil
	}
	out := make([]Entry, 0, len(v.n.Content)/2)
	var first map[string]int // only for a long mapping: a short one is searched
	if len(v.n.Content) > 2*16 {
		first = make(map[string]int, len(v.n.Content)/2)
	}
	firstLine := func(key string) (int, bool) {
		if first != nil {
			line, ok := first[key]
			return line, ok
		}
		for _, e := range out {
			if e.Key.n.Value == key {
				return e.Value.line, true
			}
		}
		return 0, false
	}
	base := v.Path()
	for i := 0; i+1 < len(v.n.Content); i += 2 {
		kn := v.n.Content[i]
		k := v.d.value(kn, nil, at(base))
		if k.n == nil || k.n.Kind != yaml.ScalarNode {
			k.Fail("file.problem.want_key", "Found", k.found())
			continue
		}
		where := place{base: base, key: k.n.Value}
		k.at = where
		if line, dup := firstLine(k.n.Value); dup {
			v.d.add(Issue{Line: kn.Line, Field: where.String(), Problem: companion.NewProblem("file.problem.twice", "First", line)})
			continue
		}
		if first != nil {
			first[k.n.Value] = kn.Line
		}
		out = append(out, Entry{Key: k, Value: v.d.value(v.n.Content[i+1], kn, where)})
	}
	return out
}

// List reads a list; its items' paths count from 1 (cards[1]). A value
// that is not a list is reported; null gives no items.
func (v Value) List() []Value {
	if v.Null() {
		return nil
	}
	if v.n.Kind != yaml.SequenceNode {
		v.Fail("file.problem.want_list", "Found", v.found())
		return nil
	}
	out := make([]Value, 0, len(v.n.Content))
	base := v.Path()
	for i := range v.n.Content {
		if v.d.stopped {
			break // nothing more is read
		}
		out = append(out, v.item(base, i))
	}
	return out
}

// item is the i-th (from 0) item of the list at base, its path counted
// from 1.
func (v Value) item(base string, i int) Value {
	return v.d.value(v.n.Content[i], nil, place{base: base, index: i + 1})
}
