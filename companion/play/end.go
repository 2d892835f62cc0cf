package play

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/data"
)

// KnownScoreFields are the fields of the final score sheet the running
// game knows for every player (rules-facts §7): masters per row,
// apprentices on each player's masters, unlocked abilities. The players
// count the rest.
var KnownScoreFields = []string{"masters", "apprentices", "abilities"}

// Prefill is the final score sheet with what the game knows filled in.
func Prefill(s *game.State) *score.Sheet {
	sheet := &score.Sheet{}
	if s.Settings.Solo != nil {
		sheet.Difficulty = s.Settings.Solo.Difficulty
		if len(s.Settings.Solo.Opponent) > 0 { // the opponent variant's difficulty
			sheet.Opponent = s.Settings.Solo.Difficulty
		}
	}
	for i := range s.Players {
		m := s.Masters(i)
		abil := s.Players[i].Abilities()
		if abil == nil {
			abil = []string{}
		}
		sheet.Players = append(sheet.Players, score.Player{
			Name:        s.Name(i),
			Masters:     score.Masters{Stephens: m[companion.RowFurnace], Lower: m[companion.RowLower], Upper: m[companion.RowUpper]},
			Apprentices: s.ApprenticesOnMasters(i),
			Abilities:   abil,
		})
	}
	return sheet
}

// EndNotes is what the table should know when a solo game ends: it is
// over, the German edition's contracts after the last turn, the ranks for
// the difficulty and the opponent's target (rules-facts §8.7-§8.9).
func EndNotes(s *game.State) []walk.Msg {
	if s.Solo == nil {
		return nil
	}
	so := s.Settings.Solo
	r := data.Load().Solo.Ranks[so.Difficulty]
	out := []walk.Msg{
		walk.M("solo.end.over"),
		walk.M("solo.end.de_contracts"),
		walk.M("solo.end.ranks", "Name", companion.Term("term.difficulty."+so.Difficulty),
			"Apprentice", companion.Term("term.rank.apprentice"), "A", r["apprentice"],
			"Artisan", companion.Term("term.rank.artisan"), "B", r["apprentice"]+1, "C", r["artisan"],
			"Glassblower", companion.Term("term.rank.glassblower"), "D", r["artisan"]+1),
	}
	if len(so.Opponent) > 0 {
		out = append(out, walk.M("solo.end.target", "Target", automa.Target(automa.Difficulty(so.Difficulty))))
	}
	return out
}

// FinishStart is the sheet a game is finished with: the game's players
// (unless the table names them itself: withPlayers false) pre-filled with
// what the game knows, and a solo game's difficulty and opponent, known.
// At the final scoring the pre-filled fields are known and not asked;
// earlier they are offered as the answers.
func FinishStart(s *game.State, withPlayers bool) (*score.Sheet, []string) {
	start := Prefill(s)
	var known []string
	if s.Settings.Solo != nil {
		known = append(known, "difficulty")
	}
	if !withPlayers {
		start.Players = nil
		return start, known
	}
	if s.Phase == game.PhaseScoring {
		known = append(known, KnownScoreFields...)
	}
	return start, known
}
