package main

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/olekukonko/tablewriter/tw"
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/record"
)

// stephens history: the finished games, newest first.

type historyOptions struct {
	player string // --player: only the games this player played
	since  string // --since: only the games from this day on
	json   bool
	only   string // one game's, by its ID ("" for all)
	// categories: the points by category are read too (stats' charts)
	categories bool
}

func newHistoryCmd(a *app) *cobra.Command {
	var o historyOptions
	cmd := &cobra.Command{
		Use:   "history",
		Short: a.p.T("record.history.short"),
		Args:  cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			return runHistory(a, o)
		},
	}
	a.laterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.p.T("record.history.long")
		c.Example = "  stephens history\n  stephens history --player Ana --since 2025-01-01\n  stephens history --json"
	})
	recordFlags(a, cmd, &o.player, &o.since, &o.json, "record.history.flag_player")
	return cmd
}

// recordFlags declares what every command reading the record takes (the
// record's history and stats, and each game's): --player (its help
// playerHelp), --since and --json.
func recordFlags(a *app, cmd *cobra.Command, player, since *string, asJSON *bool, playerHelp string) {
	cmd.Flags().StringVar(player, "player", "", a.p.T(playerHelp))
	cmd.Flags().StringVar(since, "since", "", a.p.T("record.flag_since"))
	cmd.Flags().BoolVar(asJSON, "json", false, a.p.T("flag.json"))
}

// finishedGames returns the finished games of the games folder, newest
// first, through the record's index (gamefile.ListAll): the Stephens
// games and the recorded plays of the games scored with a sheet (only one
// game's with only, its ID). A file that cannot be read is reported on
// stderr in one line naming it, and skipped: it never hides the others.
func finishedGames(a *app, only string, categories bool) ([]record.Game, error) {
	all, _, err := gamefile.ListWanted(readPlayFile, func(_ string, s record.Summary) bool {
		return s.Finished && (only == "" || s.Game == only) // the others are not read
	}, categories)
	if err != nil {
		return nil, a.gamesFolderError(err)
	}
	games := make([]record.Game, 0, len(all))
	for _, l := range all {
		if l.Err != nil {
			fmt.Fprint(a.io.Err, errorText(a.p.T("error.prefix"), a.p.T("error.hint"),
				a.p.T("record.skipped", "Detail", a.message(l.Err)), nil, a.io.ErrWidth))
			continue
		}
		if l.Entry.Finished() && (only == "" || l.Entry.Game.Game == only) {
			games = append(games, l.Entry.Game)
		}
	}
	record.Newest(games)
	return games, nil
}

// runHistory lists the finished games (o.only: one game's, by its ID).
func runHistory(a *app, o historyOptions) error {
	games, err := a.recordGames(&o)
	if err != nil {
		return err
	}
	if o.json {
		return writeJSON(a, games)
	}
	if len(games) == 0 {
		a.noGames(o.since, o.only)
		return nil
	}
	if !a.io.OutTTY { // one write: a thousand games are a thousand lines
		var b strings.Builder
		for _, g := range games {
			b.WriteString(g.HistoryLine(time.Local))
			b.WriteByte('\n')
		}
		_, err := io.WriteString(a.io.Out, b.String())
		return err
	}
	p := a.p
	header := []string{p.T("record.history.date"), p.T("record.history.mode"), p.T("record.history.players"),
		p.T("record.history.result"), p.T("record.history.duration")}
	l := tw.AlignLeft
	align := []tw.Align{l, l, l, l, tw.AlignRight}
	named := len(record.GameNames(games)) > 1 // a column for the game once the record holds more than one
	if named {
		header, align = append([]string{p.T("games.column")}, header...), append([]tw.Align{l}, align...)
	}
	var rows [][]string
	for _, g := range games {
		row := []string{g.Started.Local().Format("2006-01-02 15:04"), a.modeText(g),
			a.playersText(g), a.resultText(g), a.minutesText(g.Minutes)}
		if named {
			row = append([]string{g.Name}, row...)
		}
		rows = append(rows, row)
	}
	return writeAligned(a, header, rows, nil, align)
}

// modeText: "2 players", or "Solo, Normal" with the opponent card.
func (a *app) modeText(g record.Game) string {
	p := a.p
	if g.Solo == nil {
		return p.N("record.history.multiplayer", len(g.Players))
	}
	s := p.T("record.history.solo", "Difficulty", companion.Term("term.difficulty."+g.Solo.Difficulty))
	if len(g.Solo.Opponent) > 0 {
		s += "\n" + p.T("record.history.opponent", "Effects", strings.Join(g.Solo.Opponent, ", "), "Target", g.Solo.Target)
	}
	return s
}

// playersText lists the players by place with their scores, one a line.
func (a *app) playersText(g record.Game) string {
	var lines []string
	for _, pl := range record.ByPlace(g) {
		if pl.Score == nil {
			lines = append(lines, pl.Name)
			continue
		}
		line := a.p.T("record.history.player", "Name", pl.Name, "Score", *pl.Score)
		if g.Solo == nil {
			line = a.p.T("record.history.placed", "Place", *pl.Place, "Player", line)
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// resultText: the winners, or the solo rank and the opponent's outcome.
func (a *app) resultText(g record.Game) string {
	p := a.p
	if g.Solo == nil {
		if len(g.Winners) > 1 {
			return p.T("record.history.shared", "Names", joinNames(a, g.Winners))
		}
		return strings.Join(g.Winners, "")
	}
	var parts []string
	if g.Solo.Rank != "" {
		parts = append(parts, p.T("term.rank."+g.Solo.Rank))
	}
	if b := g.Solo.Beaten; b != nil {
		id := "record.history.missed"
		if *b {
			id = "record.history.beaten"
		}
		parts = append(parts, p.T(id))
	}
	return strings.Join(parts, "\n")
}

// minutesText: "2:15 h"; "" when unknown.
func (a *app) minutesText(m int) string {
	if m <= 0 {
		return ""
	}
	return a.p.T("record.history.minutes", "Hours", m/60, "Minutes", fmt.Sprintf("%02d", m%60))
}
