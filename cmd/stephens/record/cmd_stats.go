package record

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
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
	cmd := a.Command("stats", "record.stats.short", func(*cobra.Command) error { return RunStats(a, o) }, func(c *cobra.Command) {
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
	var sections []record.Section
	var count int
	if o.Player == "" { // the whole record, a game at a time
		var t record.Tally
		if err := eachFinished(a, o.Only, o.Since, true, true, func(g record.Game) error { t.Add(g); return nil }); err != nil {
			return err
		}
		sections, count = t.Sections(a.P.T("games.all"), ""), t.Len()
	} else { // one player's, over the games the player played, in the same one pass
		day, err := sinceDay(a, o.Since)
		if err != nil {
			return err
		}
		pt := record.NewPlayerTally(day)
		if err := eachFinished(a, o.Only, "", true, true, func(g record.Game) error { pt.Add(g); return nil }); err != nil {
			return err
		}
		o.Player = cmp.Or(pt.Named(o.Player), o.Player) // as the record spells it
		var played bool
		if sections, count, played = pt.Sections(a.P.T("games.all"), o.Player); !played {
			return noPlayer(a, o.Player, pt.Known())
		}
	}
	all := []record.PlayerStats{}
	for _, sec := range sections {
		all = append(all, sec.Stats...)
	}
	if o.JSON {
		return shared.WriteJSON(a, all)
	}
	if count == 0 {
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
// all games, without scores; view.Screen.Stats).
func statsSection(a *cmdutil.App, stats []record.PlayerStats, all bool) error {
	return a.Screen().Stats(a.IO.Out, stats, all, plainChart(a))
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
