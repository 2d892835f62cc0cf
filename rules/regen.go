//go:build regen

package rules

// embedded stands in for topics_gen.go while go generate rebuilds it
// (-tags regen), so the generator runs even when the old file no longer
// compiles.
var embedded = Base{}
