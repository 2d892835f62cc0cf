package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/record"
)

// copyGame copies a game of testdata/games into dir and returns its path.
func copyGame(t *testing.T, name, dir string) string {
	t.Helper()
	buf, err := os.ReadFile(filepath.Join("testdata", "games", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// score --finish holds the sheet to the game (issue 20): at the final
// scoring of a game recorded to its end, a sheet claiming 2d for Bo, who
// unlocked only 2a, is refused with exit 2 naming the field, the sheet's
// value and the game's, and nothing is written; so is influence past the
// gates the game saw open. The sheet that agrees finishes the game.
func TestFinishRefusesWhatTheGameNeverRecorded(t *testing.T) {
	dir := gameDirs(t)
	path := copyGame(t, "at-scoring.yaml", dir)
	before, _ := os.ReadFile(path)
	sheet := func(boAbilities, anaInfluence string) string {
		return writeTemp(t, "sheet.yaml", "players:\n"+
			"  - {name: Ana, track: 30, masters: {stephens: 1}, abilities: [5a], influence: "+anaInfluence+"}\n"+
			"  - {name: Bo, track: 31, masters: {stephens: 1}, abilities: ["+boAbilities+"]}\n")
	}
	for _, c := range []struct {
		sheet, err string
	}{
		{sheet("2a, 2d", "4"), "Bo, Abilities [abilities]: the sheet says 2a, 2d, but the game recorded 2a; never unlocked in it: 2d"},
		{sheet("", "4"), "Bo, Abilities [abilities]: the sheet says –, but the game recorded 2a"},
		{sheet("2a", "5"), "Ana, Influence [influence]: at most 4 influence, not 5"},
	} {
		code, _, errs := runWith(t, nil, "--game", path, "score", "--file", c.sheet, "--finish")
		if code != cmdutil.ExitUsage || !strings.Contains(errs, c.err) || !strings.Contains(errs, "hint: the game knows these") {
			t.Errorf("exit %d: %s; want 2 and %q", code, errs, c.err)
		}
		if after, _ := os.ReadFile(path); string(after) != string(before) {
			t.Fatal("a refused finish changed the game")
		}
	}
	out := mustRun(t, "--game", path, "score", "--file", sheet("2a", "4"), "--finish")
	if !strings.Contains(out, "Bo") {
		t.Errorf("finished: %s", out)
	}
}

// One meaning of "winner" (issue 20): a solo game has a result, its rank
// and the opponent card's target reached or not, and no winner, in games,
// log, history, stats and the export alike. A lost game (the target of 160
// missed at hard) and a won one (reached).
func TestSoloGameHasNoWinner(t *testing.T) {
	for _, c := range []struct {
		track  string
		beaten bool
	}{{"120", false}, {"170", true}} {
		gameDirs(t)
		mustRun(t, "new", "--names", "Eva", "--seed", "5", "--no-input", "--start-disks", "gate-5",
			"--difficulty", "hard", "--opponent", "O3", "--automa-deck", "physical")
		mustRun(t, append([]string{"score", "--finish"}, sheetFlags([]string{"Eva"}, []string{c.track}, []string{"0"})...)...)

		var games []gamecmd.GameListing
		if err := json.Unmarshal([]byte(mustRun(t, "games", "--json")), &games); err != nil {
			t.Fatal(err)
		}
		if g := games[0]; len(g.Winners) != 0 || g.Solo == nil || g.Solo.Beaten == nil || *g.Solo.Beaten != c.beaten || g.Solo.Rank == "" {
			t.Errorf("%s VP: games --json %+v, solo %+v", c.track, g, g.Solo)
		}
		if out := mustRun(t, "log"); strings.Contains(out, "winner") || !strings.Contains(out, "target of 160 VP") {
			t.Errorf("%s VP: log says %s", c.track, out)
		}
		if out := mustRun(t, "games"); !strings.Contains(out, "\tsolo\tover\t\t") { // piped: the winners column empty
			t.Errorf("%s VP: games names a winner: %s", c.track, out)
		}
		var history []struct {
			Winners []string
			Players []struct {
				Winner bool
				Place  *int
			}
		}
		if err := json.Unmarshal([]byte(mustRun(t, "history", "--json")), &history); err != nil {
			t.Fatal(err)
		}
		if h := history[0]; len(h.Winners) != 0 || h.Players[0].Winner || h.Players[0].Place != nil {
			t.Errorf("%s VP: history %+v", c.track, h)
		}
		var stats []struct{ Wins, Multiplayer int }
		if err := json.Unmarshal([]byte(mustRun(t, "stats", "--json")), &stats); err != nil {
			t.Fatal(err)
		}
		if stats[0].Wins != 0 {
			t.Errorf("%s VP: stats count a win: %+v", c.track, stats)
		}
		// BG Stats keeps a solo play as won or lost against the Automa:
		// the result, mapped; a lost game names no player of the table.
		var play record.Play
		if err := json.Unmarshal([]byte(mustRun(t, "export", "bgstats")), &play); err != nil {
			t.Fatal(err)
		}
		if play.Players[0].Winner != c.beaten || play.Players[1].Name != record.AutomaName || play.Players[1].Winner == c.beaten {
			t.Errorf("%s VP: export %+v", c.track, play.Players)
		}
	}
}
