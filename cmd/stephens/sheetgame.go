package main

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/omg"
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/sintra"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/rules"
)

// The games scored with a sheet (stephens sintra …, stephens omg …): one
// command group each, wired here to the shared driver, card renderer and
// record. A game's own file (cmd_sintra.go, cmd_omg.go) only names its
// box (companion/played.Box) and its rules.

// sheetBoxes are the games scored with a sheet, for the record: building
// them reads none of their data.
func sheetBoxes() []played.Box { return []played.Box{sintra.Box(), omg.Box()} }

// newSheetGameCmd is a game's command group: setup, score, history and
// stats, and its rules. Without a command it offers them on a terminal,
// else prints its help.
func newSheetGameCmd(a *app, box played.Box, game rules.Game) *cobra.Command {
	p := a.p
	group := &cobra.Command{
		Use:   box.ID,
		Short: p.T("games."+box.ID+".short", "Game", box.Name),
		Args:  cobra.NoArgs,
		RunE:  func(cmd *cobra.Command, _ []string) error { return runSheetGameMenu(a, box, cmd) },
		// --game is a Stephens game's file, or where score --record keeps a play.
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error { return refuseGameFlag(a, box, cmd) },
	}
	a.laterHelp(group, func(c *cobra.Command) {
		c.Long = p.T("games."+box.ID+".short", "Game", box.Name) + "\n\n" + p.T("games.long", "Game", box.Name, "ID", box.ID)
	})
	// The record's own commands, for this game's plays only.
	history := &cobra.Command{Use: "history", Short: p.T("games.history_short", "Game", box.Name), Args: cobra.NoArgs}
	stats := &cobra.Command{Use: "stats", Short: p.T("games.stats_short", "Game", box.Name), Args: cobra.NoArgs}
	for _, c := range []*cobra.Command{history, stats} {
		a.laterHelp(c, func(c *cobra.Command) {
			c.Example = "  stephens " + box.ID + " " + c.Name() + " --player Ana --since 2025-01-01"
		})
	}
	ho, so := historyOptions{only: box.ID}, statsOptions{only: box.ID}
	recordFlags(a, history, &ho.player, &ho.since, &ho.json, "record.history.flag_player")
	recordFlags(a, stats, &so.player, &so.since, &so.json, "record.stats.flag_player")
	history.RunE = func(*cobra.Command, []string) error { return runHistory(a, ho) }
	stats.RunE = func(*cobra.Command, []string) error { return runStats(a, so) }
	group.AddCommand(newSheetSetupCmd(a, box), newSheetScoreCmd(a, box), history, stats, newGameRulesCmd(a, game))
	return group
}

// runSheetGameMenu offers the group's commands on a terminal.
func runSheetGameMenu(a *app, box played.Box, cmd *cobra.Command) error {
	if !a.canPrompt() {
		return cmd.Help()
	}
	p := a.p
	entries := []struct {
		label string
		do    func() error
	}{
		{p.T("games.menu.setup"), func() error { return runSheetSetup(a, box, &flagSource{}) }},
		{p.T("games.menu.score"), func() error { return runSheetScore(a, box, sheetScoreOptions{}) }},
		{p.T("games.menu.history"), func() error { return runHistory(a, historyOptions{only: box.ID}) }},
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
	k, err := a.prompter().Select(p.T("games.menu.ask", "Game", box.Name), labels, 0)
	if err != nil {
		return err
	}
	return entries[k].do()
}

func newSheetSetupCmd(a *app, box played.Box) *cobra.Command {
	c := &cobra.Command{
		Use:   "setup",
		Short: a.p.T("games.setup_short", "Game", box.Name),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runSheetSetup(a, box, flagsOf(a, cmd, box.SetupFlags()))
		},
	}
	a.laterHelp(c, func(c *cobra.Command) {
		c.Long = a.p.T("games.setup_long", "Game", box.Name)
		c.Example = "  stephens " + box.ID + " setup\n  stephens " + box.ID + " setup --players 3"
	})
	declareFlags(a, c, box.SetupFlags())
	return c
}

// runSheetSetup walks the table through the setup checklist.
func runSheetSetup(a *app, box played.Box, flags *flagSource) error {
	if err := flags.check(a); err != nil {
		return err
	}
	d := a.newDriver(flags).forGame(box.ID)
	d.draft = &draftSpot{path: draftPath("setup-" + box.ID), unit: "setup " + box.ID, what: a.p.T("walk.unit.setup"),
		resume: a.p.T("walk.draft.resume_cmd", "Command", "stephens "+box.ID+" setup")}
	lines, err := d.run(box.Setup)
	if err != nil {
		return err
	}
	d.settle()
	a.printLines(lines, false)
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
	answers *flagSource
}

func newSheetScoreCmd(a *app, box played.Box) *cobra.Command {
	var o sheetScoreOptions
	c := &cobra.Command{
		Use:   "score",
		Short: a.p.T("games.score_short", "Game", box.Name),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o.answers = flagsOf(a, cmd, box.ScoreFlags())
			return runSheetScore(a, box, o)
		},
	}
	a.laterHelp(c, func(c *cobra.Command) {
		c.Long = a.p.T("games."+box.ID+".score_long", "Game", box.Name)
		c.Example = strings.TrimRight(a.p.T("games."+box.ID+".score_example"), "\n")
	})
	declareFlags(a, c, box.ScoreFlags())
	f := c.Flags()
	f.StringVar(&o.file, "file", "", a.p.T("games.flag_file"))
	f.StringVar(&o.save, "save", "", a.p.T("score.flag.save"))
	f.BoolVar(&o.force, "force", false, a.p.T("sheets.flag_force"))
	f.BoolVar(&o.json, "json", false, a.p.T("score.flag.json"))
	f.BoolVar(&o.record, "record", false, a.p.T("games.flag_record"))
	f.StringVar(&o.duration, "duration", "", a.p.T("games.flag_duration"))
	f.BoolVar(&o.again, "again", false, a.p.T("games.flag_again"))
	return c
}

// runSheetScore reads a sheet (--file) or walks the table through one
// (flags, then prompts), keeps a sheet made from answers, records the
// play with --record, and prints the result. Everything is checked before
// anything is written, and written before anything is printed.
func runSheetScore(a *app, box played.Box, o sheetScoreOptions) error {
	p := a.p
	flags := o.answers
	if flags == nil {
		flags = &flagSource{}
	}
	if err := flags.check(a); err != nil {
		return err
	}
	if err := a.checkSave(o.file, o.save, o.force, box.ID); err != nil {
		return err
	}
	if err := checkPlayPath(a, box, o.record); err != nil {
		return err
	}
	minutes := 0
	if o.again && !o.record {
		return usageError(p.T("games.again_alone"))
	}
	if o.duration != "" {
		if !o.record {
			return usageError(p.T("games.duration_alone"))
		}
		m, err := record.ParseDuration(o.duration)
		if err != nil {
			return a.badFlag(err, "duration", o.duration)
		}
		minutes = m
	}
	var sheet played.Sheet
	settle := func() {}
	if o.file != "" {
		if err := flags.withFile(a, box.ScoreFlags()); err != nil {
			return err
		}
		var refused error // a recorded play this command does not take
		s, err := store.Load(o.file, func(b []byte) (played.Sheet, error) {
			switch other := played.GameOf(b); {
			case other != "" && other != box.ID:
				refused = playOfOther(a, other, o.file)
			case other != "" && o.record: // it is in the record already
				refused = usageError(p.T("sheets.play_recorded", "Path", o.file))
			}
			if refused != nil {
				return nil, refused
			}
			s, err := box.ParseSheet(b)
			if err != nil {
				refused = otherGameFile(a, o.file, b, box.ID)
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
		if !a.canPrompt() && !flags.any() {
			return a.needAnswer(p.T("score.need_sheet"), "--file")
		}
		form := box.NewWalk()
		d := a.newDriver(flags).forGame(box.ID)
		// The answers are kept as they come (the one draft mechanism):
		// Ctrl-C loses none, and the next score goes on from them.
		d.draft = &draftSpot{path: draftPath("score-" + box.ID), unit: "score " + box.ID, what: p.T("walk.unit.score"),
			resume: p.T("walk.draft.resume_cmd", "Command", "stephens "+box.ID+" score")}
		if _, err := d.run(form.Script); err != nil {
			return err
		}
		settle = d.settle // once the sheet is written below
		sheet = box.SheetOf(form.Filled)
	}
	res, err := sheet.Tally()
	if err != nil {
		return a.invalid(err)
	}
	if o.record {
		if o.record, err = a.recordAgainAsked(box, res, o.again); err != nil {
			return err
		}
	}
	now := time.Now
	if o.clock != nil {
		now = o.clock
	}
	path, opts := a.sheetTarget(o.file, o.save, o.force, now(), "-"+box.ID)
	if o.record && o.save == "" {
		path = "" // the record keeps the sheet
	}
	if path != "" {
		if err := store.WriteFile(path, store.Sheet, sheet.YAML(), opts...); err != nil {
			return a.writeFailed("score.save_failed", path, err)
		}
		fmt.Fprintln(a.io.Err, a.errWrap(p.T("score.saved", "Path", path)))
		fmt.Fprintln(a.io.Err, a.errWrap(p.T("games.reopen", "ID", box.ID, "Path", shellQuote(path))))
		if !o.record && o.file == "" && a.canPrompt() { // counted at the table: the record is one step away
			fmt.Fprintln(a.io.Err, a.errWrap(p.T("sheets.record_later", "ID", box.ID, "Path", shellQuote(path))))
		}
	}
	if o.record {
		if err := recordPlay(a, box, sheet, res, now(), minutes); err != nil {
			return err
		}
	}
	settle()
	if o.file == "" && !o.json && a.canPrompt() {
		fmt.Fprintln(a.io.Out)
	}
	if o.json {
		return writeJSON(a, res)
	}
	return printCard(a, res.Card())
}

// recordPlay keeps a finished play in the games folder, where history,
// stats and the BG Stats export find it, or at --game's path (never over
// a file there).
func recordPlay(a *app, box played.Box, sheet played.Sheet, res played.Result, end time.Time, minutes int) error {
	buf, err := box.WritePlay(sheet, end, minutes)
	if err != nil {
		return err
	}
	var names []string
	for _, pl := range res.Play().Players {
		names = append(names, pl.Name)
	}
	path := a.game // --game: where the table wants it
	if path == "" {
		path, err = gamefile.RecordPlay(end, box.ID, names, buf) // the next free name, whoever records at the same moment
	} else {
		err = store.WriteFile(path, store.Game, buf, store.CreateOnly)
	}
	if err != nil {
		return a.writeFailed("games.record_failed", path, err)
	}
	fmt.Fprintln(a.io.Err, a.errWrap(a.p.T("games.recorded", "Game", box.Name, "Path", path)))
	return nil
}

// readPlay reads a play file of any game scored with a sheet as the
// record sees it; a file of a game the companion does not know is refused
// naming the file.
func readPlay(path string) (record.Game, error) {
	return store.Load(path, func(b []byte) (record.Game, error) { return readPlayFile(path, b) })
}

// readPlayFile is the record of a play file's bytes, read by its game's
// rules (the record's index reads plays with it).
func readPlayFile(path string, b []byte) (record.Game, error) {
	box, pl, err := played.ReadAny(sheetBoxes(), b)
	if err != nil {
		return record.Game{}, err
	}
	return record.FromPlay(path, box.Name, pl), nil
}

// checkPlayPath checks --game for a game scored with a sheet: it names
// where --record keeps the play, as "stephens new --game FILE" names
// where a game is kept, so it goes with --record only, and its name ends
// as a play's does (.play.yaml: the record and the export tell a play by
// it) (play test pt3 D13).
func checkPlayPath(a *app, box played.Box, record bool) error {
	switch {
	case a.game == "":
		return nil
	case !record:
		return usageError(a.p.T("sheets.game_needs_record"), a.p.T("sheets.game_show_hint", "ID", box.ID, "Path", shellQuote(a.game)))
	case !gamefile.IsPlay(a.game):
		return usageError(a.p.T("sheets.game_play_name", "Path", a.game, "Suffix", played.Suffix),
			a.p.T("sheets.game_play_name_hint", "Path", shellQuote(strings.TrimSuffix(a.game, ".yaml")+played.Suffix)))
	}
	return nil
}

// playOfOther refuses a recorded play of another game, naming the
// command that shows it.
func playOfOther(a *app, id, path string) error {
	for _, b := range sheetBoxes() {
		if b.ID == id {
			return usageError(a.p.T("sheets.play_of_other", "Path", path, "Game", b.Name),
				a.p.T("sheets.play_of_other_hint", "Command", "stephens "+b.ID+" score --file "+shellQuote(path)))
		}
	}
	return nil // a game not known: the play's own check says so
}

// refuseGameFlag refuses --game for a command of a game scored with a
// sheet that takes no file (setup, history, stats, rules): only score
// --record does. The command runs the root's check of empty flags too.
func refuseGameFlag(a *app, box played.Box, cmd *cobra.Command) error {
	if err := emptyFlag(a, cmd); err != nil {
		return err
	}
	if a.game == "" || cmd.Name() == "score" {
		return nil
	}
	return usageError(a.p.T("sheets.game_not_here", "Command", cmd.CommandPath()), a.p.T("sheets.game_not_here_hint", "ID", box.ID))
}
