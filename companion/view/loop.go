package view

import (
	"fmt"
	"io"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/session/loop"
	"github.com/pileup-companion/stephens/companion/walk"
)

// LoopShow is what the table's loop (companion/session/loop) shows at a
// terminal besides its questions: the board, its lines folded to the
// screen, what a unit said once written, and on Err what a change made
// elsewhere did.
type LoopShow struct {
	// Screen is the screen as it is now (a resized terminal is followed).
	Screen   func() Screen
	Out, Err io.Writer
	// Path names the game file, for a change met when writing.
	Path string
	// Log prints the last entries of the game's history.
	Log func() error
	// Taught hears each lesson shown in full.
	Taught func(lesson string)
}

var _ loop.Show = LoopShow{}

func (t LoopShow) Board(s *game.State) {
	fmt.Fprintln(t.Out)
	t.Screen().Board(t.Out, s)
}

func (t LoopShow) Say(m walk.Msg) {
	sc := t.Screen()
	fmt.Fprintln(t.Out, sc.Wrap(sc.P.Render(m)))
}

func (t LoopShow) Note(m walk.Msg) {
	sc := t.Screen()
	fmt.Fprintln(t.Out, sc.Wrap("  "+sc.P.Render(m)))
}

func (t LoopShow) Said(lines []walk.Line)   { t.Screen().Lines(t.Out, lines, false, t.Taught) }
func (t LoopShow) History(*game.File) error { return t.Log() }
func (t LoopShow) Waiting()                 {}

// Reloaded: a change made elsewhere. An answer given there is one short
// line; this side's answer that met the change when written says that
// nothing was written over it.
func (t LoopShow) Reloaded(withdrawn bool) {
	sc := t.Screen()
	if withdrawn {
		fmt.Fprintln(t.Err, sc.Wrap(sc.P.T("game.play.changed_elsewhere")))
		return
	}
	fmt.Fprintln(t.Err, sc.Wrap(sc.P.T("game.play.reloaded", "Path", t.Path)))
}

// Outcome: the final scores with their why-lines, when the sheet was
// recorded, then who won or the rank.
func (t LoopShow) Outcome(s *game.State) {
	if s.Finished != nil {
		fmt.Fprintln(t.Out)
		_ = t.Screen().Card(t.Out, s.Finished.Result.Card())
	}
	t.Say(play.Outcome(s))
}
