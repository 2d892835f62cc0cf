package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
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

// A starting disk left for later is named before undo, the history and the
// pause, which stay the last three entries of every menu (README "Turns";
// play test pt1 F20).
func TestPlayMenuStartDiskBeforeUndo(t *testing.T) {
	path := filepath.Join(gameDirs(t), "g.yaml")
	mustRun(t, "--game", path, "new", "--names", "Ana,Bruno", "--seed", "7", "--start-disks", "2a,later", "--no-input")
	a, sp, _, _ := ttyApp(t, "en", "=decide later", "^C") // the open disk first, then the turn
	a.game = path
	_ = runPlay(a)
	n := len(sp.items)
	want := []string{"undo the last entry", "show the recent history", "pause (continue later with stephens resume)"}
	if n < 4 || !slices.Equal(sp.items[n-3:], want) || sp.items[n-4] != "name a starting disk (Bruno)" {
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
	a.game = path
	_ = runScore(a, scoreOptions{})
	if said := strings.Join(strings.Fields(errb.String()), " "); !strings.Contains(said, "Das ist ein eigener Wertungsbogen: Die laufende Partie ("+path+") wird hier nicht gewertet") {
		t.Errorf("no word on the running game:\n%s", errb)
	}
	b, _, _, errb := ttyApp(t, "en", "^C")
	b.game = filepath.Join(filepath.Dir(path), "none.yaml")
	_ = runScore(b, scoreOptions{})
	if strings.Contains(errb.String(), "stand-alone") {
		t.Errorf("said with no game running:\n%s", errb)
	}
}
