package userfile

import (
	"math"
	"reflect"
	"strings"
	"sync"
	"time"

	"gopkg.in/yaml.v3"
)

// Required is implemented (on the pointer) by the types whose fields must
// be given in a file: an absent or empty one is reported as missing, so a
// file cut short is never read as a shorter one. The list is the type's,
// read once (on a zero value), not each value's.
type Required interface{ RequiredFields() []string }

// structInfo is a struct type's file form: its fields' YAML names, and
// for each the struct field it goes into.
type structInfo struct {
	names    []string
	fields   []int
	index    map[string]int // a name's number in names
	required []string       // RequiredFields, when the type has them
}

// number is the name's number among the fields, -1 for none.
func (si *structInfo) number(name string) int {
	if n, ok := si.index[name]; ok {
		return n
	}
	return -1
}

// structInfos holds each struct type's file form once for the program: a
// type's fields do not change, and ten thousand games share a few types.
var structInfos sync.Map // reflect.Type → *structInfo

func info(t reflect.Type) *structInfo {
	if si, ok := structInfos.Load(t); ok {
		return si.(*structInfo)
	}
	si := &structInfo{index: map[string]int{}}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		si.index[name] = len(si.names)
		si.names = append(si.names, name)
		si.fields = append(si.fields, i)
	}
	if reflect.PointerTo(t).Implements(requiredType) {
		si.required = reflect.New(t).Interface().(Required).RequiredFields()
	}
	got, _ := structInfos.LoadOrStore(t, si)
	return got.(*structInfo)
}

var (
	timeType     = reflect.TypeFor[time.Time]()
	requiredType = reflect.TypeFor[Required]()
)

// Decode reads the value into out (a pointer) by the yaml tags of its
// struct types, the way Marshal wrote it: known fields only, whole numbers
// within their Go type, true/false, text, lists, maps with data keys and
// times. Every problem is reported with its line and path; what could not
// be read keeps its zero value. A null value inside a map (45: ~) leaves
// that key out: it says nothing.
func (v Value) Decode(out any) {
	rv := reflect.ValueOf(out)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		panic("userfile: Decode needs a non-nil pointer")
	}
	v.decode(rv.Elem())
}

func (v Value) decode(rv reflect.Value) {
	t := rv.Type()
	switch {
	case t == timeType:
		if v.Null() {
			return
		}
		var tm time.Time
		if v.n.Kind != yaml.ScalarNode || v.n.Decode(&tm) != nil {
			v.Fail("file.problem.want_time", "Found", v.found())
			return
		}
		rv.Set(reflect.ValueOf(tm))
	case t.Kind() == reflect.Pointer:
		if v.Null() {
			rv.SetZero()
			return
		}
		p := reflect.New(t.Elem())
		v.decode(p.Elem())
		rv.Set(p)
	case t.Kind() == reflect.Struct:
		v.decodeStruct(rv)
	case t.Kind() == reflect.Slice:
		if !v.IsList() {
			v.List() // null: nothing; anything else is reported
			return
		}
		n := len(v.n.Content)
		s := reflect.MakeSlice(t, n, n)
		read := 0
		for ; read < n && !v.d.stopped; read++ {
			v.item(read).decode(s.Index(read))
		}
		rv.Set(s.Slice(0, read))
	case t.Kind() == reflect.Map:
		v.decodeMap(rv)
	case t.Kind() == reflect.String:
		if s, ok := v.Text(); ok {
			rv.SetString(s)
		}
	case t.Kind() == reflect.Bool:
		if b, ok := v.Bool(); ok {
			rv.SetBool(b)
		}
	case rv.CanInt():
		bits := t.Bits()
		if x, ok := v.Int(-1<<(bits-1), 1<<(bits-1)-1); ok {
			rv.SetInt(x)
		}
	case rv.CanUint():
		if x, ok := v.Uint(math.MaxUint64 >> (64 - t.Bits())); ok {
			rv.SetUint(x)
		}
	default:
		panic("userfile: cannot read a " + t.String() + " from a file")
	}
}

func (v Value) decodeStruct(rv reflect.Value) {
	si := info(rv.Type())
	if !v.mapping(si.names) {
		return
	}
	given, empty := v.eachField(si.names, si.number, func(n int, _ *yaml.Node, x Value) { x.decode(rv.Field(si.fields[n])) })
	for _, name := range si.required {
		if n := si.number(name); n >= 0 && n < 64 && given&(1<<n) != 0 && empty&(1<<n) == 0 {
			continue // given, not empty
		}
		v.need([]string{name}, v.fieldOf) // reported with its line
	}
}

func (v Value) decodeMap(rv reflect.Value) {
	entries := v.Entries()
	if v.Null() || v.n.Kind != yaml.MappingNode {
		return
	}
	t := rv.Type()
	m := reflect.MakeMapWithSize(t, len(entries))
	first := map[any]int{}
	bad := len(v.d.issues)
	for _, e := range entries {
		k := reflect.New(t.Key()).Elem()
		e.Key.decode(k)
		if len(v.d.issues) > bad {
			bad = len(v.d.issues)
			continue
		}
		if line, dup := first[k.Interface()]; dup {
			e.Key.Fail("file.problem.twice", "First", line)
			bad = len(v.d.issues)
			continue
		}
		first[k.Interface()] = e.Key.Line()
		if e.Value.Null() {
			continue
		}
		x := reflect.New(t.Elem()).Elem()
		e.Value.decode(x)
		m.SetMapIndex(k, x)
	}
	rv.Set(m)
}
