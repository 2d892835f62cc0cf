package components

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/data"
)

// The small factory bonus transcription as walkthroughs (rules-facts §6,
// §13): the guided walk over the four small factories, and the edits given
// as --set values. The only bonuses ever offered as already known are the
// two the rulebook's supply example proves (lower-left B5, upper-right B2),
// marked as such. No edition says whether a bonus is printed on one factory
// only: a bonus placed on another factory is still offered, marked, and
// the same bonus on two factories is kept with a note.

// BonusFlags answer the bonus walkthroughs.
var BonusFlags = sync.OnceValue(func() walk.Flags {
	return walk.Flags{
		{Name: "set", Mode: walk.EachValue, Value: "POSITION=BONUS,...", Example: "lower-left=B5", Help: walk.M("components.flag.set_bonus"),
			Words: walk.Words{{{Kind: "position", Tokens: positions()}}}},
	}
})

// BonusesTopic is the rule topic the bonus questions come from.
const BonusesTopic = "small-factory-bonuses"

// CloneBonuses copies a bonus transcription.
func CloneBonuses(b *Bonuses) *Bonuses {
	out := &Bonuses{}
	if b == nil {
		return out
	}
	for pos, ids := range b.Factories {
		if out.Factories == nil {
			out.Factories = map[companion.Position][]string{}
		}
		out.Factories[pos] = slices.Clone(ids)
		if b.Partial[pos] {
			if out.Partial == nil {
				out.Partial = map[companion.Position]bool{}
			}
			out.Partial[pos] = true
		}
	}
	return out
}

// SameBonuses tells whether two bonus transcriptions say the same.
func SameBonuses(a, b *Bonuses) bool { return bytes.Equal(MarshalBonuses(a), MarshalBonuses(b)) }

// FactoriesDone counts the small factories transcribed in full.
func FactoriesDone(b *Bonuses) int {
	n := 0
	for _, pos := range FactoryOrder {
		if b.Complete(pos) {
			n++
		}
	}
	return n
}

// FactoryBonuses says what is transcribed for a small factory: its bonuses
// ("B5, B7"), those named at the table so far, or that it is not
// transcribed, naming what the rulebook's example proves for it.
func FactoryBonuses(b *Bonuses, pos companion.Position) any {
	if ids := b.At(pos); len(ids) > 0 && !b.Partial[pos] {
		return strings.Join(SortBonuses(ids), ", ")
	}
	if ids := b.At(pos); len(ids) > 0 {
		known := SortBonuses(ids)
		for _, id := range ProvenAt(pos) {
			if !slices.Contains(known, id) {
				known = SortBonuses(append(known, id))
			}
		}
		return walk.M("values.components.bonuses_partly", "Bonuses", strings.Join(known, ", "))
	}
	if proven := ProvenAt(pos); len(proven) > 0 {
		return walk.M("components.not_transcribed_proven", "Bonus", strings.Join(proven, ", "))
	}
	return companion.Term("components.not_transcribed")
}

// Notes are what a transcription is told besides being kept: a factory
// transcribed in full without the bonus the rulebook's example proves
// there, and a bonus known on more than one factory (transcribed twice, or
// transcribed where the example does not put it). The player's board
// decides, and no edition says whether a bonus is printed once, so these
// are notes, not errors.
func Notes(b *Bonuses) []walk.Msg {
	var out []walk.Msg
	for _, pos := range FactoryOrder {
		for _, id := range ProvenAt(pos) {
			if b.Complete(pos) && !slices.Contains(b.At(pos), id) {
				out = append(out, walk.M("components.bonuses.proven_missing", "Bonus", id, "Factory", factoryTerm(pos)))
			}
		}
	}
	known := Printed{Bonuses: b}
	for _, x := range data.Load().Bonuses {
		var at []any
		for _, pos := range FactoryOrder {
			for _, k := range known.Factory(pos).Bonuses {
				if k.ID != x.ID {
					continue
				}
				if k.Source == Proven {
					at = append(at, walk.M("components.bonuses.at_proven", "Factory", factoryTerm(pos)))
				} else {
					at = append(at, walk.M("components.bonuses.at", "Factory", factoryTerm(pos)))
				}
			}
		}
		if len(at) > 1 {
			out = append(out, walk.M("components.bonuses.twice", "Bonus", x.ID, "Factories", AndList(at)))
		}
	}
	return out
}

func factoryTerm(pos companion.Position) any {
	return companion.Term("term.small_factory." + string(pos))
}

// BonusesGuide goes through the four small factories, one part each: what
// is known is offered first (the transcription, or what the rulebook's
// example proves, marked as such), then the bonuses that can still be on
// that factory, one at a time.
func BonusesGuide(b *Bonuses) *Guide[*Bonuses] {
	var parts []Part[*Bonuses]
	for i, pos := range FactoryOrder {
		parts = append(parts, bonusFactory(pos, i == 0))
	}
	return NewGuide(b, CloneBonuses, SameBonuses, parts...)
}

func bonusFactory(pos companion.Position, first bool) Part[*Bonuses] {
	return func(work *Bonuses, t *walk.T) error {
		if first {
			t.Say(walk.Say, walk.M("components.bonuses.intro_any"))
		}
		name := factoryTerm(pos)
		cur := SortBonuses(work.At(pos))
		proven := ProvenAt(pos)
		var start []string
		pick := true
		if len(cur) > 0 || len(proven) > 0 {
			q := &walk.Question{ID: "bonuses." + string(pos) + ".start", Kind: walk.Choice, Flag: "set", Topic: BonusesTopic}
			opt := func(v, id string, kv ...any) {
				q.Options = append(q.Options, walk.Option{Value: v, Label: walk.M(id, kv...)})
			}
			if len(cur) > 0 {
				list := strings.Join(cur, ", ")
				q.Prompt = walk.M("components.bonuses.current", "Factory", name, "Bonuses", list)
				opt("leave", "components.bonuses.leave")
				opt("keep", "components.bonuses.keep_add", "Bonuses", list)
				opt("choose", "components.bonuses.choose")
			} else {
				q.Prompt = walk.M("components.bonuses.fresh", "Factory", name)
				opt("proven", "components.bonuses.take_proven", "Bonuses", strings.Join(proven, ", "))
				opt("choose", "components.bonuses.choose_fresh")
			}
			opt("skip", "components.bonuses.skip")
			v, err := t.Choose(q)
			if err != nil {
				return err
			}
			switch v {
			case "leave":
				start, pick = cur, false
			case "keep":
				start = cur
			case "proven":
				start = proven
			case "skip":
				pick = false
			}
		}
		chosen := slices.Clone(start)
		if pick {
			picked, err := t.Pick(bonusPick(work, pos, chosen))
			if err != nil {
				return err
			}
			chosen = append(chosen, picked...)
		}
		if !slices.Equal(SortBonuses(chosen), cur) {
			if err := work.SetFactory(pos, chosen); err != nil {
				return err
			}
		}
		// Said changed or not, so the picks above read as one answer per factory.
		t.Say(walk.Done, walk.M("components.bonuses.recorded", "Factory", name, "Bonuses", FactoryBonuses(work, pos)))
		return nil
	}
}

// bonusPick offers the bonuses that can be printed on pos: every one not
// chosen for it already. One known on another factory (transcribed, or
// where the rulebook's example shows it) is offered too, marked: no
// edition says whether a bonus is printed on one factory only.
func bonusPick(work *Bonuses, pos companion.Position, chosen []string) *walk.Question {
	q := &walk.Question{ID: "bonuses." + string(pos), Kind: walk.List, Flag: "set", Topic: BonusesTopic,
		Prompt: walk.M("components.bonuses.pick", "Factory", factoryTerm(pos))}
	known := Printed{Bonuses: work}
	for _, x := range data.Load().Bonuses {
		if slices.Contains(chosen, x.ID) {
			continue
		}
		pays := companion.Term("components.bonus." + x.ID)
		label := walk.M("components.bonuses.item", "Bonus", x.ID, "Pays", pays)
		if IsProven(pos, x.ID) {
			label = walk.M("components.bonuses.item_proven", "Bonus", x.ID, "Pays", pays)
		} else if at := known.Elsewhere(pos, x.ID); len(at) > 0 {
			var where []any
			for _, p := range at {
				where = append(where, walk.M("components.bonuses.at", "Factory", factoryTerm(p.Factory)))
			}
			label = walk.M("components.bonuses.item_elsewhere", "Bonus", x.ID, "Pays", pays, "Factories", AndList(where))
		}
		q.Options = append(q.Options, walk.Option{Value: x.ID, Label: label})
	}
	return q
}

// EditBonuses records the --set values, each checked by itself and then
// applied in the order given; the factories it touched are said, in board
// order. One refused value and nothing is kept.
func EditBonuses(b *Bonuses) *Guide[*Bonuses] {
	return NewGuide(b, CloneBonuses, SameBonuses, func(work *Bonuses, t *walk.T) error {
		touched := map[companion.Position]bool{}
		for i := 1; ; i++ {
			q := &walk.Question{ID: "bonuses.set." + strconv.Itoa(i), Kind: walk.Text, Flag: "set", Topic: BonusesTopic,
				Prompt: walk.M("components.bonuses.what"), What: walk.M("components.bonuses.what"), Optional: i > 1, Check: checkBonusSet(i > 1)}
			v, err := t.Ask(q)
			if err != nil {
				return err
			}
			if v == "" {
				break
			}
			s, _ := ParseBonusSet(v)
			if err := work.setFactory(s.Factory, s.IDs, s.Partly); err != nil {
				return err
			}
			touched[s.Factory] = true
		}
		for _, pos := range FactoryOrder {
			if touched[pos] {
				t.Say(walk.Done, walk.M("components.bonuses.recorded", "Factory", factoryTerm(pos), "Bonuses", FactoryBonuses(work, pos)))
			}
		}
		return nil
	})
}

// checkBonusSet checks one --set value; "" ends the list once one was given.
func checkBonusSet(more bool) func(string) (string, error) {
	return func(v string) (string, error) {
		if v == "" && more {
			return "", nil
		}
		_, err := ParseBonusSet(v)
		return v, err
	}
}

// positions are the four small factories' positions, as --set names them.
func positions() []string {
	out := make([]string, len(companion.Positions))
	for i, p := range companion.Positions {
		out[i] = string(p)
	}
	return out
}
