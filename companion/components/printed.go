package components

import (
	"slices"
	"strconv"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// Source says how the companion knows a value printed only on the
// components (rules-facts §13): from the player's transcription, from a
// rulebook example that proves it, or not at all, in which case the table
// is asked when the value is needed. An answer given at the table is never
// used to infer a printed value.
type Source string

const (
	// Unknown: neither transcribed nor proven; asked when needed.
	Unknown Source = "unknown"
	// Proven: a rulebook example shows it (rules-facts §6, §10 E8).
	Proven Source = "proven"
	// Transcribed: the player's own transcription says so.
	Transcribed Source = "transcribed"
)

// Printed is everything the companion knows of the printed values: the
// player's transcriptions (nil: none) and what the rulebook's examples
// prove. Its lookups are the one place that answers "what do we know about
// X" for refills, small factory bonuses and the Automa's cards.
type Printed struct {
	Refills *Refills
	Bonuses *Bonuses
	Automa  *automa.Transcription
}

// Refill is what is known of the cubes printed on an army stop for a
// player count: the transcription, else the rulebook's example (space 45,
// 4 players: 3 cubes; rules-facts §5.2 step 2, §10 E8), else unknown.
func (p Printed) Refill(space, players int) (int, Source) {
	if n, ok := p.Refills.Cubes(space, players); ok {
		return n, Transcribed
	}
	if s, pl, n := RulebookRefill(); s == space && pl == players {
		return n, Proven
	}
	return 0, Unknown
}

// RefillNotes are what a refill transcription is told besides being kept:
// a number at the space the rulebook's example proves that differs from
// it. The player's board decides (a misprint or a typo is theirs to
// check), so it is a note, not an error, as for the bonuses (Notes).
func RefillNotes(r *Refills) []walk.Msg {
	space, players, cubes := RulebookRefill()
	if n, ok := r.Cubes(space, players); ok && n != cubes {
		return []walk.Msg{walk.M("components.refills.proven_differs", "Space", space, "Players", players, "Proven", cubes, "Cubes", n)}
	}
	return nil
}

// Stop is what is known of an army stop for 4/3/2 players, as the table
// reads it: a transcribed number, a number the rulebook's example proves
// marked as proven ("3*"), UnknownRefill ("-") where nothing is known. proven tells
// whether a proven number is shown (its note then belongs under it).
func (p Printed) Stop(space int) (shown locales.List, proven bool) {
	shown.Sep = "/"
	for _, players := range PlayerCounts {
		switch n, src := p.Refill(space, players); src {
		case Transcribed:
			shown.Items = append(shown.Items, strconv.Itoa(n))
		case Proven:
			shown.Items = append(shown.Items, locales.M("components.refills.proven_cubes", "Cubes", n))
			proven = true
		default:
			shown.Items = append(shown.Items, UnknownRefill)
		}
	}
	return shown, proven
}

// KnownBonus is one bonus known to be printed on a small factory.
type KnownBonus struct {
	ID     string
	Source Source
}

// Factory is what is known of the bonuses printed on a small factory.
type Factory struct {
	// Bonuses known there, B1..B8 order.
	Bonuses []KnownBonus
	// Complete: these are all it carries (transcribed in full).
	Complete bool
}

// IDs lists the bonuses known on the factory.
func (f Factory) IDs() []string {
	out := make([]string, len(f.Bonuses))
	for i, b := range f.Bonuses {
		out[i] = b.ID
	}
	return out
}

// Factory looks up a small factory: a transcription in full is all it
// carries; otherwise what was transcribed partly (named at the table) and
// what the rulebook's example proves (lower-left B5, upper-right B2;
// rules-facts §6) are known, whatever other factories are transcribed
// (a bonus transcribed on another factory may be printed on this one too:
// no edition says whether a bonus appears once).
func (p Printed) Factory(pos companion.Position) Factory {
	if p.Bonuses.Complete(pos) {
		f := Factory{Complete: true}
		for _, id := range SortBonuses(p.Bonuses.At(pos)) {
			f.Bonuses = append(f.Bonuses, KnownBonus{id, Transcribed})
		}
		return f
	}
	var f Factory
	for _, id := range p.Bonuses.At(pos) {
		f.Bonuses = append(f.Bonuses, KnownBonus{id, Transcribed})
	}
	for _, id := range ProvenAt(pos) {
		if !slices.Contains(p.Bonuses.At(pos), id) {
			f.Bonuses = append(f.Bonuses, KnownBonus{id, Proven})
		}
	}
	slices.SortFunc(f.Bonuses, func(a, b KnownBonus) int { return compareIDs(a.ID, b.ID) })
	return f
}

func compareIDs(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Placed is a small factory a bonus is known to be printed on, and how
// that is known.
type Placed struct {
	Factory companion.Position
	Source  Source
}

// Elsewhere lists the other small factories bonus id is known to be
// printed on, in board order. No edition says whether a bonus is printed
// on one factory only (rules-facts §6, §13): this never means id is not
// on pos as well; it is said to the table (OnceNote).
func (p Printed) Elsewhere(pos companion.Position, id string) []Placed {
	var out []Placed
	for _, other := range FactoryOrder {
		if other == pos {
			continue
		}
		for _, b := range p.Factory(other).Bonuses {
			if b.ID == id {
				out = append(out, Placed{other, b.Source})
			}
		}
	}
	return out
}

// OnceNote says where bonuses the table may read on pos are known on other
// factories, and that no edition says whether a bonus is printed once, so
// the board decides; the zero Msg when none of ids is known elsewhere.
func (p Printed) OnceNote(pos companion.Position, ids []string) walk.Msg {
	var where []any
	for _, id := range ids {
		for _, x := range p.Elsewhere(pos, id) {
			where = append(where, walk.M("values.problem.on_"+string(x.Source), "Bonus", id, "Factory", factoryTerm(x.Factory)))
		}
	}
	if len(where) == 0 {
		return walk.Msg{}
	}
	return walk.M("values.supply.once", "Where", locales.List{Items: where, Sep: "; "})
}

// AndList says items as a sentence does ("the A and the B", "A, B and C"),
// in the printer's language.
func AndList(items []any) any {
	if len(items) < 2 {
		return locales.List{Items: items}
	}
	n := len(items) - 1
	return walk.M("components.bonuses.and", "List", locales.List{Items: items[:n]}, "Last", items[n])
}

// Delivery is what a delivery to a small factory earns, as far as is known.
type Delivery struct {
	// Source: Transcribed or Proven when the factory is known to pay
	// Bonuses for these cubes; Unknown when the table must say which of
	// Bonuses the factory shows.
	Source Source
	// Bonuses: known, what the factory pays (more than one: the player
	// picks); unknown, what it may show. Empty: the factory takes no such
	// delivery.
	Bonuses []string
	// Refused, when Bonuses is empty, names why (a *companion.Problem).
	Refused error
	// Note, for an unknown bonus, says where the ones that fit are known
	// on other factories (OnceNote); zero when none is.
	Note walk.Msg
}

// Known reports whether the bonus of the delivery is known.
func (d Delivery) Known() bool { return d.Source != Unknown && len(d.Bonuses) > 0 }

// Delivery looks up what a delivery earns at a small factory; fits are
// the bonuses whose combination the delivered cubes are (rules-facts §6).
// A known bonus there pays; a factory transcribed in full takes nothing
// else; otherwise the factory may show any bonus that fits, and the table
// says which: one known on another factory is not ruled out (no edition
// says a bonus is printed once), only noted.
func (p Printed) Delivery(pos companion.Position, fits []string) Delivery {
	f := p.Factory(pos)
	var d Delivery
	d.Source = Proven
	for _, b := range f.Bonuses {
		if slices.Contains(fits, b.ID) {
			d.Bonuses = append(d.Bonuses, b.ID)
			if b.Source == Transcribed {
				d.Source = Transcribed
			}
		}
	}
	if len(d.Bonuses) > 0 {
		return d
	}
	name := factoryTerm(pos)
	if f.Complete {
		d.Source = Transcribed
		d.Refused = companion.NewProblem("values.problem.not_transcribed_here", "Factory", name, "Bonuses", joinIDs(f.IDs()))
		return d
	}
	d.Source, d.Bonuses, d.Note = Unknown, slices.Clone(fits), p.OnceNote(pos, fits)
	return d
}

func joinIDs(ids []string) string {
	out := ""
	for i, id := range ids {
		if i > 0 {
			out += ", "
		}
		out += id
	}
	return out
}
