package score

import (
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// Why says how each category of one player's score was counted
// (rules-facts §7): the formula as a stable id, the player's numbers and
// the rulebook pages. It is the same in every language; Reasons words it.
type Why struct {
	Track       Amount         `json:"track"`
	Forest      Amount         `json:"forest"`
	Dune        Amount         `json:"dune"`
	Masters     MastersWhy     `json:"masters"`
	Apprentices ApprenticesWhy `json:"apprentices"`
	Contracts   ContractsWhy   `json:"contracts"`
	Abilities   AbilitiesWhy   `json:"abilities"`
}

// Formula ids.
const (
	FormulaTrack       = "track"               // the VP where the marker stands
	FormulaSector      = "sector"              // the VP of the sector the disk ends in, one of Sectors
	FormulaMasters     = "masters-by-row"      // per row: masters × VP each
	FormulaApprentices = "apprentices"         // apprentices × VP each
	FormulaContracts   = "contracts-by-column" // per column: cards × cubes shown on them
	FormulaAbilities   = "abilities"           // per unlocked ability: ⌊amount / per⌋ × VP each
)

// Amount is a category the sheet gives as VP: the scoring track, the
// forest and dune tracks.
type Amount struct {
	Formula string `json:"formula"`
	VP      int    `json:"vp"`
	// Sectors are the VP a forest or dune sector can give.
	Sectors []int `json:"sectors,omitempty"`
	Refs    []Ref `json:"refs"`
}

// MastersWhy counts masters by the row their card is attached to.
type MastersWhy struct {
	Formula string   `json:"formula"`
	Rows    []RowWhy `json:"rows"`
	VP      int      `json:"vp"`
	Refs    []Ref    `json:"refs"`
}

// RowWhy is one row of masters: stephens, lower or upper.
type RowWhy struct {
	Row     string `json:"row"`
	Masters int    `json:"masters"`
	VPEach  int    `json:"vp_each"`
	VP      int    `json:"vp"`
}

// ApprenticesWhy counts the apprentices under the player's masters.
type ApprenticesWhy struct {
	Formula     string `json:"formula"`
	Apprentices int    `json:"apprentices"`
	VPEach      int    `json:"vp_each"`
	VP          int    `json:"vp"`
	Refs        []Ref  `json:"refs"`
}

// ContractsWhy counts the fulfilled contracts column by column.
type ContractsWhy struct {
	Formula string      `json:"formula"`
	Columns []ColumnWhy `json:"columns"`
	VP      int         `json:"vp"`
	Refs    []Ref       `json:"refs"`
}

// ColumnWhy is one contract column, counted from 1 at the first card
// placed in each row.
type ColumnWhy struct {
	Column int `json:"column"`
	Cards  int `json:"cards"`
	Cubes  int `json:"cubes"`
	VP     int `json:"vp"`
}

// AbilitiesWhy counts the VP abilities 2b-2e, each only when unlocked.
type AbilitiesWhy struct {
	Formula   string       `json:"formula"`
	Abilities []AbilityWhy `json:"abilities"`
	VP        int          `json:"vp"`
	Refs      []Ref        `json:"refs"`
}

// AbilityWhy is one ability: when unlocked it gives ⌊Amount / Per⌋ ×
// VPEach, where Amount counts Counts (cubes, coins, influence or
// accessory-sets).
type AbilityWhy struct {
	Ability  string `json:"ability"`
	Unlocked bool   `json:"unlocked"`
	// Blocked: the opponent card's O4 makes it unavailable (§8.9).
	Blocked bool   `json:"blocked,omitempty"`
	Counts  string `json:"counts"`
	Amount  int    `json:"amount"`
	Per     int    `json:"per"`
	VPEach  int    `json:"vp_each"`
	VP      int    `json:"vp"`
	// Accessories are the counts the sets of 2e come from.
	Accessories *Accessories `json:"accessories,omitempty"`
}

// Ref is a rule topic and the pages each edition cites for it: the
// shared why of every game (tally.Ref).
type Ref = tally.Ref

// Pages are the pages of each edition (an empty list: none cited).
type Pages = tally.Pages

// refs are the topics a line cites, with their pages from data.
func refs(topics ...string) []Ref {
	out := make([]Ref, 0, len(topics))
	for _, t := range topics {
		p := facts().Pages[t]
		out = append(out, Ref{Topic: t, Pages: Pages{EN: ints(p.EN), DE: ints(p.DE), PT: ints(p.PT)}})
	}
	return out
}

// ints is never nil, so JSON says [] rather than null.
func ints(xs []int) []int { return append([]int{}, xs...) }

// explain builds the why of a counted player.
func explain(p Player, b Breakdown) Why {
	f := facts().Scoring
	final := "final-scoring"
	w := Why{
		Track:  Amount{Formula: FormulaTrack, VP: b.Track, Refs: refs(final)},
		Forest: Amount{Formula: FormulaSector, VP: b.Forest, Sectors: SectorValues(), Refs: refs(final, "forest-track")},
		Dune:   Amount{Formula: FormulaSector, VP: b.Dune, Sectors: SectorValues(), Refs: refs(final, "dune-track")},
		Masters: MastersWhy{Formula: FormulaMasters, VP: b.Masters, Refs: refs(final), Rows: []RowWhy{
			{Row: "stephens", Masters: p.Masters.Stephens, VPEach: f.Masters["stephens"], VP: b.MastersStephens},
			{Row: "lower", Masters: p.Masters.Lower, VPEach: f.Masters["lower"], VP: b.MastersLower},
			{Row: "upper", Masters: p.Masters.Upper, VPEach: f.Masters["upper"], VP: b.MastersUpper},
		}},
		Apprentices: ApprenticesWhy{Formula: FormulaApprentices, Apprentices: p.Apprentices, VPEach: f.Apprentice,
			VP: b.Apprentices, Refs: refs(final)},
		Contracts: ContractsWhy{Formula: FormulaContracts, Columns: []ColumnWhy{}, VP: b.Contracts, Refs: refs(final)},
		Abilities: AbilitiesWhy{Formula: FormulaAbilities, VP: b.Abilities, Refs: refs(final, "permanent-abilities")},
	}
	for i, c := range b.Columns {
		w.Contracts.Columns = append(w.Contracts.Columns, ColumnWhy{Column: i + 1, Cards: c.Cards, Cubes: c.Cubes, VP: c.Points})
	}
	acc := p.Accessories
	w.Abilities.Abilities = []AbilityWhy{
		{Ability: "2b", Counts: "cubes", Amount: p.Cubes, Per: f.PerVP["2b"], VPEach: 1, VP: b.Ability2b},
		{Ability: "2c", Counts: "coins", Amount: p.Coins, Per: f.PerVP["2c"], VPEach: 1, VP: b.Ability2c},
		{Ability: "2d", Counts: "influence", Amount: p.Influence, Per: f.PerVP["2d"], VPEach: 1, VP: b.Ability2d},
		{Ability: "2e", Counts: "accessory-sets", Amount: acc.Sets(), Per: 1, VPEach: f.AccessorySet, VP: b.Ability2e, Accessories: &acc},
	}
	for i := range w.Abilities.Abilities {
		a := &w.Abilities.Abilities[i]
		a.Unlocked = b.Unlocked[a.Ability]
	}
	return w
}

// Reason is one category's why, worded for a front end (tally.Reason).
type Reason = tally.Reason

// Reasons words the why, category by category, in the table's order.
func (w Why) Reasons() []Reason {
	m := walk.M
	var rows, cols, abil []any
	for _, r := range w.Masters.Rows {
		rows = append(rows, m("score.why.row."+r.Row, "Count", r.Masters, "Each", r.VPEach, "VP", r.VP))
	}
	for _, c := range w.Contracts.Columns {
		cols = append(cols, m("score.why.column", "N", c.Column, "Cards", m("score.why.cards", "Count", c.Cards),
			"Cubes", m("score.why.cubes", "Count", c.Cubes), "VP", c.VP))
	}
	for _, a := range w.Abilities.Abilities {
		if a.Blocked {
			abil = append(abil, m("score.why.ability.blocked", "Ability", a.Ability))
			continue
		}
		if !a.Unlocked {
			abil = append(abil, m("score.why.ability.locked", "Ability", a.Ability))
			continue
		}
		abil = append(abil, m("score.why.ability."+a.Ability, "Count", a.Amount, "Per", a.Per, "Each", a.VPEach,
			"VP", a.VP, "Down", a.Per > 1 && a.Amount%a.Per != 0))
	}
	list := func(items []any) locales.List {
		return locales.List{Items: items, Sep: "; ", Empty: "score.why.no_contracts"}
	}
	line := func(label string, text walk.Msg, r []Ref) Reason {
		return Reason{Label: m("score.why.label." + label), Text: text, Refs: r}
	}
	return []Reason{
		line("track", m("score.why.track", "VP", w.Track.VP), w.Track.Refs),
		line("forest", m("score.why.sector", "VP", w.Forest.VP, "Sectors", intList(w.Forest.Sectors)), w.Forest.Refs),
		line("dune", m("score.why.sector", "VP", w.Dune.VP, "Sectors", intList(w.Dune.Sectors)), w.Dune.Refs),
		line("masters", m("score.why.list", "List", list(rows)), w.Masters.Refs),
		line("apprentices", m("score.why.apprentices", "Count", w.Apprentices.Apprentices, "Each", w.Apprentices.VPEach,
			"VP", w.Apprentices.VP), w.Apprentices.Refs),
		line("contracts", m("score.why.list", "List", list(cols)), w.Contracts.Refs),
		line("abilities", m("score.why.list", "List", list(abil)), w.Abilities.Refs),
	}
}

func intList(xs []int) locales.List {
	items := make([]any, len(xs))
	for i, x := range xs {
		items[i] = x
	}
	return locales.List{Items: items}
}
