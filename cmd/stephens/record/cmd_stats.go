package record

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/olekukonko/tablewriter/tw"
	"github.com/spf13/cobra"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/record"
)

// stephens stats: per player over the finished games.

type StatsOptions struct {
	Player string // --player: only this player
	Since  string // --since: only the games from this day on
	JSON   bool
	Only   string // one game's statistics, by its ID ("" for all)
}

func NewStatsCmd(a *cmdutil.App) *cobra.Command {
	var o StatsOptions
	cmd := &cobra.Command{
		Use:   "stats",
		Short: a.P.T("record.stats.short"),
		Args:  cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			return RunStats(a, o)
		},
	}
	a.LaterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.P.T("record.stats.long")
		c.Example = "  stephens stats\n  stephens stats --player Ana\n  stephens stats --since 2025-01-01 --json"
	})
	RecordFlags(a, cmd, &o.Player, &o.Since, &o.JSON, "record.stats.flag_player")
	return cmd
}

// runStats gives the statistics per game (a section for each game the
// record holds, under its title once there is more than one) and, when
// there is more than one, over all games: games, wins and win rate.
func RunStats(a *cmdutil.App, o StatsOptions) error {
	ho := HistoryOptions{Since: o.Since, Player: o.Player, Only: o.Only, categories: true}
	games, err := recordGames(a, &ho)
	if err != nil {
		return err
	}
	o.Player = ho.Player // as the record spells it
	sections := record.Sections(games, a.P.T("games.all"), o.Player)
	all := []record.PlayerStats{}
	for _, sec := range sections {
		all = append(all, sec.Stats...)
	}
	if o.JSON {
		return shared.WriteJSON(a, all)
	}
	if len(games) == 0 {
		noGames(a, o.Since, o.Only)
		return nil
	}
	for i, sec := range sections {
		if len(sec.Stats) == 0 {
			continue
		}
		if len(sections) > 1 {
			if i > 0 {
				fmt.Fprintln(a.IO.Out)
			}
			fmt.Fprintln(a.IO.Out, a.P.T("games.section", "Game", sec.Name))
		}
		if err := statsSection(a, sec.Stats, sec.All); err != nil {
			return err
		}
	}
	return nil
}

// statsSection prints one game's tables and charts (all: the table over
// all games, without scores).
func statsSection(a *cmdutil.App, stats []record.PlayerStats, all bool) error {
	if err := statsTable(a, stats, all); err != nil {
		return err
	}
	if all {
		return nil
	}
	totalsChart(a, stats)
	if err := categoriesTable(a, stats); err != nil {
		return err
	}
	if err := soloTable(a, stats); err != nil {
		return err
	}
	ranksChart(a, stats)
	if len(stats) == 1 {
		playerChart(a, stats[0])
	}
	return nil
}

// plainChart: ASCII when the terminal's character set is not UTF-8
// (LC_ALL, LC_CTYPE, LANG; C and POSIX are ASCII). Piped, no chart is
// drawn: the numbers are the output.
func plainChart(a *cmdutil.App) bool {
	for _, k := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if v := strings.ToLower(a.Getenv(k)); v != "" {
			return !strings.Contains(v, "utf-8") && !strings.Contains(v, "utf8")
		}
	}
	return false
}

// number writes x with the language's decimal mark.
func number(a *cmdutil.App, x float64, decimals int) string {
	return message.NewPrinter(language.Make(a.P.Lang)).Sprintf("%.*f", decimals, x)
}

// statsTable: per player the games, wins, win rate, average and best
// (all: without the scores). Every number can be checked from the
// screen: when someone played solo, the games are split into the
// multiplayer games, which the win rate is taken over, and the solo ones,
// which count in the average and the best (a note under the table says
// so).
func statsTable(a *cmdutil.App, stats []record.PlayerStats, all bool) error {
	p := a.P
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
			rate = p.T("record.stats.percent", "Value", number(a, pct, 0))
		}
		if s.Average != nil {
			avg, best = number(a, *s.Average, 1), fmt.Sprint(*s.Best)
		}
		row := []string{cmdutil.Shown(s.Name), fmt.Sprint(s.Games), fmt.Sprint(s.Wins), rate}
		if solo {
			row = []string{cmdutil.Shown(s.Name), fmt.Sprint(s.Multiplayer), fmt.Sprint(s.Wins), rate, fmt.Sprint(s.Games - s.Multiplayer)}
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
	if err := cmdutil.WriteAligned(a, header, rows, nil, align); err != nil {
		return err
	}
	if solo && a.IO.OutTTY {
		id := "record.stats.rate_note"
		if all {
			id = "record.stats.rate_note_all"
		}
		fmt.Fprintln(a.IO.Out, a.Wrap(p.T(id)))
	}
	return nil
}

// categoriesTable: each scoring category's average and best per player,
// a column per player with recorded scores (the rows are the game's score
// card's); on a terminal as many players to a table as fit its width.
// Piped, one line per player and category: player, category, average,
// best.
func categoriesTable(a *cmdutil.App, stats []record.PlayerStats) error {
	p := a.P
	var scored []record.PlayerStats
	for _, s := range stats {
		if len(s.Categories) > 0 {
			scored = append(scored, s)
		}
	}
	if len(scored) == 0 {
		return nil
	}
	fmt.Fprintln(a.IO.Out)
	if !a.IO.OutTTY {
		var rows [][]string
		for _, s := range scored {
			for _, c := range s.Categories {
				rows = append(rows, []string{cmdutil.Shown(s.Name), c.ID, number(a, c.VP, 1), fmt.Sprint(c.Best)})
			}
		}
		return cmdutil.WriteTable(a, []string{p.T("record.stats.player"), p.T("record.stats.category"), p.T("record.stats.average"),
			p.T("record.stats.best")}, rows, nil)
	}
	var labels []string
	for _, c := range scored[0].Categories {
		labels = append(labels, a.P.T(c.Label))
	}
	cols := make([]column, len(scored))
	for i, s := range scored {
		cols[i].head = cmdutil.Shown(s.Name)
		for _, want := range scored[0].Categories { // the rows are the first player's, by ID
			cell := "–"
			if k := slices.IndexFunc(s.Categories, func(c record.Average) bool { return c.ID == want.ID }); k >= 0 {
				c := s.Categories[k]
				cell = p.T("record.stats.average_best", "Average", number(a, c.VP, 1), "Best", c.Best)
			}
			cols[i].cells = append(cols[i].cells, cell)
		}
	}
	return columnTables(a, p.T("record.stats.per_category"), labels, cols)
}

// soloTable: per player and difficulty, the games, the best total, the
// ranks reached and the opponent card's targets reached.
func soloTable(a *cmdutil.App, stats []record.PlayerStats) error {
	p := a.P
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
			if a.IO.OutTTY {
				sep = "\n" // a rank a line: the table stays narrow
			}
			rows = append(rows, []string{cmdutil.Shown(s.Name), p.T("term.difficulty." + so.Difficulty), fmt.Sprint(so.Games), best,
				strings.Join(ranks, sep), opponent})
		}
	}
	if len(rows) == 0 {
		return nil
	}
	header := []string{p.T("record.stats.solo"), p.T("record.stats.difficulty"), p.T("record.stats.games"),
		p.T("record.stats.best"), p.T("record.stats.ranks"), p.T("record.stats.opponent")}
	fmt.Fprintln(a.IO.Out)
	l, r := tw.AlignLeft, tw.AlignRight
	return cmdutil.WriteAligned(a, header, rows, nil, []tw.Align{l, l, r, r, l, l})
}
