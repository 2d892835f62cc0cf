package play

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

// The player's apprentice on the Automa's profession (rules-facts §8.4):
// the Automa is no name, so the line says "do Automa" / "des Automatons",
// and a player's name keeps "de Ana" (play test pt2 D9).
func TestReinforceTheAutomasProfessionSaysDoAutoma(t *testing.T) {
	s := solo(t, game.DeckPhysical, 3)
	s.Professions[companion.Left][companion.RowFurnace] = append(s.Professions[companion.Left][companion.RowFurnace], game.Profession{Master: game.Automa})
	n := len(s.Professions[companion.Left][companion.RowFurnace])
	e := game.Event{Kind: game.KindReinforce, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Index: n, Disk: "3a"}
	for lang, want := range map[string]string{
		"pt": "Eva ficou como aprendiz na profissão do Automa na fábrica do Stephens junto ao forno superior",
		"de": "Eva wird Lehrling im Handwerk des Automatons an der",
		"en": "Eva became apprentice on the Automa's profession",
	} {
		if got := locales.New(lang).Render(Describe(s, e)); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	s.Professions[companion.Left][companion.RowFurnace][n-1].Master = 0
	if got := locales.New("pt").Render(Describe(s, e)); !strings.Contains(got, "na profissão de Eva na") {
		t.Errorf("pt, a player's profession: %q", got)
	}
}

// An Automa cube from an upper furnace activates the player's professions
// on that row (rules-facts §8.5): the row is named once, each card by its
// number, and "junto à fábrica … junto ao forno" no longer doubles
// (play test pt2 D9).
func TestAutomaActivationNamesTheRowOnce(t *testing.T) {
	ur, lr := glass(0, companion.UpperRight), glass(0, companion.LowerRight)
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{ur, lr})
	if s.Next() != game.Automa {
		t.Fatalf("next %d", s.Next())
	}
	c := automa.Card{Action: automa.ActFurnace, At: companion.UpperLeft, Arrow: companion.Clockwise}
	r := automaTurn(t, s, card(c)).done(t)
	got := locales.New("pt").Render(r.mustSay(t, "solo.turn.activate"))
	if !strings.HasPrefix(got, "As tuas profissões na fábrica do Stephens junto ao forno superior, do lado esquerdo (vermelho), são ativadas: n.º 1 (o teu mestre)") ||
		strings.Count(got, "fábrica do Stephens") != 1 {
		t.Errorf("pt: %q", got)
	}
}

// In solo the final reset phase is the one whose army reaches the
// difficulty's space (rules-facts §8.7); its log lines say so, as in a
// game of several (play test pt1 F15).
func TestSoloFinalResetLogSaysFinal_8_7(t *testing.T) {
	s := soloReset(t, automa.Supply{})
	army := game.Event{Kind: game.KindResetStep, Step: game.StepArmy}
	pt := locales.New("pt")
	s.Army = s.Solo.FinalResetAt() + 10
	if got := pt.Render(Describe(s, army)); !strings.HasPrefix(got, "fase de renovação: o exército") {
		t.Errorf("a reset phase before the final one: %q", got)
	}
	s.Army = s.Solo.FinalResetAt() + 5
	if got := pt.Render(Describe(s, army)); !strings.HasPrefix(got, "fase final de renovação: o exército francês avançou de") {
		t.Errorf("the final reset phase: %q", got)
	}
}

// The end of the solo final reset phase calls it the final one (rules-facts
// §8.7), in each language; an earlier reset phase's end does not.
func TestSoloFinalResetEndSaysFinal_8_7(t *testing.T) {
	want := map[string]string{
		"en": "The final reset phase is over;",
		"de": "Die letzte Ruhephase ist vorbei;",
		"pt": "A fase final de renovação terminou;",
	}
	for _, final := range []bool{false, true} {
		s := soloReset(t, automa.Supply{})
		if final {
			s.Army = s.Solo.FinalResetAt() + 5
		}
		resetTo(t, s, s.Reset.Steps[len(s.Reset.Steps)-1])
		r := resetStep(t, s, Known{}, nil).done(t)
		m := r.mustSay(t, "game.reset.over")
		for lang, text := range want {
			if got := locales.New(lang).Render(m); strings.HasPrefix(got, text) != final {
				t.Errorf("final %v, %s: %q", final, lang, got)
			}
		}
	}
}

// A log line is a description that undo embeds mid-sentence ("Undo the last
// entry (…; …)?", "undone: …"): it starts in lower case in every language,
// as the English ones do, unless its first word is a name or a German
// noun (the non-final "Ruhephase", "Automatons").
func TestLogLinesStartInLowerCase(t *testing.T) {
	ids := []string{"game.log.army", "game.log.refill", "game.log.refill_none", "game.log.emptied",
		"game.log.step_done", "game.log.end_trigger", "game.log.reset_start", "game.log.reset_start_final",
		"game.log.finish", "game.log.finish_solo", "game.log.finish_solo_plain", "game.log.nearest",
		"solo.log.supply", "values.log.refill_final", "solo.log.start", "game.log.not_shown", "solo.log.supply_placed"}
	for _, lang := range []string{"en", "de", "pt"} {
		p := locales.New(lang)
		for _, id := range ids {
			got := p.Render(locales.M(id, "Final", true, "Count", 2, "From", 35, "To", 30))
			if lang == "de" && id == "solo.log.start" {
				continue // "Automatons Ersthandwerk": the Automa's name
			}
			if r, _ := utf8.DecodeRuneInString(got); !unicode.IsLower(r) {
				t.Errorf("%s %s: %q", lang, id, got)
			}
		}
	}
}
