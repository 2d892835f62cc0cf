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

// topics_gen.go is what `go generate ./rules` makes of the YAML today: an
// edit of a topic or of a search word list without regenerating fails here.
func TestGeneratedTopicsUpToDate(t *testing.T) {
	src, err := GenerateSource(os.DirFS("../locales"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := format.Source(src)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("topics_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("topics_gen.go is stale: run `go generate ./rules` and commit the result")
	}
	if !regexp.MustCompile(`(?m)^// Code generated .* DO NOT EDIT\.$`).Match(got) {
		t.Error("topics_gen.go lacks Go's generated-code line")
	}
}

// The embedded values are what Load builds from the embedded YAML.
func TestEmbeddedEqualsLoad(t *testing.T) {
	b, err := Load(locales.FS)
	if err != nil {
		t.Fatal(err)
	}
	e, _ := Default()
	if !reflect.DeepEqual(b.slugs, e.slugs) || !reflect.DeepEqual(b.topics, e.topics) {
		t.Error("the embedded topics differ from the YAML: run `go generate ./rules`")
	}
	if !reflect.DeepEqual(b.ix, e.ix) {
		t.Error("the embedded index differs from the one built from the YAML: run `go generate ./rules`")
	}
}
