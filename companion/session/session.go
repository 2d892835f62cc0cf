package session

import (
	"github.com/pileup-companion/stephens/companion/walk"
)

// Session answers the questions of a walkthrough's units for one front
// end, the same way for every walkthrough: from a given value (a flag, a
// setting); else from the front end; else it stops with a *Missing that
// names the flag. Every answer, given or asked, is checked by the
// question itself.
//
// A walkthrough runs as units: one unit is answered in full (Run), the
// caller writes what it recorded, once, then calls Settle. Without a
// front end a command is one unit, and every given value must be used.
type Session struct {
	// Front is where the table answers; nil when nobody can be asked (no
	// terminal, --no-input, a script).
	Front FrontEnd
	// Given hands out the values of the command line (nil: none).
	Given *walk.Given
	// Spare checks a value of a Spare flag no question took (nil: not at
	// all; see walk.Given.Leftover).
	Spare func(flag, value string) error
	// Game is the game whose rule topics the questions name ("" Stephens).
	Game string
	// Menu are the command's entries a front end offers (see Asking.Menu);
	// picking one ends the unit with a *MenuPick.
	Menu []Entry
	// Unit, when set, is where the answers of the unit in progress are
	// kept as they are given, and a unit left open comes back from.
	Unit *Unit
	// RecapNext: the next unit says again where the table is
	// (walk.Line.Recap): the table comes back to the walkthrough.
	RecapNext bool
	// Kept, when set, hears what an interruption would keep now (the
	// terminal's signal handler says it on SIGTERM outside a prompt).
	Kept func(Kept)

	st state // the unit in progress
}

// Unit is the unit a session runs and where its draft lives.
type Unit struct {
	Store DraftStore
	// Name names the unit and where it began (walk.Draft.Unit): a draft
	// of another unit is none.
	Name string
	// What names the unit for the table ("Carla's turn", "the score
	// sheet").
	What walk.Msg
	// Settings are answers the command gives whatever the draft holds,
	// by question ID (whether the game teaches: the table may change it
	// at any time).
	Settings map[string]string
	// Resume, when set, says how to go on after an interruption
	// ("continue with stephens play").
	Resume walk.Msg

	written bool
	last    string // what was last saved, so an unchanged draft is not saved again
	given   int    // the answers the table gave, of those saved
}

// Kept says what an interruption keeps now: Given answers the table gave
// (a question answered in parts counts as one), or, when Given is 0 and
// OnlyGiven is set, only what the command line gave. What and Where name
// the unit and its draft; Resume says how to go on (Unit.Resume).
type Kept struct {
	Given     int
	OnlyGiven bool
	What      walk.Msg
	Where     string
	Resume    walk.Msg
}

// Interactive: a front end can be asked.
func (s *Session) Interactive() bool { return s.Front != nil }
