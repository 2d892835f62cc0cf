package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// The commands around a game: state, undo, log, games, resume.

func newStateCmd(a *app) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "state",
		Short: a.p.T("game.state.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if asJSON {
				path, err := a.gamePath()
				if err != nil {
					return err
				}
				return a.writeStateJSON(path)
			}
			g, err := a.openGame(false)
			if err != nil {
				return err
			}
			a.printBoard(a.io.Out, g.state)
			if a.io.OutTTY { // piped, the board's lines say it ("next", "reset")
				a.printNext(g.state)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, a.p.T("flag.json"))
	return cmd
}

func newUndoCmd(a *app) *cobra.Command {
	var yes bool
	cmd := &cobra.Command{
		Use:   "undo [N]",
		Short: a.p.T("game.undo.short"),
		Args:  maxArgs(a.p, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			n := 1
			if len(args) == 1 {
				v, err := strconv.Atoi(args[0])
				if err != nil || v < 1 {
					return usageError(a.p.T("game.undo.bad_n", "Value", args[0]), a.p.T("error.accepted", "Accepted", a.p.T("walk.accepted.from", "Min", 1)))
				}
				n = v
			}
			path, err := a.gamePath()
			if err != nil {
				return err
			}
			g, err := a.openGameBefore(path, true, n)
			if err != nil {
				return err
			}
			defer g.close()
			var unit *undoUnit // no number: what the table's undo takes back
			if len(args) == 0 && game.Undoable(g.file.Events) > 0 {
				known, err := a.known()
				if err != nil { // a broken transcription: the last entry alone
					known = play.Known{}
				}
				u, err := a.lastUndoUnit(g, known)
				if err != nil {
					return err
				}
				unit, n = &u, u.back
			}
			if ok, err := a.undoCommandAsked(g, n, unit, yes); err != nil || !ok {
				return err
			}
			if err := a.undo(g, n, unit); err != nil {
				return err
			}
			if g.state.Reset != nil { // back inside the phase: it is under way, not due
				a.printResetUnderWay(g.state)
				return nil
			}
			a.printNext(g.state)
			return nil
		},
	}
	cmd.Flags().BoolVar(&yes, "yes", false, a.p.T("game.undo.flag_yes"))
	return cmd
}

// undoCommandAsked: stephens undo asks first, naming what it takes back (issue 18 item 2);
// with no number that is the table's unit (undoUnit), asked as play asks it.
// At a terminal the table is asked (no is the default, as play's undo).
// In a script the command line is the request, except for the end of a
// finished game: that takes it out of history, stats and the export until
// it is finished again, so --yes must say so, else exit 2 naming it.
func (a *app) undoCommandAsked(g *gameSession, n int, unit *undoUnit, yes bool) (bool, error) {
	events := g.file.Events
	if yes || n > game.Undoable(events) {
		return true, nil // too many: undo says how many it can
	}
	p := a.p
	keep := len(events) - n
	finished := slices.ContainsFunc(events[keep:], func(e game.Event) bool { return e.Kind == game.KindFinish })
	if !a.canPrompt() && !finished {
		return true, nil // the command line asked for it
	}
	st, err := g.stateBeforeUndo(n, unit)
	if err != nil {
		return false, a.gameFileError(g.path, err)
	}
	said := a.describeEvents(st, events[keep:])
	what := make([]string, 0, len(said)) // newest first, as undo prints them
	finish := ""
	for i, d := range said {
		what = append([]string{d}, what...)
		if events[keep+i].Kind == game.KindFinish {
			finish = d
		}
	}
	if !a.canPrompt() {
		return false, usageError(p.T("game.undo.finish_refused", "What", finish, "Path", g.path), p.T("game.undo.finish_hint"))
	}
	ask := p.T("game.seams.undo_ask", "What", what[0])
	switch {
	case finish != "" && n == 1:
		ask = p.T("game.undo.finish_ask", "What", finish)
	case unit != nil:
		ask = a.undoUnitAsk(*unit)
	case n > 1:
		ask = p.N("game.undo.ask_many", n, "What", strings.Join(what, "; "))
	}
	ok, err := a.prompter().Confirm(ask, false)
	if err != nil {
		return false, err
	}
	if !ok {
		fmt.Fprintln(a.io.Out, a.wrap(p.T("game.seams.undo_kept")))
	}
	return ok, nil
}

func newLogCmd(a *app) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "log",
		Short: a.p.T("game.log.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := a.openGame(false)
			if err != nil {
				return err
			}
			if asJSON {
				return a.logJSON(g)
			}
			return a.printLog(g, 0)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, a.p.T("flag.json"))
	return cmd
}

func newGamesCmd(a *app) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "games",
		Short: a.p.T("game.games.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runGames(a, asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, a.p.T("flag.json"))
	return cmd
}

func newResumeCmd(a *app) *cobra.Command {
	return a.laterHelp(&cobra.Command{
		Use:   "resume [" + a.p.T("game.resume.arg") + "]",
		Short: a.p.T("game.resume.short"),
		Args:  maxArgs(a.p, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runResume(a, args)
		},
	}, func(c *cobra.Command) {
		c.Long = a.p.T("game.resume.long")
	})
}

func writeJSON(a *app, v any) error {
	enc := jsonEncoder(a.io.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// undo drops the last n events (never the setup draws) and saves; the
// game is replayed once, up to what stays. A unit (undo with no number)
// is said in one piece, as it was asked; else each entry on its own line.
func (a *app) undo(g *gameSession, n int, unit *undoUnit) error {
	p := a.p
	if n > game.Undoable(g.file.Events) {
		return usageError(p.N("game.undo.too_many", game.Undoable(g.file.Events), "N", n))
	}
	keep := len(g.file.Events) - n
	st, err := g.stateBeforeUndo(n, unit)
	if err != nil {
		return a.gameFileError(g.path, err)
	}
	var lines []string
	for _, d := range a.describeEvents(st, g.file.Events[keep:]) {
		lines = append(lines, p.T("game.undo.line", "What", d))
	}
	dropped := g.file.Events[keep:]
	g.file.Events = g.file.Events[:keep]
	if err := g.save(); err != nil {
		g.file.Events = append(g.file.Events, dropped...)
		return err
	}
	g.state = st
	if unit != nil { // the entry the table made, with those that followed it
		a.undoUnitDone(*unit)
	} else {
		for i := len(lines) - 1; i >= 0; i-- {
			a.undoneLine(lines[i])
		}
	}
	a.cardsBack(g.file.Settings, dropped)
	return nil
}

// logEntry is one line of the history: in words for people, and in
// --json the event as the game file has it (the same in every language).
type logEntry struct {
	N     int        `json:"n"`
	Event game.Event `json:"event"`
	text  string
}

func (a *app) logEntries(g *gameSession) ([]logEntry, error) {
	s, err := game.New(g.file.Settings)
	if err != nil {
		return nil, err
	}
	said, err := play.History(s, g.file.Events)
	if err != nil {
		return nil, a.gameFileError(g.path, err)
	}
	out := make([]logEntry, 0, len(g.file.Events))
	for i, e := range g.file.Events {
		out = append(out, logEntry{N: i + 1, text: a.p.Render(said[i]), Event: e})
	}
	return out, nil
}

// printLog prints the history in words; last > 0 keeps only the last ones.
func (a *app) printLog(g *gameSession, last int) error {
	entries, err := a.logEntries(g)
	if err != nil {
		return err
	}
	if last > 0 && len(entries) > last {
		entries = entries[len(entries)-last:]
	}
	for _, e := range entries {
		if a.io.OutTTY {
			fmt.Fprintln(a.io.Out, a.hanging(fmt.Sprintf("%4d  ", e.N), e.text))
		} else {
			fmt.Fprintf(a.io.Out, "%d\t%s\t%s\n", e.N, e.Event.Kind, e.text)
		}
	}
	return nil
}

func (a *app) logJSON(g *gameSession) error {
	entries, err := a.logEntries(g)
	if err != nil {
		return err
	}
	return writeJSON(a, entries)
}

// gameListing is one saved game as `games --json` prints it: the same in
// every language (the status is the game's phase or "broken"; a broken
// file's problem is its message ID and values, never the words).
type gameListing struct {
	File    string    `json:"file"`
	Date    string    `json:"date"`
	Players []string  `json:"players"`
	Mode    game.Mode `json:"mode"`
	Status  string    `json:"status"`
	Winners []string  `json:"winners"`
	// Solo is a solo game's difficulty and opponent card, and once it is
	// over its result (rank, target reached): a solo game has no winner.
	Solo    *record.Solo      `json:"solo,omitempty"`
	Current bool              `json:"current"`
	Problem *userfile.Machine `json:"problem,omitempty"`

	result string // the winners, or a solo game's rank and target, in words
}

// statusBroken is the status of a game file that cannot be read.
const statusBroken = "broken"

func runGames(a *app, asJSON bool) error {
	p := a.p
	all, err := gamesInOrder(a)
	if err != nil {
		return err
	}
	current := gamefile.Current()
	list := []gameListing{}
	for _, item := range all {
		l := gameListing{File: item.Path, Current: item.Path == current, Players: []string{}, Winners: []string{}}
		if item.Err != nil {
			l.Status, l.Problem = statusBroken, userfile.MachineOf(item.Err, "game.cannot_open")
			list = append(list, l)
			continue
		}
		g := item.Entry.Game
		l.Date = g.Started.Local().Format("2006-01-02 15:04")
		for _, pl := range g.Players {
			l.Players = append(l.Players, pl.Name)
		}
		l.Mode, l.Status, l.Solo = g.Mode, string(item.Entry.Phase), g.Solo
		l.Winners = append(l.Winners, g.Winners...)
		if item.Entry.Finished() {
			l.result = strings.ReplaceAll(a.resultText(g), "\n", ", ")
		}
		list = append(list, l)
	}
	if asJSON {
		return writeJSON(a, list)
	}
	if len(list) == 0 {
		fmt.Fprintln(a.io.Out, p.T("game.games.none"))
		return nil
	}
	if !a.io.OutTTY {
		for i, l := range list {
			fmt.Fprintf(a.io.Out, "%d\t%s\t%s\t%s\t%s\t%s\t%s\n", i+1, l.Date, shown(strings.Join(l.Players, ",")), l.Mode, l.Status, shown(strings.Join(l.Winners, ",")), shown(l.File))
		}
		return nil
	}
	var rows [][]string
	for i, l := range list {
		mark := strconv.Itoa(i + 1)
		if l.Current {
			mark += " *"
		}
		status := l.Status
		switch {
		case l.Status == statusBroken:
			status = p.T("game.games.broken")
		case l.Status == string(game.PhaseTurns): // "solo · turns" read as one phrase
			status = p.T("game.games.in_play")
		case l.Status != "":
			status = a.phaseName(game.Phase(l.Status))
		}
		mode := ""
		if l.Mode != "" {
			mode = p.T("game.mode." + string(l.Mode))
		}
		rows = append(rows, []string{mark, l.Date, shown(strings.Join(l.Players, ", ")), mode, status, shown(l.result)})
	}
	_ = boxTable(a, a.io.Out, []string{"#", p.T("game.games.date"), p.T("game.games.players"), p.T("game.games.mode"),
		p.T("game.games.status"), p.T("game.games.result")}, rows)
	fmt.Fprintln(a.io.Out, a.wrap(p.T("game.games.hint")))
	return nil
}

// runResume makes GAME (a number from `stephens games`, a file name in the
// games folder, or a path) the current game and continues it.
func runResume(a *app, args []string) error {
	p := a.p
	path := a.game
	if len(args) == 1 {
		var err error
		if path, err = findGame(a, args[0]); err != nil {
			return usageError(p.T("game.resume.not_found", "Game", args[0]), p.T("game.resume.hint"))
		}
	}
	if path == "" {
		path = gamefile.Current()
	}
	if path == "" {
		return usageError(p.T("game.no_game"), p.T("game.no_game_hint"))
	}
	if gamefile.IsPlay(path) { // a recorded play of another game: nothing to continue
		return usageError(p.T("games.not_resumable", "Path", path), p.T("games.not_resumable_hint"))
	}
	g, err := a.openGameAt(path, false)
	if err != nil {
		return err
	}
	if err := gamefile.SetCurrent(path); err != nil {
		return a.writeFailed("game.new.cannot_point", gamefile.CurrentFile(), err)
	}
	a.game = path
	fmt.Fprintln(a.io.Out, a.ttyWrap(p.T("game.resume.now", "Path", path)))
	if a.canPrompt() && g.state.Phase != game.PhaseOver {
		return runPlay(a)
	}
	a.printBoard(a.io.Out, g.state)
	a.printNext(g.state)
	return nil
}

func findGame(a *app, arg string) (string, error) {
	if n, err := strconv.Atoi(arg); err == nil && n >= 1 { // as games numbers them
		games, err := gamesInOrder(a)
		if err != nil {
			return "", err
		}
		if n <= len(games) {
			return games[n-1].Path, nil
		}
	}
	paths, err := gamefile.List()
	if err != nil {
		return "", a.gamesFolderError(err)
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
