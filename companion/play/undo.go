package play

import (
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// TakeBack is how many of the last events undo at the table takes back
// (at least one; the caller checks game.Undoable): the last entry the
// table made, with the entries after it that the play loop records without
// a question (a reset step with nothing to do), which taken back alone
// would come straight back. It returns the game as it stood before them.
func TakeBack(settings game.Settings, events []game.Event, known Known) (int, *game.State, error) {
	return TakeBackFrom(events, known, func(keep int) (*game.State, error) { return game.Replay(settings, events[:keep]) })
}

// TakeBackFrom is TakeBack with the states before the last events given by
// stateBefore (the state the first `keep` events build), so a caller that
// already holds the state before the last event replays nothing more.
func TakeBackFrom(events []game.Event, known Known, stateBefore func(keep int) (*game.State, error)) (int, *game.State, error) {
	for back := 1; ; back++ {
		before, err := stateBefore(len(events) - back)
		if err != nil || back >= game.Undoable(events) || !recordsItself(before, known) {
			return back, before, err
		}
	}
}

// recordsItself: the unit the play loop runs at s asks nothing, so it is
// recorded as soon as the game stands there. A question never asked at a
// prompt (FlagOnly: a refill read from the transcription or proven by the
// rulebook) is answered the way the driver answers it, by its Default.
func recordsItself(s *game.State, known Known) bool {
	run := Turn
	switch {
	case s.Phase == game.PhaseScoring, s.Phase == game.PhaseOver:
		return false
	case s.Reset != nil:
		run = ResetStep
	case s.Next() == game.Automa:
		run = AutomaTurn
	}
	script, a := NewWalk(s, known, run).Script, &walk.Answers{}
	for {
		q, _, err := walk.Step(script, a)
		switch {
		case err != nil:
			return false
		case q == nil:
			return true
		case !q.FlagOnly:
			return false
		}
		v, err := q.Accept(q.Default)
		if err != nil {
			return false
		}
		a.Set(q.ID, v)
	}
}
