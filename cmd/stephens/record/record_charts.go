package record

import (
	"fmt"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
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
func drawCharts(a *cmdutil.App, title func(per, of int) string, lines []record.ChartLine, draw func([]int) string) {
	rows, per, of := record.Chart(lines, a.TermWidth(), draw)
	if of == 0 {
		return
	}
	fmt.Fprintln(a.IO.Out)
	fmt.Fprintln(a.IO.Out, a.Wrap(title(per, of)))
	for _, r := range rows {
		fmt.Fprintln(a.IO.Out, r)
	}
}

// totalsChart: each player's totals over time, oldest first.
func totalsChart(a *cmdutil.App, stats []record.PlayerStats) {
	if !a.IO.OutTTY {
		return
	}
	var lines []record.ChartLine
	for _, s := range stats {
		l := record.ChartLine{Label: cmdutil.Shown(s.Name)}
		for _, t := range s.Totals {
			l.Values = append(l.Values, t.Score)
		}
		lines = append(lines, l)
	}
	ascii := plainChart(a)
	drawCharts(a, func(per, of int) string {
		return a.P.T("record.stats.totals_chart", "Per", per, "Of", of)
	}, lines, func(v []int) string { return record.Sparkline(v, ascii) })
}

// ranksChart: each player's solo ranks over time at each difficulty,
// oldest first, low to high: apprentice, artisan, glassblower.
func ranksChart(a *cmdutil.App, stats []record.PlayerStats) {
	if !a.IO.OutTTY {
		return
	}
	var lines []record.ChartLine
	for _, s := range stats {
		for _, so := range s.Solo {
			l := record.ChartLine{Label: a.P.T("record.stats.rank_line", "Name", s.Name, "Difficulty", a.P.T("term.difficulty."+so.Difficulty))}
			for _, g := range so.History {
				if lv := record.RankLevel(g.Rank); lv > 0 {
					l.Values = append(l.Values, lv)
				}
			}
			lines = append(lines, l)
		}
	}
	ascii := plainChart(a)
	draw := func(v []int) string { return record.Levels(v, 1, record.TopRank(), ascii) }
	lowHigh := draw([]int{1, 2, 3})
	drawCharts(a, func(per, of int) string {
		marks := []rune(lowHigh)
		return a.P.T("record.stats.ranks_chart", "Per", per, "Of", of,
			"Low", string(marks[0]), "Apprentice", companion.Term("term.rank.apprentice"),
			"Mid", string(marks[1]), "Artisan", companion.Term("term.rank.artisan"),
			"High", string(marks[2]), "Glassblower", companion.Term("term.rank.glassblower"))
	}, lines, draw)
}

// playerChart: one player's last totals as bars, a line each with the
// date, as many as a screen shows; the title says how many of how many.
func playerChart(a *cmdutil.App, s record.PlayerStats) {
	if !a.IO.OutTTY || len(s.Totals) == 0 {
		return
	}
	rows := record.TotalBars(s.Totals, a.TermWidth(), " "+a.P.T("record.stats.solo_mark"), plainChart(a), time.Local)
	fmt.Fprintln(a.IO.Out)
	title := a.P.T("record.stats.chart", "Name", s.Name, "N", len(rows), "Of", len(s.Totals))
	if len(rows) == len(s.Totals) { // every total: not "the last 1 of 1"
		title = a.P.N("record.stats.chart_all", len(rows), "Name", s.Name)
	}
	fmt.Fprintln(a.IO.Out, a.Wrap(title))
	for _, r := range rows {
		fmt.Fprintln(a.IO.Out, r)
	}
}

// column is one column of a table split to fit: its header and cells.
type column struct {
	head  string
	cells []string
}

// columnTables prints a table with a label column and many value columns
// as several tables, each with as many value columns as fit the terminal.
func columnTables(a *cmdutil.App, corner string, labels []string, cols []column) error {
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
			if end > start && width+w+3 > a.TermWidth() {
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
			fmt.Fprintln(a.IO.Out)
		}
		if err := cmdutil.WriteTable(a, header, rows, nil); err != nil {
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
func recordGames(a *cmdutil.App, o *HistoryOptions) ([]record.Game, error) {
	since, player := o.Since, o.Player
	var day time.Time
	if since != "" {
		d, err := record.ParseSince(since, time.Local)
		if err != nil {
			return nil, a.BadFlag(err, "since", since)
		}
		day = d
	}
	games, err := finishedGames(a, o.Only, o.categories)
	if err != nil {
		return nil, err
	}
	if player != "" {
		if named := record.Named(games, player); named != "" {
			o.Player = named // "fabio" for Fábio
		}
		played := record.Played(games, o.Player)
		if len(played) == 0 {
			stats := record.Stats(games)
			names := make([]any, len(stats))
			for i, s := range stats {
				names[i] = s.Name
			}
			return nil, cmdutil.UsageError(a.P.T("record.stats.no_player", "Name", player, "Known", locales.List{Items: names}),
				a.P.T("error.flag_value", "Flag", "--player", "Value", player))
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
func noGames(a *cmdutil.App, since, only string) {
	if since != "" {
		fmt.Fprintln(a.IO.Out, a.P.T("record.none_since", "Since", since))
		return
	}
	for _, box := range shared.SheetBoxes() {
		if box.ID == only {
			fmt.Fprintln(a.IO.Out, a.P.T("sheets.no_plays", "Game", box.Name, "ID", box.ID))
			return
		}
	}
	fmt.Fprintln(a.IO.Out, a.P.T("record.history.none"))
}
