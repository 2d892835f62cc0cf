package game

import (
	"strconv"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// NotTurns explains why no turn can be recorded in the current phase.
func (s *State) NotTurns() error {
	if s.Phase == PhaseOver {
		return companion.NewProblem("game.problem.game_over")
	}
	return companion.NewProblem("game.problem.not_turns", "Phase", companion.Term("game.phase."+string(s.Phase)))
}

// checkTurn: a turn may be recorded now, and it is this seat's.
func (s *State) checkTurn(seat int) error {
	if !s.InTurns() {
		return s.NotTurns()
	}
	if s.StartSeat < 0 {
		return companion.NewProblem("game.problem.no_start_player")
	}
	if seat != s.Next() {
		return companion.NewProblem("game.problem.not_your_turn", "Player", s.seatTerm(seat), "Next", s.seatTerm(s.Next()))
	}
	return nil
}

// seatTerm names a seat for a Problem: a player's name or the Automa term.
func (s *State) seatTerm(seat int) any {
	if seat == Automa {
		return companion.Term("term.automa")
	}
	if n := s.Name(seat); n != "" {
		return n
	}
	return strconv.Itoa(seat)
}

func applyFurnace(s *State, e Event) error {
	if err := s.checkTurn(e.Seat); err != nil {
		return err
	}
	if _, err := companion.ParsePosition(string(e.At)); err != nil {
		return err
	}
	if s.Furnaces[e.At] == 0 {
		return companion.NewProblem("game.problem.furnace_empty", "Furnace", companion.Term("term.furnace."+string(e.At)))
	}
	s.Furnaces[e.At]--
	s.GlassTaken++
	s.FinishTurn(e.Seat, true)
	return nil
}

// MaxTake is how many cubes a player may take from a small factory now: up
// to what 5a–5c allow and the factory holds (rules-facts §3.8).
func (s *State) MaxTake(seat int, at companion.Position) int {
	p := s.Player(seat)
	if p == nil {
		return 0
	}
	return min(p.maxTake(), s.Factories[at].Total())
}

// Takes lists what a player may take from a small factory now: every
// choice of 1 up to MaxTake cubes out of those there, fewest first.
func (s *State) Takes(seat int, at companion.Position) []Cubes {
	have, most := s.Factories[at], s.MaxTake(seat, at)
	var out []Cubes
	for n := 1; n <= most; n++ {
		for o := min(n, have.Orange); o >= 0; o-- {
			for p := min(n-o, have.Pink); p >= 0; p-- {
				if b := n - o - p; b <= have.Black {
					out = append(out, Cubes{o, p, b})
				}
			}
		}
	}
	return out
}

// maxTake: 1 cube, or up to 2/3/4 with 5a/5b/5c (rules-facts §3.8).
func (p *PlayerState) maxTake() int {
	f := data.Load().SmallFactoryTake
	n := f.Base
	for _, d := range p.Disks {
		if v, ok := f.Abilities[d]; ok && v > n {
			n = v
		}
	}
	return n
}

// CanUseFurnaceEffect reports whether taking n cubes lets the player use an
// empty furnace's action instead (5d: 3 or 4 cubes, rules-facts §4.2).
func CanUseFurnaceEffect(n int) bool { return n >= data.Load().SmallFactoryTake.FurnaceEffectFrom }

func applyFactory(s *State, e Event) error {
	if err := s.checkTurn(e.Seat); err != nil {
		return err
	}
	if _, err := companion.ParsePosition(string(e.At)); err != nil {
		return err
	}
	n := e.Cubes.Total()
	p := s.Player(e.Seat)
	if e.Cubes.negative() || n < 1 {
		return companion.NewProblem("game.problem.take_none")
	}
	have := s.Factories[e.At]
	if have.Total() == 0 {
		return companion.NewProblem("game.problem.factory_empty", "Factory", companion.Term("term.small_factory."+string(e.At)))
	}
	if max := p.maxTake(); n > max {
		return companion.NewProblem("game.problem.take_too_many", "N", n, "Max", max)
	}
	left, ok := have.Minus(e.Cubes)
	if !ok {
		return companion.NewProblem("game.problem.factory_short", "Factory", companion.Term("term.small_factory."+string(e.At)),
			"Orange", have.Orange, "Pink", have.Pink, "Black", have.Black)
	}
	if e.Effect != "" {
		if _, err := companion.ParsePosition(string(e.Effect)); err != nil {
			return err
		}
		if !CanUseFurnaceEffect(n) {
			return companion.NewProblem("game.problem.effect_needs_three", "N", n)
		}
		if s.Furnaces[e.Effect] != 0 {
			return companion.NewProblem("game.problem.effect_not_empty", "Furnace", companion.Term("term.furnace."+string(e.Effect)))
		}
	}
	s.Factories[e.At] = left
	s.FinishTurn(e.Seat, false)
	return nil
}

// FurnaceAction is what taking a cube from a furnace lets a player do
// (rules-facts §2.1, §3.1): "activate" (upper furnaces), "contract"
// (lower-left) or "investment" (lower-right).
func FurnaceAction(p companion.Position) string { return data.Load().Furnaces[string(p)].Action }
