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

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
)

func newComponentsCmd(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "components",
		Short: a.p.T("components.short"),
		Long:  a.p.T("components.long"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runComponents(a, cmd)
		},
	}
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
		for _, s := range components.ArmyStops() {
			cells = append(cells, fmt.Sprintf("%2d: %s", s, a.compStopText(r.Stop(s))))
		}
		compGrid(w, cells, a.io.Width, "  ")
	}
	fmt.Fprintln(w, "  "+a.compFileLine(refillsPath()))
	if rerr != nil {
		fmt.Fprintln(w, "  "+a.compBrokenText(rerr))
	} else if r.Count() < components.Want() {
		fmt.Fprintln(w, "  "+a.p.T("components.fill_refills"))
	}
	fmt.Fprintln(w)

	// Bonuses: one line per small factory.
	if berr == nil {
		fmt.Fprintln(w, compWrap(a.p.T("components.bonuses_head", "Done", compFactoriesDone(b), "Want", len(components.FactoryOrder)), a.io.Width))
		for _, pos := range components.FactoryOrder {
			fmt.Fprintf(w, "  %s: %s\n", a.p.T("term.small_factory."+string(pos)), a.compFactoryText(b, pos, ", "))
		}
	}
	fmt.Fprintln(w, "  "+a.compFileLine(bonusesPath()))
	if berr != nil {
		fmt.Fprintln(w, "  "+a.compBrokenText(berr))
	} else if compFactoriesDone(b) < len(components.FactoryOrder) {
		fmt.Fprintln(w, "  "+a.p.T("components.fill_bonuses"))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, compWrap(a.p.T("components.asked"), a.io.Width))
	for _, sub := range cmd.Commands() {
		if sub.Name() == "refills" || sub.Name() == "bonuses" || sub.Hidden {
			continue
		}
		fmt.Fprintln(w, a.p.T("components.more", "Cmd", sub.CommandPath(), "Short", sub.Short))
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

// compStopText writes a stop's values as "3/2/2", "?" marking unknown numbers.
func (a *app) compStopText(v map[int]int) string {
	parts := make([]string, 0, len(components.PlayerCounts))
	for _, p := range components.PlayerCounts {
		if n, ok := v[p]; ok {
			parts = append(parts, fmt.Sprint(n))
		} else {
			parts = append(parts, a.p.T("components.unknown_mark"))
		}
	}
	return strings.Join(parts, "/")
}

// compFactoryText lists a factory's transcribed bonuses ("B5, B7"), or says it is
// not transcribed, naming what the rulebook's example proves for it.
func (a *app) compFactoryText(b *components.Bonuses, pos companion.Position, sep string) string {
	if ids := b.At(pos); len(ids) > 0 {
		return strings.Join(components.SortBonuses(ids), sep)
	}
	s := a.p.T("components.not_transcribed")
	for _, id := range components.ProvenAt(pos) {
		s += " (" + a.p.T("components.proven_note", "Bonus", id) + ")"
	}
	return s
}

// compBonusLabel names a bonus with what it asks and pays: "B5 · 1 orange → +2 influence".
func (a *app) compBonusLabel(id string) string {
	return id + " · " + a.p.T("components.bonus."+id)
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

// componentFlags are the flags both transcriptions share.
type componentFlags struct {
	set   []string
	show  bool
	json  bool
	clear bool
	yes   bool
}

func (o *componentFlags) add(a *app, cmd *cobra.Command, setHelp string) {
	f := cmd.Flags()
	f.StringArrayVar(&o.set, "set", nil, setHelp)
	f.BoolVar(&o.show, "show", false, a.p.T("components.flag.show"))
	f.BoolVar(&o.json, "json", false, a.p.T("flag.json"))
	f.BoolVar(&o.clear, "clear", false, a.p.T("components.flag.clear"))
	f.BoolVar(&o.yes, "yes", false, a.p.T("components.flag.yes"))
}

// compClear removes a transcription file after confirmation (on a
// terminal) or --yes (in scripts).
func (a *app) compClear(path string, count int, o *componentFlags, area string) error {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintln(a.io.Err, a.p.T("components."+area+".nothing_to_clear"))
		return nil
	}
	if !o.yes {
		if !a.canPrompt() {
			return a.needAnswer(a.p.T("components."+area+".clear_what"), "--yes")
		}
		ok, err := a.askYes(a.p.T("components."+area+".clear_ask", "Count", count), false)
		if err != nil {
			return err
		}
		if !ok {
			fmt.Fprintln(a.io.Err, a.p.T("components."+area+".kept"))
			return nil
		}
	}
	if err := os.Remove(path); err != nil {
		return failure(a.p.T("components.remove_failed", "Path", path, "Detail", err.Error()))
	}
	fmt.Fprintln(a.io.Err, a.p.T("components."+area+".cleared", "Path", path))
	return nil
}

// compIndent indents every line of an example block by two spaces.
func compIndent(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = "  " + l
	}
	return strings.Join(lines, "\n")
}
