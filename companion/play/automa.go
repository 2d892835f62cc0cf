package play

import (
	"slices"
	"strings"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/data"
)

// AutomaFlags answer the Automa's turn: the physical card's faces when the
// table plays the printed deck, and what only the table can see.
var AutomaFlags = sync.OnceValue(func() walk.Flags {
	return walk.Flags{
		{Name: "card", Value: "YAML", Help: walk.M("solo.flag.card"), Check: checkCardFlag},
		{Name: "action", Value: "ACTION", Help: walk.M("solo.flag.action"), Check: checkAction, Words: words(of(ActionWords))},
		{Name: "at", Value: "POS", Help: walk.M("solo.flag.at"), Check: checkPosition, Words: words(of(PositionWords))},
		{Name: "arrow", Value: "ARROW", Help: walk.M("solo.flag.arrow"), Check: checkArrow, Words: words(of(ArrowWords))},
		{Name: "costs", Value: "N,N", Help: walk.M("solo.flag.costs"), Check: checkCosts},
		{Name: "slot", Value: "N", Help: walk.M("solo.flag.slot"), Check: checkSlot},
		{Name: "fallback", Value: "AT:ARROW", Help: walk.M("solo.flag.fallback"), Check: checkDiagram, Words: words(of(PositionWords, NoneWords), of(ArrowWords))},
		{Name: "supply-section", Value: "N:START:ARROW", Help: walk.M("solo.flag.supply"), Check: checkSupplySection, Words: words(nil, of(PositionWords), of(ArrowWords))},
		{Name: "apprentice", Mode: walk.OnOff, Help: walk.M("solo.flag.apprentice")},
		{Name: "highest", Value: "N", Spare: true, Help: walk.M("solo.flag.highest"), Check: checkHighest},
		{Name: "cubes", Value: "CUBES", Help: walk.M("solo.flag.cubes"), Check: func(v string) error { _, err := game.ParseCubes(v); return err }, Words: words(of(CubeWords))},
		{Name: "furnace", Value: "POS", Help: walk.M("solo.flag.furnace"), Check: checkPosition, Words: words(of(PositionWords))},
	}
})

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
			return companion.NewProblem("solo.problem.automa_game_over", "Scoring", s.Phase == game.PhaseScoring)
		}
		return companion.NewProblem("solo.automa.not_now", "Name", Seat(s, s.Next()), "Phase", Phase(s.Phase))
	}
	if s.Settings.Solo.Digital() {
		if err := refusePhysicalFlags(t); err != nil {
			return err
		}
	}
	if m := LastTurnNote(s, game.Automa); m.ID != "" {
		t.Say(walk.Say, m)
	}
	reveal := &walk.Question{ID: "automa.reveal", Kind: walk.Choice, Menu: true, Optional: true, Default: "reveal",
		Prompt: walk.M("solo.play.reveal"), Topic: "automa-turn",
		Options: []walk.Option{{Value: "reveal", Label: walk.M("solo.play.reveal_item")}}}
	if !s.Settings.Solo.Digital() {
		reveal.Prompt = walk.M("solo.play.flip")
		if s.Solo.Deck().Left() == 0 { // said before the table flips (§8.5)
			t.Say(walk.Say, walk.M("solo.play.reshuffle_physical"))
		}
	}
	if _, err := t.Choose(reveal); err != nil {
		return err
	}
	var e game.Event
	var title walk.Msg
	// about names the transcribed card in what is asked about it, so even
	// a command that stops on a missing answer says which card was drawn.
	about := func(m walk.Msg) walk.Msg { return m }
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
		about = func(m walk.Msg) walk.Msg { return walk.M("solo.ask.about_card", "Card", c.ID, "What", m) }
	} else {
		c, err := physicalCard(t)
		if err != nil {
			return err
		}
		e = s.PhysicalTurn(c)
		// The heading names the card the table flipped, as the digital
		// deck's names its card.
		title = walk.M("values.automa.title_physical", "Turn", s.Solo.AutomaTurns+1, "Card", CardUpper(c))
	}
	card, err := s.AutomaCardOf(e)
	if err != nil {
		return err
	}
	teachAutoma(s, t, card)
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
		q := withFurnaces(&walk.Question{ID: "automa.furnace", Kind: walk.Choice, Flag: "furnace",
			Prompt: about(walk.M("solo.ask.fallback_furnace")), Topic: "automa-turn"}, s, BoardOrder)
		at, err := t.Choose(q)
		if err != nil {
			return err
		}
		e.Effect = companion.Position(at)
		if turn, err = s.ResolveAutomaTurn(e); err != nil {
			return err
		}
	}
	if r := turn.SmallFactory; r != nil && r.Found && r.Colours == nil && r.Remove > 0 {
		c, err := automaCubes(s, t, r, about)
		if err != nil {
			return err
		}
		e.Cubes = c
	}
	board := s.AutomaBoard()
	steps := AutomaTurnSteps(turn, board, s.Solo.WorkerSupply())
	for i, m := range steps { // the cubes the player chose for the Automa, named
		if m.ID == "solo.turn.factory_take_choose" && e.Cubes.Total() > 0 {
			steps[i] = walk.M("values.automa.cubes_chosen", "What", m.Args["What"], "Cubes", Cubes(e.Cubes))
		}
	}
	// O2 leaves the cost-5 spaces empty all game (rules-facts §8.9): a
	// card that removes the cost-5 card finds the space empty.
	if r := turn.Furnace; r != nil && r.Removes != nil && slices.Contains(r.Removes.Costs, automa.O2Cost) && s.Settings.Solo.HasOpponent(automa.O2) {
		steps = append(steps, walk.M("solo.turn.o2_empty", "Contracts", r.Removes.Kind == "contracts", "Cost", automa.O2Cost))
	}
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

// physicalFlags describe a flipped physical card.
var physicalFlags = []string{"card", "action", "at", "arrow", "costs", "slot", "fallback", "supply-section", "apprentice"}

// refusePhysicalFlags: with the transcribed deck the companion draws the
// card, so a flag describing a flipped card is a mistake, refused rather
// than ignored.
func refusePhysicalFlags(t *walk.T) error {
	for _, name := range physicalFlags {
		_, err := t.Ask(&walk.Question{ID: "automa.physical." + name, Kind: walk.Text, Flag: name, FlagOnly: true,
			Prompt: walk.M("solo.flag." + strings.ReplaceAll(name, "supply-section", "supply")),
			Check: func(v string) (string, error) {
				if v == "" {
					return "", nil
				}
				return "", companion.NewProblem("solo.problem.physical_flag", "Flag", "--"+name)
			}})
		if err != nil {
			return err
		}
	}
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
func automaCubes(s *game.State, t *walk.T, r *automa.SmallFactoryResult, about func(walk.Msg) walk.Msg) (game.Cubes, error) {
	have := s.Factories[r.Factory]
	q := &walk.Question{ID: "automa.cubes", Kind: walk.Choice, Flag: "cubes", Topic: "automa-turn",
		Prompt: about(walk.M("solo.ask.which_cubes", "Count", r.Remove, "Factory", SmallFactory(r.Factory), "Cubes", Cubes(have)))}
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

func checkHighest(v string) error {
	_, err := walk.ParseWhole(v, 0, maxHighest())
	return err
}
