package game

import (
	"slices"

	"github.com/pileup-companion/stephens/companion"
)

// Which small factory carries which bonus is printed on the board only
// (rules-facts §6, §13). When the table says a factory does not show the
// one bonus that pays for a delivery, that answer is recorded as an event
// and kept for the rest of the game, as a bonus it names is kept with the
// delivery: the delivery is not offered there again, Ctrl-C and undo of
// later entries keep it, and undo of the answer itself takes it back.

// KindNotShown records that the small factory At does not show Bonus.
const KindNotShown Kind = "bonus-not-shown"

func applyNotShown(s *State, e Event) error {
	if s.Reset == nil || s.Reset.Current() != StepSupply {
		return companion.NewProblem("game.problem.supply_when")
	}
	if _, err := companion.ParsePosition(string(e.At)); err != nil {
		return err
	}
	if _, ok := BonusCombination(e.Bonus); !ok {
		return companion.NewProblem("problem.unknown_bonus", "Value", e.Bonus)
	}
	s.Reset.Answers++
	if s.NotShown == nil {
		s.NotShown = map[companion.Position][]string{}
	}
	if !slices.Contains(s.NotShown[e.At], e.Bonus) {
		s.NotShown[e.At] = append(slices.Clone(s.NotShown[e.At]), e.Bonus)
	}
	return nil
}

// SaidNotShown reports whether the table said, in this game, that the small
// factory at pos does not show bonus id.
func (s *State) SaidNotShown(pos companion.Position, id string) bool {
	return slices.Contains(s.NotShown[pos], id)
}
