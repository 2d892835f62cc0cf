package main

import (
	"strings"
	"testing"
	"unicode/utf8"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
)

// A terminal resized during a game (100 columns, then 80 or less): the
// play loop takes the new width before each turn and reset step, so the
// text it folds fits the window as it is now; folded for the old width,
// the terminal broke each line mid-word (found playing 100 → 80 columns).
func TestPlayFollowsAResizedTerminal(t *testing.T) {
	path := resetDue(t)
	a, _, out, _ := ttyApp(t, "en", "^C") // Width 100 when the session began
	a.Game = path
	a.IO.Size = func() (int, bool) { return 60, true } // the window is narrower now
	_ = gamecmd.RunPlay(a)
	if a.IO.Width != 60 {
		t.Fatalf("width %d after the resize, want 60", a.IO.Width)
	}
	folded := 0
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.ContainsAny(l, "│┌└├─") { // the tables fit themselves
			continue
		}
		if n := utf8.RuneCountInString(l); n > 60 {
			t.Errorf("a line of %d columns in a 60-column window: %q", n, l)
		}
		if l != "" {
			folded++
		}
	}
	if folded < 3 {
		t.Fatalf("nothing printed to check:\n%s", out)
	}
	// Without a way to read the size (piped, or COLUMNS set), it holds.
	b, _, _, _ := ttyApp(t, "en")
	if b.IO.FollowResize() || b.IO.Width != 100 {
		t.Errorf("a fixed width changed: %d", b.IO.Width)
	}
}
