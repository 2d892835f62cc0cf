package score

import (
	"errors"
	"fmt"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
	"github.com/pileup-companion/stephens/locales"
)

// MaxCount bounds every count on the sheet. It is not a rule of the game
// (coins, cubes and accessories are unlimited, rules-facts §1) but keeps the
// arithmetic far from overflow; no real count comes near it.
const MaxCount = 9999

// influenceGates is the rule topic of the gates that cap influence
// (rules-facts §4.1).
const influenceGates = "influence-points"

// MaxContracts is the number of contract cards in the box (rules-facts §1):
// no player can have fulfilled more.
const MaxContracts = 39

// PlayerField names the path of player i (0-based) in problems:
// players[i+1].
func PlayerField(i int, rest string) string {
	f := fmt.Sprintf("players[%d]", i+1)
	if rest != "" {
		f += "." + rest
	}
	return f
}

// CheckCount accepts a count of 0 or more (and at most MaxCount).
func CheckCount(field string, v int) error {
	if v < 0 {
		return problem("score.problem.negative", field, "Value", v)
	}
	if v > MaxCount {
		return problem("score.problem.too_large", field, "Value", v, "Max", MaxCount)
	}
	return nil
}

// CheckPlayerTrack accepts a count of VP on the scoring track, not below
// what the game saw the player gain there (TrackMin): no rule takes VP
// back (rules-facts §5.2 step 3, §9).
func CheckPlayerTrack(field string, p Player) error {
	if err := CheckCount(field, p.Track); err != nil {
		return err
	}
	if p.Track < p.TrackMin {
		return problem("score.problem.track_floor", field, "Value", p.Track, "Min", p.TrackMin).About("reset-ability-vp")
	}
	return nil
}

// TrackLast is the last space of the scoring track (rules-facts §9); the
// texts do not say what happens past it (§5.3).
func TrackLast() int { return data.Load().ScoringTrack.Last }

// CheckSector accepts a forest or dune score: 0, 7 or 15 (rules-facts §7).
// track is "forest" or "dune".
func CheckSector(field, track string, v int) error {
	for _, s := range SectorValues() {
		if v == s {
			return nil
		}
	}
	lo, mid, hi := sectorList()
	return problem("score.problem.not_"+track, field, "Value", v, "Low", lo, "Mid", mid, "High", hi)
}

// CheckInfluence accepts 0..25 (rules-facts §4.1).
func CheckInfluence(field string, v int) error {
	if v < 0 || v > MaxInfluence() {
		return problem("score.problem.influence", field, "Value", v, "Max", MaxInfluence())
	}
	return nil
}

// CheckPlayerInfluence accepts the player's influence: on the track, and
// not above the cap the game's gates give (InfluenceMax, rules-facts §4.1).
func CheckPlayerInfluence(field string, p Player) error {
	if err := CheckInfluence(field, p.Influence); err != nil {
		return err
	}
	if p.InfluenceMax > 0 && p.Influence > p.InfluenceMax {
		return problem("score.problem.influence_cap", field, "Value", p.Influence, "Max", p.InfluenceMax).About(influenceGates)
	}
	return nil
}

// CheckMasters accepts each row's count and at most 18 masters in all.
func CheckMasters(field string, m Masters) error {
	for _, x := range []struct {
		k string
		v int
	}{{"stephens", m.Stephens}, {"lower", m.Lower}, {"upper", m.Upper}} {
		if err := CheckCount(field+"."+x.k, x.v); err != nil {
			return err
		}
	}
	if m.Total() > MaxMasters() {
		return problem("score.problem.too_many_masters", field, "Value", m.Total(), "Max", MaxMasters())
	}
	return nil
}

// CheckApprentices accepts 0 up to the number of masters: a profession card
// holds one apprentice under its master (rules-facts §3.6).
func CheckApprentices(field string, v, masters int) error {
	if err := CheckCount(field, v); err != nil {
		return err
	}
	if v > masters {
		return problem("score.problem.apprentices_over", field, "Value", v, "Count", masters,
			"Apprentices", locales.M("score.count.apprentices", "Count", v))
	}
	return nil
}

// CheckContracts accepts rows of cube counts (0 or more each) with at most
// 39 cards in all.
func CheckContracts(field string, c Contracts) error {
	n := 0
	for r, row := range c.Rows() {
		for k, v := range row {
			if err := CheckCount(fmt.Sprintf("%s.%s[%d]", field, RowNames[r], k+1), v); err != nil {
				return err
			}
		}
		n += len(row)
	}
	if n > MaxContracts {
		return problem("score.problem.too_many_contracts", field, "Value", n, "Max", MaxContracts)
	}
	return nil
}

// CheckAbilities accepts known ability IDs, each once, with the stated
// prerequisites (2a before 2b–2e; 5a before 5b before 5c; rules-facts §4.2).
func CheckAbilities(field string, ids []string) error {
	seen := map[string]bool{}
	for _, id := range ids {
		if !companion.IsAbility(id) {
			return problem("score.problem.unknown_ability", field, "Value", id)
		}
		if seen[id] {
			return problem("score.problem.ability_twice", field, "Value", id)
		}
		seen[id] = true
	}
	if err := companion.CheckAbilities(ids); err != nil {
		if p, ok := err.(*companion.Problem); ok && p.ID == "problem.ability_prerequisite" {
			return problem("score.problem.ability_prerequisite", field, "Ability", p.Args["Ability"], "Needs", p.Args["Needs"])
		}
		return err
	}
	return nil
}

// CheckName accepts a player's name that clashes with none of the other
// players' (companion.CheckNameAmong: the one name check), naming field.
func CheckName(field, name string, others []string) error {
	_, err := companion.CheckNameAmong(name, others, "score.problem.name_twice")
	var p *companion.Problem
	switch {
	case err == nil:
		return nil
	case errors.As(err, &p) && p.ID == "text.problem.name_empty":
		return problem("score.problem.name_empty", field)
	case errors.As(err, &p) && field != "":
		p.Args["Field"] = field
	}
	return err
}

// CheckDifficulty accepts easy, normal or hard.
func CheckDifficulty(field, v string) error {
	if !isDifficulty(v) {
		return problem("score.problem.difficulty", field, "Value", v)
	}
	return nil
}

// CheckPlayer runs every per-player rule; i is the 0-based index and names
// the other players' names.
func CheckPlayer(i int, p Player, others []string) error {
	f := func(s string) string { return PlayerField(i, s) }
	if err := CheckName(f("name"), p.Name, others); err != nil {
		return err
	}
	if err := CheckCount(f("track_min"), p.TrackMin); err != nil {
		return err
	}
	if err := CheckPlayerTrack(f("track"), p); err != nil {
		return err
	}
	if err := CheckSector(f("forest"), "forest", p.Forest); err != nil {
		return err
	}
	if err := CheckSector(f("dune"), "dune", p.Dune); err != nil {
		return err
	}
	if err := CheckMasters(f("masters"), p.Masters); err != nil {
		return err
	}
	if err := CheckApprentices(f("apprentices"), p.Apprentices, p.Masters.Total()); err != nil {
		return err
	}
	if err := CheckContracts(f("contracts"), p.Contracts); err != nil {
		return err
	}
	if err := CheckAbilities(f("abilities"), p.Abilities); err != nil {
		return err
	}
	for _, c := range []struct {
		k string
		v int
	}{{"cubes", p.Cubes}, {"coins", p.Coins}} {
		if err := CheckCount(f(c.k), c.v); err != nil {
			return err
		}
	}
	if err := CheckInfluence(f("influence_max"), p.InfluenceMax); err != nil {
		return err
	}
	if err := CheckPlayerInfluence(f("influence"), p); err != nil {
		return err
	}
	for _, c := range []struct {
		k string
		v int
	}{{"basketware", p.Accessories.Basketware}, {"crates", p.Accessories.Crates}, {"chandeliers", p.Accessories.Chandeliers}} {
		if err := CheckCount(f("accessories."+c.k), c.v); err != nil {
			return err
		}
	}
	return nil
}

// Validate returns every problem of the sheet, first field first (at most
// one per player, plus the sheet-wide ones).
func Validate(s *Sheet) []*companion.Problem {
	var out []*companion.Problem
	add := func(err error) {
		if p, ok := err.(*companion.Problem); ok {
			out = append(out, p)
		}
	}
	if s.Difficulty != "" {
		add(CheckDifficulty("difficulty", s.Difficulty))
	}
	if s.Opponent != "" {
		add(CheckDifficulty("opponent", s.Opponent))
	}
	if s.Blocked != "" && !companion.IsAbility(s.Blocked) {
		add(problem("score.problem.unknown_ability", "blocked", "Value", s.Blocked))
	}
	switch n := len(s.Players); {
	case n == 0:
		add(problem("score.problem.no_players", "players", "Max", MaxPlayers))
	case n > MaxPlayers:
		add(problem("score.problem.too_many_players", "players", "Value", n, "Max", MaxPlayers))
	case n > 1:
		if s.Difficulty != "" {
			add(problem("score.problem.solo_only", "difficulty", "Value", n))
		}
		if s.Opponent != "" {
			add(problem("score.problem.solo_only", "opponent", "Value", n))
		}
		if s.Blocked != "" {
			add(problem("score.problem.solo_only", "blocked", "Value", n))
		}
	}
	for i, p := range s.Players {
		if i == MaxPlayers {
			break // too many players is said above; the rest need no checks (and would cost time)
		}
		var others []string
		for j := 0; j < i; j++ {
			others = append(others, s.Players[j].Name)
		}
		add(CheckPlayer(i, p, others))
	}
	return out
}

// facts is a short name for the printed numbers.
func facts() *data.Facts { return data.Load() }
