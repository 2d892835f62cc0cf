package main

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/locales"
)

// The menu of a game scored with a sheet offers its entries as the main
// menu does, each a lower-case action ("look up a rule" came after
// "Setup checklist", "Final scoring": play test pt3 D17).
func TestSheetGameMenuEntriesAlike(t *testing.T) {
	for _, lang := range locales.Supported {
		p := locales.New(lang)
		for _, id := range []string{"games.menu.setup", "games.menu.score", "games.menu.history", "game.menu.rules", "game.menu.new"} {
			r, _ := utf8.DecodeRuneInString(p.T(id))
			if !unicode.IsLower(r) {
				t.Errorf("%s %s: %q starts in upper case", lang, id, p.T(id))
			}
		}
	}
}
