package userfile

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion"
)

// first parses src and returns its first issue (the test fails without one).
func first(t *testing.T, err error) Issue {
	t.Helper()
	var fe *Error
	if !errors.As(err, &fe) || len(fe.Issues) == 0 {
		t.Fatalf("want an *Error with issues, got %v", err)
	}
	return fe.Issues[0]
}

// Syntax errors name the line to fix: where an unclosed bracket or quote
// opened, where a line is indented wrongly; never line 0, never a line past
// the end, and in the user's words where the parser's message is known.
func TestSyntaxLines(t *testing.T) {
	cases := []struct {
		src    string
		line   int
		detail string
	}{
		{"a: [1, 2\nb: 3\n", 1, "file.yaml.open_list"},
		{"x: 1\na: [1, 2\nb: 3\n", 2, "file.yaml.open_list"},
		{"version: 1\nsettings:\n  players: [{name: Ana}]\n  mode: [multiplayer\nevents: []\n", 4, "file.yaml.open_list"},
		{"a: {b: 1\n", 1, "file.yaml.open_fields"},
		{"a: b: c\n", 1, "file.yaml.colon"},
		{"a: 1\n b: 2\n", 2, "file.yaml.colon"},
		{"a:\n\t- 1\n", 2, "file.yaml.bad_start"},
		{"a: \"abc\nb: 1\n", 1, "file.yaml.open_quote"},
		{"x: 1\ny: 2\na: \"abc\nb: 1\n", 3, "file.yaml.open_quote"},
		{"- a\nb: 1\n", 2, "file.yaml.indent"},
		{"a:\n  b: 1\n c: 2\n", 3, "file.yaml.indent"},
		{"x: 1\na:\n  b: 1\n  d: 3\n c: 2\n", 5, "file.yaml.indent"},
		{"a: 1\nb\nc: 2\n", 2, "file.yaml.no_colon"},
		{"a: 1\n---\nb: [\n", 3, "file.yaml.no_value"},
		{"a: \"\\q\"\n", 1, "file.yaml.escape"},
		{"x: 1\r\ny: 2\r\na: [1, 2\r\nb: 3\r\n", 3, "file.yaml.open_list"},
		{"x: 1\ry: 2\ra: [1, 2\rb: 3\r", 3, "file.yaml.open_list"},
	}
	for _, c := range cases {
		_, err := Parse([]byte(c.src))
		is := first(t, err)
		if is.Line != c.line || is.Problem.ID != "file.problem.yaml" || fmt.Sprint(is.Problem.Args["Detail"]) != c.detail {
			t.Errorf("%q: got line %d %v, want line %d %s", c.src, is.Line, is.Problem, c.line, c.detail)
		}
	}
}

func TestWholeFileProblems(t *testing.T) {
	cases := []struct {
		name string
		src  string
		id   string
		line int
	}{
		{"too large", "a: " + strings.Repeat("x", MaxSize), "file.problem.too_large", 0},
		{"not UTF-8", "a: 1\nb: \xff\n", "file.problem.not_utf8", 2},
		{"UTF-16", "\xff\xfea\x00:\x00", "file.problem.not_utf8", 1},
		{"NUL", "a: 1\n\nb: x\x00y\n", "file.problem.control", 3},
		{"escape", "a: \x1b[31m\n", "file.problem.control", 1},
		{"bell after CR LF lines", "a: 1\r\nb: 2\r\nc: \a\r\n", "file.problem.control", 3},
		{"NEL", "a: 1\nb: x\u0085y\n", "file.problem.control", 2},
		{"line separator", "a: x\u2028y\n", "file.problem.control", 1},
		{"bidi override", "a: 1\nb: x\u202ey\n", "", 0},
		{"second document", "a: 1\n---\nb: 2\n", "file.problem.documents", 2},
		{"unknown alias", "a: 1\nb: [1, *nope]\n", "file.problem.unknown_alias", 2},
		{"too deep", strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1), "file.problem.too_deep", 1},
		{"far too deep", strings.Repeat("[", 20000), "file.problem.too_deep", 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse([]byte(c.src))
			if c.id == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			is := first(t, err)
			if is.Problem.ID != c.id || is.Line != c.line {
				t.Fatalf("got line %d %v, want line %d %s", is.Line, is.Problem, c.line, c.id)
			}
		})
	}
	// The limit is named.
	_, err := Parse([]byte(strings.Repeat("#", MaxSize+1)))
	if p := first(t, err).Problem; p.Args["Limit"] != int64(MaxSize) || p.Args["Size"] != int64(MaxSize+1) {
		t.Errorf("too large: %v", p)
	}
	// Tabs, CR LF and a byte order mark are text.
	if _, err := Parse([]byte("\uFEFFa: \"x\ty\"\r\nb: 2\r\n")); err != nil {
		t.Errorf("BOM, tab and CR LF: %v", err)
	}
	// Empty and comment-only files are null, not an error.
	for _, src := range []string{"", "# nothing\n", "\n\n"} {
		d, err := Parse([]byte(src))
		if err != nil || !d.Root().Null() {
			t.Errorf("%q: %v", src, err)
		}
	}
}

type pair struct {
	A int    `yaml:"a"`
	B string `yaml:"b,omitempty"`
}

type sample struct {
	Name   string              `yaml:"name"`
	Seed   uint64              `yaml:"seed"`
	Small  int8                `yaml:"small"`
	Yes    bool                `yaml:"yes"`
	When   time.Time           `yaml:"when"`
	List   []int               `yaml:"list"`
	Pairs  []pair              `yaml:"pairs"`
	Ptr    *pair               `yaml:"ptr"`
	ByNum  map[int][]string    `yaml:"by_num"`
	ByName map[string]int      `yaml:"by_name"`
	Nested map[int]map[int]int `yaml:"nested"`
	Skip   string              `yaml:"-"`
}

func (*sample) RequiredFields() []string { return []string{"name", "seed"} }

func decode(t *testing.T, src string) (*sample, error) {
	t.Helper()
	d, err := Parse([]byte(src))
	if err != nil {
		return nil, err
	}
	var s sample
	d.Root().Decode(&s)
	return &s, d.Err()
}

func TestDecode(t *testing.T) {
	s, err := decode(t, `
name: Ana
seed: 18446744073709551615
small: -128
yes: true
when: 2026-11-22T20:00:00Z
list: [1, 2, 0x10]
pairs:
  - {a: 1, b: x}
  - a: 2
ptr: {a: 3}
by_num: {45: [a, b], 50: ~}
by_name: {x: 1}
nested: {45: {4: 3, 3: ~}}
`)
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "Ana" || s.Seed != 1<<64-1 || s.Small != -128 || !s.Yes || s.When.Year() != 2026 ||
		fmt.Sprint(s.List) != "[1 2 16]" || len(s.Pairs) != 2 || s.Pairs[1].A != 2 || s.Ptr == nil || s.Ptr.A != 3 ||
		fmt.Sprint(s.ByNum) != "map[45:[a b]]" || s.ByName["x"] != 1 || fmt.Sprint(s.Nested) != "map[45:map[4:3]]" {
		t.Fatalf("decoded %+v", s)
	}
}

// Every way a value can be wrong is an Issue with its exact line and path,
// never Go's decoder text.
func TestDecodeProblems(t *testing.T) {
	cases := []struct {
		name, src string
		id, field string
		line      int
	}{
		{"unknown field", "name: A\nseed: 1\nsneed: 2\n", "file.problem.unknown_field", "", 3},
		{"unknown nested field", "name: A\nseed: 1\npairs:\n  - {a: 1}\n  - {a: 1, c: 2}\n", "file.problem.unknown_field", "pairs[2]", 5},
		{"key twice", "name: A\nseed: 1\nseed: 2\n", "file.problem.twice", "seed", 3},
		{"map key twice", "name: A\nseed: 1\nby_name: {x: 1, x: 2}\n", "file.problem.twice", "by_name.x", 3},
		{"map number key twice", "name: A\nseed: 1\nby_num:\n  45: [a]\n  0x2d: [b]\n", "file.problem.twice", "by_num.0x2d", 5},
		{"missing", "name: A\n", "file.problem.missing", "seed", 1},
		{"empty required", "name: A\nseed:\n", "file.problem.missing", "seed", 2},
		{"list for a number", "name: A\nseed: [3]\n", "file.problem.want_number", "seed", 2},
		{"word for a number", "name: A\nseed: lots\n", "file.problem.want_number", "seed", 2},
		{"quoted number", "name: A\nseed: \"3\"\n", "file.problem.want_number", "seed", 2},
		{"fraction", "name: A\nseed: 2.5\n", "file.problem.want_number", "seed", 2},
		{"negative seed", "name: A\nseed: -1\n", "file.problem.number_range", "seed", 2},
		{"overflow", "name: A\nseed: 1\nsmall: 128\n", "file.problem.number_range", "small", 3},
		{"huge", "name: A\nseed: 99999999999999999999999\n", "file.problem.number_range", "seed", 2},
		{"not a bool", "name: A\nseed: 1\nyes: maybe\n", "file.problem.want_bool", "yes", 3},
		{"not a time", "name: A\nseed: 1\nwhen: soon\n", "file.problem.want_time", "when", 3},
		{"list for text", "name: [A]\nseed: 1\n", "file.problem.want_text", "name", 1},
		{"text for a list", "name: A\nseed: 1\nlist: 3\n", "file.problem.want_list", "list", 3},
		{"list for fields", "name: A\nseed: 1\nptr: [1]\n", "file.problem.want_fields", "ptr", 3},
		{"top level list", "- 1\n", "file.problem.want_fields", "", 1},
		{"list for a map", "name: A\nseed: 1\nby_num: [1]\n", "file.problem.want_map", "by_num", 3},
		{"bad map key", "name: A\nseed: 1\nby_num: {x: [a]}\n", "file.problem.want_number", "by_num.x", 3},
		{"list item", "name: A\nseed: 1\nlist:\n  - 1\n  - x\n", "file.problem.want_number", "list[2]", 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := decode(t, c.src)
			is := first(t, err)
			if is.Problem.ID != c.id || is.Field != c.field || is.Line != c.line {
				t.Fatalf("got line %d %q %v, want line %d %q %s", is.Line, is.Field, is.Problem, c.line, c.field, c.id)
			}
			if strings.Contains(err.Error(), "unmarshal") || strings.Contains(err.Error(), "type ") {
				t.Errorf("decoder text leaks: %v", err)
			}
		})
	}
}

// Every problem is reported (in file order, at most MaxIssues), not just the
// first.
func TestAllIssues(t *testing.T) {
	src := "seed: x\nname: [A]\n" + strings.Repeat("bad: 1\n", 20)
	_, err := decode(t, src)
	var fe *Error
	if !errors.As(err, &fe) || len(fe.Issues) != MaxIssues {
		t.Fatalf("got %v", err)
	}
	if fe.Issues[0].Line != 1 || fe.Issues[1].Line != 2 {
		t.Errorf("not in file order: %v", err)
	}
}

// nest is any nesting of lists, to expand aliases into.
type nest []nest

// Aliases are followed, within a budget: a billion laughs and an anchor
// that contains itself are refused, not expanded.
func TestAliases(t *testing.T) {
	s, err := decode(t, "name: A\nseed: 1\npairs:\n  - &p {a: 7}\n  - *p\n")
	if err != nil || len(s.Pairs) != 2 || s.Pairs[1].A != 7 {
		t.Fatalf("a repeated entry: %v %+v", err, s)
	}
	var b strings.Builder
	b.WriteString("defs:\n  - &a0 [[], [], [], [], [], [], [], [], [], []]\n")
	for i := 1; i < 10; i++ {
		fmt.Fprintf(&b, "  - &a%d [", i)
		for j := 0; j < 10; j++ {
			fmt.Fprintf(&b, "*a%d, ", i-1)
		}
		b.WriteString("]\n")
	}
	b.WriteString("x: *a9\n")
	for _, src := range []string{b.String(), "defs: &x [*x]\n"} {
		d, err := Parse([]byte(src))
		if err != nil {
			t.Fatal(err)
		}
		var v struct {
			Defs nest `yaml:"defs"`
			X    nest `yaml:"x"`
		}
		d.Root().Decode(&v)
		if is := first(t, d.Err()); is.Problem.ID != "file.problem.aliases" || is.Problem.Args["Max"] != MaxAliasValues {
			t.Fatalf("got %v", d.Err())
		}
	}
}

func TestLineOf(t *testing.T) {
	d, err := Parse([]byte("players:\n  - name: A\n    contracts:\n      uk:\n        - 1\n        - 2\n  - name: B\n"))
	if err != nil {
		t.Fatal(err)
	}
	for field, want := range map[string]int{
		"players":                    1,
		"players[1]":                 2,
		"players[1].contracts.uk[2]": 6,
		"players[1].contracts":       3,
		"players[2].name":            7,
		"players[2].forest":          7,
		"players[9].forest":          1,
		"nothing":                    1,
	} {
		if got := d.LineOf(field); got != want {
			t.Errorf("LineOf(%q) = %d, want %d", field, got, want)
		}
	}
}

// Problem gives a value read from a flag one Problem naming the field.
func TestErrorProblem(t *testing.T) {
	d, _ := Parse([]byte("{slot: x}"))
	var v struct {
		Slot int `yaml:"slot"`
	}
	d.Named("card").Decode(&v)
	var fe *Error
	if !errors.As(d.Err(), &fe) {
		t.Fatal(d.Err())
	}
	p := fe.Problem()
	if p.ID != "file.problem.at_field" || p.Args["Field"] != "card.slot" {
		t.Fatalf("got %v", p)
	}
	named := &Error{Issues: []Issue{{Field: "x", Problem: companion.NewProblem("id", "Field", "x")}}}
	if named.Problem().ID != "id" {
		t.Fatal("a problem naming its field is kept as it is")
	}
}

func BenchmarkParseLargeList(b *testing.B) {
	src := []byte("list: [" + strings.Repeat("1, ", MaxSize/3-10) + "1]\n")
	for b.Loop() {
		d, err := Parse(src)
		if err != nil {
			b.Fatal(err)
		}
		var v struct {
			List []int `yaml:"list"`
		}
		d.Root().Decode(&v)
	}
}

// A long file without aliases is never refused as an alias bomb, however
// often its readers go over it (files-and-scale D9: a game of about 2,700
// events was, as the budget counted every read of every value).
func TestLongFileWithoutAliases(t *testing.T) {
	var b strings.Builder
	b.WriteString("name: A\nseed: 1\npairs:\n")
	for range 20_000 {
		b.WriteString("  - {a: 7}\n")
	}
	d, err := Parse([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	for range 3 { // readers that go over the file again (a game's check, then its fold)
		var v struct {
			Name  string `yaml:"name"`
			Seed  int    `yaml:"seed"`
			Pairs []struct {
				A int `yaml:"a"`
			} `yaml:"pairs"`
		}
		d.Root().Decode(&v)
		if err := d.Err(); err != nil || len(v.Pairs) != 20_000 {
			t.Fatalf("%d pairs read: %v", len(v.Pairs), err)
		}
	}
}

// A whole number read without the decoder is the number YAML reads: the
// plain decimals; the others (a leading zero read as octal, an underscore,
// a plus, a base prefix, a number past int64) go to the decoder, and the
// range is checked either way.
func TestDecimalAsYAMLReadsIt(t *testing.T) {
	for _, s := range []string{"0", "7", "-3", "42", "-0", "012", "0o17", "0x1F", "1_000", "+5", "999999999999999999",
		"9223372036854775807", "9223372036854775808", "-9223372036854775809"} {
		d, err := Parse([]byte("n: " + s + "\n"))
		if err != nil {
			t.Fatal(err)
		}
		n, _ := d.Root().Peek("n")
		var want int64
		decodeErr := n.n.Decode(&want)
		if got, ok := decimal(n.n); ok && (decodeErr != nil || got != want) {
			t.Errorf("%s: read as %d, YAML reads %d (%v)", s, got, want, decodeErr)
		}
		got, ok := n.Int(-1<<62, 1<<62)
		if inRange := decodeErr == nil && want >= -1<<62 && want <= 1<<62; ok != inRange || ok && got != want {
			t.Errorf("%s: Int gives %d, %v; YAML reads %d (%v)", s, got, ok, want, decodeErr)
		}
	}
}

// A key written twice names the line of its first writing, in a short
// mapping (searched) and in a long one (kept in a map) alike; so does a
// field given twice.
func TestTwiceNamesTheFirstLine(t *testing.T) {
	long := "name: A\nseed: 1\nby_name:\n"
	for i := range 20 {
		long += fmt.Sprintf("  k%d: %d\n", i, i)
	}
	cases := []struct {
		name, src, field string
		line, first      int
	}{
		{"short map", "name: A\nseed: 1\nby_name:\n  x: 1\n  y: 2\n  x: 3\n", "by_name.x", 6, 4},
		{"long map", long + "  k7: 99\n", "by_name.k7", 24, 11},
		{"field", "name: A\nseed: 1\nname: B\n", "name", 3, 1},
		{"nested field", "name: A\nseed: 1\npairs:\n  - {a: 1}\n  - a: 1\n    b: x\n    a: 2\n", "pairs[2].a", 7, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := decode(t, c.src)
			is := first(t, err)
			if is.Problem.ID != "file.problem.twice" || is.Field != c.field || is.Line != c.line || is.Problem.Args["First"] != c.first {
				t.Fatalf("got line %d %q %v %v, want line %d %q twice, first %d", is.Line, is.Field, is.Problem.ID, is.Problem.Args, c.line, c.field, c.first)
			}
		})
	}
}

// Bool reads true and false as yaml.v3 reads them into a bool, and
// refuses what is not a plain true or false (a word, a quoted "true").
func TestBoolAsYAMLReadsIt(t *testing.T) {
	for _, s := range []string{"true", "True", "TRUE", "false", "False", "FALSE", "tRUE", "yes", "no", "on", "1", "'true'", `"false"`, "!!bool true", "~"} {
		d, err := Parse([]byte("b: " + s + "\n"))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := d.Root().Peek("b")
		var want bool
		yamlOK := b.n.Tag == "!!bool" && b.n.Decode(&want) == nil
		if b.Null() {
			yamlOK = true
		}
		got, ok := b.Bool()
		if ok != yamlOK || got != want {
			t.Errorf("%s: Bool gives %v, %v; YAML reads %v, %v", s, got, ok, want, yamlOK)
		}
	}
}
