// Package components holds the player's own transcriptions of values that
// are printed on the physical components but not in the rulebook texts: the
// refill numbers on the scoring track's army stops and which small factory
// carries which supply bonus (rules-facts §13). Nothing here is a default
// presented as real: an empty transcription means "ask the table".
package components

import (
	"fmt"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// Refills are the cubes printed on the army stops of the scoring track, for
// 4, 3 and 2 players (rules-facts §5.2 step 2). Spaces maps an army space
// (50, 45, ..., 0) to player count to cubes.
type Refills struct {
	Spaces map[int]map[int]int `yaml:"spaces"`
}

// Cubes returns the transcribed refill for an army space and player count.
func (r *Refills) Cubes(space, players int) (int, bool) {
	if r == nil || r.Spaces == nil {
		return 0, false
	}
	n, ok := r.Spaces[space][players]
	return n, ok
}

// Set records one refill value after checking it.
func (r *Refills) Set(space, players, cubes int) error {
	if err := CheckRefill(space, players, cubes); err != nil {
		return err
	}
	if r.Spaces == nil {
		r.Spaces = map[int]map[int]int{}
	}
	if r.Spaces[space] == nil {
		r.Spaces[space] = map[int]int{}
	}
	r.Spaces[space][players] = cubes
	return nil
}

// ArmyStops lists the spaces where the army stops after each reset phase:
// 50, 45, ..., 0 (rules-facts §5.3, derived).
func ArmyStops() []int {
	f := data.Load().Army
	var out []int
	for s := f.Start - f.Step; s >= 0; s -= f.Step {
		out = append(out, s)
	}
	return out
}

// CheckRefill validates one refill value: an army stop, 2-4 players, and a
// cube count from 0 up to the cubes of one colour in the box (the printed
// maximum is not in the texts, so only the physical bound is checked).
func CheckRefill(space, players, cubes int) error {
	okSpace := false
	for _, s := range ArmyStops() {
		okSpace = okSpace || s == space
	}
	if !okSpace {
		return companion.NewProblem("problem.refill_space", "Value", space)
	}
	if players < 2 || players > 4 {
		return companion.NewProblem("problem.refill_players", "Value", players)
	}
	if max := companion.RefillLimit; cubes < 0 || cubes > max {
		return companion.NewProblem("problem.refill_cubes", "Value", cubes, "Max", max)
	}
	return nil
}

// Bonuses records which supply bonuses (B1..B8, rules-facts §6) each small
// factory carries, as the player reads them off their board.
type Bonuses struct {
	Factories map[companion.Position][]string `yaml:"factories"`
	// Partial marks the factories whose list is not all that is printed
	// there: bonuses the table named during a game ("lower-right: [B8, ?]"
	// in the file); what else the factory carries is not known.
	Partial map[companion.Position]bool `yaml:"-"`
}

// At returns the bonus IDs transcribed for a small factory (in full or
// partly).
func (b *Bonuses) At(p companion.Position) []string {
	if b == nil {
		return nil
	}
	return b.Factories[p]
}

// Complete reports whether a small factory is transcribed in full: its list
// is every bonus printed on it.
func (b *Bonuses) Complete(p companion.Position) bool {
	return len(b.At(p)) > 0 && !b.Partial[p]
}

// IsBonus reports whether id is one of B1..B8.
func IsBonus(id string) bool {
	for _, x := range data.Load().Bonuses {
		if x.ID == id {
			return true
		}
	}
	return false
}

// Check validates a bonus transcription: known positions and bonus IDs.
// The same bonus on two factories is the player's board as transcribed:
// no edition says whether a bonus is printed on one factory only
// (rules-facts §6), so it is kept (Notes says so).
func (b *Bonuses) Check() error {
	for pos := range b.Factories {
		if _, err := companion.ParsePosition(string(pos)); err != nil {
			return err
		}
	}
	// Board order, so the same transcription always reports the same problem.
	for _, pos := range FactoryOrder {
		for _, id := range b.Factories[pos] {
			if !IsBonus(id) {
				return companion.NewProblem("problem.unknown_bonus", "Value", id)
			}
		}
	}
	return nil
}

// ProvenBonuses returns the bonuses the rulebook's examples prove (lower-left has
// B5, upper-right has B2; rules-facts §6), offered as marked defaults.
func ProvenBonuses() map[companion.Position][]string {
	out := map[companion.Position][]string{}
	for pos, ids := range data.Load().ProvenBonuses {
		out[companion.Position(pos)] = append([]string(nil), ids...)
	}
	return out
}

func (r *Refills) String() string { return fmt.Sprintf("%v", r.Spaces) }
