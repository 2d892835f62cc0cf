package play

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/data"
)

// What the supply step says about the small factories.

// BonusLine names a bonus with what it asks and pays.
func BonusLine(id string) walk.Msg {
	comb, _ := game.BonusCombination(id)
	return walk.M("game.bonus.line", "ID", id, "Cubes", Cubes(comb), "Reward", companion.Term("game.bonus."+id))
}

// bonusItem is a bonus the table may pick for a delivery to pos: its line,
// marked with the other factories it is known on when the factory's own
// bonus for these cubes is not known (no edition says a bonus is printed
// once, so it is offered all the same; rules-facts §6).
func bonusItem(known Known, pos companion.Position, id string, d components.Delivery) walk.Msg {
	if !d.Known() {
		var at []any
		for _, x := range known.Elsewhere(pos, id) {
			at = append(at, walk.M("components.bonuses.at", "Factory", SmallFactory(x.Factory)))
		}
		if len(at) > 0 {
			return walk.M("values.supply.also", "Line", BonusLine(id), "Factories", components.AndList(at))
		}
	}
	return walk.M("game.ask.bonus_item", "Line", BonusLine(id))
}

// factoryLine says what is known of a small factory's bonuses: all of
// them (transcribed in full), some (proven by the rulebook's example or
// named at the table, each marked), or nothing.
func factoryLine(known Known, pos companion.Position) walk.Msg {
	f := known.Factory(pos)
	if len(f.Bonuses) == 0 {
		return walk.M("game.step.supply.factory_unknown", "Factory", SmallFactory(pos))
	}
	var parts []any
	for _, b := range f.Bonuses {
		if f.Complete {
			parts = append(parts, BonusLine(b.ID))
		} else {
			parts = append(parts, walk.M("values.bonus."+string(b.Source), "Line", BonusLine(b.ID)))
		}
	}
	if f.Complete {
		return walk.M("game.step.supply.factory", "Factory", SmallFactory(pos), "Bonuses", listSep(parts, "; "))
	}
	return walk.M("values.supply.factory_partly", "Factory", SmallFactory(pos), "Bonuses", listSep(parts, "; "))
}

// sayFactories says what the supply step is, what is known of each small
// factory's bonuses (with the bonus list when some are not), and the order
// for collisions; say is t.Say, or t.Recap for a later delivery.
func sayFactories(say func(walk.Style, walk.Msg), s *game.State, known Known) {
	say(walk.Item, walk.M("game.step.supply.text"))
	complete := true
	for _, pos := range BoardOrder {
		say(walk.Item, factoryLine(known, pos))
		complete = complete && known.Factory(pos).Complete
	}
	if !complete {
		say(walk.Item, walk.M("game.step.supply.read_board"))
		for _, b := range data.Load().Bonuses {
			say(walk.Item, walk.M("game.step.supply.bonus_item", "Line", BonusLine(b.ID)))
		}
	}
	sayOrder(say, s)
	say(walk.Item, walk.M("game.step.order_note"))
}
