//go:build regen

package rules

// The generated values stand empty while go generate rebuilds them (-tags
// regen), so the generator runs even when the old files no longer compile.
var embedded, embeddedSintra, embeddedOhMyGoods Base
