package automa

import (
	"slices"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// HighestVisible is the highest number visible on the worker supply card
// once taken disks are off it: the largest of the numbers under the first
// taken spaces (rules-facts §8.5, §13: DE takes the topmost disk each time).
// ok is false when the numbers are not transcribed or nothing is uncovered.
func HighestVisible(numbers []int, taken int) (int, bool) {
	if len(numbers) == 0 || taken <= 0 {
		return 0, false
	}
	if taken > len(numbers) {
		taken = len(numbers)
	}
	return slices.Max(numbers[:taken]), true
}

// NextDisk says where the Automa's next worker comes from: its number on the
// worker supply card (1-10), or 0 when the card is bare and the disk comes
// from the general supply (the "rare instances" of rules-facts §8.2 step 3b,
// which the texts never define; the companion assumes this is one).
func NextDisk(taken int) (number int, fromCard bool) {
	if taken < data.Load().Solo.AutomaDisks {
		return taken + 1, true
	}
	return 0, false
}

// Removal names the display cards a furnace card removes when the Automa
// takes a white cube: contracts (lower-left furnace) or investments
// (lower-right), by cost.
type Removal struct {
	Kind  string // "contracts" or "investments"
	Costs []int
}

// FurnaceResult is what a furnace icon does on the board.
type FurnaceResult struct {
	// Skipped: empty furnaces passed over along the arrow.
	Skipped []companion.Position
	// Furnace the cube leaves; Found is false when all four are empty.
	Furnace companion.Position
	Found   bool
	Colour  string
	// Upper furnace: the row that activates for the player, and the
	// player's professions on it (as master or apprentice).
	Side      companion.Side
	Row       companion.Row
	Activated []Profession
	// Lower furnace (white cube): the cards that leave the display; nil
	// when the card shows none.
	Removes *Removal
}

// ResolveFurnace removes 1 cube from the first furnace along the arrow that
// has one (rules-facts §8.5). From an upper furnace the player's professions
// in that row activate (the Automa never activates its own workers); a white
// cube from a lower furnace removes the contracts or investments of the
// card's costs.
func ResolveFurnace(at companion.Position, arrow companion.Arrow, costs []int, b *Board) FurnaceResult {
	var r FurnaceResult
	for _, p := range companion.Walk(at, arrow) {
		if b.Furnaces[p] > 0 {
			r.Furnace, r.Found = p, true
			break
		}
		r.Skipped = append(r.Skipped, p)
	}
	if !r.Found {
		return r
	}
	r.Colour = FurnaceColour(r.Furnace)
	if side, row, upper := FurnaceRow(r.Furnace); upper {
		r.Side, r.Row = side, row
		r.Activated = playerOnRow(b, side, row)
		return r
	}
	if len(costs) > 0 {
		kind := "contracts"
		if r.Furnace == companion.LowerRight {
			kind = "investments"
		}
		c := slices.Clone(costs)
		slices.Sort(c)
		r.Removes = &Removal{Kind: kind, Costs: c}
	}
	return r
}

func playerOnRow(b *Board, side companion.Side, row companion.Row) []Profession {
	var out []Profession
	for _, p := range b.Professions {
		if p.Side == side && p.Row == row && (p.Master == Player || p.Apprentice == Player) {
			out = append(out, p)
		}
	}
	return out
}

// ProfessionResult is what a profession icon does.
type ProfessionResult struct {
	Slot     int
	Side     companion.Side // left for red slots 1-3, right for blue 4-6
	FromDeck bool           // slot 1 or 6: the top card of a deck
	Row      companion.Row  // topmost row where the placement rule holds
	// Disk is the master's number on the worker supply card, 0 when it
	// comes from the general supply (NextDisk).
	Disk     int
	FromCard bool
	// WorkersAfter is the Automa's worker count with the new master.
	WorkersAfter int
}

// ResolveProfession takes the profession in the display slot and attaches
// it to the topmost row of its side where the placement rule holds, with the
// Automa's next disk as its master (rules-facts §8.5, §3.4). The Automa has
// no abilities, so 3b never relaxes the rule.
func ResolveProfession(slot int, b *Board) ProfessionResult {
	side := SlotSide(slot)
	disk, fromCard := NextDisk(b.AutomaDisks)
	return ProfessionResult{
		Slot:         slot,
		Side:         side,
		FromDeck:     IsDeckSlot(slot),
		Row:          companion.TopmostAttachable(b.SideCounts(side), false),
		Disk:         disk,
		FromCard:     fromCard,
		WorkersAfter: b.AutomaDisks + 1,
	}
}

// SmallFactoryResult is what a small-factory icon does.
type SmallFactoryResult struct {
	// Count is the highest visible worker supply number: how many cubes
	// the card asks for.
	Count int
	// Skipped: empty small factories passed over along the arrow.
	Skipped []companion.Position
	// Factory the cubes leave and how many (up to what it holds); Found is
	// false when every small factory is empty.
	Factory companion.Position
	Found   bool
	Remove  int
	// Colours is filled when the choice is forced (one colour there, or
	// every cube leaves); otherwise the player chooses which cubes go.
	Colours map[string]int
	// All small factories empty: 1 cube from the furnaces along the card's
	// fallback diagram; NeedFallback when the diagram is not known.
	Fallback     *FurnaceResult
	NeedFallback bool
}

// ResolveSmallFactory removes as many cubes as the highest visible worker
// supply number from the first small factory along the arrow that has any,
// as many as it holds up to that number. When all are empty it removes 1
// cube from the furnaces following the card's fallback diagram (rules-facts
// §8.5, D57); a cube from an upper furnace activates the player's row as
// the furnace icon says. fallback nil means the table must say.
func ResolveSmallFactory(at companion.Position, arrow companion.Arrow, fallback *Diagram, highest int, b *Board) SmallFactoryResult {
	r := SmallFactoryResult{Count: highest}
	for _, p := range companion.Walk(at, arrow) {
		if b.FactoryCubes(p) > 0 {
			r.Factory, r.Found = p, true
			break
		}
		r.Skipped = append(r.Skipped, p)
	}
	if r.Found {
		there := b.FactoryCubes(r.Factory)
		r.Remove = min(highest, there)
		var colours []string
		for _, c := range BagColours {
			if b.SmallFactories[r.Factory][c] > 0 {
				colours = append(colours, c)
			}
		}
		switch {
		case r.Remove == 0:
		case r.Remove == there:
			r.Colours = map[string]int{}
			for _, c := range colours {
				r.Colours[c] = b.SmallFactories[r.Factory][c]
			}
		case len(colours) == 1:
			r.Colours = map[string]int{colours[0]: r.Remove}
		}
		return r
	}
	if fallback == nil {
		r.NeedFallback = true
		return r
	}
	f := ResolveFurnace(fallback.At, fallback.Arrow, nil, b)
	r.Fallback = &f
	return r
}

// Placement is one cube of the Automa's supply step.
type Placement struct {
	Factory companion.Position
	Colour  string
}

// SupplyResult is the Automa's supply step of a reset phase.
type SupplyResult struct {
	// Placements: one cube per small factory, from the start along the arrow.
	Placements []Placement
	// Short is how many cubes the card asked for that the empty bag could
	// not give.
	Short int
	// Apprentice: the card shows the disk-placement symbol.
	Apprentice bool
	Disk       int // the disk's number on the worker supply card, 0 for the general supply
	FromCard   bool
	// Candidates: free apprentice spaces on professions with the player's
	// master (EN/PT); AnyFree: every free apprentice space (the DE reading,
	// rules-facts D58). Indexes into Board.Professions.
	Candidates []int
	AnyFree    []int
}

// ResolveSupply runs a card's lower section (rules-facts §8.6): draw the
// card's cubes from the bag one at a time, each into a different small
// factory starting at the marked one and following the arrow; an empty bag
// gives nothing. With the disk symbol, list where the next disk may go.
// The bag is drawn from.
func ResolveSupply(s Supply, bag *Bag, b *Board) SupplyResult {
	var r SupplyResult
	if s.Cubes > 0 {
		walk := companion.Walk(s.Start, s.Arrow)
		for i := 0; i < s.Cubes && i < len(walk); i++ {
			c, ok := bag.Draw()
			if !ok {
				r.Short = s.Cubes - i
				break
			}
			r.Placements = append(r.Placements, Placement{Factory: walk[i], Colour: c})
		}
	}
	if s.Apprentice {
		r.Apprentice = true
		r.Disk, r.FromCard = NextDisk(b.AutomaDisks)
		for i, p := range b.Professions {
			if !p.ApprenticeFree() || p.Master == Nobody {
				continue
			}
			r.AnyFree = append(r.AnyFree, i)
			if p.Master == Player {
				r.Candidates = append(r.Candidates, i)
			}
		}
	}
	return r
}

// MaxPlayerWorkers is the most workers the player may have with the
// Automa's count (rules-facts §8.4: at most 3 more; DE example 4 → 7).
func MaxPlayerWorkers(automa int) int { return automa + data.Load().Solo.WorkerLead }

// CheckWorkerLimit refuses a worker that would leave the player with more
// than 3 workers beyond the Automa's.
func CheckWorkerLimit(playerAfter, automa int) error {
	if max := MaxPlayerWorkers(automa); playerAfter > max {
		return companion.NewProblem("solo.problem.worker_limit", "Player", playerAfter, "Automa", automa, "Max", max, "Lead", data.Load().Solo.WorkerLead).About("solo-worker-limit")
	}
	return nil
}
