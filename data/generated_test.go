package data

import (
	"bytes"
	"go/format"
	"os"
	"reflect"
	"testing"
)

// facts_gen.go is what `go generate ./data` makes of facts.yaml today, and
// holds the same values as the YAML.
func TestGeneratedFactsUpToDate(t *testing.T) {
	src, err := GenerateSource(FactsYAML)
	if err != nil {
		t.Fatal(err)
	}
	want, err := format.Source(src)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("facts_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("facts_gen.go is stale: run `go generate ./data` and commit the result")
	}
	parsed, err := Parse(FactsYAML)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(parsed, generatedFacts()) {
		t.Error("the generated facts differ from facts.yaml")
	}
	if _, err := Parse([]byte("army: {start: 55, stpe: 5}\n")); err == nil {
		t.Error("a misspelt field in facts.yaml was accepted")
	}
}
