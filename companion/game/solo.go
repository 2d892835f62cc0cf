package game

import "github.com/pileup-companion/stephens/companion"

// The solo game (rules-facts §8) plugs in here. This file holds the minimal
// fields and hooks the multiplayer core calls; the solo rules extend them
// (new event kinds with RegisterKind, the Automa's supply step with
// InsertResetStep, the Automa as a seat in State.Order after the player).

// SoloSettings are the solo choices made at setup.
type SoloSettings struct {
	// Difficulty is easy, normal or hard (rules-facts §8.3).
	Difficulty string `yaml:"difficulty,omitempty" json:"difficulty,omitempty"`
	// FinalResetAt is the army space whose reset phase is the final one
	// (20/25/30, or 25 with the opponent effect O6).
	FinalResetAt int `yaml:"final_reset_at,omitempty" json:"final_reset_at,omitempty"`
	// Opponent lists the opponent card's effects (O1..O6), empty without one.
	Opponent []string `yaml:"opponent,omitempty" json:"opponent,omitempty"`
}

// SoloState is the solo game's running state (the Automa's).
type SoloState struct {
	// AutomaTurns counts the Automa's turns.
	AutomaTurns int
}

func newSoloState(Settings) *SoloState { return &SoloState{} }

// blockedAbilities: abilities no one may take (the opponent effect O4).
func (s *State) blockedAbilities() map[companion.Ability]bool { return nil }

// soloCheckWorker: the solo worker limit (rules-facts §8.4); nil for now.
func (s *State) soloCheckWorker(seat int) error { return nil }

// soloAfterTurn replaces the end-of-turn checks in solo; false = use the
// multiplayer ones.
func (s *State) soloAfterTurn(seat int, tookGlass bool) bool { return false }

// soloTriggerEnd replaces the multiplayer last-turn count; false = use it.
func (s *State) soloTriggerEnd() bool { return false }

// soloAfterReset replaces what follows a reset phase in solo; false = the
// multiplayer flow.
func (s *State) soloAfterReset(final bool) bool { return false }

func (so *SoloState) clone() *SoloState { c := *so; return &c }

// summary is the "automa" object of state --json; the solo rules fill it.
func (so *SoloState) summary() any { return nil }
