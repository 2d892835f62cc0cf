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
	for _, a := range data.Load().Abilities { // no list made: asked at every disk of a replay
		if a.ID == id {
			return true
		}
	}
	return false
}

// Requires returns the abilities the rules say must be unlocked before a:
// 2a before 2b–2e, 5a before 5b, 5b before 5c (rules-facts §4.2). Group 4's
// order depends on the board (Sector), so it is not here.
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

// Sector is one of group 4's two sectors on the player board (upper or
// lower): inside it, the space nearest the sector's icon must be unlocked
// first (rules-facts §4.2, rulebook p. 13). Which space that is is printed
// on the board, not in the texts.
type Sector string

// Sectors lists group 4's sectors, upper first.
func Sectors() []Sector {
	var out []Sector
	for _, x := range data.Load().AbilitySectors {
		out = append(out, Sector(x.ID))
	}
	return out
}

// SectorOf returns the sector an ability belongs to and the sector's two
// abilities; ok is false for abilities outside group 4's sectors.
func SectorOf(a Ability) (Sector, []Ability, bool) {
	for _, x := range data.Load().AbilitySectors {
		for _, id := range x.Abilities {
			if id == string(a) {
				out := make([]Ability, len(x.Abilities))
				for i, y := range x.Abilities {
					out[i] = Ability(y)
				}
				return Sector(x.ID), out, true
			}
		}
	}
	return "", nil, false
}

// NearestFirst returns what a still needs under a sector's order, given
// which ability of its sector is nearest the icon ("" when the table has
// not said): the nearest one, unless a is it or it is unlocked.
func NearestFirst(a, nearest Ability, unlocked map[Ability]bool) (Ability, bool) {
	if nearest == "" || a == nearest || unlocked[nearest] {
		return "", false
	}
	if _, in, ok := SectorOf(a); !ok || !containsAbility(in, nearest) {
		return "", false
	}
	return nearest, true
}

func containsAbility(list []Ability, a Ability) bool {
	for _, x := range list {
		if x == a {
			return true
		}
	}
	return false
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

// InfluenceCapFor is the most influence a player can hold with the given
// gates unlocked (rules-facts §4.1): one below the lowest gate still
// blocked, 25 with all four unlocked. With the opponent effect O5 every
// gate disk starts stacked on stackedOn (10, §8.9): the marker cannot pass
// it until all of them are taken, so the cap is 9 until then; stackedOn 0
// means the usual track.
func InfluenceCapFor(unlocked []int, stackedOn int) int {
	open := map[int]bool{}
	for _, g := range unlocked {
		open[g] = true
	}
	var blocked []int
	for _, g := range Gates() {
		if !open[g] {
			blocked = append(blocked, g)
		}
	}
	if stackedOn > 0 && len(blocked) > 0 {
		return stackedOn - 1
	}
	return InfluenceCap(blocked)
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
