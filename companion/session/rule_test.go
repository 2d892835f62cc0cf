package session_test

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// '?' at a question shows its rule topic with the page of the user's
// edition, the topic's text, where the editions differ and the command
// that reads on (rules-facts.md, player setup: DE p. 5; PT has no such
// section, so its page is placed by the section after it).
func TestRuleForAQuestion(t *testing.T) {
	for _, c := range []struct{ lang, head, notes, body, more string }{
		{"en", "Rule: Player setup (p. 10 or before)", "Where the editions differ", "Each player chooses a colour",
			"Everything on it and the topics around it: stephens rules show player-setup"},
		{"de", "Regel: Individueller Aufbau (S. 5)", "Unterschiede zwischen den Ausgaben", "Jede Person baut ihr eigenes Spieltableau auf.",
			"Alles dazu und die Themen ringsum: stephens rules show player-setup"},
		{"pt", "Regra: Preparação individual (até à p. 13)", "Diferenças entre edições", "A edição portuguesa que temos não traz esta secção",
			"Tudo sobre ela e os temas à volta: stephens rules show player-setup"},
	} {
		s, ok := session.RuleFor("", "player-setup", locales.New(c.lang))
		if !ok || s.Head != c.head || s.NotesHead != c.notes || len(s.EditionNotes) == 0 || !strings.HasPrefix(s.Body, c.body) ||
			s.More != c.more || s.Command != "stephens rules show player-setup" {
			t.Errorf("%s: %v %+v", c.lang, ok, s)
		}
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
	q := &walk.Question{ID: "influence", Kind: walk.Number, Topic: "player-setup"}
	r, ok := session.RefusedRule("", q, companion.NewProblem("track.off", "Value", 26))
	if !ok || r != (session.Rule{Topic: "player-setup"}) {
		t.Fatalf("refused by the rules: %v %+v", ok, r)
	}
	for _, c := range []struct{ lang, atQuestion, fromFlags string }{
		{"en", "the rule: Player setup (p. 10 or before); type ? to read it",
			"the rule: Player setup (p. 10 or before); read it with stephens rules show player-setup"},
		{"de", "die Regel: „Individueller Aufbau“ (S. 5); tippe ? zum Lesen",
			"die Regel: „Individueller Aufbau“ (S. 5); lies sie mit stephens rules show player-setup"},
		{"pt", "a regra: «Preparação individual» (até à p. 13); escreve ? para a ler",
			"a regra: «Preparação individual» (até à p. 13); lê-a com stephens rules show player-setup"},
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
