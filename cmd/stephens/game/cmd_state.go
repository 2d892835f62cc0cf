package game

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/view"
)

// The commands around a game: state, undo, log, games, resume.

func NewStateCmd(a *cmdutil.App) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "state",
		Short: a.P.T("game.state.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if asJSON {
				path, err := shared.GamePath(a)
				if err != nil {
					return err
				}
				return writeStateJSON(a, path)
			}
			g, err := shared.OpenGame(a, false)
			if err != nil {
				return err
			}
			shared.PrintBoard(a, a.IO.Out, g.State)
			if a.IO.OutTTY { // piped, the board's lines say it ("next", "reset")
				shared.PrintNext(a, g.State)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, a.P.T("flag.json"))
	return cmd
}

func NewUndoCmd(a *cmdutil.App) *cobra.Command {
	var yes bool
	cmd := &cobra.Command{
		Use:   "undo [N]",
		Short: a.P.T("game.undo.short"),
		Args:  cmdutil.MaxArgs(a.P, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			n := 1
			if len(args) == 1 {
				v, err := strconv.Atoi(args[0])
				if err != nil || v < 1 {
					return cmdutil.UsageError(a.P.T("game.undo.bad_n", "Value", args[0]), a.P.T("error.accepted", "Accepted", a.P.T("walk.accepted.from", "Min", 1)))
				}
				n = v
			}
			path, err := shared.GamePath(a)
			if err != nil {
				return err
			}
			g, err := shared.OpenGameBefore(a, path, true, n)
			if err != nil {
				return err
			}
			defer g.Close()
			var unit *shared.UndoUnit // no number: what the table's undo takes back
			if len(args) == 0 && game.Undoable(g.File.Events) > 0 {
				known, err := shared.Known(a)
				if err != nil { // a broken transcription: the last entry alone
					known = play.Known{}
				}
				u, err := shared.LastUndoUnit(a, g, known)
				if err != nil {
					return err
				}
				unit, n = &u, u.Back
			}
			if ok, err := undoCommandAsked(a, g, n, unit, yes); err != nil || !ok {
				return err
			}
			if err := undo(a, g, n, unit); err != nil {
				return err
			}
			if g.State.Reset != nil { // back inside the phase: it is under way, not due
				shared.PrintResetUnderWay(a, g.State)
				return nil
			}
			shared.PrintNext(a, g.State)
			return nil
		},
	}
	cmd.Flags().BoolVar(&yes, "yes", false, a.P.T("game.undo.flag_yes"))
	return cmd
}

// undoCommandAsked: stephens undo asks first, naming what it takes back (issue 18 item 2);
// with no number that is the table's unit (undoUnit), asked as play asks it.
// At a terminal the table is asked (no is the default, as play's undo).
// In a script the command line is the request, except for the end of a
// finished game: that takes it out of history, stats and the export until
// it is finished again, so --yes must say so, else exit 2 naming it.
func undoCommandAsked(a *cmdutil.App, g *shared.GameSession, n int, unit *shared.UndoUnit, yes bool) (bool, error) {
	events := g.File.Events
	if yes || n > game.Undoable(events) {
		return true, nil // too many: undo says how many it can
	}
	p := a.P
	keep := len(events) - n
	finished := slices.ContainsFunc(events[keep:], func(e game.Event) bool { return e.Kind == game.KindFinish })
	if !a.CanPrompt() && !finished {
		return true, nil // the command line asked for it
	}
	st, err := g.StateBeforeUndo(n, unit)
	if err != nil {
		return false, shared.GameFileError(a, g.Path, err)
	}
	said := shared.DescribeEvents(a, st, events[keep:])
	what := make([]string, 0, len(said)) // newest first, as undo prints them
	finish := ""
	for i, d := range said {
		what = append([]string{d}, what...)
		if events[keep+i].Kind == game.KindFinish {
			finish = d
		}
	}
	if !a.CanPrompt() {
		return false, cmdutil.UsageError(p.T("game.undo.finish_refused", "What", finish, "Path", g.Path), p.T("game.undo.finish_hint"))
	}
	ask := p.T("game.seams.undo_ask", "What", what[0])
	switch {
	case finish != "" && n == 1:
		ask = p.T("game.undo.finish_ask", "What", finish)
	case unit != nil:
		ask = shared.UndoUnitAsk(a, *unit)
	case n > 1:
		ask = p.N("game.undo.ask_many", n, "What", strings.Join(what, "; "))
	}
	ok, err := a.Prompter().Confirm(ask, false)
	if err != nil {
		return false, err
	}
	if !ok {
		fmt.Fprintln(a.IO.Out, a.Wrap(p.T("game.seams.undo_kept")))
	}
	return ok, nil
}

func NewLogCmd(a *cmdutil.App) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "log",
		Short: a.P.T("game.log.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := shared.OpenGame(a, false)
			if err != nil {
				return err
			}
			if asJSON {
				return logJSON(a, g)
			}
			return printLog(a, g, 0)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, a.P.T("flag.json"))
	return cmd
}

func NewGamesCmd(a *cmdutil.App) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "games",
		Short: a.P.T("game.games.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return RunGames(a, asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, a.P.T("flag.json"))
	return cmd
}

func NewResumeCmd(a *cmdutil.App) *cobra.Command {
	return a.LaterHelp(&cobra.Command{
		Use:   "resume [" + a.P.T("game.resume.arg") + "]",
		Short: a.P.T("game.resume.short"),
		Args:  cmdutil.MaxArgs(a.P, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return RunResume(a, args)
		},
	}, func(c *cobra.Command) {
		c.Long = a.P.T("game.resume.long")
	})
}

// undo drops the last n events (never the setup draws) and saves; the
// game is replayed once, up to what stays. A unit (undo with no number)
// is said in one piece, as it was asked; else each entry on its own line.
func undo(a *cmdutil.App, g *shared.GameSession, n int, unit *shared.UndoUnit) error {
	p := a.P
	if n > game.Undoable(g.File.Events) {
		return cmdutil.UsageError(p.N("game.undo.too_many", game.Undoable(g.File.Events), "N", n))
	}
	keep := len(g.File.Events) - n
	st, err := g.StateBeforeUndo(n, unit)
	if err != nil {
		return shared.GameFileError(a, g.Path, err)
	}
	var lines []string
	for _, d := range shared.DescribeEvents(a, st, g.File.Events[keep:]) {
		lines = append(lines, p.T("game.undo.line", "What", d))
	}
	dropped := g.File.Events[keep:]
	g.File.Events = g.File.Events[:keep]
	if err := g.Save(); err != nil {
		g.File.Events = append(g.File.Events, dropped...)
		return err
	}
	g.State = st
	if unit != nil { // the entry the table made, with those that followed it
		shared.UndoUnitDone(a, *unit)
	} else {
		for i := len(lines) - 1; i >= 0; i-- {
			shared.UndoneLine(a, lines[i])
		}
	}
	for _, line := range a.Screen().PutBack(st, dropped) { // what the table puts back (issue 29), the Automa's cards included
		fmt.Fprintln(a.IO.Out, line)
	}
	return nil
}

// logEntries is the game's history in words (view.Log); a broken event
// is named with the game file.
func logEntries(a *cmdutil.App, g *shared.GameSession) ([]view.LogEntry, error) {
	out, err := view.Log(a.P, g.File.Settings, g.File.Events)
	if err != nil {
		if _, bad := game.New(g.File.Settings); bad != nil {
			return nil, bad
		}
		return nil, shared.GameFileError(a, g.Path, err)
	}
	return out, nil
}

// printLog prints the history in words; last > 0 keeps only the last ones.
func printLog(a *cmdutil.App, g *shared.GameSession, last int) error {
	entries, err := logEntries(a, g)
	if err != nil {
		return err
	}
	if last > 0 && len(entries) > last {
		entries = entries[len(entries)-last:]
	}
	for _, e := range entries {
		if a.IO.OutTTY {
			fmt.Fprintln(a.IO.Out, a.Hanging(fmt.Sprintf("%4d  ", e.N), e.Text))
		} else {
			fmt.Fprintf(a.IO.Out, "%d\t%s\t%s\n", e.N, e.Event.Kind, e.Text)
		}
	}
	return nil
}

func logJSON(a *cmdutil.App, g *shared.GameSession) error {
	entries, err := logEntries(a, g)
	if err != nil {
		return err
	}
	return shared.WriteJSON(a, entries)
}

// GameListing is one saved game as `games --json` prints it
// (view.GameListing).
type GameListing = view.GameListing

// StatusBroken is the status of a game file that cannot be read.
const StatusBroken = view.StatusBroken

func RunGames(a *cmdutil.App, asJSON bool) error {
	p := a.P
	all, plays, err := shared.GamesAndPlays(a)
	if err != nil {
		return err
	}
	current := gamefile.Current()
	list := make([]GameListing, 0, len(all))
	for _, item := range all {
		if item.Err != nil {
			list = append(list, view.BrokenListing(item.Path, item.Path == current, item.Err, "game.cannot_open"))
			continue
		}
		list = append(list, a.Screen().Listing(item.Path, item.Path == current, item.Entry))
	}
	if asJSON {
		return shared.WriteJSON(a, list)
	}
	if len(list) == 0 {
		fmt.Fprintln(a.IO.Out, p.T("game.games.none"))
		otherPlays(a, a.IO.Out, plays)
		return nil
	}
	if !a.IO.OutTTY {
		_ = a.Screen().Games(a.IO.Out, list)
		otherPlays(a, a.IO.Err, plays) // the rows stay one game a line
		return nil
	}
	_ = a.Screen().Games(a.IO.Out, list)
	otherPlays(a, a.IO.Out, plays)
	return nil
}

// runResume makes GAME (a number from `stephens games`, a file name in the
// games folder, or a path) the current game and continues it.
func RunResume(a *cmdutil.App, args []string) error {
	p := a.P
	path := a.Game
	if len(args) == 1 {
		var err error
		if path, err = findGame(a, args[0]); err != nil {
			return cmdutil.UsageError(p.T("game.resume.not_found", "Game", args[0]), p.T("game.resume.hint"))
		}
	}
	if path == "" {
		path = gamefile.Current()
	}
	if path == "" {
		return cmdutil.UsageError(p.T("game.no_game"), p.T("game.no_game_hint"))
	}
	if gamefile.IsPlay(path) { // a recorded play of another game: nothing to continue
		return cmdutil.UsageError(p.T("games.not_resumable", "Path", path), p.T("games.not_resumable_hint"))
	}
	g, err := shared.OpenGameAt(a, path, false)
	if err != nil {
		return err
	}
	if err := gamefile.SetCurrent(path); err != nil {
		return a.WriteFailed("game.new.cannot_point", gamefile.CurrentFile(), err)
	}
	a.Game = path
	fmt.Fprintln(a.IO.Out, shared.TtyWrap(a, p.T("game.resume.now", "Path", path)))
	if a.CanPrompt() && g.State.Phase != game.PhaseOver {
		return RunPlay(a)
	}
	shared.PrintBoard(a, a.IO.Out, g.State)
	shared.PrintNext(a, g.State)
	return nil
}

func findGame(a *cmdutil.App, arg string) (string, error) {
	if n, err := strconv.Atoi(arg); err == nil && n >= 1 { // as games numbers them
		games, err := shared.GamesInOrder(a)
		if err != nil {
			return "", err
		}
		if n <= len(games) {
			return games[n-1].Path, nil
		}
	}
	paths, err := gamefile.List()
	if err != nil {
		return "", shared.GamesFolderError(a, err)
	}
	for _, p := range paths {
		base := filepath.Base(p)
		if base == arg || strings.TrimSuffix(base, ".yaml") == arg {
			return p, nil
		}
	}
	if _, err := os.Stat(arg); err == nil {
		return filepath.Abs(arg)
	}
	return "", os.ErrNotExist
}
