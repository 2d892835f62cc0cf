package main

import (
	"fmt"
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/fold"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/locales"
)

// The record's charts are drawn only on a terminal, each line within its
// width (80 when unknown): a series longer than the line is binned, and
// the title says how many games a mark stands for. Piped, the tables
// carry the numbers and no chart is drawn.

// drawCharts prints labelled charts under a title, fitted to the
// terminal (record.Chart): per > 1 says the marks are averages of per
// games. draw turns a fitted series into marks.
func (a *app) drawCharts(title func(per, of int) string, lines []record.ChartLine, draw func([]int) string) {
	rows, per, of := record.Chart(lines, a.termWidth(), draw)
	if of == 0 {
		return
	}
	fmt.Fprintln(a.io.Out)
	fmt.Fprintln(a.io.Out, a.wrap(title(per, of)))
	for _, r := range rows {
		fmt.Fprintln(a.io.Out, r)
	}
}

// totalsChart: each player's totals over time, oldest first.
func (a *app) totalsChart(stats []record.PlayerStats) {
	if !a.io.OutTTY {
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
	ascii := a.plainChart()
	a.drawCharts(func(per, of int) string {
		return a.p.T("record.stats.totals_chart", "Per", per, "Of", of)
	}, lines, func(v []int) string { return record.Sparkline(v, ascii) })
}

// ranksChart: each player's solo ranks over time at each difficulty,
// oldest first, low to high: apprentice, artisan, glassblower.
func (a *app) ranksChart(stats []record.PlayerStats) {
	if !a.io.OutTTY {
		return
	}
	var lines []record.ChartLine
	for _, s := range stats {
		for _, so := range s.Solo {
			l := record.ChartLine{Label: a.p.T("record.stats.rank_line", "Name", s.Name, "Difficulty", a.p.T("term.difficulty."+so.Difficulty))}
			for _, g := range so.History {
				if lv := record.RankLevel(g.Rank); lv > 0 {
					l.Values = append(l.Values, lv)
				}
			}
			lines = append(lines, l)
		}
	}
	ascii := a.plainChart()
	draw := func(v []int) string { return record.Levels(v, 1, record.TopRank(), ascii) }
	lowHigh := draw([]int{1, 2, 3})
	a.drawCharts(func(per, of int) string {
		marks := []rune(lowHigh)
		return a.p.T("record.stats.ranks_chart", "Per", per, "Of", of,
			"Low", string(marks[0]), "Apprentice", companion.Term("term.rank.apprentice"),
			"Mid", string(marks[1]), "Artisan", companion.Term("term.rank.artisan"),
			"High", string(marks[2]), "Glassblower", companion.Term("term.rank.glassblower"))
	}, lines, draw)
}

// playerChart: one player's last totals as bars, a line each with the
// date, as many as a screen shows; the title says how many of how many.
func (a *app) playerChart(s record.PlayerStats) {
	if !a.io.OutTTY || len(s.Totals) == 0 {
		return
	}
	rows := record.TotalBars(s.Totals, a.termWidth(), " "+a.p.T("record.stats.solo_mark"), a.plainChart(), time.Local)
	fmt.Fprintln(a.io.Out)
	title := a.p.T("record.stats.chart", "Name", s.Name, "N", len(rows), "Of", len(s.Totals))
	if len(rows) == len(s.Totals) { // every total: not "the last 1 of 1"
		title = a.p.N("record.stats.chart_all", len(rows), "Name", s.Name)
	}
	fmt.Fprintln(a.io.Out, a.wrap(title))
	for _, r := range rows {
		fmt.Fprintln(a.io.Out, r)
	}
}

// column is one column of a table split to fit: its header and cells.
type column struct {
	head  string
	cells []string
}

// columnTables prints a table with a label column and many value columns
// as several tables, each with as many value columns as fit the terminal.
func (a *app) columnTables(corner string, labels []string, cols []column) error {
	labelW := fold.Width(corner)
	for _, l := range labels {
		labelW = max(labelW, fold.Width(l))
	}
	for start := 0; start < len(cols); {
		width := 1 + labelW + 3
		end := start
		for end < len(cols) {
			w := fold.Width(cols[end].head)
			for _, c := range cols[end].cells {
				w = max(w, fold.Width(c))
			}
			if end > start && width+w+3 > a.termWidth() {
				break
			}
			width += w + 3
			end++
		}
		header := []string{corner}
		rows := make([][]string, len(labels))
		for i, l := range labels {
			rows[i] = []string{l}
		}
		for _, c := range cols[start:end] {
			header = append(header, c.head)
			for i := range rows {
				cell := ""
				if i < len(c.cells) {
					cell = c.cells[i]
				}
				rows[i] = append(rows[i], cell)
			}
		}
		if start > 0 {
			fmt.Fprintln(a.io.Out)
		}
		if err := writeTable(a, header, rows, nil); err != nil {
			return err
		}
		start = end
	}
	return nil
}

// recordGames is the finished games, newest first (o.only: one game's):
// with --since only those started on that day or later (the table's
// clock), with --player only the ones the player played. A player who
// played no finished game is refused, naming those who did.
func (a *app) recordGames(o *historyOptions) ([]record.Game, error) {
	since, player := o.since, o.player
	var day time.Time
	if since != "" {
		d, err := record.ParseSince(since, time.Local)
		if err != nil {
			return nil, a.badFlag(err, "since", since)
		}
		day = d
	}
	games, err := finishedGames(a, o.only, o.categories)
	if err != nil {
		return nil, err
	}
	if player != "" {
		if named := record.Named(games, player); named != "" {
			o.player = named // "fabio" for Fábio
		}
		played := record.Played(games, o.player)
		if len(played) == 0 {
			stats := record.Stats(games)
			names := make([]any, len(stats))
			for i, s := range stats {
				names[i] = s.Name
			}
			return nil, usageError(a.p.T("record.stats.no_player", "Name", player, "Known", locales.List{Items: names}),
				a.p.T("error.flag_value", "Flag", "--player", "Value", player))
		}
		games = played
	}
	if since != "" {
		games = record.Since(games, day)
	}
	return games, nil
}

// noGames says there is nothing to show: no finished game, or none since
// the day asked; for a game scored with a sheet (only), how a play of it
// gets into the record.
func (a *app) noGames(since, only string) {
	if since != "" {
		fmt.Fprintln(a.io.Out, a.p.T("record.none_since", "Since", since))
		return
	}
	for _, box := range sheetBoxes() {
		if box.ID == only {
			fmt.Fprintln(a.io.Out, a.p.T("sheets.no_plays", "Game", box.Name, "ID", box.ID))
			return
		}
	}
	fmt.Fprintln(a.io.Out, a.p.T("record.history.none"))
}
