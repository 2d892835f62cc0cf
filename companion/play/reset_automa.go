package play

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// stepAutomaSupply: the Automa's supply step, before the player's
// (rules-facts §8.6): cubes from its bag along the last card's arrow, and
// with the disk symbol its next disk on a free apprentice space of one of
// the player's masters (the table says which when there is a choice).
func stepAutomaSupply(tb *Table, t *walk.T) error {
	s := tb.State
	e := game.Event{Kind: game.KindResetStep, Step: game.StepAutomaSupply}
	sup, r, ok := s.AutomaSupplyPreview()
	if !ok {
		t.Say(walk.Item, walk.M("solo.supply.no_card"))
		if err := noApprentice(t, "solo.problem.why_no_card"); err != nil {
			return err
		}
		return tb.Record(nil, e)
	}
	board := s.AutomaBoard()
	for _, m := range SupplySteps(sup, r) {
		t.Say(walk.Item, m)
	}
	if r.Apprentice && len(r.Candidates) > 0 {
		q := &walk.Question{ID: "reset.automa-apprentice", Kind: walk.Choice, Flag: "automa-apprentice",
			Prompt: walk.M("solo.ask.apprentice_place"), Topic: "automa-supply-step"}
		for _, i := range r.Candidates {
			pr := board.Professions[i]
			side, row, n, _ := parseLabel(pr.Label)
			q.Options = append(q.Options, walk.Option{Value: string(side) + ":" + string(row) + ":" + strconv.Itoa(n), Label: walk.M("solo.ask.apprentice_item", "Place", AutomaPlace(pr))})
		}
		// Whether a card has a second (apprentice) space is printed on the
		// card only (rules-facts §13): the table may say none is free.
		if len(q.Options) == 1 { // offered first; without a terminal, taken
			q.Optional, q.Default = true, q.Options[0].Value
		}
		q.Options = append(q.Options, walk.Option{Value: "none", Label: walk.M("values.automa.no_free_space")})
		q.Check = func(v string) (string, error) {
			return "", companion.NewProblem("solo.problem.apprentice_not_target", "Value", v, "List", listOf(optionValues(q.Options)))
		}
		v, err := t.Choose(q)
		if err != nil {
			return err
		}
		if v == "none" {
			t.Say(walk.Item, walk.M("solo.supply.apprentice_nowhere"))
		} else {
			parts := strings.Split(v, ":")
			e.Side, e.Row = companion.Side(parts[0]), companion.Row(parts[1])
			e.Index, _ = strconv.Atoi(parts[2])
		}
	} else {
		why := "solo.problem.why_no_symbol"
		if r.Apprentice {
			why = "solo.problem.why_no_space"
		}
		if err := noApprentice(t, why); err != nil {
			return err
		}
	}
	if err := tb.Record(nil, e); err != nil {
		return err
	}
	if e.Index > 0 {
		t.Say(walk.Item, walk.M("solo.supply.apprentice_done", "Place", walk.M("solo.place", "Row", Row(e.Row), "Side", Side(e.Side), "N", e.Index)))
	}
	if sup.Cubes == 0 && e.Index == 0 { // nothing for the table to do: said, not asked
		return nil
	}
	return t.WaitOn("reset.automa-supply", walk.M("game.reset.confirm"), StepLessons()[game.StepAutomaSupply].Topic)
}

// noApprentice refuses --automa-apprentice when this supply step places
// no apprentice, saying why (rather than dropping the value).
func noApprentice(t *walk.T, why string) error {
	_, err := t.Ask(&walk.Question{ID: "reset.automa-apprentice", Kind: walk.Text, Flag: "automa-apprentice", FlagOnly: true,
		Prompt: walk.M("solo.ask.apprentice_place"), Topic: "automa-supply-step",
		Check: func(v string) (string, error) {
			if v == "" {
				return "", nil
			}
			return "", companion.NewProblem("solo.problem.no_apprentice_here", "Value", v, "Why", walk.M(why))
		}})
	return err
}

func optionValues(opts []walk.Option) []any {
	out := make([]any, 0, len(opts))
	for _, o := range opts {
		if !o.Hidden {
			out = append(out, o.Value)
		}
	}
	return out
}

// parseLabel reads a profession label of the game ("left:furnace#2").
func parseLabel(label string) (companion.Side, companion.Row, int, bool) {
	side, rest, ok := strings.Cut(label, ":")
	if !ok {
		return "", "", 0, false
	}
	row, n, ok := strings.Cut(rest, "#")
	if !ok {
		return "", "", 0, false
	}
	k, err := strconv.Atoi(n)
	return companion.Side(side), companion.Row(row), k, err == nil
}
