package view

import (
	"fmt"
	"io"

	"github.com/pileup-companion/stephens/companion/components"
)

// Transcriptions is what the overview of the table's transcriptions
// shows: each as read (nil, with Broken the one-line report, when its
// file cannot be used), where it is kept and whether a file is there,
// and the lines naming the further commands.
type Transcriptions struct {
	Refills       *components.Refills
	RefillsPath   string
	RefillsThere  bool
	RefillsBroken string
	Bonuses       *components.Bonuses
	BonusesPath   string
	BonusesThere  bool
	BonusesBroken string
	AutomaBroken  string   // the Automa transcription's report when it is broken
	MoreCommands  []string // "components.more" lines: a command and what it does
}

// Components writes the overview of what is transcribed and what is
// missing: the refills as a compact grid of the army stops ("?" unknown,
// "*" proven by the rulebook's example), the bonuses a line a small
// factory, each with its notes, its file and what to do next; then the
// further commands. For a person lines are folded; piped each stays one.
func (sc Screen) Components(w io.Writer, t Transcriptions) {
	p := sc.P
	line := func(s string) string { // folded for a person, one line piped
		if sc.Person {
			return sc.Wrap(s)
		}
		return s
	}
	notesWidth := 0
	if sc.Person {
		notesWidth = sc.TermWidth()
	}
	fmt.Fprintln(w, p.T("components.title"))
	fmt.Fprintln(w)

	if t.RefillsBroken == "" {
		r := t.Refills
		fmt.Fprintln(w, WrapWords(p.T("components.refills_head", "Done", r.Count(), "Want", components.Want()), sc.Width))
		var cells []string
		known := components.Printed{Refills: r}
		proven := false
		for _, s := range components.ArmyStops() {
			shown, pr := known.Stop(s) // "3/2/2", "?" unknown, "*" proven
			proven = proven || pr
			cells = append(cells, fmt.Sprintf("%2d: %s", s, p.Text(shown)))
		}
		Grid(w, cells, sc.Width, "  ")
		if proven { // where nothing is transcribed, what the rulebook's example shows
			fmt.Fprintln(w, sc.Hanging("  ", p.T("values.components.proven_note")))
		}
		sc.Notes(w, components.RefillNotes(r), "  ", notesWidth)
	}
	fmt.Fprintln(w, line("  "+sc.fileLine(t.RefillsPath, t.RefillsThere)))
	if t.RefillsBroken != "" {
		fmt.Fprintln(w, "  "+t.RefillsBroken)
	} else if t.Refills.Count() < components.Want() {
		fmt.Fprintln(w, sc.Wrap("  "+p.T("components.fill_refills")))
	}
	fmt.Fprintln(w)

	if t.BonusesBroken == "" {
		b := t.Bonuses
		fmt.Fprintln(w, WrapWords(p.T("components.bonuses_head", "Done", components.FactoriesDone(b), "Want", len(components.FactoryOrder)), sc.Width))
		for _, pos := range components.FactoryOrder {
			l := p.T("term.small_factory."+string(pos)) + ": " + p.Text(components.FactoryBonuses(b, pos))
			if sc.Person { // one line per factory when piped
				l = sc.Hanging("  ", l)
			} else {
				l = "  " + l
			}
			fmt.Fprintln(w, l)
		}
		sc.Notes(w, components.Notes(b), "  ", notesWidth)
	}
	fmt.Fprintln(w, line("  "+sc.fileLine(t.BonusesPath, t.BonusesThere)))
	if t.BonusesBroken != "" {
		fmt.Fprintln(w, "  "+t.BonusesBroken)
	} else if components.FactoriesDone(t.Bonuses) < len(components.FactoryOrder) {
		fmt.Fprintln(w, sc.Wrap("  "+p.T("components.fill_bonuses")))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, WrapWords(p.T("components.asked"), sc.Width))
	for _, m := range t.MoreCommands {
		fmt.Fprintln(w, sc.Wrap(m))
	}
	if t.AutomaBroken != "" { // reported here too, as its own command reports it
		fmt.Fprintln(w, "  "+t.AutomaBroken)
	}
}

// fileLine names where a transcription is kept, or will be.
func (sc Screen) fileLine(path string, there bool) string {
	if !there {
		return sc.P.T("components.file_none", "Path", path)
	}
	return sc.P.T("components.file", "Path", path)
}
