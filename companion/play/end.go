package play

import (
	"slices"

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
// count the rest; the influence they count is held to what the gates
// unlocked in the game allow (InfluenceMax).
var KnownScoreFields = []string{"masters", "apprentices", "abilities"}

// ScoreKnown lists the sheet fields a game knows: KnownScoreFields, and in
// solo the difficulty and the opponent variant chosen at setup (rules-facts
// §8.3, §8.9), which Prefill writes on the sheet.
func ScoreKnown(s *game.State) []string {
	out := slices.Clone(KnownScoreFields)
	if s.Settings.Solo != nil {
		out = append(out, "difficulty")
	}
	return out
}

// Prefill is the final score sheet with what the game knows filled in,
// and each player's influence cap from the gates unlocked (rules-facts
// §4.1; with the opponent effect O5 the gates sit stacked on 10, §8.9). A
// player whose starting disk was never named gets no cap: that disk may
// have been a gate.
func Prefill(s *game.State) *score.Sheet {
	sheet := &score.Sheet{}
	if s.Settings.Solo != nil {
		sheet.Difficulty = s.Settings.Solo.Difficulty
		sheet.Opponent = s.Settings.Solo.OpponentDifficulty() // the opponent variant's own (§8.9)
		if s.Settings.Solo.HasOpponent(automa.O4) {
			sheet.Blocked = s.Settings.Solo.Blocked
		}
	}
	for i := range s.Players {
		m := s.Masters(i)
		abil := s.Players[i].Abilities()
		if abil == nil {
			abil = []string{}
		}
		sheet.Players = append(sheet.Players, score.Player{
			Name:         s.Name(i),
			Masters:      score.Masters{Stephens: m[companion.RowFurnace], Lower: m[companion.RowLower], Upper: m[companion.RowUpper]},
			Apprentices:  s.ApprenticesOnMasters(i),
			Abilities:    abil,
			InfluenceMax: InfluenceCap(s, i),
			TrackMin:     s.Players[i].TrackVP,
		})
	}
	return sheet
}

// Refresh brings a sheet begun earlier (written at the final reset, say)
// up to what the game knows now: each player's masters, apprentices,
// abilities, influence cap and track floor become the game's, so that a
// starting disk named after the sheet was written gives its ability and
// the cap; what the table wrote is kept. A sheet of other players (by
// seat and name) is left as it is. It reports whether anything changed.
func Refresh(sheet *score.Sheet, s *game.State) bool {
	now := Prefill(s)
	if len(sheet.Players) != len(now.Players) {
		return false
	}
	for i := range now.Players {
		if sheet.Players[i].Name != now.Players[i].Name {
			return false
		}
	}
	changed := false
	for i := range now.Players {
		p, n := &sheet.Players[i], now.Players[i]
		if p.Masters != n.Masters || p.Apprentices != n.Apprentices || !slices.Equal(p.Abilities, n.Abilities) ||
			p.InfluenceMax != n.InfluenceMax || p.TrackMin != n.TrackMin {
			p.Masters, p.Apprentices, p.Abilities, p.InfluenceMax, p.TrackMin = n.Masters, n.Apprentices, n.Abilities, n.InfluenceMax, n.TrackMin
			changed = true
		}
	}
	return changed
}

// InfluenceCap is the most influence a player can have on the track, from
// the gates the game saw unlocked (rules-facts §4.1, §8.9 O5); 0 when the
// game cannot know (the starting master's disk is not named).
func InfluenceCap(s *game.State, seat int) int {
	p := s.Player(seat)
	if p == nil || p.StartDiskPending {
		return 0
	}
	stacked := 0
	if so := s.Settings.Solo; so != nil && so.HasOpponent(automa.O5) {
		stacked = data.Load().Solo.Opponent.GatesStackedOn
	}
	return companion.InfluenceCapFor(p.Gates(), stacked)
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
		out = append(out, walk.M("solo.end.target", "Target", automa.Target(automa.Difficulty(so.OpponentDifficulty()))))
	}
	return out
}

// FinishStart is the sheet a game is finished with: the game's players
// (unless the table names them itself: withPlayers false) pre-filled with
// what the game knows, and a solo game's difficulty and opponent, known.
// At the final scoring the pre-filled fields are known and not asked
// (ScoreKnown); earlier they are offered as the answers, and no influence
// cap is set: gates may have been unlocked after the record stopped.
func FinishStart(s *game.State, withPlayers bool) (*score.Sheet, []string) {
	start := Prefill(s)
	if s.Phase == game.PhaseScoring && withPlayers {
		return start, ScoreKnown(s)
	}
	var known []string
	if s.Settings.Solo != nil {
		known = append(known, "difficulty")
	}
	if !withPlayers {
		start.Players = nil
	}
	for i := range start.Players {
		start.Players[i].InfluenceMax = 0
	}
	return start, known
}
