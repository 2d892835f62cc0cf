package shared

import (
	"fmt"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/tally"
)

// printCard writes a game's final scoring (tally.Card), the same way for
// every game: its table (Card.Table); then the verdict; then how each line
// was counted (Reason.Line): under a heading on a terminal, one
// tab-separated line per category when piped.
func PrintCard(a *cmdutil.App, c tally.Card) error {
	p := a.P
	header, rows, footer := c.Table(p)
	if err := cmdutil.WriteTable(a, header, rows, footer); err != nil {
		return err
	}
	for _, m := range c.Verdict {
		line := p.Render(m)
		if a.IO.OutTTY {
			line = a.Wrap(line)
		}
		fmt.Fprintln(a.IO.Out, line)
	}
	printReasons(a, c)
	return nil
}

// printReasons says how each line was counted, player by player.
func printReasons(a *cmdutil.App, c tally.Card) {
	p, w := a.P, a.IO.Out
	if a.IO.OutTTY {
		fmt.Fprintln(w)
		fmt.Fprintln(w, p.T("score.why.title"))
	}
	for i, name := range c.Players {
		if a.IO.OutTTY {
			fmt.Fprintln(w, cmdutil.Shown(name))
		}
		for _, r := range c.Why[i] {
			line := r.Line(p)
			if a.IO.OutTTY {
				fmt.Fprintln(w, a.Wrap("  "+line))
			} else {
				fmt.Fprintln(w, cmdutil.Shown(name)+"\t"+line)
			}
		}
	}
}
