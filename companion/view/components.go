package view

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/components/deck"
	"github.com/pileup-companion/stephens/companion/fold"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The table's own transcriptions of printed components (the scoring
// track's refills, the small factories' bonuses, the Automa's cards), as
// `stephens components` shows them.

// Notes writes notes on a transcription, one a line after indent, folded
// to width (0: piped, one line each) with their further lines under their
// text.
func (sc Screen) Notes(w io.Writer, ms []walk.Msg, indent string, width int) {
	for _, m := range ms {
		if width == 0 {
			fmt.Fprintln(w, indent+sc.P.Render(m))
			continue
		}
		fmt.Fprintln(w, indent+strings.TrimPrefix(fold.After(indent+"  ", sc.P.Render(m), width), indent+"  "))
	}
}

// Grid writes cells in as many columns as fit width.
func Grid(w io.Writer, cells []string, width int, indent string) {
	cell := 0
	for _, c := range cells {
		cell = max(cell, len([]rune(c)))
	}
	cols := max(1, (width-len(indent))/(cell+3))
	for i, c := range cells {
		if i%cols == 0 {
			fmt.Fprint(w, indent)
		}
		fmt.Fprint(w, c)
		if i%cols == cols-1 || i == len(cells)-1 {
			fmt.Fprintln(w)
		} else {
			fmt.Fprint(w, strings.Repeat(" ", cell-len([]rune(c))+3))
		}
	}
}

// WrapWords breaks prose at spaces so no line is wider than width (in
// runes).
func WrapWords(s string, width int) string {
	var out []string
	for _, para := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			if line != "" && len([]rune(line))+1+len([]rune(word)) > width {
				out = append(out, line)
				line = word
				continue
			}
			if line != "" {
				line += " "
			}
			line += word
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// Indent indents every line of an example block by two spaces.
func Indent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = "  " + l
	}
	return strings.Join(lines, "\n")
}

// componentTable is a box table: headers as written, fitted to the width.
func (sc Screen) componentTable(w io.Writer) *tablewriter.Table {
	return tablewriter.NewTable(w,
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithMaxWidth(sc.Width),
	)
}

// Bonuses writes the small factories' bonuses as transcribed (path:
// where they are kept): for a person a table, how many are done and the
// notes (components.Notes); piped one tab-separated line a factory
// (factory, bonuses; the unknown mark for unknown), without the notes.
func (sc Screen) Bonuses(w io.Writer, b *components.Bonuses, path string) error {
	p := sc.P
	if !sc.Person {
		for _, pos := range components.FactoryOrder {
			ids := strings.Join(components.SortBonuses(b.At(pos)), ",")
			if ids == "" {
				ids = p.T("components.unknown_mark")
			}
			fmt.Fprintf(w, "%s\t%s\n", pos, ids)
		}
		return nil
	}
	t := sc.componentTable(w)
	t.Header(p.T("components.bonuses.col_factory"), p.T("components.bonuses.col_bonuses"))
	for _, pos := range components.FactoryOrder {
		var lines []string
		for _, id := range components.SortBonuses(b.At(pos)) {
			lines = append(lines, p.T("components.bonuses.item", "Bonus", id, "Pays", p.T("components.bonus."+id)))
		}
		cell := strings.Join(lines, "\n")
		if cell == "" {
			cell = p.Text(components.FactoryBonuses(b, pos))
		}
		_ = t.Append(p.T("term.small_factory."+string(pos)), cell)
	}
	if err := t.Render(); err != nil {
		return err
	}
	fmt.Fprintln(w, sc.Wrap(p.T("components.bonuses.done", "Done", components.FactoriesDone(b), "Want", len(components.FactoryOrder), "Path", path)))
	sc.Notes(w, components.Notes(b), "", sc.TermWidth())
	return nil
}

// Refills writes the scoring track's refills as transcribed (path: where
// they are kept): for a person a table (4/3/2 players: a number, "3*"
// proven by the rulebook's example, "?"), the note on "*", how many are
// done and the notes (components.RefillNotes); piped one tab-separated
// line a space, without the notes.
func (sc Screen) Refills(w io.Writer, r *components.Refills, path string) error {
	p := sc.P
	known, proven := components.Printed{Refills: r}, false
	cells := func(s int) []string {
		shown, pr := known.Stop(s)
		proven = proven || pr
		out := make([]string, len(shown.Items))
		for i, it := range shown.Items {
			out[i] = p.Text(it)
		}
		return out
	}
	if !sc.Person {
		for _, s := range components.ArmyStops() {
			fmt.Fprintf(w, "%d\t%s\n", s, strings.Join(cells(s), "\t"))
		}
		return nil
	}
	t := sc.componentTable(w)
	head := []any{p.T("components.refills.col_space")}
	for _, n := range components.PlayerCounts {
		head = append(head, p.T("components.refills.col_players", "Players", n))
	}
	t.Header(head...)
	for _, s := range components.ArmyStops() {
		row := []any{strconv.Itoa(s)}
		for _, c := range cells(s) {
			row = append(row, c)
		}
		_ = t.Append(row...)
	}
	if err := t.Render(); err != nil {
		return err
	}
	if proven { // where nothing is transcribed, what the rulebook's example shows
		fmt.Fprintln(w, sc.Hanging("", p.T("values.components.proven_note")))
	}
	fmt.Fprintln(w, sc.Wrap(p.T("components.refills.done", "Done", r.Count(), "Want", components.Want(), "Path", path)))
	sc.Notes(w, components.RefillNotes(r), "", sc.TermWidth())
	return nil
}

// AutomaCards writes the Automa's transcribed worker supply card and
// cards: for a person the supply's numbers and a table of the cards;
// piped one tab-separated line a row, in the reader's words.
func (sc Screen) AutomaCards(w io.Writer, t *automa.Transcription) error {
	p := sc.P
	nums := make([]string, len(t.WorkerSupply))
	for i, n := range t.WorkerSupply {
		nums[i] = strconv.Itoa(n)
	}
	if !sc.Person {
		fmt.Fprintf(w, "%s\t%s\n", p.T("solo.components.worker_supply"), strings.Join(nums, " "))
		for _, c := range t.Cards {
			fmt.Fprintf(w, "%s\t%s\t%s\n", shown(c.ID), p.Text(play.CardUpper(c)), p.Text(play.CardLower(c.Supply)))
		}
		return nil
	}
	fmt.Fprintln(w, p.T("solo.components.worker_supply_line", "Numbers", strings.Join(nums, "  ")))
	tbl := sc.componentTable(w)
	tbl.Header(p.T("solo.components.col_card"), p.T("solo.components.col_upper"), p.T("solo.components.col_lower"))
	for _, c := range t.Cards {
		_ = tbl.Append(shown(c.ID), p.Text(play.CardUpper(c)), p.Text(play.CardLower(c.Supply)))
	}
	return tbl.Render()
}

// AutomaKept says what the draft of an Automa transcription in progress
// (kept at path) holds, for the line Ctrl-C leaves: nothing, the worker
// supply card, or so many of the cards.
func (sc Screen) AutomaKept(t *automa.Transcription, path string) string {
	switch {
	case deck.Empty(t):
		return sc.P.T("solo.components.kept_nothing")
	case len(t.Cards) == 0:
		return sc.P.T("solo.components.kept_supply", "Path", path)
	}
	return sc.P.N("solo.components.kept_cards", len(t.Cards), "Total", deck.Cards(), "Path", path)
}
