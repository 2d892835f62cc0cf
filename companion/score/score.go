package score

import "github.com/pileup-companion/stephens/companion/tally"

// Breakdown is one player's points per category (rules-facts §7). The JSON
// form has the seven category totals and the why of each; the sub-lines
// are for the table.
type Breakdown struct {
	Track       int `json:"track"`
	Forest      int `json:"forest"`
	Dune        int `json:"dune"`
	Masters     int `json:"masters"`
	Apprentices int `json:"apprentices"`
	Contracts   int `json:"contracts"`
	Abilities   int `json:"abilities"`
	// Why says how each category was counted, with the rulebook pages.
	Why Why `json:"why"`

	// Masters by row: Stephens' factory ×1, lower ×3, upper ×5 (§7 4a–4c).
	MastersStephens int `json:"-"`
	MastersLower    int `json:"-"`
	MastersUpper    int `json:"-"`
	// Columns holds each contract column's points, right to left (§7 6).
	Columns []Column `json:"-"`
	// Abilities one by one (§7 7a–7d); Unlocked says whether each counted.
	Ability2b, Ability2c, Ability2d, Ability2e int             `json:"-"`
	Unlocked                                   map[string]bool `json:"-"`
}

// Column is one contract column: the cards in it and the cubes they show.
type Column struct {
	Cards, Cubes, Points int
}

// Sum is the player's total: the seven categories added up.
func (b Breakdown) Sum() int {
	return b.Track + b.Forest + b.Dune + b.Masters + b.Apprentices + b.Contracts + b.Abilities
}

// PlayerResult is one player's line of the result.
type PlayerResult struct {
	Name      string    `json:"name"`
	Total     int       `json:"total"`
	Place     int       `json:"place"`
	Breakdown Breakdown `json:"breakdown"`
	// Influence and Coins are kept for the tie-break explanation.
	Influence int `json:"-"`
	Coins     int `json:"-"`
}

// Tie-break steps (rules-facts §7 "Ties").
const (
	TiebreakNone      = "none"      // one player had the most VP
	TiebreakInfluence = "influence" // tied on VP, most influence left won
	TiebreakCoins     = "coins"     // tied on VP and influence, most coins won
	TiebreakShared    = "shared"    // tied on all three: shared victory
)

// Solo is the solo rank for the chosen difficulty (rules-facts §8.8).
type Solo struct {
	Difficulty string `json:"difficulty"`
	Rank       string `json:"rank"`
}

// Opponent is the opponent variant's outcome (rules-facts §8.9).
type Opponent struct {
	Difficulty string `json:"-"`
	Target     int    `json:"target"`
	Beaten     bool   `json:"beaten"`
}

// Result is the whole scoring: players in the sheet's order. Winners and
// Tiebreak are a game of two or more players'; a solo game has none (its
// result is Solo and Opponent).
type Result struct {
	Players  []PlayerResult `json:"players"`
	Winners  []string       `json:"winners"`
	Tiebreak string         `json:"tiebreak"`
	Solo     *Solo          `json:"solo"`
	Opponent *Opponent      `json:"opponent"`
}

// Score validates the sheet and scores it. An invalid sheet returns the first
// problem (a *companion.Problem).
func Score(s *Sheet) (Result, error) {
	if ps := Validate(s); len(ps) > 0 {
		return Result{}, ps[0]
	}
	res := Result{Players: make([]PlayerResult, len(s.Players))}
	for i, p := range s.Players {
		b := ScorePlayer(p)
		for k := range b.Why.Abilities.Abilities {
			if a := &b.Why.Abilities.Abilities[k]; a.Ability == s.Blocked && !a.Unlocked {
				a.Blocked = true
			}
		}
		res.Players[i] = PlayerResult{Name: p.Name, Total: b.Sum(), Breakdown: b, Influence: p.Influence, Coins: p.Coins}
	}
	rank(&res)
	if len(s.Players) == 1 {
		// A solo game has a result, the rank and the opponent card's
		// target reached or not, and no winner (rules-facts §8.8, §8.9).
		res.Winners, res.Tiebreak = []string{}, ""
		total := res.Players[0].Total
		if s.Difficulty != "" {
			res.Solo = &Solo{Difficulty: s.Difficulty, Rank: SoloRank(s.Difficulty, total)}
		}
		if s.Opponent != "" {
			t := OpponentTarget(s.Opponent)
			res.Opponent = &Opponent{Difficulty: s.Opponent, Target: t, Beaten: total >= t}
		}
	}
	return res, nil
}

// ScorePlayer counts one player's categories. It does not validate.
func ScorePlayer(p Player) Breakdown {
	f := facts().Scoring
	b := Breakdown{Track: p.Track, Forest: p.Forest, Dune: p.Dune, Unlocked: map[string]bool{}}
	b.MastersStephens = p.Masters.Stephens * f.Masters["stephens"]
	b.MastersLower = p.Masters.Lower * f.Masters["lower"]
	b.MastersUpper = p.Masters.Upper * f.Masters["upper"]
	b.Masters = b.MastersStephens + b.MastersLower + b.MastersUpper
	b.Apprentices = p.Apprentices * f.Apprentice
	b.Columns = Columns(p.Contracts)
	for _, c := range b.Columns {
		b.Contracts += c.Points
	}
	for _, id := range []string{"2b", "2c", "2d", "2e"} {
		b.Unlocked[id] = p.Has(id)
	}
	if b.Unlocked["2b"] {
		b.Ability2b = p.Cubes / f.PerVP["2b"] // halves round down (§7)
	}
	if b.Unlocked["2c"] {
		b.Ability2c = p.Coins / f.PerVP["2c"]
	}
	if b.Unlocked["2d"] {
		b.Ability2d = p.Influence / f.PerVP["2d"]
	}
	if b.Unlocked["2e"] {
		b.Ability2e = p.Accessories.Sets() * f.AccessorySet
	}
	b.Abilities = b.Ability2b + b.Ability2c + b.Ability2d + b.Ability2e
	b.Why = explain(p, b)
	return b
}

// Columns splits the contract rows into columns: column k holds the k-th card
// placed in each row; it scores (cards in it) × (cubes on those cards).
func Columns(c Contracts) []Column {
	var out []Column
	for k := 0; ; k++ {
		col := Column{}
		for _, row := range c.Rows() {
			if k < len(row) {
				col.Cards++
				col.Cubes += row[k]
			}
		}
		if col.Cards == 0 {
			return out
		}
		col.Points = col.Cards * col.Cubes
		out = append(out, col)
	}
}

// tiebreaks is Stephens' tie-break order (rules-facts §7 "Ties"): the
// most influence left, then the most coins left, else a shared victory.
var tiebreaks = []tally.Tiebreak{{ID: TiebreakInfluence}, {ID: TiebreakCoins}}

// standing is a player as the ranking compares them: VP, then influence
// left, then coins left.
func (p PlayerResult) standing() (string, tally.Standing) {
	return p.Name, tally.Standing{Total: p.Total, Ties: []int{p.Influence, p.Coins}}
}

// rank sets places, winners and the tie-break used (tally.Place): a
// player's place is one more than the number of players ahead on VP,
// influence, coins; players equal on all three share a place.
func rank(res *Result) {
	res.Winners, res.Tiebreak = tally.Place(res.Players, tiebreaks, PlayerResult.standing, func(p *PlayerResult, n int) { p.Place = n })
}

// Ranks are the solo ranks from lowest to highest (rules-facts §8.8).
var Ranks = []string{"apprentice", "artisan", "glassblower"}

// SoloRank is the rank a solo total earns at difficulty (easy, normal, hard).
func SoloRank(difficulty string, total int) string {
	r := facts().Solo.Ranks[difficulty]
	switch {
	case total <= r["apprentice"]:
		return "apprentice"
	case total <= r["artisan"]:
		return "artisan"
	}
	return "glassblower"
}

// OpponentTarget is the VP that beats the opponent at difficulty (§8.9).
func OpponentTarget(difficulty string) int { return facts().Solo.Opponent.Targets[difficulty] }
