package components

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/fold"
	"github.com/pileup-companion/stephens/companion/walk"
)

func bonusFlags() walk.Flags { return components.BonusFlags().Plus(components.ClearFlags()) }

func newBonusesCmd(a *cmdutil.App) *cobra.Command {
	var o ComponentOptions
	cmd := &cobra.Command{
		Use:   "bonuses",
		Short: a.P.T("components.bonuses.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runBonuses(a, &o, cmdutil.FlagsOf(a, cmd, bonusFlags()))
		},
	}
	a.LaterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.P.T("components.bonuses.long")
		c.Example = compIndent(a.P.T("components.bonuses.example"))
	})
	o.add(a, cmd, bonusFlags())
	return cmd
}

// runBonuses: --set values (or, on a terminal, the walk over the four
// small factories) through the driver, each factory saved once answered;
// --show, --json and --clear.
func runBonuses(a *cmdutil.App, o *ComponentOptions, flags *cmdutil.FlagSource) error {
	set := flags.Given("set")
	if o.clear && set {
		return cmdutil.UsageError(a.P.T("components.error.clear_with_set"), a.P.T("components.error.clear_with_set_hint"))
	}
	if !o.clear && !set && (o.show || o.json) {
		b, err := shared.LoadBonuses(a)
		if err != nil {
			return err
		}
		return compShowBonuses(a, b, o.json)
	}
	sf, b, err := shared.OpenBonuses(a)
	if err != nil {
		return err
	}
	defer sf.Close()
	d := drive.NewDriver(a, flags)
	switch {
	case o.clear:
		return compClear(a, d, sf, components.FactoriesDone(b), "bonuses")
	}
	byParts := d.Interactive() && !set
	g := components.EditBonuses(b)
	if byParts {
		g = components.BonusesGuide(b)
	}
	saved := false
	err = walkGuide(a, d, g, "bonuses", byParts, o.show || o.json, func(b *components.Bonuses, changed bool) error {
		if !changed {
			return nil
		}
		if err := shared.WriteTranscription(a, sf, components.MarshalBonuses(b)); err != nil {
			return err
		}
		saved = true
		return nil
	})
	if err != nil {
		if saved {
			return compInterrupted(a, err, a.P.T("components.interrupted_saved", "Path", shared.BonusesPath()))
		}
		return err
	}
	if byParts {
		fmt.Fprintln(a.IO.Out)
	}
	if byParts || o.show || o.json {
		return compShowBonuses(a, g.Kept(), o.json) // with the notes
	}
	bonusNotes(a, g.Kept(), a.IO.Err, "")
	return nil
}

// bonusNotes writes, one a line after indent, the notes on a bonus
// transcription: where it leaves out a bonus the rulebook's example
// proves, or has a bonus on two factories (components.Notes; the player's
// board decides). They follow every edit and every view of the bonuses.
func bonusNotes(a *cmdutil.App, b *components.Bonuses, w io.Writer, indent string) {
	notes(a, components.Notes(b), w, indent)
}

// notes writes notes on a transcription, one a line after indent, folded
// to the width of w on a terminal.
func notes(a *cmdutil.App, ms []walk.Msg, w io.Writer, indent string) {
	width := 0 // piped: one line each
	switch {
	case w == a.IO.Out && a.IO.OutTTY:
		width = a.TermWidth()
	case w == a.IO.Err:
		width = a.IO.ErrWidth
	}
	for _, m := range ms {
		if width == 0 {
			fmt.Fprintln(w, indent+a.P.Render(m))
			continue
		}
		// folded, its further lines under its text
		fmt.Fprintln(w, indent+strings.TrimPrefix(fold.After(indent+"  ", a.P.Render(m), width), indent+"  "))
	}
}

type compBonusesJSON struct {
	Path      string              `json:"path"`
	Done      int                 `json:"transcribed"`
	Want      int                 `json:"of"`
	Factories []compFactoryOutput `json:"factories"`
}

type compFactoryOutput struct {
	Factory string   `json:"factory"`
	Bonuses []string `json:"bonuses"` // transcribed; empty when unknown
	Proven  []string `json:"proven"`  // what the rulebook's example proves
}

// compShowBonuses prints the transcription: JSON, a table on a terminal, or
// tab-separated lines (factory, bonuses; ? for unknown) otherwise.
func compShowBonuses(a *cmdutil.App, b *components.Bonuses, asJSON bool) error {
	if asJSON {
		out := compBonusesJSON{Path: shared.BonusesPath(), Done: components.FactoriesDone(b), Want: len(components.FactoryOrder)}
		for _, pos := range components.FactoryOrder {
			out.Factories = append(out.Factories, compFactoryOutput{
				Factory: string(pos),
				Bonuses: append([]string{}, components.SortBonuses(b.At(pos))...),
				Proven:  append([]string{}, components.ProvenAt(pos)...),
			})
		}
		enc := cmdutil.JSONEncoder(a.IO.Out)
		enc.SetIndent("", "  ")
		bonusNotes(a, b, a.IO.Err, "")
		return enc.Encode(out)
	}
	if !a.IO.OutTTY { // stdout keeps to the lines scripts read
		for _, pos := range components.FactoryOrder {
			ids := strings.Join(components.SortBonuses(b.At(pos)), ",")
			if ids == "" {
				ids = a.P.T("components.unknown_mark")
			}
			fmt.Fprintf(a.IO.Out, "%s\t%s\n", pos, ids)
		}
		bonusNotes(a, b, a.IO.Err, "")
		return nil
	}
	t := compTable(a)
	t.Header(a.P.T("components.bonuses.col_factory"), a.P.T("components.bonuses.col_bonuses"))
	for _, pos := range components.FactoryOrder {
		var lines []string
		for _, id := range components.SortBonuses(b.At(pos)) {
			lines = append(lines, a.P.T("components.bonuses.item", "Bonus", id, "Pays", a.P.T("components.bonus."+id)))
		}
		cell := strings.Join(lines, "\n")
		if cell == "" {
			cell = a.P.Text(components.FactoryBonuses(b, pos))
		}
		_ = t.Append(a.P.T("term.small_factory."+string(pos)), cell)
	}
	if err := t.Render(); err != nil {
		return err
	}
	fmt.Fprintln(a.IO.Out, a.Wrap(a.P.T("components.bonuses.done", "Done", components.FactoriesDone(b), "Want", len(components.FactoryOrder), "Path", shared.BonusesPath())))
	bonusNotes(a, b, a.IO.Out, "")
	return nil
}
