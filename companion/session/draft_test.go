package session_test

import (
	"testing"

	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
)

// A question half answered before the break (its parts kept in the draft)
// is offered again with those parts only while every answer before it
// still holds (test-gaps D2). When an earlier answer no longer fits (a
// transcription changed since: the pick "c" is not an option now), the
// answers from there on are dropped and asked again, and the old parts of
// the later question, picked after an answer that is gone, are not
// offered: the question comes fresh, and no parts are said.
func TestHalfAnsweredQuestionNotReopenedAfterDroppedAnswers(t *testing.T) {
	for _, c := range []struct {
		name, pick string
		reopened   bool
	}{
		{"every answer still holds", "a", true},
		{"the pick no longer fits", "c", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			store := &memStore{}
			answers := &walk.Answers{}
			answers.Set("pick", c.pick)
			if err := store.Save(&walk.Draft{Unit: "u", Answers: answers, Open: "count", Parts: "4"}); err != nil {
				t.Fatal(err)
			}
			var got *session.Asking
			keep := func(t *testing.T, a *session.Asking) { got = a }
			steps := []step{{id: "count", check: keep, reply: session.Reply{Value: "3"}}}
			if !c.reopened {
				steps = append([]step{{id: "pick", reply: session.Reply{Value: "a"}}}, steps...)
			}
			front := &fakeFront{t: t, steps: steps}
			if _, err := run(t, &session.Session{Front: front, Unit: &session.Unit{Store: store, Name: "u"}}, choice("")); err != nil {
				t.Fatal(err)
			}
			front.done(t)
			if got.HasParts != c.reopened || c.reopened && got.Parts != "4" {
				t.Errorf("count asked with parts %q (%v), want reopened %v", got.Parts, got.HasParts, c.reopened)
			}
			if n := len(front.said(session.NoteParts)); (n > 0) != c.reopened {
				t.Errorf("%d notes of the parts kept, want reopened %v", n, c.reopened)
			}
			if n := len(front.said(session.NoteDropped)); (n > 0) == c.reopened {
				t.Errorf("%d notes of dropped answers", n)
			}
		})
	}
}
