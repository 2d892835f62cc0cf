package view

import (
	"fmt"
	"io"

	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/tally"
)

// Card writes a game's final scoring (tally.Card), the same way for
// every game: its table (Card.Table); then the verdict; then how each line
// was counted (Reason.Line): under a heading for a person, one
// tab-separated line per category when piped.
func (sc Screen) Card(w io.Writer, c tally.Card) error {
	p := sc.P
	header, rows, footer := c.Table(p)
	if err := sc.WriteTable(w, header, rows, footer); err != nil {
		return err
	}
	for _, m := range c.Verdict {
		line := p.Render(m)
		if sc.Person {
			line = sc.Wrap(line)
		}
		fmt.Fprintln(w, line)
	}
	sc.reasons(w, c)
	return nil
}

// reasons says how each line was counted, player by player.
func (sc Screen) reasons(w io.Writer, c tally.Card) {
	p := sc.P
	if sc.Person {
		fmt.Fprintln(w)
		fmt.Fprintln(w, p.T("score.why.title"))
	}
	for i, name := range c.Players {
		if sc.Person {
			fmt.Fprintln(w, shown(name))
		}
		for _, r := range c.Why[i] {
			line := r.Line(p)
			if sc.Person {
				fmt.Fprintln(w, sc.Wrap("  "+line))
			} else {
				fmt.Fprintln(w, shown(name)+"\t"+line)
			}
		}
	}
}

// Prefilled says, a line a player, what the final score sheet starts
// from (play.Prefilled); for a person folded, piped one line each.
func (sc Screen) Prefilled(s *score.Sheet) []string {
	var lines []string
	for _, m := range play.Prefilled(s) {
		line := "  " + sc.P.Render(m)
		if sc.Person {
			line = sc.Wrap(line)
		}
		lines = append(lines, line)
	}
	return lines
}
