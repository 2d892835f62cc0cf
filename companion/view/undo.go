package view

import (
	"strings"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
)

// What undo takes back, in words: the entry the table made (what) and the
// entries recorded after it without a question (with, play.TakeBack),
// which go with it.

// DescribeEvents says events in words, in order, each as it read when it
// was recorded: replayed from before, the game ahead of the first.
func (sc Screen) DescribeEvents(before *game.State, events []game.Event) []string {
	out := make([]string, 0, len(events))
	c := before.Clone()
	for _, e := range events {
		out = append(out, sc.P.Render(play.Describe(c, e)))
		_ = c.Apply(e) // it applied before; only its words are wanted
	}
	return out
}

// UndoAsk is the confirmation: the entry, and by name what goes with it.
func (sc Screen) UndoAsk(what string, with []string) string {
	if len(with) == 0 {
		return sc.P.T("game.seams.undo_ask", "What", what)
	}
	return sc.P.N("game.seams.undo_ask_with", len(with), "What", what, "With", strings.Join(with, "; "))
}

// UndoDone says what was taken back, in one piece as it was asked
// (Screen.Undone).
func (sc Screen) UndoDone(what string, with []string) string {
	line := sc.P.T("game.undo.line", "What", what)
	if len(with) > 0 {
		line = sc.P.N("game.undo.line_with", len(with), "What", what, "With", strings.Join(with, "; "))
	}
	return sc.Undone(line)
}

// Undone is one "undone: …" line: for a person folded at spaces, the
// lines after the first indented under it as other notes are; whole when
// piped (one line per entry, for grep).
func (sc Screen) Undone(line string) string {
	if !sc.Person {
		return line
	}
	return strings.TrimPrefix(sc.Wrap("  "+line), "  ")
}
