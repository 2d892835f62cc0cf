package game

import (
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/data"
	"github.com/pileup-companion/stephens/locales"
)

// Kind names what an event records.
type Kind string

// The event kinds of the running game. The solo helper adds its own kinds in
// its own file with RegisterKind.
const (
	// Setup draws and answers (rules-facts §2.2).
	KindStartPlayer        Kind = "start-player"        // Seat received the starting-player board
	KindStartingProfession Kind = "starting-profession" // Seat drew a starting profession for Side
	KindStartingDisk       Kind = "starting-disk"       // Seat took Disk for the starting master

	// Turns (rules-facts §3).
	KindFurnace   Kind = "furnace"   // Seat took glass from the furnace At
	KindFactory   Kind = "factory"   // Seat took Cubes from the small factory At (Effect: 5d)
	KindCreate    Kind = "create"    // Seat created a profession at Side/Row, taking Disk
	KindReinforce Kind = "reinforce" // Seat reinforced profession Index at Side/Row, taking Disk

	// The end trigger reported by the table (rules-facts §5.3).
	KindEndTrigger Kind = "end-trigger"

	// Reset phase (rules-facts §5.2).
	KindResetStart Kind = "reset-start" // a reset phase started by hand; At lists... see Furnaces
	KindResetStep  Kind = "reset-step"  // Step done, with its answer (Yes, Count)
	KindSupply     Kind = "supply"      // Seat delivered Cubes to the small factory At

	// The game is over: the final score was counted (Text: the winners;
	// Time, Minutes and Sheet: when it ended, how long it took, the final
	// score sheet; see finish.go).
	KindFinish Kind = "finish"
)

// Cubes counts wooden cubes by colour (the small factories' products).
type Cubes struct {
	Orange int `yaml:"orange,omitempty" json:"orange"`
	Pink   int `yaml:"pink,omitempty" json:"pink"`
	Black  int `yaml:"black,omitempty" json:"black"`
}

// Total is the number of cubes.
func (c Cubes) Total() int { return c.Orange + c.Pink + c.Black }

// Plus adds two counts.
func (c Cubes) Plus(d Cubes) Cubes {
	return Cubes{c.Orange + d.Orange, c.Pink + d.Pink, c.Black + d.Black}
}

// Minus subtracts d; ok is false when c does not hold d.
func (c Cubes) Minus(d Cubes) (Cubes, bool) {
	r := Cubes{c.Orange - d.Orange, c.Pink - d.Pink, c.Black - d.Black}
	return r, r.Orange >= 0 && r.Pink >= 0 && r.Black >= 0
}

// Colours lists the colours present, in the order orange, pink, black.
func (c Cubes) Colours() []string {
	var out []string
	for _, x := range []struct {
		name string
		n    int
	}{{"orange", c.Orange}, {"pink", c.Pink}, {"black", c.Black}} {
		if x.n > 0 {
			out = append(out, x.name)
		}
	}
	return out
}

// Words lists the cubes by colour, in the reader's language: "2 black,
// 1 orange", "none".
func (c Cubes) Words() any {
	var items []any
	for _, x := range []struct {
		id string
		n  int
	}{{"orange", c.Orange}, {"pink", c.Pink}, {"black", c.Black}} {
		if x.n > 0 {
			items = append(items, locales.M("game.cube_count", "Count", x.n, "Colour", companion.Term("term.cube."+x.id)))
		}
	}
	return locales.List{Items: items}
}

func (c Cubes) negative() bool { return c.Orange < 0 || c.Pink < 0 || c.Black < 0 }

// Event is one thing that happened at the table. Fields not used by a kind
// stay empty (and are left out of the game file).
type Event struct {
	Kind Kind `yaml:"kind" json:"kind"`
	// Seat is who acted: a player's index in Settings.Players, or Automa.
	Seat     int                  `yaml:"seat" json:"seat"`
	At       companion.Position   `yaml:"at,omitempty" json:"at,omitempty"`
	Side     companion.Side       `yaml:"side,omitempty" json:"side,omitempty"`
	Row      companion.Row        `yaml:"row,omitempty" json:"row,omitempty"`
	Index    int                  `yaml:"index,omitempty" json:"index,omitempty"` // 1-based profession in a row
	Disk     string               `yaml:"disk,omitempty" json:"disk,omitempty"`   // 2a..5c or gate-5..gate-20
	Cubes    Cubes                `yaml:"cubes,omitempty" json:"cubes,omitzero"`
	Effect   companion.Position   `yaml:"effect,omitempty" json:"effect,omitempty"` // 5d: the empty furnace used
	Furnaces []companion.Position `yaml:"furnaces,omitempty" json:"furnaces,omitempty"`
	Step     StepID               `yaml:"step,omitempty" json:"step,omitempty"`
	Yes      bool                 `yaml:"yes,omitempty" json:"yes,omitempty"`
	Count    int                  `yaml:"count,omitempty" json:"count,omitempty"`
	Bonus    string               `yaml:"bonus,omitempty" json:"bonus,omitempty"`
	Card     string               `yaml:"card,omitempty" json:"card,omitempty"` // solo: an Automa card
	Text     string               `yaml:"text,omitempty" json:"text,omitempty"`
	Numbers  []int                `yaml:"numbers,omitempty" json:"numbers,omitempty"`
	// Gained, at step 5 of a reset phase, are the cubes each player's
	// activated investment columns gave, by seat (nil: not counted).
	Gained []*Cubes `yaml:"gained,omitempty" json:"gained,omitempty"`
	// The end of the game (finish): when it ended (UTC), its length in
	// minutes when the table gave it (0: from the start to the end), and
	// the final score sheet, players in seat order.
	Time    time.Time    `yaml:"time,omitempty" json:"time,omitzero"`
	Minutes int          `yaml:"minutes,omitempty" json:"minutes,omitempty"`
	Sheet   *score.Sheet `yaml:"sheet,omitempty" json:"sheet,omitempty"`
}

// ApplyFunc changes the state by one event. It must check everything before
// changing anything: a refused event returns a *companion.Problem and leaves
// the state exactly as it was.
type ApplyFunc func(s *State, e Event) error

// kinds are the event kinds, setupKinds those recorded by `new` that
// cannot be undone. Both are filled on first use (registered), so loading
// the package costs nothing and no init function runs.
var (
	kindsOnce  sync.Once
	kinds      map[Kind]ApplyFunc
	setupKinds map[Kind]bool
)

// registered fills the kinds and the solo reset step once, before their
// first use.
func registered() { kindsOnce.Do(registerKinds) }

// RegisterKind adds an event kind. Setup kinds are the draws made when
// the game is created, which undo keeps.
func RegisterKind(k Kind, f ApplyFunc, setup bool) {
	registered()
	registerKind(k, f, setup)
}

func registerKind(k Kind, f ApplyFunc, setup bool) {
	if _, dup := kinds[k]; dup {
		panic("game: event kind registered twice: " + string(k))
	}
	kinds[k] = f
	if setup {
		setupKinds[k] = true
	}
}

// IsSetup reports whether an event is a setup draw (kept by undo).
func IsSetup(e Event) bool { registered(); return setupKinds[e.Kind] }

// KnownKind reports whether k is a registered event kind.
func KnownKind(k Kind) bool { registered(); _, ok := kinds[k]; return ok }

// registerKinds fills the event kinds: the game's, then the solo rules'.
func registerKinds() {
	kinds, setupKinds = map[Kind]ApplyFunc{}, map[Kind]bool{}
	registerKind(KindStartPlayer, applyStartPlayer, true)
	registerKind(KindStartingProfession, applyStartingProfession, true)
	registerKind(KindStartingDisk, applyStartingDisk, false)
	registerKind(KindFurnace, applyFurnace, false)
	registerKind(KindFactory, applyFactory, false)
	registerKind(KindCreate, applyCreate, false)
	registerKind(KindReinforce, applyReinforce, false)
	registerKind(KindEndTrigger, applyEndTrigger, false)
	registerKind(KindResetStart, applyResetStart, false)
	registerKind(KindResetStep, applyResetStep, false)
	registerKind(KindSupply, applySupply, false)
	registerKind(KindFinish, applyFinish, false)
	registerKind(KindNearestIcon, applyNearestIcon, false)
	registerKind(KindNotShown, applyNotShown, false)
	registerSoloKinds()
}

// String spells cubes as flags and answers take them: "orange,2black";
// "" for none.
func (c Cubes) String() string {
	var parts []string
	for _, x := range []struct {
		name string
		n    int
	}{{"orange", c.Orange}, {"pink", c.Pink}, {"black", c.Black}} {
		switch {
		case x.n == 1:
			parts = append(parts, x.name)
		case x.n > 1:
			parts = append(parts, strconv.Itoa(x.n)+x.name)
		}
	}
	return strings.Join(parts, ",")
}

// CubesOf is n cubes of one colour.
func CubesOf(colour string, n int) Cubes {
	switch colour {
	case "orange":
		return Cubes{Orange: n}
	case "pink":
		return Cubes{Pink: n}
	}
	return Cubes{Black: n}
}

// ParseCubes reads colours as the table names them: "black,orange,orange",
// "2black,orange", "2 black" (brown is the rulebook's other name for
// orange). A count is at most what the box holds of a colour.
func ParseCubes(v string) (Cubes, error) {
	var c Cubes
	bad := companion.NewProblem("game.problem.bad_cubes", "Value", v, "List", locales.List{Items: []any{"orange", "pink", "black"}})
	for _, part := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == ',' || r == '+' }) {
		part = strings.TrimSpace(part)
		n, i := 1, 0
		for i < len(part) && part[i] >= '0' && part[i] <= '9' {
			i++
		}
		if i > 0 {
			var err error
			if n, err = strconv.Atoi(part[:i]); err != nil || n < 1 || n > data.Load().CubesPerColour {
				return Cubes{}, bad
			}
		}
		switch strings.TrimSpace(part[i:]) {
		case "orange", "brown", "o":
			c.Orange += n
		case "pink", "p":
			c.Pink += n
		case "black", "b":
			c.Black += n
		default:
			return Cubes{}, bad
		}
	}
	if c.Total() == 0 {
		return Cubes{}, bad
	}
	return c, nil
}
