package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
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
// turn order from the one who triggered it; §8.5: the Automa can) starts
// the order at the Automa (the next turn follows it); one Eva triggers
// starts at her. No order is said in a solo reset phase: the Automa takes
// no part in the investments, the supply (it supplies in its own step,
// §8.6) or the contracts, so nothing of Eva's collides with it (play test
// pt2 #5: "when choices collide: Inês, Automa").
func TestAutomaTriggeredResetNamesTheAutomaFirst_5_1(t *testing.T) {
	ur, lr := glass(0, companion.UpperRight), glass(0, companion.LowerRight)
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{ur, ur, ur, lr, lr, createLeft("3a")})
	r := automaTurn(t, s, card(automa.Card{Action: automa.ActFurnace, At: companion.LowerRight, Arrow: companion.Clockwise})).done(t)
	after := r.Table.State
	if got := ConflictOrder(after); !slices.Equal(got, []int{game.Automa, 0}) {
		t.Errorf("order after the Automa's trigger: %v", got)
	}
	resetTo(t, after, game.StepInvestments)
	if _, ok := resetStep(t, after, Known{}, nil).done(t).said("game.step.order"); ok {
		t.Error("the order of colliding choices said in a solo reset phase (investments)")
	}
	resetTo(t, after, game.StepSupply)
	if _, ok := resetStep(t, after, Known{}, map[string]string{"reset.supply.1": "done"}).done(t).said("game.step.order"); ok {
		t.Error("the order of colliding choices said in a solo reset phase (supply)")
	}
	if got := ConflictOrder(soloReset(t, automa.Supply{})); !slices.Equal(got, []int{0, game.Automa}) {
		t.Errorf("order after Eva's trigger: %v", got)
	}
}

// --automa-apprentice given when the Automa places no apprentice is
// refused with the reason (rules-facts §8.6), never dropped.
func TestAutomaApprenticeFlagSaysWhy_8_6(t *testing.T) {
	given := map[string]string{"reset.automa-apprentice": "left:furnace:1"}
	s := soloReset(t, automa.Supply{Cubes: 1, Start: companion.UpperLeft, Arrow: companion.Clockwise})
	resetTo(t, s, game.StepAutomaSupply)
	if p := resetStep(t, s, Known{}, given).refused(t, "solo.problem.no_apprentice_here"); p.Args["Why"].(walk.Msg).ID != "solo.problem.why_no_symbol" {
		t.Errorf("why %v", p.Args)
	}
	resetStep(t, s, Known{}, nil).done(t)
	s = soloReset(t, automa.Supply{Cubes: 1, Start: companion.UpperLeft, Arrow: companion.Clockwise, Apprentice: true})
	resetTo(t, s, game.StepAutomaSupply)
	pr := &s.Professions[companion.Left][companion.RowFurnace][0] // Eva's only master: taken
	pr.HasApprentice, pr.Apprentice = true, game.Automa
	if p := resetStep(t, s, Known{}, given).refused(t, "solo.problem.no_apprentice_here"); p.Args["Why"].(walk.Msg).ID != "solo.problem.why_no_space" {
		t.Errorf("why %v", p.Args)
	}
	s = solo(t, game.DeckPhysical, 3)
	s = walkGame(t, s, Known{}, ResetStart, map[string]string{"reset.empty": "upper-left,upper-right"}).done(t).Table.State
	resetTo(t, s, game.StepAutomaSupply)
	if p := resetStep(t, s, Known{}, given).refused(t, "solo.problem.no_apprentice_here"); p.Args["Why"].(walk.Msg).ID != "solo.problem.why_no_card" {
		t.Errorf("why %v", p.Args)
	}
}

// The physical deck gets a reminder to reshuffle when it runs out (rules-
// facts §8.5, p. 18), before the next card is flipped.
func TestPhysicalDeckReshuffleReminder_8_5(t *testing.T) {
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{createLeft("3a")})
	r := automaTurn(t, s, card(professionCard)).done(t)
	if _, said := r.said("solo.play.reshuffle_physical"); said {
		t.Error("reminder with 10 cards face down")
	}
	s.Solo.DeckDraws = 10 // ten cards flipped: the face-down deck is empty
	r = automaTurn(t, s, card(professionCard)).done(t)
	r.mustSay(t, "solo.play.reshuffle_physical")
	if r.Lines[0].Msg.ID != "solo.play.reshuffle_physical" {
		t.Errorf("the reminder comes first: %v", r.Lines[0].Msg.ID)
	}
}

// With the transcribed deck the drawn card is named before anything is
// asked about it: its title and faces come first, and the question itself
// names it (a command that stops there says which card it drew).
func TestTranscribedCardNamedBeforeItsQuestions_8_5(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		s := soloTurns(t, solo(t, game.DeckDigital, seed), []game.Event{createLeft("3a")})
		c, _, _ := s.NextAutomaCard()
		if c.Action != automa.ActSmallFactory || c.Fallback != nil {
			continue
		}
		r := automaTurn(t, s, nil)
		if r.Open == nil || r.Open.ID != "automa.furnace" || r.Open.Prompt.ID != "solo.ask.about_card" || r.Open.Prompt.Args["Card"] != c.ID {
			t.Fatalf("open %+v", r.Open)
		}
		title := r.mustSay(t, "solo.play.title_card")
		if title.Args["Card"] != c.ID || r.Lines[len(r.Lines)-1].Msg.ID != "solo.play.card_shows" {
			t.Errorf("lines before the question: %+v", r.Lines)
		}
		return
	}
	t.Fatal("no seed draws the test deck's small-factory card without a diagram first")
}

// The Automa's starting profession is dealt (from the seed's draw, on the
// side opposite the player's) before the unused starting cards go back to
// the box (rules-facts §8.2 step 5, §2.2 i).
func TestSoloSetupDealsTheAutomaBeforeTheBox_8_2(t *testing.T) {
	r, su := runSetup(t, 9, nil, setupAnswers("Eva"))
	r.done(t)
	start, unused := -1, -1
	for i, l := range r.Lines {
		switch l.Msg.ID {
		case "solo.setup.automa_start":
			start = i
		case "game.setup.p_unused":
			unused = i
		}
	}
	if start < 0 || unused < start {
		t.Errorf("Automa's card at line %d, unused cards at %d", start, unused)
	}
	ev := su.Table.Events
	if ev[2].Kind != game.KindAutomaStart || ev[2].Side != ev[1].Side.Opposite() {
		t.Errorf("draws %+v", ev)
	}
}
