package play

import (
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Table is a walkthrough's working copy of the game: the state as it stood
// when the walkthrough began, with the events recorded since applied. The
// front end writes Events to the game file once the walkthrough is done.
type Table struct {
	State  *game.State
	Events []game.Event
	// Known is the player's transcription of printed values.
	Known Known
	// Remember lists the refill numbers the table asked to keep.
	Remember []Remembered
}

// NewTable starts a working copy of s (s itself is never changed).
func NewTable(s *game.State, known Known) *Table { return &Table{State: s.Clone(), Known: known} }

// Record applies an event to the working copy, or returns the rules'
// refusal (a *companion.Problem) and changes nothing. When t is not nil
// the event is said as done.
func (tb *Table) Record(t *walk.T, e game.Event) error {
	var before *game.State
	if t != nil {
		before = tb.State.Clone()
	}
	if err := tb.State.Apply(e); err != nil {
		return err
	}
	tb.Events = append(tb.Events, e)
	if t != nil {
		t.Say(walk.Done, Describe(before, e))
	}
	return nil
}

// Try reports whether the rules accept an event now, without recording it.
func (tb *Table) Try(e game.Event) error { return tb.State.Clone().Apply(e) }

// Walk is a walkthrough of the running game: a script over a fresh
// working copy of the game each time it is replayed.
type Walk struct {
	base  *game.State
	known Known
	run   func(tb *Table, t *walk.T) error
	table *Table
}

// NewWalk wraps a walkthrough over the game as it stands in s, with what
// the player transcribed.
func NewWalk(s *game.State, known Known, run func(tb *Table, t *walk.T) error) *Walk {
	return &Walk{base: s, known: known, run: run}
}

// Script is the walkthrough for the engine.
func (w *Walk) Script(t *walk.T) error {
	w.table = NewTable(w.base, w.known)
	return w.run(w.table, t)
}

// Table is the working copy of the last replay: once the script has
// finished, the events it recorded and the state they lead to.
func (w *Walk) Table() *Table { return w.table }
