package view

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/olekukonko/tablewriter/tw"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/record"
)

// The record's statistics per player: the tables (games, wins, win rate,
// average, best; each scoring category; the solo games by difficulty)
// and, for a person, the charts.

// Stats writes one game's statistics: its tables and, for a person, its
// charts (all: the table over all games, without scores). ascii draws the
// charts in ASCII (a terminal whose character set is not UTF-8).
func (sc Screen) Stats(w io.Writer, stats []record.PlayerStats, all, ascii bool) error {
	if err := sc.statsTable(w, stats, all); err != nil {
		return err
	}
	if all {
		return nil
	}
	sc.totalsChart(w, stats, ascii)
	if err := sc.categoriesTable(w, stats); err != nil {
		return err
	}
	if err := sc.soloTable(w, stats); err != nil {
		return err
	}
	sc.ranksChart(w, stats, ascii)
	if len(stats) == 1 {
		sc.playerChart(w, stats[0], ascii)
	}
	return nil
}

// Number writes x with the language's decimal mark.
func (sc Screen) Number(x float64, decimals int) string {
	return message.NewPrinter(language.Make(sc.P.Lang)).Sprintf("%.*f", decimals, x)
}

// statsTable: per player the games, wins, win rate, average and best
// (all: without the scores). Every number can be checked from the
// screen: when someone played solo, the games are split into the
// multiplayer games, which the win rate is taken over, and the solo ones,
// which count in the average and the best (a note under the table says
// so).
func (sc Screen) statsTable(w io.Writer, stats []record.PlayerStats, all bool) error {
	p := sc.P
	solo := slices.ContainsFunc(stats, func(s record.PlayerStats) bool { return s.Games > s.Multiplayer })
	l, r := tw.AlignLeft, tw.AlignRight
	header := []string{p.T("record.stats.player"), p.T("record.stats.games"), p.T("record.stats.wins"), p.T("record.stats.win_rate")}
	if solo {
		header = []string{p.T("record.stats.player"), p.T("record.stats.multiplayer"), p.T("record.stats.wins"),
			p.T("record.stats.win_rate"), p.T("record.stats.solo_games")}
	}
	if !all {
		header = append(header, p.T("record.stats.average"), p.T("record.stats.best"))
	}
	var rows [][]string
	for _, s := range stats {
		rate, avg, best := "–", "–", "–"
		if s.Multiplayer > 0 { // from the counts shown, rounded once
			pct := math.Round(100 * float64(s.Wins) / float64(s.Multiplayer))
			rate = p.T("record.stats.percent", "Value", sc.Number(pct, 0))
		}
		if s.Average != nil {
			avg, best = sc.Number(*s.Average, 1), fmt.Sprint(*s.Best)
		}
		row := []string{shown(s.Name), fmt.Sprint(s.Games), fmt.Sprint(s.Wins), rate}
		if solo {
			row = []string{shown(s.Name), fmt.Sprint(s.Multiplayer), fmt.Sprint(s.Wins), rate, fmt.Sprint(s.Games - s.Multiplayer)}
		}
		if !all {
			row = append(row, avg, best)
		}
		rows = append(rows, row)
	}
	align := []tw.Align{l}
	for range header[1:] {
		align = append(align, r)
	}
	if err := sc.WriteAligned(w, header, rows, nil, align); err != nil {
		return err
	}
	if solo && sc.Person {
		id := "record.stats.rate_note"
		if all {
			id = "record.stats.rate_note_all"
		}
		fmt.Fprintln(w, sc.Wrap(p.T(id)))
	}
	return nil
}

// categoriesTable: each scoring category's average and best per player,
// a column per player with recorded scores (the rows are the game's score
// card's); for a person as many players to a table as fit the width.
// Piped, one line per player and category: player, category, average,
// best.
func (sc Screen) categoriesTable(w io.Writer, stats []record.PlayerStats) error {
	p := sc.P
	var scored []record.PlayerStats
	for _, s := range stats {
		if len(s.Categories) > 0 {
			scored = append(scored, s)
		}
	}
	if len(scored) == 0 {
		return nil
	}
	fmt.Fprintln(w)
	if !sc.Person {
		var rows [][]string
		for _, s := range scored {
			for _, c := range s.Categories {
				rows = append(rows, []string{shown(s.Name), c.ID, sc.Number(c.VP, 1), fmt.Sprint(c.Best)})
			}
		}
		return sc.WriteTable(w, []string{p.T("record.stats.player"), p.T("record.stats.category"), p.T("record.stats.average"),
			p.T("record.stats.best")}, rows, nil)
	}
	var labels []string
	for _, c := range scored[0].Categories {
		labels = append(labels, p.T(c.Label))
	}
	cols := make([]Column, len(scored))
	for i, s := range scored {
		cols[i].Head = shown(s.Name)
		for _, want := range scored[0].Categories { // the rows are the first player's, by ID
			cell := "–"
			if k := slices.IndexFunc(s.Categories, func(c record.Average) bool { return c.ID == want.ID }); k >= 0 {
				c := s.Categories[k]
				cell = p.T("record.stats.average_best", "Average", sc.Number(c.VP, 1), "Best", c.Best)
			}
			cols[i].Cells = append(cols[i].Cells, cell)
		}
	}
	return sc.ColumnTables(w, p.T("record.stats.per_category"), labels, cols)
}

// soloTable: per player and difficulty, the games, the best total, the
// ranks reached and the opponent card's targets reached.
func (sc Screen) soloTable(w io.Writer, stats []record.PlayerStats) error {
	p := sc.P
	var rows [][]string
	for _, s := range stats {
		for _, so := range s.Solo {
			best := "–"
			if so.Best != nil {
				best = fmt.Sprint(*so.Best)
			}
			var ranks []string
			for _, r := range []struct {
				id string
				n  int
			}{{"apprentice", so.Ranks.Apprentice}, {"artisan", so.Ranks.Artisan}, {"glassblower", so.Ranks.Glassblower}} {
				if r.n > 0 {
					ranks = append(ranks, p.T("record.stats.rank_count", "Rank", companion.Term("term.rank."+r.id), "N", r.n))
				}
			}
			opponent := ""
			if so.OpponentGames > 0 {
				opponent = p.T("record.stats.beaten", "N", so.Beaten, "Of", so.OpponentGames)
			}
			sep := ", "
			if sc.Person {
				sep = "\n" // a rank a line: the table stays narrow
			}
			rows = append(rows, []string{shown(s.Name), p.T("term.difficulty." + so.Difficulty), fmt.Sprint(so.Games), best,
				strings.Join(ranks, sep), opponent})
		}
	}
	if len(rows) == 0 {
		return nil
	}
	header := []string{p.T("record.stats.solo"), p.T("record.stats.difficulty"), p.T("record.stats.games"),
		p.T("record.stats.best"), p.T("record.stats.ranks"), p.T("record.stats.opponent")}
	fmt.Fprintln(w)
	l, r := tw.AlignLeft, tw.AlignRight
	return sc.WriteAligned(w, header, rows, nil, []tw.Align{l, l, r, r, l, l})
}
