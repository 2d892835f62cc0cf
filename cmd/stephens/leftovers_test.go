package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
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
	s := &ioStreams{In: strings.NewReader(keys), Out: &out, Err: &errb, InTTY: true, OutTTY: true, Width: 80}
	code = run(args, s, func(string) string { return "" }, nil)
	return code, out.String(), errb.String()
}

// A scoring-track number the table did not keep when asked to confirm it
// (past space 55, rules-facts §5.3) is not recapped as accepted when the
// score sheet comes back after Ctrl-C: only the number kept is.
func TestScoreResumeRecapsOnlyTheKeptTrack(t *testing.T) {
	state := t.TempDir()
	code, _, stderr := runKeysIn(t, state, "2\rAna\rBo\r250\r\r31\r\x03", "score")
	if code != exitInterrupted {
		t.Fatalf("exit %d, stderr %q; want 130", code, stderr)
	}
	code, out, stderr := runKeysIn(t, state, "\x03", "score")
	if code != exitInterrupted {
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
			if code, _, stderr := runWith(t, nil, args...); code != exitOK {
				t.Fatalf("%v: %d %s", args, code, stderr)
			}
		}
		code, out, stderr := runWith(t, nil, "--lang", lang, "undo", "--yes")
		if code != exitOK || !strings.Contains(strings.Join(strings.Fields(out), " "), text) {
			t.Errorf("%s: undo of the Automa turn: exit %d, stdout %q, stderr %q", lang, code, out, stderr)
		}
		code, out, _ = runWith(t, nil, "--lang", lang, "undo", "--yes")
		if code != exitOK || strings.Contains(strings.Join(strings.Fields(out), " "), text) {
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
		if code, _, stderr := runWith(t, nil, args...); code != exitOK {
			t.Fatalf("%v: %d %s", args, code, stderr)
		}
	}
	if code, out, stderr := runWith(t, nil, "undo", "3", "--yes"); code != exitOK || !strings.Contains(strings.Join(strings.Fields(out), " "), "Put the 2 Automa cards revealed") {
		t.Errorf("undo 3: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}
