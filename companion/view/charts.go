package view

import (
	"fmt"
	"io"
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/fold"
	"github.com/pileup-companion/stephens/companion/record"
)

// The record's charts are drawn only for a person, each line within the
// screen's width (80 when unknown): a series longer than the line is
// binned, and the title says how many games a mark stands for. Piped,
// the tables carry the numbers and no chart is drawn.

// drawCharts writes labelled charts under a title, fitted to the width
// (record.Chart): per > 1 says the marks are averages of per games. draw
// turns a fitted series into marks.
func (sc Screen) drawCharts(w io.Writer, title func(per, of int) string, lines []record.ChartLine, draw func([]int) string) {
	rows, per, of := record.Chart(lines, sc.TermWidth(), draw)
	if of == 0 {
		return
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, sc.Wrap(title(per, of)))
	for _, r := range rows {
		fmt.Fprintln(w, r)
	}
}

// totalsChart: each player's totals over time, oldest first.
func (sc Screen) totalsChart(w io.Writer, stats []record.PlayerStats, ascii bool) {
	if !sc.Person {
		return
	}
	var lines []record.ChartLine
	for _, s := range stats {
		l := record.ChartLine{Label: shown(s.Name)}
		for _, t := range s.Totals {
			l.Values = append(l.Values, t.Score)
		}
		lines = append(lines, l)
	}
	sc.drawCharts(w, func(per, of int) string {
		return sc.P.T("record.stats.totals_chart", "Per", per, "Of", of)
	}, lines, func(v []int) string { return record.Sparkline(v, ascii) })
}

// ranksChart: each player's solo ranks over time at each difficulty,
// oldest first, low to high: apprentice, artisan, glassblower.
func (sc Screen) ranksChart(w io.Writer, stats []record.PlayerStats, ascii bool) {
	if !sc.Person {
		return
	}
	p := sc.P
	var lines []record.ChartLine
	for _, s := range stats {
		for _, so := range s.Solo {
			l := record.ChartLine{Label: p.T("record.stats.rank_line", "Name", s.Name, "Difficulty", p.T("term.difficulty."+so.Difficulty))}
			for _, g := range so.History {
				if lv := record.RankLevel(g.Rank); lv > 0 {
					l.Values = append(l.Values, lv)
				}
			}
			lines = append(lines, l)
		}
	}
	draw := func(v []int) string { return record.Levels(v, 1, record.TopRank(), ascii) }
	lowHigh := draw([]int{1, 2, 3})
	sc.drawCharts(w, func(per, of int) string {
		marks := []rune(lowHigh)
		return p.T("record.stats.ranks_chart", "Per", per, "Of", of,
			"Low", string(marks[0]), "Apprentice", companion.Term("term.rank.apprentice"),
			"Mid", string(marks[1]), "Artisan", companion.Term("term.rank.artisan"),
			"High", string(marks[2]), "Glassblower", companion.Term("term.rank.glassblower"))
	}, lines, draw)
}

// playerChart: one player's last totals as bars, a line each with the
// date (the table's clock), as many as a screen shows; the title says how
// many of how many.
func (sc Screen) playerChart(w io.Writer, s record.PlayerStats, ascii bool) {
	if !sc.Person || len(s.Totals) == 0 {
		return
	}
	p := sc.P
	rows := record.TotalBars(s.Totals, sc.TermWidth(), " "+p.T("record.stats.solo_mark"), ascii, time.Local)
	fmt.Fprintln(w)
	title := p.T("record.stats.chart", "Name", s.Name, "N", len(rows), "Of", len(s.Totals))
	if len(rows) == len(s.Totals) { // every total: not "the last 1 of 1"
		title = p.N("record.stats.chart_all", len(rows), "Name", s.Name)
	}
	fmt.Fprintln(w, sc.Wrap(title))
	for _, r := range rows {
		fmt.Fprintln(w, r)
	}
}

// Column is one column of a table split to fit: its header and cells.
type Column struct {
	Head  string
	Cells []string
}

// ColumnTables writes a table with a label column and many value columns
// as several tables, each with as many value columns as fit the width.
func (sc Screen) ColumnTables(w io.Writer, corner string, labels []string, cols []Column) error {
	labelW := fold.Width(corner)
	for _, l := range labels {
		labelW = max(labelW, fold.Width(l))
	}
	for start := 0; start < len(cols); {
		width := 1 + labelW + 3
		end := start
		for end < len(cols) {
			cw := fold.Width(cols[end].Head)
			for _, c := range cols[end].Cells {
				cw = max(cw, fold.Width(c))
			}
			if end > start && width+cw+3 > sc.TermWidth() {
				break
			}
			width += cw + 3
			end++
		}
		header := []string{corner}
		rows := make([][]string, len(labels))
		for i, l := range labels {
			rows[i] = []string{l}
		}
		for _, c := range cols[start:end] {
			header = append(header, c.Head)
			for i := range rows {
				cell := ""
				if i < len(c.Cells) {
					cell = c.Cells[i]
				}
				rows[i] = append(rows[i], cell)
			}
		}
		if start > 0 {
			fmt.Fprintln(w)
		}
		if err := sc.WriteTable(w, header, rows, nil); err != nil {
			return err
		}
		start = end
	}
	return nil
}
