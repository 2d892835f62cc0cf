package game

import (
	"maps"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/locales"
)

// The solo game (rules-facts §8): the Automa is a seat (Automa, after the
// player in State.Order), its turns are events, its supply step is a reset
// step before the player's, and the end follows the solo rules. The Automa's
// deck and bag are rebuilt from the seed and the counts of draws, so undo
// restores them exactly.

// Deck modes: the companion draws from the player's transcription, or the
// player flips the physical card and says what it shows.
const (
	DeckDigital  = "digital"
	DeckPhysical = "physical"
)

// SoloSettings are the solo choices made at setup.
type SoloSettings struct {
	// Difficulty is easy, normal or hard (rules-facts §8.3).
	Difficulty string `yaml:"difficulty,omitempty" json:"difficulty,omitempty"`
	// FinalResetAt is the army space whose reset phase is the final one
	// (20/25/30, or 25 with the opponent effect O6).
	FinalResetAt int `yaml:"final_reset_at,omitempty" json:"final_reset_at,omitempty"`
	// Opponent lists the opponent card's effects (O1..O6), empty without one.
	Opponent []string `yaml:"opponent,omitempty" json:"opponent,omitempty"`
	// Target is the opponent card's difficulty (easy, normal, hard: the VP
	// to reach, 100/130/160), chosen apart from the solo difficulty
	// (rules-facts §8.9); "" means the solo difficulty's (older games).
	Target string `yaml:"opponent_difficulty,omitempty" json:"opponent_difficulty,omitempty"`
	// Blocked is the ability the opponent effect O4 makes unavailable.
	Blocked string `yaml:"blocked,omitempty" json:"blocked,omitempty"`
	// Deck is digital or physical.
	Deck string `yaml:"deck,omitempty" json:"deck,omitempty"`
	// Automa is the player's transcription, copied into the game at setup
	// so the game replays the same whatever happens to the config file.
	Automa *automa.Transcription `yaml:"automa,omitempty" json:"automa,omitempty"`
	// Colour is the Automa's colour.
	Colour string `yaml:"colour,omitempty" json:"colour,omitempty"`
}

// HasOpponent reports whether an opponent effect is in play.
func (so *SoloSettings) HasOpponent(e automa.OpponentEffect) bool {
	if so == nil {
		return false
	}
	for _, x := range so.Opponent {
		if strings.EqualFold(x, string(e)) {
			return true
		}
	}
	return false
}

// OpponentDifficulty is the opponent card's difficulty: the one chosen
// for it, else the solo difficulty; "" without an opponent card.
func (so *SoloSettings) OpponentDifficulty() string {
	switch {
	case so == nil || len(so.Opponent) == 0:
		return ""
	case so.Target != "":
		return so.Target
	}
	return so.Difficulty
}

// Digital reports whether the companion draws the Automa's cards.
func (so *SoloSettings) Digital() bool {
	return so != nil && so.Deck == DeckDigital && so.Automa != nil
}

// CheckSolo validates the solo settings (called once they are chosen).
func (so *SoloSettings) CheckSolo() error {
	if _, err := automa.ParseDifficulty(so.Difficulty); err != nil {
		return err
	}
	for _, e := range so.Opponent {
		if _, err := automa.ParseOpponentEffect(e); err != nil {
			return err
		}
	}
	if so.Target != "" {
		if _, err := automa.ParseDifficulty(so.Target); err != nil {
			return err
		}
	}
	if so.Blocked != "" {
		if !companion.IsAbility(so.Blocked) {
			return companion.NewProblem("problem.unknown_ability", "Value", so.Blocked)
		}
	}
	switch so.Deck {
	case DeckPhysical:
	case DeckDigital:
		if so.Automa == nil {
			return companion.NewProblem("solo.problem.no_transcription")
		}
		if err := automa.Validate(so.Automa); err != nil {
			return err
		}
	default:
		return companion.NewProblem("solo.problem.deck_mode", "Value", so.Deck, "List", locales.List{Items: []any{DeckDigital, DeckPhysical}})
	}
	return nil
}

// SoloState is the solo game's running state (the Automa's).
type SoloState struct {
	// AutomaTurns counts the Automa's turns.
	AutomaTurns int
	// Disks is how many disks the Automa has taken from its worker supply
	// card (and, once it is bare, from the general supply): its workers.
	Disks int
	// DeckDraws counts the cards revealed; the deck is rebuilt from it.
	DeckDraws int
	// BagDraws counts the cubes drawn from the Automa's bag.
	BagDraws int
	// Last is the topmost visible Automa card, nil before the first turn.
	Last *automa.Card
	// ResetTrigger is the seat that acted last: the one whose turn started
	// the reset phase in progress.
	ResetTrigger int
	// FinalDone: the final reset phase is over; LastLeft turns remain.
	FinalDone bool
	LastLeft  int

	seed     uint64
	settings *SoloSettings
	// cards are the physical deck's cards read so far, by their text: a
	// game replays the same ten cards again and again, each read once
	// (each state its own map: a clone copies it).
	cards map[string]automa.Card
}

func newSoloState(s Settings) *SoloState {
	return &SoloState{seed: s.Seed, settings: s.Solo, ResetTrigger: -2}
}

func (so *SoloState) clone() *SoloState {
	c := *so
	c.cards = maps.Clone(so.cards) // its entries are never changed
	return &c
}

// Deck is the Automa's deck as it stands (a physical deck is counted the
// same way, only the card faces are unknown).
func (so *SoloState) Deck() *automa.Deck {
	return automa.ReplayDeck(so.seed, deckSize(), so.DeckDraws)
}

// Bag is the Automa's bag as it stands.
func (so *SoloState) Bag() *automa.Bag { return automa.ReplayBag(so.seed, so.BagDraws) }

// FinalResetAt is the army space of the final reset phase.
func (so *SoloState) FinalResetAt() int {
	if so.settings == nil {
		return 0
	}
	if so.settings.FinalResetAt > 0 {
		return so.settings.FinalResetAt
	}
	return automa.FinalResetAt(automa.Difficulty(so.settings.Difficulty), so.settings.HasOpponent(automa.O6))
}

// WorkerSupply returns the transcribed worker supply numbers (nil for a
// physical deck).
func (so *SoloState) WorkerSupply() []int {
	if so.settings.Digital() {
		return so.settings.Automa.WorkerSupply
	}
	return nil
}

// blockedAbilities: abilities no one may take (the opponent effect O4).
func (s *State) blockedAbilities() map[companion.Ability]bool {
	so := s.Settings.Solo
	if s.Solo == nil || so == nil || so.Blocked == "" || !so.HasOpponent(automa.O4) {
		return nil
	}
	return map[companion.Ability]bool{companion.Ability(so.Blocked): true}
}

// soloCheckWorker: the solo worker limit (rules-facts §8.4): a new worker
// may not put the player more than 3 ahead of the Automa.
func (s *State) soloCheckWorker(seat int) error {
	p := s.Player(seat)
	if s.Solo == nil || p == nil {
		return nil
	}
	return automa.CheckWorkerLimit(p.Workers()+1, s.Solo.Disks)
}

// soloAfterTurn replaces the end-of-turn checks in solo: a reset phase when
// the turn took glass and left 2 furnaces empty, until the final one; after
// the final reset phase, count down the last turns.
func (s *State) soloAfterTurn(seat int, tookGlass bool) bool {
	so := s.Solo
	if so == nil {
		return false
	}
	if so.FinalDone {
		if so.LastLeft > 0 {
			so.LastLeft--
		}
		if so.LastLeft == 0 {
			s.Phase = PhaseScoring
		}
		return true
	}
	// The last seat to act triggers a reset phase, whether the turn starts
	// it or the table starts it by hand (stephens reset).
	so.ResetTrigger = seat
	if tookGlass && s.ResetDue() {
		s.startReset(seat, false)
	}
	return true
}

// soloTriggerEnd: in solo a score marker meeting the army does not end the
// game (DE says so outright, rules-facts §8.3); the final reset phase is
// set by the difficulty instead.
func (s *State) soloTriggerEnd() bool {
	if s.Solo == nil {
		return false
	}
	s.EndTriggered = false
	return true
}

// soloAfterReset: the reset phase in which the army reached the
// difficulty's space is the final one; then the player takes one last turn
// if the Automa triggered it, or the Automa and the player one each if the
// player did (rules-facts §8.7).
func (s *State) soloAfterReset(final bool) bool {
	so := s.Solo
	if so == nil {
		return false
	}
	if !so.FinalDone && automa.IsFinalReset(s.Army, so.FinalResetAt()) {
		so.FinalDone = true
		s.EndTriggered = true
		trigger := automa.Player
		if so.ResetTrigger == Automa {
			trigger = automa.Automa
		}
		last := automa.LastTurns(trigger)
		so.LastLeft = len(last)
		// The cursor already points after the trigger: the player after
		// the Automa, the Automa after the player, as LastTurns orders.
		s.Phase = PhaseLastTurns
		return true
	}
	s.Phase = PhaseTurns
	return true
}

// SoloFinalReset reports whether the reset phase in progress is the final
// one (the army has moved to the difficulty's space or beyond).
func (s *State) SoloFinalReset() bool {
	if s.Solo == nil || s.Reset == nil || s.Solo.FinalDone {
		return false
	}
	army := s.Army
	if s.Reset.Step == 0 { // the army has not moved yet
		army = s.ArmyAfterMove()
	}
	return automa.IsFinalReset(army, s.Solo.FinalResetAt())
}

// FinalResetUnderWay reports whether the reset phase in progress (or due)
// is the final one: the multiplayer final reset after the last turns, or
// in solo the one whose army reaches the difficulty's space.
func (s *State) FinalResetUnderWay() bool {
	return s.Reset != nil && (s.Reset.Final || s.SoloFinalReset())
}

// AutomaSummary is the "automa" object of state --json.
type AutomaSummary struct {
	Workers      int            `json:"workers"`
	DeckLeft     int            `json:"deck_left"`
	LastCard     *string        `json:"last_card"`
	Bag          map[string]int `json:"bag"`
	Difficulty   string         `json:"difficulty"`
	FinalResetAt int            `json:"final_reset_at"`
	Deck         string         `json:"deck"`
	Opponent     []string       `json:"opponent,omitempty"`
	Target       int            `json:"target,omitempty"`
}

// summary is the "automa" object of state --json.
func (so *SoloState) summary() *AutomaSummary {
	out := AutomaSummary{
		Workers:      so.Disks,
		DeckLeft:     so.Deck().Left(),
		Bag:          so.Bag().Counts(),
		FinalResetAt: so.FinalResetAt(),
	}
	if so.Last != nil {
		id := so.Last.ID
		out.LastCard = &id
	}
	if st := so.settings; st != nil {
		out.Difficulty = st.Difficulty
		out.Deck = st.Deck
		out.Opponent = st.Opponent
		if len(st.Opponent) > 0 {
			out.Target = automa.Target(automa.Difficulty(st.OpponentDifficulty()))
		}
	}
	return &out
}

// FinalResetAtOf is the final reset space the settings give.
func FinalResetAtOf(st Settings) int { return newSoloState(st).FinalResetAt() }

// soloKinds are the event kinds only a solo game records.
var soloKinds = map[Kind]bool{KindAutomaStart: true, KindAutomaTurn: true}
