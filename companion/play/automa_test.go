package play

import (
	"reflect"
	"slices"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
)

func automaTurn(t *testing.T, s *game.State, given map[string]string) run {
	t.Helper()
	return walkGame(t, s, Known{}, AutomaTurn, given)
}

// card answers a physical card with the picks the table makes.
func card(c automa.Card) map[string]string {
	given := map[string]string{"automa.action": string(c.Action), "automa.supply": supplyValue(c.Supply)}
	if c.Supply.Apprentice {
		given["automa.apprentice"] = "yes"
	}
	switch c.Action {
	case automa.ActFurnace, automa.ActSmallFactory:
		given["automa.at"], given["automa.arrow"] = string(c.At), string(c.Arrow)
	case automa.ActProfession:
		given["automa.slot"] = itoa(c.Slot)
	}
	for i, n := range c.RemoveCosts {
		if i > 0 {
			given["automa.costs"] += ","
		}
		given["automa.costs"] += itoa(n)
	}
	if c.Fallback != nil {
		given["automa.fallback"] = string(c.Fallback.At) + ":" + string(c.Fallback.Arrow)
	}
	return given
}

var (
	professionCard = automa.Card{Action: automa.ActProfession, Slot: 4}
	createLeft     = func(disk string) game.Event {
		return game.Event{Kind: game.KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: disk}
	}
)

// soloTurns plays Eva's events, each but the last followed by an Automa
// turn with the physical cards given (profession cards by default): the
// Automa is next.
func soloTurns(t *testing.T, s *game.State, eva []game.Event, cards ...automa.Card) *game.State {
	t.Helper()
	for i, e := range eva {
		mustApply(t, s, e)
		if s.Next() != game.Automa || i == len(eva)-1 {
			return s
		}
		c := professionCard
		if i < len(cards) {
			c = cards[i]
		}
		mustApply(t, s, s.PhysicalTurn(c))
	}
	return s
}

// Whose turn it is (rules-facts §8.4, §8.5): only a solo game has an
// Automa, and it plays after the player.
func TestAutomaTurnOnlyInItsTurn(t *testing.T) {
	automaTurn(t, table2(t), nil).refused(t, "solo.problem.not_solo")
	s := solo(t, game.DeckPhysical, 3)
	p := automaTurn(t, s, nil).refused(t, "solo.automa.not_now")
	if p.Args["Name"] != "Eva" {
		t.Errorf("problem %v", p)
	}
}

// A physical card (rules-facts §8.5, §13): the table says what the card
// it flipped shows, a few picks or the whole card as one line; the card
// is recorded as read, named by its draw.
func TestAutomaPhysicalCard_8_5(t *testing.T) {
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{createLeft("3a"), createLeft("3b")})
	c := automa.Card{Action: automa.ActFurnace, At: companion.LowerLeft, Arrow: companion.Counterclockwise, RemoveCosts: []int{4, 1},
		Supply: automa.Supply{Cubes: 2, Start: companion.UpperLeft, Arrow: companion.Clockwise, Apprentice: true}}
	r := automaTurn(t, s, card(c)).done(t)
	sameStrings(t, "questions", r.ids(), []string{"automa.reveal", "automa.card", "automa.action", "automa.at", "automa.arrow", "automa.costs", "automa.supply", "automa.apprentice"})
	sameStrings(t, "actions", values(r.question(t, "automa.action"), false), []string{"furnace", "profession", "small-factory"})
	sameStrings(t, "arrows", values(r.question(t, "automa.arrow"), false), []string{"clockwise", "counterclockwise"})
	sameStrings(t, "costs", values(r.question(t, "automa.costs"), false), []string{"1", "2", "3", "4", "5"})
	if n := len(r.question(t, "automa.supply").Options); n != 1+4*4*2 {
		t.Errorf("%d supply sections, want none plus 1-4 cubes × 4 factories × 2 arrows", n)
	}
	// The question names the card just flipped; nothing is said before
	// it (play test pt2 D10: from flags the hint stood alone, nothing asked).
	if q := r.question(t, "automa.action"); q.Prompt.ID != "solo.ask.action_flipped" {
		t.Errorf("the action question asks %q, want solo.ask.action_flipped", q.Prompt.ID)
	}
	if _, ok := r.said("solo.play.flip_hint"); ok {
		t.Error("a line said before the card's questions")
	}
	ev := r.Table.Events
	if len(ev) != 1 || ev[0].Kind != game.KindAutomaTurn || ev[0].Seat != game.Automa {
		t.Fatalf("events %+v", ev)
	}
	read, err := automa.ParseCard(ev[0].Text)
	c.ID = "#" + itoa(s.Solo.DeckDraws+1)
	if err != nil || !reflect.DeepEqual(read, c) {
		t.Errorf("recorded %q (%v), want %+v", ev[0].Text, err, c)
	}
	// The same card as one line records the same event.
	line := automa.FormatCard(c)
	r2 := automaTurn(t, s, map[string]string{"automa.card": line}).done(t)
	if !reflect.DeepEqual(r2.Table.Events, ev) || slices.Contains(r2.ids(), "automa.action") {
		t.Errorf("by line: %+v, asked %v", r2.Table.Events, r2.ids())
	}
	if r := automaTurn(t, s, map[string]string{"automa.card": "{id: x, action: nope, supply: {cubes: 0}}"}); problemID(r.Err) == "" || len(r.Table.Events) != 0 {
		t.Errorf("a card that is not one: %v", r.Err)
	}
}

// The furnace icon (rules-facts §8.5): one cube from the furnace shown, or
// the next one along the arrow with a cube; from an upper furnace the
// player's professions on that row activate; a white cube with costs
// removes those contracts or investments.
func TestAutomaFurnaceArrow_8_5(t *testing.T) {
	ur := glass(0, companion.UpperRight)
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{ur, ur, ur, createLeft("3a")})
	if s.Furnaces[companion.UpperRight] != 0 || s.Next() != game.Automa {
		t.Fatalf("furnaces %v next %d", s.Furnaces, s.Next())
	}
	// Clockwise from the empty upper-right: the lower-right, white, and its
	// costs name investments.
	c := automa.Card{Action: automa.ActFurnace, At: companion.UpperRight, Arrow: companion.Clockwise, RemoveCosts: []int{2, 5}}
	r := automaTurn(t, s, card(c)).done(t)
	if m := r.mustSay(t, "solo.turn.furnace_empty"); m.Args["Furnace"] != Furnace(companion.UpperRight) {
		t.Errorf("skipped %v", m.Args)
	}
	if m := r.mustSay(t, "solo.turn.furnace_take"); m.Args["Furnace"] != Furnace(companion.LowerRight) || m.Args["Left"] != 2 {
		t.Errorf("take %v", m.Args)
	}
	r.mustSay(t, "solo.turn.remove_investments")
	if after := r.Table.State; after.Furnaces[companion.LowerRight] != 2 || after.Next() != 0 || after.Reset != nil {
		t.Errorf("furnaces %v next %d", after.Furnaces, after.Next())
	}
	if m := r.mustSay(t, "solo.play.your_turn"); m.Args["Name"] != "Eva" {
		t.Errorf("next line %v", m.Args)
	}
	// Counterclockwise: the upper-left, green; Eva's two masters on the
	// left furnace row activate (the Automa never activates its own).
	c.Arrow = companion.Counterclockwise
	r = automaTurn(t, s, card(c)).done(t)
	if m := r.mustSay(t, "solo.turn.furnace_take"); m.Args["Furnace"] != Furnace(companion.UpperLeft) {
		t.Errorf("take %v", m.Args)
	}
	if _, ok := r.said("solo.turn.remove_investments"); ok {
		t.Error("a green cube removed display cards")
	}
	if m := r.mustSay(t, "solo.turn.activate"); m.Args["Side"] != Side(companion.Left) {
		t.Errorf("activate %v", m.Args)
	}
	speakable(t, r)
}

// The Automa can start a reset phase too (rules-facts §5.1, §8.7): its
// cube empties a second furnace; the phase follows its turn, and the
// player's turn follows the phase.
func TestAutomaTriggersAReset_5_1(t *testing.T) {
	ur, lr := glass(0, companion.UpperRight), glass(0, companion.LowerRight)
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{ur, ur, ur, lr, lr, createLeft("3a")})
	if s.Furnaces[companion.LowerRight] != 1 || s.Next() != game.Automa {
		t.Fatalf("furnaces %v", s.Furnaces)
	}
	r := automaTurn(t, s, card(automa.Card{Action: automa.ActFurnace, At: companion.LowerRight, Arrow: companion.Clockwise})).done(t)
	after := r.Table.State
	if after.Reset == nil || after.Reset.Trigger != game.Automa {
		t.Fatalf("reset %+v", after.Reset)
	}
	r.mustSay(t, "solo.play.reset")
	after = resetByEvents(t, after, 3)
	if after.Next() != 0 {
		t.Errorf("after the reset %d is next, not Eva", after.Next())
	}
}

// The profession icon (rules-facts §8.5, §3.4): the card in the display
// slot goes to the topmost row of its side where the placement rule
// holds, with the Automa's next disk from the worker supply card as its
// master; the 11th worker comes from the general supply.
func TestAutomaProfessionPlacement_8_5(t *testing.T) {
	s := solo(t, game.DeckPhysical, 3)
	var rows []any
	var disks []any
	for i := range 10 {
		mustApply(t, s, glass(0, []companion.Position{companion.UpperLeft, companion.UpperRight}[i%2]))
		for s.Reset != nil { // both upper furnaces emptied: a reset phase
			s = resetByEvents(t, s, 3)
		}
		if s.Next() != game.Automa {
			t.Fatalf("turn %d: next %d", i, s.Next())
		}
		r := automaTurn(t, s, card(professionCard)).done(t)
		rows = append(rows, r.mustSay(t, "solo.turn.profession_attach").Args["Row"])
		if d, ok := r.said("solo.turn.master_disk"); ok {
			disks = append(disks, d.Args["Disk"])
		} else {
			r.mustSay(t, "solo.turn.master_spare")
			disks = append(disks, "spare")
		}
		if w := r.mustSay(t, "solo.turn.workers"); w.Args["Count"] != i+2 || w.Args["Max"] != i+5 {
			t.Errorf("turn %d workers %v", i, w.Args)
		}
		r.mustSay(t, "solo.turn.refill_display")
		s = r.Table.State
	}
	// From 1 starting card on the right furnace, always the topmost row
	// that stays below the one under it.
	f, l, u := Row(companion.RowFurnace), Row(companion.RowLower), Row(companion.RowUpper)
	if want := []any{f, l, f, l, u, f, l, u, f, l}; !reflect.DeepEqual(rows, want) {
		t.Errorf("rows %v, want %v", rows, want)
	}
	if c := s.Counts(companion.Right); c[companion.RowUpper] != 2 || c[companion.RowLower] != 4 || c[companion.RowFurnace] != 5 || s.Solo.Disks != 11 {
		t.Errorf("right side counts %v, Automa workers %d", c, s.Solo.Disks)
	}
	// The first master is disk 1 (§8.2); then 2..10 from the card, then spare.
	if want := []any{2, 3, 4, 5, 6, 7, 8, 9, 10, "spare"}; !reflect.DeepEqual(disks, want) {
		t.Errorf("disks %v, want %v", disks, want)
	}
	// A deck top (slot 1 or 6) is replaced by the deck's next card.
	s = soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{createLeft("3a")})
	r := automaTurn(t, s, card(automa.Card{Action: automa.ActProfession, Slot: 6})).done(t)
	r.mustSay(t, "solo.turn.deck_shows_next")
}

// soloReset is a solo game in its first reset phase, started by Eva's
// turn (both upper furnaces emptied), the Automa's last card showing the
// given lower section; evaExtra are turns Eva takes first.
func soloReset(t *testing.T, last automa.Supply, evaExtra ...game.Event) *game.State {
	t.Helper()
	ul, ur := glass(0, companion.UpperLeft), glass(0, companion.UpperRight)
	eva := append(slices.Clone(evaExtra), ul, ul, ul, ur, ur, ur)
	var cards []automa.Card
	for range len(eva) - 2 {
		cards = append(cards, professionCard)
	}
	withSupply := professionCard
	withSupply.Supply = last
	cards = append(cards, withSupply)
	s := soloTurns(t, solo(t, game.DeckPhysical, 3), eva, cards...)
	if s.Reset == nil || s.Reset.Trigger != 0 {
		t.Fatalf("no reset started by Eva: %+v", s.Reset)
	}
	return s
}

// The Automa's supply step (rules-facts §8.6): before the player's
// supply, cubes drawn from its bag one at a time, each into a different
// small factory from the one marked along the arrow; with the disk symbol
// its next disk on a free apprentice space of one of the player's
// masters (EN/PT; D58), named by the table when there is a choice.
func TestAutomaSupplyStep_8_6(t *testing.T) {
	sup := automa.Supply{Cubes: 3, Start: companion.LowerRight, Arrow: companion.Counterclockwise, Apprentice: true}
	s := soloReset(t, sup)
	i := slices.Index(s.Reset.Steps, game.StepAutomaSupply)
	if i < 0 || s.Reset.Steps[i+1] != game.StepSupply {
		t.Fatalf("steps %v: the Automa supplies just before the player", s.Reset.Steps)
	}
	resetTo(t, s, game.StepAutomaSupply)
	bag := s.Solo.Bag().Total()
	r := resetStep(t, s, Known{}, nil).done(t)
	if m := r.mustSay(t, "solo.supply.intro"); m.Args["Count"] != 3 || m.Args["Factory"] != SmallFactory(companion.LowerRight) {
		t.Errorf("intro %v", m.Args)
	}
	var placed []any
	for _, l := range r.Lines {
		if l.Msg.ID == "solo.supply.place" {
			placed = append(placed, l.Msg.Args["Factory"])
		}
	}
	if want := []any{SmallFactory(companion.LowerRight), SmallFactory(companion.UpperRight), SmallFactory(companion.UpperLeft)}; !reflect.DeepEqual(placed, want) {
		t.Errorf("placed %v, want %v", placed, want)
	}
	after := r.Table.State
	for _, pos := range []companion.Position{companion.LowerRight, companion.UpperRight, companion.UpperLeft} {
		if after.Factories[pos].Total() != 1 {
			t.Errorf("%s holds %v", pos, after.Factories[pos])
		}
	}
	if after.Factories[companion.LowerLeft].Total() != 0 || after.Solo.Bag().Total() != bag-3 {
		t.Errorf("lower-left %v, bag %d → %d", after.Factories[companion.LowerLeft], bag, after.Solo.Bag().Total())
	}
	// One master of Eva's with a free apprentice space: offered first, and
	// taken without a terminal; whether the card has that space is printed
	// on it only, so the table may still say none is free.
	q := r.question(t, "reset.automa-apprentice")
	if !q.Optional || q.Default != "left:furnace:1" || !slices.Equal(values(q, false), []string{"left:furnace:1", "none"}) {
		t.Errorf("apprentice question %+v", q)
	}
	pr := after.Professions[companion.Left][companion.RowFurnace][0]
	if !pr.HasApprentice || pr.Apprentice != game.Automa || after.Solo.Disks != s.Solo.Disks+1 {
		t.Errorf("profession %+v, Automa workers %d", pr, after.Solo.Disks)
	}
	r.mustSay(t, "solo.supply.apprentice_done")
	r.mustSay(t, "solo.note.d58")

	// Two of Eva's masters: the table says which.
	s = soloReset(t, sup, createLeft("3a"))
	resetTo(t, s, game.StepAutomaSupply)
	r = resetStep(t, s, Known{}, nil)
	if r.Open == nil || r.Open.ID != "reset.automa-apprentice" || r.Open.FlagOnly {
		t.Fatalf("open %+v", r.Open)
	}
	sameStrings(t, "apprentice places", values(r.Open, false), []string{"left:furnace:1", "left:furnace:2", "none"})
	resetStep(t, s, Known{}, map[string]string{"reset.automa-apprentice": "right:furnace:1"}).refused(t, "solo.problem.apprentice_not_target")
	r = resetStep(t, s, Known{}, map[string]string{"reset.automa-apprentice": "left:furnace:2"}).done(t)
	if e := r.Table.Events[0]; e.Step != game.StepAutomaSupply || e.Index != 2 {
		t.Errorf("event %+v", e)
	}
	speakable(t, r)
	// Neither card has a free apprentice space (single-space cards): the
	// disk stays on the worker supply card, and the table is told so.
	r = resetStep(t, s, Known{}, map[string]string{"reset.automa-apprentice": "none"}).done(t)
	if e := r.Table.Events[0]; e.Index != 0 || r.Table.State.Solo.Disks != s.Solo.Disks {
		t.Errorf("event %+v, Automa workers %d", e, r.Table.State.Solo.Disks)
	}
	r.mustSay(t, "solo.supply.apprentice_nowhere")

	// A reset phase before the Automa's first card: nothing to supply.
	s = solo(t, game.DeckPhysical, 3)
	s = walkGame(t, s, Known{}, ResetStart, map[string]string{"reset.empty": "upper-left,upper-right"}).done(t).Table.State
	resetTo(t, s, game.StepAutomaSupply)
	resetStep(t, s, Known{}, nil).done(t).mustSay(t, "solo.supply.no_card")
}

// The small-factory icon (rules-facts §8.5, D57): as many cubes as the
// highest number visible on the worker supply card (asked of the table
// with a physical deck), from the first factory along the arrow with
// cubes, up to what it holds; the player chooses which when it matters;
// all factories empty, one cube from the furnaces along the card's
// diagram, which the table reads when the card was not transcribed.
func TestAutomaSmallFactory_8_5(t *testing.T) {
	s := soloReset(t, automa.Supply{})
	resetTo(t, s, game.StepSupply)
	for _, d := range []struct {
		at companion.Position
		c  game.Cubes
	}{{companion.UpperLeft, game.Cubes{Orange: 1}}, {companion.UpperLeft, game.Cubes{Black: 1}}, {companion.LowerRight, game.Cubes{Pink: 1}}} {
		mustApply(t, s, game.Event{Kind: game.KindSupply, Seat: 0, At: d.at, Cubes: d.c})
	}
	s = resetByEvents(t, s, 3)
	if s.Next() != game.Automa {
		t.Fatalf("next %d", s.Next())
	}
	sf := func(at companion.Position) map[string]string {
		return card(automa.Card{Action: automa.ActSmallFactory, At: at, Arrow: companion.Clockwise})
	}
	// Clockwise from the empty upper-right: the lower-right holds 1 pink,
	// fewer than the 2 asked, so it gives all it has.
	given := sf(companion.UpperRight)
	given["automa.highest"] = "2"
	r := automaTurn(t, s, given).done(t)
	hq := r.question(t, "automa.highest")
	if hq.Min != 0 || hq.Max != 60 || hq.Flag != "highest" {
		t.Errorf("highest question %+v", hq)
	}
	if slices.Contains(r.ids(), "automa.cubes") {
		t.Error("asked which cubes when the factory gives all")
	}
	if m := r.mustSay(t, "solo.turn.factory_empty"); m.Args["Factory"] != SmallFactory(companion.UpperRight) {
		t.Errorf("skipped %v", m.Args)
	}
	if m := r.mustSay(t, "solo.note.factory_short"); m.Args["Count"] != 2 {
		t.Errorf("short %v", m.Args)
	}
	if after := r.Table.State; after.Factories[companion.LowerRight].Total() != 0 || after.Factories[companion.UpperLeft].Total() != 2 {
		t.Errorf("factories %v", after.Factories)
	}
	// From the upper-left, 1 of orange and black: the player chooses.
	given = sf(companion.UpperLeft)
	given["automa.highest"] = "1"
	given["automa.cubes"] = "black"
	r = automaTurn(t, s, given).done(t)
	sameStrings(t, "choices", values(r.question(t, "automa.cubes"), false), []string{"orange", "black"})
	if got := r.Table.State.Factories[companion.UpperLeft]; got != (game.Cubes{Orange: 1}) {
		t.Errorf("left on the upper-left %v", got)
	}
	// Once chosen, the cubes removed are named (not "you choose" again);
	// the physical card's heading names the card.
	if m := r.mustSay(t, "values.automa.cubes_chosen"); !reflect.DeepEqual(m.Args["Cubes"], Cubes(game.Cubes{Black: 1})) {
		t.Errorf("chosen %v", m.Args)
	}
	if _, ok := r.said("solo.turn.factory_take_choose"); ok {
		t.Error("still says the player chooses after the choice")
	}
	if m := r.mustSay(t, "values.automa.title_physical"); m.Args["Card"] == nil {
		t.Errorf("heading %v", m.Args)
	}
	given["automa.cubes"] = "pink"
	automaTurn(t, s, given).refused(t, "solo.problem.cubes_not_there")
	given["automa.cubes"] = "orange,black"
	automaTurn(t, s, given).refused(t, "solo.problem.choose_cubes")
	given["automa.highest"] = "61"
	automaTurn(t, s, given).refused(t, "prompt.out_of_range")

	// Every small factory empty: the card's diagram, or the table's word.
	s = soloTurns(t, solo(t, game.DeckPhysical, 3), []game.Event{createLeft("3a")})
	r = automaTurn(t, s, map[string]string{"automa.action": "small-factory", "automa.at": "upper-left", "automa.arrow": "clockwise",
		"automa.supply": "0", "automa.furnace": "upper-left"}).done(t)
	if slices.Contains(r.ids(), "automa.highest") {
		t.Error("asked the highest number with every factory empty")
	}
	fq := r.question(t, "automa.furnace")
	// In the board's order, as every list of the furnaces (review D13).
	sameStrings(t, "furnaces", values(fq, false), []string{"upper-left", "upper-right", "lower-left", "lower-right"})
	r.mustSay(t, "solo.turn.fallback_named")
	r.mustSay(t, "solo.note.fallback_activation")
	if e := r.Table.Events[0]; e.Effect != companion.UpperLeft || r.Table.State.Furnaces[companion.UpperLeft] != 2 {
		t.Errorf("event %+v furnaces %v", e, r.Table.State.Furnaces)
	}
	given = map[string]string{"automa.action": "small-factory", "automa.at": "upper-left", "automa.arrow": "clockwise",
		"automa.fallback": "lower-right:counterclockwise", "automa.supply": "0"}
	r = automaTurn(t, s, given).done(t)
	if slices.Contains(r.ids(), "automa.furnace") || r.Table.State.Furnaces[companion.LowerRight] != 2 {
		t.Errorf("asked %v, furnaces %v", r.ids(), r.Table.State.Furnaces)
	}
	if m := r.mustSay(t, "solo.turn.fallback"); m.Args["Furnace"] != Furnace(companion.LowerRight) {
		t.Errorf("fallback %v", m.Args)
	}
	speakable(t, r)
}
