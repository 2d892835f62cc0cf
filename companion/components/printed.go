package components

import (
	"slices"

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

// Proven reports whether everything known there comes from the rulebook.
func (f Factory) Proven() bool {
	for _, b := range f.Bonuses {
		if b.Source != Proven {
			return false
		}
	}
	return len(f.Bonuses) > 0
}

// Factory looks up a small factory: a transcription in full is all it
// carries; otherwise what was transcribed partly (named at the table) and
// what the rulebook's example proves (lower-left B5, upper-right B2;
// rules-facts §6) are known, whatever other factories are transcribed.
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
		if !slices.Contains(p.Bonuses.At(pos), id) && !p.claimedElsewhere(pos, id) {
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

// claimedElsewhere: the transcription puts bonus id on another factory.
func (p Printed) claimedElsewhere(pos companion.Position, id string) bool {
	for _, other := range FactoryOrder {
		if other != pos && slices.Contains(p.Bonuses.At(other), id) {
			return true
		}
	}
	return false
}

// Elsewhere says on which other factory bonus id is known to be printed
// (each bonus is printed on one factory at most, as the transcription
// holds), and how that is known.
func (p Printed) Elsewhere(pos companion.Position, id string) (companion.Position, Source, bool) {
	for _, other := range FactoryOrder {
		if other == pos {
			continue
		}
		for _, b := range p.Factory(other).Bonuses {
			if b.ID == id {
				return other, b.Source, true
			}
		}
	}
	return "", Unknown, false
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
}

// Known reports whether the bonus of the delivery is known.
func (d Delivery) Known() bool { return d.Source != Unknown && len(d.Bonuses) > 0 }

// Delivery looks up what a delivery earns at a small factory; fits are
// the bonuses whose combination the delivered cubes are (rules-facts §6).
// A known bonus there pays; a factory transcribed in full takes nothing
// else; otherwise the factory may show any bonus that fits and is not
// known to be printed on another factory, and the table says which.
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
	d.Source = Unknown
	var elsewhere []any
	for _, id := range fits {
		other, src, ok := p.Elsewhere(pos, id)
		if !ok {
			d.Bonuses = append(d.Bonuses, id)
			continue
		}
		key := "values.problem.on_transcribed"
		if src == Proven {
			key = "values.problem.on_proven"
		}
		elsewhere = append(elsewhere, walk.M(key, "Bonus", id, "Factory", factoryTerm(other)))
	}
	if len(d.Bonuses) == 0 {
		d.Refused = companion.NewProblem("values.problem.bonus_elsewhere", "Factory", name, "Why", locales.List{Items: elsewhere})
	}
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
