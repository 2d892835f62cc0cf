package sheetgame

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	recordcmd "github.com/pileup-companion/stephens/cmd/stephens/record"
	rulescmd "github.com/pileup-companion/stephens/cmd/stephens/rules"
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/rules"
)

// The games scored with a sheet (stephens sintra …, stephens omg …): one
// command group each, wired here to the shared driver, card renderer and
// record. A game's own file (cmd_sintra.go, cmd_omg.go) only names its
// box (companion/played.Box) and its rules.

// newSheetGameCmd is a game's command group: setup, score, history and
// stats, and its rules. Without a command it offers them on a terminal,
// else prints its help.
func NewSheetGameCmd(a *cmdutil.App, box played.Box, game rules.Game) *cobra.Command {
	p := a.P
	group := &cobra.Command{
		Use:   box.ID,
		Short: p.T("games."+box.ID+".short", "Game", box.Name),
		Args:  cobra.NoArgs,
		RunE:  func(cmd *cobra.Command, _ []string) error { return RunSheetGameMenu(a, box, cmd) },
		// --game is a Stephens game's file, or where score --record keeps a play.
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error { return refuseGameFlag(a, box, cmd) },
	}
	a.LaterHelp(group, func(c *cobra.Command) {
		c.Long = p.T("games."+box.ID+".short", "Game", box.Name) + "\n\n" + p.T("games.long", "Game", box.Name, "ID", box.ID)
	})
	// The record's own commands, for this game's plays only.
	history := &cobra.Command{Use: "history", Short: p.T("games.history_short", "Game", box.Name), Args: cobra.NoArgs}
	stats := &cobra.Command{Use: "stats", Short: p.T("games.stats_short", "Game", box.Name), Args: cobra.NoArgs}
	for _, c := range []*cobra.Command{history, stats} {
		a.LaterHelp(c, func(c *cobra.Command) {
			c.Example = "  stephens " + box.ID + " " + c.Name() + " --player Ana --since 2025-01-01"
		})
	}
	ho, so := recordcmd.HistoryOptions{Only: box.ID}, recordcmd.StatsOptions{Only: box.ID}
	recordcmd.RecordFlags(a, history, &ho.Player, &ho.Since, &ho.JSON, "record.history.flag_player")
	recordcmd.RecordFlags(a, stats, &so.Player, &so.Since, &so.JSON, "record.stats.flag_player")
	history.RunE = func(*cobra.Command, []string) error { return recordcmd.RunHistory(a, ho) }
	stats.RunE = func(*cobra.Command, []string) error { return recordcmd.RunStats(a, so) }
	group.AddCommand(newSheetSetupCmd(a, box), newSheetScoreCmd(a, box), history, stats, rulescmd.NewGameRulesCmd(a, game))
	return group
}

// runSheetGameMenu offers the group's commands on a terminal.
func RunSheetGameMenu(a *cmdutil.App, box played.Box, cmd *cobra.Command) error {
	if !a.CanPrompt() {
		return cmd.Help()
	}
	p := a.P
	entries := []struct {
		label string
		do    func() error
	}{
		{p.T("games.menu.setup"), func() error { return runSheetSetup(a, box, &cmdutil.FlagSource{}) }},
		{p.T("games.menu.score"), func() error { return runSheetScore(a, box, sheetScoreOptions{}) }},
		{p.T("games.menu.history"), func() error { return recordcmd.RunHistory(a, recordcmd.HistoryOptions{Only: box.ID}) }},
	}
	for _, c := range cmd.Commands() { // the game's own commands (its rules)
		if c.Name() == "rules" && c.RunE != nil {
			rules := c
			entries = append(entries, struct {
				label string
				do    func() error
			}{p.T("game.menu.rules"), func() error { return rules.RunE(rules, nil) }})
		}
	}
	labels := make([]string, len(entries))
	for i, e := range entries {
		labels[i] = e.label
	}
	k, err := a.Prompter().Select(p.T("games.menu.ask", "Game", box.Name), labels, 0)
	if err != nil {
		return err
	}
	return entries[k].do()
}

func newSheetSetupCmd(a *cmdutil.App, box played.Box) *cobra.Command {
	c := &cobra.Command{
		Use:   "setup",
		Short: a.P.T("games.setup_short", "Game", box.Name),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runSheetSetup(a, box, cmdutil.FlagsOf(a, cmd, box.SetupFlags()))
		},
	}
	a.LaterHelp(c, func(c *cobra.Command) {
		c.Long = a.P.T("games." + box.ID + ".setup_long")
		c.Example = "  stephens " + box.ID + " setup\n  stephens " + box.ID + " setup --players 3"
	})
	cmdutil.DeclareFlags(a, c, box.SetupFlags())
	return c
}

// runSheetSetup walks the table through the setup checklist.
func runSheetSetup(a *cmdutil.App, box played.Box, flags *cmdutil.FlagSource) error {
	if err := flags.Check(a); err != nil {
		return err
	}
	d := drive.NewDriver(a, flags).ForGame(box.ID)
	d.Draft = &drive.DraftSpot{Path: drive.DraftPath("setup-" + box.ID), Unit: "setup " + box.ID, What: walk.M("walk.unit.setup"),
		Resume: walk.M("walk.draft.resume_cmd", "Command", "stephens "+box.ID+" setup")}
	lines, err := d.Run(box.Setup)
	if err != nil {
		return err
	}
	d.Settle()
	drive.PrintLines(a, lines, false)
	return nil
}

// sheetScoreOptions is what the flags of `stephens GAME score` fill.
type sheetScoreOptions struct {
	file, save string
	// force lets --save replace a sheet already there (sheet_save.go).
	force bool
	json  bool
	// record keeps the play in the games folder; duration is its length.
	record   bool
	duration string
	// again records a play whose result is recorded already (a rematch
	// that came out the same).
	again   bool
	clock   func() time.Time
	answers *cmdutil.FlagSource
}

func newSheetScoreCmd(a *cmdutil.App, box played.Box) *cobra.Command {
	var o sheetScoreOptions
	c := &cobra.Command{
		Use:   "score",
		Short: a.P.T("games.score_short", "Game", box.Name),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o.answers = cmdutil.FlagsOf(a, cmd, box.ScoreFlags())
			return runSheetScore(a, box, o)
		},
	}
	a.LaterHelp(c, func(c *cobra.Command) {
		c.Long = a.P.T("games."+box.ID+".score_long", "Game", box.Name)
		c.Example = strings.TrimRight(a.P.T("games."+box.ID+".score_example"), "\n")
	})
	cmdutil.DeclareFlags(a, c, box.ScoreFlags())
	f := c.Flags()
	f.StringVar(&o.file, "file", "", a.P.T("games.flag_file"))
	f.StringVar(&o.save, "save", "", a.P.T("score.flag.save"))
	f.BoolVar(&o.force, "force", false, a.P.T("sheets.flag_force"))
	f.BoolVar(&o.json, "json", false, a.P.T("score.flag.json"))
	f.BoolVar(&o.record, "record", false, a.P.T("games.flag_record"))
	f.StringVar(&o.duration, "duration", "", a.P.T("games.flag_duration"))
	f.BoolVar(&o.again, "again", false, a.P.T("games.flag_again"))
	return c
}

// runSheetScore reads a sheet (--file) or walks the table through one
// (flags, then prompts), keeps a sheet made from answers, records the
// play with --record, and prints the result. Everything is checked before
// anything is written, and written before anything is printed.
func runSheetScore(a *cmdutil.App, box played.Box, o sheetScoreOptions) error {
	p := a.P
	flags := o.answers
	if flags == nil {
		flags = &cmdutil.FlagSource{}
	}
	if err := flags.Check(a); err != nil {
		return err
	}
	if err := shared.CheckSave(a, o.file, o.save, o.force, box.ID); err != nil {
		return err
	}
	if err := checkPlayPath(a, box, o.record); err != nil {
		return err
	}
	minutes := 0
	if o.again && !o.record {
		return cmdutil.UsageError(p.T("games.again_alone"))
	}
	if o.duration != "" {
		if !o.record {
			return cmdutil.UsageError(p.T("games.duration_alone"))
		}
		m, err := record.ParseDuration(o.duration)
		if err != nil {
			return a.BadFlag(err, "duration", o.duration)
		}
		minutes = m
	}
	var sheet played.Sheet
	settle := func() {}
	if o.file != "" {
		if err := flags.WithFile(a, box.ScoreFlags()); err != nil {
			return err
		}
		var refused error // a recorded play this command does not take
		s, err := store.Load(o.file, func(b []byte) (played.Sheet, error) {
			switch other := played.GameOf(b); {
			case other != "" && other != box.ID:
				refused = shared.PlayOfOther(a, other, o.file)
			case other != "" && o.record: // it is in the record already
				refused = cmdutil.UsageError(p.T("sheets.play_recorded", "Path", o.file))
			}
			if refused != nil {
				return nil, refused
			}
			s, err := box.ParseSheet(b)
			if err != nil {
				refused = shared.OtherGameFile(a, o.file, b, box.ID)
			}
			return s, err
		})
		if refused != nil {
			return refused
		}
		var fe *userfile.Error
		if errors.As(err, &fe) && fe.Err == nil {
			fe.Hints = []string{"games." + box.ID + ".sheet_hint"}
		}
		if err != nil {
			return err
		}
		sheet = s
	} else {
		if !a.CanPrompt() && !flags.Any() {
			return a.NeedAnswer(p.T("score.need_sheet"), "--file")
		}
		form := box.NewWalk()
		d := drive.NewDriver(a, flags).ForGame(box.ID)
		// The answers are kept as they come (the one draft mechanism):
		// Ctrl-C loses none, and the next score goes on from them.
		d.Draft = &drive.DraftSpot{Path: drive.DraftPath("score-" + box.ID), Unit: "score " + box.ID, What: walk.M("walk.unit.score"),
			Resume: walk.M("walk.draft.resume_cmd", "Command", "stephens "+box.ID+" score")}
		if _, err := d.Run(form.Script); err != nil {
			return err
		}
		settle = d.Settle // once the sheet is written below
		sheet = box.SheetOf(form.Filled)
	}
	res, err := sheet.Tally()
	if err != nil {
		return a.Invalid(err)
	}
	if o.record {
		if o.record, err = recordAgainAsked(a, box, res, o.again); err != nil {
			return err
		}
	}
	now := time.Now
	if o.clock != nil {
		now = o.clock
	}
	path, opts := shared.SheetTarget(a, o.file, o.save, o.force, now(), "-"+box.ID)
	if o.record && o.save == "" {
		path = "" // the record keeps the sheet
	}
	if path != "" {
		if err := store.WriteFile(path, store.Sheet, sheet.YAML(), opts...); err != nil {
			return a.WriteFailed("score.save_failed", path, err)
		}
		fmt.Fprintln(a.IO.Err, a.ErrWrap(p.T("score.saved", "Path", path)))
		fmt.Fprintln(a.IO.Err, a.ErrWrap(p.T("games.reopen", "ID", box.ID, "Path", shared.ShellQuote(path))))
		if !o.record && o.file == "" && a.CanPrompt() { // counted at the table: the record is one step away
			fmt.Fprintln(a.IO.Err, a.ErrWrap(p.T("sheets.record_later", "ID", box.ID, "Path", shared.ShellQuote(path))))
		}
	}
	if o.record {
		if err := recordPlay(a, box, sheet, res, now(), minutes); err != nil {
			return err
		}
	}
	settle()
	if o.file == "" && !o.json && a.CanPrompt() {
		fmt.Fprintln(a.IO.Out)
	}
	if o.json {
		return shared.WriteJSON(a, res)
	}
	return shared.PrintCard(a, res.Card())
}

// recordPlay keeps a finished play in the games folder, where history,
// stats and the BG Stats export find it, or at --game's path (never over
// a file there).
func recordPlay(a *cmdutil.App, box played.Box, sheet played.Sheet, res played.Result, end time.Time, minutes int) error {
	buf, err := box.WritePlay(sheet, end, minutes)
	if err != nil {
		return err
	}
	var names []string
	for _, pl := range res.Play().Players {
		names = append(names, pl.Name)
	}
	path := a.Game // --game: where the table wants it
	if path == "" {
		path, err = gamefile.RecordPlay(end, box.ID, names, buf) // the next free name, whoever records at the same moment
	} else {
		err = store.WriteFile(path, store.Game, buf, store.CreateOnly)
	}
	if err != nil {
		return a.WriteFailed("games.record_failed", path, err)
	}
	fmt.Fprintln(a.IO.Err, a.ErrWrap(a.P.T("games.recorded", "Game", a.P.T("gamerules."+box.ID+".name"), "Path", path)))
	return nil
}

// checkPlayPath checks --game for a game scored with a sheet: it names
// where --record keeps the play, as "stephens new --game FILE" names
// where a game is kept, so it goes with --record only, and its name ends
// as a play's does (.play.yaml: the record and the export tell a play by
// it) (play test pt3 D13).
func checkPlayPath(a *cmdutil.App, box played.Box, record bool) error {
	switch {
	case a.Game == "":
		return nil
	case !record:
		return cmdutil.UsageError(a.P.T("sheets.game_needs_record"), a.P.T("sheets.game_show_hint", "ID", box.ID, "Path", shared.ShellQuote(a.Game)))
	case !gamefile.IsPlay(a.Game):
		return cmdutil.UsageError(a.P.T("sheets.game_play_name", "Path", a.Game, "Suffix", played.Suffix),
			a.P.T("sheets.game_play_name_hint", "Path", shared.ShellQuote(strings.TrimSuffix(a.Game, ".yaml")+played.Suffix)))
	}
	return nil
}

// refuseGameFlag refuses --game for a command of a game scored with a
// sheet that takes no file (setup, history, stats, rules): only score
// --record does. The command runs the root's check of empty flags too.
func refuseGameFlag(a *cmdutil.App, box played.Box, cmd *cobra.Command) error {
	if err := shared.EmptyFlag(a, cmd); err != nil {
		return err
	}
	if a.Game == "" || cmd.Name() == "score" {
		return nil
	}
	return cmdutil.UsageError(a.P.T("sheets.game_not_here", "Command", cmd.CommandPath()), a.P.T("sheets.game_not_here_hint", "ID", box.ID))
}
