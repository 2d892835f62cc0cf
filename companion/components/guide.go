package components

import (
	"sync"

	"github.com/pileup-companion/stephens/companion/walk"
)

// Guide walks a transcription part by part: each part (an army stop, a
// small factory, an Automa card) is a walkthrough of its own over a fresh
// working copy of what is kept so far. On a terminal a front end runs one
// part at a time and saves after each, so an interrupted guide keeps every
// part answered in full and nothing of the part it was in; without one it
// runs every part at once from the flags and saves once.
type Guide[T any] struct {
	kept  T
	work  T
	clone func(T) T
	same  func(a, b T) bool
	parts []Part[T]
	next  int // the first part not kept yet
	ran   int // the part after the last one Script or All walked
}

// Part asks one part of a transcription and writes its answers into work,
// the working copy of this replay. Like any script it must be pure: the
// same answers, the same questions and the same result.
type Part[T any] func(work T, t *walk.T) error

// NewGuide starts a guide over kept (never changed itself); clone copies
// a transcription deeply and same tells whether two are equal, so a front
// end saves only what changed.
func NewGuide[T any](kept T, clone func(T) T, same func(a, b T) bool, parts ...Part[T]) *Guide[T] {
	return &Guide[T]{kept: clone(kept), work: clone(kept), clone: clone, same: same, parts: parts}
}

// Left is how many parts are still to walk, the next one included: a
// front end names the part in progress by it (counted from the end, it is
// the same whether or not the guide starts by asking to continue).
func (g *Guide[T]) Left() int { return len(g.parts) - g.next }

// Done reports whether every part is kept.
func (g *Guide[T]) Done() bool { return g.next >= len(g.parts) }

// Script walks the next part.
func (g *Guide[T]) Script(t *walk.T) error {
	g.work, g.ran = g.clone(g.kept), g.next+1
	if g.Done() {
		return nil
	}
	return g.parts[g.next](g.work, t)
}

// All walks every part not kept yet, one after the other, as one
// walkthrough.
func (g *Guide[T]) All(t *walk.T) error {
	g.work, g.ran = g.clone(g.kept), len(g.parts)
	for _, p := range g.parts[min(g.next, len(g.parts)):] {
		if err := p(g.work, t); err != nil {
			return err
		}
	}
	return nil
}

// Commit keeps what the last walk of Script or All answered (call it once
// that walk has finished) and returns the transcription to save and
// whether it changed.
func (g *Guide[T]) Commit() (T, bool) {
	changed := !g.same(g.kept, g.work)
	g.kept, g.next = g.clone(g.work), max(g.next, g.ran)
	return g.clone(g.kept), changed
}

// Kept is the transcription as kept so far.
func (g *Guide[T]) Kept() T { return g.clone(g.kept) }

// Working is the working copy of the last replay: what the parts walked
// in it had answered, up to the question it stopped at.
func (g *Guide[T]) Working() T { return g.clone(g.work) }

// ClearFlags answer the question asked before a transcription is removed.
var ClearFlags = sync.OnceValue(func() walk.Flags {
	return walk.Flags{
		{Name: "yes", Mode: walk.OnOff, Spare: true, Help: walk.M("components.flag.yes")},
	}
})

// ClearQuestion asks before a whole transcription ("refills", "bonuses")
// holding count values is removed; "no" is the answer unless given.
func ClearQuestion(area string, count int) *walk.Question {
	return &walk.Question{ID: area + ".clear", Kind: walk.YesNo, Flag: "yes", Default: walk.No,
		Prompt: walk.M("components."+area+".clear_ask", "Count", count), What: walk.M("components." + area + ".clear_what")}
}
