package main

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// play notices a game file changed behind its back (issue 19): an edit
// made in an editor while the table loop has the game open is never
// overwritten. The loop reads the file again, says so, and asks again from
// the game as it is now.
func TestPlayReloadsAGameChangedBehindItsBack(t *testing.T) {
	gameDirs(t)
	path := newGame(t, "Ana,Bo", "7")
	mustRun(t, "turn", "--furnace", "upper-left", "--game", path)
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	edited := string(before) + "# a note added in an editor while play was open\n"
	// The edit is made while the first question waits. Play notices it
	// either by its watch (the open question is withdrawn and asked again)
	// or when the undo is about to be written (nothing written, the file
	// read again): which comes first depends on the 25 ms poll, so the
	// answers follow the questions asked, not a fixed order.
	a, sp, _, errOut := ttyApp(t, "en")
	sp.onAsk = func(n int) {
		label := sp.asked[n-1]
		switch {
		case n == 1:
			if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
				t.Fatal(err)
			}
			sp.answers = []string{"=undo the last entry"}
		case label == "What did Ana do?":
			sp.answers = []string{"=pause (continue later with stephens resume)"}
		default: // the undo's yes-or-no question
			sp.answers = []string{"y"}
		}
	}
	a.Game = path
	if err := gamecmd.RunPlay(a); err != nil {
		t.Fatalf("play: %v", err)
	}
	if now, _ := os.ReadFile(path); string(now) != edited {
		t.Errorf("the edit was overwritten:\n%s", now)
	}
	said := errOut.String()
	if !strings.Contains(said, "was changed by another program while the game was open: nothing was written over the change") &&
		!strings.Contains(said, "The game was changed elsewhere (another terminal or the table view): it goes on from there.") {
		t.Errorf("not said: %q", errOut)
	}
	if again := slices.Index(sp.asked[1:], "What did Ana do?"); again < 0 || again+2 != len(sp.asked) {
		t.Errorf("not asked again from the game as it is now: %q", sp.asked)
	}
}

// An edit that breaks the file stops the loop naming the file and line;
// the broken file is left as it is.
func TestPlayStopsOnABrokenEdit(t *testing.T) {
	gameDirs(t)
	path := newGame(t, "Ana,Bo", "7")
	mustRun(t, "turn", "--furnace", "upper-left", "--game", path)
	broken := "version: 1\nsettings: [\n"
	a, sp, _, _ := ttyApp(t, "en", "=undo the last entry", "y")
	sp.onAsk = func(n int) {
		if err := os.WriteFile(path, []byte(broken), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	a.Game = path
	err := gamecmd.RunPlay(a)
	var fe *userfile.Error
	if !errors.As(err, &fe) || fe.File != path || fe.First().Line == 0 {
		t.Fatalf("play: %v", err)
	}
	if now, _ := os.ReadFile(path); string(now) != broken {
		t.Errorf("the broken file was rewritten:\n%s", now)
	}
}
