package record

import (
	"cmp"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/view"
)

// stephens history: the finished games, newest first.

type HistoryOptions struct {
	Player string // --player: only the games this player played
	Since  string // --since: only the games from this day on
	JSON   bool
	Only   string // one game's, by its ID ("" for all)
}

func NewHistoryCmd(a *cmdutil.App) *cobra.Command {
	var o HistoryOptions
	cmd := a.Command("history", "record.history.short", func(*cobra.Command) error { return RunHistory(a, o) }, func(c *cobra.Command) {
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
func finishedGames(a *cmdutil.App, only string) ([]record.Game, error) {
	all, _, err := gamefile.ListWanted(shared.ReadPlayFile, func(_ string, s record.Summary) bool {
		return s.Finished && (only == "" || s.Game == only) // the others are not read
	}, false)
	if err != nil {
		return nil, shared.GamesFolderError(a, err)
	}
	games := make([]record.Game, 0, len(all))
	for _, l := range all {
		if l.Err != nil {
			skipped(a, l.Err)
			continue
		}
		if l.Entry.Finished() && (only == "" || l.Entry.Game.Game == only) {
			games = append(games, l.Entry.Game)
		}
	}
	record.Newest(games)
	return games, nil
}

// runHistory lists the finished games (o.only: one game's, by its ID);
// piped, a line a game as they come from the record.
func RunHistory(a *cmdutil.App, o HistoryOptions) error {
	if !o.JSON && o.Player == "" && !a.Screen().Person {
		lines := view.NewHistoryLines(a.IO.Out)
		if err := eachFinished(a, o.Only, o.Since, false, false, lines.Add); err != nil || lines.Games > 0 {
			return cmp.Or(err, lines.Flush())
		}
		noGames(a, o.Since, o.Only)
		return nil
	}
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
	return a.Screen().History(a.IO.Out, games)
}
