package prompt

import (
	"bytes"
	"io"
	"sync"

	compview "github.com/pileup-companion/stephens/companion/view"
)

// promptui redraws a prompt by moving the cursor up as many lines as it
// wrote. A line the terminal wraps is two lines on the screen but one to
// promptui, so every redraw of a long label or item ate a line of what was
// printed before it, and left copies of the list behind. Everything a
// prompt draws is therefore fitted to the terminal's width here: a long
// label is wrapped, its first lines printed above the prompt; a long item
// is cut with "…" and shown whole under the list while it is the active
// one; the answered line is cut to fit.

// cells, cut, wrap and fitLabel are the text fitting of view
// (view.Cells, view.Cut, view.WrapCells, view.FitLabel).
func cells(s string) int               { return compview.Cells(s) }
func cut(s string, room int) string    { return compview.Cut(s, room) }
func wrap(s string, room int) []string { return compview.WrapCells(s, room) }
func fitLabel(label string, room int) (head []string, last string) {
	return compview.FitLabel(label, room)
}

// gate is the output of one prompt. promptui's input goroutine may still
// draw after the prompt has returned (readline hands the answer over
// before it shows the key that ended it): such a late frame would redraw
// the answered prompt over the next one or over the line that says what
// was recorded. Once the prompt has returned, the gate drops every write;
// once Enter has been read, it drops the frames that still show the input
// cursor (the answered line promptui draws last has none).
type gate struct {
	mu      sync.Mutex
	w       io.Writer
	entered bool
	closed  bool
}

var cursorGlyph = []byte("█")

func (g *gate) Write(b []byte) (int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed || g.entered && bytes.Contains(b, cursorGlyph) {
		return len(b), nil
	}
	return g.w.Write(b)
}

// Close is promptui's: the gate stays open until shut.
func (g *gate) Close() error { return nil }

func (g *gate) enter() {
	g.mu.Lock()
	g.entered = true
	g.mu.Unlock()
}

func (g *gate) isEntered() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.entered
}

func (g *gate) shut() {
	g.mu.Lock()
	g.closed = true
	g.mu.Unlock()
}

// enterAsCR turns a newline into the Enter key for text prompts and tells
// the gate when Enter was read. Keys typed ahead, before the prompt puts
// the terminal in raw mode, reach it as "\n" (the terminal's own CR-to-NL
// translation); promptui would take that for a character, wiping the
// default instead of accepting it.
type enterAsCR struct {
	io.ReadCloser
	g *gate
}

func (e enterAsCR) Read(p []byte) (int, error) {
	n, err := e.ReadCloser.Read(p)
	for i := 0; i < n; i++ {
		if p[i] == '\n' {
			p[i] = '\r'
		}
		if p[i] == '\r' && e.g != nil {
			e.g.enter()
		}
	}
	return n, err
}
