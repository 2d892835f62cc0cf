package main

import (
	"path/filepath"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/game"
)

// A command replays its game once (issue 12 item 6): reading the file
// checks every event by replaying it, and that replay is the state the
// command works on; the walkthroughs work on copies (game.Folds counts
// the states built from settings, i.e. the replays).
func TestACommandReplaysTheGameOnce(t *testing.T) {
	dir := gameDirs(t)
	multi := filepath.Join(dir, "multi.yaml")
	solo := filepath.Join(dir, "solo.yaml")
	mustRun(t, "--game", multi, "new", "--names", "Ana,Bo", "--seed", "5", "--no-input", "--start-disks", "5a,2a")
	mustRun(t, "--game", solo, "new", "--names", "Eva", "--seed", "5", "--no-input", "--start-disks", "2a")
	for range 3 {
		mustRun(t, "--game", multi, "turn", "--furnace", "lower-left")
		mustRun(t, "--game", multi, "turn", "--furnace", "lower-right")
	}
	cases := [][]string{
		{"--game", multi, "turn", "--furnace", "lower-left"},
		{"--game", multi, "turn", "--furnace", "lower-right", "--reached=false", "--refill", "3", "--no-supply"},
		{"--game", multi, "turn", "--create", "left:furnace", "--disk", "3a"},
		{"--game", multi, "reset", "--empty", "upper-left,upper-right", "--reached=false", "--refill", "2", "--supply", "Bo:lower-left:orange", "--supply", "Ana:upper-right:black"},
		{"--game", multi, "turn", "--factory", "lower-left", "--cubes", "orange"},
		{"--game", multi, "undo"},
		{"--game", multi, "state", "--json"},
		{"--game", solo, "turn", "--furnace", "upper-left"},
		{"--game", solo, "automa", "--action", "profession", "--slot", "4", "--supply-section", "0"},
	}
	for _, args := range cases {
		before := game.Folds()
		if code, _, errs := runWith(t, nil, args...); code != cmdutil.ExitOK {
			t.Fatalf("%v: exit %d: %s", args[2:], code, errs)
		}
		// undo too: the state before the dropped events is kept on the
		// way through the replay that checks the file.
		if n := game.Folds() - before; n != 1 {
			t.Errorf("%v replayed the game %d times, want 1", args[2:], n)
		}
	}
}

func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errs := runWith(t, nil, args...)
	if code != cmdutil.ExitOK {
		t.Fatalf("%v: exit %d: %s", args, code, errs)
	}
	return out
}
