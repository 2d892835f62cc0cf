package automa

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// Owner says whose disk sits on a worker space.
type Owner string

const (
	Nobody Owner = ""
	Player Owner = "player"
	Automa Owner = "automa"
)

// Profession is one profession card attached to the board, as far as the
// Automa needs to know it.
type Profession struct {
	// Label is how the table names the card (optional; shown back).
	Label      string
	Side       companion.Side
	Row        companion.Row
	Master     Owner
	Apprentice Owner
	// Spaces is the number of worker spaces printed on the card (1 or 2);
	// 0 when nobody told the companion.
	Spaces int
}

// ApprenticeFree reports whether the card may still take an apprentice: it
// is not known to have a single space and its lower space is empty.
func (p Profession) ApprenticeFree() bool { return p.Spaces != 1 && p.Apprentice == Nobody }

// Board is the part of the tracked game an Automa turn reads.
type Board struct {
	// Furnaces: translucent cubes left in each furnace.
	Furnaces map[companion.Position]int
	// SmallFactories: wooden cubes on each small factory, by colour
	// (orange, pink, black).
	SmallFactories map[companion.Position]map[string]int
	// Professions: every profession attached, whoever created it.
	Professions []Profession
	// AutomaDisks: disks the Automa has taken from its worker supply card so
	// far (1 after setup); they are its workers.
	AutomaDisks int
}

// SideCounts counts the professions attached to each row of a side.
func (b *Board) SideCounts(s companion.Side) companion.SideCounts {
	out := companion.SideCounts{}
	for _, p := range b.Professions {
		if p.Side == s {
			out[p.Row]++
		}
	}
	return out
}

// FactoryCubes is the number of cubes on one small factory.
func (b *Board) FactoryCubes(p companion.Position) int {
	n := 0
	for _, v := range b.SmallFactories[p] {
		n += v
	}
	return n
}

// PlayerWorkers counts the player's masters and apprentices.
func (b *Board) PlayerWorkers() int {
	n := 0
	for _, p := range b.Professions {
		if p.Master == Player {
			n++
		}
		if p.Apprentice == Player {
			n++
		}
	}
	return n
}

// FurnaceColour is the colour of a furnace's cubes (rules-facts §2.1).
func FurnaceColour(p companion.Position) string { return data.Load().Furnaces[string(p)].Colour }

// FurnaceRow is the profession row beside an upper furnace: the furnace row
// of that side (upper-left furnace: left side).
func FurnaceRow(p companion.Position) (companion.Side, companion.Row, bool) {
	switch p {
	case companion.UpperLeft:
		return companion.Left, companion.RowFurnace, true
	case companion.UpperRight:
		return companion.Right, companion.RowFurnace, true
	}
	return "", "", false
}

// FactoryRow is the profession row beside a small factory.
func FactoryRow(p companion.Position) (companion.Side, companion.Row) {
	switch p {
	case companion.UpperLeft:
		return companion.Left, companion.RowUpper
	case companion.LowerLeft:
		return companion.Left, companion.RowLower
	case companion.UpperRight:
		return companion.Right, companion.RowUpper
	default:
		return companion.Right, companion.RowLower
	}
}
