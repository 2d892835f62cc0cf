package view

import (
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/fold"
	"github.com/pileup-companion/stephens/locales"
)

// Screen is where the text goes: the reader's language, the width of
// the screen in columns (0 or less when unknown) and whether a person
// reads it (a terminal: box tables, folded prose) or a script does (piped:
// tab-separated lines).
type Screen struct {
	P      *locales.Printer
	Width  int
	Person bool
}

// TermWidth is the width prose is folded to: 80 when the width is unknown
// or too narrow to fold to.
func (sc Screen) TermWidth() int {
	if sc.Width <= 20 {
		return 80
	}
	return sc.Width
}

// Wrap folds prose to the screen's width; a line starting "N. " or with
// spaces keeps its indent on the lines that follow.
func (sc Screen) Wrap(s string) string { return fold.Text(s, sc.TermWidth()) }

// Hanging folds text after a lead ("  17  "): the lines that follow
// start under the text, not under the lead.
func (sc Screen) Hanging(lead, text string) string {
	pad := strings.Repeat(" ", len([]rune(lead)))
	return lead + strings.ReplaceAll(fold.Text(text, max(20, sc.TermWidth()-len(pad))), "\n", "\n"+pad)
}

// shown is text the table typed (a player's name), escaped where it is
// shown (companion.Escape).
func shown(s string) string { return companion.Escape(s, false) }
