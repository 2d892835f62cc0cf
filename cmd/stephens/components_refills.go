package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
)

func newRefillsCmd(a *app) *cobra.Command {
	var o componentFlags
	cmd := &cobra.Command{
		Use:     "refills",
		Short:   a.p.T("components.refills.short"),
		Long:    a.p.T("components.refills.long"),
		Example: compIndent(a.p.T("components.refills.example")),
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runRefills(a, &o)
		},
	}
	o.add(a, cmd, a.p.T("components.flag.set_refill"))
	return cmd
}

func runRefills(a *app, o *componentFlags) error {
	if o.clear && len(o.set) > 0 {
		return usageError(a.p.T("components.error.clear_with_set"), a.p.T("components.error.clear_with_set_hint"))
	}
	r, err := loadRefills(a)
	if err != nil {
		return err
	}
	switch {
	case o.clear:
		return a.compClear(refillsPath(), r.Count(), o, "refills")
	case len(o.set) > 0:
		// Read every --set first: one bad value and nothing is saved.
		var sets []components.RefillSet
		for _, spec := range o.set {
			s, err := components.ParseRefillSet(spec)
			if err != nil {
				return a.invalid(err)
			}
			sets = append(sets, s)
		}
		touched := map[int]bool{}
		for _, s := range sets {
			if err := r.Apply(s); err != nil {
				return a.invalid(err)
			}
			touched[s.Space] = true
		}
		if err := saveRefills(r); err != nil {
			return failure(a.p.T("components.save_failed", "Path", refillsPath(), "Detail", a.fileDetail(err)))
		}
		if !o.json && !o.show {
			for _, s := range components.ArmyStops() {
				if touched[s] {
					fmt.Fprintln(a.io.Out, a.p.T("components.refills.recorded", "Space", s, "Values", a.compStopText(r.Stop(s))))
				}
			}
			return nil
		}
	case !o.show && !o.json:
		if !a.canPrompt() {
			return a.needAnswer(a.p.T("components.refills.what"), a.p.T("components.refills.set_flag"))
		}
		if err := a.compGuideRefills(r); err != nil {
			return err
		}
	}
	return a.compShowRefills(r, o.json)
}

// compGuideRefills walks the army stops from 50 down on a terminal, saving each
// changed stop at once.
func (a *app) compGuideRefills(r *components.Refills) error {
	fmt.Fprintln(a.io.Out, compWrap(a.p.T("components.refills.intro"), a.io.Width))
	rbSpace, rbPlayers, rbCubes := components.RulebookRefill()
	validate := func(s string) error {
		s = strings.TrimSpace(s)
		if s == "" {
			return nil // skip: leave the space unknown
		}
		if _, err := components.ParseStop(s); err != nil {
			// Short, so promptui's one-line error area does not wrap.
			var p *companion.Problem
			if errors.As(err, &p) && p.ID == "problem.refill_cubes" {
				msg, _ := a.localizeProblem(err)
				return errors.New(msg)
			}
			return errors.New(a.p.T("components.refills.bad_answer", "Value", strings.TrimSpace(s)))
		}
		return nil
	}
	for _, space := range components.ArmyStops() {
		cur := r.Stop(space)
		label := a.p.T("components.refills.label", "Space", space)
		def := ""
		if len(cur) > 0 {
			def = components.FormatStop(cur)
		}
		if _, known := cur[rbPlayers]; space == rbSpace && !known {
			// The rulebook's one value, offered (and marked) where it is missing.
			withRulebook := maps.Clone(cur)
			withRulebook[rbPlayers] = rbCubes
			def = components.FormatStop(withRulebook)
			label = a.p.T("components.refills.label_rulebook", "Space", space)
		}
		ans, err := a.askText(label, def, validate)
		if err != nil {
			return err
		}
		if ans == "" {
			continue
		}
		v, err := components.ParseStop(ans)
		if err != nil {
			return a.invalid(err) // validate already refused it; kept for safety
		}
		if maps.Equal(v, cur) {
			continue
		}
		if err := r.SetStop(space, v); err != nil {
			return a.invalid(err)
		}
		if err := saveRefills(r); err != nil {
			return failure(a.p.T("components.save_failed", "Path", refillsPath(), "Detail", a.fileDetail(err)))
		}
	}
	fmt.Fprintln(a.io.Out)
	return nil
}

type compRefillsJSON struct {
	Path  string           `json:"path"`
	Done  int              `json:"transcribed"`
	Want  int              `json:"of"`
	Stops []compStopOutput `json:"spaces"`
}

type compStopOutput struct {
	Space int             `json:"space"`
	Cubes map[string]*int `json:"cubes"` // "4", "3", "2" → cubes, null when unknown
}

// compShowRefills prints the transcription: JSON, a table on a terminal, or
// tab-separated lines (space, 4, 3, 2 players; ? for unknown) otherwise.
func (a *app) compShowRefills(r *components.Refills, asJSON bool) error {
	if asJSON {
		out := compRefillsJSON{Path: refillsPath(), Done: r.Count(), Want: components.Want(), Stops: []compStopOutput{}}
		for _, s := range components.ArmyStops() {
			stop := compStopOutput{Space: s, Cubes: map[string]*int{}}
			for _, p := range components.PlayerCounts {
				stop.Cubes[strconv.Itoa(p)] = nil
				if n, ok := r.Cubes(s, p); ok {
					stop.Cubes[strconv.Itoa(p)] = &n
				}
			}
			out.Stops = append(out.Stops, stop)
		}
		enc := json.NewEncoder(a.io.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	unknown := a.p.T("components.unknown_mark")
	cell := func(s, p int) string {
		if n, ok := r.Cubes(s, p); ok {
			return strconv.Itoa(n)
		}
		return unknown
	}
	if !a.io.OutTTY {
		for _, s := range components.ArmyStops() {
			fmt.Fprintf(a.io.Out, "%d\t%s\t%s\t%s\n", s, cell(s, 4), cell(s, 3), cell(s, 2))
		}
		return nil
	}
	t := a.compTable()
	head := []any{a.p.T("components.refills.col_space")}
	for _, p := range components.PlayerCounts {
		head = append(head, a.p.T("components.refills.col_players", "Players", p))
	}
	t.Header(head...)
	for _, s := range components.ArmyStops() {
		_ = t.Append(strconv.Itoa(s), cell(s, 4), cell(s, 3), cell(s, 2))
	}
	if err := t.Render(); err != nil {
		return err
	}
	fmt.Fprintln(a.io.Out, a.p.T("components.refills.done", "Done", r.Count(), "Want", components.Want(), "Path", refillsPath()))
	return nil
}
