package play

import (
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The board's sentences, the same for every front end (the terminal's
// state and play, the table view's page): what comes next, the reset
// phase under way, the Automa's part.

// NextLine says what comes next: the reset phase in progress (its step)
// or due, the final scoring, the end, or whose turn it is.
func NextLine(s *game.State) walk.Msg {
	switch {
	case s.Reset != nil && s.Reset.Step > 0:
		return ResetUnderWay(s)
	case s.Reset != nil:
		return walk.M("game.reset.due", "Final", s.FinalResetUnderWay())
	case s.Phase == game.PhaseScoring:
		return walk.M("game.end.scoring_due")
	case s.Phase == game.PhaseOver:
		return Outcome(s)
	}
	return walk.M("game.next", "Name", Seat(s, s.Next()))
}

// ResetUnderWay says which step the reset phase in progress is at.
func ResetUnderWay(s *game.State) walk.Msg {
	n, of := s.Reset.Numbered()
	return walk.M("game.reset.under_way", "Final", s.FinalResetUnderWay(), "Step", StepTitle(s.Reset.Current()), "N", n, "Of", of)
}

// AutomaLines are the Automa's part of the board, what state --json has:
// workers, deck, last card, bag; then the difficulty's final reset space,
// the deck mode and the opponent card's target. Nil in a game without the
// Automa.
func AutomaLines(s *game.State) []walk.Msg {
	if s.Solo == nil {
		return nil
	}
	sum := s.Summarize().Automa
	var last any = companion.Term("solo.play.no_card_yet")
	if sum.LastCard != nil {
		last = *sum.LastCard
		// A physical card has no id: "#4" is the 4th card flipped, not a
		// card number (play test pt2 #10).
		if n, ok := strings.CutPrefix(*sum.LastCard, "#"); ok {
			last = walk.M("solo.play.last_flipped", "N", n)
		}
	}
	return []walk.Msg{
		walk.M("solo.play.automa_line", "Count", sum.Workers, "Left", walk.M("solo.play.deck_left", "Count", sum.DeckLeft), "Last", last,
			"Bag", Cubes(game.Cubes{Orange: sum.Bag["orange"], Pink: sum.Bag["pink"], Black: sum.Bag["black"]})),
		walk.M("solo.play.automa_rules", "Name", companion.Term("term.difficulty."+sum.Difficulty), "Space", sum.FinalResetAt,
			"Deck", companion.Term("solo.play.deck_"+sum.Deck), "Opponent", strings.Join(sum.Opponent, ", "), "Target", sum.Target),
	}
}
