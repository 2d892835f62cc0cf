package play

import (
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
)

// O2 leaves the cost-5 contract and investment spaces empty all game
// (rules-facts §8.9): the setup checklist turns 4 cards up, not 5, and a
// card removing the cost-5 card finds the space empty (pt play test #3, #4).
func TestO2ChecklistAndEmptySpace_8_9(t *testing.T) {
	given := setupAnswers("Eva")
	given["setup.opponent"] = "O2"
	r, _ := runSetup(t, 9, nil, given)
	r.done(t)
	for _, id := range []string{"game.setup.g_contracts", "game.setup.g_investments"} {
		if m := r.mustSay(t, id); m.Args["O2"] != true {
			t.Errorf("%s without O2: %v", id, m.Args)
		}
	}
	r, _ = runSetup(t, 9, nil, setupAnswers("Eva"))
	if m := r.done(t).mustSay(t, "game.setup.g_contracts"); m.Args["O2"] != false {
		t.Errorf("O2 said without it: %v", m.Args)
	}

	ur := glass(0, companion.UpperRight)
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{ur, ur, ur, createLeft("3a")})
	c := automa.Card{Action: automa.ActFurnace, At: companion.UpperRight, Arrow: companion.Clockwise, RemoveCosts: []int{2, 5}}
	if _, ok := automaTurn(t, s.Clone(), card(c)).done(t).said("solo.turn.o2_empty"); ok {
		t.Error("the O2 note without O2")
	}
	s.Settings.Solo.Opponent = []string{"O2"}
	if m := automaTurn(t, s, card(c)).done(t).mustSay(t, "solo.turn.o2_empty"); m.Args["Contracts"] != false || m.Args["Cost"] != 5 {
		t.Errorf("O2 note %v", m.Args)
	}
}
