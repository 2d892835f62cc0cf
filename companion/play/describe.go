package play

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// Describe puts one event in words; before is the state just before it.
func Describe(before *game.State, e game.Event) walk.Msg {
	name := Seat(before, e.Seat)
	bonus := func(m walk.Msg) walk.Msg {
		if e.Bonus == "" {
			return m
		}
		// B1-B8 are the companion's own numbering: said with their reward
		// (play test de3 #17).
		return walk.M("game.log.with_bonus", "What", m, "Bonus", e.Bonus, "Reward", companion.Term("game.bonus."+e.Bonus))
	}
	switch e.Kind {
	case game.KindStartPlayer:
		return walk.M("game.log.start_player", "Name", name)
	case game.KindStartingProfession:
		return walk.M("game.log.starting_profession", "Name", name, "Side", Side(e.Side), "Furnace", Furnace(companion.RowFurnace.Position(e.Side)),
			"Card", companion.Term("lang.start_card."+string(e.Side)))
	case game.KindStartingDisk:
		return walk.M("game.log.starting_disk", "Name", name, "Disk", Disk(e.Disk))
	case game.KindFurnace:
		return walk.M("game.log.furnace", "Name", name, "Furnace", Furnace(e.At))
	case game.KindFactory:
		m := walk.M("game.log.factory", "Name", name, "Cubes", Cubes(e.Cubes), "Factory", SmallFactory(e.At))
		if e.Effect != "" {
			m = walk.M("game.log.factory_effect", "What", m, "Furnace", Furnace(e.Effect))
		}
		return m
	case game.KindCreate:
		return bonus(walk.M("game.log.create", "Name", name, "Row", Row(e.Row), "Side", Side(e.Side), "Disk", Disk(e.Disk)))
	case game.KindReinforce:
		var master any = ""
		automa := false // "do Automa", "des Automatons": not a name
		if list := before.Professions[e.Side][e.Row]; e.Index >= 1 && e.Index <= len(list) {
			master, automa = Seat(before, list[e.Index-1].Master), list[e.Index-1].Master == game.Automa
		}
		return bonus(walk.M("game.log.reinforce", "Name", name, "Master", master, "Automa", automa,
			"Row", Row(e.Row), "Side", Side(e.Side), "Disk", Disk(e.Disk)))
	case game.KindNotShown:
		comb, _ := game.BonusCombination(e.Bonus)
		return walk.M("game.log.not_shown", "Factory", SmallFactory(e.At), "Bonus", e.Bonus, "Cubes", Cubes(comb),
			"Reward", companion.Term("game.bonus."+e.Bonus))
	case game.KindNearestIcon:
		return walk.M("game.log.nearest", "Disk", e.Disk)
	case game.KindEndTrigger:
		return walk.M("game.log.end_trigger")
	case game.KindResetStart:
		if e.Yes {
			return walk.M("game.log.reset_start_final")
		}
		return walk.M("game.log.reset_start")
	case game.KindResetStep:
		return describeStep(before, e)
	case game.KindSupply:
		return bonus(walk.M("game.log.supply", "Name", name, "Factory", SmallFactory(e.At), "Cubes", Cubes(e.Cubes)))
	case game.KindFinish:
		after := before.Clone()
		if after.Apply(e) != nil { // it applied before; only its words are wanted
			return walk.M("game.log.finish", "Winners", e.Text)
		}
		return LogOutcome(after)
	case game.KindAutomaStart:
		return walk.M("solo.log.start", "Side", Side(e.Side), "Furnace", Furnace(companion.RowFurnace.Position(e.Side)))
	case game.KindAutomaTurn:
		c, err := before.AutomaCardOf(e)
		if err != nil {
			return walk.M("solo.log.turn", "Card", e.Card, "What", e.Text)
		}
		if e.Text != "" { // a physical card: both halves, as the player read them
			return walk.M("solo.log.turn_physical", "N", before.Solo.DeckDraws+1, "What", CardUpper(c), "Lower", CardLower(c.Supply))
		}
		return walk.M("solo.log.turn", "Card", c.ID, "What", CardUpper(c))
	}
	return walk.M("game.log.unknown", "Kind", string(e.Kind))
}

// describeStep puts a reset step in words; every line of the final reset
// phase says so, as its refill line does (play test pt1 F15).
func describeStep(before *game.State, e game.Event) walk.Msg {
	final := before.FinalResetUnderWay() // in solo, the one reaching the difficulty's space
	m := stepWords(before, e).With("Final", final)
	if inner, ok := m.Args["What"].(walk.Msg); ok { // the army's line, met a marker
		m = m.With("What", inner.With("Final", final))
	}
	return m
}

func stepWords(before *game.State, e game.Event) walk.Msg {
	switch e.Step {
	case game.StepArmy:
		m := walk.M("game.log.army", "From", before.Army, "To", before.ArmyAfterMove())
		if e.Yes {
			m = walk.M("game.log.army_reached", "What", m)
		}
		return m
	case game.StepRefill:
		if before.Reset != nil && before.Reset.Final && before.Solo == nil && e.Count == 0 {
			return walk.M("values.log.refill_final")
		}
		var names []any
		for _, f := range BoardOrder {
			if before.Furnaces[f] == 0 {
				names = append(names, Position(f))
			}
		}
		if len(names) == 0 { // a final reset phase with every furnace holding cubes
			return walk.M("game.log.refill_none")
		}
		return walk.M("game.log.refill", "Count", e.Count, "Furnaces", locales.List{Items: names})
	case game.StepEmpty:
		return walk.M("game.log.emptied")
	case game.StepAutomaSupply:
		return automaSupplyWords(before, e)
	}
	m := walk.M("game.log.step_done", "Step", StepTitle(e.Step))
	if e.Step == game.StepInvestments && e.Gained != nil { // what step 6 delivers (§5.2)
		var items []any
		for _, seat := range ConflictOrder(before) {
			if seat >= 0 && seat < len(e.Gained) && e.Gained[seat] != nil {
				items = append(items, walk.M("game.log.gained_item", "Name", before.Name(seat), "Cubes", Cubes(*e.Gained[seat])))
			}
		}
		m = walk.M("game.log.investments_gained", "What", m, "Gained", locales.List{Items: items, Sep: "; "})
	}
	if e.Yes && (e.Step == game.StepVP || e.Step == game.StepInvestments) {
		// The step's VP took a score marker to the army: the log says the
		// end began here, as the army's line does (rules-facts §5.3).
		return walk.M("game.log.step_reached", "What", m)
	}
	return m
}

// StepTitle names a step of the reset phase.
func StepTitle(id game.StepID) any {
	if id == game.StepAutomaSupply {
		return companion.Term("solo.step." + string(id))
	}
	return companion.Term("game.step." + string(id) + ".title")
}

// BoardOrder lists the four corners as they sit on the board, top row
// first, for tables and picks (companion.BoardOrder).
var BoardOrder = companion.BoardOrder

// CardUpper describes an Automa card's upper section in words.
func CardUpper(c automa.Card) any {
	switch c.Action {
	case automa.ActFurnace:
		m := walk.M("solo.card.furnace", "At", Position(c.At), "Arrow", Arrow(c.Arrow))
		if len(c.RemoveCosts) > 0 {
			return locales.List{Items: []any{m, walk.M("solo.card.remove_costs", "Costs", Ints(c.RemoveCosts))}, Sep: "; "}
		}
		return m
	case automa.ActProfession:
		return walk.M("solo.card.profession", "Slot", c.Slot, "Where", companion.Term("solo.slot."+itoa(c.Slot)))
	case automa.ActSmallFactory:
		m := walk.M("solo.card.small_factory", "At", Position(c.At), "Arrow", Arrow(c.Arrow))
		if c.Fallback != nil {
			return locales.List{Items: []any{m, walk.M("solo.card.fallback", "At", Position(c.Fallback.At), "Arrow", Arrow(c.Fallback.Arrow))}, Sep: "; "}
		}
		return m
	}
	return string(c.Action)
}

// CardLower describes an Automa card's lower section (its supply step).
func CardLower(s automa.Supply) any {
	var parts []any
	if s.Cubes > 0 {
		parts = append(parts, walk.M("solo.card.supply", "Count", s.Cubes, "Start", Position(s.Start), "Arrow", Arrow(s.Arrow)))
	} else {
		parts = append(parts, walk.M("solo.card.no_supply"))
	}
	if s.Apprentice {
		parts = append(parts, walk.M("solo.card.apprentice"))
	}
	return locales.List{Items: parts, Sep: "; "}
}

// automaSupplyWords says where the Automa's supply step put its cubes and
// its apprentice disk (rules-facts §8.6): the draws replay from the bag,
// so the log names them as the table placed them.
func automaSupplyWords(before *game.State, e game.Event) walk.Msg {
	_, r, ok := before.AutomaSupplyPreview()
	if !ok || (len(r.Placements) == 0 && e.Index == 0) {
		return walk.M("solo.log.supply")
	}
	var parts []any
	for _, pl := range r.Placements {
		parts = append(parts, walk.M("solo.log.placed", "Colour", Colour(pl.Colour), "Factory", SmallFactory(pl.Factory)))
	}
	if e.Index > 0 {
		var name any = ""
		if list := before.Professions[e.Side][e.Row]; e.Index <= len(list) {
			name = Seat(before, list[e.Index-1].Master)
		}
		parts = append(parts, walk.M("solo.log.apprentice", "Disk", diskOnCard(r.Disk, r.FromCard), "Name", name,
			"Place", walk.M("solo.place", "Row", Row(e.Row), "Side", Side(e.Side), "N", e.Index)))
	}
	return walk.M("solo.log.supply_placed", "What", locales.List{Items: parts, Sep: "; "})
}
