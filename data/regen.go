//go:build regen

package data

// generatedFacts stands in for facts_gen.go while go generate rebuilds it
// (-tags regen), so the generator runs even when the old file no longer
// compiles.
func generatedFacts() *Facts { return &Facts{} }

func generatedSintra() *Sintra { return &Sintra{} }

func generatedOMG() *OMG { return &OMG{} }
