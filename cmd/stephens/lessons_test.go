package main

import (
	"path/filepath"
	"strings"
	"testing"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
)

// A lesson is said once a game (issue 22), whatever happens at the table
// between: a pause, Ctrl-C, a look at the history, undo. Coming back to a
// walkthrough whose lesson was said before the break, the table reads one
// line naming the rule and its page, not the lesson again; within a
// session (after undo or the history) not even that.

const glassLesson = "First time: Obtain glass from the Stephens' factory"
const glassLessonText = "Take exactly 1 translucent cube from one furnace"
const glassReminder = "Explained before: Obtain glass from the Stephens' factory"

// teachingGame is a new game that teaches: Ana and Bruno, Bruno first.
func teachingGame(t *testing.T) string {
	t.Helper()
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	mustRun(t, "--game", path, "new", "--teach", "--names", "Ana,Bruno", "--seed", "7", "--start-disks", "2a,5a", "--no-input")
	return path
}

// Ctrl-C after "took glass" (the lesson said), then the play loop again:
// the turn comes back with its answer and a one-line reminder where the
// lesson was.
func TestLessonNotRepeatedOnResume(t *testing.T) {
	path := teachingGame(t)
	a, _, out, _ := ttyApp(t, "en", "=took glass from a furnace", "^C")
	a.Game = path
	if code, _, _ := cmdutil.Classify(gamecmd.RunPlay(a), a.P); code != cmdutil.ExitInterrupted {
		t.Fatalf("exit %d", code)
	}
	if strings.Count(out.String(), glassLesson) != 1 {
		t.Fatalf("the first glass turn was not taught:\n%s", out)
	}
	b, sp, out, _ := ttyApp(t, "en", "^C")
	b.Game = path
	_ = gamecmd.RunPlay(b)
	o := out.String()
	if strings.Contains(o, glassLesson) || strings.Contains(o, glassLessonText) {
		t.Errorf("the lesson was said again on resume:\n%s", o)
	}
	if strings.Count(o, glassReminder) != 1 {
		t.Errorf("no one-line reminder of the lesson on resume:\n%s", o)
	}
	if len(sp.asked) != 1 || !strings.HasPrefix(sp.asked[0], "From which furnace") {
		t.Errorf("resumed at %q", sp.asked)
	}
}

// A pause at the first question of a reset step whose lessons were said:
// "stephens play" comes back to the step with a reminder of each.
func TestLessonNotRepeatedAfterAPause(t *testing.T) {
	path := resetDue(t)
	mustRun(t, "--game", path, "teach", "on")
	a, _, out, _ := ttyApp(t, "en", "=pause (continue later with stephens resume)")
	a.Game = path
	if err := gamecmd.RunPlay(a); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"First time: Reset phase", "First time: Advance the French army"} {
		if !strings.Contains(out.String(), want) {
			t.Fatalf("not taught: %q\n%s", want, out)
		}
	}
	b, _, out, _ := ttyApp(t, "en", "^C")
	b.Game = path
	_ = gamecmd.RunPlay(b)
	o := out.String()
	if strings.Contains(o, "First time:") {
		t.Errorf("a lesson was said again after the pause:\n%s", o)
	}
	for _, want := range []string{"Explained before: Reset phase", "Explained before: Advance the French army"} {
		if strings.Count(o, want) != 1 {
			t.Errorf("no reminder %q after the pause:\n%s", want, o)
		}
	}
}

// The history looked at from a reset step's first question: the step is
// asked again at once, its lessons not said again (nor reminded: they are
// on the screen).
func TestLessonNotRepeatedAfterTheHistory(t *testing.T) {
	path := resetDue(t)
	mustRun(t, "--game", path, "teach", "on")
	a, _, out, _ := ttyApp(t, "en", "=show the recent history", "^C")
	a.Game = path
	_ = gamecmd.RunPlay(a)
	o := out.String()
	if n := strings.Count(o, "First time: Advance the French army"); n != 1 {
		t.Errorf("the army's lesson was said %d times:\n%s", n, o)
	}
	if strings.Contains(o, "Explained before:") {
		t.Errorf("a reminder within the session:\n%s", o)
	}
}

// Undo across a lesson: the glass turn taken back and taken again is not
// taught again, at the table nor with flags.
func TestLessonNotRepeatedAfterUndo(t *testing.T) {
	path := teachingGame(t)
	a, sp, out, _ := ttyApp(t, "en", "=took glass from a furnace", "=upper-left furnace (green): 4 left",
		"=undo the last entry", "y", "=took glass from a furnace", "^C")
	a.Game = path
	_ = gamecmd.RunPlay(a)
	o := out.String()
	if n := strings.Count(o, glassLesson); n != 1 {
		t.Errorf("the glass lesson was said %d times across undo (asked %q):\n%s", n, sp.asked, o)
	}
	if strings.Contains(o, "Explained before:") {
		t.Errorf("a reminder within the session:\n%s", o)
	}

	other := teachingGame(t)
	first := mustRun(t, "--game", other, "turn", "--furnace", "upper-left")
	mustRun(t, "--game", other, "undo")
	second := mustRun(t, "--game", other, "turn", "--furnace", "upper-left")
	if !strings.Contains(first, glassLesson) || strings.Contains(second, glassLesson) || strings.Contains(second, glassLessonText) {
		t.Errorf("with flags, across undo:\nfirst:\n%s\nsecond:\n%s", first, second)
	}
}

// Undo from a reset step takes back the last entry the table made: the
// steps recorded after it without a question (no 2a, small factories
// already empty) go with it. Taking back only the last of those, the play
// loop recorded it again at once, and the table could never get past it.
func TestUndoGoesPastStepsThatAskNothing(t *testing.T) {
	path := resetDue(t)
	refill := "How many cubes does space 50 of the scoring track show for 3 players?"
	a, sp, _, _ := ttyApp(t, "en", "=no", "3", "=use it this time only", // army, refill, not remembered; steps 3 and 4 ask nothing
		"=undo the last entry", "y", "^C")
	a.Game = path
	_ = gamecmd.RunPlay(a)
	if n := count(sp.asked, refill); n != 2 {
		t.Errorf("the refill was asked %d times, want again after undo: %q", n, sp.asked)
	}
	var confirm string
	for _, l := range sp.asked {
		if strings.HasPrefix(l, "Take back") {
			confirm = l
		}
	}
	if !strings.Contains(confirm, "3 cubes") || !strings.Contains(confirm, "with the 2 entries that followed it without a question") {
		t.Errorf("undo asked %q, want the refill named, with the 2 steps after it", confirm)
	}
	log := mustRun(t, "--game", path, "log")
	if strings.Contains(log, "cubes into each empty furnace") || !strings.Contains(log, "the French army moved 55 → 50") {
		t.Errorf("after undo the log is:\n%s", log)
	}
}

// The final scoring's lesson is said when the sheet opens the first time
// (here at the end of the final reset phase, from flags), set apart by one
// blank line, not two; opened again at the table, one line reminds of it.
func TestScoringLessonOnceAndApart(t *testing.T) {
	path := teachingGame(t)
	mustRun(t, "--game", path, "turn", "--end-triggered")
	for i := 0; ; i++ {
		if i == 6 {
			t.Fatal("the final reset phase never came")
		}
		if out := mustRun(t, "--game", path, "turn", "--furnace", "lower-left"); strings.Contains(out, "final reset phase is due") {
			break
		}
	}
	out := mustRun(t, "--game", path, "reset", "--no-supply")
	if strings.Count(out, "First time: Final Scoring") != 1 || strings.Contains(out, "\n\n\n") {
		t.Errorf("the scoring lesson, once and apart:\n%s", out)
	}
	for range 2 {
		a, _, screen, _ := ttyApp(t, "en", "^C")
		a.Game = path
		_ = gamecmd.RunPlay(a)
		if o := screen.String(); strings.Contains(o, "First time:") || strings.Count(o, "Explained before: Final Scoring") != 1 {
			t.Errorf("the sheet opened again:\n%s", o)
		}
	}
}

// "?" at a part of a question asked in parts (the factory of a delivery)
// shows the rule and asks that part again, the parts picked kept; the
// same at a question resumed in parts after Ctrl-C.
func TestRuleAtAPartKeepsTheParts(t *testing.T) {
	path := resetDue(t)
	factory := "Which small factory does Cy supply?"
	cubes := "Which cubes does Cy deliver to the lower-right small factory?"
	a, sp, _, _ := ttyApp(t, "en", "=no", "3", "=use it this time only", "=done", "2 orange + 2 pink + 2 black", "", "", "=Cy delivers", "?", "=lower-right small factory", "^C")
	a.Game = path
	_ = gamecmd.RunPlay(a)
	if n := len(sp.asked); n < 3 || sp.asked[n-3] != factory || sp.asked[n-2] != factory || sp.asked[n-1] != cubes {
		t.Errorf("after ? at the factory: asked %q", sp.asked)
	}
	b, sp, out, _ := ttyApp(t, "en", "?", "^C")
	b.Game = path
	_ = gamecmd.RunPlay(b)
	if len(sp.asked) != 2 || sp.asked[0] != cubes || sp.asked[1] != cubes || !strings.Contains(out.String(), "Rule: Supply small factories") ||
		!strings.Contains(out.String(), "✔ Record a delivery? Cy delivers · lower-right small factory\n") {
		t.Errorf("after ? at the resumed cubes: asked %q\n%s", sp.asked, out)
	}
}

// A physical Automa card's lower section left after its first part (2
// cubes) comes back at its second part, with the first said as its own
// question showed it; "?" there keeps it.
func TestAutomaLowerSectionResumedInParts(t *testing.T) {
	gameDirs(t)
	mustRun(t, "new", "--names", "Eva", "--seed", "22", "--no-input", "--start-disks", "2a",
		"--difficulty", "normal", "--opponent", "none", "--automa-deck", "physical")
	mustRun(t, "turn", "--furnace", "upper-left")
	a, _, _, _ := ttyApp(t, "en", "0", "0", "0", "0", "0", "=2 cubes", "^C")
	_ = gamecmd.RunPlay(a)
	b, sp, out, _ := ttyApp(t, "en", "?", "=upper-right small factory", "^C")
	_ = gamecmd.RunPlay(b)
	start := "Which small factory does the supply start at?"
	if len(sp.asked) != 3 || sp.asked[0] != start || sp.asked[1] != start || sp.asked[2] != "Which way does the arrow turn?" {
		t.Errorf("resumed lower section asked %q", sp.asked)
	}
	if !strings.Contains(out.String(), "✔ Lower section: how many cubes does it supply (0-4)? 2 cubes\n") {
		t.Errorf("the part picked before the break is not shown:\n%s", out)
	}
}
