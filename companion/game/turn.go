package game

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// GateDisk names the disk on an influence gate: gate-5 ... gate-20.
func GateDisk(space int) string { return "gate-" + strconv.Itoa(space) }

// ParseDisk accepts an ability (2a..5c) or a gate (gate-5, gate5, g5).
func ParseDisk(s string) (string, error) {
	v := strings.ToLower(strings.TrimSpace(s))
	if companion.IsAbility(v) {
		return v, nil
	}
	for _, prefix := range []string{"gate-", "gate", "g"} {
		if rest, ok := strings.CutPrefix(v, prefix); ok {
			if n, err := strconv.Atoi(rest); err == nil {
				for _, g := range companion.Gates() {
					if g == n {
						return GateDisk(g), nil
					}
				}
			}
		}
	}
	return "", companion.NewProblem("game.problem.bad_disk", "Value", s)
}

// Disks lists every disk on a player board: the 14 abilities in board order,
// then the 4 gates (18 workers, rules-facts §2.2).
func Disks() []string {
	var out []string
	for _, a := range companion.Abilities() {
		out = append(out, string(a))
	}
	for _, g := range companion.Gates() {
		out = append(out, GateDisk(g))
	}
	return out
}

// AvailableDisks lists the disks a player may take now: abilities whose
// prerequisites are met (rules-facts §4.2) and gates in any order (§4.1).
// The opponent variant's blocked ability is left out (solo).
func (s *State) AvailableDisks(seat int) []string {
	p := s.Player(seat)
	if p == nil || p.Workers() >= data.Load().PlayerStart.Workers {
		return nil
	}
	var out []string
	for _, a := range companion.Unlockable(p.unlocked(), s.blockedAbilities()) {
		out = append(out, string(a))
	}
	for _, g := range companion.Gates() {
		if !p.Has(GateDisk(g)) {
			out = append(out, GateDisk(g))
		}
	}
	return out
}

// CheckDisk explains why a player may not take a disk now, or returns nil:
// the disk exists, is still on the board and its prerequisites are met
// (rules-facts §4), and in solo the worker limit allows it (§8.4).
func (s *State) CheckDisk(seat int, disk string) error { return s.checkDisk(seat, disk) }

// checkDisk explains why a player may not take a disk, or returns nil.
func (s *State) checkDisk(seat int, disk string) error {
	p := s.Player(seat)
	if p == nil {
		return companion.NewProblem("game.problem.bad_seat", "Seat", seat)
	}
	if disk == "" {
		return companion.NewProblem("game.problem.no_disk")
	}
	d, err := ParseDisk(disk)
	if err != nil {
		return err
	}
	if d != disk {
		return companion.NewProblem("game.problem.bad_disk", "Value", disk)
	}
	if p.Workers() >= data.Load().PlayerStart.Workers {
		return companion.NewProblem("game.problem.no_disks_left", "Player", s.Name(seat))
	}
	if p.Has(d) {
		return companion.NewProblem("game.problem.disk_taken", "Player", s.Name(seat), "Disk", d)
	}
	if companion.IsAbility(d) {
		a := companion.Ability(d)
		if s.blockedAbilities()[a] {
			return companion.NewProblem("game.problem.disk_blocked", "Disk", d)
		}
		if m := companion.MissingPrerequisites(a, p.unlocked()); len(m) > 0 {
			return companion.NewProblem("problem.ability_prerequisite", "Ability", d, "Needs", string(m[0]))
		}
	}
	return s.soloCheckWorker(seat)
}

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
			"N", counts[row], "Below", companion.Term("term.row."+string(below)), "BelowCount", counts[below])
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
	s.Players[e.Seat].Disks = append(s.Players[e.Seat].Disks, e.Disk)
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
	s.Players[e.Seat].Disks = append(s.Players[e.Seat].Disks, e.Disk)
	if e.Bonus == "" {
		s.FinishTurn(e.Seat, false)
	}
	return nil
}

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
	case tookGlass && len(s.EmptyFurnaces()) >= 2:
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
	s.LastTurns = s.Players[s.StartSeat].Turns + 1
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

func applyFinish(s *State, e Event) error {
	if s.Phase != PhaseScoring {
		return companion.NewProblem("game.problem.not_scoring")
	}
	s.Phase = PhaseOver
	s.Winners = e.Text
	return nil
}
