package omg

import (
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Game names the game in records and exports, in every language.
const (
	ID   = "omg"
	Name = "Oh My Goods!"
)

// sectionEnd is the rulebook's heading of the final scoring, as printed
// (its text gives no page numbers).
const sectionEnd = "Game End"

// TiebreakCoins: tied on victory points, the most coins left after the
// 5:1 exchange wins ("Game End").
const TiebreakCoins = "coins-left"

// Tiebreaks is Oh My Goods!'s tie-break order. The rulebook says nothing
// of a tie that remains: the players share the victory.
var Tiebreaks = []tally.Tiebreak{{ID: TiebreakCoins}}

// Breakdown is one player's points: the buildings' and Assistants' victory
// points, and the goods exchanged 5 coins to 1.
type Breakdown struct {
	Buildings int `json:"buildings"`
	Goods     int `json:"goods"`
	Why       Why `json:"why"`
}

// PlayerResult is one player's line: CoinsLeft are the coins the exchange
// leaves (the tie-break).
type PlayerResult struct {
	Name      string    `json:"name"`
	Total     int       `json:"total"`
	Place     int       `json:"place"`
	CoinsLeft int       `json:"coins_left"`
	Breakdown Breakdown `json:"breakdown"`
}

// Result is the whole scoring.
type Result struct {
	Game     string         `json:"game"`
	Players  []PlayerResult `json:"players"`
	Winners  []string       `json:"winners"`
	Tiebreak string         `json:"tiebreak"`
}

// Why says how each category was counted, the same in every language.
type Why struct {
	Buildings BuildingsWhy `json:"buildings"`
	Goods     GoodsWhy     `json:"goods"`
}

// BuildingsWhy: the victory points printed on the buildings and
// Assistants, as the sheet gives them.
type BuildingsWhy struct {
	Formula string      `json:"formula"`
	VP      int         `json:"vp"`
	Refs    []tally.Ref `json:"refs"`
}

// GoodsWhy: ⌊coins / 5⌋ victory points, the rest left over.
type GoodsWhy struct {
	Formula string      `json:"formula"`
	Coins   int         `json:"coins"`
	Per     int         `json:"per"`
	VP      int         `json:"vp"`
	Left    int         `json:"left"`
	Refs    []tally.Ref `json:"refs"`
}

// Score validates the sheet and scores it.
func Score(s *Sheet) (Result, error) {
	if ps := Validate(s); len(ps) > 0 {
		return Result{}, ps[0]
	}
	per := facts().CoinsPerVP
	res := Result{Game: ID, Players: make([]PlayerResult, len(s.Players))}
	for i, p := range s.Players {
		goods, left := p.Coins/per, p.Coins%per
		b := Breakdown{Buildings: p.Buildings, Goods: goods, Why: Why{
			Buildings: BuildingsWhy{Formula: "buildings", VP: p.Buildings, Refs: refs("final-scoring")},
			Goods:     GoodsWhy{Formula: "coins-to-vp", Coins: p.Coins, Per: per, VP: goods, Left: left, Refs: refs("goods-and-coins")},
		}}
		res.Players[i] = PlayerResult{Name: p.Name, Total: p.Buildings + goods, CoinsLeft: left, Breakdown: b}
	}
	res.Winners, res.Tiebreak = tally.Place(res.Players, Tiebreaks, PlayerResult.standing, func(p *PlayerResult, n int) { p.Place = n })
	return res, nil
}

// standing is the player as the ranking sees them: the total, then
// the coins left.
func (p PlayerResult) standing() (string, tally.Standing) {
	return p.Name, tally.Standing{Total: p.Total, Ties: []int{p.CoinsLeft}}
}

func refs(topic string) []tally.Ref { return []tally.Ref{tally.SectionRef(topic, sectionEnd)} }

// Reasons words the why in the card's order.
func (w Why) Reasons() []tally.Reason {
	m := walk.M
	return []tally.Reason{
		{Label: m("omg.table.buildings"), Text: m("omg.why.buildings", "VP", w.Buildings.VP, "Count", w.Buildings.VP), Refs: w.Buildings.Refs},
		{Label: m("omg.table.goods"), Text: m("omg.why.goods", "Count", w.Goods.Coins, "Per", w.Goods.Per, "VP", w.Goods.VP,
			"Left", w.Goods.Left), Refs: w.Goods.Refs},
	}
}

// Card is the result as the front end prints it.
func (r Result) Card() tally.Card {
	c := tally.Card{Rows: []tally.Row{
		{Label: walk.M("omg.table.buildings")},
		{Label: walk.M("omg.table.goods")},
		{Label: walk.M("omg.table.coins_left"), Tiebreak: true},
	}}
	var top PlayerResult
	for _, p := range r.Players {
		c.Players = append(c.Players, p.Name)
		c.Rows[0].Cells = append(c.Rows[0].Cells, tally.Number(p.Breakdown.Buildings))
		c.Rows[1].Cells = append(c.Rows[1].Cells, tally.Number(p.Breakdown.Goods))
		c.Rows[2].Cells = append(c.Rows[2].Cells, tally.Number(p.CoinsLeft))
		c.Totals = append(c.Totals, p.Total)
		c.Places = append(c.Places, p.Place)
		c.Why = append(c.Why, p.Breakdown.Why.Reasons())
		if p.Place == 1 && top.Name == "" {
			top = p
		}
	}
	_, standings := tally.Standings(r.Players, PlayerResult.standing)
	id, next := tally.Verdict("omg", standings, Tiebreaks, r.Tiebreak)
	c.Verdict = []walk.Msg{walk.M(id, "Names", tally.Names(r.Winners), "Total", top.Total, "Count", top.Total, "Left", top.CoinsLeft, "Next", next)}
	return c
}

// Play is the result as the record keeps it.
func (r Result) Play() played.Play {
	p := played.Play{Game: ID, Winners: r.Winners, Tiebreak: r.Tiebreak}
	for _, pr := range r.Players {
		p.Players = append(p.Players, played.Player{Name: pr.Name, Score: pr.Total, Place: pr.Place, Winner: pr.Place == 1,
			Categories: []tally.Category{
				{ID: "buildings", Label: "omg.table.buildings", VP: pr.Breakdown.Buildings},
				{ID: "goods", Label: "omg.table.goods", VP: pr.Breakdown.Goods},
			}})
	}
	return p
}
