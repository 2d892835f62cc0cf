package main

import (
	"fmt"
	"strings"

	"github.com/olekukonko/tablewriter/tw"
	"github.com/spf13/cobra"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/locales"
)

// stephens stats: per player over the finished games.

type statsOptions struct {
	player string // --player: only this player
	json   bool
	only   string // one game's statistics, by its ID ("" for all)
}

func newStatsCmd(a *app) *cobra.Command {
	var o statsOptions
	cmd := &cobra.Command{
		Use:     "stats",
		Short:   a.p.T("record.stats.short"),
		Long:    a.p.T("record.stats.long"),
		Example: "  stephens stats\n  stephens stats --player Ana\n  stephens stats --json",
		Args:    cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			return runStats(a, o)
		},
	}
	cmd.Flags().StringVar(&o.player, "player", "", a.p.T("record.stats.flag_player"))
	cmd.Flags().BoolVar(&o.json, "json", false, a.p.T("flag.json"))
	return cmd
}

// runStats gives the statistics per game (a section for each game the
// record holds, under its title once there is more than one) and, when
// there is more than one, over all games: games, wins and win rate.
func runStats(a *app, o statsOptions) error {
	games, err := finishedGames(a, o.only)
	if err != nil {
		return err
	}
	names := gameNames(games)
	type section struct {
		name  string
		stats []record.PlayerStats
		all   bool
	}
	var sections []section
	for _, name := range names {
		var of []record.Game
		for _, g := range games {
			if g.Name == name {
				of = append(of, g)
			}
		}
		sections = append(sections, section{name: name, stats: record.Stats(of)})
	}
	if len(names) > 1 {
		sections = append(sections, section{name: a.p.T("games.all"), stats: record.Overall(games), all: true})
	}
	var all []record.PlayerStats
	found := o.player == ""
	for i := range sections {
		if o.player != "" {
			ps, ok := record.FindPlayer(sections[i].stats, o.player)
			sections[i].stats = nil
			if ok {
				sections[i].stats, found = []record.PlayerStats{ps}, true
			}
		}
		all = append(all, sections[i].stats...)
	}
	if !found {
		stats := record.Stats(games)
		names := make([]any, len(stats))
		for i, s := range stats {
			names[i] = s.Name
		}
		return usageError(a.p.T("record.stats.no_player", "Name", o.player, "Known", locales.List{Items: names}),
			a.p.T("error.flag_value", "Flag", "--player", "Value", o.player))
	}
	if o.json {
		if all == nil {
			all = []record.PlayerStats{}
		}
		return writeJSON(a, all)
	}
	if len(games) == 0 {
		fmt.Fprintln(a.io.Out, a.p.T("record.history.none"))
		return nil
	}
	for i, sec := range sections {
		if len(sec.stats) == 0 {
			continue
		}
		if len(sections) > 1 {
			if i > 0 {
				fmt.Fprintln(a.io.Out)
			}
			fmt.Fprintln(a.io.Out, a.p.T("games.section", "Game", sec.name))
		}
		if err := a.statsSection(sec.stats, sec.all); err != nil {
			return err
		}
	}
	return nil
}

// statsSection prints one game's tables (all: the table over all games,
// without scores).
func (a *app) statsSection(stats []record.PlayerStats, all bool) error {
	if err := a.statsTable(stats, all); err != nil {
		return err
	}
	if all {
		return nil
	}
	if err := a.categoriesTable(stats); err != nil {
		return err
	}
	if err := a.soloTable(stats); err != nil {
		return err
	}
	if len(stats) == 1 && a.io.OutTTY {
		a.totalsChart(stats[0])
	}
	return nil
}

// plainChart: ASCII when piped or when the terminal's character set is
// not UTF-8 (LC_ALL, LC_CTYPE, LANG; C and POSIX are ASCII).
func (a *app) plainChart() bool {
	if !a.io.OutTTY {
		return true
	}
	for _, k := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if v := strings.ToLower(a.getenv(k)); v != "" {
			return !strings.Contains(v, "utf-8") && !strings.Contains(v, "utf8")
		}
	}
	return false
}

// number writes x with the language's decimal mark.
func (a *app) number(x float64, decimals int) string {
	return message.NewPrinter(language.Make(a.p.Lang)).Sprintf("%.*f", decimals, x)
}

func (a *app) statsTable(stats []record.PlayerStats, all bool) error {
	p := a.p
	header := []string{p.T("record.stats.player"), p.T("record.stats.games"), p.T("record.stats.wins"),
		p.T("record.stats.win_rate"), p.T("record.stats.average"), p.T("record.stats.best"), p.T("record.stats.totals")}
	l, r := tw.AlignLeft, tw.AlignRight
	if all { // scores of different games are not added up
		var rows [][]string
		for _, s := range stats {
			rate := "–"
			if s.WinRate != nil {
				rate = p.T("record.stats.percent", "Value", a.number(*s.WinRate*100, 0))
			}
			rows = append(rows, []string{s.Name, fmt.Sprint(s.Games), fmt.Sprint(s.Wins), rate})
		}
		return writeAligned(a, header[:4], rows, nil, []tw.Align{l, r, r, r})
	}
	var rows [][]string
	for _, s := range stats {
		rate, avg, best := "–", "–", "–"
		if s.WinRate != nil {
			rate = p.T("record.stats.percent", "Value", a.number(*s.WinRate*100, 0))
		}
		if s.Average != nil {
			avg, best = a.number(*s.Average, 1), fmt.Sprint(*s.Best)
		}
		var totals []int
		for _, t := range s.Totals {
			totals = append(totals, t.Score)
		}
		rows = append(rows, []string{s.Name, fmt.Sprint(s.Games), fmt.Sprint(s.Wins), rate, avg, best,
			record.Sparkline(totals, a.plainChart())})
	}
	return writeAligned(a, header, rows, nil, []tw.Align{l, r, r, r, r, r, l})
}

// categoriesTable: the average per scoring category, a column per player
// with recorded scores (the rows are the game's score card's).
func (a *app) categoriesTable(stats []record.PlayerStats) error {
	p := a.p
	header := []string{p.T("record.stats.per_category")}
	var cols []record.Categories
	for _, s := range stats {
		if s.Categories != nil {
			header = append(header, s.Name)
			cols = append(cols, s.Categories)
		}
	}
	if len(cols) == 0 {
		return nil
	}
	var rows [][]string
	for _, c := range cols[0] {
		r := []string{p.T(c.Label)}
		for _, col := range cols {
			r = append(r, a.number(col.Get(c.ID), 1))
		}
		rows = append(rows, r)
	}
	fmt.Fprintln(a.io.Out)
	return writeTable(a, header, rows, nil)
}

// soloTable: per player and difficulty, the games, the best total, the
// ranks reached and the opponent card's targets reached.
func (a *app) soloTable(stats []record.PlayerStats) error {
	p := a.p
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
			rows = append(rows, []string{s.Name, p.T("term.difficulty." + so.Difficulty), fmt.Sprint(so.Games), best,
				strings.Join(ranks, ", "), opponent})
		}
	}
	if len(rows) == 0 {
		return nil
	}
	header := []string{p.T("record.stats.solo"), p.T("record.stats.difficulty"), p.T("record.stats.games"),
		p.T("record.stats.best"), p.T("record.stats.ranks"), p.T("record.stats.opponent")}
	fmt.Fprintln(a.io.Out)
	l, r := tw.AlignLeft, tw.AlignRight
	return writeAligned(a, header, rows, nil, []tw.Align{l, l, r, r, l, l})
}

// totalsChart draws one player's totals over time as bars, the last 20.
func (a *app) totalsChart(s record.PlayerStats) {
	totals := s.Totals
	if len(totals) == 0 {
		return
	}
	if len(totals) > 20 {
		totals = totals[len(totals)-20:]
	}
	values := make([]int, len(totals))
	for i, t := range totals {
		values[i] = t.Score
	}
	fmt.Fprintln(a.io.Out)
	fmt.Fprintln(a.io.Out, a.p.T("record.stats.chart", "Name", s.Name))
	for i, bar := range record.Bars(values, 30, a.plainChart()) {
		mark := ""
		if totals[i].Solo {
			mark = " " + a.p.T("record.stats.solo_mark")
		}
		fmt.Fprintf(a.io.Out, "  %s  %s %d%s\n", totals[i].Date.Local().Format("2006-01-02"), bar, values[i], mark)
	}
}
