package play

import (
	"errors"
	"slices"
	"strings"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Group 4's order (rules-facts §4.2, rulebook p. 13): inside each sector the
// space nearest the icon is unlocked first, and which space that is is
// printed on the player board, not in the texts. The first time a player
// takes a disk of a sector whose order the game does not know, the table
// says which space is nearest; the answer is recorded in the game and every
// later disk follows it.

// NearestFlag answers which space of a sector is nearest its icon.
var NearestFlag = sync.OnceValue(func() walk.Flag {
	return walk.Flag{Name: "nearest-icon", Value: "4a,4c", Spare: true, Help: walk.M("game.turn.flag_nearest_icon"), Check: checkNearestFlag}
})

// askNearest asks, when the game does not know it yet, which space of the
// disk's sector is nearest the icon, and records the answer. It reports
// whether it asked.
func askNearest(tb *Table, t *walk.T, disk, id string) (bool, error) {
	if tb.State.NearestKnown(disk) {
		return false, nil
	}
	sector, in, _ := companion.SectorOf(companion.Ability(disk))
	name := companion.Term("game.sector." + string(sector))
	q := &walk.Question{ID: id + ".nearest", Kind: walk.Choice, Flag: NearestFlag().Name, Topic: "permanent-abilities",
		Prompt: walk.M("game.ask.nearest", "Sector", name)}
	for _, a := range in {
		q.Options = append(q.Options, walk.Option{Value: string(a), Label: DiskLabel(string(a))})
	}
	// --nearest-icon may name both sectors at once (4a,4c): each question
	// takes the one of its own sector.
	q.Check = func(v string) (string, error) {
		for _, x := range strings.Split(v, ",") {
			if x = strings.ToLower(strings.TrimSpace(x)); slices.Contains(in, companion.Ability(x)) {
				return x, nil
			}
		}
		return "", companion.NewProblem("game.problem.nearest_which", "Value", v, "Sector", name, "List", listOf(abilitiesAny(in)))
	}
	t.Say(walk.Item, walk.M("game.ask.nearest_why"))
	v, err := t.Choose(q)
	if err != nil {
		return false, err
	}
	return true, tb.Record(t, game.Event{Kind: game.KindNearestIcon, Disk: v})
}

// chooseDisk asks which disk a seat took (build makes the question for an
// ID), then the order of its sector when the game does not know it yet.
func chooseDisk(tb *Table, t *walk.T, id string, build func(id string) *walk.Question) (string, error) {
	d, err := t.Choose(build(id))
	if err != nil {
		return "", err
	}
	return afterNearest(tb, t, id, d, build)
}

// afterNearest asks the order of the sector of the answer v when the game
// does not know it; when the order recorded rules v out, it says why and
// asks again at a prompt, offering only what the order allows. Without a
// prompt (or with flags) the refusal stands: the command stops on it.
func afterNearest(tb *Table, t *walk.T, id, v string, build func(id string) *walk.Question) (string, error) {
	asked, err := askNearest(tb, t, diskOf(v), id)
	if err != nil || !asked {
		return v, err
	}
	again := build(id + ".again")
	_, refusal := again.Accept(v)
	if refusal == nil {
		return v, nil
	}
	var p *companion.Problem
	if errors.As(refusal, &p) {
		t.Say(walk.Item, walk.M(p.ID, argsOf(p)...))
	}
	// Never from a flag: the flag's answer is the one just refused.
	check := again.Check
	again.Flag, again.Key, again.FlagOnly, again.Optional, again.Default = "", "", false, true, refusedValue
	again.Check = func(x string) (string, error) {
		if x == refusedValue {
			return "", refusal
		}
		if check == nil {
			return x, nil
		}
		return check(x)
	}
	return t.Choose(again)
}

// refusedValue answers a question asked again after a refusal when nobody
// can pick anew: the refusal stands.
const refusedValue = "-"

// diskOf is the disk an answer names: a disk, or its last part
// (create:left:lower:4b).
func diskOf(v string) string {
	if i := strings.LastIndex(v, ":"); i >= 0 {
		return v[i+1:]
	}
	return v
}

func argsOf(p *companion.Problem) []any {
	var kv []any
	for k, v := range p.Args {
		kv = append(kv, k, v)
	}
	return kv
}

func abilitiesAny(as []companion.Ability) []any {
	out := make([]any, len(as))
	for i, a := range as {
		out[i] = string(a)
	}
	return out
}

// checkNearestFlag: abilities of group 4's sectors, at most one a sector.
func checkNearestFlag(v string) error {
	seen := map[companion.Sector]bool{}
	for _, x := range strings.Split(v, ",") {
		x = strings.ToLower(strings.TrimSpace(x))
		sector, _, ok := companion.SectorOf(companion.Ability(x))
		if !ok {
			return companion.NewProblem("game.problem.not_sector_ability", "Value", x)
		}
		if seen[sector] {
			return companion.NewProblem("game.problem.nearest_twice", "Value", v, "Sector", companion.Term("game.sector."+string(sector)))
		}
		seen[sector] = true
	}
	return nil
}
