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
	"github.com/pileup-companion/stephens/locales"
)

// Words typed at a prompt in the user's language (test-gaps FW2): a value
// typed at a text prompt is read as the tokens it names in German and
// Portuguese, as a flag's value is, ignoring case and accents, through the
// Asking's Canonical (which the terminal applies to what is typed); the
// English tokens are read in every language, and what is no word reaches
// the check as typed, to be refused. The positions and "none" are the
// game's own vocabularies (companion/play).
func TestWordsTypedAtAPromptInTheUsersLanguage(t *testing.T) {
	tokens := append(slices.Clone(play.PositionWords.Tokens), play.NoneWords.Tokens...)
	flags := walk.Flags{{Name: "spot", Value: "POS", Words: walk.Words{{play.PositionWords, play.NoneWords}}}}
	script := func(t *walk.T) error {
		_, err := t.Ask(&walk.Question{ID: "spot", Kind: walk.Text, Flag: "spot", Prompt: walk.M("spot"),
			Check: func(v string) (string, error) {
				if !slices.Contains(tokens, v) {
					return "", companion.NewProblem("spot.refused", "Value", v)
				}
				return v, nil
			}})
		return err
	}
	for _, c := range []struct {
		lang, typed, want string
	}{
		{"de", "unten-links", "lower-left"},
		{"de", "Rechts-Oben", "upper-right"},
		{"de", "keine", "none"},
		{"pt", "inferior-esquerda", "lower-left"},
		{"pt", "SUPERIOR-DIREITO", "upper-right"},
		{"pt", "nenhum", "none"},
		{"de", "lower-right", "lower-right"},
		{"pt", "lower-right", "lower-right"},
		{"en", "unten-links", ""}, // German words are not English ones
		{"de", "inferior-esquerda", ""},
	} {
		var canonical []string
		look := func(t *testing.T, a *session.Asking) { canonical = append(canonical, a.Canonical(c.typed)) }
		steps := []step{{id: "spot", check: look, reply: session.Reply{Value: c.typed}}}
		// The front end replies with what the terminal makes of the typing.
		front := &canonicalFront{fakeFront: &fakeFront{t: t, steps: steps}}
		_, err := run(t, &session.Session{Front: front, Given: &walk.Given{Flags: flags, Typed: map[string][]string{}, Lex: locales.New(c.lang).Words}}, script)
		var refused *session.Refused
		if c.want == "" && (!errors.As(err, &refused) || refused.Value != c.typed || refused.FromFlag) || c.want != "" && err != nil {
			t.Fatalf("%s %q: %v", c.lang, c.typed, err)
		}
		front.done(t)
		if want := c.want; want == "" && canonical[0] != c.typed || want != "" && canonical[0] != want {
			t.Errorf("%s %q: read as %q, want %q (\"\": as typed, and refused)", c.lang, c.typed, canonical[0], c.want)
		}
	}
}

// canonicalFront replies, as the terminal does, with the value typed read
// through the Asking's Canonical.
type canonicalFront struct{ *fakeFront }

func (c *canonicalFront) Ask(ctx context.Context, a *session.Asking) (session.Reply, error) {
	r, err := c.fakeFront.Ask(ctx, a)
	if err == nil && r.Kind == 0 {
		r.Value = a.Canonical(r.Value)
	}
	return r, err
}

// The offer of a keyed text question (--gained Ana:none at step 5,
// rules-facts §5.2) is shown in the user's words: the flag's words start
// with the key's part, so the value is spoken as the flag spells it, key
// and all ("[none]" showed in a German reset before).
func TestKeyedOfferSpokenInTheUsersWords(t *testing.T) {
	flags := walk.Flags{{Name: "gained", Mode: walk.KeyedValues, Value: "NAME:CUBES", Words: walk.Words{nil, {play.CubeWords, play.NoneWords}}}}
	script := func(t *walk.T) error {
		_, err := t.Ask(&walk.Question{ID: "gained.Ana", Kind: walk.Text, Flag: "gained", Key: "Ana", Optional: true, Suggest: "none", Prompt: walk.M("gained")})
		return err
	}
	for _, c := range []struct{ lang, spoken string }{{"de", "keine"}, {"pt", "nenhum"}, {"en", "none"}} {
		var offered string
		look := func(t *testing.T, a *session.Asking) { offered = a.SpokenOffer() }
		front := &fakeFront{t: t, steps: []step{{id: "gained.Ana", check: look, reply: session.Reply{Value: "none"}}}}
		if _, err := run(t, &session.Session{Front: front, Given: &walk.Given{Flags: flags, Typed: map[string][]string{}, Lex: locales.New(c.lang).Words}}, script); err != nil {
			t.Fatalf("%s: %v", c.lang, err)
		}
		front.done(t)
		if offered != c.spoken {
			t.Errorf("%s: offered %q, want %q", c.lang, offered, c.spoken)
		}
	}
}
