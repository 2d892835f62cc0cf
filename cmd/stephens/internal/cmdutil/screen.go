package cmdutil

import (
	"io"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/pileup-companion/stephens/companion/view"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Screen is where this command's output goes, for the core's view: the
// language, the terminal's width as it is now (a window resized in the
// middle of a question folds the next text, a `?` rule included, to its
// new width: play tests pt2 #1, de3 #6), a person or a script.
func (a *App) Screen() view.Screen {
	a.FollowResize()
	return view.Screen{P: a.P, Width: a.IO.Width, Person: a.IO.OutTTY}
}

// WriteTable prints a table with a label column and one column per
// player (view.Screen.WriteTable).
func WriteTable(a *App, header []string, rows [][]string, footer [][]string) error {
	return a.Screen().WriteTable(a.IO.Out, header, rows, footer)
}

// WriteAligned is WriteTable with each column's alignment on a terminal.
func WriteAligned(a *App, header []string, rows [][]string, footer [][]string, align []tw.Align) error {
	return a.Screen().WriteAligned(a.IO.Out, header, rows, footer, align)
}

// WriteGrid prints a walkthrough's Table line: its first row is the header.
func WriteGrid(a *App, cells [][]walk.Msg) error { return a.Screen().WriteGrid(a.IO.Out, cells) }

// BoxTable prints a box table fitted to the terminal (view.Screen.BoxTable).
func BoxTable(a *App, w io.Writer, header []string, rows [][]string, opts ...tablewriter.Option) error {
	return a.Screen().BoxTable(w, header, rows, opts...)
}
