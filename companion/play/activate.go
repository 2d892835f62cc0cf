package play

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// activation says what a player's turn sets off (rules-facts §3.7, §3.8,
// rulebook p. 13), as the Automa's turns do: a coloured cube from an upper
// furnace or cubes from a small factory activate every profession on the
// row beside it; with 5d an empty furnace's action stands in for the
// factory's row. s is the state before the turn.
func activation(s *game.State, e game.Event) []walk.Msg {
	switch e.Kind {
	case game.KindFurnace:
		if side, row, ok := automa.FurnaceRow(e.At); ok {
			return activatedRow(s, e.Seat, side, row)
		}
		return []walk.Msg{walk.M("game.turn.furnace_action."+game.FurnaceAction(e.At), "Furnace", Furnace(e.At), "Name", Seat(s, e.Seat))}
	case game.KindFactory:
		if e.Effect != "" {
			if side, row, ok := automa.FurnaceRow(e.Effect); ok {
				return activatedRow(s, e.Seat, side, row)
			}
			return []walk.Msg{walk.M("game.turn.furnace_action."+game.FurnaceAction(e.Effect), "Furnace", Furnace(e.Effect), "Name", Seat(s, e.Seat))}
		}
		side, row := automa.FactoryRow(e.At)
		return activatedRow(s, e.Seat, side, row)
	}
	return nil
}

// activatedRow lists the professions a row activates: every card with a
// master or an apprentice, each used on its own and optional; in solo only
// the player's (the Automa never uses its workers, §8.5).
func activatedRow(s *game.State, seat int, side companion.Side, row companion.Row) []walk.Msg {
	var cards []any
	for i, pr := range s.Professions[side][row] {
		if s.Solo != nil && pr.Master != seat && (!pr.HasApprentice || pr.Apprentice != seat) {
			continue
		}
		var apprentice any = ""
		if pr.HasApprentice {
			apprentice = Seat(s, pr.Apprentice)
		}
		cards = append(cards, walk.M("game.turn.activate_card", "Index", i+1, "Master", Seat(s, pr.Master), "Apprentice", apprentice))
	}
	switch {
	case len(cards) == 0 && len(s.Professions[side][row]) > 0: // solo: only the Automa's
		return []walk.Msg{walk.M("solo.turn.activate_none", "Row", Row(row), "Side", Side(side))}
	case len(cards) == 0:
		return []walk.Msg{walk.M("game.turn.activate_none", "Row", Row(row), "Side", Side(side))}
	case s.Solo != nil: // only the player takes a benefit, an Automa apprentice there none (pt play test #2)
		return []walk.Msg{walk.M("solo.turn.activate", "Row", Row(row), "Side", Side(side), "List", listSep(cards, "; "))}
	}
	return []walk.Msg{walk.M("game.turn.activate", "Row", Row(row), "Side", Side(side), "List", listSep(cards, "; "))}
}
