package game

import (
	"strconv"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// What a game file must hold (companion/userfile reports an absent or empty
// one as missing): a file cut short is refused, never read as a game with
// fewer settings or no events.

// RequiredFields of the settings in a game file.
func (*Settings) RequiredFields() []string { return []string{"players", "mode", "seed"} }

// RequiredFields of a player in a game file.
func (*Player) RequiredFields() []string { return []string{"name"} }

// RequiredFields of an event in a game file.
func (*Event) RequiredFields() []string { return []string{"kind", "seat"} }

// CheckSeat refuses a seat that is not at this table: the players' seats
// (0, 1, ...) and, in a solo game, the Automa's (-1).
func (s Settings) CheckSeat(seat int) error {
	if seat >= 0 && seat < len(s.Players) || seat == Automa && s.Mode == Solo {
		return nil
	}
	var seats []any
	for i := range s.Players {
		seats = append(seats, strconv.Itoa(i))
	}
	if s.Mode == Solo {
		seats = append(seats, companion.Term("file.problem.automa_seat"))
	}
	return companion.NewProblem("file.problem.seat", "Value", seat, "Accepted", locales.List{Items: seats})
}
