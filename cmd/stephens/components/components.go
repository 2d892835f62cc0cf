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
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/walk"
)

func NewComponentsCmd(a *cmdutil.App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "components",
		Short: a.P.T("components.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return RunComponents(a, cmd)
		},
	}
	a.LaterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.P.T("components.long")
	})
	cmd.AddCommand(newRefillsCmd(a), newBonusesCmd(a), newAutomaComponentCmd(a))
	return cmd
}

// runComponents prints what is transcribed and what is missing.
func RunComponents(a *cmdutil.App, cmd *cobra.Command) error {
	r, rerr := shared.LoadRefills(a)
	b, berr := shared.LoadBonuses(a)
	w := a.IO.Out
	fmt.Fprintln(w, a.P.T("components.title"))
	fmt.Fprintln(w)

	// Refills: one compact grid of the army stops, "?" for unknown.
	if rerr == nil {
		fmt.Fprintln(w, compWrap(a.P.T("components.refills_head", "Done", r.Count(), "Want", components.Want()), a.IO.Width))
		var cells []string
		known := components.Printed{Refills: r}
		proven := false
		for _, s := range components.ArmyStops() {
			cells = append(cells, fmt.Sprintf("%2d: %s", s, compStopText(a, known, s, &proven)))
		}
		compGrid(w, cells, a.IO.Width, "  ")
		if proven { // where nothing is transcribed, what the rulebook's example shows
			fmt.Fprintln(w, a.Hanging("  ", a.P.T("values.components.proven_note")))
		}
		notes(a, components.RefillNotes(r), w, "  ")
	}
	fmt.Fprintln(w, shared.TtyWrap(a, "  "+compFileLine(a, shared.RefillsPath())))
	if rerr != nil {
		fmt.Fprintln(w, "  "+compBrokenText(a, rerr))
	} else if r.Count() < components.Want() {
		fmt.Fprintln(w, a.Wrap("  "+a.P.T("components.fill_refills")))
	}
	fmt.Fprintln(w)

	// Bonuses: one line per small factory.
	if berr == nil {
		fmt.Fprintln(w, compWrap(a.P.T("components.bonuses_head", "Done", components.FactoriesDone(b), "Want", len(components.FactoryOrder)), a.IO.Width))
		for _, pos := range components.FactoryOrder {
			line := a.P.T("term.small_factory."+string(pos)) + ": " + a.P.Text(components.FactoryBonuses(b, pos))
			if a.IO.OutTTY { // one line per factory when piped
				line = a.Hanging("  ", line)
			} else {
				line = "  " + line
			}
			fmt.Fprintln(w, line)
		}
		bonusNotes(a, b, w, "  ")
	}
	fmt.Fprintln(w, shared.TtyWrap(a, "  "+compFileLine(a, shared.BonusesPath())))
	if berr != nil {
		fmt.Fprintln(w, "  "+compBrokenText(a, berr))
	} else if components.FactoriesDone(b) < len(components.FactoryOrder) {
		fmt.Fprintln(w, a.Wrap("  "+a.P.T("components.fill_bonuses")))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, compWrap(a.P.T("components.asked"), a.IO.Width))
	for _, sub := range cmd.Commands() {
		if sub.Name() == "refills" || sub.Name() == "bonuses" || sub.Hidden {
			continue
		}
		fmt.Fprintln(w, a.Wrap(a.P.T("components.more", "Cmd", sub.CommandPath(), "Short", sub.Short)))
	}
	// The Automa transcription has its own command; a broken one is reported
	// here too, as that command reports it.
	_, aerr := shared.LoadAutoma()
	if aerr != nil {
		fmt.Fprintln(w, "  "+compBrokenText(a, aerr))
	}
	// A broken file still makes the command fail (exit 2) after the overview.
	for _, err := range []error{rerr, berr, aerr} {
		if err != nil {
			return err
		}
	}
	return nil
}

// compStopText writes what is known of a stop as "3/2/2", "?" marking
// unknown numbers and "*" a number the rulebook's example proves (proven
// is set when one is shown).
func compStopText(a *cmdutil.App, known components.Printed, space int, proven *bool) string {
	shown, p := known.Stop(space)
	*proven = *proven || p
	return a.P.Text(shown)
}

func compFileLine(a *cmdutil.App, path string) string {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return a.P.T("components.file_none", "Path", path)
	}
	return a.P.T("components.file", "Path", path)
}

// compBrokenText is the one-line report of a broken file, for the overview.
func compBrokenText(a *cmdutil.App, err error) string { return a.Message(err) }

// compGrid prints cells in as many columns as fit the width.
func compGrid(w io.Writer, cells []string, width int, indent string) {
	cell := 0
	for _, c := range cells {
		cell = max(cell, len([]rune(c)))
	}
	cols := max(1, (width-len(indent))/(cell+3))
	for i, c := range cells {
		if i%cols == 0 {
			fmt.Fprint(w, indent)
		}
		fmt.Fprint(w, c)
		if i%cols == cols-1 || i == len(cells)-1 {
			fmt.Fprintln(w)
		} else {
			fmt.Fprint(w, strings.Repeat(" ", cell-len([]rune(c))+3))
		}
	}
}

// compWrap breaks prose at spaces so no line is wider than width.
func compWrap(s string, width int) string {
	var out []string
	for _, para := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			if line != "" && len([]rune(line))+1+len([]rune(word)) > width {
				out = append(out, line)
				line = word
				continue
			}
			if line != "" {
				line += " "
			}
			line += word
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// compTable is a table for a terminal: headers as written, fitted to width.
func compTable(a *cmdutil.App) *tablewriter.Table {
	return tablewriter.NewTable(a.IO.Out,
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithMaxWidth(a.IO.Width),
	)
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
			What: a.P.T("walk.unit.transcription"), Resume: a.P.T("walk.draft.resume_cmd", "Command", "stephens components "+area)}
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

// compIndent indents every line of an example block by two spaces.
func compIndent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = "  " + l
	}
	return strings.Join(lines, "\n")
}
