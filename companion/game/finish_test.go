package game

import (
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/score"
)

// sheetOf is a sheet with a total per player: the track alone scores, with
// influence and coins for the tie-breaks.
func sheetOf(names []string, track, influence, coins []int) *score.Sheet {
	s := &score.Sheet{}
	for i, n := range names {
		s.Players = append(s.Players, score.Player{Name: n, Track: track[i], Influence: influence[i], Coins: coins[i]})
	}
	return s
}

var evening = time.Date(2026, 3, 14, 22, 41, 7, 900, time.FixedZone("CET", 3600))

// The finish keeps the sheet in seat order with the game's spelling of the
// names, the end time in UTC to the second, and the winners by the
// rulebook's tie-breaks: most VP, then influence, then coins (rules-facts
// §7 "Ties").
func TestFinishEventSeatsTheSheet(t *testing.T) {
	s := mustReplay(t, settings3(t), fixedSetup())
	sheet := sheetOf([]string{"carla", "ANA", "Bruno"}, []int{50, 50, 40}, []int{3, 3, 9}, []int{1, 4, 0})
	e, err := s.FinishEvent(sheet, evening, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := [3]string{e.Sheet.Players[0].Name, e.Sheet.Players[1].Name, e.Sheet.Players[2].Name}; got != [3]string{"Ana", "Bruno", "Carla"} {
		t.Fatalf("seat order: %v", got)
	}
	if e.Sheet.Players[0].Coins != 4 || e.Sheet.Players[2].Coins != 1 {
		t.Fatalf("counts moved with the wrong player: %+v", e.Sheet.Players)
	}
	if sheet.Players[0].Name != "carla" {
		t.Fatal("the given sheet was changed")
	}
	if e.Text != "Ana" { // tied with Carla on VP and influence, more coins
		t.Fatalf("winners %q", e.Text)
	}
	if want := time.Date(2026, 3, 14, 21, 41, 7, 0, time.UTC); !e.Time.Equal(want) || e.Time.Location() != time.UTC {
		t.Fatalf("time %v", e.Time)
	}
	if err := s.Apply(e); err != nil {
		t.Fatal(err)
	}
	if s.Phase != PhaseOver || s.Finished == nil || s.Finished.Result.Tiebreak != score.TiebreakCoins {
		t.Fatalf("phase %s finished %+v", s.Phase, s.Finished)
	}
	if len(s.Winners) != 1 || s.Winners[0] != "Ana" {
		t.Fatalf("winners %v", s.Winners)
	}
	if _, err := s.FinishEvent(sheet, evening, 0); problemID(err) != "game.problem.game_over" {
		t.Fatalf("finishing twice: %v", err)
	}
}

// A sheet whose players are not the game's is refused, naming both lists;
// so is a bad sheet, a length out of bounds, and winners that are not the
// ones the sheet makes.
func TestFinishRefusals(t *testing.T) {
	s := mustReplay(t, settings3(t), fixedSetup())
	for _, c := range []struct {
		names []string
		id    string
	}{
		{[]string{"Ana", "Bruno"}, "record.problem.sheet_players"},
		{[]string{"Ana", "Bruno", "Dora"}, "record.problem.sheet_players"},
		{[]string{"Ana", "Bruno", "ana"}, "record.problem.sheet_players"},
		{[]string{"Ana", "Bruno", "Carla", "Dora"}, "record.problem.sheet_players"},
	} {
		z := make([]int, len(c.names))
		_, err := s.FinishEvent(sheetOf(c.names, z, z, z), evening, 0)
		if problemID(err) != c.id {
			t.Errorf("%v: %v", c.names, err)
		}
	}
	bad := sheetOf([]string{"Ana", "Bruno", "Carla"}, []int{1, 2, 3}, []int{0, 0, 30}, []int{0, 0, 0})
	if _, err := s.FinishEvent(bad, evening, 0); problemID(err) != "score.problem.influence" {
		t.Errorf("influence 30: %v", err)
	}
	ok := sheetOf([]string{"Ana", "Bruno", "Carla"}, []int{1, 2, 3}, []int{0, 0, 0}, []int{0, 0, 0})
	for _, m := range []int{-1, MaxMinutes + 1} {
		if _, err := s.FinishEvent(ok, evening, m); problemID(err) != "record.problem.minutes" {
			t.Errorf("%d minutes: %v", m, err)
		}
	}
	e, err := s.FinishEvent(ok, evening, 95)
	if err != nil || e.Minutes != 95 || e.Text != "Carla" {
		t.Fatalf("%+v %v", e, err)
	}
	e.Text = "Ana"
	before := s.Clone()
	if err := s.Apply(e); problemID(err) != "record.problem.finish_winners" {
		t.Fatalf("wrong winners: %v", err)
	}
	if s.Phase != before.Phase || s.Finished != nil {
		t.Fatal("a refused finish changed the state")
	}
}

// A finish with its sheet may end the record at any phase (the table
// stopped logging turns); one without a sheet only at the final scoring.
func TestFinishFromAnyPhase(t *testing.T) {
	s := mustReplay(t, settings3(t), fixedSetup())
	if err := s.Apply(Event{Kind: KindFinish, Text: "Ana"}); problemID(err) != "game.problem.not_scoring" {
		t.Fatalf("winners alone mid-game: %v", err)
	}
	e, err := s.FinishEvent(sheetOf([]string{"Ana", "Bruno", "Carla"}, []int{9, 8, 7}, []int{0, 0, 0}, []int{0, 0, 0}), evening, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(e); err != nil || s.Phase != PhaseOver {
		t.Fatalf("%v %s", err, s.Phase)
	}
}

// A solo sheet takes the game's difficulty and opponent when it leaves
// them out and is refused when it names others (rules-facts §8.8, §8.9).
func TestFinishSoloSheet(t *testing.T) {
	st := soloSettings(t, DeckPhysical, 3)
	s := mustReplay(t, st, soloSetup())
	one := func(d, o string) *score.Sheet {
		sh := sheetOf([]string{"Eva"}, []int{130}, []int{0}, []int{0})
		sh.Difficulty, sh.Opponent = d, o
		return sh
	}
	e, err := s.FinishEvent(one("", ""), evening, 0)
	if err != nil || e.Sheet.Difficulty != "normal" || e.Sheet.Opponent != "" {
		t.Fatalf("%+v %v", e.Sheet, err)
	}
	if _, err := s.FinishEvent(one("hard", ""), evening, 0); problemID(err) != "record.problem.sheet_difficulty" {
		t.Errorf("hard on a normal game: %v", err)
	}
	if _, err := s.FinishEvent(one("", "easy"), evening, 0); problemID(err) != "record.problem.sheet_no_opponent" {
		t.Errorf("an opponent the game did not have: %v", err)
	}
	st.Solo.Opponent = []string{"O1"}
	s = mustReplay(t, st, soloSetup())
	e, err = s.FinishEvent(one("normal", ""), evening, 0)
	if err != nil || e.Sheet.Opponent != "normal" {
		t.Fatalf("%+v %v", e.Sheet, err)
	}
	if _, err := s.FinishEvent(one("", "hard"), evening, 0); problemID(err) != "record.problem.sheet_opponent" {
		t.Errorf("opponent hard on a normal game: %v", err)
	}
	if err := s.Apply(e); err != nil || s.Finished.Result.Opponent == nil || !s.Finished.Result.Opponent.Beaten {
		t.Fatalf("130 VP beats the normal opponent's 130: %v %+v", err, s.Finished)
	}
}

// The opponent card's difficulty chosen apart from the solo one (§8.9) is
// the one the sheet must carry: a hard solo game against a normal
// opponent (130 VP) finishes with "normal" and is measured against 130
// (by-hand Portuguese solo game with O2+O4: the sheet the companion had
// filled itself was refused, "normal is not the opponent's difficulty
// (hard)").
func TestFinishSoloSheetOpponentDifficultyApart_8_9(t *testing.T) {
	st := soloSettings(t, DeckPhysical, 3)
	st.Solo.Difficulty = "hard"
	st.Solo.Opponent = []string{"O2", "O4"}
	st.Solo.Target = "normal"
	s := mustReplay(t, st, soloSetup())
	one := func(vp int, d, o string) *score.Sheet {
		sh := sheetOf([]string{"Eva"}, []int{vp}, []int{0}, []int{0})
		sh.Difficulty, sh.Opponent = d, o
		return sh
	}
	e, err := s.FinishEvent(one(130, "hard", "normal"), evening, 0)
	if err != nil {
		t.Fatalf("the game's own opponent difficulty refused: %v", err)
	}
	if e.Sheet.Opponent != "normal" {
		t.Errorf("opponent %q", e.Sheet.Opponent)
	}
	if e, err = s.FinishEvent(one(130, "hard", ""), evening, 0); err != nil || e.Sheet.Opponent != "normal" {
		t.Errorf("left out: %q %v, want the game's normal", e.Sheet.Opponent, err)
	}
	if _, err := s.FinishEvent(one(130, "hard", "hard"), evening, 0); problemID(err) != "record.problem.sheet_opponent" {
		t.Errorf("the solo difficulty taken for the opponent's: %v", err)
	}
	if err := s.Apply(e); err != nil || s.Finished.Result.Opponent == nil || !s.Finished.Result.Opponent.Beaten {
		t.Fatalf("130 VP beats the normal opponent's 130 in a hard game: %v %+v", err, s.Finished)
	}
}

// A solo game has a result and no winner, whether the opponent's target
// was reached or not (rules-facts §8.8, §8.9); a finish an older companion
// wrote, naming the solo player as the winner, still reads, without one.
func TestFinishSoloHasNoWinner(t *testing.T) {
	st := soloSettings(t, DeckPhysical, 3)
	st.Solo.Opponent = []string{"O1"}
	for _, track := range []int{90, 140} {
		s := mustReplay(t, st, soloSetup())
		sh := sheetOf([]string{"Eva"}, []int{track}, []int{0}, []int{0})
		e, err := s.FinishEvent(sh, evening, 0)
		if err != nil {
			t.Fatal(err)
		}
		if e.Text != "" {
			t.Errorf("%d VP: the finish names %q as the winner", track, e.Text)
		}
		legacy := e
		legacy.Text = "Eva"
		for _, ev := range []Event{e, legacy} {
			c := s.Clone()
			if err := c.Apply(ev); err != nil {
				t.Fatalf("%d VP, text %q: %v", track, ev.Text, err)
			}
			if len(c.Winners) != 0 || len(c.Finished.Result.Winners) != 0 || c.Finished.Result.Opponent.Beaten != (track >= 130) {
				t.Errorf("%d VP, text %q: winners %v, result %+v", track, ev.Text, c.Winners, c.Finished.Result.Opponent)
			}
		}
		other := e
		other.Text = "Bo"
		if err := s.Clone().Apply(other); problemID(err) != "record.problem.finish_winners" {
			t.Errorf("a solo finish naming someone else: %v", err)
		}
	}
}
