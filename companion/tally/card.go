package tally

import (
	"github.com/pileup-companion/stephens/locales"
)

// Card is a final scoring as a front end prints it: a row per category
// (sub-lines under their category), a column per player, the totals and
// places, the verdict (the winner and the step that decided it), and each
// player's reasons.
type Card struct {
	// Players are the column heads, in the sheet's order.
	Players []string
	Rows    []Row
	Totals  []int
	// Places is each player's place; a front end shows it when more than
	// one player played.
	Places  []int
	Verdict []Msg
	// Why holds each player's reasons, in the order of Players.
	Why [][]Reason
}

// Row is one line of the card: a label and a cell per player.
type Row struct {
	Label Msg
	Cells []Msg
	// Sub: a part of the category above (shown indented by its label).
	Sub bool
}

// Number is a cell that shows a number.
func Number(n int) Msg { return locales.M("tally.number", "N", n) }

// Category is a player's points in one category of a game's scoring, as
// the record keeps them for the statistics: a stable ID ("track") and the
// message that labels it.
type Category struct {
	ID    string
	Label string
	VP    int
}
