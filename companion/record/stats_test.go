package record

import (
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
)

// at moves a game's start, so the games have an order in time.
func at(g Game, days int) Game {
	g.Started = start.AddDate(0, 0, days)
	return g
}

// Three multiplayer games and a solo one: games and wins per player (a
// shared win counts for both), the win rate over the multiplayer games,
// average and best over every recorded total, the categories, the totals
// in time order, and the solo record per difficulty.
func TestStats(t *testing.T) {
	g1 := at(mustOf(t, "1.yaml", finished(t, []string{"Ana", "Bo"}, []player{{"Ana", 50, 0, 0}, {"Bo", 40, 0, 0}}, time.Hour, 0)), 0)
	g2 := at(mustOf(t, "2.yaml", finished(t, []string{"Ana", "Bo", "Cy"}, []player{{"ana", 30, 1, 1}, {"Bo", 30, 1, 1}, {"Cy", 10, 0, 0}}, time.Hour, 0)), 1)
	g3 := at(mustOf(t, "3.yaml", finished(t, []string{"Bo", "Cy"}, []player{{"Bo", 70, 0, 0}, {"Cy", 20, 0, 0}}, time.Hour, 0)), 2)
	solo := at(mustOf(t, "4.yaml", finished(t, []string{"ANA"}, []player{{"ANA", 150, 0, 0}}, time.Hour, 0)), 3)
	stats := Stats([]Game{g3, solo, g1, g2}) // any order in
	if len(stats) != 3 {
		t.Fatalf("%d players", len(stats))
	}
	ana, bo, cy := stats[0], stats[1], stats[2]
	if ana.Name != "ANA" || ana.Games != 3 || ana.Wins != 2 || ana.Multiplayer != 2 || *ana.WinRate != 1 {
		t.Errorf("Ana: %+v", ana)
	}
	if bo.Name != "Bo" || bo.Games != 3 || bo.Wins != 2 || *bo.WinRate != 0.667 {
		t.Errorf("Bo: %+v", bo)
	}
	if cy.Games != 2 || cy.Wins != 0 || *cy.WinRate != 0 {
		t.Errorf("Cy: %+v", cy)
	}
	// Ana: 53, 33, 153 (each sheet has one lower master: 3 VP).
	if *ana.Average != 79.7 || *ana.Best != 153 || ana.Scored != 3 {
		t.Errorf("Ana average %v best %v", *ana.Average, *ana.Best)
	}
	// Each category's average and best, in the sheet's order (rules-facts
	// §7): Ana's tracks 50, 30, 150 and a lower master (3 VP) each game.
	want := []Average{{ID: "track", VP: 76.7, Best: 150}, {ID: "forest"}, {ID: "dune"},
		{ID: "masters", VP: 3, Best: 3}, {ID: "apprentices"}, {ID: "contracts"}, {ID: "abilities"}}
	if c := ana.Categories; len(c) != len(want) || c.Get("track") != 76.7 {
		t.Errorf("Ana categories %+v", c)
	} else {
		for i := range want {
			if g := c[i]; g.ID != want[i].ID || g.VP != want[i].VP || g.Best != want[i].Best || g.Label != "score.table."+g.ID {
				t.Errorf("Ana %s: %+v, want %+v", want[i].ID, g, want[i])
			}
		}
	}
	if b := bo.Categories[0]; b.VP != 46.7 || b.Best != 70 {
		t.Errorf("Bo's track: %+v", b)
	}
	if got := []int{ana.Totals[0].Score, ana.Totals[1].Score, ana.Totals[2].Score}; got[0] != 53 || got[1] != 33 || got[2] != 153 || !ana.Totals[2].Solo {
		t.Errorf("Ana totals %+v", ana.Totals)
	}
	if len(ana.Solo) != 1 || ana.Solo[0].Difficulty != "normal" || ana.Solo[0].Games != 1 || *ana.Solo[0].Best != 153 ||
		ana.Solo[0].Ranks != (Ranks{Artisan: 1}) { // normal: artisan 121-159 (rules-facts §8.8)
		t.Errorf("Ana solo %+v", ana.Solo)
	}
	if h := ana.Solo[0].History; len(h) != 1 || h[0].Rank != "artisan" || *h[0].Score != 153 || h[0].Beaten != nil || !h[0].Date.Equal(solo.Started) {
		t.Errorf("Ana's solo ranks over time: %+v", h)
	}
	if _, ok := FindPlayer(stats, " bo "); !ok {
		t.Error("Bo by another spelling")
	}
	if _, ok := FindPlayer(stats, "Dora"); ok {
		t.Error("Dora never played")
	}
}

// A player with only unscored games has no average; a solo-only player no
// win rate.
func TestStatsWithoutScores(t *testing.T) {
	set, _ := game.NewSettings([]string{"Ana", "Bo"}, nil, 1)
	st, _ := game.New(set)
	st.Phase = game.PhaseScoring
	if err := st.Apply(game.Event{Kind: game.KindFinish, Text: "Ana"}); err != nil {
		t.Fatal(err)
	}
	solo := mustOf(t, "s.yaml", finished(t, []string{"Eva"}, []player{{"Eva", 90, 0, 0}}, time.Hour, 0))
	stats := Stats([]Game{mustOf(t, "g.yaml", st), solo})
	ana, _ := FindPlayer(stats, "Ana")
	if ana.Games != 1 || ana.Wins != 1 || ana.Average != nil || ana.Best != nil || len(ana.Categories) != 0 || len(ana.Totals) != 0 {
		t.Errorf("%+v", ana)
	}
	eva, _ := FindPlayer(stats, "Eva")
	if eva.WinRate != nil || eva.Multiplayer != 0 || eva.Solo[0].Ranks.Apprentice != 1 {
		t.Errorf("%+v", eva)
	}
}

func TestSparkline(t *testing.T) {
	for _, c := range []struct {
		values []int
		ascii  bool
		want   string
	}{
		{[]int{10, 80, 45}, false, "▁█▄"},
		{[]int{10, 80, 45}, true, "_#:"},
		{[]int{7, 7}, false, "▅▅"},
		{nil, false, ""},
	} {
		if got := Sparkline(c.values, c.ascii); got != c.want {
			t.Errorf("%v: %q, want %q", c.values, got, c.want)
		}
	}
}

func TestBars(t *testing.T) {
	got := Bars([]int{50, 100, 0, 26}, 10, false)
	want := []string{"█████", "██████████", "█", "███"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%d: %q, want %q", i, got[i], want[i])
		}
	}
	if a := Bars([]int{3}, 4, true); a[0] != "####" {
		t.Errorf("ascii %q", a[0])
	}
}

// Solo ranks over time as levels on a fixed range: apprentice low,
// glassblower high, whatever the games (rules-facts §8.8).
func TestLevels(t *testing.T) {
	ranks := []int{RankLevel("apprentice"), RankLevel("artisan"), RankLevel("glassblower"), RankLevel("artisan")}
	if got := Levels(ranks, 1, 3, false); got != "▁▄█▄" {
		t.Errorf("%q", got)
	}
	if got := Levels([]int{2, 2}, 1, 3, true); got != "::" {
		t.Errorf("all artisan, ASCII: %q", got)
	}
	if RankLevel("") != 0 {
		t.Error("no rank is level 0")
	}
}

// A series longer than the width is binned: runs of per values, averaged,
// the last run shorter; a series that fits is itself.
func TestFit(t *testing.T) {
	values := make([]int, 1000)
	for i := range values {
		values[i] = i % 10
	}
	out, per := Fit(values, 57)
	if per != 18 || len(out) != 56 || len(out) > 57 {
		t.Fatalf("per %d, %d marks", per, len(out))
	}
	if out[0] != 4 || out[55] != 5 { // 0..9,0..7 average 4.06; the last run, 0..9, 4.5
		t.Errorf("averages %v", out)
	}
	if same, per := Fit([]int{3, 1, 2}, 3); per != 1 || len(same) != 3 || same[1] != 1 {
		t.Errorf("fits: %v %d", same, per)
	}
	if one, per := Fit([]int{1, 2, 3, 4}, 0); per != 4 || len(one) != 1 || one[0] != 3 {
		t.Errorf("width 0: %v %d", one, per)
	}
}
