// Package game is the running game of Stephens as a fold over events: the
// settings (players in seat order, mode, seed) plus an ordered list of
// events (setup draws, turns, reset phase steps) replay into the State.
// Undo drops events; randomness comes only from the seed. Nothing here
// prompts, prints or touches the disk: refused events return a
// *companion.Problem and leave the state as it was.
package game

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// FormatVersion is the version of the game file format this package reads
// and writes. A file with another version is refused, never rewritten.
const FormatVersion = 1

// Mode is multiplayer (2–4 players) or solo (1 player against the Automa).
type Mode string

const (
	Multiplayer Mode = "multiplayer"
	Solo        Mode = "solo"
)

// Player is one seat at the table, in clockwise seat order.
type Player struct {
	Name   string `yaml:"name" json:"name"`
	Colour string `yaml:"colour,omitempty" json:"colour,omitempty"`
}

// Settings are fixed when the game is created.
type Settings struct {
	Players []Player      `yaml:"players" json:"players"`
	Mode    Mode          `yaml:"mode" json:"mode"`
	Seed    uint64        `yaml:"seed" json:"seed"`
	Solo    *SoloSettings `yaml:"solo,omitempty" json:"solo,omitempty"`
}

// MaxPlayers is the largest table the box serves: 4 player boards
// (rules-facts §1).
func MaxPlayers() int { return data.Load().Players.Max }

// PlayerColours are the usual player colours offered at setup. The rulebook
// names teal, yellow, gray and red in its examples (rules-facts §1); any
// colour the group uses is accepted.
var PlayerColours = []string{"red", "yellow", "gray", "teal"}

// NewSettings builds settings for the given names (one name means solo).
func NewSettings(names, colours []string, seed uint64) (Settings, error) {
	s := Settings{Mode: Multiplayer, Seed: seed}
	if len(names) == data.Load().Players.Solo {
		s.Mode = Solo
		s.Solo = &SoloSettings{}
	}
	for i, n := range names {
		p := Player{Name: strings.TrimSpace(n)}
		if i < len(colours) {
			p.Colour = strings.TrimSpace(colours[i])
		}
		s.Players = append(s.Players, p)
	}
	return s, s.Check()
}

// Check validates the settings: 1–4 players with distinct, non-empty names,
// distinct colours, and a mode that fits the count.
func (s Settings) Check() error {
	n := len(s.Players)
	f := data.Load().Players
	if n < f.Solo || n > f.Max {
		return companion.NewProblem("game.problem.player_count", "N", n)
	}
	seen := map[string]bool{}
	colours := map[string]bool{}
	for _, p := range s.Players {
		name := strings.ToLower(strings.TrimSpace(p.Name))
		if err := CheckName(p.Name); err != nil {
			return err
		}
		if seen[name] {
			return companion.NewProblem("game.problem.same_name", "Name", p.Name)
		}
		seen[name] = true
		if c := strings.ToLower(p.Colour); c != "" {
			if colours[c] {
				return companion.NewProblem("game.problem.same_colour", "Colour", p.Colour)
			}
			colours[c] = true
		}
	}
	switch {
	case s.Mode == Solo && n != f.Solo, s.Mode == Multiplayer && n < f.Min:
		return companion.NewProblem("game.problem.mode_count", "Mode", string(s.Mode), "N", n)
	case s.Mode != Solo && s.Mode != Multiplayer:
		return companion.NewProblem("game.problem.bad_mode", "Value", string(s.Mode))
	}
	return nil
}

// CheckName accepts a player's name: not empty, no comma or colon (they
// separate names and answers on the command line), and nothing a terminal
// would take as a command (control characters, escape sequences, bidi
// overrides).
func CheckName(name string) error {
	if strings.TrimSpace(name) == "" {
		return companion.NewProblem("game.problem.empty_name")
	}
	for _, r := range name {
		switch {
		case r == ',' || r == ':':
			return companion.NewProblem("game.problem.name_separator", "Name", name)
		case unicode.IsControl(r), r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069, r == 0x200E, r == 0x200F, r == 0x061C:
			return companion.NewProblem("game.problem.name_control", "Name", strconv.QuoteToASCII(name))
		}
	}
	return nil
}

// FurnaceCubes is how many cubes each furnace holds at setup: 4, or 3 in
// solo (rules-facts §2.1 step 6, §2.3).
func (s Settings) FurnaceCubes() int {
	if s.Mode == Solo {
		return data.Load().FurnaceCubes.Solo
	}
	return data.Load().FurnaceCubes.Multiplayer
}

// Seat finds a player by name (case-insensitive); -1 if none.
func (s Settings) Seat(name string) int {
	for i, p := range s.Players {
		if strings.EqualFold(strings.TrimSpace(name), p.Name) {
			return i
		}
	}
	return -1
}
