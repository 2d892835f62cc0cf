package main

import (
	"fmt"

	"github.com/pileup-companion/stephens/companion/tally"
)

// printCard writes a game's final scoring (tally.Card), the same way for
// every game: its table (Card.Table); then the verdict; then how each line
// was counted (Reason.Line): under a heading on a terminal, one
// tab-separated line per category when piped.
func printCard(a *app, c tally.Card) error {
	p := a.p
	header, rows, footer := c.Table(p)
	if err := writeTable(a, header, rows, footer); err != nil {
		return err
	}
	for _, m := range c.Verdict {
		line := p.Render(m)
		if a.io.OutTTY {
			line = a.wrap(line)
		}
		fmt.Fprintln(a.io.Out, line)
	}
	printReasons(a, c)
	return nil
}

// printReasons says how each line was counted, player by player.
func printReasons(a *app, c tally.Card) {
	p, w := a.p, a.io.Out
	if a.io.OutTTY {
		fmt.Fprintln(w)
		fmt.Fprintln(w, p.T("score.why.title"))
	}
	for i, name := range c.Players {
		if a.io.OutTTY {
			fmt.Fprintln(w, shown(name))
		}
		for _, r := range c.Why[i] {
			line := r.Line(p)
			if a.io.OutTTY {
				fmt.Fprintln(w, a.wrap("  "+line))
			} else {
				fmt.Fprintln(w, shown(name)+"\t"+line)
			}
		}
	}
}
