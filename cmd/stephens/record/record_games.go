package record

import (
	"fmt"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/view"
	"github.com/pileup-companion/stephens/locales"
)

// recordGames is the finished games, newest first (o.only: one game's):
// with --since only those started on that day or later (the table's
// clock), with --player only the ones the player played. A player who
// played no finished game is refused, naming those who did.
func recordGames(a *cmdutil.App, o *HistoryOptions) ([]record.Game, error) {
	since, player := o.Since, o.Player
	day, err := sinceDay(a, since)
	if err != nil {
		return nil, err
	}
	games, err := finishedGames(a, o.Only)
	if err != nil {
		return nil, err
	}
	if player != "" {
		if named := record.Named(games, player); named != "" {
			o.Player = named // "fabio" for Fábio
		}
		played := record.Played(games, o.Player)
		if len(played) == 0 {
			var names []string
			for _, s := range record.Stats(games) {
				names = append(names, s.Name)
			}
			return nil, noPlayer(a, player, names)
		}
		games = played
	}
	if since != "" {
		games = record.Since(games, day)
	}
	return games, nil
}

// sinceDay is the day --since gives (the zero time for none).
func sinceDay(a *cmdutil.App, since string) (time.Time, error) {
	if since == "" {
		return time.Time{}, nil
	}
	day, err := record.ParseSince(since, time.Local)
	if err != nil {
		return day, a.BadFlag(err, "since", since)
	}
	return day, nil
}

// noPlayer refuses a player who played no finished game, naming those
// who did.
func noPlayer(a *cmdutil.App, player string, known []string) error {
	names := make([]any, len(known))
	for i, n := range known {
		names[i] = n
	}
	return cmdutil.UsageError(a.P.T("record.stats.no_player", "Name", player, "Known", locales.List{Items: names}),
		a.P.T("error.flag_value", "Flag", "--player", "Value", player))
}

// eachFinished gives visit the finished games (only: one game's), one at
// a time, newest first or oldest first, from the day since on (""):
// recordGames without --player, for the commands that go through the
// whole record once (the statistics, the export) without holding it in
// memory. The game given is visit's only during the call.
func eachFinished(a *cmdutil.App, only, since string, categories, oldestFirst bool, visit func(record.Game) error) error {
	day, err := sinceDay(a, since)
	if err != nil {
		return err
	}
	var visitErr error
	_, err = gamefile.EachWanted(shared.ReadPlayFile, func(_ string, s record.Summary) bool {
		return s.Finished && (only == "" || s.Game == only) && !s.Started.Before(day) // the others are not read
	}, categories, oldestFirst, func(l gamefile.Listed) error {
		if l.Err != nil {
			skipped(a, l.Err)
			return nil
		}
		if !l.Entry.Finished() || only != "" && l.Entry.Game.Game != only || l.Entry.Game.Started.Before(day) {
			return nil
		}
		visitErr = visit(l.Entry.Game)
		return visitErr
	})
	if visitErr != nil {
		return visitErr
	}
	if err != nil {
		return shared.GamesFolderError(a, err)
	}
	return nil
}

// skipped says on stderr, in one line naming it, that a file of the
// games folder cannot be read: it never hides the others.
func skipped(a *cmdutil.App, err error) {
	fmt.Fprint(a.IO.Err, view.ErrorText(a.P.T("error.prefix"), a.P.T("error.hint"),
		a.P.T("record.skipped", "Detail", a.Message(err)), nil, a.IO.ErrWidth))
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
			fmt.Fprintln(a.IO.Out, a.P.T("sheets.no_plays", "Game", a.P.T("gamerules."+box.ID+".name"), "ID", box.ID))
			return
		}
	}
	fmt.Fprintln(a.IO.Out, a.P.T("record.history.none"))
}
