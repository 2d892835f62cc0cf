package main

import (
	"path/filepath"
	"strings"
	"testing"

	scorecmd "github.com/pileup-companion/stephens/cmd/stephens/score"
)

// The main menu offers the teaching game right under the new game it is a
// kind of, not under the other games' entries (play test pt1 F8).
func TestMainMenuTeachUnderNew(t *testing.T) {
	gameDirs(t)
	a, sp, _, _ := ttyApp(t, "en", "^C")
	_ = runMainJob(a, newRootCmd(a, nil))
	if len(sp.items) < 2 || sp.items[0] != "start a new game" || sp.items[1] != "start a new game that teaches us as we play" {
		t.Errorf("menu %q", sp.items)
	}
}

// "stephens score" while the current game is still played opens a sheet of
// its own and says so (play test pt1 F20); at the final score it is that
// game's sheet, and nothing is said.
func TestScoreSaysTheRunningGameIsNotScored(t *testing.T) {
	path := filepath.Join(gameDirs(t), "g.yaml")
	mustRun(t, "--game", path, "new", "--names", "Ana,Bruno", "--seed", "7", "--start-disks", "2a,5a", "--no-input")
	a, _, _, errb := ttyApp(t, "de", "^C")
	a.Game = path
	_ = scorecmd.RunScore(a, scorecmd.ScoreOptions{})
	if said := strings.Join(strings.Fields(errb.String()), " "); !strings.Contains(said, "Das ist ein eigener Wertungsbogen: Die laufende Partie ("+path+") wird hier nicht gewertet") {
		t.Errorf("no word on the running game:\n%s", errb)
	}
	b, _, _, errb := ttyApp(t, "en", "^C")
	b.Game = filepath.Join(filepath.Dir(path), "none.yaml")
	_ = scorecmd.RunScore(b, scorecmd.ScoreOptions{})
	if strings.Contains(errb.String(), "stand-alone") {
		t.Errorf("said with no game running:\n%s", errb)
	}
}

// The main menu offers the table view last (issue 28 item 1), marked while
// there is no saved game to show.
func TestMainMenuOffersTheTableView(t *testing.T) {
	gameDirs(t)
	a, sp, _, _ := ttyApp(t, "en", "^C")
	_ = runMainJob(a, newRootCmd(a, nil))
	last := sp.items[len(sp.items)-1]
	if !strings.Contains(last, "show a saved game on phones and the TV") || last == "show a saved game on phones and the TV" {
		t.Errorf("menu %q: want the table view last, marked as unavailable", sp.items)
	}
}
