package play

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The influence left at the end is held to what the gates allow (rules-
// facts §4.1: 4, 9, 14, 19 or 25; §8.9 O5: the four gate disks stacked on
// 10). In the played game, 12 was accepted with only gate 5 unlocked and
// decided a tie: the pre-filled sheet now carries each player's cap.
func TestPrefillInfluenceCap_4_1(t *testing.T) {
	s := table4(t) // Ângela 2a, Maria 5a, André gate-5, Pedro 3b
	mustApply(t, s, game.Event{Kind: game.KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "gate-10"})
	sheet := Prefill(s)
	for i, want := range []int{4, 4, 9, 4} {
		if got := sheet.Players[i].InfluenceMax; got != want {
			t.Errorf("%s: cap %d, want %d", sheet.Players[i].Name, got, want)
		}
	}
	// André and Pedro tie on VP; André's 12 cannot be on his track.
	sheet.Players[2].Track, sheet.Players[3].Track = 40, 40
	sheet.Players[2].Influence, sheet.Players[3].Influence = 12, 4
	_, err := score.Score(sheet)
	if p := problemOf(err); p == nil || p.ID != "score.problem.influence_cap" || p.Args["Max"] != 9 || p.Args["Value"] != 12 {
		t.Fatalf("12 with gate 5 only: %v", err)
	}
	sheet.Players[2].Influence = 9
	res, err := score.Score(sheet)
	if err != nil || res.Tiebreak != score.TiebreakInfluence || res.Winners[0] != "André" {
		t.Errorf("9 influence: %+v %v", res, err)
	}
	// A starting disk never named may have been a gate: no cap.
	s2 := table2(t)
	s2.Players[1].StartDiskPending = true
	if got := Prefill(s2).Players[1].InfluenceMax; got != 0 {
		t.Errorf("pending start disk: cap %d", got)
	}
	// O5: the gates stacked on 10 hold the marker at 9 until all are taken.
	solo := solo(t, game.DeckPhysical, 3)
	solo.Settings.Solo.Opponent = []string{"O5"}
	solo.Players[0].Disks = []string{"2a", "gate-5", "gate-10", "gate-15"}
	if got := Prefill(solo).Players[0].InfluenceMax; got != 9 {
		t.Errorf("O5 with three gate disks taken: cap %d", got)
	}
	solo.Players[0].Disks = append(solo.Players[0].Disks, "gate-20")
	if got := Prefill(solo).Players[0].InfluenceMax; got != 25 {
		t.Errorf("O5 with all four taken: cap %d", got)
	}
}

func problemOf(err error) *companion.Problem {
	var p *companion.Problem
	if errors.As(err, &p) {
		return p
	}
	return nil
}

// At the table the sheet's influence question is bounded by the same cap:
// its bounds are the cap, and a value above it is refused with the reason.
func TestScoreWalkHoldsInfluenceToTheCap_4_1(t *testing.T) {
	s := table4(t) // André has gate 5 only: cap 9
	w := &score.Walk{Start: Prefill(s), Known: KnownScoreFields}
	r := drive(t, w.Script, map[string]string{})
	for r.Open != nil && r.Open.ID != "score.p3.influence" {
		given := map[string]string{}
		for _, q := range r.Asked {
			given[q.ID] = answerFor(q)
		}
		r = drive(t, w.Script, given)
		if r.Err != nil {
			t.Fatalf("refused before André's influence: %v", r.Err)
		}
	}
	q := r.Open
	if q == nil || q.Max != 9 {
		t.Fatalf("André's influence question %+v", q)
	}
	if _, err := q.Accept("12"); problemID(err) != "score.problem.influence_cap" {
		t.Errorf("12 with gate 5 only: %v", err)
	}
	if _, err := q.Accept("9"); err != nil {
		t.Errorf("9: %v", err)
	}
}

// answerFor gives a plain legal answer to a score sheet question.
func answerFor(q *walk.Question) string {
	switch {
	case q.Default != "":
		return q.Default
	case q.Kind == walk.Number:
		return "0"
	case len(q.Options) > 0:
		return q.Options[0].Value
	}
	return ""
}

// A solo game's sheet knows its difficulty and opponent variant (rules-
// facts §8.3, §8.9): the score walk does not ask them again.
func TestSoloSheetKnowsTheDifficulty_8_8(t *testing.T) {
	s := solo(t, game.DeckPhysical, 3)
	if k := ScoreKnown(s); !slices.Contains(k, "difficulty") {
		t.Errorf("known %v", k)
	}
	if k := ScoreKnown(table2(t)); slices.Contains(k, "difficulty") {
		t.Errorf("multiplayer known %v", k)
	}
	w := &score.Walk{Start: Prefill(s), Known: ScoreKnown(s)}
	r := drive(t, w.Script, nil)
	for _, q := range r.Asked {
		if strings.Contains(q.ID, "difficulty") || strings.Contains(q.ID, "opponent") {
			t.Errorf("asked %s", q.ID)
		}
	}
	if Prefill(s).Difficulty != "normal" {
		t.Errorf("sheet difficulty %q", Prefill(s).Difficulty)
	}
}

// A sheet begun before the game knew everything (issue 30: starting disks
// named after the final reset) is brought up to the game: the game's
// fields are its, the table's numbers stay; the same sheet again changes
// nothing, and a sheet of other players is left alone (§4.1 cap).
func TestRefreshBringsAnEarlierSheetUpToTheGame_4_1(t *testing.T) {
	s := table4(t)
	old := Prefill(s)
	for i := range old.Players {
		old.Players[i].Abilities, old.Players[i].InfluenceMax, old.Players[i].Track = []string{}, 0, 20+i
	}
	if !Refresh(old, s) {
		t.Fatal("an out-of-date sheet was not refreshed")
	}
	now := Prefill(s)
	for i, p := range old.Players {
		if !slices.Equal(p.Abilities, now.Players[i].Abilities) || p.InfluenceMax != now.Players[i].InfluenceMax || p.Track != 20+i {
			t.Errorf("player %d: %+v, want the game's %v/%d and track %d", i, p, now.Players[i].Abilities, now.Players[i].InfluenceMax, 20+i)
		}
	}
	if Refresh(old, s) {
		t.Error("a sheet up to date was changed")
	}
	other := Prefill(s)
	other.Players[0].Name, other.Players[0].Abilities = "Zoe", []string{}
	if Refresh(other, s) || len(other.Players[0].Abilities) != 0 {
		t.Error("a sheet of other players was changed")
	}
}
