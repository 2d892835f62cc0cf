package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/companion/game"
)

// A setup interrupted at a terminal comes back as it was begun: whatever
// the command line said when it began (--teach, --seed, the names, the
// colours, the solo choices) is an answer of the setup unit, kept in its
// draft with the answers typed at the prompts. A flag given again on
// resume must agree with the draft, else the command is refused naming
// the draft; only the lessons, which the table may switch at any time,
// follow the flag given now.

// newAtTerminal runs "stephens new ARGS" at a pretend terminal whose
// prompts are answered by the list, writing the game to path.
// At a terminal new goes on into the first turn once the setup is done
// (as the menu's new game does); that question is answered with Ctrl-C
// here and left out of what was asked, so a finished setup returns nil.
func newAtTerminal(t *testing.T, path string, args []string, answers ...string) (*cmdutil.App, *scriptedPrompter, *bytes.Buffer, error) {
	t.Helper()
	a, sp, out, err := atTerminal(t, gamecmd.NewNewCmd, path, args, append(answers, "^C")...)
	if n := len(sp.asked); err != nil && len(sp.answers) == 0 && n > 0 && strings.HasPrefix(sp.asked[n-1], "What did ") {
		sp.asked, err = sp.asked[:n-1], nil
	}
	return a, sp, out, err
}

// atTerminal runs a command made by mk with ARGS at a pretend terminal
// whose prompts are answered by the list, on the game at path.
func atTerminal(t *testing.T, mk func(*cmdutil.App) *cobra.Command, path string, args []string, answers ...string) (*cmdutil.App, *scriptedPrompter, *bytes.Buffer, error) {
	t.Helper()
	a, sp, out, _ := ttyApp(t, "en", answers...)
	a.Game = path
	return a, sp, out, runArgs(a, mk, args...)
}

// runArgs runs the command mk makes with ARGS in app a.
func runArgs(a *cmdutil.App, mk func(*cmdutil.App) *cobra.Command, args ...string) error {
	c := mk(a)
	c.SetArgs(args)
	c.SilenceErrors, c.SilenceUsage = true, true
	return c.Execute()
}

// runNewArgs runs "stephens new ARGS" in app a.
func runNewArgs(a *cmdutil.App, args ...string) error { return runArgs(a, gamecmd.NewNewCmd, args...) }

// The rest of a two-player setup after its names: both checklist blocks
// done, and 2a for each starting master.
var twoPlayerRest = []string{"0", "0", "0", "0"}

func loadGame(t *testing.T, path string) *gamefile.File {
	t.Helper()
	f, err := gamefile.Load(path)
	if err != nil {
		t.Fatalf("the game was not written: %v", err)
	}
	return f
}

// interrupted checks that err is Ctrl-C at a setup that kept its draft.
func interrupted(t *testing.T, err error, a *cmdutil.App) {
	t.Helper()
	code, _, hints := cmdutil.Classify(err, a.P)
	if code != cmdutil.ExitInterrupted || len(hints) != 2 || !strings.Contains(hints[0], drive.DraftPath("setup")) {
		t.Fatalf("interrupted setup: exit %d, hints %q", code, hints)
	}
}

// "new --teach" interrupted during the setup, resumed with a plain
// "stephens new" (as the menu's "continue setting up the new game" does),
// is a game that teaches: the welcome is said and the file keeps the
// setting.
func TestNewTeachInterruptedStillTeaches(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	a, _, _, err := newAtTerminal(t, path, []string{"--teach", "--seed", "7"}, "Ana", "0", "Bo", "0", "", "^C")
	interrupted(t, err, a)
	_, _, out, err := newAtTerminal(t, path, nil, twoPlayerRest...)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Teaching is on") {
		t.Errorf("the resumed setup does not say it teaches:\n%s", out)
	}
	if f := loadGame(t, path); !f.Settings.Teach || f.Settings.Seed != 7 {
		t.Errorf("resumed setup: teach %v seed %d, want a teaching game with seed 7", f.Settings.Teach, f.Settings.Seed)
	}

	// Ctrl-C at the very first name: nothing typed, but --teach is kept,
	// and the hint says so.
	early := filepath.Join(dir, "early.yaml")
	a, _, _, err = newAtTerminal(t, early, []string{"--teach"}, "^C")
	interrupted(t, err, a)
	if _, _, hints := cmdutil.Classify(err, a.P); !strings.HasPrefix(hints[0], "what the command line gave (the setup of the new game) is kept in ") {
		t.Errorf("hint %q", hints[0])
	}
	if _, _, _, err := newAtTerminal(t, early, nil, append([]string{"Ana", "0", "Bo", "0", ""}, twoPlayerRest...)...); err != nil {
		t.Fatal(err)
	}
	if f := loadGame(t, early); !f.Settings.Teach {
		t.Error("new --teach interrupted at its first question made a game that does not teach")
	}
}

// The lessons are the one setting the table may change at any time
// (stephens teach on|off): "new --teach" (or the menu's "teach us as we
// play") over a setup begun without it goes on with the same answers and
// teaches; "--teach=false" over one begun with it does not.
func TestNewTeachGivenOnResumeSwitchesTheLessons(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	a, _, _, err := newAtTerminal(t, path, []string{"--seed", "7"}, "Ana", "0", "Bo", "0", "", "^C")
	interrupted(t, err, a)
	_, sp, _, err := newAtTerminal(t, path, []string{"--teach"}, twoPlayerRest...)
	if err != nil {
		t.Fatal(err)
	}
	if len(sp.asked) != 4 {
		t.Errorf("the setup began again instead of going on: asked %q", sp.asked)
	}
	if f := loadGame(t, path); !f.Settings.Teach {
		t.Error("new --teach over a setup left open made a game that does not teach")
	}

	other := filepath.Join(dir, "h.yaml")
	a, _, _, err = newAtTerminal(t, other, []string{"--teach", "--seed", "7"}, "Ana", "0", "Bo", "0", "", "^C")
	interrupted(t, err, a)
	if _, _, _, err := newAtTerminal(t, other, []string{"--teach=false"}, twoPlayerRest...); err != nil {
		t.Fatal(err)
	}
	if f := loadGame(t, other); f.Settings.Teach {
		t.Error("new --teach=false over a teaching setup left open made a game that teaches")
	}
}

// Flags given when the setup began come back with a plain "stephens new":
// the names, the colours and the seed of a game, the solo choices (the
// difficulty, the Automa's deck and colour).
func TestNewFlagsComeBackOnResume(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	// Ctrl-C at the second checklist block.
	a, _, _, err := newAtTerminal(t, path, []string{"--names", "Ana,Bo", "--colours", "teal,gray", "--seed", "9"}, "0", "^C")
	interrupted(t, err, a)
	// Only a checklist block was confirmed (no answer of the table's): the
	// hint says what the command line gave is kept.
	if _, _, hints := cmdutil.Classify(err, a.P); !strings.HasPrefix(hints[0], "what the command line gave (the setup of the new game) is kept in ") {
		t.Errorf("hint %q", hints[0])
	}
	_, sp, _, err := newAtTerminal(t, path, nil, "0", "0", "0")
	if err != nil {
		t.Fatal(err)
	}
	if len(sp.asked) != 3 {
		t.Errorf("asked %q, want the second checklist block and the two starting masters", sp.asked)
	}
	f := loadGame(t, path)
	if s := f.Settings; s.Seed != 9 || len(s.Players) != 2 || s.Players[0].Colour != "teal" || s.Players[1].Colour != "gray" {
		t.Errorf("resumed settings %+v, want Ana (teal) and Bo (gray), seed 9", s)
	}

	solo := filepath.Join(dir, "solo.yaml")
	a, _, _, err = newAtTerminal(t, solo, []string{"--names", "Eva", "--difficulty", "hard", "--automa-deck", "physical", "--automa-colour", "gray", "--seed", "5"}, "^C")
	interrupted(t, err, a)
	// Nothing typed yet, but the flags' answers are kept all the same: the
	// three checklist blocks and Eva's starting master are left.
	if _, _, _, err := newAtTerminal(t, solo, nil, "0", "0", "0", "0"); err != nil {
		t.Fatal(err)
	}
	s := loadGame(t, solo).Settings
	if s.Seed != 5 || s.Solo == nil || s.Solo.Difficulty != "hard" || s.Solo.Deck != game.DeckPhysical || s.Solo.Colour != "gray" {
		t.Errorf("resumed solo settings %+v %+v, want hard, the physical deck, a gray Automa, seed 5", s, s.Solo)
	}
}

// A flag given on resume that says otherwise than the setup left open is
// refused (exit 2) naming the draft, what it holds and how to go on; the
// draft is left as it was. A flag that agrees goes on.
func TestNewConflictingFlagOnResumeIsRefused(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	a, _, _, err := newAtTerminal(t, path, []string{"--names", "Ana,Bo", "--seed", "9"}, "0", "^C")
	interrupted(t, err, a)
	draft := drive.DraftPath("setup")
	kept, _ := os.ReadFile(draft)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--names", "Ana,Cy"}, `--names gives "Cy" for "Name of the player in seat 2`},
		{[]string{"--names", "Ana,Bo,Cy"}, `--names gives "Cy" for "Name of the player in seat 3`},
		{[]string{"--seed", "8"}, `--seed gives "8" for "the seed of the setup draws"`},
		{[]string{"--colours", "gray,teal"}, `--colours gives "gray" for "Ana's colour"`},
	} {
		a, sp, _, err := newAtTerminal(t, path, c.args)
		code, msg, hints := cmdutil.Classify(err, a.P)
		if code != cmdutil.ExitUsage || !strings.Contains(msg, draft) || !strings.Contains(msg, c.want) || len(hints) != 2 {
			t.Errorf("%v: exit %d %q %q, want exit 2 naming %s and %q", c.args, code, msg, hints, draft, c.want)
		}
		if len(sp.asked) != 0 {
			t.Errorf("%v: asked %q before refusing", c.args, sp.asked)
		}
		if now, _ := os.ReadFile(draft); !bytes.Equal(now, kept) {
			t.Errorf("%v: the draft changed:\n%s", c.args, now)
		}
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("a refused resume wrote the game: %v", err)
	}
	if _, _, _, err := newAtTerminal(t, path, []string{"--names", "Ana,Bo", "--seed", "9"}, "0", "0", "0"); err != nil {
		t.Fatalf("the same flags again: %v", err)
	}
	if f := loadGame(t, path); len(f.Settings.Players) != 2 || f.Settings.Seed != 9 {
		t.Errorf("settings %+v", f.Settings)
	}
}

// "new --colours red,teal" at a terminal asks the names it has colours
// for: it never makes a solo game of a table of two because no name was
// given by flag.
func TestNewColoursAtATerminalAskTheNames(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	_, sp, _, err := newAtTerminal(t, path, []string{"--colours", "red,teal", "--seed", "3"}, append([]string{"Ana", "Bo", ""}, twoPlayerRest...)...)
	if err != nil {
		t.Fatalf("%v (asked %q)", err, sp.asked)
	}
	s := loadGame(t, path).Settings
	if s.Mode != game.Multiplayer || len(s.Players) != 2 || s.Players[1].Colour != "teal" {
		t.Errorf("settings %+v, want Ana (red) and Bo (teal)", s)
	}
}

// From the menu: "teach us as we play", Ctrl-C during the names; the menu
// then offers "continue setting up the new game", and the game it makes
// teaches (the first turn's menu follows at once).
func TestMenuTeachingSetupContinues(t *testing.T) {
	gameDirs(t)
	a, _, _, _ := ttyApp(t, "en", "=start a new game that teaches us as we play", "Ana", "0", "^C")
	if code, _, _ := cmdutil.Classify(runMainJob(a, newRootCmd(a, nil)), a.P); code != cmdutil.ExitInterrupted {
		t.Fatalf("exit %d", code)
	}
	b, sp, out, _ := ttyApp(t, "en", "=continue setting up the new game", "Bo", "0", "", "=done", "=done", "0", "0", "^C")
	if code, _, _ := cmdutil.Classify(runMainJob(b, newRootCmd(b, nil)), b.P); code != cmdutil.ExitInterrupted {
		t.Fatalf("exit %d, asked %q", code, sp.asked)
	}
	if !strings.Contains(out.String(), "Teaching is on") {
		t.Errorf("the continued setup does not teach:\n%s", out)
	}
	f := loadGame(t, gamefile.Current())
	if !f.Settings.Teach || len(f.Settings.Players) != 2 {
		t.Errorf("settings %+v, want Ana and Bo in a game that teaches", f.Settings)
	}
}

// The same holds for a turn left open in the play loop: "stephens turn"
// with a flag that says another action than the one kept is refused
// naming the draft and the one flag given, and the one that agrees goes
// on from the kept answers.
func TestTurnFlagOverAKeptTurn(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	mustRun(t, "--game", path, "new", "--names", "Ana,Bruno,Carla", "--seed", "7", "--start-disks", "2a,5a,gate-5", "--no-input")
	a, _, _, _ := ttyApp(t, "en", "0", "^C") // Bruno: glass, then Ctrl-C at the furnace
	a.Game = path
	if code, _, _ := cmdutil.Classify(gamecmd.RunPlay(a), a.P); code != cmdutil.ExitInterrupted {
		t.Fatalf("exit %d", code)
	}
	draft := drive.GameDraftPath(path)
	b, _, _, err := atTerminal(t, gamecmd.NewTurnCmd, path, []string{"--factory", "lower-left"})
	code, msg, hints := cmdutil.Classify(err, b.P)
	if code != cmdutil.ExitUsage || !strings.Contains(msg, draft) || !strings.Contains(msg, `--factory gives "took products from a small factory" for "What did Bruno do?", but the answers kept in `) || len(hints) != 2 ||
		hints[0] != "to go on from the kept answers, give the command again without --factory" {
		t.Errorf("exit %d %q %q", code, msg, hints)
	}
	if _, _, _, err := atTerminal(t, gamecmd.NewTurnCmd, path, []string{"--furnace", "upper-left"}); err != nil {
		t.Fatalf("the flag that agrees: %v", err)
	}
	if _, err := os.Stat(draft); !os.IsNotExist(err) {
		t.Errorf("the turn is recorded, its draft is still there: %v", err)
	}
}
