package view

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/score"
)

// A saved game is listed by its date, players, mode and phase; a
// finished one with its result on one line; a broken file by its
// problem's message ID, never its words.
func TestListing(t *testing.T) {
	sc := screen("en", 80, true)
	started := time.Date(2026, 11, 28, 19, 30, 0, 0, time.Local)
	g := record.Game{Started: started, Mode: "standard", Players: []record.Player{{Name: "Ana"}, {Name: "Bo"}}, Winners: []string{"Ana"}}
	l := sc.Listing("g.yaml", true, record.Entry{Phase: game.PhaseOver, Game: g})
	if l.File != "g.yaml" || !l.Current || l.Date != "2026-11-28 19:30" || strings.Join(l.Players, ",") != "Ana,Bo" ||
		l.Status != string(game.PhaseOver) || strings.Join(l.Winners, ",") != "Ana" || l.Result != "Ana" {
		t.Errorf("finished: %+v", l)
	}
	l = sc.Listing("h.yaml", false, record.Entry{Phase: game.PhaseTurns, Game: record.Game{Started: started}})
	if l.Result != "" || l.Players == nil || l.Winners == nil || l.Status != string(game.PhaseTurns) {
		t.Errorf("in play: %+v", l)
	}
	b := BrokenListing("x.yaml", false, errors.New("bad"), "game.cannot_open")
	if b.Status != StatusBroken || b.Problem == nil || b.Players == nil {
		t.Errorf("broken: %+v", b)
	}
	if got := sc.GameLabel(record.Entry{Phase: game.PhaseTurns, Game: g}); got != "2026-11-28 19:30 · Ana, Bo · "+sc.P.T("game.games.in_play") {
		t.Errorf("label %q", got)
	}
}

// The plays of the other games are counted under the listing, each
// game named; none says nothing.
func TestOtherPlays(t *testing.T) {
	sc := screen("en", 80, true)
	if got := sc.OtherPlays(map[string]int{}); got != "" {
		t.Errorf("none: %q", got)
	}
	got := sc.OtherPlays(map[string]int{"omg": 2, "sintra": 1})
	if !strings.Contains(got, "3") || !strings.Contains(got, sc.P.T("gamerules.omg.name")) || !strings.Contains(got, sc.P.T("gamerules.sintra.name")) {
		t.Errorf("plays: %q", got)
	}
}

// The sheet's start says each player's masters, apprentices and
// abilities (or that there are none); piped, one line a player.
func TestPrefilled(t *testing.T) {
	s := &score.Sheet{Players: []score.Player{
		{Name: "Ana", Masters: score.Masters{Upper: 1, Lower: 2}, Apprentices: 3, Abilities: []string{"1a", "3b"}, InfluenceMax: 20, TrackMin: -10},
		{Name: "Bo"},
	}}
	lines := screen("en", 40, false).Prefilled(s)
	if len(lines) != 2 || strings.Contains(lines[0], "\n") || !strings.HasPrefix(lines[0], "  ") || !strings.Contains(lines[0], "1a 3b") {
		t.Fatalf("piped: %q", lines)
	}
	if !strings.Contains(lines[1], screen("en", 40, false).P.T("game.end.no_abilities")) {
		t.Errorf("no abilities not said: %q", lines[1])
	}
	if folded := screen("en", 40, true).Prefilled(s); !strings.Contains(folded[0], "\n") {
		t.Errorf("not folded for a person: %q", folded[0])
	}
}

// A play recorded already is named by when it ended, its scores by
// place and its file.
func TestSamePlay(t *testing.T) {
	sc := screen("en", 80, true)
	end := time.Date(2026, 11, 27, 22, 5, 0, 0, time.Local)
	ana, bo, first, second := 40, 52, 2, 1
	g := record.Game{File: "p.play.yaml", Ended: &end, Players: []record.Player{{Name: "Ana", Score: &ana, Place: &first}, {Name: "Bo", Score: &bo, Place: &second}}}
	got := sc.SamePlay("games.again_ask", "Oh My Goods!", g)
	want := sc.P.T("games.again_ask", "Game", "Oh My Goods!", "When", "2026-11-27 22:05", "Scores", "Bo 52, Ana 40", "Path", "p.play.yaml")
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Once the end is triggered the board says the turns left in turn order
// from whoever is next, as the line at the trigger did (play.EndCount),
// not in seat order (play test de3 #10; rules-facts §5.3).
func TestBoardTurnsLeftInTurnOrder(t *testing.T) {
	s := twoPlayers(t, "Ana", "Bo")
	s.Cursor = 1 // Bo is next
	s.EndTriggered, s.LastTurns = true, 1
	var b strings.Builder
	screen("en", 120, true).Board(&b, s)
	if want := "turns left before the final reset phase: Bo 1, Ana 1"; !strings.Contains(b.String(), want) {
		t.Errorf("board without %q:\n%s", want, b.String())
	}
}

// Under finished games alone the list still explains its "*" (pt2's
// "* = jogo atual"), but offers no resume there is none of; a game that
// goes on brings the resume hint back (play test de3 #9). The mode reads
// as history says it: "3 players", not "multiplayer".
func TestGamesHintWithoutResumeUnderFinishedGames_de3_9(t *testing.T) {
	started := time.Date(2026, 11, 28, 19, 30, 0, 0, time.Local)
	three := []record.Player{{Name: "Anna"}, {Name: "Bernd"}, {Name: "Clara"}}
	for _, c := range []struct {
		lang, legend, mode string
	}{{"en", "* = current game", "3 players"}, {"de", "* = aktuelle Partie", "3 Personen"}, {"pt", "* = jogo atual", "3 jogadores"}} {
		sc := screen(c.lang, 100, true)
		over := sc.Listing("g.yaml", true, record.Entry{Phase: game.PhaseOver,
			Game: record.Game{Started: started, Mode: game.Multiplayer, Players: three, Winners: []string{"Bernd"}}})
		going := sc.Listing("h.yaml", false, record.Entry{Phase: game.PhaseTurns, Game: record.Game{Started: started}})
		for _, k := range []struct {
			list   []GameListing
			resume bool
		}{{[]GameListing{over}, false}, {[]GameListing{over, going}, true}} {
			var b strings.Builder
			if err := sc.Games(&b, k.list); err != nil {
				t.Fatal(err)
			}
			out := b.String()
			if !strings.Contains(out, c.legend) || strings.Contains(out, "resume") != k.resume || !strings.Contains(out, c.mode) {
				t.Errorf("%s, %d games: want legend %q, resume %v, mode %q:\n%s", c.lang, len(k.list), c.legend, k.resume, c.mode, out)
			}
		}
	}
}
