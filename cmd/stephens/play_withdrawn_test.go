//go:build !race

// promptui's Run races internally: its prompts stay out of -race runs.

package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

// lockedBuffer is a buffer written by a prompt's goroutines and read by
// the test.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// waitFor waits until b holds text (failing after a minute: a hang, not
// a measure).
func waitFor(t *testing.T, b *lockedBuffer, text string) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !strings.Contains(b.String(), text); {
		if time.Now().After(deadline) {
			t.Fatalf("never shown: %q\n%s", text, b.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// The question open at `stephens play` (the real prompt, reading its keys
// one at a time) is withdrawn when the turn is recorded elsewhere (issue
// 28): play says so in one line and asks the next turn from the game as
// it is now, and nothing is recorded twice. Ctrl-C at the next question
// still ends it as before (130).
func TestPlayPromptWithdrawnByATurnElsewhere(t *testing.T) {
	gameDirs(t)
	path := newGame(t, "Ana,Bo", "7")
	keys, typed := io.Pipe()
	defer typed.Close()
	var out, errOut lockedBuffer
	a := &cmdutil.App{IO: &cmdutil.IOStreams{In: keys, Out: &out, Err: &errOut, InTTY: true, OutTTY: true, Width: 100},
		P: locales.New("en"), Getenv: os.Getenv, Game: path}
	done := make(chan error, 1)
	go func() { done <- gamecmd.RunPlay(a) }()
	waitFor(t, &out, "What did Bo do?")

	// Another command records Bo's turn meanwhile (it takes the game's
	// lock: play holds none while it asks).
	mustRun(t, "turn", "--furnace", "upper-left", "--game", path)
	waitFor(t, &out, "What did Ana do?")
	waitFor(t, &errOut, "The game was changed elsewhere")

	if _, err := typed.Write([]byte{3}); err != nil { // Ctrl-C
		t.Fatal(err)
	}
	var ee *cmdutil.ExitErr
	if err := <-done; !errors.As(err, &ee) || ee.Code != cmdutil.ExitInterrupted {
		t.Fatalf("play ended with %v", err)
	}
	f, err := gameFile(path)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range f.Events {
		if e.Kind == game.KindFurnace {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d turns recorded, want Bo's once", n)
	}
}

func gameFile(path string) (*game.File, error) {
	buf, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return game.ParseFile(buf)
}
