package play

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

// The log says where the Automa's supply step put its cubes and its
// apprentice disk (rules-facts §8.6), and a physical card with both its
// halves as the player read them (§8.5, §13: the game file holds the
// player's reading, nothing else): play test pt2 #9 (issue 29).
func TestLogSaysTheAutomasSupplyAndBothHalves_8_6(t *testing.T) {
	sup := automa.Supply{Cubes: 3, Start: companion.LowerRight, Arrow: companion.Counterclockwise, Apprentice: true}
	s := soloReset(t, sup)
	resetTo(t, s, game.StepAutomaSupply)
	r := resetStep(t, s, Known{}, nil).done(t)
	e := r.Table.Events[0]
	m := Describe(s, e).With("Final", false)
	if m.ID != "solo.log.supply_placed" {
		t.Fatalf("said %s", m.ID)
	}
	en := locales.New("en").Render(m)
	for _, want := range []string{"lower-right small factory", "upper-right small factory", "upper-left small factory", "apprentice, disk", "Eva's master"} {
		if !strings.Contains(en, want) {
			t.Errorf("log line %q lacks %q", en, want)
		}
	}
	for _, lang := range locales.Supported {
		if text := locales.New(lang).Render(m); strings.Contains(text, "[") || strings.Contains(text, "<no value>") {
			t.Errorf("%s: %s", lang, text)
		}
	}

	// The physical card that showed this supply: both halves.
	st := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{createLeft("3a")})
	c := professionCard
	c.Supply = sup
	line := locales.New("en").Render(Describe(st, st.PhysicalTurn(c)))
	for _, want := range []string{"Automa turn 1 ", "physical card", "display position", "lower section: supply 3 cubes from the lower-right", "disk symbol"} {
		if !strings.Contains(line, want) {
			t.Errorf("turn line %q lacks %q", line, want)
		}
	}
	if strings.Contains(line, "#") {
		t.Errorf("turn line %q names the draw as a card number", line)
	}
}

// The status line names a physical card by the turn that flipped it, not
// as "#1", which reads like a card number (play test pt2 #10).
func TestStatusNamesThePhysicalCardByItsTurn_8_5(t *testing.T) {
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{createLeft("3a"), createLeft("3b")})
	line := locales.New("en").Render(AutomaLines(s)[0])
	if !strings.Contains(line, "last card: the one flipped in Automa turn 1") || strings.Contains(line, "#") {
		t.Errorf("status %q", line)
	}
}
