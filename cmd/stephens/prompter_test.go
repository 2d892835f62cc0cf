package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/locales"
)

// scriptedPrompter answers prompts from a list, as a person at the
// terminal would: a Select takes the index of the item, Text and Number
// the text typed ("" is Enter), Confirm "y" or "n"; "^C" is Ctrl-C. A
// Select answer "=TEXT" picks the item that reads TEXT. It records the
// label of every prompt.
type scriptedPrompter struct {
	t       *testing.T
	answers []string
	asked   []string
	items   []string // every item offered by a Select
	cursors []int    // the item each Select opened on
	// onAsk, when set, runs before the n-th prompt (from 1) is answered:
	// what another program does while the prompt waits.
	onAsk func(n int)
}

func (s *scriptedPrompter) next(label string) (string, error) {
	s.t.Helper()
	s.asked = append(s.asked, label)
	if s.onAsk != nil {
		s.onAsk(len(s.asked))
	}
	if len(s.answers) == 0 {
		s.t.Fatalf("no answer left for %q (asked %q)", label, s.asked)
	}
	a := s.answers[0]
	s.answers = s.answers[1:]
	if a == "^C" {
		return "", prompt.ErrInterrupt
	}
	return a, nil
}

func (s *scriptedPrompter) Select(label string, items []string, cursor int) (int, error) {
	s.items = append(s.items, items...)
	s.cursors = append(s.cursors, cursor)
	a, err := s.next(label)
	if err != nil {
		return 0, err
	}
	if text, ok := strings.CutPrefix(a, "="); ok { // the item that reads so
		for i, it := range items {
			if prompt.Plain(it) == text {
				return i, nil
			}
		}
		s.t.Fatalf("%q: no item %q in %q", label, text, items)
	}
	n, err := strconv.Atoi(a)
	if err != nil || n < 0 || n >= len(items) {
		s.t.Fatalf("%q: no item %q in %q (asked %q)", label, a, items, s.asked)
	}
	return n, nil
}

func (s *scriptedPrompter) typed(label, def string, check func(string) error) (string, error) {
	a, err := s.next(label)
	if err != nil {
		return "", err
	}
	if check != nil {
		if err := check(a); err != nil {
			s.t.Fatalf("%q: %q refused: %v (asked %q)", label, a, err, s.asked)
		}
	}
	if a == "" {
		return def, nil
	}
	return a, nil
}

func (s *scriptedPrompter) Text(label, def string, check func(string) error) (string, error) {
	return s.typed(label, def, check)
}

func (s *scriptedPrompter) Number(label, def string, check func(string) error) (string, error) {
	return s.typed(label, def, check)
}

func (s *scriptedPrompter) Confirm(label string, def bool) (bool, error) {
	a, err := s.next(label)
	return a == "y", err
}

// ttyApp is an app at a pretend terminal whose prompts are answered by
// the given list; its config folder is fresh.
func ttyApp(t *testing.T, lang string, answers ...string) (*cmdutil.App, *scriptedPrompter, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	var out, errb bytes.Buffer
	sp := &scriptedPrompter{t: t, answers: answers}
	a := &cmdutil.App{IO: &cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, InTTY: true, OutTTY: true, Width: 100},
		P: locales.New(lang), Getenv: os.Getenv, Asker: sp}
	return a, sp, &out, &errb
}

// Ctrl-C during the setup keeps its answers in the setup's draft, with the
// seed (issue 18): the hint says how many and where, and no game is
// written yet. The next "stephens new" makes the same draws, shows what was
// answered, and asks the first open question: the checklist.
func TestNewInterruptedKeepsTheDraws(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	// names and colours, empty name to end, then Ctrl-C at the first
	// checklist block.
	a, _, _, _ := ttyApp(t, "en", "Ana", "0", "Bo", "0", "", "^C")
	a.Game = path
	err := runNewArgs(a, "--seed", "7")
	code, msg, hints := cmdutil.Classify(err, a.P)
	if code != cmdutil.ExitInterrupted || msg != "interrupted" || len(hints) != 2 ||
		!strings.HasPrefix(hints[0], "the 5 answers given in the setup of the new game are kept in "+drive.DraftPath("setup")) ||
		hints[1] != `the setup goes on from there with "stephens new"` {
		t.Fatalf("interrupted setup: %d %q %q", code, msg, hints)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("an unfinished setup wrote the game: %v", err)
	}

	// Back at the table (no seed given): the same seed, the answers shown,
	// the checklist asked.
	b, sp, out, _ := ttyApp(t, "en", "^C")
	b.Game = path
	_ = gamecmd.RunNew(b, &cmdutil.FlagSource{}, &gamecmd.NewOptions{Clock: time.Now})
	for _, want := range []string{"seed 7 ", "the 5 answers given before the break are kept", "✔ Name of the player in seat 2"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("resumed setup lacks %q:\n%s", want, out)
		}
	}
	if len(sp.asked) != 1 || sp.asked[0] != "All of this done?" {
		t.Errorf("resumed at %q", sp.asked)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("an unfinished setup wrote the game: %v", err)
	}
}

// The answers kept are the ones the table gave: a checklist block
// confirmed with "Done" is no answer, nor is a question with one choice
// that was said instead of asked; the hint and the resumed screen count
// the same (issue 18's seams).
func TestKeptAnswersCountOnlyTheTables(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	// Names and colours, the empty name, the first checklist block
	// confirmed, then Ctrl-C at the second.
	a, sp, _, _ := ttyApp(t, "en", "Ana", "0", "Bo", "0", "", "0", "^C")
	a.Game = path
	code, _, hints := cmdutil.Classify(runNewArgs(a, "--seed", "7"), a.P)
	if len(sp.asked) < 7 || sp.asked[5] != "All of this done?" {
		t.Fatalf("asked %q", sp.asked)
	}
	if code != cmdutil.ExitInterrupted || len(hints) != 2 || !strings.HasPrefix(hints[0], "the 5 answers given in the setup of the new game are kept in ") {
		t.Fatalf("interrupted setup: %d %q", code, hints)
	}
	b, _, out, _ := ttyApp(t, "en", "^C")
	b.Game = path
	_ = gamecmd.RunNew(b, &cmdutil.FlagSource{}, &gamecmd.NewOptions{Clock: time.Now})
	if !strings.Contains(out.String(), "the 5 answers given before the break are kept") {
		t.Errorf("resumed setup:\n%s", out)
	}

	// Four players: the last colour is the only one left, said instead of
	// asked; 4 names and 3 colours are the table's.
	if err := os.Remove(drive.DraftPath("setup")); err != nil {
		t.Fatal(err)
	}
	c, sp, _, _ := ttyApp(t, "en", "Ana", "0", "Bo", "0", "Cy", "0", "Di", "0", "^C")
	c.Game = filepath.Join(dir, "g4.yaml")
	_, _, hints = cmdutil.Classify(runNewArgs(c, "--seed", "7"), c.P)
	if slices.Contains(sp.asked, "Di's colour") || len(hints) != 2 || !strings.HasPrefix(hints[0], "the 7 answers given in the setup of the new game are kept in ") {
		t.Fatalf("asked %q, hints %q", sp.asked, hints)
	}
	e, _, out, _ := ttyApp(t, "en", "^C")
	e.Game = c.Game
	_ = gamecmd.RunNew(e, &cmdutil.FlagSource{}, &gamecmd.NewOptions{Clock: time.Now})
	if !strings.Contains(out.String(), "the 7 answers given before the break are kept") {
		t.Errorf("resumed setup:\n%s", out)
	}
}
