package remote

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// Bo's turn, played through companion/session with the phones' front end:
// each question answered remotely as a phone answers it (its first allowed
// option, a number's lowest), a refused value changes nothing, and the
// walkthrough records the turn.
func TestSessionPlaysATurnThroughTheFront(t *testing.T) {
	_, st, err := game.ParseFileState([]byte(gameFile))
	if err != nil {
		t.Fatal(err)
	}
	f := NewFront()
	w := play.NewWalk(st, play.Known{}, play.Turn)
	ses := &session.Session{Front: NewSessionFront(f)}
	done := make(chan error, 1)
	go func() {
		_, err := ses.Run(context.Background(), w.Script)
		f.Idle()
		done <- err
	}()
	p := locales.New("pt")
	refused := false
	for asked := 0; ; asked++ {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			if tb := w.Table(); len(tb.Events) == 0 || tb.Events[0].Seat != 1 {
				t.Errorf("recorded %+v, want Bo's turn", tb.Events)
			}
			if !refused {
				t.Error("no question refused a wrong value")
			}
			return
		default:
		}
		if asked > 20 {
			t.Fatal("more than 20 questions for one turn")
		}
		id, a, ok := waitOpen(t, f, done)
		if !ok {
			continue
		}
		v := Render(p, id, a)
		if v.Text == "" || v.Question != a.Q.ID {
			t.Errorf("view %+v", v)
		}
		value := ""
		switch a.Q.Kind {
		case walk.Choice, walk.List:
			for _, o := range v.Options {
				if o.Unavailable == "" {
					value = o.Value
					break
				}
			}
			if _, err := f.Answer(id, Reply{}, func(a Asked) (Reply, error) {
				_, err := a.Q.Accept("no-such-option")
				return Reply{}, err
			}, time.Second); err == nil {
				t.Errorf("%s took no-such-option", a.Q.ID)
			} else {
				refused = true
			}
		case walk.Number:
			value = "1"
			if a.Q.Min > 1 {
				value = v.Default
			}
		case walk.YesNo:
			value = walk.Yes
		}
		if _, err := f.Answer(id, Reply{}, func(a Asked) (Reply, error) {
			v, err := a.Q.Accept(value)
			return Reply{Kind: Answer, Value: v}, err
		}, 5*time.Second); err != nil && !errors.Is(err, ErrNotOpen) {
			t.Fatalf("%s = %q: %v", a.Q.ID, value, err)
		}
	}
}
