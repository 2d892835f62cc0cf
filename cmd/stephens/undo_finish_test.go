package main

import (
	"strings"
	"testing"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
)

// stephens undo does not take back the end of a finished game on one
// stray command (playtest pt1 F18): at a terminal it asks first, naming
// the end it takes back, and "no" (the default) keeps the game in the
// history; in a script it exits 2 naming the game unless --yes says so.
// Any other entry is taken back at once, as before.
func TestUndoAsksBeforeTakingBackTheEnd(t *testing.T) {
	gameDirs(t)
	finishGameT(t, []string{"Eva", "Bo"}, []string{"75", "43"})
	code, _, errs := runWith(t, nil, "undo")
	if code != cmdutil.ExitUsage || !strings.Contains(errs, "this would take back the end of the finished game") ||
		!strings.Contains(errs, "(the game is over; winner: Eva)") || !strings.Contains(errs, "--yes") {
		t.Errorf("script: exit %d, %s", code, errs)
	}
	if h := mustRun(t, "history"); !strings.Contains(h, "Eva:76:1") {
		t.Errorf("refused undo changed the record:\n%s", h)
	}
	for _, lang := range []string{"en", "de", "pt"} {
		a, sp, out, _ := ttyApp(t, lang, "n")
		if err := runArgs(a, gamecmd.NewUndoCmd); err != nil {
			t.Fatal(err)
		}
		want := map[string]string{"en": "Take back the end of the game (the game is over; winner: Eva)?",
			"de": "Das Ende der Partie zurücknehmen (die Partie ist vorbei; Sieg: Eva)?",
			"pt": "Anular o fim do jogo (o jogo terminou; vencedor: Eva)?"}[lang]
		if len(sp.asked) != 1 || !strings.HasPrefix(sp.asked[0], want) || strings.Contains(out.String(), "undone") {
			t.Errorf("%s: asked %q, printed %q", lang, sp.asked, out)
		}
	}
	if h := mustRun(t, "history"); !strings.Contains(h, "Eva:76:1") {
		t.Errorf("no at the terminal changed the record:\n%s", h)
	}
	a, _, out, _ := ttyApp(t, "en", "y")
	if err := runArgs(a, gamecmd.NewUndoCmd); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "undone: the game is over; winner: Eva") {
		t.Errorf("yes: %s", out)
	}
	if h := mustRun(t, "history", "--json"); strings.TrimSpace(h) != "[]" {
		t.Errorf("after yes: %s", h)
	}
	mustRun(t, "undo") // a turn's entry: no question
}

// stephens undo at a terminal asks first, naming what it takes back, as
// play's undo does (issue 18 item 2): "no" (the default) keeps the game,
// "undo 2" names both entries, newest first. In a script the command line
// is the request: no question.
func TestUndoAtATerminalAsksNamingTheEntries(t *testing.T) {
	gameDirs(t)
	mustRun(t, "new", "--names", "Ana,Bo", "--seed", "7", "--start-disks", "2a,3a")
	mustRun(t, "turn", "--furnace", "upper-right")
	mustRun(t, "turn", "--furnace", "lower-left")
	before := mustRun(t, "log")
	a, sp, out, _ := ttyApp(t, "en", "n")
	if err := runArgs(a, gamecmd.NewUndoCmd); err != nil {
		t.Fatal(err)
	}
	if len(sp.asked) != 1 || !strings.HasPrefix(sp.asked[0], "Take back the last entry: ") || !strings.Contains(sp.asked[0], "lower-left furnace") {
		t.Errorf("asked %q", sp.asked)
	}
	if after := mustRun(t, "log"); after != before || strings.Contains(out.String(), "undone") {
		t.Errorf("no took something back:\n%s\n%s", after, out)
	}
	a, sp, out, _ = ttyApp(t, "de", "y")
	if err := runArgs(a, gamecmd.NewUndoCmd, "2"); err != nil {
		t.Fatal(err)
	}
	if len(sp.asked) != 1 || !strings.HasPrefix(sp.asked[0], "Die letzten 2 Einträge zurücknehmen: ") ||
		strings.Index(sp.asked[0], "unten links") > strings.Index(sp.asked[0], "oben rechts") {
		t.Errorf("asked %q", sp.asked)
	}
	if log := mustRun(t, "log"); strings.Contains(log, "\tfurnace\t") || !strings.Contains(out.String(), "zurückgenommen:") {
		t.Errorf("yes kept the turns:\n%s\n%s", log, out)
	}
	mustRun(t, "turn", "--furnace", "upper-right")
	mustRun(t, "undo") // a script: no question
	if log := mustRun(t, "log"); strings.Contains(log, "\tfurnace\t") {
		t.Errorf("script undo kept the turn:\n%s", log)
	}
}
