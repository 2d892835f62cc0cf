package remote

import (
	"context"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// The offer of a typed answer shows in each phone's words: at step 5
// (rules-facts §5.2) the cubes a player's investments gave are offered as
// "none", which a German phone reads as "keine" and a Portuguese one as
// "nenhum", from the session's flags (a keyed flag: --gained Ana:none);
// the phone's answer in its words is taken (the step reads every
// language).
func TestTypedOfferInEachPhonesWords(t *testing.T) {
	f := NewFront()
	flags := walk.Flags{{Name: "gained", Mode: walk.KeyedValues, Value: "NAME:CUBES", Words: walk.Words{nil, {play.CubeWords, play.NoneWords}}}}
	ses := &session.Session{Front: NewSessionFront(f), Given: &walk.Given{Flags: flags}}
	var got string
	done := make(chan error, 1)
	go func() {
		_, err := ses.Run(context.Background(), func(t *walk.T) error {
			v, err := t.Ask(&walk.Question{ID: "reset.gained.Ana", Kind: walk.Text, Flag: "gained", Key: "Ana", Optional: true, Suggest: "none", Prompt: walk.M("game.step.investments.ask_gained", "Name", "Ana")})
			got = v
			return err
		})
		f.Idle()
		done <- err
	}()
	id, a, ok := waitOpen(t, f, done)
	if !ok {
		t.Fatal("the question did not open")
	}
	for lang, want := range map[string]string{"de": "keine", "pt": "nenhum", "en": "none"} {
		if v := Render(locales.New(lang), id, a); v.Offer != want {
			t.Errorf("%s: offered %q, want %q", lang, v.Offer, want)
		}
	}
	if _, err := f.Answer(id, Reply{Value: "keine"}, func(Asked) (Reply, error) { return Reply{Value: "keine"}, nil }, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil || got != "keine" {
		t.Fatalf("answer %q, %v", got, err)
	}
}
