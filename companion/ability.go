package companion

import (
	"sort"

	"github.com/pileup-companion/stephens/data"
)

// Ability is a permanent ability's ID as printed on the player board: 2a..5c.
type Ability string

// Abilities lists the 14 ability IDs in board order (rules-facts §4.2).
func Abilities() []Ability {
	f := data.Load()
	out := make([]Ability, len(f.Abilities))
	for i, a := range f.Abilities {
		out[i] = Ability(a.ID)
	}
	return out
}

// IsAbility reports whether id is one of the 14 ability IDs.
func IsAbility(id string) bool {
	for _, a := range Abilities() {
		if string(a) == id {
			return true
		}
	}
	return false
}

// Requires returns the abilities the rules say must be unlocked before a:
// 2a before 2b–2e, 5a before 5b, 5b before 5c (rules-facts §4.2). The order
// inside group 4 is only inferred, so it is not enforced.
func Requires(a Ability) []Ability {
	for _, x := range data.Load().Abilities {
		if x.ID == string(a) {
			out := make([]Ability, len(x.Requires))
			for i, r := range x.Requires {
				out[i] = Ability(r)
			}
			return out
		}
	}
	return nil
}

// MissingPrerequisites returns what a still needs, given the unlocked set.
func MissingPrerequisites(a Ability, unlocked map[Ability]bool) []Ability {
	var missing []Ability
	for _, r := range Requires(a) {
		if !unlocked[r] {
			missing = append(missing, r)
		}
	}
	return missing
}

// Unlockable lists the abilities not yet unlocked whose prerequisites are met,
// in board order, leaving out any in blocked (the opponent variant's O4).
func Unlockable(unlocked map[Ability]bool, blocked map[Ability]bool) []Ability {
	var out []Ability
	for _, a := range Abilities() {
		if unlocked[a] || blocked[a] {
			continue
		}
		if len(MissingPrerequisites(a, unlocked)) == 0 {
			out = append(out, a)
		}
	}
	return out
}

// CheckAbilities validates a set of unlocked ability IDs: every ID known and
// every stated prerequisite present. It returns the first problem found, in
// board order.
func CheckAbilities(ids []string) error {
	set := map[Ability]bool{}
	for _, id := range ids {
		if !IsAbility(id) {
			return NewProblem("problem.unknown_ability", "Value", id)
		}
		set[Ability(id)] = true
	}
	for _, a := range Abilities() {
		if !set[a] {
			continue
		}
		if m := MissingPrerequisites(a, set); len(m) > 0 {
			return NewProblem("problem.ability_prerequisite", "Ability", string(a), "Needs", string(m[0]))
		}
	}
	return nil
}

// Gates lists the influence track's gate spaces (5, 10, 15, 20).
func Gates() []int { return append([]int(nil), data.Load().Influence.Gates...) }

// InfluenceCap is the highest influence a player can hold with the given gate
// disks still on the track: one below the lowest blocked gate, else 25
// (rules-facts §4.1, inferred cap).
func InfluenceCap(blocked []int) int {
	if len(blocked) == 0 {
		return data.Load().Influence.Max
	}
	b := append([]int(nil), blocked...)
	sort.Ints(b)
	return b[0] - 1
}

// MaxProductsTaken is how many cubes a player may take from one small factory
// with the given abilities: 1, or 2/3/4 with 5a/5b/5c (rules-facts §3.8).
func MaxProductsTaken(unlocked map[Ability]bool) int {
	f := data.Load().SmallFactoryTake
	n := f.Base
	for id, v := range f.Abilities {
		if unlocked[Ability(id)] && v > n {
			n = v
		}
	}
	return n
}
