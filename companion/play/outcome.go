package play

import (
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Outcome is what the table is told once a game is over, on the board
// and (LogOutcome, a log line's words) in the log alike: the winners of a
// game of two or more (rules-facts §7 "Ties"); for a solo game its
// result, the total, the rank and the opponent card's target reached or
// not, and never a winner (§8.8, §8.9).
func Outcome(s *game.State) walk.Msg { return outcome(s, "game.over", "game.over_solo") }

// LogOutcome is Outcome as the log's finish line.
func LogOutcome(s *game.State) walk.Msg { return outcome(s, "game.log.finish", "game.log.finish_solo") }

func outcome(s *game.State, id, solo string) walk.Msg {
	if s.Settings.Mode != game.Solo {
		return walk.M(id, "Winners", strings.Join(s.Winners, ", "))
	}
	f := s.Finished
	if f == nil || len(f.Result.Players) != 1 {
		return walk.M(solo + "_plain") // finished without its sheet
	}
	r := f.Result
	var rank any = ""
	if r.Solo != nil {
		rank = companion.Term("term.rank." + r.Solo.Rank)
	}
	target, beaten := 0, false
	if o := r.Opponent; o != nil {
		target, beaten = o.Target, o.Beaten
	}
	return walk.M(solo, "Name", r.Players[0].Name, "Total", r.Players[0].Total, "Rank", rank,
		"Target", target, "Beaten", beaten)
}
