package game

import "github.com/pileup-companion/stephens/companion"

// bonusWorker reports whether an assign event is the worker of bonus B4,
// placed during the reset phase's supply step (rules-facts §6).
func (s *State) bonusWorker(e Event) bool {
	return e.Bonus != "" && s.Reset != nil && s.Reset.Current() == StepSupply
}

func (s *State) checkAssign(e Event) error {
	if e.Bonus != "" {
		if e.Bonus != BonusWorker {
			return companion.NewProblem("game.problem.bonus_not_worker", "Bonus", e.Bonus)
		}
		if !s.bonusWorker(e) {
			return companion.NewProblem("game.problem.bonus_worker_when")
		}
		if s.Player(e.Seat) == nil {
			return companion.NewProblem("game.problem.bad_seat", "Seat", e.Seat)
		}
		return nil
	}
	return s.checkTurn(e.Seat)
}

// BonusWorker is the small factory bonus that places a worker (B4).
const BonusWorker = "B4"

// CheckCreate explains why a profession may not be created on a side and
// row with the player's abilities, or returns nil: the placement rule, with
// 3b's relaxation (rules-facts §3.4).
func (s *State) CheckCreate(seat int, side companion.Side, row companion.Row) error {
	if _, err := companion.ParseSide(string(side)); err != nil {
		return err
	}
	if _, err := companion.ParseRow(string(row)); err != nil {
		return err
	}
	has3b := false
	if p := s.Player(seat); p != nil {
		has3b = p.Has("3b")
	}
	counts := s.Counts(side)
	if !companion.CanAttach(counts, row, has3b) {
		below, _ := row.Below()
		id := "game.problem.placement"
		if has3b {
			id = "game.problem.placement_3b"
		}
		return companion.NewProblem(id, "Row", companion.Term("term.row."+string(row)), "Side", companion.Term("term.side."+string(side)),
			"Count", counts[row]+1, "Below", companion.Term("term.row."+string(below)), "BelowCount", counts[below])
	}
	return nil
}

func applyCreate(s *State, e Event) error {
	if err := s.checkAssign(e); err != nil {
		return err
	}
	if err := s.CheckCreate(e.Seat, e.Side, e.Row); err != nil {
		return err
	}
	if err := s.checkDisk(e.Seat, e.Disk); err != nil {
		return err
	}
	s.Professions[e.Side][e.Row] = append(s.Professions[e.Side][e.Row], Profession{Master: e.Seat})
	s.takeDisk(e.Seat, e.Disk)
	if e.Bonus == "" {
		s.FinishTurn(e.Seat, false)
	}
	return nil
}

// CheckReinforce explains why a seat may not reinforce the index-th
// (1-based) profession of a side and row, or returns nil: the card must
// exist, have no apprentice yet, and its master must be someone else
// (rules-facts §3.5).
func (s *State) CheckReinforce(seat int, side companion.Side, row companion.Row, index int) error {
	if _, err := companion.ParseSide(string(side)); err != nil {
		return err
	}
	if _, err := companion.ParseRow(string(row)); err != nil {
		return err
	}
	list := s.Professions[side][row]
	if index < 1 || index > len(list) {
		return companion.NewProblem("game.problem.no_profession", "Row", companion.Term("term.row."+string(row)),
			"Side", companion.Term("term.side."+string(side)), "Index", index, "N", len(list))
	}
	pr := list[index-1]
	if pr.HasApprentice {
		return companion.NewProblem("game.problem.has_apprentice", "Index", index, "Row", companion.Term("term.row."+string(row)), "Apprentice", s.seatTerm(pr.Apprentice))
	}
	if pr.Master == seat {
		return companion.NewProblem("game.problem.own_master", "Index", index, "Row", companion.Term("term.row."+string(row)))
	}
	return nil
}

// Reinforceable lists, for a seat, the professions it may reinforce as
// (side, row, 1-based index).
func (s *State) Reinforceable(seat int) []Place {
	var out []Place
	for _, side := range companion.Sides {
		for _, row := range companion.Rows {
			for i := range s.Professions[side][row] {
				if s.CheckReinforce(seat, side, row, i+1) == nil {
					out = append(out, Place{side, row, i + 1})
				}
			}
		}
	}
	return out
}

// Place names a profession card: its side, row and 1-based index in the row.
type Place struct {
	Side  companion.Side
	Row   companion.Row
	Index int
}

func applyReinforce(s *State, e Event) error {
	if err := s.checkAssign(e); err != nil {
		return err
	}
	if err := s.CheckReinforce(e.Seat, e.Side, e.Row, e.Index); err != nil {
		return err
	}
	if err := s.checkDisk(e.Seat, e.Disk); err != nil {
		return err
	}
	pr := &s.Professions[e.Side][e.Row][e.Index-1]
	pr.HasApprentice = true
	pr.Apprentice = e.Seat
	s.takeDisk(e.Seat, e.Disk)
	if e.Bonus == "" {
		s.FinishTurn(e.Seat, false)
	}
	return nil
}
