package userfile

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
	"gopkg.in/yaml.v3"
)

// repoRoot is the module's root, from this package.
var repoRoot = filepath.Join("..", "..")

// yamlFiles are the YAML files of the repository: every .yaml file
// (games, drafts, transcriptions, sheets, rules, locales) and every .yaml
// file in a test script's archive, by path.
func yamlFiles(t testing.TB) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(repoRoot, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && strings.HasPrefix(e.Name(), ".") && path != repoRoot {
			return filepath.SkipDir
		}
		switch {
		case strings.HasSuffix(path, ".yaml"):
			b, err := os.ReadFile(path)
			files[path] = b
			return err
		case strings.HasSuffix(path, ".txtar"):
			a, err := txtar.ParseFile(path)
			if err != nil {
				return err
			}
			for _, f := range a.Files {
				if strings.HasSuffix(f.Name, ".yaml") {
					files[path+":"+f.Name] = f.Data
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 100 {
		t.Fatalf("only %d YAML files found under %s", len(files), repoRoot)
	}
	return files
}

// prepare does to src what Parse does before reading it; false for what
// Parse refuses before reading (too large, not text).
func prepare(src []byte) ([]byte, bool) {
	if len(src) > MaxSize {
		return nil, false
	}
	src = bytes.ReplaceAll(bytes.ReplaceAll(src, []byte("\r\n"), []byte("\n")), []byte("\r"), []byte("\n"))
	_, bad := checkText(src)
	return src, !bad
}

// sameAsYAML fails when fastRead reads src and yaml.v3 (as Parse uses it)
// refuses it or reads another tree; it reports whether fastRead read it.
func sameAsYAML(t testing.TB, name string, src []byte) bool {
	t.Helper()
	fast := fastRead(src)
	if fast == nil {
		return false
	}
	d, err := parseYAML(src)
	if err != nil {
		t.Fatalf("%s: read, but yaml.v3 refuses it: %v", name, err)
	}
	if diff := treeDiff(fast, d.root, "root"); diff != "" {
		t.Fatalf("%s: not yaml.v3's tree: %s", name, diff)
	}
	if at := commented(d.root, d.root); at != nil {
		t.Fatalf("%s: read, but yaml.v3 keeps a comment at line %d, which fastRead drops", name, at.Line)
	}
	return true
}

// commented finds a node under n with a comment, but the first key of the
// root (where yaml.v3 keeps a file's header comment): nil for none.
func commented(n, root *yaml.Node) *yaml.Node {
	if n.HeadComment+n.LineComment+n.FootComment != "" && !(root.Kind == yaml.MappingNode && n == root.Content[0]) {
		return n
	}
	for _, c := range n.Content {
		if at := commented(c, root); at != nil {
			return at
		}
	}
	return nil
}

// treeDiff names the first difference between two trees, "" for none.
func treeDiff(got, want *yaml.Node, path string) string {
	if got == nil || want == nil {
		if got != want {
			return fmt.Sprintf("%s: got %v, want %v", path, got, want)
		}
		return ""
	}
	g := fmt.Sprintf("kind %d style %d tag %q value %q at %d:%d anchor %q alias %v, %d children (nil: %v)",
		got.Kind, got.Style, got.Tag, got.Value, got.Line, got.Column, got.Anchor, got.Alias != nil, len(got.Content), got.Content == nil)
	w := fmt.Sprintf("kind %d style %d tag %q value %q at %d:%d anchor %q alias %v, %d children (nil: %v)",
		want.Kind, want.Style, want.Tag, want.Value, want.Line, want.Column, want.Anchor, want.Alias != nil, len(want.Content), want.Content == nil)
	if g != w {
		return fmt.Sprintf("%s: got %s, want %s", path, g, w)
	}
	for i := range got.Content {
		if d := treeDiff(got.Content[i], want.Content[i], fmt.Sprintf("%s[%d]", path, i)); d != "" {
			return d
		}
	}
	return ""
}

// Every YAML file of the repository is either given up on or read as
// yaml.v3 reads it, node for node.
func TestFastReadSameAsYAML(t *testing.T) {
	read := 0
	files := yamlFiles(t)
	for name, b := range files {
		src, ok := prepare(b)
		if ok && sameAsYAML(t, name, src) {
			read++
		}
	}
	t.Logf("%d of %d files read without yaml.v3", read, len(files))
}

// The files the companion writes are read without yaml.v3: the speed of
// building the record's index depends on it.
func TestFastReadReadsCompanionFiles(t *testing.T) {
	var names []string
	for _, glob := range []string{"cmd/stephens/testdata/games/*.yaml", "companion/remote/testdata/*.yaml", "cmd/stephens/internal/gamefile/testdata/*.yaml", "companion/automa/testdata/*.yaml"} {
		m, err := filepath.Glob(filepath.Join(repoRoot, glob))
		if err != nil || len(m) == 0 {
			t.Fatalf("%s: %v %v", glob, m, err)
		}
		names = append(names, m...)
	}
	files := map[string][]byte{}
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		files[name] = b
	}
	// A draft as companion/walk writes it, Automa cards as automa.FormatCard
	// writes them, a sheet.
	files["draft"] = []byte("# Answers of a walkthrough in progress, kept as they were given.\n# The companion asks the next question from here; delete the file to start the step again.\n" +
		"unit: \"play g.yaml 12 turn\"\nanswers:\n  - question: \"turn.action\"\n    answer: \"create \\\"3a\\\"\"\n    said: true\n  - question: \"turn.disk\"\n    answer: \"3a\"\nopen: \"\"\nparts: \"x\"\n")
	files["card"] = []byte("{id: '#12', action: small-factory, at: upper-left, arrow: clockwise, supply: {cubes: 4, start: lower-right, arrow: counterclockwise, apprentice: false}}")
	files["card with costs"] = []byte("{id: T2, action: furnace, at: lower-left, arrow: counterclockwise, remove_costs: [1, 2], supply: {cubes: 3, start: lower-right, arrow: counterclockwise, apprentice: false}}")
	files["sheet"] = []byte("players:\n- name: Bo\n  track: 40\n  masters: {stephens: 3, lower: 5, upper: 4}\n  contracts:\n    crown: [2, 1]\n    uk: []\n  abilities: [2a, 2e, gate-5]\n  accessories: {}\n")
	for name, src := range files {
		if !sameAsYAML(t, name, src) {
			t.Errorf("%s: given up on", name)
		}
	}
}

// readValues look alike but read differently (fastRead reads them).
var readValues = []string{
	"a: yes\nb: no\nc: on\nd: off\ne: y\nf: n\ng: Yes\nh: NO\n",
	"a: true\nb: False\nc: TRUE\nd: ~\ne: null\nf: Null\ng: NULL\nh: nul\ni: tru\n",
	"a: 0\nb: -0\nc: -1\nd: 123456789012345678\ne: 2e\nf: 3e-\ng: 2a\nh: -x\ni: 5-3\nj: e5\n",
	"a: 2025-01-07T19:30:00Z\nb: 2025-01-07\nc: 2025-01-07 19:30:00\nd: 2025-13-01\ne: 2025-1-7t19:30:00+01:00\nf: 2025-\n",
	"a: 'it''s'\nb: ''\nc: \"\"\nd: \"x\\\\y\\n\\t\\\"\"\ne: ' x '\nf: a b  \ng: a#b\nh: x:y\n",
	"a:\nb:   \nc: 1\nd:\n", "k:\n- a\n- b\nc: 1\n", "- a: 1\n  b:\n- c\n", "-   a: 1\n    b: 2\n",
	"a: 1\na: 2\n", "{a: 1, a: 2}", "[]", "{}", "[-1, -a]", "{ a : 1 }", "a  : 1\nb:  x  \n",
	"name: Ângela\nx: {ä: ö, ü: [ß, é]}\n", "- {name: Ângela, colour: teal}\n", "1: a\ntrue: b\n~: c\n2a: d\n", "'a': 1\n\"yes\": 2\n", "- 'a': 1\n  \"b\": [x]\n", "{'a': 1, \"yes\": true, 'it''s': x}",
	strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth),
}

// givenUp are outside fastRead's subset.
var givenUp = []string{
	"a: &x 1\nb: *x\n", "a: [&x 1]\n", "a: !!str 1\n", "a: !x y\n", "!!map {a: 1}",
	"a:\n\tb: 1\n", "a: \"x\ty\"\n", "\uFEFFa: 1\n",
	"a: |\n  x\n", "a: >\n  x\n", "a: b\n  c\n", "a: 'b\n  c'\n", "a: \"b\n  c\"\n", "a: [1,\n  2]\n", "{a: 1,\n b: 2}",
	"a: \"\\u00e9\"\n", "a: \"\\/\"\n", "a: \"\\x41\"\n", "a: \"b\\\n  c\"\n",
	"? a\n: b\n", "a: 1\n---\nb: 2\n", "---\na: 1\n", "a: 1\n...\n", "%YAML 1.2\n---\na: 1\n",
	"a:\n  b: 1\n c: 2\n", "a: 1\n  b: 2\n", " a: 1\n", "a:\n  - x\n  b: 1\n", "a: 1\n- b\n", "- a\nb: 1\n",
	"a: 1\n# c\nb: 2\n", "a: 1 # c\n", "# c\n- a\n", "# c\n{a: 1}", "a: {b: 1} # c\n",
	"a: 007\n", "a: 08\n", "a: 0x1F\n", "a: 0o17\n", "a: 0b101\n", "a: 1_000\n", "a: +5\n", "a: .5\n", "a: 1e3\n",
	"a: 1.5\n", "a: .inf\n", "a: -.inf\n", "a: .nan\n", "a: 1234567890123456789\n", "a: 99999999999999999999\n",
	"<<: {a: 1}\n", "a: <<\n", "a: b: c\n", "a:b\n", "'a' : 1\n", "'a':1\n", "a: 'x' y\n", "a: [1] x\n",
	"- \n- a\n", "-\n  a: 1\n", "- - a\n", "[a, ]", "[-]", "{a: -}", "[a: 1]", "{a, b: 1}", "{a: }", "{a:b}", "{'a':1}", "{\"a\":1}", "{a: 1 # c\n}",
	"hello\n", "", "# only\n", "\n\n",
	strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1),
	strings.Repeat("k", 1001) + ": 1\n",
}

// Values that look alike but read differently are read as yaml.v3 reads
// them (yes, on, n: strings in YAML 1.2; 2e: no number; dates: timestamps).
func TestFastReadValues(t *testing.T) {
	for _, src := range readValues {
		if !sameAsYAML(t, src, []byte(src)) {
			t.Errorf("%q: given up on", src)
		}
	}
}

// What is outside the subset is left to yaml.v3, which reads it, or
// refuses it with the message and line it always gave.
func TestFastReadGivesUp(t *testing.T) {
	for _, src := range givenUp {
		if fastRead([]byte(src)) != nil {
			t.Errorf("%q: read, want given up", src)
		}
	}
}

// A key given twice is yaml.v3's to keep (it reads both into the tree) and
// the decoder's to refuse: with or without fastRead, the same message.
func TestFastReadDuplicateKey(t *testing.T) {
	src := []byte("name: A\nseed: 1\nname: B\n")
	fast := &Doc{root: fastRead(src), maxVisits: MaxAliasValues}
	if fast.root == nil {
		t.Fatal("given up on")
	}
	slow, err := parseYAML(src)
	if err != nil {
		t.Fatal(err)
	}
	var a, b sample
	fast.Root().Decode(&a)
	slow.Root().Decode(&b)
	if fast.Err() == nil || fmt.Sprint(fast.Err()) != fmt.Sprint(slow.Err()) {
		t.Fatalf("fastRead: %v; yaml.v3: %v", fast.Err(), slow.Err())
	}
}

// FuzzFastRead: whatever fastRead reads, yaml.v3 reads too, into the same
// tree, node for node.
func FuzzFastRead(f *testing.F) {
	for _, b := range yamlFiles(f) {
		if len(b) < 20_000 {
			f.Add(b)
		}
	}
	for _, s := range append(readValues, givenUp...) {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if src, ok := prepare(b); ok {
			sameAsYAML(t, "input", src)
		}
	})
}

// BenchmarkParse reads a whole four-player game as the record's index
// does, and an Automa card as a solo game's replay does at each Automa
// turn, with Parse (fastRead) and with yaml.v3 alone.
func BenchmarkParse(b *testing.B) {
	game, err := os.ReadFile(filepath.Join(repoRoot, "cmd", "stephens", "testdata", "games", "four-players.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	card := []byte("{id: '#12', action: small-factory, at: upper-left, arrow: clockwise, supply: {cubes: 4, start: lower-right, arrow: counterclockwise, apprentice: false}}")
	for _, c := range []struct {
		name string
		src  []byte
	}{{"game", game}, {"card", card}} {
		b.Run(c.name+"/Parse", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Parse(c.src); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/yaml.v3", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := parseYAML(c.src); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
