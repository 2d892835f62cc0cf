package game

import (
	"strings"
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/locales"
)

// MaxMinutes is the longest game length a finish records: a day.
const MaxMinutes = 24 * 60

// Finish is how a game ended when its finish event carries the final
// score sheet: when, how long it took when the table said so (0: from the
// start to the end), the sheet in seat order and its result.
type Finish struct {
	Time    time.Time
	Minutes int
	Sheet   *score.Sheet
	Result  score.Result
}

// FinishEvent is the event that ends the game with its final score sheet
// (rules-facts §7): the sheet's players must be the game's (any order, any
// case), a solo sheet's difficulty and opponent the game's (filled in when
// the sheet leaves them out), and the sheet valid. The event holds the
// sheet in seat order with the game's spelling of the names, the winners,
// the end time (UTC, to the second) and minutes (0: the time since the
// start). A game may be finished from any phase: the table may stop
// recording turns and only keep the result. A finished game is refused.
func (s *State) FinishEvent(sheet *score.Sheet, end time.Time, minutes int) (Event, error) {
	if s.Phase == PhaseOver {
		return Event{}, companion.NewProblem("game.problem.game_over")
	}
	e := Event{Kind: KindFinish, Time: end.UTC().Truncate(time.Second), Minutes: minutes}
	seated, err := s.seatSheet(sheet)
	if err != nil {
		return Event{}, err
	}
	e.Sheet = seated
	f, err := s.finishOf(e)
	if err != nil {
		return Event{}, err
	}
	e.Text = strings.Join(f.Result.Winners, ", ")
	return e, nil
}

func applyFinish(s *State, e Event) error {
	if e.Sheet == nil { // the winners alone, counted at the final scoring
		if s.Phase != PhaseScoring {
			return companion.NewProblem("game.problem.not_scoring")
		}
		s.Phase = PhaseOver
		if s.Settings.Mode != Solo { // a solo game has no winner (§8.8)
			s.Winners = SplitWinners(e.Text)
		}
		return nil
	}
	f, err := s.finishOf(e)
	if err != nil {
		return err
	}
	// Older companions named the solo player as the winner: such a file
	// still reads, and the game has no winner all the same.
	legacySolo := s.Settings.Mode == Solo && len(s.Settings.Players) == 1 && e.Text == s.Settings.Players[0].Name
	if e.Text != "" && e.Text != strings.Join(f.Result.Winners, ", ") && !legacySolo {
		p := companion.NewProblem("record.problem.finish_winners", "Value", e.Text, "Want", namesList(f.Result.Winners),
			"Text", strings.Join(f.Result.Winners, ", "))
		p.Part = "text" // the event's field that names the winners
		return p
	}
	s.Phase = PhaseOver
	s.Winners = f.Result.Winners
	s.Finished = f
	return nil
}

// finishOf checks a finish event with a sheet and scores it.
func (s *State) finishOf(e Event) (*Finish, error) {
	if e.Minutes < 0 || e.Minutes > MaxMinutes {
		return nil, companion.NewProblem("record.problem.minutes", "Value", e.Minutes, "Max", MaxMinutes)
	}
	seated, err := s.seatSheet(e.Sheet)
	if err != nil {
		return nil, err
	}
	res, err := score.Score(seated)
	if err != nil {
		return nil, err
	}
	return &Finish{Time: e.Time, Minutes: e.Minutes, Sheet: seated, Result: res}, nil
}

// seatSheet matches the sheet's players to the game's and returns a copy
// in seat order, named as the game names them, with a solo game's
// difficulty and opponent filled in from its settings.
func (s *State) seatSheet(sheet *score.Sheet) (*score.Sheet, error) {
	players := s.Settings.Players
	out := *sheet
	out.Players = make([]score.Player, len(players))
	mismatch := len(sheet.Players) != len(players)
	taken := make([]bool, len(players))
	for _, p := range sheet.Players {
		seat := s.Settings.Seat(p.Name)
		if seat < 0 || taken[seat] {
			mismatch = true
			break
		}
		taken[seat] = true
		p.Name = players[seat].Name
		out.Players[seat] = p
	}
	if mismatch {
		var names []string
		for _, p := range sheet.Players {
			names = append(names, p.Name)
		}
		var want []string
		for _, p := range players {
			want = append(want, p.Name)
		}
		return nil, companion.NewProblem("record.problem.sheet_players", "Value", namesList(names), "Want", namesList(want))
	}
	if so := s.Settings.Solo; so != nil {
		if out.Difficulty == "" {
			out.Difficulty = so.Difficulty
		}
		if out.Difficulty != so.Difficulty {
			return nil, companion.NewProblem("record.problem.sheet_difficulty",
				"Value", out.Difficulty, "Want", companion.Term("term.difficulty."+so.Difficulty))
		}
		switch {
		case len(so.Opponent) == 0 && out.Opponent != "":
			return nil, companion.NewProblem("record.problem.sheet_no_opponent", "Value", out.Opponent)
		case len(so.Opponent) > 0 && out.Opponent == "":
			out.Opponent = so.OpponentDifficulty() // the target chosen at setup (§8.9)
		case len(so.Opponent) > 0 && out.Opponent != so.OpponentDifficulty():
			// The opponent's difficulty is chosen apart from the solo one
			// (§8.9): the sheet is checked against it, not the solo one.
			return nil, companion.NewProblem("record.problem.sheet_opponent",
				"Value", out.Opponent, "Want", companion.Term("term.opponent_difficulty."+so.OpponentDifficulty()))
		}
	}
	return &out, nil
}

func namesList(names []string) locales.List {
	items := make([]any, len(names))
	for i, n := range names {
		items[i] = n
	}
	return locales.List{Items: items}
}
