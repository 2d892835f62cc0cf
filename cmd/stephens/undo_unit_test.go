package main

import (
	"strings"
	"testing"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
)

// resetWithTranscribedRefill: a 3-player game whose first reset phase
// stands at step 3, the army's answer given and the refill of space 50
// read from the transcription (recorded without a question; rules-facts
// §5.2 steps 1–2).
func resetWithTranscribedRefill(t *testing.T) string {
	t.Helper()
	path := resetDue(t)
	mustRun(t, "components", "refills", "--set", "50:3=3")
	a, _, _, _ := ttyApp(t, "en", "=no", "^C") // the army; the refill follows by itself
	a.Game = path
	_ = gamecmd.RunPlay(a)
	if log := mustRun(t, "--game", path, "log"); !strings.Contains(log, "cubes into each empty furnace") {
		t.Fatalf("the refill was not read from the transcription:\n%s", log)
	}
	return path
}

// stephens undo without a number takes back what the table's undo takes
// back (play.TakeBack): the army's answer with the refill read from the
// transcription after it; the refill alone would come straight back
// (play test pt1 F9, for the command). Asked at a terminal, both are named
// in the question and in the "undone" line (leftover (a)).
func TestUndoCommandTakesBackTheTableUnit(t *testing.T) {
	path := resetWithTranscribedRefill(t)
	a, sp, out, _ := ttyApp(t, "en", "y")
	a.Game = path
	if err := runArgs(a, gamecmd.NewUndoCmd); err != nil {
		t.Fatal(err)
	}
	if len(sp.asked) != 1 || !strings.Contains(sp.asked[0], "the French army moved 55 → 50, with the ") ||
		!strings.Contains(sp.asked[0], "3 cubes into each empty furnace") {
		t.Errorf("asked %q, want the army's entry with the refill named", sp.asked)
	}
	said := strings.Join(strings.Fields(out.String()), " ")
	if !strings.Contains(said, "undone: reset phase: the French army moved 55 → 50, with the ") || !strings.Contains(said, "followed it without a question (reset phase: 3 cubes into each empty furnace") {
		t.Errorf("the undone line:\n%s", out)
	}
	if log := mustRun(t, "--game", path, "log"); strings.Contains(log, "French army") || strings.Contains(log, "cubes into each empty furnace") {
		t.Errorf("after undo the log is:\n%s", log)
	}
}

// In a script, stephens undo (no number) takes back the same unit, and
// says it on one line; "undo 1" is still exactly one entry.
func TestUndoCommandUnitInAScript(t *testing.T) {
	path := resetWithTranscribedRefill(t)
	out := mustRun(t, "--game", path, "undo", "1")
	if strings.Count(out, "undone: ") != 1 || strings.Contains(out, "French army") {
		t.Errorf("undo 1 said:\n%s", out)
	}
	if log := mustRun(t, "--game", path, "log"); !strings.Contains(log, "French army") || !strings.Contains(log, "cubes into each empty furnace") {
		t.Errorf("undo 1 took back more than one entry:\n%s", log)
	}
	path2 := resetWithTranscribedRefill(t)
	out = mustRun(t, "--game", path2, "undo")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !strings.HasPrefix(lines[0], "undone: reset phase: the French army moved 55 → 50, with the ") || !strings.Contains(lines[0], "(reset phase: 3 cubes into each empty furnace") {
		t.Errorf("undo said:\n%s", out)
	}
	if log := mustRun(t, "--game", path2, "log"); strings.Contains(log, "French army") {
		t.Errorf("undo kept the army's entry:\n%s", log)
	}
}
