package view

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// What undo asks the table to put back (issue 29; play test pt2 #8): the
// game file only forgets an entry, the pieces stay where the table put
// them. For each entry taken back, in the order they are put back (the
// newest first): the army, the refill, the VP of 2a, the cubes of the
// small factories (emptied, delivered, supplied by the Automa), the
// Automa's disks and profession, and the reshuffle its turn began with.
// Players' own turns are not said: the table took those pieces itself.

// PutBack lists, folded, what to put back on the table for the events
// taken back; before is the game just before the first of them.
func (sc Screen) PutBack(before *game.State, events []game.Event) []string {
	var out []string
	for _, m := range PutBackMsgs(before, events) {
		out = append(out, sc.Wrap("  "+sc.P.Render(m)))
	}
	return out
}

// PutBackMsgs is PutBack's messages, unrendered.
func PutBackMsgs(before *game.State, events []game.Event) []walk.Msg {
	var each [][]walk.Msg
	c := before.Clone()
	for _, e := range events {
		prev := c.Clone()
		if c.Apply(e) != nil { // it applied before; a broken file says nothing more
			break
		}
		each = append(each, putBackOne(prev, c, e))
	}
	var out []walk.Msg
	for i := len(each) - 1; i >= 0; i-- {
		out = append(out, each[i]...)
	}
	if n := physicalCardsTaken(before.Settings, events); n > 0 {
		out = append(out, walk.M("game.undo.card_back", "Count", n))
	}
	return out
}

// physicalCardsTaken counts the Automa turns among events played from the
// physical deck: each flipped a card that must go back on top of the deck
// before the next "flip the top card" (rules-facts §8.5).
func physicalCardsTaken(settings game.Settings, events []game.Event) int {
	if settings.Solo == nil || settings.Solo.Digital() {
		return 0
	}
	n := 0
	for _, e := range events {
		if e.Kind == game.KindAutomaTurn {
			n++
		}
	}
	return n
}

func putBackOne(prev, after *game.State, e game.Event) []walk.Msg {
	switch {
	case e.Kind == game.KindSupply:
		m := walk.M("game.undo.table.supply", "Name", play.Seat(prev, e.Seat), "Cubes", play.Cubes(e.Cubes), "Factory", play.SmallFactory(e.At),
			"Bonus", e.Bonus, "Reward", "")
		if e.Bonus != "" {
			m = m.With("Reward", companion.Term("game.bonus."+e.Bonus))
		}
		return []walk.Msg{m}
	case e.Kind == game.KindAutomaTurn:
		return automaTurnBack(prev, after, e)
	case e.Kind != game.KindResetStep:
		return nil
	}
	switch e.Step {
	case game.StepArmy:
		return []walk.Msg{walk.M("game.undo.table.army", "From", prev.Army, "To", after.Army)}
	case game.StepRefill:
		var where []any
		for _, p := range play.BoardOrder {
			if after.Furnaces[p] > prev.Furnaces[p] {
				where = append(where, play.Furnace(p))
			}
		}
		if len(where) == 0 || e.Count == 0 {
			return nil
		}
		return []walk.Msg{walk.M("game.undo.table.refill", "Count", e.Count, "Furnaces", locales.List{Items: where})}
	case game.StepVP:
		var seats []int
		for i := range after.Players {
			if after.Players[i].TrackVP > prev.Players[i].TrackVP {
				seats = append(seats, i)
			}
		}
		if len(seats) == 0 {
			return nil
		}
		return []walk.Msg{walk.M("game.undo.table.vp", "Names", play.Names(prev, seats))}
	case game.StepEmpty:
		var items []any
		for _, p := range play.BoardOrder {
			if c := prev.Factories[p]; c.Total() > 0 {
				items = append(items, walk.M("game.undo.table.factory_item", "Factory", play.SmallFactory(p), "Cubes", play.Cubes(c)))
			}
		}
		if len(items) == 0 {
			return nil
		}
		return []walk.Msg{walk.M("game.undo.table.emptied", "List", locales.List{Items: items, Sep: "; "})}
	case game.StepAutomaSupply:
		return automaSupplyBack(prev, e)
	}
	return nil
}

// automaSupplyBack: the cubes drawn from the Automa's bag (they replay
// from it) back into the bag, its apprentice disk back on its card.
func automaSupplyBack(prev *game.State, e game.Event) []walk.Msg {
	_, r, ok := prev.AutomaSupplyPreview()
	if !ok {
		return nil
	}
	var out []walk.Msg
	if len(r.Placements) > 0 {
		var items []any
		for _, pl := range r.Placements {
			items = append(items, walk.M("solo.log.placed", "Colour", play.Colour(pl.Colour), "Factory", play.SmallFactory(pl.Factory)))
		}
		out = append(out, walk.M("solo.undo.supply", "List", locales.List{Items: items, Sep: "; "}))
	}
	if e.Index > 0 {
		out = append(out, walk.M("solo.undo.apprentice", "Disk", play.DiskOnCard(r.Disk, r.FromCard),
			"Place", walk.M("solo.place", "Row", play.Row(e.Row), "Side", play.Side(e.Side), "N", e.Index)))
	}
	return out
}

// automaTurnBack: the cube the Automa took back where it was, its new
// profession taken back, and the reshuffle the turn began with.
func automaTurnBack(prev, after *game.State, e game.Event) []walk.Msg {
	var out []walk.Msg
	for _, p := range play.BoardOrder {
		if n := prev.Furnaces[p] - after.Furnaces[p]; n > 0 {
			out = append(out, walk.M("solo.undo.furnace", "Count", n, "Furnace", play.Furnace(p)))
		}
		if took, ok := prev.Factories[p].Minus(after.Factories[p]); ok && took.Total() > 0 {
			out = append(out, walk.M("solo.undo.factory", "Cubes", play.Cubes(took), "Factory", play.SmallFactory(p)))
		}
	}
	if t, err := prev.ResolveAutomaTurn(e); err == nil && t.Profession != nil {
		r := t.Profession
		place := walk.M("solo.place", "Row", play.Row(r.Row), "Side", play.Side(r.Side), "N", len(after.Professions[r.Side][r.Row]))
		out = append(out, walk.M("solo.undo.profession", "Place", place, "Disk", play.DiskOnCard(r.Disk, r.FromCard), "Slot", r.Slot, "FromDeck", r.FromDeck))
	}
	if prev.Solo != nil && prev.Solo.DeckDraws > 0 && prev.Solo.Deck().Left() == 0 {
		out = append(out, walk.M("solo.undo.reshuffle", "Digital", prev.Settings.Solo.Digital()))
	}
	return out
}
