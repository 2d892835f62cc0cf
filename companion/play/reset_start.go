package play

import (
	"strings"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// ResetStartFlags start a reset phase by hand (when the turns are not
// logged).
var ResetStartFlags = sync.OnceValue(func() walk.Flags {
	return walk.Flags{
		{Name: "empty", Value: "POS,POS", Help: walk.M("game.reset.flag_empty"), Check: checkPositions, Words: words(of(PositionWords))},
		{Name: "final", Mode: walk.OnOff, Help: walk.M("game.reset.flag_final")},
	}
})

// ResetStart starts a reset phase by hand (rules-facts §5.1): the table
// names the empty furnaces the companion does not know of, or starts the
// final reset phase once the end is triggered.
func ResetStart(tb *Table, t *walk.T) error {
	s := tb.State
	if !s.InTurns() {
		return s.NotTurns()
	}
	final, err := t.Yes(&walk.Question{ID: "reset.final", Kind: walk.YesNo, Flag: "final", FlagOnly: true, Default: walk.No,
		Prompt: walk.M("game.reset.flag_final"), Topic: "end-of-game"})
	if err != nil {
		return err
	}
	e := game.Event{Kind: game.KindResetStart, Yes: final}
	if !s.ResetDue() && !final {
		q := &walk.Question{ID: "reset.empty", Kind: walk.List, Flag: "empty",
			Prompt: walk.M("game.reset.ask_empty"), Topic: "reset-trigger"}
		for _, pos := range BoardOrder {
			if s.Furnaces[pos] > 0 {
				q.Options = append(q.Options, walk.Option{Value: string(pos), Label: walk.M("game.ask.furnace_item", "Furnace", Furnace(pos), "Count", s.Furnaces[pos])})
			}
		}
		q.Check = func(v string) (string, error) { return v, checkNamedEmpty(s, walk.Split(v)) }
		picked, err := t.Pick(q)
		if err != nil {
			return err
		}
		for _, p := range picked {
			e.Furnaces = append(e.Furnaces, companion.Position(p))
		}
	}
	return tb.Record(t, e)
}

// checkNamedEmpty: the furnaces named empty by hand must agree with the
// rules and the log (rules-facts §5.1). A reset phase starts when exactly
// two furnaces are empty (one glass is taken per turn, so never a third);
// and a furnace the logged turns show holding cubes is not empty: naming
// it by hand is only for a table that does not log its turns (none
// logged since the furnaces were last filled).
func checkNamedEmpty(s *game.State, named []string) error {
	want := game.ResetEmptyFurnaces()
	if n := len(s.EmptyFurnaces()) + len(named); n != want {
		if n < want {
			return companion.NewProblem("game.problem.reset_needs_two", "N", n)
		}
		return companion.NewProblem("game.problem.reset_too_many", "N", n, "Want", want, "Known", len(s.EmptyFurnaces()))
	}
	if s.GlassTaken == 0 || len(named) == 0 {
		return nil
	}
	pos := companion.Position(named[0])
	return companion.NewProblem("game.problem.reset_logged", "Furnace", companion.Term("term.furnace."+named[0]), "Count", s.Furnaces[pos], "Taken", s.GlassTaken)
}

func checkPositions(v string) error {
	for _, p := range strings.Split(v, ",") {
		if err := checkPosition(p); err != nil {
			return err
		}
	}
	return nil
}
