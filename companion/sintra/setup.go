package sintra

import (
	"strconv"

	"github.com/pileup-companion/stephens/companion/walk"
)

// SetupFlags answer the setup's questions: the number of players and the
// palace board side everyone plays.
func SetupFlags() walk.Flags {
	f := facts()
	return walk.Flags{
		{Name: "players", Value: "N", Help: walk.M("sintra.setup.flag_players", "Min", f.Players.Min, "Max", f.Players.Max),
			Check: walk.WholeIn(f.Players.Min, f.Players.Max)},
		{Name: "side", Value: "SIDE", Help: walk.M("sintra.setup.flag_side"), Check: walk.OneOf(SideA, SideB)},
	}
}

// Setup is the setup checklist as a walkthrough ("Game setup" 1-8): it
// asks how many play and which side of the palace boards everyone uses,
// then lists each step with its numbers for that table: the Factory
// displays (5/7/9 for 2/3/4 players) and the ones back in the box, the
// pattern strips with the joker strip face down, the glaziers, the
// starting player, the scoring board's markers, the round indicator and
// the bag, and the 4 pane pieces on each display.
func Setup(t *walk.T) error {
	f := facts()
	n, err := t.Number(&walk.Question{ID: "sintra.setup.players", Kind: walk.Number, Flag: "players",
		Min: f.Players.Min, Max: f.Players.Max, Default: strconv.Itoa(f.Players.Min), Topic: "general-setup",
		Prompt: walk.M("sintra.setup.ask_players", "Min", f.Players.Min, "Max", f.Players.Max)})
	if err != nil {
		return err
	}
	side, err := t.Choose(&walk.Question{ID: "sintra.setup.side", Kind: walk.Choice, Flag: "side", Default: SideA,
		Topic: "player-setup", Prompt: walk.M("sintra.setup.ask_side"), Options: sideOptions()})
	if err != nil {
		return err
	}
	displays := f.FactoryDisplays[n]
	inBag := f.Components.PanePieces - f.RoundIndicator.OneOfEachColour - 1
	onDisplays := displays * f.PiecesPerDisplay
	m := walk.M
	t.Say(walk.Heading, m("sintra.setup.title", "Count", n, "Side", m("sintra.side."+side)))
	for _, step := range []walk.Msg{
		m("sintra.setup.displays", "Count", displays, "Unused", f.Components.FactoryDisplays-displays),
		m("sintra.setup.tower"),
		m("sintra.setup.boards", "Side", m("sintra.side."+side)),
		m("sintra.setup.strips", "Count", f.Components.PatternStripsPerPlayer, "Jokers", f.JokerSpaces),
		m("sintra.setup.glazier"),
		m("sintra.setup.first_player"),
		m("sintra.setup.scoring_board", "Markers", f.Components.MarkersPerPlayer),
		m("sintra.setup.round_indicator", "Colours", f.RoundIndicator.OneOfEachColour,
			"Bag", f.Components.PanePieces-f.RoundIndicator.OneOfEachColour),
		m("sintra.setup.fill", "Each", f.PiecesPerDisplay, "Count", displays, "Pieces", onDisplays, "Left", inBag-onDisplays),
	} {
		t.Say(walk.Numbered, step)
	}
	t.Say(walk.Say, m("sintra.setup.then", "Rounds", f.Rounds))
	return t.Wait("sintra.setup.done", m("sintra.setup.ready"))
}
