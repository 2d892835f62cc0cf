package omg

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// "Game End": buildings' and Assistants' points plus 1 per 5 coins,
// rounded down; tied, the most coins left after the exchange wins. The
// issue's sheet: Ana 20 + 4 = 24 (3 left) beats Bo 21 + 3 = 24 (2 left).
func TestScore(t *testing.T) {
	res, err := Score(&Sheet{Players: []Player{{Name: "Ana", Buildings: 20, Coins: 23}, {Name: "Bo", Buildings: 21, Coins: 17}}})
	if err != nil {
		t.Fatal(err)
	}
	a, b := res.Players[0], res.Players[1]
	if a.Total != 24 || b.Total != 24 || a.CoinsLeft != 3 || b.CoinsLeft != 2 {
		t.Errorf("Ana %d (%d left), Bo %d (%d left)", a.Total, a.CoinsLeft, b.Total, b.CoinsLeft)
	}
	if len(res.Winners) != 1 || res.Winners[0] != "Ana" || res.Tiebreak != TiebreakCoins {
		t.Errorf("winners %v on %q", res.Winners, res.Tiebreak)
	}
	res, _ = Score(&Sheet{Players: []Player{{Name: "Ana", Buildings: 20, Coins: 23}, {Name: "Bo", Buildings: 20, Coins: 23}}})
	if res.Tiebreak != "shared" || len(res.Winners) != 2 {
		t.Errorf("equal on all: %q %v", res.Tiebreak, res.Winners)
	}
	res, _ = Score(&Sheet{Players: []Player{{Name: "Ana", Buildings: 30, Coins: 4}, {Name: "Bo", Buildings: 20, Coins: 50}}})
	// 50 coins are 10 points with none left: Ana's 4 left win the tie.
	if res.Tiebreak != TiebreakCoins || res.Winners[0] != "Ana" || res.Players[1].Total != 30 || res.Players[1].Place != 2 {
		t.Errorf("Ana 30 (4 left) vs Bo 30 (0 left): %+v", res)
	}
}

func TestParseRefuses(t *testing.T) {
	for _, c := range []struct{ src, id string }{
		{"players:\n  - {name: Ana, buildings: 20, coins: 23}\n", "tally.problem.players"},
		{"players:\n  - {name: Ana, coins: -1, buildings: 0}\n  - {name: Bo, buildings: 0, coins: 0}\n", "tally.problem.negative"},
		{"players:\n  - {name: Ana, coin: 3, buildings: 0, coins: 0}\n  - {name: Bo, buildings: 0, coins: 0}\n", "file.problem.unknown_field"},
		{"players:\n  - {name: Ana, buildings: 0, coins: 0}\n  - {name: ana, buildings: 0, coins: 0}\n", "tally.problem.name_twice"},
		{"", "tally.problem.empty"},
	} {
		if _, err := Parse([]byte(c.src)); err == nil || !strings.Contains(err.Error(), c.id) {
			t.Errorf("%q: %v, want %s", c.src, err, c.id)
		}
	}
}

func TestWalkAndSetup(t *testing.T) {
	w := NewWalk()
	_, _, _, err := walk.Play(w.Script, map[string]string{"omg.players": "2", "omg.name.1": "Ana", "omg.name.2": "Bo",
		"omg.p1.buildings": "20", "omg.p1.coins": "23", "omg.p2.buildings": "21", "omg.p2.coins": "17", "omg.review.1": "confirm"})
	if err != nil {
		t.Fatal(err)
	}
	if res, _ := Score(SheetOf(w.Filled)); res.Winners[0] != "Ana" {
		t.Errorf("%+v", res)
	}
	for players, assistants := range map[string]int{"2": 4, "3": 6, "4": 8} {
		_, lines, _, err := walk.Play(Setup, map[string]string{"omg.setup.players": players})
		if err != nil {
			t.Fatal(err)
		}
		ok := false
		for _, l := range lines {
			ok = ok || l.Msg.ID == "omg.setup.assistants" && l.Msg.Args["Count"] == assistants
			if l.Msg.ID == "omg.setup.coal" && l.Msg.Args["Count"] != 7 || l.Msg.ID == "omg.setup.hand" && l.Msg.Args["Count"] != 5 {
				t.Errorf("%s players: %v", players, l.Msg.Args)
			}
		}
		if !ok {
			t.Errorf("%s players: no %d Assistants", players, assistants)
		}
	}
}

// One victory point is said in the singular, in every language (play
// test pt3 D17: "1 victory points on the buildings", "Tied on 1 victory
// points", "1 players").
func TestOneIsSingular(t *testing.T) {
	res, err := Score(&Sheet{Players: []Player{{Name: "Ana", Buildings: 1, Coins: 3}, {Name: "Bo", Buildings: 1, Coins: 1}}})
	if err != nil {
		t.Fatal(err)
	}
	c := res.Card()
	for lang, want := range map[string][]string{
		"en": {"Tied on 1 victory point;", "1 victory point on the buildings"},
		"de": {"Gleichstand bei 1 Siegpunkt;", "1 Siegpunkt aus Gebäuden"},
		"pt": {"Empate a 1 ponto de vitória;", "1 ponto de vitória nos edifícios"},
	} {
		p := locales.New(lang)
		if got := p.Render(c.Verdict[0]); !strings.Contains(got, want[0]) {
			t.Errorf("%s verdict %q, want %q", lang, got, want[0])
		}
		if got := p.Render(c.Why[0][0].Text); !strings.Contains(got, want[1]) {
			t.Errorf("%s why %q, want %q", lang, got, want[1])
		}
	}
	res, _ = Score(&Sheet{Players: []Player{{Name: "Ana", Buildings: 1}, {Name: "Bo"}}})
	if got := locales.New("en").Render(res.Card().Verdict[0]); got != "Winner: Ana with 1 victory point." {
		t.Errorf("verdict %q", got)
	}
	_, err = Parse([]byte("players:\n  - {name: Ana, buildings: 0, coins: 0}\n"))
	if err == nil || !strings.Contains(err.Error(), "Count=1") {
		t.Errorf("one player: %v", err)
	}
}

// Game End: each player totals the victory points of their buildings and
// Assistants and adds the coins of their goods; every player has both, so
// a column without one is refused naming it, never scored as 0 (review
// sibling-games 1).
func TestParseRefusesMissingValues(t *testing.T) {
	for _, c := range []struct{ src, field string }{
		{"players:\n  - {name: Ana, coins: 23}\n  - {name: Bo, buildings: 21, coins: 12}\n", "players[1].buildings"},
		{"players:\n  - {name: Ana, buildings: 20, coins: 23}\n  - {name: Bo, buildings: 21}\n", "players[2].coins"},
		{"players:\n  - {name: Ana, buildings: 20, coins: 23}\n  - {name: Bo, buildings: 21, coins:}\n", "players[2].coins"},
	} {
		_, err := Parse([]byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.field+": file.problem.missing") {
			t.Errorf("%q: %v, want %s missing", c.src, err, c.field)
		}
	}
}
