package components

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/walk"
)

func RefillFlags() walk.Flags { return components.RefillFlags().Plus(components.ClearFlags()) }

func newRefillsCmd(a *cmdutil.App) *cobra.Command {
	var o ComponentOptions
	cmd := &cobra.Command{
		Use:   "refills",
		Short: a.P.T("components.refills.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return RunRefills(a, &o, cmdutil.FlagsOf(a, cmd, RefillFlags()))
		},
	}
	a.LaterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.P.T("components.refills.long")
		c.Example = compIndent(a.P.T("components.refills.example"))
	})
	o.add(a, cmd, RefillFlags())
	return cmd
}

// runRefills: --set values (or, on a terminal, the walk over the army
// stops) through the driver, each saved once answered; --show, --json and
// --clear.
func RunRefills(a *cmdutil.App, o *ComponentOptions, flags *cmdutil.FlagSource) error {
	set := flags.Given("set")
	if o.clear && set {
		return cmdutil.UsageError(a.P.T("components.error.clear_with_set"), a.P.T("components.error.clear_with_set_hint"))
	}
	if !o.clear && !set && (o.show || o.json) {
		r, err := shared.LoadRefills(a)
		if err != nil {
			return err
		}
		return compShowRefills(a, r, o.json)
	}
	sf, r, err := shared.OpenRefills(a)
	if err != nil {
		return err
	}
	defer sf.Close()
	d := drive.NewDriver(a, flags)
	switch {
	case o.clear:
		return compClear(a, d, sf, r.Count(), "refills")
	}
	byParts := d.Interactive() && !set
	g := components.EditRefills(r)
	if byParts {
		g = components.RefillsGuide(r)
	}
	saved := false
	err = walkGuide(a, d, g, "refills", byParts, o.show || o.json, func(r *components.Refills, changed bool) error {
		if !changed {
			return nil
		}
		if err := shared.WriteTranscription(a, sf, components.MarshalRefills(r)); err != nil {
			return err
		}
		if !o.show && !o.json { // the view says it itself
			notes(a, components.RefillNotes(r), a.IO.Err, "")
		}
		saved = true
		return nil
	})
	if err != nil {
		if saved {
			return compInterrupted(a, err, a.P.T("components.interrupted_saved", "Path", shared.RefillsPath()))
		}
		return err
	}
	if byParts {
		fmt.Fprintln(a.IO.Out)
	}
	if byParts || o.show || o.json {
		return compShowRefills(a, g.Kept(), o.json)
	}
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
	Cubes map[string]*int `json:"cubes"` // "4", "3", "2" → cubes, null when not transcribed
	// Proven: where nothing is transcribed, the numbers the rulebook's
	// example proves (space 45, 4 players: 3).
	Proven map[string]int `json:"proven,omitempty"`
}

// compShowRefills prints the transcription: JSON, a table on a terminal, or
// tab-separated lines (space, 4, 3, 2 players; ? for unknown) otherwise.
func compShowRefills(a *cmdutil.App, r *components.Refills, asJSON bool) error {
	if asJSON {
		out := compRefillsJSON{Path: shared.RefillsPath(), Done: r.Count(), Want: components.Want(), Stops: []compStopOutput{}}
		for _, s := range components.ArmyStops() {
			stop := compStopOutput{Space: s, Cubes: map[string]*int{}}
			for _, p := range components.PlayerCounts {
				stop.Cubes[strconv.Itoa(p)] = nil
				switch n, src := (components.Printed{Refills: r}).Refill(s, p); src {
				case components.Transcribed:
					stop.Cubes[strconv.Itoa(p)] = &n
				case components.Proven:
					stop.Proven = map[string]int{strconv.Itoa(p): n}
				}
			}
			out.Stops = append(out.Stops, stop)
		}
		enc := cmdutil.JSONEncoder(a.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	known, proven := components.Printed{Refills: r}, false
	cells := func(s int) []string { // 4/3/2 players: a number, "3*" proven, "?"
		shown, p := known.Stop(s)
		proven = proven || p
		out := make([]string, len(shown.Items))
		for i, it := range shown.Items {
			out[i] = a.P.Text(it)
		}
		return out
	}
	if !a.IO.OutTTY {
		for _, s := range components.ArmyStops() {
			fmt.Fprintf(a.IO.Out, "%d\t%s\n", s, strings.Join(cells(s), "\t"))
		}
		notes(a, components.RefillNotes(r), a.IO.Err, "") // the lines stay for scripts
		return nil
	}
	t := compTable(a)
	head := []any{a.P.T("components.refills.col_space")}
	for _, p := range components.PlayerCounts {
		head = append(head, a.P.T("components.refills.col_players", "Players", p))
	}
	t.Header(head...)
	for _, s := range components.ArmyStops() {
		row := []any{strconv.Itoa(s)}
		for _, c := range cells(s) {
			row = append(row, c)
		}
		_ = t.Append(row...)
	}
	if err := t.Render(); err != nil {
		return err
	}
	if proven { // where nothing is transcribed, what the rulebook's example shows
		fmt.Fprintln(a.IO.Out, a.Hanging("", a.P.T("values.components.proven_note")))
	}
	fmt.Fprintln(a.IO.Out, a.Wrap(a.P.T("components.refills.done", "Done", r.Count(), "Want", components.Want(), "Path", shared.RefillsPath())))
	notes(a, components.RefillNotes(r), a.IO.Out, "")
	return nil
}
