package game

import (
	"math/rand/v2"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// Rand returns the game's random source for a purpose: the same seed and
// stream always give the same draws, and different purposes (setup, the
// Automa's deck, its bag) never disturb each other's sequence.
func Rand(seed uint64, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, stream))
}

// Streams of the seeded generator. The solo helper adds its own above 16.
const (
	StreamSetup uint64 = 1
)

// SetupDraws makes the random draws of setup from the seed (rules-facts
// §2.1 step 10, §2.2 i): who receives the board with the starting-player
// icon, and each player's random starting profession out of the four (two
// left/red, two right/blue), dealt from the start player clockwise; the
// unused cards go back to the box. In solo the one player starts; the
// Automa's own starting profession is drawn by the solo rules.
func SetupDraws(settings Settings) []Event {
	r := Rand(settings.Seed, StreamSetup)
	n := len(settings.Players)
	start := 0
	if n > 1 {
		start = r.IntN(n)
	}
	events := []Event{{Kind: KindStartPlayer, Seat: start}}
	var cards []companion.Side // the starting cards, left ones first
	sp := data.Load().StartingProfessions
	for range sp.Left {
		cards = append(cards, companion.Left)
	}
	for range sp.Right {
		cards = append(cards, companion.Right)
	}
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	for k := 0; k < n; k++ {
		seat := (start + k) % n
		events = append(events, Event{Kind: KindStartingProfession, Seat: seat, Side: cards[k]})
	}
	if settings.Mode == Solo {
		events = append(events, Event{Kind: KindAutomaStart, Seat: Automa, Side: cards[0].Opposite()})
	}
	return events
}

func applyStartPlayer(s *State, e Event) error {
	if s.StartSeat >= 0 {
		return companion.NewProblem("game.problem.setup_done")
	}
	if e.Seat < 0 || e.Seat >= len(s.Players) {
		return companion.NewProblem("game.problem.bad_seat", "Seat", e.Seat)
	}
	s.StartSeat = e.Seat
	// Turns go clockwise in seat order from the start player (rules-facts §3).
	order := make([]int, 0, len(s.Order))
	for k := range s.Players {
		order = append(order, (e.Seat+k)%len(s.Players))
	}
	for _, seat := range s.Order {
		if seat < 0 { // the Automa keeps its place after the player
			order = append(order, seat)
		}
	}
	s.Order = order
	s.Cursor = 0
	return nil
}

func applyStartingProfession(s *State, e Event) error {
	p := s.Player(e.Seat)
	if p == nil {
		return companion.NewProblem("game.problem.bad_seat", "Seat", e.Seat)
	}
	if s.StartSeat < 0 {
		return companion.NewProblem("game.problem.no_start_player")
	}
	if p.StartSide != "" {
		return companion.NewProblem("game.problem.setup_done")
	}
	if _, err := companion.ParseSide(string(e.Side)); err != nil {
		return err
	}
	// Starting professions attach to the upper furnace on their side, and
	// the master is a disk from the player board (rules-facts §2.2 i).
	s.Professions[e.Side][companion.RowFurnace] = append(s.Professions[e.Side][companion.RowFurnace],
		Profession{Master: e.Seat, Starting: true})
	p.StartSide = e.Side
	p.StartDiskPending = true
	return nil
}

func applyStartingDisk(s *State, e Event) error {
	p := s.Player(e.Seat)
	if p == nil {
		return companion.NewProblem("game.problem.bad_seat", "Seat", e.Seat)
	}
	if !p.StartDiskPending {
		return companion.NewProblem("game.problem.start_disk_named", "Player", s.Name(e.Seat))
	}
	// The pending disk is already counted as a worker, so check the choice
	// as if it were not taken yet.
	p.StartDiskPending = false
	err := s.checkDisk(e.Seat, e.Disk)
	if err != nil {
		p.StartDiskPending = true
		return err
	}
	s.takeDisk(e.Seat, e.Disk)
	return nil
}
