package play

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/userfile"
)

var finishedAt = time.Date(2026, 2, 3, 22, 0, 0, 0, time.UTC)

// problemArgs is the Problem an error carries.
func problemArgs(t *testing.T, err error) *companion.Problem {
	t.Helper()
	var p *companion.Problem
	if !errors.As(err, &p) {
		t.Fatalf("want a Problem, got %v", err)
	}
	return p
}

// A sheet counted at the final scoring of a game recorded to its end must
// say what the game recorded (rules-facts §7): masters per row,
// apprentices, abilities, and influence within the gates unlocked (§4.1).
// Ana (5a) and Bo (2a) took glass all game: no gate is open, so the cap is
// 4. A mismatch names the sheet's field (the column as the sheet has it),
// the sheet's value and the game's.
func TestFinishSheetAgreesWithTheGame_7(t *testing.T) {
	a := &autoTable{t: t, glassOnly: true}
	s := a.toTheEnd(table2(t))
	good := func() *score.Sheet {
		sh := Prefill(s)
		sh.Players[0].Track, sh.Players[1].Track = 30, 31
		for i := range sh.Players {
			sh.Players[i].InfluenceMax = 0 // a sheet file from the table knows no cap
		}
		return sh
	}
	e, err := FinishEvent(s, good(), finishedAt, 0)
	if err != nil {
		t.Fatal(err)
	}
	if e.Sheet.Players[0].InfluenceMax != 4 || e.Sheet.Players[1].InfluenceMax != 4 {
		t.Errorf("the finish keeps the caps it checked: %+v", e.Sheet.Players)
	}
	reversed := good()
	slices.Reverse(reversed.Players) // Bo first: problems name Bo's column as players[1]
	cases := []struct {
		name  string
		sheet *score.Sheet
		edit  func(p []score.Player) // Ana, Bo in the sheet's order
		id    string
		field string
		value any
		want  any
	}{
		{"2d never unlocked", good(), func(p []score.Player) { p[1].Abilities = []string{"2a", "2d"} },
			"record.problem.sheet_abilities", "players[2].abilities", "2a, 2d", "2a"},
		{"2d never unlocked, Bo first", reversed, func(p []score.Player) { p[0].Abilities = []string{"2d", "2a"} },
			"record.problem.sheet_abilities", "players[1].abilities", "2d, 2a", "2a"},
		{"5a left out", good(), func(p []score.Player) { p[0].Abilities = nil },
			"record.problem.sheet_game", "players[1].abilities", "–", "5a"},
		{"a master too many", good(), func(p []score.Player) { p[0].Masters.Lower++ },
			"record.problem.sheet_game", "players[1].masters.lower", 1, 0},
		{"a master too few", good(), func(p []score.Player) { p[1].Masters.Stephens-- },
			"record.problem.sheet_game", "players[2].masters.stephens", s.Masters(1)[companion.RowFurnace] - 1, s.Masters(1)[companion.RowFurnace]},
		{"an apprentice too many", good(), func(p []score.Player) { p[1].Apprentices++ },
			"record.problem.sheet_game", "players[2].apprentices", s.ApprenticesOnMasters(1) + 1, s.ApprenticesOnMasters(1)},
		{"influence past the closed gate", good(), func(p []score.Player) { p[0].Influence = 5 },
			"score.problem.influence_cap", "players[1].influence", 5, nil},
		// Bo's 2a paid 1 VP in each reset phase, and VP never go back
		// (rules-facts §5.2 step 3; play test pt2 #2).
		{"fewer VP than 2a paid", good(), func(p []score.Player) { p[1].Track = s.Resets - 1 },
			"score.problem.track_floor", "players[2].track", s.Resets - 1, nil},
		{"fewer VP than 2a paid, on a sheet that names no floor", good(), func(p []score.Player) { p[1].Track, p[1].TrackMin = s.Resets-1, 0 },
			"score.problem.track_floor", "players[2].track", s.Resets - 1, nil},
	}
	if got := Prefill(s).Players; got[0].TrackMin != 0 || got[1].TrackMin != s.Resets || s.Resets < 2 {
		t.Errorf("track floors %d, %d after %d reset phases; want 0 for Ana, every phase for Bo (2a)", got[0].TrackMin, got[1].TrackMin, s.Resets)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.edit(c.sheet.Players)
			_, err := FinishEvent(s, c.sheet, finishedAt, 0)
			p := problemArgs(t, err)
			// The field is named by the player, machines read its path (issue 29).
			if m := userfile.MachineOf(err, ""); p.ID != c.id || m.Values["field"] != c.field || p.Args["Value"] != c.value || (c.want != nil && p.Args["Want"] != c.want) {
				t.Errorf("%v; want %s %s %v (game: %v)", p, c.id, c.field, c.value, c.want)
			}
		})
	}
	// At the boundaries (test-gaps F1, F8): influence at the closed gate's
	// cap, and exactly the VP 2a paid, are what the game allows.
	edge := good()
	edge.Players[0].Influence, edge.Players[1].Track, edge.Players[1].TrackMin = 4, s.Resets, 0
	if _, err := FinishEvent(s, edge, finishedAt, 0); err != nil {
		t.Errorf("influence at the cap and VP at the floor: %v", err)
	}
	// A starting master's disk never named may be one ability more.
	pending := s.Clone()
	pending.Players[0].StartDiskPending = true
	sh := good()
	sh.Players[0].Abilities = []string{"5a", "2a"}
	if _, err := FinishEvent(pending, sh, finishedAt, 0); err != nil {
		t.Errorf("the unnamed starting disk: %v", err)
	}
	sh.Players[0].Abilities = []string{"5a", "2a", "2b"}
	if _, err := FinishEvent(pending, sh, finishedAt, 0); problemID(err) != "record.problem.sheet_abilities" {
		t.Errorf("two abilities more than recorded: %v", err)
	}
}

// A game finished before its record reached the final scoring: turns went
// unrecorded, so what the game recorded is the least the sheet may say
// (nothing is taken back), and the gates may have opened since.
func TestFinishSheetBeforeTheEnd_7(t *testing.T) {
	s := table2(t) // Ana 5a, Bo 2a, a starting master each at the Stephens' factory
	sheet := func(edit func(p []score.Player)) *score.Sheet {
		sh := &score.Sheet{Players: []score.Player{
			{Name: "Ana", Track: 50, Masters: score.Masters{Stephens: 1}, Abilities: []string{"5a"}},
			{Name: "Bo", Track: 40, Masters: score.Masters{Stephens: 1}, Abilities: []string{"2a"}},
		}}
		edit(sh.Players)
		return sh
	}
	for name, edit := range map[string]func(p []score.Player){
		"as recorded":                    func([]score.Player) {},
		"more masters, an apprentice":    func(p []score.Player) { p[0].Masters.Upper, p[0].Apprentices = 2, 1 },
		"abilities unlocked since":       func(p []score.Player) { p[1].Abilities = []string{"2a", "2d", "4a"} },
		"influence past the first gate":  func(p []score.Player) { p[1].Influence = 12 },
		"a starting disk not yet a gate": func(p []score.Player) { p[0].Abilities = []string{"5b", "5a"} },
	} {
		if _, err := FinishEvent(s, sheet(edit), finishedAt, 0); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	_, err := FinishEvent(s, sheet(func(p []score.Player) { p[1].Masters.Stephens = 0 }), finishedAt, 0)
	if p := problemArgs(t, err); p.ID != "record.problem.sheet_below" || userfile.MachineOf(err, "").Values["field"] != "players[2].masters.stephens" || p.Args["Want"] != 1 {
		t.Errorf("the starting master left out: %v", p)
	}
	_, err = FinishEvent(s, sheet(func(p []score.Player) { p[0].Abilities = []string{"2a"} }), finishedAt, 0)
	if p := problemArgs(t, err); p.ID != "record.problem.sheet_below" || p.Args["Value"] != "2a" || p.Args["Want"] != "5a" {
		t.Errorf("5a left out: %v", p)
	}
	if s.Phase == game.PhaseScoring {
		t.Fatal("the fixture should be before the final scoring")
	}
}

// The end of a game in one meaning, in the log and on the board: the
// winners of a multiplayer game; a solo game's total, rank and the
// opponent's target, never a winner (rules-facts §8.8, §8.9).
func TestOutcome_8_8(t *testing.T) {
	m := table2(t)
	e, err := FinishEvent(m, &score.Sheet{Players: []score.Player{
		{Name: "Ana", Track: 50, Masters: score.Masters{Stephens: 1}, Abilities: []string{"5a"}},
		{Name: "Bo", Track: 40, Masters: score.Masters{Stephens: 1}, Abilities: []string{"2a"}},
	}}, finishedAt, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := Describe(m, e); got.ID != "game.log.finish" || got.Args["Winners"] != "Ana" {
		t.Errorf("multiplayer: %v", got)
	}
	for _, c := range []struct {
		track  int
		beaten bool
		rank   string
	}{{90, false, "apprentice"}, {140, true, "artisan"}} {
		st, err := game.NewSettings([]string{"Eva"}, []string{"teal"}, 4)
		if err != nil {
			t.Fatal(err)
		}
		st.Solo.Difficulty, st.Solo.Deck, st.Solo.Opponent = "normal", game.DeckPhysical, []string{"O1"}
		s := solo(t, game.DeckPhysical, 4)
		s, err = game.Replay(st, soloSetupEvents(s))
		if err != nil {
			t.Fatal(err)
		}
		e, err := FinishEvent(s, &score.Sheet{Players: []score.Player{{Name: "Eva", Track: c.track - 1,
			Masters: score.Masters{Stephens: 1}, Abilities: []string{"2a"}}}}, finishedAt, 0)
		if err != nil {
			t.Fatal(err)
		}
		got := Describe(s, e)
		if got.ID != "game.log.finish_solo" || got.Args["Total"] != c.track || got.Args["Beaten"] != c.beaten ||
			got.Args["Target"] != 130 || got.Args["Rank"] != companion.Term("term.rank."+c.rank) {
			t.Errorf("%d VP: %v", c.track, got)
		}
		if err := s.Apply(e); err != nil || len(s.Winners) != 0 || Outcome(s).ID != "game.over_solo" {
			t.Errorf("%d VP: winners %v, %v", c.track, s.Winners, err)
		}
	}
}
