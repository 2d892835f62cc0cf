package components

import (
	"slices"
	"sort"
	"strings"

	"github.com/pileup-companion/stephens/companion"
)

// FactoryOrder is the reading order of the small factories on the board.
var FactoryOrder = companion.BoardOrder

// SortBonuses returns ids in B1..B8 order.
func SortBonuses(ids []string) []string {
	out := append([]string(nil), ids...)
	sort.Strings(out) // "B1" < ... < "B8": one digit each
	return out
}

// SetFactory replaces the bonuses of one small factory (nil or empty: not
// transcribed), as all it carries, checking the whole transcription
// afterwards.
func (b *Bonuses) SetFactory(pos companion.Position, ids []string) error {
	return b.setFactory(pos, ids, false)
}

// SetPartly replaces the bonuses known on one small factory without saying
// they are all it carries (the rest stays unknown).
func (b *Bonuses) SetPartly(pos companion.Position, ids []string) error {
	return b.setFactory(pos, ids, true)
}

// AddSeen adds a bonus the table named for a small factory not transcribed
// in full: the factory's other bonuses stay unknown.
func (b *Bonuses) AddSeen(pos companion.Position, id string) error {
	if b.Complete(pos) {
		return companion.NewProblem("values.problem.factory_complete", "Factory", factoryTerm(pos), "Bonuses", strings.Join(b.At(pos), ", "))
	}
	if slices.Contains(b.At(pos), id) {
		return nil
	}
	return b.SetPartly(pos, append(slices.Clone(b.At(pos)), id))
}

func (b *Bonuses) setFactory(pos companion.Position, ids []string, partly bool) error {
	if _, err := companion.ParsePosition(string(pos)); err != nil {
		return err
	}
	next := Bonuses{Factories: map[companion.Position][]string{}, Partial: map[companion.Position]bool{}}
	for p, v := range b.Factories {
		if p != pos && len(v) > 0 {
			next.Factories[p] = v
			if b.Partial[p] {
				next.Partial[p] = true
			}
		}
	}
	seen := map[string]bool{}
	for _, id := range ids {
		if seen[id] {
			return companion.NewProblem("components.problem.bonus_repeated", "Bonus", id, "Factory", companion.Term("term.small_factory."+string(pos)))
		}
		seen[id] = true
	}
	if len(ids) > 0 {
		next.Factories[pos] = SortBonuses(ids)
		if partly {
			next.Partial[pos] = true
		}
	}
	if err := next.Check(); err != nil {
		return err
	}
	b.Factories, b.Partial = next.Factories, next.Partial
	if len(b.Partial) == 0 {
		b.Partial = nil
	}
	return nil
}

// BonusSet is one --set instruction for the bonuses: a factory and what is
// printed on it ("lower-left=B5", or several: "lower-left=B5,B8"; a last
// "?" says more is printed there that is not known: "lower-right=B8,?";
// "lower-left=?" forgets it).
type BonusSet struct {
	Factory companion.Position
	IDs     []string
	Partly  bool
}

// ParseBonusSet reads one --set value; bonus IDs are case-insensitive.
func ParseBonusSet(spec string) (BonusSet, error) {
	raw := strings.TrimSpace(spec)
	left, right, ok := strings.Cut(raw, "=")
	if !ok {
		return BonusSet{}, companion.NewProblem("components.problem.bonus_set", "Value", raw)
	}
	pos, err := companion.ParsePosition(strings.ToLower(strings.TrimSpace(left)))
	if err != nil {
		return BonusSet{}, err
	}
	set := BonusSet{Factory: pos}
	right = strings.TrimSpace(right)
	if right == "?" {
		return set, nil
	}
	if right == "" {
		return BonusSet{}, companion.NewProblem("components.problem.bonus_set", "Value", raw)
	}
	seen := map[string]bool{}
	parts := strings.Split(right, ",")
	if n := len(parts); n > 1 && strings.TrimSpace(parts[n-1]) == "?" {
		set.Partly, parts = true, parts[:n-1]
	}
	for _, part := range parts {
		id := strings.ToUpper(strings.TrimSpace(part))
		if !IsBonus(id) {
			return BonusSet{}, companion.NewProblem("problem.unknown_bonus", "Value", strings.TrimSpace(part))
		}
		if seen[id] {
			return BonusSet{}, companion.NewProblem("components.problem.bonus_repeated", "Bonus", id, "Factory", companion.Term("term.small_factory."+string(pos)))
		}
		seen[id] = true
		set.IDs = append(set.IDs, id)
	}
	return set, nil
}

// ProvenAt returns the bonuses the rulebook's example proves for a factory.
func ProvenAt(pos companion.Position) []string { return ProvenBonuses()[pos] }

// IsProven reports whether the rulebook's example proves bonus id is on pos.
func IsProven(pos companion.Position, id string) bool {
	for _, x := range ProvenAt(pos) {
		if x == id {
			return true
		}
	}
	return false
}

// RulebookRefill is the one refill value a text gives: in the "Replenish the
// furnaces" example the army stops on 45 and, with 4 players, each empty
// furnace gets 3 cubes (rules-facts §5.2 step 2, §10 E8). It is offered as a
// marked default only, never used unless the player accepts it.
func RulebookRefill() (space, players, cubes int) { return 45, 4, 3 }
