package session_test

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// '?' at a question shows its rule topic with the pages of the user's
// edition (the reset phase: EN and PT pp. 13–15, DE S. 14–15), the
// topic's text, where the editions differ and the command that reads on.
func TestRuleForAQuestion(t *testing.T) {
	for _, c := range []struct{ lang, head, notes, body, more string }{
		{"en", "Rule: Reset phase (pp. 13–15)", "Where the editions differ", "A reset phase interrupts normal play",
			"Everything on it and the topics around it: stephens rules show reset-phase"},
		{"de", "Regel: Ruhephase (S. 14–15)", "Unterschiede zwischen den Ausgaben", "Sind am Ende eines Spielzugs 2 der 4",
			"Alles dazu und die Themen ringsum: stephens rules show reset-phase"},
		{"pt", "Regra: Fase de renovação (pp. 13–15)", "Diferenças entre edições", "Quando, no fim de um turno, 2 dos 4",
			"A regra completa e os temas relacionados: stephens rules show reset-phase"},
	} {
		s, ok := session.RuleFor("", "reset-phase", locales.New(c.lang))
		if !ok || s.Head != c.head || s.NotesHead != c.notes || len(s.EditionNotes) == 0 || !strings.HasPrefix(s.Body, c.body) ||
			s.More != c.more || s.Command != "stephens rules show reset-phase" {
			t.Errorf("%s: %v %+v", c.lang, ok, s)
		}
	}
	// A topic the user's edition places nowhere has no page.
	if s, _ := session.RuleFor("", "player-setup", locales.New("pt")); s.Head != "Regra: Preparação individual" {
		t.Errorf("no page: %q", s.Head)
	}
	if _, ok := session.RuleFor("", "no-such-topic", locales.New("en")); ok {
		t.Error("a topic the game does not have")
	}
	if s, ok := session.RuleFor("omg", "build", locales.New("en")); !ok || s.Command != "stephens omg rules show build" {
		t.Errorf("Oh My Goods!: %v %q", ok, s.Command)
	}
}

// A refusal names the question's rule: at a question, that '?' shows it;
// from flags, the command that does. A refusal of the form of an answer
// (not a whole number) names none.
func TestRuleForARefusal(t *testing.T) {
	q := &walk.Question{ID: "reset-cubes", Kind: walk.Number, Topic: "reset-phase"}
	r, ok := session.RefusedRule("", q, companion.NewProblem("reset.too_many", "Value", 3))
	if !ok || r != (session.Rule{Topic: "reset-phase"}) {
		t.Fatalf("refused by the rules: %v %+v", ok, r)
	}
	for _, c := range []struct{ lang, atQuestion, fromFlags string }{
		{"en", "the rule: Reset phase (pp. 13–15); type ? to read it",
			"the rule: Reset phase (pp. 13–15); read it with stephens rules show reset-phase"},
		{"de", "die Regel: „Ruhephase“ (S. 14–15); tippe ? zum Lesen",
			"die Regel: „Ruhephase“ (S. 14–15); lies sie mit stephens rules show reset-phase"},
		{"pt", "a regra: «Fase de renovação» (pp. 13–15); escreve ? para a ler",
			"a regra: «Fase de renovação» (pp. 13–15); lê-a com stephens rules show reset-phase"},
	} {
		p := locales.New(c.lang)
		if got := session.RuleHint(r, true, p); got != c.atQuestion {
			t.Errorf("%s at the question: %q", c.lang, got)
		}
		if got := session.RuleHint(r, false, p); got != c.fromFlags {
			t.Errorf("%s from flags: %q", c.lang, got)
		}
	}
	// A rule of the refusal's own is not the one '?' shows: its command.
	own := session.Rule{Game: "omg", Topic: "build", Own: true}
	if got := session.RuleHint(own, true, locales.New("en")); !strings.HasSuffix(got, "stephens omg rules show build") {
		t.Errorf("own rule at the question: %q", got)
	}
	if _, ok := session.RefusedRule("", q, companion.NewProblem("walk.number.not_whole", "Value", "x")); ok {
		t.Error("not a whole number names a rule")
	}
	if got := session.RuleHint(session.Rule{}, true, locales.New("en")); got != "" {
		t.Errorf("no rule: %q", got)
	}
}
