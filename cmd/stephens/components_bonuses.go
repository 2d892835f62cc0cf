package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/data"
)

func newBonusesCmd(a *app) *cobra.Command {
	var o componentFlags
	cmd := &cobra.Command{
		Use:     "bonuses",
		Short:   a.p.T("components.bonuses.short"),
		Long:    a.p.T("components.bonuses.long"),
		Example: compIndent(a.p.T("components.bonuses.example")),
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runBonuses(a, &o)
		},
	}
	o.add(a, cmd, a.p.T("components.flag.set_bonus"))
	return cmd
}

func runBonuses(a *app, o *componentFlags) error {
	if o.clear && len(o.set) > 0 {
		return usageError(a.p.T("components.error.clear_with_set"), a.p.T("components.error.clear_with_set_hint"))
	}
	b, err := loadBonuses(a)
	if err != nil {
		return err
	}
	switch {
	case o.clear:
		return a.compClear(bonusesPath(), compFactoriesDone(b), o, "bonuses")
	case len(o.set) > 0:
		var sets []components.BonusSet
		for _, spec := range o.set {
			s, err := components.ParseBonusSet(spec)
			if err != nil {
				return a.invalid(err)
			}
			sets = append(sets, s)
		}
		touched := map[companion.Position]bool{}
		for _, s := range sets {
			if err := b.SetFactory(s.Factory, s.IDs); err != nil {
				return a.invalid(err)
			}
			touched[s.Factory] = true
		}
		if err := saveBonuses(b); err != nil {
			return failure(a.p.T("components.save_failed", "Path", bonusesPath(), "Detail", a.fileDetail(err)))
		}
		a.compWarnProven(b)
		if !o.json && !o.show {
			for _, pos := range components.FactoryOrder {
				if touched[pos] {
					fmt.Fprintln(a.io.Out, a.p.T("components.bonuses.recorded", "Factory", a.p.T("term.small_factory."+string(pos)), "Bonuses", a.compFactoryText(b, pos, ", ")))
				}
			}
			return nil
		}
	case !o.show && !o.json:
		if !a.canPrompt() {
			return a.needAnswer(a.p.T("components.bonuses.what"), a.p.T("components.bonuses.set_flag"))
		}
		if err := a.compGuideBonuses(b); err != nil {
			return err
		}
	}
	return a.compShowBonuses(b, o.json)
}

// compWarnProven notes on stderr where a transcription leaves out what the
// rulebook's example proves (a transcribed factory without its proven bonus,
// or that bonus placed on another factory). The player's board decides, so
// this is a note, not an error.
func (a *app) compWarnProven(b *components.Bonuses) {
	for _, pos := range components.FactoryOrder {
		for _, id := range components.ProvenAt(pos) {
			if slices.Contains(b.At(pos), id) {
				continue
			}
			claimed := len(b.At(pos)) > 0
			for _, other := range components.FactoryOrder {
				claimed = claimed || slices.Contains(b.At(other), id)
			}
			if claimed {
				fmt.Fprintln(a.io.Err, a.p.T("components.bonuses.proven_missing", "Bonus", id, "Factory", a.p.T("term.small_factory."+string(pos))))
			}
		}
	}
}

func compFactoriesDone(b *components.Bonuses) int {
	n := 0
	for _, pos := range components.FactoryOrder {
		if len(b.At(pos)) > 0 {
			n++
		}
	}
	return n
}

// compGuideBonuses goes through the four small factories on a terminal. For each
// it offers what is already known (the transcription, or what the
// rulebook's example proves, marked as such), then a pick loop over the
// bonuses that can still be on it. Each factory is saved once answered.
func (a *app) compGuideBonuses(b *components.Bonuses) error {
	fmt.Fprintln(a.io.Out, compWrap(a.p.T("components.bonuses.intro"), a.io.Width))
	all := data.Load().Bonuses
	for _, pos := range components.FactoryOrder {
		name := a.p.T("term.small_factory." + string(pos))
		cur := b.At(pos)
		proven := components.ProvenAt(pos)
		// The proven bonuses are offered only while no other factory claims them.
		for _, id := range proven {
			for _, other := range components.FactoryOrder {
				if other != pos && slices.Contains(b.At(other), id) {
					proven = nil
				}
			}
		}
		var start []string
		pick := true
		switch {
		case len(cur) > 0:
			list := strings.Join(components.SortBonuses(cur), ", ")
			items := []string{
				a.p.T("components.bonuses.leave"),
				a.p.T("components.bonuses.keep_add", "Bonuses", list),
				a.p.T("components.bonuses.choose"),
				a.p.T("components.bonuses.skip"),
			}
			k, err := a.askChoice(a.p.T("components.bonuses.current", "Factory", name, "Bonuses", list), items, 0)
			if err != nil {
				return err
			}
			switch k {
			case 0:
				pick = false
				start = cur
			case 1:
				start = cur
			case 3:
				pick = false
			}
		case len(proven) > 0:
			list := strings.Join(proven, ", ")
			items := []string{
				a.p.T("components.bonuses.take_proven", "Bonuses", list),
				a.p.T("components.bonuses.choose_fresh"),
				a.p.T("components.bonuses.skip"),
			}
			k, err := a.askChoice(a.p.T("components.bonuses.fresh", "Factory", name), items, 0)
			if err != nil {
				return err
			}
			switch k {
			case 0:
				start = proven
			case 2:
				pick = false
			}
		}
		chosen := slices.Clone(start)
		if pick {
			labels := make([]string, len(all))
			for i, x := range all {
				labels[i] = a.compBonusLabel(x.ID)
				if components.IsProven(pos, x.ID) {
					labels[i] += " " + a.p.T("components.bonuses.proven_mark")
				}
			}
			offer := func(picked []int) []int {
				var avail []int
				for i, x := range all {
					taken := slices.Contains(chosen, x.ID) || components.ProvenElsewhere(pos, x.ID)
					for _, j := range picked {
						taken = taken || j == i
					}
					for _, other := range components.FactoryOrder {
						taken = taken || (other != pos && slices.Contains(b.At(other), x.ID))
					}
					if !taken {
						avail = append(avail, i)
					}
				}
				return avail
			}
			picked, err := a.askPick(a.p.T("components.bonuses.pick", "Factory", name), labels, offer)
			if err != nil {
				return err
			}
			for _, i := range picked {
				chosen = append(chosen, all[i].ID)
			}
		}
		if !slices.Equal(components.SortBonuses(chosen), components.SortBonuses(cur)) {
			if err := b.SetFactory(pos, chosen); err != nil {
				return a.invalid(err)
			}
			if err := saveBonuses(b); err != nil {
				return failure(a.p.T("components.save_failed", "Path", bonusesPath(), "Detail", a.fileDetail(err)))
			}
		}
		// Say where each factory stands, changed or not, so the history of
		// picks above reads as one answer per factory.
		fmt.Fprintln(a.io.Out, a.p.T("components.bonuses.recorded", "Factory", name, "Bonuses", a.compFactoryText(b, pos, ", ")))
	}
	a.compWarnProven(b)
	fmt.Fprintln(a.io.Out)
	return nil
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
		out := compBonusesJSON{Path: bonusesPath(), Done: compFactoriesDone(b), Want: len(components.FactoryOrder)}
		for _, pos := range components.FactoryOrder {
			out.Factories = append(out.Factories, compFactoryOutput{
				Factory: string(pos),
				Bonuses: append([]string{}, components.SortBonuses(b.At(pos))...),
				Proven:  append([]string{}, components.ProvenAt(pos)...),
			})
		}
		enc := json.NewEncoder(a.io.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	if !a.io.OutTTY {
		for _, pos := range components.FactoryOrder {
			ids := strings.Join(components.SortBonuses(b.At(pos)), ",")
			if ids == "" {
				ids = a.p.T("components.unknown_mark")
			}
			fmt.Fprintf(a.io.Out, "%s\t%s\n", pos, ids)
		}
		return nil
	}
	t := a.compTable()
	t.Header(a.p.T("components.bonuses.col_factory"), a.p.T("components.bonuses.col_bonuses"))
	for _, pos := range components.FactoryOrder {
		var lines []string
		for _, id := range components.SortBonuses(b.At(pos)) {
			lines = append(lines, a.compBonusLabel(id))
		}
		cell := strings.Join(lines, "\n")
		if cell == "" {
			cell = a.compFactoryText(b, pos, "\n")
		}
		_ = t.Append(a.p.T("term.small_factory."+string(pos)), cell)
	}
	if err := t.Render(); err != nil {
		return err
	}
	fmt.Fprintln(a.io.Out, a.p.T("components.bonuses.done", "Done", compFactoriesDone(b), "Want", len(components.FactoryOrder), "Path", bonusesPath()))
	return nil
}
