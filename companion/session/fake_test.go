package session_test

import (
	"context"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
)

// step is what the fake table does at one question: check what it was
// asked (check, optional), then reply, or fail with err.
type step struct {
	id    string
	check func(t *testing.T, a *session.Asking)
	reply session.Reply
	err   error
	// parts are kept (Asking.Keep) before the reply, one by one.
	parts []string
}

// fakeFront is a front end with no terminal: it answers from a script of
// steps, in order, and records everything it was asked and told.
type fakeFront struct {
	t     *testing.T
	steps []step
	// fallback, when set, answers a question no step is left for with
	// what it offers first.
	fallback bool
	asked    []*session.Asking
	notes    []session.Note
}

func (f *fakeFront) Ask(ctx context.Context, a *session.Asking) (session.Reply, error) {
	f.t.Helper()
	f.asked = append(f.asked, a)
	if len(f.steps) == 0 {
		if f.fallback && a.Q.Flag == "gained" { // step 5: cubes enough for the deliveries the tests make (§5.2)
			return session.Reply{Value: "3 orange + 3 pink + 3 black"}, nil
		}
		if f.fallback {
			return session.Reply{Value: a.Offer}, nil
		}
		f.t.Fatalf("asked %s with no step left", a.Q.ID)
	}
	s := f.steps[0]
	f.steps = f.steps[1:]
	if s.id != a.Q.ID {
		f.t.Fatalf("asked %s, the table expected %s", a.Q.ID, s.id)
	}
	if s.check != nil {
		s.check(f.t, a)
	}
	for _, p := range s.parts {
		if err := a.Keep(p); err != nil {
			return session.Reply{}, err
		}
	}
	if s.err != nil {
		return session.Reply{}, s.err
	}
	return s.reply, nil
}

func (f *fakeFront) Say(n session.Note) { f.notes = append(f.notes, n) }

// done fails unless every step was taken.
func (f *fakeFront) done(t *testing.T) {
	t.Helper()
	if len(f.steps) > 0 {
		t.Fatalf("steps not taken: %s first", f.steps[0].id)
	}
}

// said lists the notes of a kind.
func (f *fakeFront) said(kind session.NoteKind) []session.Note {
	var out []session.Note
	for _, n := range f.notes {
		if n.Kind == kind {
			out = append(out, n)
		}
	}
	return out
}

// lineIDs are the message IDs of the lines the front end was given.
func (f *fakeFront) lineIDs() []string {
	var ids []string
	for _, n := range f.said(session.NoteLines) {
		for _, l := range n.Lines {
			ids = append(ids, l.Msg.ID)
		}
	}
	return ids
}

// memStore keeps a draft in memory as its file would: marshalled, read
// back with the strict reader.
type memStore struct {
	buf   []byte
	saves int
}

func (m *memStore) Load() *walk.Draft {
	if m.buf == nil {
		return nil
	}
	d, err := walk.ParseDraft(m.buf)
	if err != nil {
		return nil
	}
	return d
}

func (m *memStore) Save(d *walk.Draft) error {
	m.buf = d.Marshal()
	m.saves++
	return nil
}

func (m *memStore) Remove()       { m.buf = nil }
func (m *memStore) Where() string { return "drafts/game.yaml" }

// draft is what the store keeps (fails when nothing).
func (m *memStore) draft(t *testing.T) *walk.Draft {
	t.Helper()
	d := m.Load()
	if d == nil {
		t.Fatal("no draft kept")
	}
	return d
}

// given is a command line: the flags and their values as typed.
func given(flags walk.Flags, typed map[string][]string) *walk.Given {
	if typed == nil {
		typed = map[string][]string{}
	}
	return &walk.Given{Flags: flags, Typed: typed}
}

// at45 is the rulebook's reset example (rules-facts §10 E6–E8): a
// 4-player game in its second reset phase, the army still on 50.
func at45(t *testing.T) *game.State {
	t.Helper()
	s := atReset(t, 2)
	if s.Army != 50 || s.Resets != 1 {
		t.Fatalf("army %d after %d resets", s.Army, s.Resets)
	}
	return s
}

// atReset is the 4-player game of at45 at the start of its nth reset
// phase, those before it recorded by events (the army meets no marker).
func atReset(t *testing.T, nth int) *game.State {
	t.Helper()
	st, err := game.NewSettings([]string{"Ângela", "Maria", "André", "Pedro"}, []string{"teal", "yellow", "gray", "red"}, 11)
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.New(st)
	if err != nil {
		t.Fatal(err)
	}
	apply := func(es ...game.Event) {
		t.Helper()
		for _, e := range es {
			if err := s.Apply(e); err != nil {
				t.Fatalf("%+v: %v", e, err)
			}
		}
	}
	apply(game.Event{Kind: game.KindStartPlayer, Seat: 0},
		game.Event{Kind: game.KindStartingProfession, Seat: 0, Side: companion.Left},
		game.Event{Kind: game.KindStartingProfession, Seat: 1, Side: companion.Right},
		game.Event{Kind: game.KindStartingProfession, Seat: 2, Side: companion.Left},
		game.Event{Kind: game.KindStartingProfession, Seat: 3, Side: companion.Right},
		game.Event{Kind: game.KindStartingDisk, Seat: 0, Disk: "2a"},
		game.Event{Kind: game.KindStartingDisk, Seat: 1, Disk: "5a"},
		game.Event{Kind: game.KindStartingDisk, Seat: 2, Disk: "gate-5"},
		game.Event{Kind: game.KindStartingDisk, Seat: 3, Disk: "3b"})
	emptyLower := func() {
		for s.Reset == nil {
			at := companion.LowerLeft
			if s.Furnaces[at] == 0 {
				at = companion.LowerRight
			}
			apply(game.Event{Kind: game.KindFurnace, Seat: s.Next(), At: at})
		}
	}
	emptyLower()
	for i := 1; i < nth; i++ {
		for s.Reset != nil {
			e := game.Event{Kind: game.KindResetStep, Step: s.Reset.Current()}
			if e.Step == game.StepRefill {
				e.Count = 4
			}
			apply(e)
		}
		emptyLower()
	}
	return s
}

// choice is a made-up walkthrough of one choice and a number, whose
// rules refuse "b" once it is picked (a *companion.Problem with topic).
func choice(topic string) walk.Script {
	return func(t *walk.T) error {
		v, err := t.Ask(&walk.Question{ID: "pick", Kind: walk.Choice, Flag: "pick", Topic: "pick-rule", Menu: true,
			Prompt: walk.M("pick.prompt"), Options: []walk.Option{{Value: "a", Label: walk.M("a")}, {Value: "b", Label: walk.M("b")}}})
		if err != nil {
			return err
		}
		t.Say(walk.Say, walk.M("picked", "Value", v))
		if v == "b" {
			p := companion.NewProblem("pick.refused")
			p.Topic = topic
			return p
		}
		n, err := t.Ask(&walk.Question{ID: "count", Kind: walk.Number, Flag: "count", Min: 1, Max: 5, Default: "2", Topic: "count-rule", Prompt: walk.M("count.prompt")})
		if err != nil {
			return err
		}
		t.Say(walk.Done, walk.M("recorded", "Pick", v, "Count", n))
		return nil
	}
}

// choiceFlags are the flags of choice.
var choiceFlags = walk.Flags{{Name: "pick"}, {Name: "count"}, {Name: "other"}}
