package companion

import (
	"fmt"

	"github.com/pileup-companion/stephens/locales"
)

// Position is one of the four corners used by the furnaces of the Stephens'
// factory and by the four small factories.
type Position string

const (
	UpperLeft  Position = "upper-left"
	UpperRight Position = "upper-right"
	LowerRight Position = "lower-right"
	LowerLeft  Position = "lower-left"
)

// Positions lists the corners in clockwise order, starting upper-left: the
// order an Automa arrow walks them (Walk).
var Positions = []Position{UpperLeft, UpperRight, LowerRight, LowerLeft}

// BoardOrder lists the corners as they are read on the board, top row
// first, left to right: the one order every table, list, prompt and piped
// line shows the furnaces and small factories in.
var BoardOrder = []Position{UpperLeft, UpperRight, LowerLeft, LowerRight}

// ParsePosition accepts the canonical names ("upper-left", ...).
func ParsePosition(s string) (Position, error) {
	for _, p := range Positions {
		if string(p) == s {
			return p, nil
		}
	}
	return "", NewProblem("problem.bad_position", "Value", s, "List", tokens(BoardOrder))
}

// Arrow is the direction an Automa card's arrow walks the four positions.
type Arrow string

const (
	Clockwise        Arrow = "clockwise"
	Counterclockwise Arrow = "counterclockwise"
)

// ParseArrow accepts "clockwise" and "counterclockwise".
func ParseArrow(s string) (Arrow, error) {
	switch Arrow(s) {
	case Clockwise, Counterclockwise:
		return Arrow(s), nil
	}
	return "", NewProblem("problem.bad_arrow", "Value", s, "List", tokens([]Arrow{Clockwise, Counterclockwise}))
}

// Walk returns the four positions in the order an arrow visits them,
// starting at from: clockwise upper-left → upper-right → lower-right →
// lower-left, and the reverse counter-clockwise (rules-facts §8.5).
func Walk(from Position, a Arrow) []Position {
	start := -1
	for i, p := range Positions {
		if p == from {
			start = i
		}
	}
	if start < 0 {
		panic(fmt.Sprintf("companion.Walk: unknown position %q", from))
	}
	out := make([]Position, 0, len(Positions))
	for k := 0; k < len(Positions); k++ {
		i := start + k
		if a == Counterclockwise {
			i = start - k
		}
		out = append(out, Positions[(i%4+4)%4])
	}
	return out
}

// FirstAlong returns the first position along the arrow from start for which
// ok holds, and false when none does.
func FirstAlong(from Position, a Arrow, ok func(Position) bool) (Position, bool) {
	for _, p := range Walk(from, a) {
		if ok(p) {
			return p, true
		}
	}
	return "", false
}

// IsUpper reports whether p is one of the two upper positions.
func (p Position) IsUpper() bool { return p == UpperLeft || p == UpperRight }

// Side is a side of the board: left takes red professions, right blue ones.
type Side string

const (
	Left  Side = "left"
	Right Side = "right"
)

// Sides lists both sides, left first.
var Sides = []Side{Left, Right}

// ParseSide accepts "left" and "right".
func ParseSide(s string) (Side, error) {
	switch Side(s) {
	case Left, Right:
		return Side(s), nil
	}
	return "", NewProblem("problem.bad_side", "Value", s, "List", tokens([]Side{Left, Right}))
}

// Opposite returns the other side.
func (s Side) Opposite() Side {
	if s == Left {
		return Right
	}
	return Left
}

// Row is one of the three places on a side where professions attach, top to
// bottom: the upper small factory, the lower small factory, and the upper
// furnace of the Stephens' factory (rules-facts §3.4).
type Row string

const (
	RowUpper   Row = "upper"   // upper small factory
	RowLower   Row = "lower"   // lower small factory
	RowFurnace Row = "furnace" // upper furnace of the Stephens' factory
)

// Rows lists the rows top to bottom.
var Rows = []Row{RowUpper, RowLower, RowFurnace}

// ParseRow accepts "upper", "lower" and "furnace".
func ParseRow(s string) (Row, error) {
	for _, r := range Rows {
		if string(r) == s {
			return r, nil
		}
	}
	return "", NewProblem("problem.bad_row", "Value", s, "List", tokens(Rows))
}

// Below returns the row immediately below r; ok is false for the furnace row.
func (r Row) Below() (Row, bool) {
	switch r {
	case RowUpper:
		return RowLower, true
	case RowLower:
		return RowFurnace, true
	}
	return "", false
}

// Position returns where a row of a side sits on the board: the upper and
// lower small factories, and the upper furnace, on that side.
func (r Row) Position(s Side) Position {
	switch {
	case r == RowUpper && s == Left:
		return UpperLeft
	case r == RowUpper:
		return UpperRight
	case r == RowLower && s == Left:
		return LowerLeft
	case r == RowLower:
		return LowerRight
	case s == Left:
		return UpperLeft // the upper-left furnace
	default:
		return UpperRight
	}
}

// SideCounts is how many professions each row of one side holds.
type SideCounts map[Row]int

// CanAttach applies the placement rule (rules-facts §3.4): after attaching,
// a factory must hold fewer professions than the factory immediately below
// it; with ability 3b it may hold as many, never more. The furnace row takes
// any number.
func CanAttach(counts SideCounts, r Row, has3b bool) bool {
	below, ok := r.Below()
	if !ok {
		return true
	}
	after := counts[r] + 1
	if has3b {
		return after <= counts[below]
	}
	return after < counts[below]
}

// TopmostAttachable returns the topmost row of a side where a new profession
// may attach, as the Automa places its professions (rules-facts §8.5).
func TopmostAttachable(counts SideCounts, has3b bool) Row {
	for _, r := range Rows {
		if CanAttach(counts, r, has3b) {
			return r
		}
	}
	return RowFurnace
}

// tokens lists values as files and flags spell them, for a problem's List
// (a flag's check names them in the user's words instead).
func tokens[T ~string](xs []T) locales.List {
	items := make([]any, len(xs))
	for i, x := range xs {
		items[i] = string(x)
	}
	return locales.List{Items: items}
}

// RefillLimit is the most cubes this companion takes as the refill number
// printed on a space of the scoring track. It is not a rule: the printed
// numbers are not in the texts (rules-facts §13) and cubes are unlimited
// (§1, "Unlimited items"); it only catches typing slips, and the refusal
// says so.
const RefillLimit = 20
