package main

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

	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/walk"
)

func newComponentsCmd(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "components",
		Short: a.p.T("components.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runComponents(a, cmd)
		},
	}
	a.laterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.p.T("components.long")
	})
	cmd.AddCommand(newRefillsCmd(a), newBonusesCmd(a), newAutomaComponentCmd(a))
	return cmd
}

// runComponents prints what is transcribed and what is missing.
func runComponents(a *app, cmd *cobra.Command) error {
	r, rerr := loadRefills(a)
	b, berr := loadBonuses(a)
	w := a.io.Out
	fmt.Fprintln(w, a.p.T("components.title"))
	fmt.Fprintln(w)

	// Refills: one compact grid of the army stops, "?" for unknown.
	if rerr == nil {
		fmt.Fprintln(w, compWrap(a.p.T("components.refills_head", "Done", r.Count(), "Want", components.Want()), a.io.Width))
		var cells []string
		known := components.Printed{Refills: r}
		proven := false
		for _, s := range components.ArmyStops() {
			cells = append(cells, fmt.Sprintf("%2d: %s", s, a.compStopText(known, s, &proven)))
		}
		compGrid(w, cells, a.io.Width, "  ")
		if proven { // where nothing is transcribed, what the rulebook's example shows
			fmt.Fprintln(w, a.hanging("  ", a.p.T("values.components.proven_note")))
		}
		a.notes(components.RefillNotes(r), w, "  ")
	}
	fmt.Fprintln(w, a.ttyWrap("  "+a.compFileLine(refillsPath())))
	if rerr != nil {
		fmt.Fprintln(w, "  "+a.compBrokenText(rerr))
	} else if r.Count() < components.Want() {
		fmt.Fprintln(w, a.wrap("  "+a.p.T("components.fill_refills")))
	}
	fmt.Fprintln(w)

	// Bonuses: one line per small factory.
	if berr == nil {
		fmt.Fprintln(w, compWrap(a.p.T("components.bonuses_head", "Done", components.FactoriesDone(b), "Want", len(components.FactoryOrder)), a.io.Width))
		for _, pos := range components.FactoryOrder {
			line := a.p.T("term.small_factory."+string(pos)) + ": " + a.p.Text(components.FactoryBonuses(b, pos))
			if a.io.OutTTY { // one line per factory when piped
				line = a.hanging("  ", line)
			} else {
				line = "  " + line
			}
			fmt.Fprintln(w, line)
		}
		a.bonusNotes(b, w, "  ")
	}
	fmt.Fprintln(w, a.ttyWrap("  "+a.compFileLine(bonusesPath())))
	if berr != nil {
		fmt.Fprintln(w, "  "+a.compBrokenText(berr))
	} else if components.FactoriesDone(b) < len(components.FactoryOrder) {
		fmt.Fprintln(w, a.wrap("  "+a.p.T("components.fill_bonuses")))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, compWrap(a.p.T("components.asked"), a.io.Width))
	for _, sub := range cmd.Commands() {
		if sub.Name() == "refills" || sub.Name() == "bonuses" || sub.Hidden {
			continue
		}
		fmt.Fprintln(w, a.wrap(a.p.T("components.more", "Cmd", sub.CommandPath(), "Short", sub.Short)))
	}
	// The Automa transcription has its own command; a broken one is reported
	// here too, as that command reports it.
	_, aerr := loadAutoma()
	if aerr != nil {
		fmt.Fprintln(w, "  "+a.compBrokenText(aerr))
	}
	// A broken file still makes the command fail (exit 2) after the overview.
	for _, err := range []error{rerr, berr, aerr} {
		if err != nil {
			return err
		}
	}
	return nil
}

// ttyWrap folds a line of the overview on a terminal; piped, each stays
// one line.
func (a *app) ttyWrap(s string) string {
	if !a.io.OutTTY {
		return s
	}
	return a.wrap(s)
}

// compStopText writes what is known of a stop as "3/2/2", "?" marking
// unknown numbers and "*" a number the rulebook's example proves (proven
// is set when one is shown).
func (a *app) compStopText(known components.Printed, space int, proven *bool) string {
	shown, p := known.Stop(space)
	*proven = *proven || p
	return a.p.Text(shown)
}

func (a *app) compFileLine(path string) string {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return a.p.T("components.file_none", "Path", path)
	}
	return a.p.T("components.file", "Path", path)
}

// compBrokenText is the one-line report of a broken file, for the overview.
func (a *app) compBrokenText(err error) string { return a.message(err) }

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
func (a *app) compTable() *tablewriter.Table {
	return tablewriter.NewTable(a.io.Out,
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithMaxWidth(a.io.Width),
	)
}

// componentOptions are the options both transcriptions share besides
// their walkthroughs' flags.
type componentOptions struct {
	show  bool
	json  bool
	clear bool
}

func (o *componentOptions) add(a *app, cmd *cobra.Command, specs walk.Flags) {
	declareFlags(a, cmd, specs)
	f := cmd.Flags()
	f.BoolVar(&o.show, "show", false, a.p.T("components.flag.show"))
	f.BoolVar(&o.json, "json", false, a.p.T("flag.json"))
	f.BoolVar(&o.clear, "clear", false, a.p.T("components.flag.clear"))
}

// compClear removes a transcription file once the table confirms (on a
// terminal) or --yes says so.
func (a *app) compClear(d *driver, sf *store.File, count int, area string) error {
	path := sf.Path()
	if !sf.Exists() {
		fmt.Fprintln(a.io.Err, a.p.T("components."+area+".nothing_to_clear"))
		return nil
	}
	remove := false
	if _, err := d.run(func(t *walk.T) error {
		var err error
		remove, err = t.Yes(components.ClearQuestion(area, count))
		return err
	}); err != nil {
		return err
	}
	if !remove {
		fmt.Fprintln(a.io.Err, a.p.T("components."+area+".kept"))
		return nil
	}
	if err := sf.Remove(); err != nil {
		return a.writeFailed("components.remove_failed", path, err)
	}
	fmt.Fprintln(a.io.Err, a.errWrap(a.p.T("components."+area+".cleared", "Path", path)))
	return nil
}

// walkGuide runs a transcription guide through the driver: on a terminal
// (byParts) one part at a time, each saved as soon as it is answered, so
// Ctrl-C keeps every part answered in full; otherwise all of it from the
// flags, saved once. save gets what to save and whether it changed;
// quiet leaves unsaid what the parts recorded.
// The part in progress is kept in the area's draft as it is answered, so
// Ctrl-C loses none of it either.
func walkGuide[T any](a *app, d *driver, g *components.Guide[T], area string, byParts, quiet bool, save func(T, bool) error) error {
	step := g.All
	if byParts {
		step = g.Script
	}
	for !g.Done() {
		d.draft = &draftSpot{path: draftPath("components-" + area), unit: fmt.Sprintf("%s, %d parts left", area, g.Left()),
			what: walk.M("walk.unit.transcription"), resume: walk.M("walk.draft.resume_cmd", "Command", "stephens components "+area)}
		lines, err := d.run(step)
		if err != nil {
			return err
		}
		if err := save(g.Commit()); err != nil {
			return err
		}
		d.settle()
		if !quiet {
			a.printLines(lines, false)
		}
	}
	return nil
}

// compInterrupted is Ctrl-C during a guided transcription: exit 130 and,
// in one line, what was kept.
func (a *app) compInterrupted(err error, kept string) error {
	if !errors.Is(err, prompt.ErrInterrupt) || kept == "" {
		return err
	}
	var hints []string // what the driver kept of the part in progress
	if ee := (*exitErr)(nil); errors.As(err, &ee) && len(ee.hints) > 1 {
		hints = ee.hints[:len(ee.hints)-1]
	}
	return &exitErr{code: exitInterrupted, msg: a.p.T("error.interrupted") + "; " + kept, hints: hints, err: err}
}

// compIndent indents every line of an example block by two spaces.
func compIndent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = "  " + l
	}
	return strings.Join(lines, "\n")
}
