package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

// Every Automa card has a lower section, and the supply step needs it
// (rules-facts §8.6): a physical card given as one line without it is
// refused (it used to be recorded as "no cubes"); the id may be left out,
// the game names the card by its draw.
func TestPhysicalCardLineNeedsItsLowerSection_8_6(t *testing.T) {
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{createLeft("3a")})
	r := automaTurn(t, s, map[string]string{"automa.card": "{id: X, action: furnace, at: lower-left, arrow: clockwise}"})
	if p := r.refused(t, "solo.problem.card_no_supply"); !strings.Contains(p.Args["Value"].(string), "lower-left") {
		t.Errorf("problem %v", p)
	}
	if len(r.Table.Events) != 0 {
		t.Errorf("recorded %+v", r.Table.Events)
	}
	if err := checkCardFlag("{action: profession, slot: 2}"); problemID(err) != "solo.problem.card_no_supply" {
		t.Errorf("--card without supply: %v", err)
	}
	r = automaTurn(t, s, map[string]string{"automa.card": "{action: profession, slot: 2, supply: {cubes: 0}}"}).done(t)
	read, err := automa.ParseCard(r.Table.Events[0].Text)
	if err != nil || read.ID != "#1" || read.Slot != 2 {
		t.Errorf("recorded %q: %v", r.Table.Events[0].Text, err)
	}
	if err := checkCardFlag("{id: '', action: profession, slot: 2, supply: {cubes: 1, start: upper-left, arrow: clockwise}}"); err != nil {
		t.Errorf("empty id: %v", err)
	}
}

// With the transcribed deck the companion draws the card (rules-facts
// §8.5): a flag that describes a flipped card is refused, never ignored.
func TestTranscribedDeckRefusesPhysicalCardFlags_8_5(t *testing.T) {
	s := soloTurns(t, solo(t, game.DeckDigital, 3), []game.Event{createLeft("3a")})
	for _, name := range physicalFlags {
		r := automaTurn(t, s, map[string]string{"automa.physical." + name: "x"})
		if p := r.refused(t, "solo.problem.physical_flag"); p.Args["Flag"] != "--"+name {
			t.Errorf("%s: %v", name, p)
		}
	}
	r := automaTurn(t, s, nil)
	if q := r.question(t, "automa.physical.action"); !q.FlagOnly || q.Flag != "action" {
		t.Errorf("question %+v", q)
	}
	// The physical deck takes them.
	p := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{createLeft("3a")})
	if slices.Contains(automaTurn(t, p, card(professionCard)).done(t).ids(), "automa.physical.action") {
		t.Error("the physical deck refuses its own flags")
	}
}

// The highest number visible on the worker supply card (rules-facts §8.5)
// is asked when a small factory holds cubes and the card is not
// transcribed; when every small factory is empty it does not matter, and
// no count is shown (it used to read "0").
func TestHighestIsAskedNeverShownAsZero_8_5(t *testing.T) {
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{createLeft("3a")})
	sf := card(automa.Card{Action: automa.ActSmallFactory, At: companion.UpperLeft, Arrow: companion.Clockwise})
	sf["automa.furnace"] = "upper-right"
	r := automaTurn(t, s, sf).done(t)
	if _, said := r.said("solo.turn.factory_count"); said || slices.Contains(r.ids(), "automa.highest") {
		t.Errorf("every factory empty: asked %v", r.ids())
	}
	r.mustSay(t, "solo.turn.fallback_named")

	s = soloReset(t, automa.Supply{})
	resetTo(t, s, game.StepSupply)
	mustApply(t, s, game.Event{Kind: game.KindSupply, Seat: 0, At: companion.LowerLeft, Cubes: game.Cubes{Orange: 1}})
	s = resetByEvents(t, s, 3)
	delete(sf, "automa.furnace")
	r = automaTurn(t, s, sf)
	if r.Open == nil || r.Open.ID != "automa.highest" || r.Open.Flag != "highest" || r.Open.Optional {
		t.Fatalf("open %+v", r.Open)
	}
	sf["automa.highest"] = "0"
	r = automaTurn(t, s, sf).done(t)
	r.mustSay(t, "solo.turn.factory_zero")
	if slices.Contains(r.ids(), "automa.cubes") {
		t.Error("asked which of 0 cubes leave")
	}
	if m := r.mustSay(t, "solo.turn.factory_count"); m.Args["Count"] != 0 {
		t.Errorf("count %v", m.Args)
	}
}

// A reset phase the Automa triggers (rules-facts §5.1: conflicts go in
// turn order from the one who triggered it; §8.5: the Automa can) names
// the Automa first; one Eva triggers names her first.
func TestAutomaTriggeredResetNamesTheAutomaFirst_5_1(t *testing.T) {
	ur, lr := glass(0, companion.UpperRight), glass(0, companion.LowerRight)
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{ur, ur, ur, lr, lr, createLeft("3a")})
	r := automaTurn(t, s, card(automa.Card{Action: automa.ActFurnace, At: companion.LowerRight, Arrow: companion.Clockwise})).done(t)
	after := r.Table.State
	if got := ConflictOrder(after); !slices.Equal(got, []int{game.Automa, 0}) {
		t.Errorf("order after the Automa's trigger: %v", got)
	}
	resetTo(t, after, game.StepInvestments)
	m := resetStep(t, after, Known{}, nil).done(t).mustSay(t, "game.step.order")
	if got := locales.New("en").Render(m); !strings.Contains(got, ": Automa, Eva.") {
		t.Errorf("order line %q", got)
	}
	if got := ConflictOrder(soloReset(t, automa.Supply{})); !slices.Equal(got, []int{0, game.Automa}) {
		t.Errorf("order after Eva's trigger: %v", got)
	}
}
