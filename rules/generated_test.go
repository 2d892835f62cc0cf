package rules

import (
	"bytes"
	"go/format"
	"os"
	"reflect"
	"regexp"
	"testing"

	"github.com/pileup-companion/stephens/locales"
)

// Each game's generated file is what `go generate ./rules` makes of the
// YAML today: an edit of a topic or of a search word list without
// regenerating fails here.
func TestGeneratedTopicsUpToDate(t *testing.T) {
	for _, g := range Games {
		src, err := GenerateSource(os.DirFS("../locales"), g)
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		want, err := format.Source(src)
		if err != nil {
			t.Fatal(err)
		}
		file := GeneratedFile(g)
		got, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run `go generate ./rules` and commit the result", file)
		}
		if !regexp.MustCompile(`(?m)^// Code generated .* DO NOT EDIT\.$`).Match(got) {
			t.Errorf("%s lacks Go's generated-code line", file)
		}
	}
}

// The embedded values are what LoadGame builds from the embedded YAML,
// game by game.
func TestEmbeddedEqualsLoad(t *testing.T) {
	for _, g := range Games {
		b, err := LoadGame(locales.FS, g)
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		e, err := Of(g)
		if err != nil {
			t.Fatal(err)
		}
		if e.Game() != g || b.Game() != g {
			t.Errorf("%s: the embedded topics say %s, the loaded %s", g, e.Game(), b.Game())
		}
		if !reflect.DeepEqual(b.slugs, e.slugs) || !reflect.DeepEqual(b.topics, e.topics) {
			t.Errorf("%s: the embedded topics differ from the YAML: run `go generate ./rules`", g)
		}
		if !reflect.DeepEqual(b.ix, e.ix) {
			t.Errorf("%s: the embedded index differs from the one built from the YAML: run `go generate ./rules`", g)
		}
	}
	if _, err := Of("chess"); err == nil {
		t.Error("Of(chess) gave topics")
	}
}
