package play

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/data"
)

// AutomaFlags answer the Automa's turn: the physical card's faces when the
// table plays the printed deck, and what only the table can see.
var AutomaFlags = walk.Flags{
	{Name: "card", Value: "YAML", Help: walk.M("solo.flag.card"), Check: checkCardFlag},
	{Name: "action", Value: "ACTION", Help: walk.M("solo.flag.action"), Check: checkAction},
	{Name: "at", Value: "POS", Help: walk.M("solo.flag.at"), Check: checkPosition},
	{Name: "arrow", Value: "ARROW", Help: walk.M("solo.flag.arrow"), Check: checkArrow},
	{Name: "costs", Value: "N,N", Help: walk.M("solo.flag.costs"), Check: checkCosts},
	{Name: "slot", Value: "N", Help: walk.M("solo.flag.slot"), Check: checkSlot},
	{Name: "fallback", Value: "AT:ARROW", Help: walk.M("solo.flag.fallback"), Check: checkDiagram},
	{Name: "supply-section", Value: "N:START:ARROW", Help: walk.M("solo.flag.supply"), Check: checkSupplySection},
	{Name: "apprentice", Mode: walk.OnOff, Help: walk.M("solo.flag.apprentice")},
	{Name: "highest", Value: "N", Spare: true, Help: walk.M("solo.flag.highest"), Check: checkHighest},
	{Name: "cubes", Value: "CUBES", Help: walk.M("solo.flag.cubes"), Check: func(v string) error { _, err := game.ParseCubes(v); return err }},
	{Name: "furnace", Value: "POS", Help: walk.M("solo.flag.furnace"), Check: checkPosition},
}

// AutomaTurn walks the Automa's turn (rules-facts §8.5): the card revealed
// from the transcribed deck (named before anything is asked about it), or
// the physical card as the table reads it; then what only the table sees
// (the highest number on the worker supply card, which cubes leave a small
// factory when the player chooses, the furnace the diagram leads to); the
// turn resolved on the tracked board, recorded, and shown step by step.
func AutomaTurn(tb *Table, t *walk.T) error {
	s := tb.State
	if s.Solo == nil {
		return companion.NewProblem("solo.problem.not_solo")
	}
	if !s.InTurns() || s.Next() != game.Automa {
		if s.Phase == game.PhaseOver || s.Phase == game.PhaseScoring {
			return companion.NewProblem("solo.problem.automa_game_over")
		}
		return companion.NewProblem("solo.automa.not_now", "Name", Seat(s, s.Next()), "Phase", Phase(s.Phase))
	}
	reveal := &walk.Question{ID: "automa.reveal", Kind: walk.Choice, Menu: true, Optional: true, Default: "reveal",
		Prompt: walk.M("solo.play.reveal"), Topic: "automa-turn",
		Options: []walk.Option{{Value: "reveal", Label: walk.M("solo.play.reveal_item")}}}
	if !s.Settings.Solo.Digital() {
		reveal.Prompt = walk.M("solo.play.flip")
	}
	if _, err := t.Choose(reveal); err != nil {
		return err
	}
	var e game.Event
	var title walk.Msg
	if s.Settings.Solo.Digital() {
		c, reshuffled, _ := s.NextAutomaCard()
		if reshuffled {
			t.Say(walk.Say, walk.M("solo.play.reshuffled"))
		}
		deck := s.Solo.Deck()
		deck.Draw()
		title = walk.M("solo.play.title_card", "Turn", s.Solo.AutomaTurns+1, "Card", c.ID, "Left", deck.Left())
		t.Say(walk.Heading, title)
		t.Say(walk.Item, walk.M("solo.play.card_shows", "Upper", CardUpper(c), "Lower", CardLower(c.Supply)))
		e = game.Event{Kind: game.KindAutomaTurn, Seat: game.Automa, Card: c.ID}
	} else {
		if s.Solo.Deck().Left() == 0 {
			t.Say(walk.Say, walk.M("solo.play.reshuffle_physical"))
		}
		c, err := physicalCard(t)
		if err != nil {
			return err
		}
		e = s.PhysicalTurn(c)
		title = walk.M("solo.play.title", "Turn", s.Solo.AutomaTurns+1)
	}
	card, err := s.AutomaCardOf(e)
	if err != nil {
		return err
	}
	anyCubes := false
	for _, c := range s.Factories {
		anyCubes = anyCubes || c.Total() > 0
	}
	// The highest number visible on the worker supply card, when it is not
	// transcribed and it matters (some small factory holds cubes).
	if _, ok := s.HighestVisible(); !ok && card.Action == automa.ActSmallFactory && anyCubes {
		n, err := t.Number(&walk.Question{ID: "automa.highest", Kind: walk.Number, Flag: "highest", Min: 0, Max: maxHighest(),
			Prompt: walk.M("solo.ask.highest"), Topic: "automa-icons"})
		if err != nil {
			return err
		}
		e.Count = n
	}
	turn, err := s.ResolveAutomaTurn(e)
	if err != nil {
		return err
	}
	if r := turn.SmallFactory; r != nil && r.NeedFallback && len(s.EmptyFurnaces()) < len(companion.Positions) {
		q := &walk.Question{ID: "automa.furnace", Kind: walk.Choice, Flag: "furnace",
			Prompt: walk.M("solo.ask.fallback_furnace"), Topic: "automa-turn"}
		for _, pos := range companion.Positions {
			if s.Furnaces[pos] > 0 {
				q.Options = append(q.Options, walk.Option{Value: string(pos), Label: walk.M("game.ask.furnace_item", "Furnace", Furnace(pos), "Count", s.Furnaces[pos])})
			}
		}
		q.Check = func(v string) (string, error) {
			pos, err := companion.ParsePosition(v)
			if err != nil {
				return "", err
			}
			return "", companion.NewProblem("game.problem.furnace_empty", "Furnace", Furnace(pos))
		}
		at, err := t.Choose(q)
		if err != nil {
			return err
		}
		e.Effect = companion.Position(at)
		if turn, err = s.ResolveAutomaTurn(e); err != nil {
			return err
		}
	}
	if r := turn.SmallFactory; r != nil && r.Found && r.Colours == nil {
		c, err := automaCubes(s, t, r)
		if err != nil {
			return err
		}
		e.Cubes = c
	}
	board := s.AutomaBoard()
	steps := AutomaTurnSteps(turn, board, s.Solo.WorkerSupply())
	if err := tb.Record(nil, e); err != nil {
		return err
	}
	if !s.Settings.Solo.Digital() {
		t.Say(walk.Heading, title)
	}
	for _, m := range steps {
		t.Say(walk.Numbered, m)
	}
	t.Say(walk.Numbered, afterAutomaTurn(tb.State))
	return nil
}

// afterAutomaTurn says what follows the Automa's turn.
func afterAutomaTurn(s *game.State) walk.Msg {
	switch {
	case s.Reset != nil && s.SoloFinalReset():
		return walk.M("solo.play.reset_final", "Space", s.Solo.FinalResetAt())
	case s.Reset != nil:
		return walk.M("solo.play.reset")
	case s.Phase == game.PhaseScoring:
		return walk.M("solo.play.scoring")
	}
	return walk.M("solo.play.your_turn", "Name", Seat(s, s.Next()))
}

// maxHighest bounds a worker supply number: never more cubes than the box
// holds (3 colours of 20).
func maxHighest() int { return 3 * data.Load().CubesPerColour }

// automaCubes: when the Automa takes fewer cubes than the factory holds in
// more than one colour, the player chooses which (rules-facts §8.5).
func automaCubes(s *game.State, t *walk.T, r *automa.SmallFactoryResult) (game.Cubes, error) {
	have := s.Factories[r.Factory]
	q := &walk.Question{ID: "automa.cubes", Kind: walk.Choice, Flag: "cubes", Topic: "automa-turn",
		Prompt: walk.M("solo.ask.which_cubes", "Count", r.Remove, "Factory", SmallFactory(r.Factory), "Cubes", Cubes(have))}
	for o := min(r.Remove, have.Orange); o >= 0; o-- {
		for p := min(r.Remove-o, have.Pink); p >= 0; p-- {
			if b := r.Remove - o - p; b <= have.Black {
				c := game.Cubes{Orange: o, Pink: p, Black: b}
				q.Options = append(q.Options, walk.Option{Value: c.String(), Label: walk.M("game.ask.take_item", "Cubes", Cubes(c))})
			}
		}
	}
	q.Check = func(v string) (string, error) {
		c, err := game.ParseCubes(v)
		if err != nil {
			return "", err
		}
		if c.Total() != r.Remove {
			return "", companion.NewProblem("solo.problem.choose_cubes", "N", r.Remove, "Factory", SmallFactory(r.Factory))
		}
		return "", companion.NewProblem("solo.problem.cubes_not_there", "Factory", SmallFactory(r.Factory))
	}
	v, err := t.Choose(q)
	if err != nil {
		return game.Cubes{}, err
	}
	c, _ := game.ParseCubes(v)
	return c, nil
}

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
			c, err := automa.ParseCard(v)
			if err != nil {
				return "", err
			}
			return automa.FormatCard(c), nil
		}})
	if err != nil {
		return automa.Card{}, err
	}
	if line != "" {
		return automa.ParseCard(line)
	}
	t.Say(walk.Say, walk.M("solo.play.flip_hint"))
	return AskCard(t, "automa", "", true)
}

// AskCard asks what an Automa card shows, a few picks; id prefixes the
// questions' IDs. The physical deck asks it for the card just flipped, the
// transcription for each of the ten cards (lower: ask the lower section).
func AskCard(t *walk.T, id, cardID string, lower bool) (automa.Card, error) {
	c := automa.Card{ID: cardID}
	act := &walk.Question{ID: id + ".action", Kind: walk.Choice, Flag: "action", Prompt: walk.M("solo.ask.action"), Topic: "automa-icons"}
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
		for _, pos := range companion.Positions {
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
		for n := automa.MinCost; n <= automa.MaxCost; n++ {
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
		for n := automa.FirstSlot; n <= automa.LastSlot; n++ {
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
		for _, pos := range companion.Positions {
			for _, ar := range arrows {
				q.Options = append(q.Options, walk.Option{Value: string(pos) + ":" + string(ar),
					Path:  []walk.Msg{walk.M("solo.ask.place_name", "Place", Furnace(pos)), walk.M("solo.ask.arrow_name", "Arrow", Arrow(ar))},
					Label: walk.M("solo.ask.diagram_item", "Furnace", Furnace(pos), "Arrow", Arrow(ar))})
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
		Options: []walk.Option{{Value: "0", Label: walk.M("solo.card.no_supply")}}}
	for n := 1; n <= automa.MaxSupplyCubes; n++ {
		for _, pos := range companion.Positions {
			for _, ar := range arrows {
				sup := automa.Supply{Cubes: n, Start: pos, Arrow: ar}
				q.Options = append(q.Options, walk.Option{Value: supplyValue(sup),
					Path: []walk.Msg{walk.M("solo.ask.supply_count", "Count", n), walk.M("solo.ask.place_name", "Place", SmallFactory(pos)),
						walk.M("solo.ask.arrow_name", "Arrow", Arrow(ar))},
					Label: walk.M("solo.card.supply", "Count", n, "Start", Position(pos), "Arrow", Arrow(ar))})
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
		if len(q.Options) == 1 {
			q.FlagOnly, q.Default = true, q.Options[0].Value
		}
		q.Check = func(v string) (string, error) {
			return "", companion.NewProblem("solo.problem.apprentice_not_target", "Value", v, "List", listOf(optionValues(q.Options)))
		}
		v, err := t.Choose(q)
		if err != nil {
			return err
		}
		parts := strings.Split(v, ":")
		e.Side, e.Row = companion.Side(parts[0]), companion.Row(parts[1])
		e.Index, _ = strconv.Atoi(parts[2])
	}
	if err := tb.Record(nil, e); err != nil {
		return err
	}
	if e.Index > 0 {
		t.Say(walk.Item, walk.M("solo.supply.apprentice_done", "Place", walk.M("solo.place", "Row", Row(e.Row), "Side", Side(e.Side), "N", e.Index)))
	}
	return t.Wait("reset.automa-supply", walk.M("game.reset.confirm"))
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

// Checks of the Automa flags' values for themselves.

func checkCardFlag(v string) error { _, err := automa.ParseCard(v); return err }

func checkAction(v string) error {
	if slices.Contains(automa.Actions, automa.Action(strings.TrimSpace(v))) {
		return nil
	}
	return companion.NewProblem("solo.problem.bad_action", "Value", v)
}

func checkArrow(v string) error {
	_, err := companion.ParseArrow(strings.TrimSpace(v))
	return err
}

func checkCosts(v string) error {
	for _, x := range strings.Split(v, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(x))
		if err != nil || n < automa.MinCost || n > automa.MaxCost {
			return companion.NewProblem("solo.problem.bad_cost", "Value", strings.TrimSpace(x), "Min", automa.MinCost, "Max", automa.MaxCost)
		}
	}
	return nil
}

func checkSlot(v string) error {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < automa.FirstSlot || n > automa.LastSlot {
		return companion.NewProblem("solo.problem.bad_slot", "Value", v, "Min", automa.FirstSlot, "Max", automa.LastSlot)
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

func checkHighest(v string) error {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return companion.NewProblem("prompt.invalid_number", "Value", v)
	}
	if n < 0 || n > maxHighest() {
		return companion.NewProblem("prompt.out_of_range", "Value", n, "Min", 0, "Max", maxHighest())
	}
	return nil
}
