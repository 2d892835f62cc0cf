package loop_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/session/loop"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Ana took glass; Bo's turn is next.
const gameFile = `version: 1
created: 2026-11-28T10:15:07Z
settings:
  players:
    - name: Ana
      colour: red
    - name: Bo
      colour: yellow
  mode: multiplayer
  seed: 3
events:
  - {kind: start-player, seat: 0}
  - {kind: starting-profession, seat: 0, side: right}
  - {kind: starting-profession, seat: 1, side: right}
  - {kind: starting-disk, seat: 0, disk: 2a}
  - {kind: starting-disk, seat: 1, disk: 3b}
  - {kind: furnace, seat: 0, at: lower-left}
`

// disk is the game file and its draft, shared by the loops of a test as
// the files are by processes.
type disk struct {
	mu          sync.Mutex
	game, draft []byte
}

// memStore is one loop's view of the disk: what it last read or wrote.
type memStore struct {
	d           *disk
	game, draft []byte
	f           *game.File
}

func (m *memStore) Load() (*game.File, *game.State, error) {
	m.d.mu.Lock()
	defer m.d.mu.Unlock()
	f, s, err := game.ParseFileState(m.d.game)
	if err != nil {
		return nil, nil, err
	}
	m.game, m.draft, m.f = m.d.game, m.d.draft, f
	return f, s, nil
}

// write replaces the game file when it is still as this loop knows it.
func (m *memStore) write(f *game.File) error {
	buf, err := f.Marshal()
	if err != nil {
		return err
	}
	m.d.mu.Lock()
	defer m.d.mu.Unlock()
	if !bytes.Equal(m.d.game, m.game) {
		return &userfile.WriteError{Reason: userfile.Changed, Err: userfile.ErrChanged}
	}
	m.d.game, m.game = buf, buf
	return nil
}

func (m *memStore) Record(events []game.Event, lines []walk.Line) error {
	if len(events) == 0 {
		return nil
	}
	f := *m.f
	f.Events = append(slices.Clone(f.Events), events...)
	return m.write(&f)
}

func (m *memStore) Unit(kind string, what walk.Msg) *session.Unit {
	return &session.Unit{Store: (*memDraft)(m), Name: fmt.Sprintf("%s %d", kind, len(m.f.Events)), What: what}
}

func (m *memStore) Changed(ctx context.Context) <-chan struct{} {
	ch := make(chan struct{})
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Millisecond):
			}
			m.d.mu.Lock()
			changed := !bytes.Equal(m.d.game, m.game) || !bytes.Equal(m.d.draft, m.draft)
			m.d.mu.Unlock()
			if changed {
				close(ch)
				return
			}
		}
	}()
	return ch
}

// memDraft is the draft of a loop's view.
type memDraft memStore

func (m *memDraft) Load() *walk.Draft {
	m.d.mu.Lock()
	defer m.d.mu.Unlock()
	m.draft = m.d.draft
	if m.draft == nil {
		return nil
	}
	dr, err := walk.ParseDraft(m.draft)
	if err != nil {
		panic(err)
	}
	return dr
}

func (m *memDraft) Save(dr *walk.Draft) error {
	m.d.mu.Lock()
	defer m.d.mu.Unlock()
	m.d.draft, m.draft = dr.Marshal(), dr.Marshal()
	return nil
}

func (m *memDraft) Remove() {
	m.d.mu.Lock()
	defer m.d.mu.Unlock()
	m.d.draft, m.draft = nil, nil
}

func (m *memDraft) Where() string { return "" }

// asked is a question open at a front end, and where its reply goes.
type asked struct {
	a     *session.Asking
	reply chan session.Reply
}

// chanFront is a front end with no terminal: each question it is asked is
// put on asks for the test to answer; a withdrawn one ends with ctx.
type chanFront struct {
	asks chan asked
}

func (f *chanFront) Ask(ctx context.Context, a *session.Asking) (session.Reply, error) {
	r := make(chan session.Reply, 1)
	select {
	case f.asks <- asked{a, r}:
	case <-ctx.Done():
		return session.Reply{}, ctx.Err()
	}
	select {
	case v := <-r:
		return v, nil
	case <-ctx.Done():
		return session.Reply{}, ctx.Err()
	}
}

func (f *chanFront) Say(session.Note) {}

// next is the front end's next question (the test fails after a minute
// without one: a hang, not a measure).
func (f *chanFront) next(t *testing.T) asked {
	t.Helper()
	select {
	case a := <-f.asks:
		return a
	case <-time.After(time.Minute):
		t.Fatal("no question asked")
		return asked{}
	}
}

// shown records what a loop showed.
type shown struct {
	mu       sync.Mutex
	said     []string
	reloaded []bool
}

func (s *shown) Board(*game.State)        {}
func (s *shown) Say(m walk.Msg)           { s.mu.Lock(); s.said = append(s.said, m.ID); s.mu.Unlock() }
func (s *shown) Note(m walk.Msg)          { s.Say(m) }
func (s *shown) Said([]walk.Line)         {}
func (s *shown) History(*game.File) error { return nil }
func (s *shown) Outcome(*game.State)      {}
func (s *shown) Waiting()                 {}
func (s *shown) Reloaded(w bool) {
	s.mu.Lock()
	s.reloaded = append(s.reloaded, w)
	s.mu.Unlock()
}

// table is one side of the game: a loop with its front end, running.
type table struct {
	front *chanFront
	show  *shown
	store *memStore
	done  chan error
}

func start(ctx context.Context, d *disk, hooks loop.Hooks) *table {
	tb := &table{front: &chanFront{asks: make(chan asked)}, show: &shown{}, store: &memStore{d: d}, done: make(chan error, 1)}
	g := &loop.Game{Store: tb.store, Session: &session.Session{Front: tb.front}, Show: tb.show, Hooks: hooks, Pause: true}
	go func() { tb.done <- g.Run(ctx) }()
	return tb
}

func events(t *testing.T, d *disk) []game.Event {
	t.Helper()
	d.mu.Lock()
	defer d.mu.Unlock()
	f, err := game.ParseFile(d.game)
	if err != nil {
		t.Fatal(err)
	}
	return f.Events
}

// Two sides of one game (issue 28: `stephens play` and the table view's
// page): the first answer wins. An answer on one side withdraws the same
// question open on the other, which asks the next one from the draft;
// the turn finished on the other side is recorded once, and the first
// side, its question withdrawn again, goes on to the next turn.
func TestTwoLoopsOneGame(t *testing.T) {
	d := &disk{game: []byte(gameFile)}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	a, b := start(ctx, d, loop.Hooks{}), start(ctx, d, loop.Hooks{})

	qa, qb := a.front.next(t), b.front.next(t)
	if qa.a.Q.ID != "turn.action" || qb.a.Q.ID != "turn.action" {
		t.Fatalf("asked %s and %s, want Bo's turn.action on both", qa.a.Q.ID, qb.a.Q.ID)
	}
	qa.reply <- session.Reply{Value: "furnace"}
	if q := a.front.next(t); q.a.Q.ID != "turn.furnace" {
		t.Fatalf("a asked %s after furnace", q.a.Q.ID)
	} else {
		qa = q
	}
	// b's turn.action was withdrawn: the draft brings back a's answer.
	qb = b.front.next(t)
	if qb.a.Q.ID != "turn.furnace" || !qb.a.CanBack {
		t.Fatalf("b asked %s (back %v), want turn.furnace from the draft", qb.a.Q.ID, qb.a.CanBack)
	}
	n := len(events(t, d))
	qb.reply <- session.Reply{Value: "upper-left"}
	for {
		qb = b.front.next(t)
		if qb.a.Q.ID == "turn.action" {
			break // Ana's turn
		}
		qb.reply <- session.Reply{Value: qb.a.Offer}
	}
	got := events(t, d)
	if len(got) != n+1 || got[n].Kind != game.KindFurnace || got[n].Seat != 1 || got[n].At != "upper-left" {
		t.Fatalf("recorded %+v after %d events, want Bo's furnace once", got[n:], n)
	}
	// a's furnace question was withdrawn by the turn b finished.
	if q := a.front.next(t); q.a.Q.ID != "turn.action" {
		t.Fatalf("a asked %s, want Ana's turn.action", q.a.Q.ID)
	}
	qa.reply <- session.Reply{Value: "lower-right"} // too late: nobody waits for it
	if got := events(t, d); len(got) != n+1 {
		t.Errorf("a stale answer was recorded: %+v", got[n:])
	}
	cancel()
	for _, tb := range []*table{a, b} {
		if err := <-tb.done; !errors.Is(err, context.Canceled) {
			t.Errorf("the loop ended with %v", err)
		}
	}
	if !slices.Contains(a.show.reloaded, true) || !slices.Contains(b.show.reloaded, true) {
		t.Errorf("reloads not said: a %v, b %v", a.show.reloaded, b.show.reloaded)
	}
}

// An answer that meets a change made elsewhere when it is written is not
// recorded over it: the loop says so and asks again from the game as it
// is now.
func TestAnswerMeetingAChangeIsNotWritten(t *testing.T) {
	d := &disk{game: []byte(gameFile)}
	s := &memStore{d: d}
	show := &shown{}
	front := &chanFront{asks: make(chan asked)}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	blind := &blindStore{memStore: s}
	g := &loop.Game{Store: blind, Session: &session.Session{Front: front}, Show: show, Pause: true}
	done := make(chan error, 1)
	go func() { done <- g.Run(ctx) }()
	q := front.next(t)
	q.reply <- session.Reply{Value: "furnace"}
	q = front.next(t)
	// Another process records Bo's turn meanwhile; this loop does not see
	// it before its answer is written.
	other := &memStore{d: d}
	if _, _, err := other.Load(); err != nil {
		t.Fatal(err)
	}
	if err := other.Record([]game.Event{{Kind: game.KindFurnace, Seat: 1, At: "lower-right"}}, nil); err != nil {
		t.Fatal(err)
	}
	q.reply <- session.Reply{Value: "upper-left"}
	for q = front.next(t); q.a.Q.ID != "turn.action"; q = front.next(t) {
		q.reply <- session.Reply{Value: q.a.Offer}
	}
	got := events(t, d)
	if last := got[len(got)-1]; len(got) != 7 || last.At != "lower-right" {
		t.Errorf("recorded %+v", got[6:])
	}
	cancel()
	<-done
	if !slices.Equal(show.reloaded, []bool{false}) {
		t.Errorf("reloads said: %v", show.reloaded)
	}
}

// blindStore sees no change made elsewhere while it asks.
type blindStore struct{ *memStore }

func (b *blindStore) Changed(context.Context) <-chan struct{} { return nil }

// Undo asks first, through the front end as every question (the page has
// no confirmation of its own): No keeps the entry, Yes takes it back.
func TestUndoAsksThroughTheFrontEnd(t *testing.T) {
	d := &disk{game: []byte(gameFile)}
	var took []int
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	tb := start(ctx, d, loop.Hooks{Undo: func(n int, before *game.State) error {
		took = append(took, n)
		d.mu.Lock()
		defer d.mu.Unlock()
		f, err := game.ParseFile(d.game)
		if err != nil {
			return err
		}
		f.Events = f.Events[:len(f.Events)-n]
		d.game, err = f.Marshal()
		return err
	}})
	for _, yes := range []string{walk.No, walk.Yes} {
		q := tb.front.next(t)
		if len(q.a.Menu) < 1 || q.a.Menu[0].Label.ID != "game.play.undo" {
			t.Fatalf("menu %+v", q.a.Menu)
		}
		q.reply <- session.Reply{Kind: session.PickMenu, Entry: 0}
		q = tb.front.next(t)
		if q.a.Q.Kind != walk.YesNo || q.a.Q.Prompt.ID != "game.seams.undo_ask" || q.a.Offer != walk.No || len(q.a.Menu) > 0 {
			t.Fatalf("undo asked %+v", q.a)
		}
		q.reply <- session.Reply{Value: yes}
	}
	if q := tb.front.next(t); q.a.Q.ID != "turn.action" {
		t.Fatalf("asked %s after undo", q.a.Q.ID)
	}
	cancel()
	<-tb.done
	if !slices.Equal(took, []int{1}) {
		t.Errorf("taken back %v, want the last entry once", took)
	}
	if !slices.Contains(tb.show.said, "game.seams.undo_kept") {
		t.Errorf("said %v", tb.show.said)
	}
}
