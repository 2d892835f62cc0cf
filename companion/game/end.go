package game

import (
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// FinishTurn ends a seat's turn: the turn is counted, the next seat is up,
// and the end-of-turn checks run: the final reset phase once every player
// has had the last turn, else a reset phase when the turn took glass and
// left 2 of the 4 furnaces empty (rules-facts §5.1, §5.3). The solo rules
// replace the end-of-game part.
func (s *State) FinishTurn(seat int, tookGlass bool) {
	if p := s.Player(seat); p != nil {
		p.Turns++
	} else if s.Solo != nil {
		s.Solo.AutomaTurns++
	}
	s.Cursor = (s.Cursor + 1) % len(s.Order)
	if s.soloAfterTurn(seat, tookGlass) {
		return
	}
	switch {
	case s.EndTriggered && s.lastTurnsDone():
		s.startReset(seat, true)
	case tookGlass && s.ResetDue():
		s.startReset(seat, false)
	}
}

func (s *State) lastTurnsDone() bool {
	for i := range s.Players {
		if s.Players[i].Turns < s.LastTurns {
			return false
		}
	}
	return true
}

// TurnsLeft is how many turns each player still takes before the final
// reset phase, once the end is triggered (multiplayer).
func (s *State) TurnsLeft(seat int) int {
	p := s.Player(seat)
	if !s.EndTriggered || p == nil {
		return -1
	}
	return max(0, s.LastTurns-p.Turns)
}

// triggerEnd records that a score marker and the army met: the round in
// progress is finished so everyone has had as many turns as the start
// player, then every player takes one more turn (rules-facts §5.3).
func (s *State) triggerEnd() {
	if s.EndTriggered {
		return
	}
	s.EndTriggered = true
	if s.soloTriggerEnd() {
		return
	}
	s.LastTurns = s.Players[s.StartSeat].Turns + data.Load().LastTurns.ExtraTurns
}

func applyEndTrigger(s *State, e Event) error {
	if s.Solo != nil { // a solo game ends by the difficulty's army space (§8.7)
		return companion.NewProblem("solo.problem.no_end_trigger")
	}
	if s.EndTriggered {
		return companion.NewProblem("game.problem.end_already")
	}
	// A marker met during the turn that started a reset phase is recorded
	// before the army moves; later in a reset the army step asks.
	justReset := s.Reset != nil && s.Reset.Step == 0 && !s.Reset.Final
	if !s.InTurns() && !justReset {
		return companion.NewProblem("game.problem.end_in_reset")
	}
	if s.StartSeat < 0 {
		return companion.NewProblem("game.problem.no_start_player")
	}
	s.triggerEnd()
	if s.Phase == PhaseTurns {
		s.Phase = PhaseLastTurns
	}
	return nil
}

// SplitWinners reads the winners a finish event names ("Ana, Bo"; a name
// never holds a comma, CheckName).
func SplitWinners(text string) []string {
	var out []string
	for _, n := range strings.Split(text, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}
