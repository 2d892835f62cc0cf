package components

import (
	"bytes"
	"errors"
	"maps"
	"strconv"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The refill transcription as walkthroughs (rules-facts §5.2 step 2, §13):
// the guided walk over the army stops from 50 down, and the edits given as
// --set values. Nothing is filled in by itself: the one value a rulebook
// example proves (space 45, 4 players: 3 cubes) is offered, marked, where
// it is missing, and only kept when the player accepts it.

// RefillFlags answer the refill walkthroughs.
var RefillFlags = sync.OnceValue(func() walk.Flags {
	return walk.Flags{
		{Name: "set", Mode: walk.EachValue, Value: "SPACE:PLAYERS=CUBES", Example: "45:4=3", Help: walk.M("components.flag.set_refill")},
	}
})

// RefillsTopic is the rule topic the refill questions come from.
const RefillsTopic = "replenish-furnaces"

// CloneRefills copies a refill transcription.
func CloneRefills(r *Refills) *Refills {
	out := &Refills{}
	if r == nil {
		return out
	}
	for s, m := range r.Spaces {
		if out.Spaces == nil {
			out.Spaces = map[int]map[int]int{}
		}
		out.Spaces[s] = maps.Clone(m)
	}
	return out
}

// SameRefills tells whether two refill transcriptions hold the same values.
func SameRefills(a, b *Refills) bool { return bytes.Equal(MarshalRefills(a), MarshalRefills(b)) }

// RefillsGuide walks the army stops from 50 down to 0, one part each: what
// the space shows for 4/3/2 players, the transcribed values offered to
// keep with Enter; nothing typed leaves an unknown space unknown.
func RefillsGuide(r *Refills) *Guide[*Refills] {
	var parts []Part[*Refills]
	for i, space := range ArmyStops() {
		parts = append(parts, refillStop(space, i == 0))
	}
	return NewGuide(r, CloneRefills, SameRefills, parts...)
}

func refillStop(space int, first bool) Part[*Refills] {
	return func(work *Refills, t *walk.T) error {
		if first {
			t.Say(walk.Say, walk.M("components.refills.intro"))
		}
		cur := work.Stop(space)
		q := &walk.Question{ID: "refills." + strconv.Itoa(space), Kind: walk.Text, Flag: "set", Topic: RefillsTopic,
			Prompt: walk.M("components.refills.label", "Space", space), Check: checkStopAnswer}
		if len(cur) > 0 {
			q.Default = FormatStop(cur)
		}
		rbSpace, rbPlayers, rbCubes := RulebookRefill()
		if _, known := cur[rbPlayers]; space == rbSpace && !known {
			// The rulebook's one value, offered and marked where it is missing.
			with := maps.Clone(cur)
			with[rbPlayers] = rbCubes
			q.Default = FormatStop(with)
			q.Prompt = walk.M("components.refills.label_rulebook", "Space", space)
		}
		v, err := t.Ask(q)
		if err != nil || v == "" {
			return err
		}
		values, _ := ParseStop(v)
		if maps.Equal(values, cur) {
			return nil
		}
		return work.SetStop(space, values)
	}
}

// checkStopAnswer reads what a space shows, as typed at the prompt: ""
// leaves it as it is; a value off the companion's bound (companion.RefillLimit) is named; anything else
// gets the short form of what is accepted (it fits under a prompt).
func checkStopAnswer(v string) (string, error) {
	if v == "" {
		return "", nil
	}
	values, err := ParseStop(v)
	var p *companion.Problem
	if errors.As(err, &p) && p.ID == "problem.refill_cubes" {
		return "", err
	}
	if err != nil {
		return "", companion.NewProblem("components.refills.bad_answer", "Value", v)
	}
	return FormatStop(values), nil
}

// EditRefills records the --set values, each checked by itself and then
// applied in the order given (a later one wins); the spaces it touched are
// said, in board order. One refused value and nothing is kept.
func EditRefills(r *Refills) *Guide[*Refills] {
	return NewGuide(r, CloneRefills, SameRefills, func(work *Refills, t *walk.T) error {
		touched := map[int]bool{}
		for i := 1; ; i++ {
			q := &walk.Question{ID: "refills.set." + strconv.Itoa(i), Kind: walk.Text, Flag: "set", Topic: RefillsTopic,
				Prompt: walk.M("components.refills.what"), What: walk.M("components.refills.what"), Check: checkRefillSet(i > 1)}
			q.Optional = i > 1 // the values ran out: nothing more to record
			v, err := t.Ask(q)
			if err != nil {
				return err
			}
			if v == "" {
				break
			}
			s, _ := ParseRefillSet(v)
			if err := work.Apply(s); err != nil {
				return err
			}
			touched[s.Space] = true
		}
		for _, s := range ArmyStops() {
			if touched[s] {
				shown, _ := Printed{Refills: work}.Stop(s) // the proven number marked, as everywhere
				t.Say(walk.Done, walk.M("components.refills.recorded", "Space", s, "Values", shown))
			}
		}
		return nil
	})
}

// checkRefillSet checks one --set value; "" ends the list once one was
// given (the values ran out).
func checkRefillSet(more bool) func(string) (string, error) {
	return func(v string) (string, error) {
		if v == "" && more {
			return "", nil
		}
		_, err := ParseRefillSet(v)
		return v, err
	}
}
