package userfile

import (
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
)

// Reading the values that hold others: the fields of a mapping, the
// entries of a mapping keyed by data, the items of a list. A child's path
// is written out only when a message names it (place).

// Fields reads a mapping whose keys are the known field names. Unknown
// names, a name given twice, and a value that is not a mapping are
// reported (naming what is accepted); null gives no fields.
func (v Value) Fields(known ...string) Fields {
	f := Fields{v: v}
	if v.mapping(known) {
		f.list = make([]field, 0, len(v.n.Content)/2)
		v.eachField(known, func(name string) int { return slices.Index(known, name) }, func(_ int, k *yaml.Node, x Value) {
			f.list = append(f.list, field{name: k.Value, keyLine: k.Line, v: x})
		})
	}
	return f
}

// mapping reports whether the value holds fields: false for null, and
// for a value that is not a mapping, which is reported naming the fields
// accepted.
func (v Value) mapping(known []string) bool {
	if v.Null() {
		return false
	}
	if v.n.Kind != yaml.MappingNode {
		v.Fail("file.problem.want_fields", "Found", v.found(), "Accepted", strings.Join(known, ", "))
		return false
	}
	return true
}

// eachField gives visit each field of the mapping whose name is known
// (number: its place among the known names, -1 for none) with its key and
// value, in file order; a name not known, or given twice, is reported and
// left out. It keeps no list: decoding a struct needs none. It returns the
// first 64 names given, and those of them given empty, as bits by number.
func (v Value) eachField(known []string, number func(string) int, visit func(i int, key *yaml.Node, x Value)) (seen, empty uint64) {
	var more map[int]bool // beyond 64 names
	for i := 0; i+1 < len(v.n.Content); i += 2 {
		k := resolve(v.n.Content[i])
		n := -1
		if k != nil && k.Kind == yaml.ScalarNode {
			n = number(k.Value)
		}
		if n < 0 {
			name := "…"
			if k != nil && k.Kind == yaml.ScalarNode {
				name = clip(k.Value)
			}
			v.d.add(Issue{Line: v.n.Content[i].Line, Field: v.Path(), Problem: companion.NewProblem("file.problem.unknown_field", "Value", name, "Accepted", strings.Join(known, ", "))})
			continue
		}
		where := v.at.child(k.Value)
		twice := false
		if n < 64 {
			twice, seen = seen&(1<<n) != 0, seen|1<<n
		} else {
			if more == nil {
				more = map[int]bool{}
			}
			twice, more[n] = more[n], true
		}
		if twice {
			first, _ := v.fieldOf(k.Value)
			v.d.add(Issue{Line: k.Line, Field: where.String(), Problem: companion.NewProblem("file.problem.twice", "First", first.line)})
			continue
		}
		x := v.d.value(v.n.Content[i+1], k, where)
		if n < 64 && x.Null() {
			empty |= 1 << n
		}
		visit(n, k, x)
	}
	return seen, empty
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
	return f.v.need(keys, func(key string) (Value, bool) {
		x, ok := f.get(key)
		return x.v, ok
	})
}

// need is Need over the fields get finds.
func (v Value) need(keys []string, get func(string) (Value, bool)) bool {
	if v.n == nil || v.n.Kind != yaml.MappingNode {
		return false
	}
	ok := true
	for _, k := range keys {
		if x, there := get(k); !there || x.Null() {
			line := v.line
			if there {
				line = x.line
			}
			v.d.add(Issue{Line: max(line, 1), Field: v.join(k), Problem: companion.NewProblem("file.problem.missing")})
			ok = false
		}
	}
	return ok
}

// fieldOf is the first field name of the mapping as Fields gives it, for
// a check after decoding: its value (not read again through the alias
// budget) and its key's line.
func (v Value) fieldOf(name string) (Value, bool) {
	for i := 0; i+1 < len(v.n.Content); i += 2 {
		if k := resolve(v.n.Content[i]); k != nil && k.Kind == yaml.ScalarNode && k.Value == name {
			return Value{d: v.d, n: resolve(v.n.Content[i+1]), line: k.Line, at: v.at.child(name)}, true
		}
	}
	return Value{}, false
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
	for i := 0; i+1 < len(v.n.Content); i += 2 {
		kn := v.n.Content[i]
		k := v.d.value(kn, nil, v.at)
		if k.n == nil || k.n.Kind != yaml.ScalarNode {
			k.Fail("file.problem.want_key", "Found", k.found())
			continue
		}
		where := v.at.child(k.n.Value)
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
	for i := range v.n.Content {
		if v.d.stopped {
			break // nothing more is read
		}
		out = append(out, v.item(i))
	}
	return out
}

// item is the i-th (from 0) item of the list, its path counted from 1.
func (v Value) item(i int) Value {
	return v.d.value(v.n.Content[i], nil, v.at.item(i+1))
}
