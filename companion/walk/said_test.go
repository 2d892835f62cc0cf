package walk

import (
	"testing"

	"github.com/pileup-companion/stephens/locales"
)

// An answer left empty reads with a mark that agrees with any question:
// "cubos na carta: (nenhuma)" had a feminine singular after masculine
// plural cubes (issue 29, PT empty mark); an empty list says nothing was
// chosen, in words that need no gender either.
func TestEmptyAnswerMarkAgreesWithAnyQuestion(t *testing.T) {
	for _, c := range []struct {
		lang, blank, none string
	}{{"en", "(left empty)", "(none)"}, {"de", "(leer gelassen)", "(keine)"}, {"pt", "(em branco)", "(nada escolhido)"}} {
		p := locales.New(c.lang)
		if got := (&Question{Kind: Number}).AnswerText(p, ""); got != c.blank {
			t.Errorf("%s: blank number reads %q, want %q", c.lang, got, c.blank)
		}
		if got := (&Question{Kind: List}).AnswerText(p, ""); got != c.none {
			t.Errorf("%s: empty list reads %q, want %q", c.lang, got, c.none)
		}
	}
}
