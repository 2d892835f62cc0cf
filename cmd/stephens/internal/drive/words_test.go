package drive

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// typist types one answer at a text or number prompt, as the promptui
// adapter does: the prompt's check sees what is typed (a refusal would
// keep the prompt open: here it is kept, and the test fails on it), and
// the prompt returns it as typed.
type typist struct {
	typed   string
	refused []error
}

func (p *typist) Text(_, _ string, check func(string) error) (string, error) {
	if err := check(p.typed); err != nil {
		p.refused = append(p.refused, err)
	}
	return p.typed, nil
}

func (p *typist) Number(label, def string, check func(string) error) (string, error) {
	return p.Text(label, def, check)
}

func (p *typist) Select(string, []string, int) (int, error) {
	return 0, errors.New("no list in this test")
}

func (p *typist) Confirm(string, bool) (bool, error) {
	return false, errors.New("no question in this test")
}

// Words typed at the terminal's prompt in the user's language (test-gaps
// FW2, at the terminal): the prompt's check and the answer it gives both
// read the typed words through the Asking's Canonical, so "unten-links"
// typed in German is taken at the prompt and reaches the game as
// lower-left. The session (companion/session, words_test.go) hands the
// front end what it typed as it is; the words are the terminal's to read,
// and without its call the prompt refuses the German word (or passes it
// on untranslated).
func TestTerminalReadsWordsTypedInTheUsersLanguage(t *testing.T) {
	tokens := append(slices.Clone(play.PositionWords.Tokens), play.NoneWords.Tokens...)
	flags := walk.Flags{{Name: "spot", Value: "POS", Words: walk.Words{{play.PositionWords, play.NoneWords}}}}
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
	} {
		p := locales.New(c.lang)
		keys := &typist{typed: c.typed}
		a := &cmdutil.App{P: p, Asker: keys, IO: &cmdutil.IOStreams{Out: &bytes.Buffer{}, Err: &bytes.Buffer{}, Width: 80}}
		var got string
		script := func(w *walk.T) error {
			v, err := w.Ask(&walk.Question{ID: "spot", Kind: walk.Text, Flag: "spot", Prompt: walk.M("prompt.continue"),
				Check: func(v string) (string, error) {
					if !slices.Contains(tokens, v) {
						return "", companion.NewProblem("spot.refused", "Value", v)
					}
					return v, nil
				}})
			got = v
			return err
		}
		ses := &session.Session{Front: NewTerminal(a, ""), Given: &walk.Given{Flags: flags, Typed: map[string][]string{}, Lex: p.Words}}
		if _, err := ses.Run(context.Background(), script); err != nil {
			t.Fatalf("%s %q: %v", c.lang, c.typed, err)
		}
		if len(keys.refused) > 0 {
			t.Errorf("%s %q refused at the prompt: %v", c.lang, c.typed, keys.refused)
		}
		if got != c.want {
			t.Errorf("%s %q: the game got %q, want %q", c.lang, c.typed, got, c.want)
		}
	}
}
