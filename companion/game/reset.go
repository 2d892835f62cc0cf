package game

import (
	"slices"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// StepID names a step of the reset phase.
type StepID string

// The reset phase's steps in the main chapter's order (rules-facts §5.2).
// The solo chapter calls the small factory supply the last step; the main
// chapter puts the contracts after it (D81): this order follows the main
// chapter, and the walkthrough says so.
const (
	StepArmy        StepID = "army"        // 1. the army moves 5 spaces; did it meet a score marker?
	StepRefill      StepID = "refill"      // 2. refill the empty furnaces
	StepVP          StepID = "vp"          // 3. +1 VP for 2a
	StepEmpty       StepID = "empty"       // 4. the small factories are emptied
	StepInvestments StepID = "investments" // 5. investment columns
	StepSupply      StepID = "supply"      // 6. supply the small factories
	StepContracts   StepID = "contracts"   // 7. fulfil contracts
)

// ResetStep is one step of the reset phase. Applies says whether the step
// runs in this game (nil: always); Do records its answer, checking before
// changing anything.
type ResetStep struct {
	ID      StepID
	Applies func(s *State) bool
	Do      func(s *State, e Event) error
}

var resetSteps = []ResetStep{
	{ID: StepArmy, Do: doArmy},
	{ID: StepRefill, Do: doRefill},
	{ID: StepVP, Do: doVP},
	{ID: StepEmpty, Do: doEmpty},
	{ID: StepInvestments, Do: doInvestments},
	{ID: StepSupply},
	{ID: StepContracts},
}

// InsertResetStep adds a step before another one (the solo rules add the
// Automa's supply before the player's, rules-facts §8.6).
func InsertResetStep(before StepID, step ResetStep) {
	registered()
	insertResetStep(before, step)
}

func insertResetStep(before StepID, step ResetStep) {
	for i, st := range resetSteps {
		if st.ID == before {
			resetSteps = slices.Insert(resetSteps, i, step)
			return
		}
	}
	panic("game: no reset step " + string(before))
}

func stepDef(id StepID) ResetStep {
	registered()
	for _, st := range resetSteps {
		if st.ID == id {
			return st
		}
	}
	return ResetStep{}
}

// ResetState is a reset phase in progress.
type ResetState struct {
	// Steps are the steps this reset phase walks, in order.
	Steps []StepID
	// Step indexes Steps: the step to record next.
	Step int
	// Final: the final reset phase, after the last turns.
	Final bool
	// Trigger is the seat whose turn started it (-2 when started by hand).
	Trigger int
	// From is the army's space before it moved.
	From int
	// Refilled lists the furnaces refilled in step 2.
	Refilled []companion.Position
	// Emptied is what step 4 took off each small factory.
	Emptied map[companion.Position]Cubes
	// Deliveries are the supplies of step 6, in order.
	Deliveries []Event
	// Parked are the cubes each player gained at step 5 and has not
	// delivered yet at step 6, by seat; a seat not there was not counted
	// (a game file from before the count: no bound).
	Parked map[int]Cubes
	// Answers counts the table's answers recorded in step 6 besides the
	// deliveries (a bonus a factory does not show).
	Answers int
}

// Current is the step to record next.
func (r *ResetState) Current() StepID {
	if r == nil || r.Step >= len(r.Steps) {
		return ""
	}
	return r.Steps[r.Step]
}

// ManualTrigger is ResetState.Trigger for a reset phase started by hand.
const ManualTrigger = -2

// ResetEmptyFurnaces is how many empty furnaces call for a reset phase
// at the end of a turn that took glass: 2 of the 4 (rules-facts §5.1).
func ResetEmptyFurnaces() int { return data.Load().ResetTrigger.EmptyFurnaces }

// ResetDue reports whether enough furnaces are empty for a reset phase.
func (s *State) ResetDue() bool { return len(s.EmptyFurnaces()) >= ResetEmptyFurnaces() }

func (s *State) startReset(trigger int, final bool) {
	registered()
	r := &ResetState{Trigger: trigger, Final: final, From: s.Army}
	for _, st := range resetSteps {
		if st.Applies == nil || st.Applies(s) {
			r.Steps = append(r.Steps, st.ID)
		}
	}
	s.Reset = r
	s.Phase = PhaseReset
	if final {
		s.Phase = PhaseFinalReset
	}
}

func applyResetStart(s *State, e Event) error {
	if !s.InTurns() {
		return s.NotTurns()
	}
	for _, p := range e.Furnaces {
		if _, err := companion.ParsePosition(string(p)); err != nil {
			return err
		}
	}
	if e.Yes && !s.EndTriggered {
		return companion.NewProblem("game.problem.final_not_triggered")
	}
	empty := map[companion.Position]bool{}
	for _, p := range s.EmptyFurnaces() {
		empty[p] = true
	}
	for _, p := range e.Furnaces {
		empty[p] = true
	}
	if !e.Yes && len(empty) < ResetEmptyFurnaces() {
		return companion.NewProblem("game.problem.reset_needs_two", "N", len(empty))
	}
	for _, p := range e.Furnaces {
		s.Furnaces[p] = 0
	}
	s.startReset(ManualTrigger, e.Yes)
	return nil
}

func applyResetStep(s *State, e Event) error {
	if s.Reset == nil {
		return companion.NewProblem("game.problem.no_reset")
	}
	cur := s.Reset.Current()
	if e.Step != cur {
		return companion.NewProblem("game.problem.wrong_step", "Step", companion.Term("game.step."+string(e.Step)+".title"),
			"Current", companion.Term("game.step."+string(cur)+".title"))
	}
	if e.Yes && (cur == StepVP || cur == StepInvestments) {
		if err := s.metInStep(); err != nil {
			return err
		}
	}
	if do := stepDef(cur).Do; do != nil {
		if err := do(s, e); err != nil {
			return err
		}
	}
	s.Reset.Step++
	if s.Reset.Step >= len(s.Reset.Steps) {
		s.finishReset()
	}
	return nil
}

func (s *State) finishReset() {
	final := s.Reset.Final
	s.Reset = nil
	if s.soloAfterReset(final) {
		return
	}
	switch {
	case final:
		s.Phase = PhaseScoring
	case s.EndTriggered:
		s.Phase = PhaseLastTurns
	default:
		s.Phase = PhaseTurns
	}
}

// metInStep: a score marker that VP of a later step (2a, the investments)
// took to the army's space or past it triggers the end, as the army's own
// move does (rules-facts §5.3: "or vice versa"; DE S. 15, 18). Only when
// turns follow: in solo the army's space sets the end (§8.7), and in the
// final reset phase no turn is left.
func (s *State) metInStep() error {
	switch {
	case s.Solo != nil:
		return companion.NewProblem("solo.problem.no_end_trigger")
	case s.Reset.Final:
		return companion.NewProblem("game.problem.end_in_final_reset")
	case s.EndTriggered:
		return companion.NewProblem("game.problem.end_already")
	}
	s.triggerEnd()
	return nil
}

// ArmyAfterMove is where the army stands after this reset phase's move.
func (s *State) ArmyAfterMove() int {
	return max(0, s.Army-data.Load().Army.Step)
}

// doArmy: the army moves 5 spaces toward 0 and the table says whether it
// reached or passed any score marker; reaching 0 passes every marker
// (rules-facts §5.2 step 1, §9).
func doArmy(s *State, e Event) error {
	s.Army = s.ArmyAfterMove()
	s.Resets++
	if (e.Yes || s.Army == 0) && !s.EndTriggered {
		s.triggerEnd()
	}
	return nil
}

// doRefill: each empty furnace gets the number printed on the army's new
// space for the player count (rules-facts §5.2 step 2); the number comes
// from the table or its transcription.
func doRefill(s *State, e Event) error {
	if max := companion.RefillLimit; e.Count < 0 || e.Count > max {
		return companion.NewProblem("game.problem.refill_count", "Value", e.Count, "Max", max)
	}
	if s.Reset.Final && s.Solo == nil && e.Count == 0 {
		return nil // no turn follows the final reset phase: nothing is refilled (§5.3)
	}
	s.Reset.Refilled = s.EmptyFurnaces()
	for _, p := range s.Reset.Refilled {
		s.Furnaces[p] = e.Count
	}
	s.GlassTaken = 0
	return nil
}

// doVP: each player with 2a moves up 1 VP (rules-facts §5.2 step 3; the
// table moves the marker). A starting disk still unnamed is counted, so
// the VP is named once it turns out to be 2a.
func doVP(s *State, e Event) error {
	for i := range s.Players {
		if s.Players[i].StartDiskPending {
			s.Players[i].VPStepsUnnamed++
		}
		if s.Players[i].Has("2a") {
			s.Players[i].TrackVP++
		}
	}
	return nil
}

// doEmpty: the cubes on the small factories go back to the supply
// (rules-facts §5.2 step 4).
func doEmpty(s *State, e Event) error {
	s.Reset.Emptied = map[companion.Position]Cubes{}
	for _, p := range companion.Positions {
		s.Reset.Emptied[p] = s.Factories[p]
		s.Factories[p] = Cubes{}
	}
	return nil
}

// BonusCombination returns the cubes a bonus asks for (rules-facts §6).
func BonusCombination(id string) (Cubes, bool) {
	for _, b := range data.Load().Bonuses {
		if b.ID == id {
			return Cubes{b.Deliver["orange"], b.Deliver["pink"], b.Deliver["black"]}, true
		}
	}
	return Cubes{}, false
}

// BonusesFor lists the bonus IDs whose combination is exactly c.
func BonusesFor(c Cubes) []string {
	var out []string
	for _, b := range data.Load().Bonuses {
		if (Cubes{b.Deliver["orange"], b.Deliver["pink"], b.Deliver["black"]}) == c {
			out = append(out, b.ID)
		}
	}
	return out
}

// applySupply records one delivery to a small factory in step 6: a valid
// combination (one of the bonus list's, rules-facts §6), optionally naming
// the bonus it earned; the same factory may be supplied more than once.
func applySupply(s *State, e Event) error {
	if s.Reset == nil || s.Reset.Current() != StepSupply {
		return companion.NewProblem("game.problem.supply_when")
	}
	if s.Player(e.Seat) == nil {
		return companion.NewProblem("game.problem.bad_seat", "Seat", e.Seat)
	}
	if _, err := companion.ParsePosition(string(e.At)); err != nil {
		return err
	}
	if e.Cubes.negative() || e.Cubes.Total() == 0 {
		return companion.NewProblem("game.problem.supply_none")
	}
	if e.Bonus != "" {
		comb, ok := BonusCombination(e.Bonus)
		if !ok {
			return companion.NewProblem("problem.unknown_bonus", "Value", e.Bonus)
		}
		if comb != e.Cubes {
			return companion.NewProblem("game.problem.supply_not_bonus", "Bonus", e.Bonus)
		}
	} else if len(BonusesFor(e.Cubes)) == 0 {
		return companion.NewProblem("game.problem.supply_combination")
	}
	if have, ok := s.Reset.Parked[e.Seat]; ok {
		left, fits := have.Minus(e.Cubes)
		if !fits { // only the cubes gained at step 5 are delivered (rules-facts §5.2 step 6)
			return companion.NewProblem("game.problem.supply_beyond_gained", "Name", s.Name(e.Seat), "Cubes", e.Cubes.Words(), "Left", have.Words(), "None", have.Total() == 0).About("supply-small-factories")
		}
		s.Reset.Parked[e.Seat] = left
	}
	s.Factories[e.At] = s.Factories[e.At].Plus(e.Cubes)
	s.Reset.Deliveries = append(s.Reset.Deliveries, e)
	return nil
}

// doInvestments keeps the cubes each player's investment columns gave at
// step 5 (rules-facts §5.2 step 5): parked on the cards, they are what
// step 6 delivers, and nothing more.
func doInvestments(s *State, e Event) error {
	if e.Gained == nil {
		return nil
	}
	if len(e.Gained) != len(s.Players) {
		return companion.NewProblem("game.problem.gained_seats", "N", len(e.Gained), "Players", len(s.Players))
	}
	s.Reset.Parked = map[int]Cubes{}
	for seat, c := range e.Gained {
		if c == nil {
			continue
		}
		if c.negative() {
			return companion.NewProblem("game.problem.supply_none")
		}
		s.Reset.Parked[seat] = *c
	}
	return nil
}
