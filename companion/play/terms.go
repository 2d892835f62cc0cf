// Package play holds the walkthroughs of the running game: setup, a
// player's turn, the reset phase step by step, the Automa's turn, and the
// end of the game. Each is a walk.Script over a working copy of the game
// (a Table): it asks what only the table knows, with the legal answers
// worked out by the rules, records the answers as events and says what the
// table should do, in messages the front end renders in the user's
// language. Nothing here prompts, prints or touches the disk.
package play

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

// The game's terms as message values (rendered in the user's language).

// Seat names a seat: the player's name, or the Automa.
func Seat(s *game.State, seat int) any {
	if seat == game.Automa {
		return companion.Term("term.automa")
	}
	return s.Name(seat)
}

// Unit names the unit the game is at (the final score sheet, a reset
// step, the Automa's turn, a player's turn), for the line that says what
// an interruption keeps.
func Unit(s *game.State) locales.Msg {
	switch {
	case s.Phase == game.PhaseScoring:
		return locales.M("walk.unit.score")
	case s.Reset != nil: // numbered as the step's heading says (the Automa's supply opens step 6)
		n, _ := s.Reset.Numbered()
		return locales.M("walk.unit.reset", "N", n)
	case s.Next() == game.Automa:
		return locales.M("walk.unit.automa")
	}
	return locales.M("walk.unit.turn", "Name", Seat(s, s.Next()))
}

// Furnace names one of the four furnaces of the Stephens' factory.
func Furnace(p companion.Position) any { return companion.Term("term.furnace." + string(p)) }

// SmallFactory names one of the four small factories.
func SmallFactory(p companion.Position) any {
	return companion.Term("term.small_factory." + string(p))
}

// Position names a corner of the board.
func Position(p companion.Position) any { return companion.Term("term.position." + string(p)) }

// Side names a side of the board (left red, right blue).
func Side(s companion.Side) any { return companion.Term("term.side." + string(s)) }

// Row names a row where professions attach.
func Row(r companion.Row) any { return companion.Term("term.row." + string(r)) }

// Arrow names an arrow's direction.
func Arrow(a companion.Arrow) any { return companion.Term("term.arrow." + string(a)) }

// Colour names a cube colour.
func Colour(c string) any { return companion.Term("term.cube." + c) }

// Cubes lists wooden cubes by colour: "2 black, 1 orange", "none".
func Cubes(c game.Cubes) any { return c.Words() }

// Disk names a disk: "2a" or "influence gate 10" (a term, with its
// forms: „die Scheibe {{gen .Disk}}“ reads „die Scheibe der Sperre 10“).
func Disk(d string) any {
	if rest, ok := strings.CutPrefix(d, "gate-"); ok {
		return companion.Term("game.gate." + rest)
	}
	return d
}

// DiskLabel says what a disk unlocks: "2a  +1 VP in every reset phase".
func DiskLabel(d string) locales.Msg {
	return locales.M("game.disk_label", "Disk", Disk(d), "What", companion.Term("game.disk."+strings.TrimPrefix(d, "gate-")))
}

// Phase names where the game stands.
func Phase(p game.Phase) any { return companion.Term("game.phase." + string(p)) }

// Names lists seats by name.
func Names(s *game.State, seats []int) any {
	items := make([]any, len(seats))
	for i, seat := range seats {
		items[i] = Seat(s, seat)
	}
	return locales.List{Items: items}
}

// ProfessionAt names a profession card by its place: side, row and its
// number in the row, with its master.
func ProfessionAt(s *game.State, pl game.Place) locales.Msg {
	pr := s.Professions[pl.Side][pl.Row][pl.Index-1]
	return locales.M("game.profession_label", "Side", Side(pl.Side), "Row", Row(pl.Row), "Index", pl.Index, "Master", Seat(s, pr.Master))
}

func itoa(n int) string { return strconv.Itoa(n) }

// Ints lists numbers: "1, 3".
func Ints(xs []int) any {
	items := make([]any, len(xs))
	for i, x := range xs {
		items[i] = itoa(x)
	}
	return locales.List{Items: items}
}
