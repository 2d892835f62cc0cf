package components

// stephens components: the player's transcription of values printed on the
// physical game and given in no rulebook (rules-facts §13): the refill
// numbers on the scoring track's army stops (§5.2 step 2) and the bonuses on
// each small factory (§6). Nothing here is guessed: a value not transcribed
// stays unknown and the running game asks the table for it. The only values
// ever offered as defaults are the ones the rulebook's examples prove, and
// they are marked as such.

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/view"
	"github.com/pileup-companion/stephens/companion/walk"
)

func NewComponentsCmd(a *cmdutil.App) *cobra.Command {
	cmd := a.Command("components", "components.short", func(cmd *cobra.Command) error {
		return RunComponents(a, cmd)
	}, func(c *cobra.Command) { c.Long = a.P.T("components.long") })
	cmd.AddCommand(newTranscriptionCmd(a, refills()), newTranscriptionCmd(a, bonuses()), newAutomaComponentCmd(a))
	return cmd
}

// runComponents prints what is transcribed and what is missing
// (view.Screen.Components); a broken file still makes the command fail
// (exit 2) after the overview.
func RunComponents(a *cmdutil.App, cmd *cobra.Command) error {
	t := view.Transcriptions{RefillsPath: shared.RefillsPath(), BonusesPath: shared.BonusesPath()}
	var rerr, berr, aerr error
	t.Refills, rerr = shared.LoadRefills(a)
	t.Bonuses, berr = shared.LoadBonuses(a)
	_, aerr = shared.LoadAutoma() // its own command; a broken one is reported here too
	t.RefillsBroken, t.BonusesBroken, t.AutomaBroken = brokenText(a, rerr), brokenText(a, berr), brokenText(a, aerr)
	t.RefillsThere, t.BonusesThere = there(t.RefillsPath), there(t.BonusesPath)
	for _, sub := range cmd.Commands() {
		if sub.Name() != "refills" && sub.Name() != "bonuses" && !sub.Hidden {
			t.MoreCommands = append(t.MoreCommands, a.P.T("components.more", "Cmd", sub.CommandPath(), "Short", sub.Short))
		}
	}
	a.Screen().Components(a.IO.Out, t)
	for _, err := range []error{rerr, berr, aerr} {
		if err != nil {
			return err
		}
	}
	return nil
}

// there: a file is at path (a missing one is named as still to come).
func there(path string) bool {
	_, err := os.Stat(path)
	return !errors.Is(err, fs.ErrNotExist)
}

// brokenText is the one-line report of a broken file, for the overview
// ("" for none).
func brokenText(a *cmdutil.App, err error) string {
	if err == nil {
		return ""
	}
	return a.Message(err)
}

// componentOptions are the options both transcriptions share besides
// their walkthroughs' flags.
type ComponentOptions struct {
	show  bool
	json  bool
	clear bool
}

func (o *ComponentOptions) add(a *cmdutil.App, cmd *cobra.Command, specs walk.Flags) {
	cmdutil.DeclareFlags(a, cmd, specs)
	f := cmd.Flags()
	f.BoolVar(&o.show, "show", false, a.P.T("components.flag.show"))
	f.BoolVar(&o.json, "json", false, a.P.T("flag.json"))
	f.BoolVar(&o.clear, "clear", false, a.P.T("components.flag.clear"))
}

// compClear removes a transcription file once the table confirms (on a
// terminal) or --yes says so.
func compClear(a *cmdutil.App, d *drive.Driver, sf *store.File, count int, area string) error {
	path := sf.Path()
	if !sf.Exists() {
		fmt.Fprintln(a.IO.Err, a.P.T("components."+area+".nothing_to_clear"))
		return nil
	}
	remove := false
	if _, err := d.Run(func(t *walk.T) error {
		var err error
		remove, err = t.Yes(components.ClearQuestion(area, count))
		return err
	}); err != nil {
		return err
	}
	if !remove {
		fmt.Fprintln(a.IO.Err, a.P.T("components."+area+".kept"))
		return nil
	}
	if err := sf.Remove(); err != nil {
		return a.WriteFailed("components.remove_failed", path, err)
	}
	fmt.Fprintln(a.IO.Err, a.ErrWrap(a.P.T("components."+area+".cleared", "Path", path)))
	return nil
}

// walkGuide runs a transcription guide through the driver: on a terminal
// (byParts) one part at a time, each saved as soon as it is answered, so
// Ctrl-C keeps every part answered in full; otherwise all of it from the
// flags, saved once. save gets what to save and whether it changed;
// quiet leaves unsaid what the parts recorded.
// The part in progress is kept in the area's draft as it is answered, so
// Ctrl-C loses none of it either.
func walkGuide[T any](a *cmdutil.App, d *drive.Driver, g *components.Guide[T], area string, byParts, quiet bool, save func(T, bool) error) error {
	step := g.All
	if byParts {
		step = g.Script
	}
	for !g.Done() {
		d.Draft = &drive.DraftSpot{Path: drive.DraftPath("components-" + area), Unit: fmt.Sprintf("%s, %d parts left", area, g.Left()),
			What: walk.M("walk.unit.transcription"), Resume: walk.M("walk.draft.resume_cmd", "Command", "stephens components "+area)}
		lines, err := d.Run(step)
		if err != nil {
			return err
		}
		if err := save(g.Commit()); err != nil {
			return err
		}
		d.Settle()
		if !quiet {
			drive.PrintLines(a, lines, false)
		}
	}
	return nil
}

// compInterrupted is Ctrl-C during a guided transcription: exit 130 and,
// in one line, what was kept.
func compInterrupted(a *cmdutil.App, err error, kept string) error {
	if !errors.Is(err, prompt.ErrInterrupt) || kept == "" {
		return err
	}
	var hints []string // what the driver kept of the part in progress
	if ee := (*cmdutil.ExitErr)(nil); errors.As(err, &ee) && len(ee.Hints) > 1 {
		hints = ee.Hints[:len(ee.Hints)-1]
	}
	return &cmdutil.ExitErr{Code: cmdutil.ExitInterrupted, Msg: a.P.T("error.interrupted") + "; " + kept, Hints: hints, Err: err}
}
