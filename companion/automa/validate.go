package automa

import (
	"fmt"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// The checks of a transcription's values against what the components can
// show, for a file, the guided entry and a physical card alike.

// maxSupplyNumber bounds a worker supply number: the Automa can never remove
// more wooden cubes than there are in the box (3 colours × 20). The printed
// values are unknown (rules-facts §13), so only this physical bound is checked.
func maxSupplyNumber() int { return 3 * data.Load().CubesPerColour }

// MaxSupplyCubes: the supply step puts each cube in a different small factory,
// so a card can supply at most 4 (rules-facts §8.6).
const MaxSupplyCubes = 4

// clip keeps a quoted bad value short in a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// Validate checks a transcription built in memory (the guided entry, a
// game's copy): the same checks as Parse. The first problem is returned; its
// Field names the card and field, e.g. "cards[3].slot".
func Validate(t *Transcription) error {
	if ps := validate(t); len(ps) > 0 {
		return ps[0]
	}
	return nil
}

// validate checks the values against what the components can show; each
// problem's Field is its path in the file.
func validate(t *Transcription) []*companion.Problem {
	var ps []*companion.Problem
	add := func(field, id string, kv ...any) {
		ps = append(ps, companion.NewProblem(id, append([]any{"Field", field}, kv...)...))
	}
	solo := data.Load().Solo
	if n := len(t.WorkerSupply); n != solo.AutomaDisks {
		add("worker_supply", "solo.problem.supply_count", "N", n, "Want", solo.AutomaDisks)
	}
	for i, v := range t.WorkerSupply {
		if v < 0 || v > maxSupplyNumber() {
			add(fmt.Sprintf("worker_supply[%d]", i+1), "solo.problem.supply_number", "Value", v, "Max", maxSupplyNumber())
		}
	}
	if n := len(t.Cards); n != solo.DeckSize {
		add("cards", "solo.problem.card_count", "N", n, "Want", solo.DeckSize)
	}
	ids := map[string]int{}
	for i, c := range t.Cards {
		p := fmt.Sprintf("cards[%d]", i+1)
		for _, cp := range checkCard(c) {
			add(p+"."+cp.field, cp.id, cp.kv...)
		}
		if c.ID != "" {
			if j, ok := ids[c.ID]; ok {
				add(p+".id", "solo.problem.id_twice", "Value", c.ID, "Other", fmt.Sprintf("cards[%d]", j+1))
			} else {
				ids[c.ID] = i
			}
		}
	}
	return ps
}

type cardProblem struct {
	field string
	id    string
	kv    []any
}

// CheckCard validates one card on its own (the guided entry and the physical
// deck's answers use it too). The Problem's Field names the card's field.
func CheckCard(c Card) error {
	if cps := checkCard(c); len(cps) > 0 {
		cp := cps[0]
		return companion.NewProblem(cp.id, append([]any{"Field", cp.field}, cp.kv...)...)
	}
	return nil
}

func checkCard(c Card) []cardProblem {
	var out []cardProblem
	add := func(field, id string, kv ...any) { out = append(out, cardProblem{field, id, kv}) }
	if strings.TrimSpace(c.ID) == "" {
		add("id", "solo.problem.missing")
	} else if _, err := companion.CheckName(c.ID); err != nil {
		p := err.(*companion.Problem)
		var kv []any
		for k, v := range p.Args {
			kv = append(kv, k, v)
		}
		add("id", p.ID, kv...)
	}
	pos := func(field string, p companion.Position) {
		if p == "" {
			add(field, "solo.problem.missing")
		} else if _, err := companion.ParsePosition(string(p)); err != nil {
			add(field, "solo.problem.position", "Value", clip(string(p)))
		}
	}
	arrow := func(field string, a companion.Arrow) {
		if a == "" {
			add(field, "solo.problem.missing")
		} else if _, err := companion.ParseArrow(string(a)); err != nil {
			add(field, "solo.problem.arrow", "Value", clip(string(a)))
		}
	}
	notHere := func(field string, present bool) {
		if present {
			add(field, "solo.problem.not_for_action", "Action", companion.Term("solo.action."+string(c.Action)))
		}
	}
	switch c.Action {
	case ActFurnace:
		pos("at", c.At)
		arrow("arrow", c.Arrow)
		seen := map[int]bool{}
		lowest, highest := Costs()
		for i, v := range c.RemoveCosts {
			f := fmt.Sprintf("remove_costs[%d]", i+1)
			switch {
			case v < lowest || v > highest:
				add(f, "solo.problem.cost", "Value", v, "Min", lowest, "Max", highest)
			case seen[v]:
				add(f, "solo.problem.cost_twice", "Value", v)
			}
			seen[v] = true
		}
		notHere("slot", c.Slot != 0)
		notHere("fallback", c.Fallback != nil)
	case ActProfession:
		if c.Slot < FirstSlot || c.Slot > LastSlot() {
			add("slot", "solo.problem.slot", "Value", c.Slot)
		}
		notHere("at", c.At != "")
		notHere("arrow", c.Arrow != "")
		notHere("remove_costs", c.RemoveCosts != nil)
		notHere("fallback", c.Fallback != nil)
	case ActSmallFactory:
		pos("at", c.At)
		arrow("arrow", c.Arrow)
		if c.Fallback != nil {
			pos("fallback.at", c.Fallback.At)
			arrow("fallback.arrow", c.Fallback.Arrow)
		}
		notHere("slot", c.Slot != 0)
		notHere("remove_costs", c.RemoveCosts != nil)
	case "":
		add("action", "solo.problem.missing")
	default:
		add("action", "solo.problem.action", "Value", clip(string(c.Action)))
	}
	s := c.Supply
	if s.Cubes < 0 || s.Cubes > MaxSupplyCubes {
		add("supply.cubes", "solo.problem.supply_cubes", "Value", s.Cubes, "Max", MaxSupplyCubes)
	}
	if s.Cubes > 0 || s.Start != "" || s.Arrow != "" {
		pos("supply.start", s.Start)
		arrow("supply.arrow", s.Arrow)
	}
	return out
}
