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

// The opponent card's difficulty (the VP to reach: 100/130/160) is chosen
// apart from the solo difficulty (rules-facts §8.9; pt play test #13),
// the solo difficulty offered; the solo one keeps the final reset space.
func TestOpponentDifficultyApart_8_9(t *testing.T) {
	given := setupAnswers("Eva")
	given["setup.difficulty"] = "normal"
	given["setup.opponent"] = "O1"
	r, su := runSetup(t, 9, nil, given)
	r.done(t)
	q := r.question(t, "setup.opponent-difficulty")
	if q.Default != "normal" || q.Flag != "opponent-difficulty" || len(q.Options) != 3 {
		t.Errorf("question %+v", q)
	}
	if got := su.Settings.Solo.OpponentDifficulty(); got != "normal" {
		t.Errorf("unanswered: %q, want the solo difficulty", got)
	}
	given["setup.opponent-difficulty"] = "hard"
	r, su = runSetup(t, 9, nil, given)
	r.done(t)
	so := su.Settings.Solo
	if so.OpponentDifficulty() != "hard" || so.Difficulty != "normal" || so.FinalResetAt != 25 {
		t.Fatalf("solo settings %+v", so)
	}
	if m := r.mustSay(t, "solo.setup.target"); m.Args["Target"] != 160 {
		t.Errorf("target %v, want 160", m.Args)
	}
	if sheet := Prefill(su.Table.State); sheet.Opponent != "hard" || sheet.Difficulty != "normal" {
		t.Errorf("sheet difficulty %q, opponent %q", sheet.Difficulty, sheet.Opponent)
	}
	// Without an opponent card it is not asked.
	r, _ = runSetup(t, 9, nil, setupAnswers("Eva"))
	for _, q := range r.done(t).Asked {
		if q.ID == "setup.opponent-difficulty" {
			t.Error("asked without an opponent card")
		}
	}
}
