package data

import (
	"bytes"
	"go/format"
	"os"
	"reflect"
	"testing"
)

// Every generated file is what `go generate ./data` makes of its YAML
// today, and holds the same values as the YAML.
func TestGeneratedFactsUpToDate(t *testing.T) {
	files, err := GenerateAll()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		want, err := format.Source(f.Source)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(f.File)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run `go generate ./data` and commit the result", f.File)
		}
	}
	parsed, err := Parse(FactsYAML)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(parsed, generatedFacts()) {
		t.Error("the generated facts differ from facts.yaml")
	}
	s, err := ParseSintra(SintraYAML)
	if err != nil || !reflect.DeepEqual(s, generatedSintra()) {
		t.Errorf("the generated Sintra facts differ from sintra.yaml (%v)", err)
	}
	o, err := ParseOMG(OMGYAML)
	if err != nil || !reflect.DeepEqual(o, generatedOMG()) {
		t.Errorf("the generated Oh My Goods! facts differ from omg.yaml (%v)", err)
	}
	if _, err := Parse([]byte("army: {start: 55, stpe: 5}\n")); err == nil {
		t.Error("a misspelt field in facts.yaml was accepted")
	}
	if _, err := ParseSintra([]byte("rounds: 6\nround: 6\n")); err == nil {
		t.Error("a misspelt field in sintra.yaml was accepted")
	}
}
