package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
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
	a, err := s.next(label)
	if err != nil {
		return 0, err
	}
	if text, ok := strings.CutPrefix(a, "="); ok { // the item that reads so
		for i, it := range items {
			if it == text {
				return i, nil
			}
		}
		s.t.Fatalf("%q: no item %q in %q", label, text, items)
	}
	n, err := strconv.Atoi(a)
	if err != nil || n < 0 || n >= len(items) {
		s.t.Fatalf("%q: no item %q in %q", label, a, items)
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
			s.t.Fatalf("%q: %q refused: %v", label, a, err)
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
func ttyApp(t *testing.T, lang string, answers ...string) (*app, *scriptedPrompter, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	var out, errb bytes.Buffer
	sp := &scriptedPrompter{t: t, answers: answers}
	a := &app{io: &ioStreams{In: strings.NewReader(""), Out: &out, Err: &errb, InTTY: true, OutTTY: true, Width: 100},
		p: locales.New(lang), getenv: os.Getenv, asker: sp}
	return a, sp, &out, &errb
}

// Ctrl-C during the setup checklist keeps the game with its seeded draws
// (the table is already laying them out), says where, and "play" goes on
// with the starting disks; Ctrl-C before the draws leaves nothing.
func TestNewInterruptedKeepsTheDraws(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	// names and colours, empty name to end, then Ctrl-C at the first
	// checklist block.
	a, _, _, _ := ttyApp(t, "en", "Ana", "0", "Bo", "0", "", "^C")
	a.game = path
	err := runNew(a, &flagSource{}, &newOptions{seed: "7", clock: time.Now})
	code, msg, hints := classify(err, a.p)
	if code != exitInterrupted || msg != "interrupted" || len(hints) != 1 || !strings.Contains(hints[0], path) {
		t.Fatalf("interrupted setup: %d %q %q", code, msg, hints)
	}
	f, err := gamefile.Load(path)
	if err != nil {
		t.Fatalf("the interrupted setup left no readable game: %v", err)
	}
	if len(f.Settings.Players) != 2 || f.Settings.Seed != 7 || len(f.Events) == 0 {
		t.Fatalf("kept game: %d players, seed %d, %d events", len(f.Settings.Players), f.Settings.Seed, len(f.Events))
	}
	if got := gamefile.Current(); got != path {
		t.Fatalf("current game %q, want %q", got, path)
	}

	// Before the draws there is nothing to keep.
	other := filepath.Join(dir, "h.yaml")
	b, _, _, _ := ttyApp(t, "en", "Ana", "^C")
	b.game = other
	err = runNew(b, &flagSource{}, &newOptions{seed: "7", clock: time.Now})
	if code, _, hints := classify(err, b.p); code != exitInterrupted || len(hints) != 0 {
		t.Fatalf("interrupted names: %d %q", code, hints)
	}
	if _, err := os.Stat(other); !os.IsNotExist(err) {
		t.Fatalf("an interrupted setup before the draws wrote %s", other)
	}
}
