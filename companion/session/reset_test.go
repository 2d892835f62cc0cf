package session_test

import (
	"context"
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

// resetTable runs the reset phase of a game unit by unit, as the play
// loop does: one session for the table, a unit per reset step, the draft
// of the unit in progress in one store, each unit settled once recorded.
type resetTable struct {
	t     *testing.T
	s     *game.State
	store *memStore
	ses   *session.Session
	units int
	kept  []session.Kept
}

var playMenu = []session.Entry{{Label: walk.M("game.play.undo"), Group: true}, {Label: walk.M("game.play.history")}, {Label: walk.M("game.play.pause")}}

// newSession is the table coming (back) to the game: a new process.
func (r *resetTable) newSession(front session.FrontEnd) {
	r.ses = &session.Session{Front: front, Menu: playMenu, Kept: func(k session.Kept) { r.kept = append(r.kept, k) }}
}

// unit runs the next reset step; recorded, the game goes on from it.
func (r *resetTable) unit() ([]walk.Line, error) {
	r.t.Helper()
	w := play.NewWalk(r.s, play.Known{}, play.ResetStep)
	r.ses.Unit = &session.Unit{Store: r.store, Name: fmt.Sprintf("play %d", r.units), What: walk.M("walk.unit.reset"), Resume: walk.M("game.seams.resume_hint")}
	lines, err := r.ses.Run(context.Background(), w.Script)
	if err != nil {
		return nil, err
	}
	r.s = w.Table().State
	r.ses.Settle()
	r.units++
	if r.store.buf != nil {
		r.t.Fatalf("unit %d recorded, its draft still kept", r.units)
	}
	return lines, nil
}

func (r *resetTable) mustUnit(front *fakeFront) []walk.Line {
	r.t.Helper()
	lines, err := r.unit()
	if err != nil {
		r.t.Fatalf("unit %d: %v", r.units, err)
	}
	front.done(r.t)
	return lines
}

// A whole reset phase (rules-facts §5.2, the rulebook's example E7–E8 at
// space 45 for 4 players) answered at a front end with no terminal:
// Ctrl-C in the middle of a delivery picked in parts leaves a draft with
// the parts; the table comes back in a new process, is told what was
// kept and goes on from the parts.
func TestResetPhaseInterruptedAndResumed_5_2(t *testing.T) {
	r := &resetTable{t: t, s: at45(t), store: &memStore{}}
	front := &fakeFront{t: t}
	r.newSession(front)

	// Step 1, the army: 50 → 45; the first question of the unit offers
	// the menu, no back.
	front.steps = []step{{id: "reset.army", reply: session.Reply{Value: walk.No}, check: func(t *testing.T, a *session.Asking) {
		if a.CanBack || len(a.Menu) != 3 || a.Offer != walk.No || a.Reoffer || a.Q.Topic != "french-army" {
			t.Errorf("army asked %+v", a)
		}
	}}}
	lines := r.mustUnit(front)
	if r.s.Army != 45 {
		t.Fatalf("army on %d", r.s.Army)
	}
	if len(lines) != 0 {
		t.Errorf("lines left after the army's question: %v", lines)
	}
	if ids := front.lineIDs(); !slices.Contains(ids, "game.reset.step_header") {
		t.Errorf("the step's heading was not said before its question: %v", ids)
	}

	// Step 2, refill: space 45 for 4 players is the rulebook's example
	// (E8): said, not asked, with the whole unit's lines left to show.
	lines = r.mustUnit(front)
	if !slices.ContainsFunc(lines, func(l walk.Line) bool { return l.Msg.ID == "values.refill.from_proven" }) {
		t.Errorf("refill said %v", lines)
	}
	// Steps 3–5: VP confirmed ("done": no marker met the army; issue 29
	// item 2), nothing to empty, investments.
	front.steps = []step{{id: "reset.vp", reply: session.Reply{Value: walk.No}}}
	r.mustUnit(front)
	for r.s.Reset.Current() != game.StepSupply {
		front.fallback = true
		r.mustUnit(front)
		front.fallback = false
	}

	// Step 6, supply: Pedro, then the lower-left small factory picked,
	// then Ctrl-C.
	front.steps = []step{{id: "reset.supply.1", parts: []string{"Pedro", "Pedro:lower-left"}, err: fmt.Errorf("^C: %w", session.ErrInterrupted)}}
	_, err := r.unit()
	var stopped *session.Interrupted
	if !errors.As(err, &stopped) || !errors.Is(err, session.ErrInterrupted) {
		t.Fatalf("Ctrl-C ended the unit with %v", err)
	}
	if k := stopped.Kept; k.Given != 1 || k.Where != "drafts/game.yaml" || k.What.ID != "walk.unit.reset" || k.Resume.ID != "game.seams.resume_hint" {
		t.Errorf("kept %+v", k)
	}
	if d := r.store.draft(t); d.Open != "reset.supply.1" || d.Parts != "Pedro:lower-left" || d.Unit != "play 5" {
		t.Errorf("draft %+v", d)
	}
	if last := r.kept[len(r.kept)-1]; last.Given != 1 {
		t.Errorf("the signal handler was told %+v", last)
	}

	// Back in a new process: the parts come back, once.
	front = &fakeFront{t: t}
	r.newSession(front)
	front.steps = []step{{id: "reset.supply.1", reply: session.Reply{Value: "Pedro:lower-left:orange"}, check: func(t *testing.T, a *session.Asking) {
		if !a.HasParts || a.Parts != "Pedro:lower-left" || a.CanBack || len(a.Menu) != 3 {
			t.Errorf("resumed without the parts: %+v", a)
		}
	}}}
	r.mustUnit(front)
	if n := front.said(session.NoteResumed); len(n) != 1 || n[0].Count != 1 || n[0].What.ID != "walk.unit.reset" {
		t.Errorf("resumed said %+v", n)
	}
	if n := front.said(session.NoteParts); len(n) != 1 || n[0].Parts != "Pedro:lower-left" || n[0].Q.ID != "reset.supply.1" {
		t.Errorf("parts said %+v", n)
	}
	// The next delivery is a unit of its own: nothing more, then step 7,
	// contracts, and the phase is over.
	front.steps = []step{{id: "reset.supply.2", reply: session.Reply{Value: "done"}, check: func(t *testing.T, a *session.Asking) {
		if a.HasParts || a.CanBack {
			t.Errorf("next delivery asked %+v", a)
		}
	}}}
	r.mustUnit(front)
	front.steps = []step{{id: "reset.contracts"}}
	r.mustUnit(front)
	if r.s.Army != 45 || r.s.Resets != 2 {
		t.Errorf("after the phase: army %d, %d resets", r.s.Army, r.s.Resets)
	}
	if r.s.Factories[companion.LowerLeft].Orange == 0 {
		t.Error("Pedro's delivery was not recorded")
	}
}

// The lessons of a teaching game (rules-facts §5.2, the first reset phase) come
// to the front end with the lines before the question, with their topic;
// once taught, the lesson is only a reminder, given where the table comes
// back to the game (RecapNext) and left out where the unit before is
// still in view.
func TestLessonsOfATeachingGame(t *testing.T) {
	s := atReset(t, 1)
	s.Settings.Teach = true
	lessons := func(front *fakeFront) []walk.Line {
		var out []walk.Line
		for _, n := range front.said(session.NoteLines) {
			for _, l := range n.Lines {
				if l.Style == walk.Lesson {
					out = append(out, l)
				}
			}
		}
		return out
	}
	front := &fakeFront{t: t, steps: []step{{id: "reset.army", err: session.ErrInterrupted}}}
	if _, err := run(t, &session.Session{Front: front}, play.NewWalk(s, play.Known{}, play.ResetStep).Script); !errors.Is(err, session.ErrInterrupted) {
		t.Fatal(err)
	}
	first := lessons(front)
	if len(first) == 0 || first[0].Topic == "" || first[0].Recap {
		t.Fatalf("lessons %+v", first)
	}
	s.Settings.Taught = play.Taught(s.Settings, first)
	for _, recap := range []bool{true, false} {
		front = &fakeFront{t: t, steps: []step{{id: "reset.army", err: session.ErrInterrupted}}}
		_, _ = run(t, &session.Session{Front: front, RecapNext: recap}, play.NewWalk(s, play.Known{}, play.ResetStep).Script)
		again := lessons(front)
		if recap && (len(again) == 0 || !again[0].Recap) || !recap && len(again) > 0 {
			t.Errorf("recap %v: lessons %+v", recap, again)
		}
	}
}
