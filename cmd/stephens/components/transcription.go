package components

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/view"
	"github.com/pileup-companion/stephens/companion/walk"
)

// `stephens components refills` and `stephens components bonuses`: one
// command each over the same steps (--set values, or on a terminal the
// guide part by part, each part saved once answered; --show, --json and
// --clear). A transcription says what differs: its area, its file, its
// guides and how it is shown.
type transcription[T any] struct {
	area  string // "refills", "bonuses": the command and its messages
	specs walk.Flags
	path  func() string
	load  func(*cmdutil.App) (T, error)
	open  func(*cmdutil.App) (*store.File, T, error)
	count func(T) int
	edit  func(T) *components.Guide[T] // from the flags
	guide func(T) *components.Guide[T] // on a terminal, part by part
	data  func(T) []byte
	notes func(T) []walk.Msg
	json  func(T, string) any
	show  func(view.Screen, io.Writer, T, string) error
	// Refills say their notes after each save (a view says them itself);
	// bonuses after the flags' edit, and beside their JSON.
	notesOnSave, notesBesideJSON bool
}

// refills and bonuses are made when their command is: the flags are built
// only for a run that needs them.
func refills() transcription[*components.Refills] {
	return transcription[*components.Refills]{
		area: "refills", specs: components.RefillFlags().Plus(components.ClearFlags()), path: shared.RefillsPath,
		load: shared.LoadRefills, open: shared.OpenRefills, count: (*components.Refills).Count,
		edit: components.EditRefills, guide: components.RefillsGuide, data: components.MarshalRefills, notes: components.RefillNotes,
		json: func(r *components.Refills, path string) any { return components.RefillsOut(r, path) },
		show: view.Screen.Refills, notesOnSave: true,
	}
}

func bonuses() transcription[*components.Bonuses] {
	return transcription[*components.Bonuses]{
		area: "bonuses", specs: components.BonusFlags().Plus(components.ClearFlags()), path: shared.BonusesPath,
		load: shared.LoadBonuses, open: shared.OpenBonuses, count: components.FactoriesDone,
		edit: components.EditBonuses, guide: components.BonusesGuide, data: components.MarshalBonuses, notes: components.Notes,
		json: func(b *components.Bonuses, path string) any { return components.BonusesOut(b, path) },
		show: view.Screen.Bonuses, notesBesideJSON: true,
	}
}

// RefillFlags are the refills command's flags.
func RefillFlags() walk.Flags { return refills().specs }

// RunRefills runs the refills command (see transcription.run).
func RunRefills(a *cmdutil.App, o *ComponentOptions, flags *cmdutil.FlagSource) error {
	return refills().run(a, o, flags)
}

func newTranscriptionCmd[T any](a *cmdutil.App, t transcription[T]) *cobra.Command {
	var o ComponentOptions
	cmd := a.Command(t.area, "components."+t.area+".short", func(cmd *cobra.Command) error {
		return t.run(a, &o, cmdutil.FlagsOf(a, cmd, t.specs))
	}, func(c *cobra.Command) {
		c.Long = a.P.T("components." + t.area + ".long")
		c.Example = view.Indent(a.P.T("components." + t.area + ".example"))
	})
	o.add(a, cmd, t.specs)
	return cmd
}

// run: --set values (or, on a terminal, the guide over the parts)
// through the driver, each part saved once answered; --show, --json and
// --clear.
func (t transcription[T]) run(a *cmdutil.App, o *ComponentOptions, flags *cmdutil.FlagSource) error {
	set := flags.Given("set")
	if o.clear && set {
		return cmdutil.UsageError(a.P.T("components.error.clear_with_set"), a.P.T("components.error.clear_with_set_hint"))
	}
	if !o.clear && !set && (o.show || o.json) {
		v, err := t.load(a)
		if err != nil {
			return err
		}
		return t.print(a, v, o.json)
	}
	sf, v, err := t.open(a)
	if err != nil {
		return err
	}
	defer sf.Close()
	d := drive.NewDriver(a, flags)
	if o.clear {
		return compClear(a, d, sf, t.count(v), t.area)
	}
	byParts := d.Interactive() && !set
	g := t.edit(v)
	if byParts {
		g = t.guide(v)
	}
	saved := false
	err = walkGuide(a, d, g, t.area, byParts, o.show || o.json, func(v T, changed bool) error {
		if !changed {
			return nil
		}
		if err := shared.WriteTranscription(a, sf, t.data(v)); err != nil {
			return err
		}
		if t.notesOnSave && !o.show && !o.json { // the view says it itself
			notes(a, t.notes(v), a.IO.Err, "")
		}
		saved = true
		return nil
	})
	if err != nil {
		if saved {
			return compInterrupted(a, err, a.P.T("components.interrupted_saved", "Path", t.path()))
		}
		return err
	}
	if byParts {
		fmt.Fprintln(a.IO.Out)
	}
	if byParts || o.show || o.json {
		return t.print(a, g.Kept(), o.json) // with the notes
	}
	if !t.notesOnSave {
		notes(a, t.notes(g.Kept()), a.IO.Err, "")
	}
	return nil
}

// print shows the transcription: JSON, a table on a terminal, or
// tab-separated lines (? for unknown) otherwise, the notes on stderr
// beside the lines scripts read.
func (t transcription[T]) print(a *cmdutil.App, v T, asJSON bool) error {
	if asJSON {
		if t.notesBesideJSON {
			notes(a, t.notes(v), a.IO.Err, "")
		}
		return shared.WriteJSON(a, t.json(v, t.path()))
	}
	if err := t.show(a.Screen(), a.IO.Out, v, t.path()); err != nil {
		return err
	}
	if !a.IO.OutTTY { // stdout keeps to the lines scripts read
		notes(a, t.notes(v), a.IO.Err, "")
	}
	return nil
}

// notes writes notes on a transcription, one a line after indent, folded
// to the width of w on a terminal (view.Screen.Notes).
func notes(a *cmdutil.App, ms []walk.Msg, w io.Writer, indent string) {
	width := 0 // piped: one line each
	switch {
	case w == a.IO.Out && a.IO.OutTTY:
		width = a.TermWidth()
	case w == a.IO.Err:
		width = a.IO.ErrWidth
	}
	a.Screen().Notes(w, ms, indent, width)
}
