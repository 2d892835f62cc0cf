package play

import (
	"strconv"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// The Automa's turns and supply steps as numbered steps for the table:
// what to move, where, and what it triggers for the player, with the
// edition notes where the rulebooks differ.

// AutomaTurnSteps describes one resolved Automa turn step by step.
func AutomaTurnSteps(t automa.Turn, b *automa.Board, numbers []int) []walk.Msg {
	switch {
	case t.Furnace != nil:
		return furnaceSteps(*t.Furnace, t.Card.Arrow, b)
	case t.Profession != nil:
		return professionSteps(*t.Profession, b, numbers)
	case t.SmallFactory != nil:
		return smallFactorySteps(*t.SmallFactory, t.Card, b)
	}
	return nil
}

func furnaceSteps(r automa.FurnaceResult, arrow companion.Arrow, b *automa.Board) []walk.Msg {
	var out []walk.Msg
	for _, s := range r.Skipped {
		out = append(out, walk.M("solo.turn.furnace_empty", "Furnace", Furnace(s), "Arrow", Arrow(arrow)))
	}
	if !r.Found {
		return append(out, walk.M("solo.turn.furnaces_all_empty"))
	}
	out = append(out, walk.M("solo.turn.furnace_take", "Furnace", Furnace(r.Furnace), "Colour", Colour(r.Colour), "Left", b.Furnaces[r.Furnace]-1))
	if r.Row != "" {
		if len(r.Activated) == 0 {
			out = append(out, walk.M("solo.turn.activate_none", "Row", Row(r.Row), "Side", Side(r.Side)))
		} else {
			out = append(out, walk.M("solo.turn.activate", "Row", Row(r.Row), "Side", Side(r.Side), "List", professionList(r.Activated)))
		}
	}
	if r.Removes != nil {
		out = append(out, walk.M("solo.turn.remove_"+r.Removes.Kind, "Costs", Ints(r.Removes.Costs)))
		out = append(out, walk.M("solo.note.display_upkeep"), walk.M("solo.note.d56"))
	}
	return out
}

// professionList names the professions of the activated row as the table
// sees them: "#2 (your master)", in row order (the line names the row once).
func professionList(ps []automa.Profession) any {
	var parts []any
	for _, pr := range ps {
		role := "master"
		if pr.Master != automa.Player {
			role = "apprentice"
		}
		label := AutomaPlace(pr)
		if _, _, n, ok := parseLabel(pr.Label); ok {
			label = walk.M("solo.turn.card_in_row", "N", n)
		}
		parts = append(parts, walk.M("solo.turn.profession_"+role, "Label", label))
	}
	return locales.List{Items: parts}
}

func professionSteps(r automa.ProfessionResult, b *automa.Board, numbers []int) []walk.Msg {
	colour := "red"
	if r.Side == companion.Right {
		colour = "blue"
	}
	out := []walk.Msg{walk.M("solo.turn.profession_take", "Slot", r.Slot, "Where", companion.Term("solo.slot."+strconv.Itoa(r.Slot)),
		"Colour", companion.Term("solo.colour."+colour))}
	counts := b.SideCounts(r.Side)
	out = append(out, walk.M("solo.turn.profession_attach", "Row", Row(r.Row), "Side", Side(r.Side),
		"Upper", counts[companion.RowUpper], "Lower", counts[companion.RowLower], "Furnace", counts[companion.RowFurnace]))
	if r.FromCard {
		out = append(out, walk.M("solo.turn.master_disk", "Disk", r.Disk))
	} else {
		out = append(out, walk.M("solo.turn.master_spare"))
	}
	if r.FromDeck {
		out = append(out, walk.M("solo.turn.deck_shows_next"))
	} else {
		out = append(out, walk.M("solo.turn.refill_display", "Colour", companion.Term("solo.colour."+colour)))
	}
	out = append(out, walk.M("solo.turn.workers", "Count", r.WorkersAfter, "Max", automa.MaxPlayerWorkers(r.WorkersAfter)))
	if h, ok := automa.HighestVisible(numbers, r.WorkersAfter); ok {
		out = append(out, walk.M("solo.turn.highest_now", "Number", h))
	}
	return out
}

func smallFactorySteps(r automa.SmallFactoryResult, c automa.Card, b *automa.Board) []walk.Msg {
	var out []walk.Msg
	if r.Found { // when all four are empty the count does not matter (nor is it asked), and the fallback line says so once
		out = append(out, walk.M("solo.turn.factory_count", "Count", r.Count))
		for _, s := range r.Skipped {
			out = append(out, walk.M("solo.turn.factory_empty", "Factory", SmallFactory(s), "Arrow", Arrow(c.Arrow)))
		}
	}
	switch {
	case r.Found:
		there := b.FactoryCubes(r.Factory)
		line := walk.M("solo.turn.factory_take", "Count", r.Remove, "Factory", SmallFactory(r.Factory), "There", there)
		switch {
		case r.Remove == 0:
			line = walk.M("solo.turn.factory_zero")
		case r.Colours != nil:
			line = walk.M("solo.turn.factory_take_colours", "What", line, "Cubes", cubeCounts(r.Colours))
		default:
			line = walk.M("solo.turn.factory_take_choose", "What", line, "Cubes", cubeCounts(b.SmallFactories[r.Factory]))
		}
		out = append(out, line)
		if r.Remove < r.Count && r.Remove > 0 {
			out = append(out, walk.M("solo.note.factory_short", "Count", r.Count))
		}
	case r.Fallback != nil && c.Fallback == nil:
		// the table named the furnace the card's diagram leads to
		out = append(out, walk.M("solo.turn.fallback_named"))
		out = append(out, furnaceSteps(*r.Fallback, companion.Clockwise, b)...)
		if r.Fallback.Row != "" {
			out = append(out, walk.M("solo.note.fallback_activation"))
		}
	case r.Fallback != nil:
		out = append(out, walk.M("solo.turn.fallback", "Furnace", Furnace(c.Fallback.At), "Arrow", Arrow(c.Fallback.Arrow)))
		out = append(out, furnaceSteps(*r.Fallback, c.Fallback.Arrow, b)...)
		if r.Fallback.Row != "" {
			out = append(out, walk.M("solo.note.fallback_activation"))
		}
	}
	return out
}

// cubeCounts writes cube counts by colour: "2 orange, 1 pink".
func cubeCounts(m map[string]int) any {
	var parts []any
	for _, c := range automa.BagColours {
		if m[c] > 0 {
			parts = append(parts, walk.M("game.cube_count", "Count", m[c], "Colour", Colour(c)))
		}
	}
	return locales.List{Items: parts}
}

// SupplySteps describes the Automa's supply step (rules-facts §8.6).
func SupplySteps(s automa.Supply, r automa.SupplyResult) []walk.Msg {
	var out []walk.Msg
	if s.Cubes == 0 {
		out = append(out, walk.M("solo.supply.none"))
	} else {
		out = append(out, walk.M("solo.supply.intro", "Count", s.Cubes, "Factory", SmallFactory(s.Start), "Arrow", Arrow(s.Arrow)))
		for _, pl := range r.Placements {
			out = append(out, walk.M("solo.supply.place", "Colour", Colour(pl.Colour), "Factory", SmallFactory(pl.Factory)))
		}
		if r.Short > 0 {
			out = append(out, walk.M("solo.supply.bag_empty", "Count", r.Short))
		}
	}
	if r.Apprentice {
		switch {
		case len(r.Candidates) > 0:
			out = append(out, walk.M("solo.supply.apprentice", "Disk", diskOnCard(r.Disk, r.FromCard)))
		default:
			out = append(out, walk.M("solo.supply.apprentice_nowhere"))
		}
		// The edition difference, once: with the free spaces the German
		// reading would allow when there are some.
		if len(r.Candidates) == 0 && len(r.AnyFree) > 0 {
			out = append(out, walk.M("solo.note.d58_any_free"))
		} else {
			out = append(out, walk.M("solo.note.d58"))
		}
	}
	return out
}

// DiskOnCard names the Automa's next disk: its number on the worker
// supply card, or a spare from the general supply.
func DiskOnCard(n int, fromCard bool) any { return diskOnCard(n, fromCard) }

func diskOnCard(n int, fromCard bool) any {
	if fromCard {
		return walk.M("solo.disk_on_card", "Disk", n)
	}
	return walk.M("solo.disk_spare")
}

// AutomaPlace names a profession of the Automa's board by its place
// ("left:furnace#2" in the game) in words; other labels are kept.
func AutomaPlace(pr automa.Profession) any {
	side, row, n, ok := parseLabel(pr.Label)
	if !ok {
		return pr.Label
	}
	return walk.M("solo.place", "Row", Row(row), "Side", Side(side), "N", n)
}
