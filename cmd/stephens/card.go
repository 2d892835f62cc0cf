package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/locales"
)

// printCard writes a game's final scoring (tally.Card), the same way for
// every game: a table with the categories as rows (sub-lines indented by
// their labels) and the players as columns, the totals at the foot and the
// places; then the verdict; then how each line was counted, with the
// rulebook's pages or section: under a heading on a terminal, one
// tab-separated line per category when piped.
func printCard(a *app, c tally.Card) error {
	p := a.p
	header := []string{p.T("score.table.category")}
	for _, name := range c.Players {
		header = append(header, shown(name))
	}
	var rows [][]string
	for _, r := range c.Rows {
		row := []string{p.Render(r.Label)}
		for _, cell := range r.Cells {
			row = append(row, p.Render(cell))
		}
		rows = append(rows, row)
	}
	// The totals, then the places they decide.
	total := []string{p.T("score.table.total")}
	for _, t := range c.Totals {
		total = append(total, strconv.Itoa(t))
	}
	footer := [][]string{total}
	if len(c.Players) > 1 {
		place := []string{p.T("score.table.place")}
		for _, n := range c.Places {
			place = append(place, strconv.Itoa(n))
		}
		footer = append(footer, place)
	}
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
			line := reasonLine(a, r)
			if a.io.OutTTY {
				fmt.Fprintln(w, a.wrap("  "+line))
			} else {
				fmt.Fprintln(w, shown(name)+"\t"+line)
			}
		}
	}
}

// reasonLine is one why line: with the pages of the user's edition, or,
// for a rulebook without page numbers, the section's heading.
func reasonLine(a *app, r tally.Reason) string {
	p := a.p
	label, text := p.Render(r.Label), p.Render(r.Text)
	if sections := r.Sections(); len(sections) > 0 {
		quoted := make([]string, len(sections))
		for i, s := range sections {
			quoted[i] = strconv.Quote(s)
		}
		return p.T("tally.why.line", "Label", label, "Text", text, "Sections", strings.Join(quoted, ", "))
	}
	pages := r.Pages(p.Lang)
	items := make([]any, len(pages))
	for i, n := range pages {
		items[i] = n
	}
	return p.T("score.why.line", "Label", label, "Text", text, "Pages", p.N("score.why.pages", len(pages), "List", locales.List{Items: items}))
}
