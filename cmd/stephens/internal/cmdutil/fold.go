package cmdutil

import (
	"github.com/pileup-companion/stephens/companion/fold"
)

// Line folding: prose folded to the terminal's width.

// hanging folds text after a lead ("  17  "): the lines that follow
// start under the text, not under the lead.
func (a *App) Hanging(lead, text string) string { return a.Screen().Hanging(lead, text) }

func (a *App) TermWidth() int { return a.Screen().TermWidth() }

// wrap folds prose to the terminal width; a line starting "N. " or with
// spaces keeps its indent on the lines that follow.
func (a *App) Wrap(s string) string { return WrapTo(s, a.TermWidth()) }

// errWrap folds a note for stderr to the terminal's width there (a
// path on a line of its own rather than broken by the terminal), or keeps
// it one line when stderr is piped.
func (a *App) ErrWrap(s string) string {
	if a.IO.ErrWidth <= 0 {
		return s
	}
	return WrapTo(s, a.IO.ErrWidth)
}

// wrapTo folds s to width (fold.Text).
func WrapTo(s string, width int) string { return fold.Text(s, width) }
