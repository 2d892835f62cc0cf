// Package omg is Oh My Goods! on the companion's engine: the setup
// checklist for the table's size, and the final scoring from a score sheet
// (the victory points of the buildings and Assistants, 1 more for every 5
// coins of goods) with the tie-break on the coins left. Its numbers are
// the English rulebook's, from data (data.LoadOMG), its words are in
// locales/<lang>/messages/omg.yaml. It is pure: no terminal, no disk, no
// clock.
package omg

import (
	"fmt"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/data"
	"github.com/pileup-companion/stephens/locales"
)

// Sheet is one play's final score sheet, exactly the YAML schema of the
// sheet file.
type Sheet struct {
	Players []Player `yaml:"players" json:"players"`
}

// RequiredFields of a sheet.
func (*Sheet) RequiredFields() []string { return []string{"players"} }

// Player is one player's column.
type Player struct {
	Name string `yaml:"name" json:"name"`
	// Buildings is the victory points of the player's buildings and
	// Assistants.
	Buildings int `yaml:"buildings" json:"buildings"`
	// Coins is the value of the player's goods in coins (each coal on the
	// Charburner is 1 coin).
	Coins int `yaml:"coins" json:"coins"`
}

// RequiredFields of a player: every player has buildings (at least the
// Charburner) and goods worth some coins, so a column without them is a
// line left out, never 0 (Game End: buildings and Assistants, then coins).
func (*Player) RequiredFields() []string { return []string{"name", "buildings", "coins"} }

func facts() *data.OMG { return data.LoadOMG() }

func problem(id, field string, kv ...any) *companion.Problem {
	return companion.NewProblem(id, append([]any{"Field", field}, kv...)...)
}

// Validate returns every problem of the sheet, first field first.
func Validate(s *Sheet) []*companion.Problem {
	var out []*companion.Problem
	f := facts()
	if n := len(s.Players); n < f.Players.Min || n > f.Players.Max {
		out = append(out, problem("tally.problem.players", "players", "Value", n, "Count", n, "Min", f.Players.Min, "Max", f.Players.Max))
	}
	for i, p := range s.Players {
		if i == f.Players.Max {
			break
		}
		var others []string
		for _, o := range s.Players[:i] {
			others = append(others, o.Name)
		}
		if err := CheckPlayer(i, p, others); err != nil {
			out = append(out, err.(*companion.Problem))
		}
	}
	return out
}

// CheckPlayer checks one player's column: a name not taken, and counts of
// 0 or more.
func CheckPlayer(i int, p Player, others []string) error {
	at := func(k string) string { return fmt.Sprintf("players[%d].%s", i+1, k) }
	if _, err := tally.CheckName(p.Name, others); err != nil {
		pr := err.(*companion.Problem)
		pr.Args["Field"] = at("name")
		return pr
	}
	for _, c := range []struct {
		key string
		v   int
	}{{"buildings", p.Buildings}, {"coins", p.Coins}} {
		switch {
		case c.v < 0:
			return problem("tally.problem.negative", at(c.key), "Value", c.v)
		case c.v > tally.MaxCount:
			return problem("tally.problem.too_large", at(c.key), "Value", c.v, "Max", tally.MaxCount)
		}
	}
	return nil
}

// Parse reads a sheet file with the one strict reader and validates it.
func Parse(src []byte) (*Sheet, error) {
	return tally.ParseSheet(src, "tally.problem.empty", Validate, nil, label)
}

// Marshal writes the sheet as YAML in the file schema.
func Marshal(s *Sheet) []byte { return tally.MarshalSheet(s) }

// label names a field of the sheet by its player and in words, as the
// review does ("Bo, Coins [coins]", not players[2].coins).
func label(s *Sheet, path string) locales.Msg {
	return tally.PathLabel(tally.NamesOf(s.Players, func(p Player) string { return p.Name }), path, NewWalk().Words)
}
