package main

import (
	"os"
	"strconv"
	"strings"
	"testing"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/companion/game"
)

// SelectHelp is a list that takes '?': the answer "?" is that key, "?N"
// that key with the cursor moved to item N first.
func (s *scriptedPrompter) SelectHelp(label string, items []string, cursor int) (int, error) {
	if len(s.answers) > 0 && strings.HasPrefix(s.answers[0], "?") {
		a, _ := s.next(label)
		s.cursors = append(s.cursors, cursor)
		if n, err := strconv.Atoi(a[1:]); err == nil {
			return n, prompt.ErrHelp
		}
		return cursor, prompt.ErrHelp
	}
	return s.Select(label, items, cursor)
}

// count is how often a label was asked.
func count(asked []string, label string) int {
	n := 0
	for _, l := range asked {
		if l == label {
			n++
		}
	}
	return n
}

// "?" at a list (the army's question) and typed at a number prompt (the
// refill) shows the rule with the page of the user's edition and asks the
// same question again; the answers after it are recorded as if "?" had
// never been typed.
func TestRuleBehindAQuestion(t *testing.T) {
	path := resetDue(t)
	a, sp, out, _ := ttyApp(t, "en",
		"?", "=no", // the army: the rule, then "no"
		"?", "3", "=use it this time only", // the refill: the rule, then 3, not kept
		"^C")
	a.Game = path
	if err := gamecmd.RunPlay(a); err == nil {
		t.Fatal("the play loop did not end at Ctrl-C")
	}
	o := out.String()
	for _, want := range []string{
		"Rule: Advance the French army (pp. 15–17)",
		"Rule: Replenish the furnaces (pp. 15–17)",
		"Where the editions differ:",
		"stephens rules show replenish-furnaces",
	} {
		if !strings.Contains(o, want) {
			t.Errorf("not shown: %q\n%s", want, o)
		}
	}
	if n := count(sp.asked, "How many cubes does space 50 of the scoring track show for 3 players?"); n != 2 {
		t.Errorf("the refill question was asked %d times, want twice (before and after its rule): %q", n, sp.asked)
	}
	f, err := gamefile.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	var refills []game.Event
	for _, e := range f.Events {
		if e.Kind == game.KindResetStep && e.Step == game.StepRefill {
			refills = append(refills, e)
		}
	}
	if len(refills) != 1 || refills[0].Count != 3 {
		t.Errorf("refill recorded %+v, want one with 3 cubes", refills)
	}
}

// "stephens teach": the setting is shown, switched and kept in the game
// file; a finished game is never rewritten.
func TestTeachCommand(t *testing.T) {
	gameDirs(t)
	path := newGame(t, "Ana,Bo", "3")
	if out := mustRun(t, "--game", path, "teach"); !strings.Contains(out, "does not teach") {
		t.Errorf("teach: %s", out)
	}
	mustRun(t, "--game", path, "teach", "on")
	f, err := gamefile.Load(path)
	if err != nil || !f.Settings.Teach || f.Version != 2 {
		t.Fatalf("teach on: %+v %v", f, err)
	}
	if out := mustRun(t, "--game", path, "teach", "aus", "--lang", "de"); !strings.Contains(out, "Erklärungen aus") {
		t.Errorf("teach aus: %s", out)
	}
	f, _ = gamefile.Load(path)
	if f.Settings.Teach || f.Version != 1 {
		t.Fatalf("teach off: teach %v version %d", f.Settings.Teach, f.Version)
	}
	code, _, errs := runWith(t, nil, "--game", path, "teach", "maybe")
	if code != cmdutil.ExitUsage || !strings.Contains(errs, "on, off") {
		t.Errorf("teach maybe: %d %s", code, errs)
	}

	// A finished game.
	mustRun(t, append([]string{"--game", path, "score", "--finish"}, sheetFlags([]string{"Ana", "Bo"}, []string{"30", "20"}, []string{"0", "0"})...)...)
	before, _ := os.ReadFile(path)
	code, _, errs = runWith(t, nil, "--game", path, "teach", "on")
	after, _ := os.ReadFile(path)
	if code != cmdutil.ExitUsage || !strings.Contains(errs, "never rewritten") || string(before) != string(after) {
		t.Errorf("teach on a finished game: %d %s", code, errs)
	}
}
