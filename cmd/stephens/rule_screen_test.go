package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/rules"
)

// A rule taller than the terminal names itself again at its end, just
// above the question asked again (play test pt1 F7: '?' at the first
// setup question scrolled "Regel: Individueller Aufbau (S. 5)" off a
// 40-line screen); one that fits is not named twice.
func TestShowRuleTallerThanScreenNamesItselfAtTheEnd(t *testing.T) {
	for _, c := range []struct {
		lang, head string
	}{{"de", "Regel: Individueller Aufbau"}, {"en", "Rule: "}, {"pt", "Regra: "}} {
		show := func(height int) []string {
			var out bytes.Buffer
			a := &cmdutil.App{IO: &cmdutil.IOStreams{Out: &out, Err: &bytes.Buffer{}, OutTTY: true, Width: 100, Height: height}, P: locales.New(c.lang)}
			drive.ShowRule(a, rules.Stephens, "player-setup")
			return strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
		}
		lines := show(40)
		if !strings.HasPrefix(lines[0], c.head) {
			t.Fatalf("%s: first line %q, want the heading %q…", c.lang, lines[0], c.head)
		}
		if len(lines) < 40 {
			t.Fatalf("%s: player-setup is %d lines, no longer taller than 40: pick a longer topic", c.lang, len(lines))
		}
		tail := strings.Join(lines[len(lines)-4:], "\n")
		if !strings.Contains(tail, "↑ "+lines[0]) {
			t.Errorf("%s at 40 lines: the end does not name the rule again:\n%s", c.lang, tail)
		}
		for _, h := range []int{0, len(lines) + 10} { // unknown height, or it fits
			if got := strings.Join(show(h), "\n"); strings.Contains(got, "↑ ") {
				t.Errorf("%s at height %d: the rule is named twice though it fits", c.lang, h)
			}
		}
	}
}

// A `?` rule and every folded line follow a window resized in the middle
// of a question (play tests pt2 #1 and de3 #6: resized from 100 to 80
// columns, the rule kept 100 and the terminal broke its lines mid-word):
// the same App folds to the width the terminal has when it prints.
func TestRuleAndFoldedLinesFollowAResize(t *testing.T) {
	var out bytes.Buffer
	width := 100
	a := &cmdutil.App{IO: &cmdutil.IOStreams{Out: &out, Err: &bytes.Buffer{}, OutTTY: true, Width: 100,
		Size: func() (int, bool) { return width, true }}, P: locales.New("pt")}
	widest := func(text string) int {
		n := 0
		for _, l := range strings.Split(text, "\n") {
			n = max(n, len([]rune(l)))
		}
		return n
	}
	long := strings.Repeat("As contagens são nossas, não vêm impressas no tabuleiro. ", 6)
	for _, w := range []int{100, 80, 60, 100} {
		width = w
		out.Reset()
		drive.ShowRule(a, rules.Stephens, "solo-difficulty")
		if got := widest(out.String()); got > w || got < w-25 {
			t.Errorf("the rule at %d columns is %d wide:\n%s", w, got, out.String())
		}
		if got := widest(a.Wrap(long)); got > w || got < w-20 {
			t.Errorf("a folded line at %d columns is %d wide", w, got)
		}
	}
}
