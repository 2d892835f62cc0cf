package session_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
)

// A "no" to "does this factory show B6?" is kept for the rest of the game
// (issue 29; rules-facts §6: which factory carries which bonus is printed
// on the board only, §13): recorded as an entry of its own, it survives
// Ctrl-C at the next question and the undo of a later entry, so the
// delivery is not offered there again and the question is not asked twice.
func TestBonusNotShownKeptThroughCtrlCAndUndo_6(t *testing.T) {
	r := &resetTable{t: t, s: at45(t), store: &memStore{}}
	front := &fakeFront{t: t, fallback: true}
	r.newSession(front)
	for r.s.Reset == nil || r.s.Reset.Current() != game.StepSupply {
		r.mustUnit(front)
	}
	base := r.s.Clone()
	var events []game.Event // recorded since base, as the game file keeps them
	unit := func() error {
		w := play.NewWalk(r.s, play.Known{}, play.ResetStep)
		r.ses.Unit = &session.Unit{Store: r.store, Name: fmt.Sprintf("play %d", r.units), What: walk.M("walk.unit.reset"), Resume: walk.M("game.seams.resume_hint")}
		if _, err := r.ses.Run(t.Context(), w.Script); err != nil {
			return err
		}
		r.s = w.Table().State
		events = append(events, w.Table().Events...)
		r.ses.Settle()
		r.units++
		return nil
	}
	const pink = "Pedro:lower-right:pink" // fits B6 only; the lower-right is not read
	offered := func(a *session.Asking) bool {
		return slices.ContainsFunc(a.Q.Options, func(o walk.Option) bool { return o.Value == pink || o.Value == pink+":B6" })
	}

	// The table says no: one unit, recorded.
	front = &fakeFront{t: t}
	r.newSession(front)
	front.steps = []step{
		{id: "reset.supply.1", reply: session.Reply{Value: pink}, check: func(t *testing.T, a *session.Asking) {
			if !offered(a) {
				t.Fatal("1 pink to the lower-right is not offered before the table answered")
			}
		}},
		{id: "reset.supply.1.shows", reply: session.Reply{Value: walk.No}},
	}
	if err := unit(); err != nil {
		t.Fatal(err)
	}
	front.done(t)
	want := game.Event{Kind: game.KindNotShown, At: companion.LowerRight, Bonus: "B6"}
	if len(events) != 1 || events[0].Kind != want.Kind || events[0].At != want.At || events[0].Bonus != want.Bonus {
		t.Fatalf("recorded %+v, want %+v", events, want)
	}

	// Ctrl-C at the step's list; back in a new process, it is not offered.
	front.steps = []step{{id: "reset.supply.1", err: fmt.Errorf("^C: %w", session.ErrInterrupted), check: func(t *testing.T, a *session.Asking) {
		if offered(a) {
			t.Error("offered again right after the table's no")
		}
	}}}
	var stopped *session.Interrupted
	if err := unit(); !errors.As(err, &stopped) {
		t.Fatalf("Ctrl-C ended the unit with %v", err)
	}
	front = &fakeFront{t: t}
	r.newSession(front)
	front.steps = []step{{id: "reset.supply.1", reply: session.Reply{Value: "Pedro:lower-left:orange"}, check: func(t *testing.T, a *session.Asking) {
		if offered(a) {
			t.Error("offered again after Ctrl-C and resume")
		}
	}}}
	if err := unit(); err != nil {
		t.Fatal(err)
	}
	front.done(t)

	// Undo of the later delivery (the table's undo: play.TakeBack) keeps
	// the answer.
	replay := func(keep int) (*game.State, error) {
		s := base.Clone()
		for _, e := range events[:keep] {
			if err := s.Apply(e); err != nil {
				return nil, err
			}
		}
		return s, nil
	}
	back, before, err := play.TakeBackFrom(events, play.Known{}, replay)
	if err != nil || back != 1 {
		t.Fatalf("undo takes back %d (%v)", back, err)
	}
	events = events[:len(events)-back]
	r.s = before
	if !r.s.SaidNotShown(companion.LowerRight, "B6") {
		t.Fatal("undo of a later entry dropped the table's no")
	}
	front = &fakeFront{t: t}
	r.newSession(front)
	front.steps = []step{{id: "reset.supply.1", reply: session.Reply{Value: "done"}, check: func(t *testing.T, a *session.Asking) {
		if offered(a) {
			t.Error("offered again after the undo of a later entry")
		}
	}}}
	if err := unit(); err != nil {
		t.Fatal(err)
	}
	front.done(t)
	// Later in the game (the next reset phases), still kept.
	if !r.s.SaidNotShown(companion.LowerRight, "B6") {
		t.Error("the answer is gone once the step is over")
	}
}
