package main

import (
	"strings"

	"github.com/pileup-companion/stephens/companion/fold"
)

// Line folding: prose folded to the terminal's width.

// hanging folds text after a lead ("  17  "): the lines that follow
// start under the text, not under the lead.
func (a *app) hanging(lead, text string) string {
	pad := strings.Repeat(" ", len([]rune(lead)))
	return lead + strings.ReplaceAll(wrapTo(text, max(20, a.termWidth()-len(pad))), "\n", "\n"+pad)
}

func (a *app) termWidth() int {
	if a.io.Width <= 20 {
		return 80
	}
	return a.io.Width
}

// wrap folds prose to the terminal width; a line starting "N. " or with
// spaces keeps its indent on the lines that follow.
func (a *app) wrap(s string) string { return wrapTo(s, a.termWidth()) }

// errWrap folds a note for stderr to the terminal's width there (a
// path on a line of its own rather than broken by the terminal), or keeps
// it one line when stderr is piped.
func (a *app) errWrap(s string) string {
	if a.io.ErrWidth <= 0 {
		return s
	}
	return wrapTo(s, a.io.ErrWidth)
}

// wrapTo folds s to width (fold.Text).
func wrapTo(s string, width int) string { return fold.Text(s, width) }
