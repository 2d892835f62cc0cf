package play

import (
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/walk"
)

// physicalCard asks what the flipped card shows: the whole card as one
// YAML line by flag, or a few picks (the action, where it points and which
// way, the costs or display position, the fallback diagram, and the lower
// section, which every card has).
func physicalCard(t *walk.T) (automa.Card, error) {
	line, err := t.Ask(&walk.Question{ID: "automa.card", Kind: walk.Text, Flag: "card", FlagOnly: true,
		Prompt: walk.M("solo.automa.what_card"), Topic: "automa-turn",
		Check: func(v string) (string, error) {
			if v == "" {
				return "", nil
			}
			c, err := parsePhysicalCard(v)
			if err != nil {
				return "", err
			}
			return automa.FormatCard(c), nil
		}})
	if err != nil {
		return automa.Card{}, err
	}
	if line != "" {
		return parsePhysicalCard(line)
	}
	return AskCard(t, "automa", "", true)
}

// AskCard asks what an Automa card shows, a few picks; id prefixes the
// questions' IDs. The physical deck asks it for the card just flipped, the
// transcription for each of the ten cards (lower: ask the lower section).
func AskCard(t *walk.T, id, cardID string, lower bool) (automa.Card, error) {
	c := automa.Card{ID: cardID}
	act := &walk.Question{ID: id + ".action", Kind: walk.Choice, Flag: "action", Prompt: walk.M("solo.ask.action"), Topic: "automa-icons"}
	if cardID == "" { // the card just flipped: the question says which (never a line said before it, which flags would print for nothing)
		act.Prompt = walk.M("solo.ask.action_flipped")
	}
	for _, a := range automa.Actions {
		act.Options = append(act.Options, walk.Option{Value: string(a), Label: walk.M("solo.action." + string(a))})
	}
	v, err := t.Choose(act)
	if err != nil {
		return c, err
	}
	c.Action = automa.Action(v)
	switch c.Action {
	case automa.ActFurnace, automa.ActSmallFactory:
		prompt, term := "solo.ask.furnace_at", Furnace
		if c.Action == automa.ActSmallFactory {
			prompt, term = "solo.ask.factory_at", SmallFactory
		}
		at := &walk.Question{ID: id + ".at", Kind: walk.Choice, Flag: "at", Prompt: walk.M(prompt), Topic: "automa-icons"}
		for _, pos := range companion.BoardOrder {
			at.Options = append(at.Options, walk.Option{Value: string(pos), Label: walk.M("solo.ask.place_name", "Place", term(pos))})
		}
		if v, err = t.Choose(at); err != nil {
			return c, err
		}
		c.At = companion.Position(v)
		if c.Arrow, err = askArrow(t, id+".arrow", "arrow", "solo.ask.arrow"); err != nil {
			return c, err
		}
	}
	switch c.Action {
	case automa.ActFurnace:
		q := &walk.Question{ID: id + ".costs", Kind: walk.List, Flag: "costs", Optional: true,
			Prompt: walk.M("solo.ask.costs"), Topic: "automa-icons"}
		lowest, highest := automa.Costs()
		for n := lowest; n <= highest; n++ {
			q.Options = append(q.Options, walk.Option{Value: strconv.Itoa(n), Label: walk.M("solo.ask.cost_item", "N", n)})
		}
		costs, err := t.Pick(q)
		if err != nil {
			return c, err
		}
		for _, x := range costs {
			n, _ := strconv.Atoi(x)
			c.RemoveCosts = append(c.RemoveCosts, n)
		}
	case automa.ActProfession:
		q := &walk.Question{ID: id + ".slot", Kind: walk.Choice, Flag: "slot", Prompt: walk.M("solo.ask.slot"), Topic: "automa-icons"}
		for n := automa.FirstSlot; n <= automa.LastSlot(); n++ {
			q.Options = append(q.Options, walk.Option{Value: strconv.Itoa(n),
				Label: walk.M("solo.ask.slot_item", "N", n, "Where", companion.Term("solo.slot."+strconv.Itoa(n)))})
		}
		if v, err = t.Choose(q); err != nil {
			return c, err
		}
		c.Slot, _ = strconv.Atoi(v)
	case automa.ActSmallFactory:
		q := &walk.Question{ID: id + ".fallback", Kind: walk.Choice, Flag: "fallback", Optional: true, Default: "none",
			Prompt: walk.M("solo.ask.fallback"), Topic: "automa-icons",
			Options: []walk.Option{{Value: "none", Label: walk.M("solo.ask.fallback_none")}}}
		for _, pos := range companion.BoardOrder {
			for _, ar := range arrows {
				q.Options = append(q.Options, walk.Option{Value: string(pos) + ":" + string(ar),
					Path:    []walk.Msg{walk.M("solo.ask.place_name", "Place", Furnace(pos)), walk.M("solo.ask.arrow_name", "Arrow", Arrow(ar))},
					PathAsk: []walk.Msg{{}, walk.M("solo.ask.fallback_arrow")},
					Label:   walk.M("solo.ask.diagram_item", "Furnace", Furnace(pos), "Arrow", Arrow(ar))})
			}
		}
		if v, err = t.Choose(q); err != nil {
			return c, err
		}
		if at, ar, ok := strings.Cut(v, ":"); ok {
			c.Fallback = &automa.Diagram{At: companion.Position(at), Arrow: companion.Arrow(ar)}
		}
	}
	if lower {
		if c.Supply, err = askSupplySection(t, id); err != nil {
			return c, err
		}
	}
	chk := c
	if chk.ID == "" {
		chk.ID = "-" // a physical card is named by its draw
	}
	if err := automa.CheckCard(chk); err != nil {
		return c, err
	}
	return c, nil
}

var arrows = []companion.Arrow{companion.Clockwise, companion.Counterclockwise}

func askArrow(t *walk.T, id, flag, prompt string) (companion.Arrow, error) {
	q := &walk.Question{ID: id, Kind: walk.Choice, Flag: flag, Prompt: walk.M(prompt), Topic: "automa-icons"}
	for _, ar := range arrows {
		q.Options = append(q.Options, walk.Option{Value: string(ar), Label: walk.M("solo.ask.arrow_name", "Arrow", Arrow(ar))})
	}
	v, err := t.Choose(q)
	return companion.Arrow(v), err
}

// askSupplySection asks a card's lower section: how many cubes, from which
// small factory, which way (one value N:START:ARROW, or 0), and whether it
// shows the disk symbol.
func askSupplySection(t *walk.T, id string) (automa.Supply, error) {
	var s automa.Supply
	q := &walk.Question{ID: id + ".supply", Kind: walk.Choice, Flag: "supply-section",
		Prompt: walk.M("solo.ask.supply_section"), Topic: "automa-supply-step",
		Options: []walk.Option{{Value: "0", Label: walk.M("solo.card.no_supply_item")}}} // "0 cubes": typing 0 at the list finds it
	for n := 1; n <= automa.MaxSupplyCubes; n++ {
		for _, pos := range companion.BoardOrder {
			for _, ar := range arrows {
				sup := automa.Supply{Cubes: n, Start: pos, Arrow: ar}
				q.Options = append(q.Options, walk.Option{Value: supplyValue(sup),
					Path: []walk.Msg{walk.M("solo.ask.supply_count", "Count", n), walk.M("solo.ask.place_name", "Place", SmallFactory(pos)),
						walk.M("solo.ask.arrow_name", "Arrow", Arrow(ar))},
					PathAsk: []walk.Msg{walk.M("solo.ask.supply_cubes"), walk.M("solo.ask.supply_start"), walk.M("solo.ask.arrow")},
					Label:   walk.M("solo.card.supply", "Count", n, "Start", Position(pos), "Arrow", Arrow(ar))})
			}
		}
	}
	v, err := t.Choose(q)
	if err != nil {
		return s, err
	}
	s = parseSupplySection(v)
	if s.Apprentice, err = t.Yes(&walk.Question{ID: id + ".apprentice", Kind: walk.YesNo, Flag: "apprentice", Optional: true,
		Default: walk.No, Prompt: walk.M("solo.ask.apprentice"), Topic: "automa-supply-step"}); err != nil {
		return s, err
	}
	return s, nil
}

func supplyValue(s automa.Supply) string {
	if s.Cubes == 0 {
		return "0"
	}
	return strconv.Itoa(s.Cubes) + ":" + string(s.Start) + ":" + string(s.Arrow)
}

func parseSupplySection(v string) automa.Supply {
	parts := strings.Split(v, ":")
	var s automa.Supply
	s.Cubes, _ = strconv.Atoi(parts[0])
	if len(parts) == 3 {
		s.Start, s.Arrow = companion.Position(parts[1]), companion.Arrow(parts[2])
	}
	return s
}

// Checks of the Automa flags' values for themselves.

func checkCardFlag(v string) error { _, err := parsePhysicalCard(v); return err }

// parsePhysicalCard reads a flipped card written as one YAML line. Its id
// may be left out (the game names it by its draw), its lower section may
// not: every card has one, and a card without it would silently supply
// nothing in the reset phase (rules-facts §8.6).
func parsePhysicalCard(line string) (automa.Card, error) {
	var n yaml.Node
	if err := yaml.Unmarshal([]byte(line), &n); err != nil || len(n.Content) == 0 || n.Content[0].Kind != yaml.MappingNode {
		return automa.ParseCard(line) // it explains what is wrong
	}
	m := n.Content[0]
	var id *yaml.Node
	hasSupply := false
	for i := 0; i+1 < len(m.Content); i += 2 {
		switch m.Content[i].Value {
		case "id":
			id = m.Content[i+1]
		case "supply":
			hasSupply = true
		}
	}
	if !hasSupply {
		return automa.Card{}, companion.NewProblem("solo.problem.card_no_supply", "Value", line)
	}
	hasID := id != nil && strings.TrimSpace(id.Value) != ""
	if !hasID {
		if id == nil {
			id = &yaml.Node{Kind: yaml.ScalarNode}
			m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: "id"}, id)
		}
		id.Value, id.Tag = noID, "!!str"
		buf, err := yaml.Marshal(m)
		if err != nil {
			return automa.ParseCard(line)
		}
		line = string(buf)
	}
	c, err := automa.ParseCard(line)
	if err == nil && !hasID {
		c.ID = ""
	}
	return c, err
}

// noID stands in for a physical card's id while it is read.
const noID = "-"

func checkAction(v string) error {
	if slices.Contains(automa.Actions, automa.Action(strings.TrimSpace(v))) {
		return nil
	}
	return companion.NewProblem("solo.problem.bad_action", "Value", v, "List", listOf(stringsAny(ActionWords.Tokens)))
}

func checkArrow(v string) error {
	_, err := companion.ParseArrow(strings.TrimSpace(v))
	return err
}

func checkCosts(v string) error {
	for _, x := range strings.Split(v, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(x))
		if lowest, highest := automa.Costs(); err != nil || n < lowest || n > highest {
			return companion.NewProblem("solo.problem.bad_cost", "Value", strings.TrimSpace(x), "Min", lowest, "Max", highest)
		}
	}
	return nil
}

func checkSlot(v string) error {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < automa.FirstSlot || n > automa.LastSlot() {
		return companion.NewProblem("solo.problem.bad_slot", "Value", v, "Min", automa.FirstSlot, "Max", automa.LastSlot())
	}
	return nil
}

func checkDiagram(v string) error {
	if strings.TrimSpace(v) == "none" {
		return nil
	}
	at, ar, ok := strings.Cut(v, ":")
	if !ok {
		return companion.NewProblem("solo.problem.bad_diagram", "Value", v)
	}
	if err := checkPosition(at); err != nil {
		return err
	}
	return checkArrow(ar)
}

func checkSupplySection(v string) error {
	parts := strings.Split(strings.TrimSpace(v), ":")
	n, err := strconv.Atoi(parts[0])
	switch {
	case err != nil || n < 0 || n > automa.MaxSupplyCubes:
		return companion.NewProblem("solo.problem.bad_supply_section", "Value", v, "Max", automa.MaxSupplyCubes)
	case n == 0 && len(parts) == 1:
		return nil
	case len(parts) != 3:
		return companion.NewProblem("solo.problem.bad_supply_section", "Value", v, "Max", automa.MaxSupplyCubes)
	}
	if err := checkPosition(parts[1]); err != nil {
		return err
	}
	return checkArrow(parts[2])
}
