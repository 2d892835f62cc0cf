package shared

import (
	"fmt"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
)

// undoUnit is what undo takes back when no number is given, at the table
// and with stephens undo alike: the last entry the table made, with the
// entries recorded after it without a question (play.TakeBack: a refill
// read from the transcription), which taken back alone would come straight
// back. Its question and its "undone" line name them all.
type UndoUnit struct {
	Back   int         // events taken back
	before *game.State // the game before them
	what   string      // the entry the table made
	with   []string    // the entries that followed it without a question, in order
}

func LastUndoUnit(a *cmdutil.App, g *GameSession, known play.Known) (UndoUnit, error) {
	back, before, err := play.TakeBackFrom(g.File.Events, known, g.stateBefore)
	if err != nil {
		return UndoUnit{}, GameFileError(a, g.Path, err)
	}
	u := UndoUnit{Back: back, before: before}
	if ds := DescribeEvents(a, before, g.File.Events[len(g.File.Events)-back:]); len(ds) > 0 {
		u.what, u.with = ds[0], ds[1:]
	}
	return u, nil
}

// DescribeEvents says events in words (view.Screen.DescribeEvents).
func DescribeEvents(a *cmdutil.App, before *game.State, events []game.Event) []string {
	return a.Screen().DescribeEvents(before, events)
}

// UndoUnitAsk is the confirmation: the entry, and by name what goes with
// it (view.Screen.UndoAsk).
func UndoUnitAsk(a *cmdutil.App, u UndoUnit) string { return a.Screen().UndoAsk(u.what, u.with) }

// UndoUnitDone says what was taken back, in one piece as it was asked
// (view.Screen.UndoDone).
func UndoUnitDone(a *cmdutil.App, u UndoUnit) {
	fmt.Fprintln(a.IO.Out, a.Screen().UndoDone(u.what, u.with))
}

// UndoneLine prints one "undone: …" line (view.Screen.Undone).
func UndoneLine(a *cmdutil.App, line string) { fmt.Fprintln(a.IO.Out, a.Screen().Undone(line)) }
