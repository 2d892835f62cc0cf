// Package game is the running game of Stephens as a fold over events: the
// settings (players in seat order, mode, seed) plus an ordered list of
// events (setup draws, turns, reset phase steps) replay into the State.
// Undo drops events; randomness comes only from the seed. Nothing here
// prompts, prints or touches the disk: refused events return a
// *companion.Problem and leave the state as it was.
package game

import (
	"errors"
	"slices"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// FormatVersion is the newest version of the game file format this
// package reads and writes; it reads every version from 1 up. A file
// with a newer version is refused, never rewritten. Version 2 added the
// teaching setting (Settings.Teach).
const FormatVersion = 2

// Version is the oldest format version that holds these settings: a game
// that uses nothing newer is written as version 1, so a companion from
// before version 2 still opens it (as git keeps a repository at format 0
// until it uses an extension).
func (s Settings) Version() int {
	if s.Teach || len(s.Taught) > 0 {
		return 2
	}
	return 1
}

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

// Settings are fixed when the game is created (all but Teach and Taught).
type Settings struct {
	Players []Player      `yaml:"players" json:"players"`
	Mode    Mode          `yaml:"mode" json:"mode"`
	Seed    uint64        `yaml:"seed" json:"seed"`
	Solo    *SoloSettings `yaml:"solo,omitempty" json:"solo,omitempty"`
	// Teach: the companion explains each thing the first time it happens
	// in this game (stephens new --teach; stephens teach off ends it).
	// Unlike the rest, it may change during the game.
	Teach bool `yaml:"teach,omitempty" json:"teach,omitempty"`
	// Taught names the lessons said so far in this game, in the order
	// said. They are kept apart from the events, so undo does not take
	// them back: a lesson is said once a game, even for a turn taken back
	// and taken again (happened.go).
	Taught []string `yaml:"taught,omitempty" json:"-"`
}

// MaxPlayers is the largest table the box serves: 4 player boards
// (rules-facts §1).
func MaxPlayers() int { return data.Load().Players.Max }

// PlayerColours are the player colours: the rulebook names teal, yellow,
// gray and red (rules-facts §1, D29); setup accepts only these.
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
	colours := map[string]bool{}
	for i, p := range s.Players {
		if err := CheckName(p.Name); err != nil {
			return err
		}
		for _, o := range s.Players[:i] {
			if pr := companion.ClashProblem(p.Name, o.Name, "game.problem.same_name", "Name", p.Name); pr != nil {
				return pr
			}
		}
		if c := strings.ToLower(p.Colour); c != "" {
			if !slices.Contains(PlayerColours, c) {
				return companion.NewProblem("game.problem.bad_colour", "Value", p.Colour, "List", strings.Join(PlayerColours, ", "))
			}
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

// CheckName accepts a player's name as a game file holds it: the one
// name check (companion.CheckName: text, something that shows, no comma
// or colon, at most 40 characters), except that an invisible character a
// file written before that rule holds still opens (front ends show it
// escaped); what a terminal would take as a command never does.
func CheckName(name string) error {
	if strings.TrimSpace(name) == "" {
		return companion.NewProblem("text.problem.name_empty")
	}
	for _, f := range companion.Flaws(name) {
		if f.Kind != companion.FlawInvisible {
			return f.Problem(name)
		}
	}
	var clean strings.Builder
	last := 0
	for _, f := range companion.Flaws(name) { // only invisible ones are left
		clean.WriteString(name[last:f.Start])
		last = f.End
	}
	clean.WriteString(name[last:])
	if _, err := companion.CheckName(clean.String()); err != nil {
		var p *companion.Problem
		if errors.As(err, &p) && p.ID != "text.problem.name_long" { // a long name is not repeated whole
			p.Args["Value"] = name
		}
		return err
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
		if companion.SameName(name, p.Name) {
			return i
		}
	}
	return -1
}
