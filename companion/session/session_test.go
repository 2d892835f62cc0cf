package session_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
)

func run(t *testing.T, ses *session.Session, script walk.Script) ([]walk.Line, error) {
	t.Helper()
	return ses.Run(context.Background(), script)
}

// Back takes back the last answer the table gave and offers it again
// (Enter keeps it); a rule refusing what an answer led to is said with
// the rule and the question asked again, that answer offered; '?' shows
// the question's rule and asks it again; the lines said before a
// question are given once, what was recorded is left for after the
// write.
func TestBackReofferRefusalAndRule(t *testing.T) {
	front := &fakeFront{t: t, steps: []step{
		{id: "pick", reply: session.Reply{Value: "a"}, check: func(t *testing.T, a *session.Asking) {
			if a.CanBack || len(a.Menu) != 1 || a.Game != "omg" || a.Q.Topic != "pick-rule" {
				t.Errorf("first question %+v", a)
			}
		}},
		{id: "count", reply: session.Reply{Kind: session.Back}, check: func(t *testing.T, a *session.Asking) {
			if !a.CanBack || len(a.Menu) != 0 || a.Offer != "2" || a.Reoffer {
				t.Errorf("second question %+v", a)
			}
		}},
		{id: "pick", reply: session.Reply{Value: "b"}, check: func(t *testing.T, a *session.Asking) {
			if !a.Reoffer || a.Offer != "a" || a.CanBack {
				t.Errorf("taken back, not offered again: %+v", a)
			}
		}},
		// "b" is refused by the rules: said, and asked again.
		{id: "pick", reply: session.Reply{Kind: session.ShowRule}, check: func(t *testing.T, a *session.Asking) {
			if !a.Reoffer || a.Offer != "b" {
				t.Errorf("refused answer not offered again: %+v", a)
			}
		}},
		{id: "pick", reply: session.Reply{Value: "a"}},
		{id: "count", reply: session.Reply{Value: "4"}},
	}}
	ses := &session.Session{Front: front, Game: "omg", Menu: []session.Entry{{Label: walk.M("game.play.pause")}}}
	lines, err := run(t, ses, choice("own-rule"))
	if err != nil {
		t.Fatal(err)
	}
	front.done(t)
	if len(lines) != 1 || lines[0].Style != walk.Done || lines[0].Msg.Args["Count"] != "4" || lines[0].Msg.Args["Pick"] != "a" {
		t.Errorf("left for after the write: %+v", lines)
	}
	refused := front.said(session.NoteRefused)
	if len(refused) != 1 {
		t.Fatalf("refusals said: %+v", refused)
	}
	var pr *companion.Problem
	if n := refused[0]; !errors.As(n.Err, &pr) || pr.ID != "pick.refused" || n.Q.ID != "pick" || n.Rule != (session.Rule{Game: "omg", Topic: "own-rule", Own: true}) {
		t.Errorf("refusal said %+v", n)
	}
	if n := front.said(session.NoteRule); len(n) != 1 || n[0].Rule != (session.Rule{Game: "omg", Topic: "pick-rule"}) {
		t.Errorf("rule shown %+v", n)
	}
	// "picked" was said before count each time it was asked anew, and
	// before the refusal; never the recorded line.
	var said []string
	for _, n := range front.notes {
		if n.Kind == session.NoteLines {
			for _, l := range n.Lines {
				said = append(said, l.Msg.ID+"="+l.Msg.Args["Value"].(string))
			}
		}
	}
	if !slices.Equal(said, []string{"picked=a", "picked=b", "picked=a"}) {
		t.Errorf("lines said %v", said)
	}
}

// A refusal without a rule of its own names the question's: '?' shows it.
func TestRefusalNamesTheQuestionsRule(t *testing.T) {
	front := &fakeFront{t: t, steps: []step{{id: "pick", reply: session.Reply{Value: "b"}}, {id: "pick", reply: session.Reply{Value: "a"}}, {id: "count", reply: session.Reply{Value: "1"}}}}
	if _, err := run(t, &session.Session{Front: front}, choice("")); err != nil {
		t.Fatal(err)
	}
	if n := front.said(session.NoteRefused); len(n) != 1 || n[0].Rule != (session.Rule{Topic: "pick-rule"}) {
		t.Errorf("refusal said %+v", n)
	}
}

// A menu entry ends the unit with its index; only the first question of
// a unit and a Menu question offer the menu.
func TestMenuPick(t *testing.T) {
	front := &fakeFront{t: t, steps: []step{{id: "pick", reply: session.Reply{Kind: session.PickMenu, Entry: 1}}}}
	_, err := run(t, &session.Session{Front: front, Menu: playMenu}, choice(""))
	var pick *session.MenuPick
	if !errors.As(err, &pick) || pick.Index != 1 {
		t.Fatalf("menu entry ended the unit with %v", err)
	}
}

// An answer the front end said without asking (the only choice there
// was) is no answer of the table: back goes past it.
func TestBackGoesPastWhatWasSaid(t *testing.T) {
	front := &fakeFront{t: t, steps: []step{
		{id: "pick", reply: session.Reply{Value: "a", Said: true}},
		{id: "count", reply: session.Reply{Value: "3"}, check: func(t *testing.T, a *session.Asking) {
			if a.CanBack {
				t.Error("back offered to an answer the table did not give")
			}
		}},
	}}
	if _, err := run(t, &session.Session{Front: front}, choice("")); err != nil {
		t.Fatal(err)
	}
}

// Ctrl-C at the second question keeps the first answer in the draft; the
// next run of the unit shows it in its place with the lines around it,
// says how many answers came back, and asks the open question. A given
// value that says otherwise than the draft is refused naming the draft;
// once recorded, Settle drops the draft.
func TestDraftKeptAndResumed(t *testing.T) {
	store := &memStore{}
	unit := func() *session.Unit {
		return &session.Unit{Store: store, Name: "pick 1", What: walk.M("walk.unit.score")}
	}
	front := &fakeFront{t: t, steps: []step{
		{id: "pick", reply: session.Reply{Value: "a"}},
		{id: "count", err: session.ErrInterrupted},
	}}
	_, err := run(t, &session.Session{Front: front, Unit: unit()}, choice(""))
	var stopped *session.Interrupted
	if !errors.As(err, &stopped) || stopped.Kept.Given != 1 {
		t.Fatalf("Ctrl-C: %v", err)
	}
	if d := store.draft(t); d.Unit != "pick 1" || d.Answers.Len() != 1 || d.Said["pick"] {
		t.Fatalf("draft %+v", d)
	}

	// Another unit does not take the draft.
	other := &fakeFront{t: t, steps: []step{{id: "pick", err: session.ErrInterrupted}}}
	_, err = run(t, &session.Session{Front: other, Unit: &session.Unit{Store: store, Name: "pick 2"}}, choice(""))
	if !errors.As(err, &stopped) || stopped.Kept.Given != 0 || len(other.said(session.NoteResumed)) != 0 {
		t.Fatalf("another unit resumed the draft: %v", err)
	}
	if d := store.draft(t); d.Unit != "pick 1" {
		t.Fatalf("another unit replaced the draft: %+v", d)
	}

	// The flag says b where the draft says a.
	ses := &session.Session{Front: &fakeFront{t: t}, Unit: unit(), Given: given(choiceFlags, map[string][]string{"pick": {"b"}})}
	_, err = run(t, ses, choice(""))
	var conflict *session.Conflict
	if !errors.As(err, &conflict) || conflict.Kept != "a" || conflict.Given != "b" || !slices.Equal(conflict.Flags, []string{"--pick"}) || conflict.Where != "drafts/game.yaml" || conflict.Q.What.ID != "pick.prompt" {
		t.Fatalf("conflict: %+v", err)
	}

	front = &fakeFront{t: t, steps: []step{{id: "count", reply: session.Reply{Value: "5"}, check: func(t *testing.T, a *session.Asking) {
		if !a.CanBack {
			t.Error("no back to the answer given before the break")
		}
	}}}}
	ses = &session.Session{Front: front, Unit: unit()}
	lines, err := run(t, ses, choice(""))
	if err != nil {
		t.Fatal(err)
	}
	var kinds []session.NoteKind
	for _, n := range front.notes {
		kinds = append(kinds, n.Kind)
	}
	if !slices.Equal(kinds, []session.NoteKind{session.NoteResumed, session.NoteAnswered, session.NoteLines}) {
		t.Errorf("resumed with notes %v", kinds)
	}
	if n := front.said(session.NoteAnswered); n[0].Answered.Answer != "a" || n[0].Q.ID != "pick" {
		t.Errorf("kept answer said %+v", n[0])
	}
	if len(lines) != 1 || lines[0].Msg.Args["Count"] != "5" {
		t.Errorf("lines %+v", lines)
	}
	if store.buf == nil {
		t.Fatal("the draft went before the unit was written")
	}
	ses.Settle()
	if store.buf != nil {
		t.Error("settled, the draft stayed")
	}
}

// The table taking back every answer leaves no draft behind.
func TestBackToNothingDropsTheDraft(t *testing.T) {
	store := &memStore{}
	front := &fakeFront{t: t, steps: []step{
		{id: "pick", reply: session.Reply{Value: "a"}},
		{id: "count", reply: session.Reply{Kind: session.Back}},
		{id: "pick", err: session.ErrInterrupted},
	}}
	_, err := run(t, &session.Session{Front: front, Unit: &session.Unit{Store: store, Name: "u"}}, choice(""))
	if !errors.Is(err, session.ErrInterrupted) {
		t.Fatal(err)
	}
	if store.buf != nil || store.saves != 1 {
		t.Errorf("draft %q after %d saves", store.buf, store.saves)
	}
}

// A question withdrawn (answered at another front end) ends the unit
// with the context's error; the draft stays as it was.
func TestWithdrawnQuestion(t *testing.T) {
	store := &memStore{}
	ctx, cancel := context.WithCancel(context.Background())
	front := &blockingFront{fakeFront: fakeFront{t: t, steps: []step{{id: "pick", reply: session.Reply{Value: "a"}}}}, waiting: make(chan struct{})}
	done := make(chan error)
	go func() {
		_, err := (&session.Session{Front: front, Unit: &session.Unit{Store: store, Name: "u"}}).Run(ctx, choice(""))
		done <- err
	}()
	<-front.waiting
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("withdrawn: %v", err)
	}
	if d := store.draft(t); d.Answers.Len() != 1 {
		t.Errorf("draft %+v", d)
	}
}

// blockingFront answers its steps, then waits at the next question
// until the session withdraws it.
type blockingFront struct {
	fakeFront
	waiting chan struct{}
}

func (b *blockingFront) Ask(ctx context.Context, a *session.Asking) (session.Reply, error) {
	if len(b.steps) > 0 {
		return b.fakeFront.Ask(ctx, a)
	}
	close(b.waiting)
	<-ctx.Done()
	return session.Reply{}, ctx.Err()
}

// Without a front end a question no given value answers is missing: the
// error names the flag and what it takes (rules-facts §5.2, the army's
// flag; the refill's where space 45 is not proven).
func TestMissingNamesItsFlag(t *testing.T) {
	s := at45(t)
	w := play.NewWalk(s, play.Known{}, play.ResetStep)
	_, err := run(t, &session.Session{Given: given(play.ResetFlags(), nil)}, w.Script)
	var m *session.Missing
	if !errors.As(err, &m) || m.Q.ID != "reset.army" || !slices.Equal(m.Flags, []string{"--reached", "--reached=false"}) || m.Accepted.ID != "" {
		t.Fatalf("missing army: %+v", err)
	}
	// Optional and flag-only questions take their default, an Ack goes
	// on: a unit given its one answer is done.
	w = play.NewWalk(s, play.Known{}, play.ResetStep)
	if _, err := run(t, &session.Session{Given: given(play.ResetFlags(), map[string][]string{"reached": {walk.No}})}, w.Script); err != nil {
		t.Fatal(err)
	}
	if w.Table().State.Army != 45 {
		t.Errorf("army on %d", w.Table().State.Army)
	}
	// The choice's one flag, and what it takes.
	_, err = run(t, &session.Session{Given: given(choiceFlags, nil)}, choice(""))
	if !errors.As(err, &m) || !slices.Equal(m.Flags, []string{"--pick"}) || m.Accepted.ID == "" {
		t.Fatalf("missing pick: %+v", err)
	}
}

// A given value the question refuses names its flag, the value as typed,
// what the flag takes, and the question's rule.
func TestRefusedFlagNamesItsRule(t *testing.T) {
	_, err := run(t, &session.Session{Given: given(choiceFlags, map[string][]string{"pick": {"a"}, "count": {"9"}})}, choice(""))
	var r *session.Refused
	if !errors.As(err, &r) || !r.FromFlag || r.Typed != "9" || r.With != session.WithAccepted || r.Rule.Topic != "count-rule" || r.Accepted.ID == "" || !slices.Equal(r.Flags, []string{"--count"}) {
		t.Fatalf("refused: %+v", err)
	}
	// The rules refusing where a given value led: no one to ask again.
	_, err = run(t, &session.Session{Given: given(choiceFlags, map[string][]string{"pick": {"b"}})}, choice("own-rule"))
	var inv *session.Invalid
	if !errors.As(err, &inv) || inv.Rule != (session.Rule{Topic: "own-rule", Own: true}) {
		t.Fatalf("invalid: %+v", err)
	}
}

// Every given value must be used: one no question took is refused, not
// dropped; a Spare one (kept for a reset phase) is checked by the game.
func TestLeftovers(t *testing.T) {
	_, err := run(t, &session.Session{Given: given(choiceFlags, map[string][]string{"pick": {"a"}, "count": {"2"}, "other": {"x"}})}, choice(""))
	var u *session.Unused
	if !errors.As(err, &u) || u.Flag != "other" || u.Value != "x" {
		t.Fatalf("leftover: %+v", err)
	}
	// At a front end the table answers what the flags left open, and the
	// values are not checked for use (as at the terminal today).
	front := &fakeFront{t: t, steps: []step{{id: "count", reply: session.Reply{Value: "2"}}}}
	if _, err := run(t, &session.Session{Front: front, Given: given(choiceFlags, map[string][]string{"pick": {"a"}, "other": {"x"}})}, choice("")); err != nil {
		t.Fatal(err)
	}
	// The army unit with a delivery for the supply step to come: kept,
	// when it names a player of this game.
	s := at45(t)
	spare := func(flag, v string) error { return play.CheckSpare(s, flag, v) }
	for _, c := range []struct {
		supply string
		ok     bool
	}{{"Pedro:lower-left:orange", true}, {"Zoe:lower-left:orange", false}} {
		w := play.NewWalk(s, play.Known{}, play.ResetStep)
		_, err := run(t, &session.Session{Spare: spare, Given: given(play.ResetFlags(), map[string][]string{"reached": {walk.No}, "supply": {c.supply}})}, w.Script)
		if c.ok && err != nil || !c.ok && (!errors.As(err, &u) || !u.Spare || u.Err == nil) {
			t.Errorf("--supply %s: %v", c.supply, err)
		}
	}
}

// A choice the rules leave one option of, with nothing else to pick, is
// not asked: it is said as answered, and back goes past it.
func TestOnlyOptionIsSaid(t *testing.T) {
	script := func(t *walk.T) error {
		if _, err := t.Ask(&walk.Question{ID: "first", Kind: walk.Number, Flag: "first", Min: 1, Max: 3, Prompt: walk.M("first")}); err != nil {
			return err
		}
		_, err := t.Ask(&walk.Question{ID: "only", Kind: walk.Choice, Flag: "only", Prompt: walk.M("only"), Options: []walk.Option{
			{Value: "x", Label: walk.M("x"), Unavailable: walk.M("why")}, {Value: "h", Label: walk.M("h"), Hidden: true}, {Value: "y", Label: walk.M("y")}}})
		if err != nil {
			return err
		}
		_, err = t.Ask(&walk.Question{ID: "last", Kind: walk.YesNo, Flag: "last", Prompt: walk.M("last")})
		return err
	}
	front := &fakeFront{t: t, steps: []step{
		{id: "first", reply: session.Reply{Value: "1"}},
		{id: "last", reply: session.Reply{Kind: session.Back}},
		{id: "first", reply: session.Reply{Value: "2"}, check: func(t *testing.T, a *session.Asking) {
			if !a.Reoffer || a.Offer != "1" {
				t.Errorf("back did not go past the said answer: %+v", a)
			}
		}},
		{id: "last", reply: session.Reply{Value: walk.Yes}},
	}}
	if _, err := run(t, &session.Session{Front: front}, script); err != nil {
		t.Fatal(err)
	}
	front.done(t)
	if n := front.said(session.NoteSaid); len(n) != 2 || n[0].Q.ID != "only" || n[0].Answered.Answer != "y" {
		t.Errorf("said %+v", n)
	}
}
