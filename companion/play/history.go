package play

import (
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// History says each of a game's events in words (Describe), in order,
// from the game s as it began (game.New of its settings; s is changed):
// the log of `stephens log` and of the table view's page. An event the
// rules refuse ends it with the rules' problem.
func History(s *game.State, events []game.Event) ([]walk.Msg, error) {
	out := make([]walk.Msg, 0, len(events))
	for _, e := range events {
		out = append(out, Describe(s, e))
		if err := s.Apply(e); err != nil {
			return nil, err
		}
	}
	return out, nil
}
