package main

import (
	"os"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
)

// Exact exit codes of the solo commands: refused input is 2 and names the
// flag or the rule; nothing is written by a refused `new`.
func TestSoloExitCodes(t *testing.T) {
	gameDirs(t)
	cases := []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"new", "--names", "Eva", "--no-input", "--difficulty", "brutal"}, cmdutil.ExitUsage, `"brutal" is not a difficulty`},
		{[]string{"new", "--names", "Eva", "--no-input", "--opponent", "O4"}, cmdutil.ExitUsage, "pass --blocked"},
		{[]string{"new", "--names", "Eva", "--no-input", "--opponent", "O9"}, cmdutil.ExitUsage, "O1 to O6"},
		{[]string{"new", "--names", "Eva", "--no-input", "--automa-deck", "digital"}, cmdutil.ExitUsage, "needs your transcription"},
		{[]string{"new", "--names", "Eva", "--no-input", "--automa-deck", "paper"}, cmdutil.ExitUsage, `"paper" is not a deck`},
	}
	for _, c := range cases {
		code, _, stderr := runWith(t, nil, c.args...)
		if code != c.code || !strings.Contains(stderr, c.err) {
			t.Errorf("%v: exit %d (want %d), stderr %q (want %q)", c.args, code, c.code, stderr, c.err)
		}
	}
	if entries, _ := os.ReadDir(store.GamesDir()); len(entries) != 0 {
		t.Fatalf("a refused new wrote %d files", len(entries))
	}
	if code, _, stderr := runWith(t, nil, "new", "--names", "Eva", "--seed", "2", "--no-input", "--automa-deck", "physical", "--start-disks", "2a"); code != cmdutil.ExitOK {
		t.Fatalf("new: %d %s", code, stderr)
	}
	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"automa", "--action", "furnace", "--at", "upper-left", "--arrow", "clockwise", "--supply-section", "0"}, cmdutil.ExitUsage, "not the Automa's turn"},
		{[]string{"turn", "--furnace", "upper-left"}, cmdutil.ExitOK, ""},
		{[]string{"turn", "--furnace", "upper-left"}, cmdutil.ExitUsage, "it is the Automa's turn"},
		{[]string{"automa"}, cmdutil.ExitUsage, "pass --action"},
		{[]string{"automa", "--action", "furnace", "--at", "middle", "--arrow", "clockwise", "--supply-section", "0"}, cmdutil.ExitUsage, `"middle" is not a position`},
		{[]string{"automa", "--action", "small-factory", "--at", "upper-left", "--arrow", "clockwise", "--supply-section", "0", "--highest", "1"}, cmdutil.ExitUsage, "pass --furnace"},
		{[]string{"automa", "--action", "small-factory", "--at", "upper-left", "--arrow", "clockwise", "--supply-section", "0", "--highest", "1", "--furnace", "lower-left"}, cmdutil.ExitOK, ""},
	} {
		was := snap(t, gamefile.Current())
		code, _, stderr := runWith(t, nil, c.args...)
		if now := snap(t, gamefile.Current()); code != cmdutil.ExitOK && now != was {
			t.Errorf("%v was refused yet changed the game, its state or its log", c.args)
		}
		if code != c.code || !strings.Contains(stderr, c.err) {
			t.Errorf("%v: exit %d (want %d), stderr %q (want %q)", c.args, code, c.code, stderr, c.err)
		}
	}
}
