package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/fold"
	"github.com/pileup-companion/stephens/companion/walk"
)

// runKeysIn is runKeys over a state folder the caller keeps, so a second
// run finds the draft the first one left.
func runKeysIn(t *testing.T, state, keys string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	if raceEnabled {
		t.Skip("promptui races internally")
	}
	t.Setenv("XDG_STATE_HOME", state)
	store.Reload()
	t.Cleanup(store.Reload)
	var out, errb bytes.Buffer
	s := &cmdutil.IOStreams{In: strings.NewReader(keys), Out: &out, Err: &errb, InTTY: true, OutTTY: true, Width: 80}
	code = run(args, s, func(string) string { return "" }, nil)
	return code, out.String(), errb.String()
}

// A scoring-track number the table did not keep when asked to confirm it
// (past space 55, rules-facts §5.3) is not recapped as accepted when the
// score sheet comes back after Ctrl-C: only the number kept is.
func TestScoreResumeRecapsOnlyTheKeptTrack(t *testing.T) {
	state := t.TempDir()
	code, _, stderr := runKeysIn(t, state, "2\rAna\rBo\r250\r\r31\r\x03", "score")
	if code != cmdutil.ExitInterrupted {
		t.Fatalf("exit %d, stderr %q; want 130", code, stderr)
	}
	code, out, stderr := runKeysIn(t, state, "\x03", "score")
	if code != cmdutil.ExitInterrupted {
		t.Fatalf("resume: exit %d, stderr %q; want 130", code, stderr)
	}
	if !strings.Contains(out, "stands: 31") {
		t.Errorf("the kept number is not recapped:\n%s", out)
	}
	if strings.Contains(out, "250") {
		t.Errorf("the number taken back is recapped:\n%s", out)
	}
}

// Undo that takes back an Automa turn played from the physical deck says
// to put the flipped card back on top of the deck (rules-facts §8.5), in
// each language; a player's turn taken back says nothing of cards.
func TestUndoPhysicalAutomaTurnPutsTheCardBack(t *testing.T) {
	want := map[string]string{
		"en": "Put the Automa card revealed in that turn back face down on top of its deck",
		"de": "Leg die in diesem Zug aufgedeckte Automatonkarte verdeckt zurück oben auf seinen Stapel",
		"pt": "Põe a carta do Automa revelada nesse turno de volta no topo do seu baralho",
	}
	for lang, text := range want {
		gameDirs(t)
		steps := [][]string{
			{"new", "--names", "Eva", "--seed", "2", "--no-input", "--automa-deck", "physical", "--start-disks", "2a"},
			{"turn", "--furnace", "upper-left"},
			{"automa", "--action", "small-factory", "--at", "upper-left", "--arrow", "clockwise", "--supply-section", "0", "--highest", "1", "--furnace", "lower-left"},
		}
		for _, args := range steps {
			if code, _, stderr := runWith(t, nil, args...); code != cmdutil.ExitOK {
				t.Fatalf("%v: %d %s", args, code, stderr)
			}
		}
		code, out, stderr := runWith(t, nil, "--lang", lang, "undo", "--yes")
		if code != cmdutil.ExitOK || !strings.Contains(strings.Join(strings.Fields(out), " "), text) {
			t.Errorf("%s: undo of the Automa turn: exit %d, stdout %q, stderr %q", lang, code, out, stderr)
		}
		code, out, _ = runWith(t, nil, "--lang", lang, "undo", "--yes")
		if code != cmdutil.ExitOK || strings.Contains(strings.Join(strings.Fields(out), " "), text) {
			t.Errorf("%s: undo of Eva's turn: exit %d, stdout %q", lang, code, out)
		}
	}
	// Two Automa turns taken back at once: both cards go back.
	gameDirs(t)
	for _, args := range [][]string{
		{"new", "--names", "Eva", "--seed", "2", "--no-input", "--automa-deck", "physical", "--start-disks", "2a"},
		{"turn", "--furnace", "upper-left"},
		{"automa", "--action", "small-factory", "--at", "upper-left", "--arrow", "clockwise", "--supply-section", "0", "--highest", "1", "--furnace", "lower-left"},
		{"turn", "--furnace", "upper-right"},
		{"automa", "--action", "small-factory", "--at", "upper-left", "--arrow", "clockwise", "--supply-section", "0", "--highest", "1", "--furnace", "lower-right"},
	} {
		if code, _, stderr := runWith(t, nil, args...); code != cmdutil.ExitOK {
			t.Fatalf("%v: %d %s", args, code, stderr)
		}
	}
	if code, out, stderr := runWith(t, nil, "undo", "3", "--yes"); code != cmdutil.ExitOK || !strings.Contains(strings.Join(strings.Fields(out), " "), "Put the 2 Automa cards revealed") {
		t.Errorf("undo 3: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

// A list that keeps the table's menu and can also step back (the step-6
// delivery list asked again after the table said the factory shows no such
// bonus) keeps the menu's shape: "← back" comes before the menu, and undo,
// history and pause stay last, as at every unit's first question. Each
// entry still does what it says, at a plain list, a list asked in parts
// and a pick list alike.
func TestMenuStaysLastAfterBack(t *testing.T) {
	opts := []walk.Option{{Value: "a", Label: walk.M("prompt.yes")}, {Value: "b", Label: walk.M("prompt.no")}}
	parts := []walk.Option{
		{Value: "a:x", Path: []walk.Msg{walk.M("prompt.yes"), walk.M("prompt.yes")}},
		{Value: "b:x", Path: []walk.Msg{walk.M("prompt.no"), walk.M("prompt.yes")}},
	}
	questions := map[string]*walk.Question{
		"choice": {ID: "q", Kind: walk.Choice, Menu: true, Options: opts, Prompt: walk.M("prompt.continue")},
		"parts":  {ID: "q", Kind: walk.Choice, Menu: true, Options: parts, Prompt: walk.M("prompt.continue")},
		"list":   {ID: "q", Kind: walk.List, Menu: true, Options: opts, Prompt: walk.M("prompt.continue")},
	}
	for name, q := range questions {
		for _, pick := range []string{"=← back", "=pause"} {
			a, sp, _, _ := ttyApp(t, "en", pick)
			d := drive.NewDriver(a, nil)
			d.Menu = []string{prompt.Group("undo"), "history", "pause"}
			_, err := d.Prompt(q, true)
			items := sp.items
			if n := len(items); n < 4 || items[n-4] != "← back" || items[n-1] != "pause" {
				t.Errorf("%s: items %q: want ← back, then undo, history, pause last", name, items)
			}
			var mp *drive.MenuPick
			switch {
			case pick == "=← back" && !errors.Is(err, drive.ErrBack):
				t.Errorf("%s: ← back gave %v", name, err)
			case pick == "=pause" && (!errors.As(err, &mp) || mp.Index != 2):
				t.Errorf("%s: pause gave %v", name, err)
			}
		}
	}
}

// "stephens state" at 70 columns draws its tables within 70 columns in
// every language (German and Portuguese drew the player table 72 wide: the
// masters header was one word too long to fold), with four players.
func TestStateFitsSeventyColumns(t *testing.T) {
	gameDirs(t)
	mustRun(t, "new", "--names", "Ana,Bo,Carla,Dieter", "--seed", "3", "--no-input", "--start-disks", "2a,3a,3b,5a")
	for _, lang := range []string{"en", "de", "pt"} {
		var out, errb bytes.Buffer
		s := &cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, OutTTY: true, Width: 70}
		if code := run([]string{"--lang", lang, "state"}, s, func(string) string { return "" }, nil); code != cmdutil.ExitOK {
			t.Fatalf("%s: exit %d: %s", lang, code, errb.String())
		}
		for _, l := range strings.Split(out.String(), "\n") {
			if n := fold.Width(l); n > 70 {
				t.Errorf("%s: line %d columns wide, over 70: %q", lang, n, l)
			}
		}
	}
}
