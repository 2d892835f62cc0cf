package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
)

// The Automa's turns and supply steps are shown as numbered steps on one
// screen: what to move, where, and what it triggers for the player, with the
// edition notes where the rulebooks differ.

// automaTurnSteps describes one resolved Automa turn as steps in words.
func automaTurnSteps(a *app, t automa.Turn, b *automa.Board, numbers []int) []string {
	switch {
	case t.Furnace != nil:
		return soloFurnaceSteps(a, *t.Furnace, t.Card.Arrow, b)
	case t.Profession != nil:
		return soloProfessionSteps(a, *t.Profession, b, numbers)
	case t.SmallFactory != nil:
		return soloSmallFactorySteps(a, *t.SmallFactory, t.Card, b)
	}
	return nil
}

func soloFurnaceTerm(a *app, p companion.Position) string { return a.p.T("term.furnace." + string(p)) }
func soloFactoryTerm(a *app, p companion.Position) string {
	return a.p.T("term.small_factory." + string(p))
}
func soloArrowTerm(a *app, ar companion.Arrow) string { return a.p.T("term.arrow." + string(ar)) }

func soloFurnaceSteps(a *app, r automa.FurnaceResult, arrow companion.Arrow, b *automa.Board) []string {
	p := a.p
	var out []string
	for _, s := range r.Skipped {
		out = append(out, p.T("solo.turn.furnace_empty", "Furnace", soloFurnaceTerm(a, s), "Arrow", soloArrowTerm(a, arrow)))
	}
	if !r.Found {
		return append(out, p.T("solo.turn.furnaces_all_empty"))
	}
	out = append(out, p.T("solo.turn.furnace_take", "Furnace", soloFurnaceTerm(a, r.Furnace), "Colour", p.T("term.cube."+r.Colour), "Left", b.Furnaces[r.Furnace]-1))
	if r.Row != "" {
		if len(r.Activated) == 0 {
			out = append(out, p.T("solo.turn.activate_none", "Row", p.T("term.row."+string(r.Row)), "Side", p.T("term.side."+string(r.Side))))
		} else {
			out = append(out, p.T("solo.turn.activate", "Row", p.T("term.row."+string(r.Row)), "Side", p.T("term.side."+string(r.Side)), "List", soloProfessionList(a, r.Activated)))
		}
	}
	if r.Removes != nil {
		out = append(out, p.T("solo.turn.remove_"+r.Removes.Kind, "Costs", soloJoinInts(r.Removes.Costs)))
		out = append(out, p.T("solo.note.display_upkeep"), p.T("solo.note.d56"))
	}
	return out
}

// soloProfessionList names professions as the table sees them: "2nd (you are
// master)", in row order.
func soloProfessionList(a *app, ps []automa.Profession) string {
	var parts []string
	for _, pr := range ps {
		role := "master"
		if pr.Master != automa.Player {
			role = "apprentice"
		}
		parts = append(parts, a.p.T("solo.turn.profession_"+role, "Label", soloLabel(a, pr)))
	}
	return strings.Join(parts, ", ")
}

func soloProfessionSteps(a *app, r automa.ProfessionResult, b *automa.Board, numbers []int) []string {
	p := a.p
	colour := "red"
	if r.Side == companion.Right {
		colour = "blue"
	}
	out := []string{p.T("solo.turn.profession_take", "Slot", r.Slot, "Where", p.T("solo.slot."+strconv.Itoa(r.Slot)), "Colour", p.T("solo.colour."+colour))}
	counts := b.SideCounts(r.Side)
	out = append(out, p.T("solo.turn.profession_attach", "Row", p.T("term.row."+string(r.Row)), "Side", p.T("term.side."+string(r.Side)),
		"Upper", counts[companion.RowUpper], "Lower", counts[companion.RowLower], "Furnace", counts[companion.RowFurnace]))
	if r.FromCard {
		out = append(out, p.T("solo.turn.master_disk", "Disk", r.Disk))
	} else {
		out = append(out, p.T("solo.turn.master_spare"))
	}
	if r.FromDeck {
		out = append(out, p.T("solo.turn.deck_shows_next"))
	} else {
		out = append(out, p.T("solo.turn.refill_display", "Colour", p.T("solo.colour."+colour)))
	}
	out = append(out, p.T("solo.turn.workers", "Workers", r.WorkersAfter, "Max", automa.MaxPlayerWorkers(r.WorkersAfter)))
	if h, ok := automa.HighestVisible(numbers, r.WorkersAfter); ok {
		out = append(out, p.T("solo.turn.highest_now", "Number", h))
	}
	return out
}

func soloSmallFactorySteps(a *app, r automa.SmallFactoryResult, c automa.Card, b *automa.Board) []string {
	p := a.p
	out := []string{p.T("solo.turn.factory_count", "Count", r.Count)}
	if r.Found { // when all four are empty, the fallback line says so once
		for _, s := range r.Skipped {
			out = append(out, p.T("solo.turn.factory_empty", "Factory", soloFactoryTerm(a, s), "Arrow", soloArrowTerm(a, c.Arrow)))
		}
	}
	switch {
	case r.Found:
		there := b.FactoryCubes(r.Factory)
		line := p.T("solo.turn.factory_take", "Count", r.Remove, "Factory", soloFactoryTerm(a, r.Factory), "There", there)
		switch {
		case r.Remove == 0:
			line = p.T("solo.turn.factory_zero")
		case r.Colours != nil:
			line += " " + p.T("solo.turn.factory_colours", "Cubes", soloCubeList(a, r.Colours))
		default:
			line += " " + p.T("solo.turn.factory_choose", "Cubes", soloCubeList(a, b.SmallFactories[r.Factory]))
		}
		out = append(out, line)
		if r.Remove < r.Count && r.Remove > 0 {
			out = append(out, p.T("solo.note.factory_short", "Count", r.Count))
		}
	case r.Fallback != nil && c.Fallback == nil:
		// the table named the furnace the card's diagram leads to
		out = append(out, p.T("solo.turn.fallback_named"))
		out = append(out, soloFurnaceSteps(a, *r.Fallback, companion.Clockwise, b)...)
		if r.Fallback.Row != "" {
			out = append(out, p.T("solo.note.fallback_activation"))
		}
	case r.Fallback != nil:
		out = append(out, p.T("solo.turn.fallback", "Furnace", soloFurnaceTerm(a, c.Fallback.At), "Arrow", soloArrowTerm(a, c.Fallback.Arrow)))
		out = append(out, soloFurnaceSteps(a, *r.Fallback, c.Fallback.Arrow, b)...)
		if r.Fallback.Row != "" {
			out = append(out, p.T("solo.note.fallback_activation"))
		}
	}
	return out
}

// soloCubeList writes cube counts in words: "2 orange, 1 pink".
func soloCubeList(a *app, m map[string]int) string {
	var parts []string
	for _, c := range automa.BagColours {
		if m[c] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", m[c], a.p.T("term.cube."+c)))
		}
	}
	return strings.Join(parts, ", ")
}

// soloSupplySteps describes the Automa's supply step (rules-facts §8.6).
func soloSupplySteps(a *app, s automa.Supply, r automa.SupplyResult, b *automa.Board) []string {
	p := a.p
	var out []string
	if s.Cubes == 0 {
		out = append(out, p.T("solo.supply.none"))
	} else {
		out = append(out, p.N("solo.supply.intro", s.Cubes, "Factory", soloFactoryTerm(a, s.Start), "Arrow", soloArrowTerm(a, s.Arrow)))
		for _, pl := range r.Placements {
			out = append(out, p.T("solo.supply.place", "Colour", p.T("term.cube."+pl.Colour), "Factory", soloFactoryTerm(a, pl.Factory)))
		}
		if r.Short > 0 {
			out = append(out, p.N("solo.supply.bag_empty", r.Short))
		}
	}
	if r.Apprentice {
		switch {
		case len(r.Candidates) > 0:
			out = append(out, p.T("solo.supply.apprentice", "Disk", soloDiskName(a, r.Disk, r.FromCard)))
		default:
			out = append(out, p.T("solo.supply.apprentice_nowhere"))
			if len(r.AnyFree) > 0 {
				out = append(out, p.T("solo.note.d58_any_free"))
			}
		}
		out = append(out, p.T("solo.note.d58"))
	}
	return out
}

func soloDiskName(a *app, n int, fromCard bool) string {
	if fromCard {
		return a.p.T("solo.disk_on_card", "Disk", n)
	}
	return a.p.T("solo.disk_spare")
}

// soloPrintSteps writes steps numbered, wrapped to the terminal width.
// soloLabel names a profession by its place ("left:furnace#2" in the game)
// in words; other labels are shown as they are.
func soloLabel(a *app, pr automa.Profession) string {
	if side, rest, ok := strings.Cut(pr.Label, ":"); ok {
		if row, n, ok := strings.Cut(rest, "#"); ok {
			return a.p.T("solo.place", "Row", a.p.T("term.row."+row), "Side", a.p.T("term.side."+side), "N", n)
		}
	}
	return pr.Label
}

func soloPrintSteps(a *app, title string, steps []string) {
	fmt.Fprintln(a.io.Out, title)
	for i, s := range steps {
		prefix := fmt.Sprintf("%d. ", i+1)
		fmt.Fprintln(a.io.Out, soloWrap(prefix+s, a.io.Width, len(prefix)))
	}
}

// soloWrap wraps text at width, indenting continuation lines.
func soloWrap(s string, width, indent int) string {
	if width < 30 {
		width = 30
	}
	var b strings.Builder
	col := 0
	for i, w := range strings.Fields(s) {
		n := len([]rune(w))
		switch {
		case i == 0:
		case col+1+n > width:
			b.WriteString("\n" + strings.Repeat(" ", indent))
			col = indent
		default:
			b.WriteByte(' ')
			col++
		}
		b.WriteString(w)
		col += n
	}
	return b.String()
}
