package record

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/olekukonko/tablewriter/tw"
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/record"
)

// stephens history: the finished games, newest first.

type HistoryOptions struct {
	Player string // --player: only the games this player played
	Since  string // --since: only the games from this day on
	JSON   bool
	Only   string // one game's, by its ID ("" for all)
	// categories: the points by category are read too (stats' charts)
	categories bool
}

func NewHistoryCmd(a *cmdutil.App) *cobra.Command {
	var o HistoryOptions
	cmd := &cobra.Command{
		Use:   "history",
		Short: a.P.T("record.history.short"),
		Args:  cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			return RunHistory(a, o)
		},
	}
	a.LaterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.P.T("record.history.long")
		c.Example = "  stephens history\n  stephens history --player Ana --since 2025-01-01\n  stephens history --json"
	})
	RecordFlags(a, cmd, &o.Player, &o.Since, &o.JSON, "record.history.flag_player")
	return cmd
}

// recordFlags declares what every command reading the record takes (the
// record's history and stats, and each game's): --player (its help
// playerHelp), --since and --json.
func RecordFlags(a *cmdutil.App, cmd *cobra.Command, player, since *string, asJSON *bool, playerHelp string) {
	cmd.Flags().StringVar(player, "player", "", a.P.T(playerHelp))
	cmd.Flags().StringVar(since, "since", "", a.P.T("record.flag_since"))
	cmd.Flags().BoolVar(asJSON, "json", false, a.P.T("flag.json"))
}

// finishedGames returns the finished games of the games folder, newest
// first, through the record's index (gamefile.ListAll): the Stephens
// games and the recorded plays of the games scored with a sheet (only one
// game's with only, its ID). A file that cannot be read is reported on
// stderr in one line naming it, and skipped: it never hides the others.
func finishedGames(a *cmdutil.App, only string, categories bool) ([]record.Game, error) {
	all, _, err := gamefile.ListWanted(shared.ReadPlayFile, func(_ string, s record.Summary) bool {
		return s.Finished && (only == "" || s.Game == only) // the others are not read
	}, categories)
	if err != nil {
		return nil, shared.GamesFolderError(a, err)
	}
	games := make([]record.Game, 0, len(all))
	for _, l := range all {
		if l.Err != nil {
			fmt.Fprint(a.IO.Err, cmdutil.ErrorText(a.P.T("error.prefix"), a.P.T("error.hint"),
				a.P.T("record.skipped", "Detail", a.Message(l.Err)), nil, a.IO.ErrWidth))
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
func RunHistory(a *cmdutil.App, o HistoryOptions) error {
	games, err := recordGames(a, &o)
	if err != nil {
		return err
	}
	if o.JSON {
		return shared.WriteJSON(a, games)
	}
	if len(games) == 0 {
		noGames(a, o.Since, o.Only)
		return nil
	}
	if !a.IO.OutTTY { // one write: a thousand games are a thousand lines
		var b strings.Builder
		for _, g := range games {
			b.WriteString(g.HistoryLine(time.Local))
			b.WriteByte('\n')
		}
		_, err := io.WriteString(a.IO.Out, b.String())
		return err
	}
	p := a.P
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
		row := []string{g.Started.Local().Format("2006-01-02 15:04"), modeText(a, g),
			playersText(a, g), shared.ResultText(a, g), minutesText(a, g.Minutes)}
		if named {
			row = append([]string{g.Name}, row...)
		}
		rows = append(rows, row)
	}
	return cmdutil.WriteAligned(a, header, rows, nil, align)
}

// modeText: "2 players", or "Solo, Normal" with the opponent card.
func modeText(a *cmdutil.App, g record.Game) string {
	p := a.P
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
func playersText(a *cmdutil.App, g record.Game) string {
	var lines []string
	for _, pl := range record.ByPlace(g) {
		if pl.Score == nil {
			lines = append(lines, pl.Name)
			continue
		}
		line := a.P.T("record.history.player", "Name", pl.Name, "Score", *pl.Score)
		if g.Solo == nil {
			line = a.P.T("record.history.placed", "Place", *pl.Place, "Player", line)
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// minutesText: "2:15 h"; "" when unknown.
func minutesText(a *cmdutil.App, m int) string {
	if m <= 0 {
		return ""
	}
	return a.P.T("record.history.minutes", "Hours", m/60, "Minutes", fmt.Sprintf("%02d", m%60))
}
