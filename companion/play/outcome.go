package play

import (
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Outcome is what the table is told once a game is over, in the log and
// on the board alike: the winners of a game of two or more (rules-facts §7
// "Ties"); for a solo game its result, the total, the rank and the
// opponent card's target reached or not, and never a winner (§8.8, §8.9).
func Outcome(s *game.State) walk.Msg {
	if s.Settings.Mode != game.Solo {
		return walk.M("game.over", "Winners", strings.Join(s.Winners, ", "))
	}
	f := s.Finished
	if f == nil || len(f.Result.Players) != 1 {
		return walk.M("game.over_solo_plain") // finished without its sheet
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
	return walk.M("game.over_solo", "Name", r.Players[0].Name, "Total", r.Players[0].Total, "Rank", rank,
		"Target", target, "Beaten", beaten)
}
