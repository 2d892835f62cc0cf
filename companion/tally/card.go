package tally

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
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

// Table is the card as a table in the printer's language: the categories
// as rows (sub-lines indented by their labels) and the players as columns
// (names escaped, companion.Escape), the totals at the foot, the
// tie-break rows under them and, with more than one player, the places.
func (c Card) Table(p *locales.Printer) (header []string, rows, footer [][]string) {
	header = []string{p.T("score.table.category")}
	for _, name := range c.Players {
		header = append(header, companion.Escape(name, false))
	}
	var ties [][]string // not added up: under the total
	for _, r := range c.Rows {
		row := []string{p.Render(r.Label)}
		for _, cell := range r.Cells {
			row = append(row, p.Render(cell))
		}
		if r.Tiebreak {
			ties = append(ties, row)
			continue
		}
		rows = append(rows, row)
	}
	// The totals, the values that break a tie of them, then the places
	// they decide.
	total := []string{p.T("score.table.total")}
	for _, t := range c.Totals {
		total = append(total, strconv.Itoa(t))
	}
	footer = append([][]string{total}, ties...)
	if len(c.Players) > 1 {
		place := []string{p.T("score.table.place")}
		for _, n := range c.Places {
			place = append(place, strconv.Itoa(n))
		}
		footer = append(footer, place)
	}
	return header, rows, footer
}

// Line is a reason as one line in the printer's language: with the pages
// of the reader's edition, or, for a rulebook without page numbers, the
// section's heading.
func (r Reason) Line(p *locales.Printer) string {
	label, text := p.Render(r.Label), p.Render(r.Text)
	if sections := r.Sections(); len(sections) > 0 {
		quoted := make([]string, len(sections))
		for i, s := range sections {
			quoted[i] = p.T("tally.why.section", "Text", heading(p, s)) // in the language's quotes
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

// heading is a rulebook heading in the printer's language: its own name
// for the section ("Spielende" for "Game End"), where the language has
// one, else the English rulebook's heading as printed.
func heading(p *locales.Printer, s string) string {
	id := "tally.heading." + strings.ReplaceAll(strings.ToLower(s), " ", "_")
	if p.Has(id) {
		return p.T(id)
	}
	return s
}

// Row is one line of the card: a label and a cell per player.
type Row struct {
	Label Msg
	Cells []Msg
	// Sub: a part of the category above (shown indented by its label).
	Sub bool
	// Tiebreak: a value that only breaks a tie of the totals (Sintra's
	// points lost to broken glass): not added to the total, shown under
	// it.
	Tiebreak bool
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
