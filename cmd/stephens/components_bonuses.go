package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/fold"
	"github.com/pileup-companion/stephens/companion/walk"
)

func bonusFlags() walk.Flags { return components.BonusFlags().Plus(components.ClearFlags()) }

func newBonusesCmd(a *app) *cobra.Command {
	var o componentOptions
	cmd := &cobra.Command{
		Use:   "bonuses",
		Short: a.p.T("components.bonuses.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runBonuses(a, &o, flagsOf(a, cmd, bonusFlags()))
		},
	}
	a.laterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.p.T("components.bonuses.long")
		c.Example = compIndent(a.p.T("components.bonuses.example"))
	})
	o.add(a, cmd, bonusFlags())
	return cmd
}

// runBonuses: --set values (or, on a terminal, the walk over the four
// small factories) through the driver, each factory saved once answered;
// --show, --json and --clear.
func runBonuses(a *app, o *componentOptions, flags *flagSource) error {
	set := flags.given("set")
	if o.clear && set {
		return usageError(a.p.T("components.error.clear_with_set"), a.p.T("components.error.clear_with_set_hint"))
	}
	if !o.clear && !set && (o.show || o.json) {
		b, err := loadBonuses(a)
		if err != nil {
			return err
		}
		return a.compShowBonuses(b, o.json)
	}
	sf, b, err := openBonuses(a)
	if err != nil {
		return err
	}
	defer sf.Close()
	d := a.newDriver(flags)
	switch {
	case o.clear:
		return a.compClear(d, sf, components.FactoriesDone(b), "bonuses")
	}
	byParts := d.interactive() && !set
	g := components.EditBonuses(b)
	if byParts {
		g = components.BonusesGuide(b)
	}
	saved := false
	err = walkGuide(a, d, g, "bonuses", byParts, o.show || o.json, func(b *components.Bonuses, changed bool) error {
		if !changed {
			return nil
		}
		if err := a.writeTranscription(sf, components.MarshalBonuses(b)); err != nil {
			return err
		}
		saved = true
		return nil
	})
	if err != nil {
		if saved {
			return a.compInterrupted(err, a.p.T("components.interrupted_saved", "Path", bonusesPath()))
		}
		return err
	}
	if byParts {
		fmt.Fprintln(a.io.Out)
	}
	if byParts || o.show || o.json {
		return a.compShowBonuses(g.Kept(), o.json) // with the notes
	}
	a.bonusNotes(g.Kept(), a.io.Err, "")
	return nil
}

// bonusNotes writes, one a line after indent, the notes on a bonus
// transcription: where it leaves out a bonus the rulebook's example
// proves, or has a bonus on two factories (components.Notes; the player's
// board decides). They follow every edit and every view of the bonuses.
func (a *app) bonusNotes(b *components.Bonuses, w io.Writer, indent string) {
	a.notes(components.Notes(b), w, indent)
}

// notes writes notes on a transcription, one a line after indent, folded
// to the width of w on a terminal.
func (a *app) notes(ms []walk.Msg, w io.Writer, indent string) {
	width := 0 // piped: one line each
	switch {
	case w == a.io.Out && a.io.OutTTY:
		width = a.termWidth()
	case w == a.io.Err:
		width = a.io.ErrWidth
	}
	for _, m := range ms {
		if width == 0 {
			fmt.Fprintln(w, indent+a.p.Render(m))
			continue
		}
		// folded, its further lines under its text
		fmt.Fprintln(w, indent+strings.TrimPrefix(fold.After(indent+"  ", a.p.Render(m), width), indent+"  "))
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
func (a *app) compShowBonuses(b *components.Bonuses, asJSON bool) error {
	if asJSON {
		out := compBonusesJSON{Path: bonusesPath(), Done: components.FactoriesDone(b), Want: len(components.FactoryOrder)}
		for _, pos := range components.FactoryOrder {
			out.Factories = append(out.Factories, compFactoryOutput{
				Factory: string(pos),
				Bonuses: append([]string{}, components.SortBonuses(b.At(pos))...),
				Proven:  append([]string{}, components.ProvenAt(pos)...),
			})
		}
		enc := jsonEncoder(a.io.Out)
		enc.SetIndent("", "  ")
		a.bonusNotes(b, a.io.Err, "")
		return enc.Encode(out)
	}
	if !a.io.OutTTY { // stdout keeps to the lines scripts read
		for _, pos := range components.FactoryOrder {
			ids := strings.Join(components.SortBonuses(b.At(pos)), ",")
			if ids == "" {
				ids = a.p.T("components.unknown_mark")
			}
			fmt.Fprintf(a.io.Out, "%s\t%s\n", pos, ids)
		}
		a.bonusNotes(b, a.io.Err, "")
		return nil
	}
	t := a.compTable()
	t.Header(a.p.T("components.bonuses.col_factory"), a.p.T("components.bonuses.col_bonuses"))
	for _, pos := range components.FactoryOrder {
		var lines []string
		for _, id := range components.SortBonuses(b.At(pos)) {
			lines = append(lines, a.p.T("components.bonuses.item", "Bonus", id, "Pays", a.p.T("components.bonus."+id)))
		}
		cell := strings.Join(lines, "\n")
		if cell == "" {
			cell = a.p.Text(components.FactoryBonuses(b, pos))
		}
		_ = t.Append(a.p.T("term.small_factory."+string(pos)), cell)
	}
	if err := t.Render(); err != nil {
		return err
	}
	fmt.Fprintln(a.io.Out, a.wrap(a.p.T("components.bonuses.done", "Done", components.FactoriesDone(b), "Want", len(components.FactoryOrder), "Path", bonusesPath())))
	a.bonusNotes(b, a.io.Out, "")
	return nil
}
