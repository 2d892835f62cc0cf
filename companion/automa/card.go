// Package automa runs the solo mode's Automa (rules-facts §8): its cards as
// the player transcribed them, its seeded deck and cube bag, and what each
// card does on a given board. It is pure: no terminal, no disk, no clock;
// randomness comes from the game's seed.
//
// The printed Automa cards and the worker supply card's numbers are not in
// the rulebook texts (rules-facts §13). Nothing here ships them: the player
// either transcribes their own cards once or answers a few questions about
// the card they flipped.
package automa

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// Action is what a card's upper section tells the Automa to do.
type Action string

const (
	ActFurnace      Action = "furnace"       // remove 1 translucent cube, following the arrow
	ActProfession   Action = "profession"    // take a profession from the display
	ActSmallFactory Action = "small-factory" // remove wooden cubes, following the arrow
)

// Actions lists the card actions in the order they are offered.
var Actions = []Action{ActFurnace, ActProfession, ActSmallFactory}

// Diagram is a start position and an arrow: where a walk over the four
// furnaces or small factories begins and which way it turns.
type Diagram struct {
	At    companion.Position `yaml:"at" json:"at"`
	Arrow companion.Arrow    `yaml:"arrow" json:"arrow"`
}

// Supply is a card's lower section, used in the Automa's supply step of a
// reset phase (rules-facts §8.6): how many cubes to draw from the bag, the
// small factory the first one goes to, the arrow for the others, and whether
// the disk-placement symbol is shown.
type Supply struct {
	Cubes      int                `yaml:"cubes" json:"cubes"`
	Start      companion.Position `yaml:"start,omitempty" json:"start,omitempty"`
	Arrow      companion.Arrow    `yaml:"arrow,omitempty" json:"arrow,omitempty"`
	Apprentice bool               `yaml:"apprentice" json:"apprentice"`
}

// Card is one Automa card as the player reads it.
type Card struct {
	// ID is how the player recognises the card (any short text).
	ID     string `yaml:"id" json:"id"`
	Action Action `yaml:"action" json:"action"`
	// At and Arrow: furnace and small-factory cards.
	At    companion.Position `yaml:"at,omitempty" json:"at,omitempty"`
	Arrow companion.Arrow    `yaml:"arrow,omitempty" json:"arrow,omitempty"`
	// RemoveCosts: furnace cards; the costs of the contracts (cube from the
	// lower-left furnace) or investments (lower-right) that leave the display
	// when the cube taken is white.
	RemoveCosts []int `yaml:"remove_costs,omitempty" json:"remove_costs,omitempty"`
	// Slot: profession cards; the display position 1-6 from the left.
	Slot int `yaml:"slot,omitempty" json:"slot,omitempty"`
	// Fallback: small-factory cards; the furnace diagram used when every
	// small factory is empty. Nil when not transcribed: ask the table.
	Fallback *Diagram `yaml:"fallback,omitempty" json:"fallback,omitempty"`
	Supply   Supply   `yaml:"supply" json:"supply"`
}

// Transcription is the player's own copy of their Automa components: the
// number printed under each of the 10 disk spaces of the worker supply card,
// in the order the Automa takes its disks, and the 10 cards.
type Transcription struct {
	WorkerSupply []int  `yaml:"worker_supply" json:"worker_supply"`
	Cards        []Card `yaml:"cards" json:"cards"`
}

// Card returns the card with the given ID.
func (t *Transcription) Card(id string) (Card, bool) {
	if t == nil {
		return Card{}, false
	}
	for _, c := range t.Cards {
		if c.ID == id {
			return c, true
		}
	}
	return Card{}, false
}

// FirstSlot and LastSlot number the profession display's positions, left
// to right (rules-facts §2.1): [red deck][red][red][blue][blue][blue deck].
const FirstSlot = 1

// LastSlot is the rightmost display position (the blue deck's top).
func LastSlot() int { return 2 * data.Load().Display.ProfessionsPerSide }

// SlotSide is the side a display slot's profession goes to: the left half
// is red (left side), the right half blue (right side) (rules-facts §2.1,
// §3.4).
func SlotSide(slot int) companion.Side {
	if slot <= data.Load().Display.ProfessionsPerSide {
		return companion.Left
	}
	return companion.Right
}

// IsDeckSlot reports whether the slot is a deck top (the first and the
// last) rather than a face-up card beside it.
func IsDeckSlot(slot int) bool { return slot == FirstSlot || slot == LastSlot() }

// Costs are the contract and investment displays' costs, lowest and
// highest. The texts prove 1, 3 and 5 and the five spaces; the steps
// between are inferred (rules-facts §3.3).
func Costs() (lowest, highest int) {
	d := data.Load().Display
	return d.CostMin, d.CostMax
}
