package score

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Card is the result as the front end prints it (tally.Card): the seven
// categories with the masters' rows and the abilities one by one as
// sub-lines, the totals, the places, the verdict with the tie-break step
// and, in a solo game, the rank and the opponent's outcome.
func (r Result) Card() tally.Card {
	vp := facts().Scoring.Masters
	m := walk.M
	n := func(f func(b Breakdown) int) func(b Breakdown) walk.Msg {
		return func(b Breakdown) walk.Msg { return tally.Number(f(b)) }
	}
	ability := func(id string, f func(b Breakdown) int) func(b Breakdown) walk.Msg {
		return func(b Breakdown) walk.Msg {
			if !b.Unlocked[id] {
				return m("score.table.locked")
			}
			return tally.Number(f(b))
		}
	}
	lines := []struct {
		label walk.Msg
		sub   bool
		cell  func(b Breakdown) walk.Msg
	}{
		{m("score.table.track"), false, n(func(b Breakdown) int { return b.Track })},
		{m("score.table.forest"), false, n(func(b Breakdown) int { return b.Forest })},
		{m("score.table.dune"), false, n(func(b Breakdown) int { return b.Dune })},
		{m("score.table.masters"), false, n(func(b Breakdown) int { return b.Masters })},
		{m("score.table.masters_stephens", "VP", vp["stephens"]), true, n(func(b Breakdown) int { return b.MastersStephens })},
		{m("score.table.masters_lower", "VP", vp["lower"]), true, n(func(b Breakdown) int { return b.MastersLower })},
		{m("score.table.masters_upper", "VP", vp["upper"]), true, n(func(b Breakdown) int { return b.MastersUpper })},
		{m("score.table.apprentices"), false, n(func(b Breakdown) int { return b.Apprentices })},
		{m("score.table.contracts"), false, n(func(b Breakdown) int { return b.Contracts })},
		{m("score.table.abilities"), false, n(func(b Breakdown) int { return b.Abilities })},
		{m("score.table.ability_2b"), true, ability("2b", func(b Breakdown) int { return b.Ability2b })},
		{m("score.table.ability_2c"), true, ability("2c", func(b Breakdown) int { return b.Ability2c })},
		{m("score.table.ability_2d"), true, ability("2d", func(b Breakdown) int { return b.Ability2d })},
		{m("score.table.ability_2e"), true, ability("2e", func(b Breakdown) int { return b.Ability2e })},
	}
	c := tally.Card{Verdict: r.verdict()}
	for _, l := range lines {
		row := tally.Row{Label: l.label, Sub: l.sub}
		for _, p := range r.Players {
			row.Cells = append(row.Cells, l.cell(p.Breakdown))
		}
		c.Rows = append(c.Rows, row)
	}
	for _, p := range r.Players {
		c.Players = append(c.Players, p.Name)
		c.Totals = append(c.Totals, p.Total)
		c.Places = append(c.Places, p.Place)
		c.Why = append(c.Why, p.Breakdown.Why.Reasons())
	}
	return c
}

// verdict is the winner line (naming the tie-break) and, in a solo game,
// the rank and the opponent's outcome.
func (r Result) verdict() []walk.Msg {
	var out []walk.Msg
	var top PlayerResult
	for _, p := range r.Players {
		if p.Place == 1 {
			top = p
			break
		}
	}
	if len(r.Players) == 1 {
		out = append(out, walk.M("score.winner.solo", "Name", top.Name, "Total", top.Total))
	} else {
		_, standings := tally.Standings(r.Players, PlayerResult.standing)
		id, next := tally.Verdict("score", standings, tiebreaks, r.Tiebreak)
		out = append(out, walk.M(id, "Names", tally.Names(r.Winners),
			"Total", top.Total, "Influence", top.Influence, "Coins", top.Coins, "Next", next))
	}
	if s := r.Solo; s != nil {
		out = append(out, walk.M("score.winner.rank",
			"Difficulty", companion.Term("term.difficulty."+s.Difficulty), "Rank", companion.Term("term.rank."+s.Rank)))
	}
	if o := r.Opponent; o != nil {
		id := "score.winner.opponent_lost"
		if o.Beaten {
			id = "score.winner.opponent_beaten"
		}
		out = append(out, walk.M(id, "Difficulty", companion.Term("term.opponent_difficulty."+o.Difficulty),
			"Total", top.Total, "Target", o.Target, "Missing", o.Target-top.Total))
	}
	return out
}

// Categories are a player's points by category, as the record keeps them
// for the statistics (rules-facts §7).
func Categories(b Breakdown) []tally.Category {
	return []tally.Category{
		{ID: "track", Label: "score.table.track", VP: b.Track},
		{ID: "forest", Label: "score.table.forest", VP: b.Forest},
		{ID: "dune", Label: "score.table.dune", VP: b.Dune},
		{ID: "masters", Label: "score.table.masters", VP: b.Masters},
		{ID: "apprentices", Label: "score.table.apprentices", VP: b.Apprentices},
		{ID: "contracts", Label: "score.table.contracts", VP: b.Contracts},
		{ID: "abilities", Label: "score.table.abilities", VP: b.Abilities},
	}
}
