package play

import (
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// LastTurnNote says, before a turn, that it is the seat's last of the
// game, and when no one takes a turn after it, what follows: the final
// reset phase (multiplayer, rules-facts §5.3) or the final scoring (solo,
// where the final reset phase came before the last turns, §8.7). An empty
// Msg for any other turn.
func LastTurnNote(s *game.State, seat int) walk.Msg {
	if so := s.Solo; so != nil {
		switch {
		case !so.FinalDone || so.LastLeft == 0:
			return walk.Msg{}
		case seat == game.Automa:
			return walk.M("game.last_turn.automa")
		case so.LastLeft == 1: // the player's turn is always the last (§8.7)
			return walk.M("game.last_turn.game", "Name", s.Name(seat), "Solo", true)
		}
		return walk.Msg{}
	}
	if s.TurnsLeft(seat) != 1 {
		return walk.Msg{}
	}
	for _, other := range s.Order {
		if other != seat && s.TurnsLeft(other) > 0 {
			return walk.M("game.last_turn.player", "Name", s.Name(seat))
		}
	}
	return walk.M("game.last_turn.game", "Name", s.Name(seat), "Solo", false)
}
