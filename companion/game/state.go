package game

import (
	"slices"
	"strconv"
	"sync/atomic"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// Automa is the seat number of the solo Automa in events and professions.
const Automa = -1

// Phase is where the game stands.
type Phase string

const (
	PhaseTurns      Phase = "turns"       // normal turns
	PhaseReset      Phase = "reset"       // a reset phase is being walked through
	PhaseLastTurns  Phase = "last-turns"  // the end is triggered: finishing the round and one more turn each
	PhaseFinalReset Phase = "final-reset" // the final reset phase
	PhaseScoring    Phase = "scoring"     // final scoring is due
	PhaseOver       Phase = "over"        // scored and finished
)

// Profession is a profession card attached to a row: its master and, once
// reinforced, its apprentice. Card contents (costs, benefits, whether it has
// an apprentice space) are on the physical card and not tracked.
type Profession struct {
	Master        int  `yaml:"master" json:"master"`
	HasApprentice bool `yaml:"has_apprentice" json:"has_apprentice"`
	Apprentice    int  `yaml:"apprentice" json:"apprentice"`
	Starting      bool `yaml:"starting" json:"starting"`
}

// PlayerState is what the companion tracks of one player.
type PlayerState struct {
	// Disks lists the ability and gate disks taken, in order (2a, gate-5, ...).
	Disks []string
	// StartSide is the side of the starting profession (empty before the draw).
	StartSide companion.Side
	// StartDiskPending: the starting master's disk is not named yet.
	StartDiskPending bool
	// VPStepsUnnamed counts the reset phases whose 2a step (+1 VP) went by
	// while the starting disk was not named: if it turns out to be 2a,
	// that many VP were missed.
	VPStepsUnnamed int
	// TrackVP counts the VP the game saw a player gain on the scoring
	// track: 2a's +1 in each reset phase (rules-facts §5.2 step 3). No rule
	// takes VP back, so the track shows at least this at the end.
	TrackVP int
	// Turns counts the turns taken.
	Turns int
}

// Workers is the number of disks taken from the player board as workers.
func (p *PlayerState) Workers() int {
	n := len(p.Disks)
	if p.StartDiskPending {
		n++
	}
	return n
}

// Has reports whether the player unlocked a disk (ability or gate).
func (p *PlayerState) Has(disk string) bool { return slices.Contains(p.Disks, disk) }

// Abilities lists the unlocked abilities in board order.
func (p *PlayerState) Abilities() []string {
	var out []string
	for _, a := range companion.Abilities() {
		if p.Has(string(a)) {
			out = append(out, string(a))
		}
	}
	return out
}

// Gates lists the influence gates unlocked (5, 10, 15, 20), ascending.
func (p *PlayerState) Gates() []int {
	var out []int
	for _, g := range companion.Gates() {
		if p.Has(GateDisk(g)) {
			out = append(out, g)
		}
	}
	return out
}

func (p *PlayerState) unlocked() map[companion.Ability]bool {
	m := map[companion.Ability]bool{}
	for _, d := range p.Disks {
		m[companion.Ability(d)] = true
	}
	return m
}

// State is the game as the table has it now, derived by Replay.
type State struct {
	Settings Settings
	Army     int
	Resets   int
	Furnaces map[companion.Position]int
	// GlassTaken counts the glass taken from the furnaces since they were
	// last filled (by the logged turns): 0 when the turns since are not
	// logged, so the furnaces' cubes are the table's word alone.
	GlassTaken int
	// Factories holds the wooden cubes on each small factory.
	Factories map[companion.Position]Cubes
	// Professions per side and row, in the order they were attached.
	Professions map[companion.Side]map[companion.Row][]Profession
	Players     []PlayerState
	// Order is the turn order as seats, starting with the start player.
	Order []int
	// Cursor indexes Order: who acts next.
	Cursor int
	// StartSeat holds the starting-player board (-1 before the draw).
	StartSeat int
	Phase     Phase
	// Reset is the reset phase in progress, nil outside one.
	Reset *ResetState
	// EndTriggered is set once a score marker and the army met.
	EndTriggered bool
	// LastTurns is the turn count every player reaches before the final
	// reset phase (multiplayer, rules-facts §5.3); 0 until the end triggers.
	LastTurns int
	// Winners are named when the game is finished.
	Winners []string
	// Finished is how the game ended, when its finish recorded the sheet.
	Finished *Finish
	// Nearest holds, per sector of group 4, the ability nearest the
	// sector's icon on the player boards, once known (nearest.go).
	Nearest map[companion.Sector]companion.Ability
	// NearestGuessed marks the sectors whose order was taken from the first
	// disk of an old file, not said by the table.
	NearestGuessed map[companion.Sector]bool
	// NotShown holds, per small factory, the bonuses the table said it
	// does not show (not_shown.go).
	NotShown map[companion.Position][]string
	// Solo holds the solo game's state (nil in multiplayer).
	Solo *SoloState
	// Events is how many events were applied.
	Events int
	// happened holds every kind of thing that has happened (happened.go).
	happened map[Happening]bool
}

// folds counts the states built from settings in this process: each is
// the start of one replay of a game's events (a copy is a Clone, not a
// fold). Tests read it to check that a command replays its game once.
var folds atomic.Int64

// Folds is how many states were built from settings so far.
func Folds() int64 { return folds.Load() }

// New returns the state right after setup, before any event.
func New(settings Settings) (*State, error) {
	folds.Add(1)
	if err := settings.Check(); err != nil {
		return nil, err
	}
	f := data.Load()
	s := &State{
		Settings:    settings,
		Army:        f.Army.Start,
		Furnaces:    map[companion.Position]int{},
		Factories:   map[companion.Position]Cubes{},
		Professions: map[companion.Side]map[companion.Row][]Profession{},
		Players:     make([]PlayerState, len(settings.Players)),
		StartSeat:   -1,
		Phase:       PhaseTurns,
	}
	for _, p := range companion.Positions {
		s.Furnaces[p] = settings.FurnaceCubes()
		s.Factories[p] = Cubes{}
	}
	for _, side := range companion.Sides {
		s.Professions[side] = map[companion.Row][]Profession{}
	}
	for i := range settings.Players {
		s.Order = append(s.Order, i)
	}
	if settings.Mode == Solo {
		s.Solo = newSoloState(settings)
	}
	return s, nil
}

// Replay folds the events over the settings. An event that does not apply
// is reported with its position (1-based) in the list.
func Replay(settings Settings, events []Event) (*State, error) {
	s, err := New(settings)
	if err != nil {
		return nil, err
	}
	for i, e := range events {
		if err := s.Apply(e); err != nil {
			return nil, &ReplayError{Index: i + 1, Event: e, Err: err}
		}
	}
	return s, nil
}

// ReplayError says which event of a game file did not apply.
type ReplayError struct {
	Index int
	Event Event
	Err   error
}

func (e *ReplayError) Error() string {
	return "event " + strconv.Itoa(e.Index) + " (" + string(e.Event.Kind) + "): " + e.Err.Error()
}
func (e *ReplayError) Unwrap() error { return e.Err }

// Apply records one event. A refused event returns a *companion.Problem and
// leaves the state unchanged.
func (s *State) Apply(e Event) error {
	registered()
	f, ok := kinds[e.Kind]
	if !ok {
		return companion.NewProblem("game.problem.unknown_event", "Kind", string(e.Kind))
	}
	if s.Phase == PhaseOver {
		return companion.NewProblem("game.problem.game_over")
	}
	if err := f(s, e); err != nil {
		return err
	}
	s.see(e)
	s.Events++
	return nil
}

// Next returns the seat that acts next (a player, or Automa).
func (s *State) Next() int {
	if len(s.Order) == 0 {
		return 0
	}
	return s.Order[s.Cursor%len(s.Order)]
}

// Name returns a seat's name ("Automa" is left to the caller to localize).
func (s *State) Name(seat int) string {
	if seat >= 0 && seat < len(s.Settings.Players) {
		return s.Settings.Players[seat].Name
	}
	return ""
}

// Player returns a player's state; nil for the Automa or a bad seat.
func (s *State) Player(seat int) *PlayerState {
	if seat >= 0 && seat < len(s.Players) {
		return &s.Players[seat]
	}
	return nil
}

// EmptyFurnaces lists the furnaces without cubes, in the board's order.
func (s *State) EmptyFurnaces() []companion.Position {
	var out []companion.Position
	for _, p := range companion.BoardOrder {
		if s.Furnaces[p] == 0 {
			out = append(out, p)
		}
	}
	return out
}

// Counts returns how many professions each row of a side holds.
func (s *State) Counts(side companion.Side) companion.SideCounts {
	c := companion.SideCounts{}
	for _, r := range companion.Rows {
		c[r] = len(s.Professions[side][r])
	}
	return c
}

// InTurns reports whether the next thing to record is a turn.
func (s *State) InTurns() bool { return s.Phase == PhaseTurns || s.Phase == PhaseLastTurns }

// PendingStartDisks lists the players whose starting master's disk is not
// named yet.
func (s *State) PendingStartDisks() []int {
	var out []int
	for i := range s.Players {
		if s.Players[i].StartDiskPending {
			out = append(out, i)
		}
	}
	return out
}
