package automa

import (
	"reflect"
	"slices"
	"testing"

	"github.com/pileup-companion/stephens/companion"
)

const (
	UL = companion.UpperLeft
	UR = companion.UpperRight
	LR = companion.LowerRight
	LL = companion.LowerLeft
	CW = companion.Clockwise
	CC = companion.Counterclockwise
)

func furnaces(empty ...companion.Position) map[companion.Position]int {
	m := map[companion.Position]int{UL: 3, UR: 3, LR: 3, LL: 3}
	for _, p := range empty {
		m[p] = 0
	}
	return m
}

func pos(ps ...companion.Position) []companion.Position { return ps }

// rules-facts §8.5: remove 1 cube from the indicated furnace, following the
// arrow past empty ones (clockwise UL → UR → LR → LL).
func TestResolveFurnaceWalk(t *testing.T) {
	cases := []struct {
		at      companion.Position
		arrow   companion.Arrow
		empty   []companion.Position
		want    companion.Position
		skipped []companion.Position
	}{
		// every start, both arrows, nothing empty: the indicated furnace
		{UL, CW, nil, UL, nil}, {UL, CC, nil, UL, nil},
		{UR, CW, nil, UR, nil}, {UR, CC, nil, UR, nil},
		{LR, CW, nil, LR, nil}, {LR, CC, nil, LR, nil},
		{LL, CW, nil, LL, nil}, {LL, CC, nil, LL, nil},
		// every start, both arrows, the indicated one empty
		{UL, CW, pos(UL), UR, pos(UL)}, {UL, CC, pos(UL), LL, pos(UL)},
		{UR, CW, pos(UR), LR, pos(UR)}, {UR, CC, pos(UR), UL, pos(UR)},
		{LR, CW, pos(LR), LL, pos(LR)}, {LR, CC, pos(LR), UR, pos(LR)},
		{LL, CW, pos(LL), UL, pos(LL)}, {LL, CC, pos(LL), LR, pos(LL)},
		// two and three empty in a row
		{UL, CW, pos(UL, UR), LR, pos(UL, UR)},
		{UL, CC, pos(UL, LL), LR, pos(UL, LL)},
		{LL, CW, pos(LL, UL, UR), LR, pos(LL, UL, UR)},
		{UR, CC, pos(UR, UL, LL), LR, pos(UR, UL, LL)},
		// an empty furnace that is not on the way does not matter
		{UR, CW, pos(UL, LL), UR, nil},
	}
	for _, c := range cases {
		b := &Board{Furnaces: furnaces(c.empty...)}
		r := ResolveFurnace(c.at, c.arrow, nil, b)
		if !r.Found || r.Furnace != c.want || !reflect.DeepEqual(r.Skipped, c.skipped) {
			t.Errorf("%s %s empty %v: got %s skipped %v, want %s skipped %v", c.at, c.arrow, c.empty, r.Furnace, r.Skipped, c.want, c.skipped)
		}
	}
	// all four empty: nothing to remove
	r := ResolveFurnace(LR, CC, []int{1}, &Board{Furnaces: furnaces(UL, UR, LR, LL)})
	if r.Found || len(r.Skipped) != 4 || r.Removes != nil {
		t.Errorf("all empty: %+v", r)
	}
}

func testProfessions() []Profession {
	return []Profession{
		{Label: "a", Side: companion.Left, Row: companion.RowFurnace, Master: Player, Spaces: 2},
		{Label: "b", Side: companion.Left, Row: companion.RowFurnace, Master: Automa, Apprentice: Player, Spaces: 2},
		{Label: "c", Side: companion.Left, Row: companion.RowFurnace, Master: Automa, Spaces: 2},
		{Label: "d", Side: companion.Left, Row: companion.RowLower, Master: Player, Spaces: 2},
		{Label: "e", Side: companion.Right, Row: companion.RowFurnace, Master: Player, Spaces: 1},
		{Label: "f", Side: companion.Right, Row: companion.RowFurnace, Master: Automa, Spaces: 2},
	}
}

func labels(ps []Profession) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Label)
	}
	return out
}

// rules-facts §8.5 (D54): a cube from an upper furnace activates the
// player's professions in that row, never the Automa's own workers.
func TestResolveFurnaceActivates(t *testing.T) {
	b := &Board{Furnaces: furnaces(), Professions: testProfessions()}
	r := ResolveFurnace(UL, CW, []int{2}, b)
	if r.Colour != "green" || r.Side != companion.Left || r.Row != companion.RowFurnace {
		t.Fatalf("upper-left: %+v", r)
	}
	if got := labels(r.Activated); !reflect.DeepEqual(got, []string{"a", "b"}) {
		t.Errorf("upper-left activates %v, want the player's master a and apprentice b", got)
	}
	if r.Removes != nil {
		t.Errorf("a green cube removes no display cards: %+v", r.Removes)
	}
	r = ResolveFurnace(UR, CC, nil, b)
	if r.Colour != "blue" || r.Side != companion.Right || !reflect.DeepEqual(labels(r.Activated), []string{"e"}) {
		t.Errorf("upper-right: %+v", r)
	}
	// Walked to an upper furnace from a lower start: still activates.
	b.Furnaces = furnaces(LL)
	r = ResolveFurnace(LL, CW, []int{1}, b)
	if r.Furnace != UL || len(r.Activated) != 2 || r.Removes != nil {
		t.Errorf("LL→UL: %+v", r)
	}
}

// rules-facts §8.5 (D56): a white cube from a lower furnace removes the
// card's contracts (lower-left) or investments (lower-right) by cost.
func TestResolveFurnaceRemoves(t *testing.T) {
	b := &Board{Furnaces: furnaces()}
	r := ResolveFurnace(LL, CW, []int{3, 1}, b)
	if r.Colour != "white" || r.Removes == nil || r.Removes.Kind != "contracts" || !reflect.DeepEqual(r.Removes.Costs, []int{1, 3}) {
		t.Fatalf("lower-left: %+v %+v", r, r.Removes)
	}
	if len(r.Activated) != 0 || r.Side != "" {
		t.Errorf("a lower furnace activates nothing: %+v", r)
	}
	r = ResolveFurnace(LR, CW, []int{5}, b)
	if r.Removes == nil || r.Removes.Kind != "investments" || !reflect.DeepEqual(r.Removes.Costs, []int{5}) {
		t.Fatalf("lower-right: %+v", r.Removes)
	}
	// Walked from an upper furnace to a lower one: the white cube counts.
	b.Furnaces = furnaces(UR)
	r = ResolveFurnace(UR, CW, []int{4}, b)
	if r.Furnace != LR || r.Removes == nil || r.Removes.Kind != "investments" {
		t.Fatalf("UR→LR: %+v", r)
	}
	if r := ResolveFurnace(LL, CW, nil, &Board{Furnaces: furnaces()}); r.Removes != nil {
		t.Errorf("no costs on the card, nothing leaves: %+v", r.Removes)
	}
}

func side(s companion.Side, upper, lower, furnace int) []Profession {
	var out []Profession
	for r, n := range map[companion.Row]int{companion.RowUpper: upper, companion.RowLower: lower, companion.RowFurnace: furnace} {
		for i := 0; i < n; i++ {
			out = append(out, Profession{Side: s, Row: r, Master: Player})
		}
	}
	return out
}

// rules-facts §8.5, §3.4: the slot gives the colour and side; the card goes
// to the topmost row where count(row) < count(row below) after attaching.
func TestResolveProfession(t *testing.T) {
	cases := []struct {
		slot                  int
		upper, lower, furnace int // professions on the slot's side
		want                  companion.Row
	}{
		{1, 0, 0, 0, companion.RowFurnace},
		{2, 0, 0, 1, companion.RowFurnace},
		{3, 0, 0, 2, companion.RowLower},
		{4, 0, 1, 2, companion.RowFurnace},
		{5, 0, 1, 3, companion.RowLower},
		{6, 0, 2, 3, companion.RowUpper},
		{1, 1, 2, 3, companion.RowFurnace},
		{6, 2, 3, 4, companion.RowFurnace},
		{3, 2, 3, 5, companion.RowLower},
	}
	for _, c := range cases {
		s := SlotSide(c.slot)
		// The other side is crowded, to show it does not count.
		profs := append(side(s, c.upper, c.lower, c.furnace), side(s.Opposite(), 0, 4, 9)...)
		b := &Board{Professions: profs, AutomaDisks: 3}
		r := ResolveProfession(c.slot, b)
		if r.Row != c.want {
			t.Errorf("slot %d with %d/%d/%d: row %s, want %s", c.slot, c.upper, c.lower, c.furnace, r.Row, c.want)
		}
		if r.Disk != 4 || !r.FromCard || r.WorkersAfter != 4 {
			t.Errorf("slot %d: disk %d from card %v, workers %d", c.slot, r.Disk, r.FromCard, r.WorkersAfter)
		}
	}
	for slot, want := range map[int]companion.Side{1: companion.Left, 2: companion.Left, 3: companion.Left, 4: companion.Right, 5: companion.Right, 6: companion.Right} {
		r := ResolveProfession(slot, &Board{AutomaDisks: 1})
		if r.Side != want || r.FromDeck != (slot == 1 || slot == 6) {
			t.Errorf("slot %d: side %s deck %v", slot, r.Side, r.FromDeck)
		}
	}
	// The card is bare after 10 disks: the next comes from the general supply.
	if r := ResolveProfession(2, &Board{AutomaDisks: 10}); r.FromCard || r.Disk != 0 || r.WorkersAfter != 11 {
		t.Errorf("after 10 disks: %+v", r)
	}
}

// rules-facts §8.5, §13: the highest number visible once the taken disks
// are off the worker supply card.
func TestHighestVisible(t *testing.T) {
	nums := []int{0, 1, 1, 2, 2, 3, 3, 4, 4, 5} // made up
	for _, c := range []struct{ taken, want int }{{1, 0}, {2, 1}, {3, 1}, {4, 2}, {9, 4}, {10, 5}, {12, 5}} {
		if got, ok := HighestVisible(nums, c.taken); !ok || got != c.want {
			t.Errorf("taken %d: %d %v, want %d", c.taken, got, ok, c.want)
		}
	}
	// not in order on the card: still the highest visible
	if got, _ := HighestVisible([]int{3, 1, 2}, 2); got != 3 {
		t.Errorf("highest of [3 1] = %d", got)
	}
	if _, ok := HighestVisible(nil, 3); ok {
		t.Error("no transcription: must ask")
	}
	if _, ok := HighestVisible(nums, 0); ok {
		t.Error("nothing taken: nothing visible")
	}
}

func factories(m map[companion.Position]map[string]int) *Board {
	return &Board{Furnaces: furnaces(), SmallFactories: m}
}

// rules-facts §8.5: remove the highest visible number of cubes from the first
// small factory along the arrow that has any, up to what it holds.
func TestResolveSmallFactoryWalk(t *testing.T) {
	// Only one factory holds cubes: every start, both arrows.
	cases := []struct {
		at      companion.Position
		arrow   companion.Arrow
		full    companion.Position
		skipped []companion.Position
	}{
		{UL, CW, LR, pos(UL, UR)}, {UL, CC, LR, pos(UL, LL)},
		{UR, CW, LR, pos(UR)}, {UR, CC, LR, pos(UR, UL, LL)},
		{LR, CW, LR, nil}, {LR, CC, LR, nil},
		{LL, CW, LR, pos(LL, UL, UR)}, {LL, CC, LR, pos(LL)},
		{UL, CW, UL, nil}, {UL, CC, UR, pos(UL, LL, LR)},
		{UR, CW, UL, pos(UR, LR, LL)}, {LL, CC, UR, pos(LL, LR)},
	}
	for _, c := range cases {
		b := factories(map[companion.Position]map[string]int{c.full: {"pink": 4}})
		r := ResolveSmallFactory(c.at, c.arrow, nil, 2, b)
		if !r.Found || r.Factory != c.full || !reflect.DeepEqual(r.Skipped, c.skipped) {
			t.Errorf("%s %s: got %s skipped %v, want %s skipped %v", c.at, c.arrow, r.Factory, r.Skipped, c.full, c.skipped)
		}
		if r.Remove != 2 || !reflect.DeepEqual(r.Colours, map[string]int{"pink": 2}) {
			t.Errorf("%s %s: remove %d %v", c.at, c.arrow, r.Remove, r.Colours)
		}
	}
}

func TestResolveSmallFactoryCounts(t *testing.T) {
	mixed := map[companion.Position]map[string]int{UL: {"orange": 2, "pink": 1}, UR: {"black": 1}}
	cases := []struct {
		name    string
		highest int
		want    int
		colours map[string]int
	}{
		{"fewer than there: the player chooses", 2, 2, nil},
		{"exactly what is there", 3, 3, map[string]int{"orange": 2, "pink": 1}},
		{"more than there: all of it", 5, 3, map[string]int{"orange": 2, "pink": 1}},
		{"a zero on the card", 0, 0, nil},
	}
	for _, c := range cases {
		r := ResolveSmallFactory(UL, CW, nil, c.highest, factories(mixed))
		if r.Factory != UL || r.Count != c.highest || r.Remove != c.want || !reflect.DeepEqual(r.Colours, c.colours) {
			t.Errorf("%s: %+v", c.name, r)
		}
	}
	// A factory that is passed over keeps its cubes; the next one gives what it has.
	r := ResolveSmallFactory(UR, CC, nil, 4, factories(map[companion.Position]map[string]int{UR: {}, UL: {"black": 1}, LR: {"pink": 3}}))
	if r.Factory != UL || r.Remove != 1 || !reflect.DeepEqual(r.Colours, map[string]int{"black": 1}) {
		t.Errorf("UR ccw: %+v", r)
	}
}

// rules-facts §8.5, D57: every small factory empty → 1 cube from the
// furnaces along the card's fallback diagram, or ask when it is unknown.
func TestResolveSmallFactoryFallback(t *testing.T) {
	empty := map[companion.Position]map[string]int{}
	b := factories(empty)
	b.Furnaces = furnaces(UR)
	b.Professions = testProfessions()
	r := ResolveSmallFactory(UL, CW, &Diagram{At: UR, Arrow: CW}, 3, b)
	if r.Found || r.NeedFallback || r.Fallback == nil {
		t.Fatalf("%+v", r)
	}
	if f := r.Fallback; !f.Found || f.Furnace != LR || f.Colour != "white" || f.Removes != nil {
		t.Errorf("fallback UR cw with UR empty: %+v", f)
	}
	if len(r.Skipped) != 4 {
		t.Errorf("all four small factories were looked at: %v", r.Skipped)
	}
	r = ResolveSmallFactory(UL, CW, &Diagram{At: LL, Arrow: CW}, 3, b)
	if f := r.Fallback; f.Furnace != LL {
		t.Errorf("fallback LL: %+v", f)
	}
	// a fallback cube from an upper furnace activates the player's row
	r = ResolveSmallFactory(UL, CW, &Diagram{At: UL, Arrow: CC}, 3, b)
	if f := r.Fallback; f.Furnace != UL || !reflect.DeepEqual(labels(f.Activated), []string{"a", "b"}) {
		t.Errorf("fallback UL: %+v", f)
	}
	r = ResolveSmallFactory(LL, CC, nil, 3, b)
	if !r.NeedFallback || r.Fallback != nil {
		t.Errorf("no fallback transcribed: must ask, got %+v", r)
	}
	// furnaces all empty too: nothing at all
	b.Furnaces = furnaces(UL, UR, LR, LL)
	r = ResolveSmallFactory(UL, CW, &Diagram{At: UR, Arrow: CC}, 3, b)
	if r.Fallback == nil || r.Fallback.Found {
		t.Errorf("everything empty: %+v", r.Fallback)
	}
}

// rules-facts §8.6: the supply step puts one cube in each of that many
// different small factories from the start along the arrow.
func TestResolveSupply(t *testing.T) {
	cases := []struct {
		s    Supply
		want []companion.Position
	}{
		{Supply{Cubes: 1, Start: UR, Arrow: CW}, pos(UR)},
		{Supply{Cubes: 2, Start: UL, Arrow: CW}, pos(UL, UR)},
		{Supply{Cubes: 2, Start: UL, Arrow: CC}, pos(UL, LL)},
		{Supply{Cubes: 3, Start: LR, Arrow: CC}, pos(LR, UR, UL)},
		{Supply{Cubes: 3, Start: LL, Arrow: CW}, pos(LL, UL, UR)},
		{Supply{Cubes: 4, Start: UR, Arrow: CC}, pos(UR, UL, LL, LR)},
		{Supply{Cubes: 0}, nil},
	}
	for _, c := range cases {
		bag := NewBag(7)
		twin := NewBag(7)
		r := ResolveSupply(c.s, bag, &Board{})
		var got []companion.Position
		for _, p := range r.Placements {
			got = append(got, p.Factory)
			if colour, _ := twin.Draw(); p.Colour != colour {
				t.Errorf("%+v: colour %s, the bag gave %s", c.s, p.Colour, colour)
			}
		}
		if !reflect.DeepEqual(got, c.want) || r.Short != 0 || bag.Total() != 21-len(c.want) {
			t.Errorf("%+v: %v short %d bag %d, want %v", c.s, got, r.Short, bag.Total(), c.want)
		}
		if r.Apprentice {
			t.Errorf("%+v: no disk symbol", c.s)
		}
	}
}

// rules-facts §8.6: once the bag is empty the Automa supplies nothing.
func TestResolveSupplyBagRunsOut(t *testing.T) {
	bag := ReplayBag(3, 20)
	r := ResolveSupply(Supply{Cubes: 3, Start: UL, Arrow: CW}, bag, &Board{})
	if len(r.Placements) != 1 || r.Placements[0].Factory != UL || r.Short != 2 || bag.Total() != 0 {
		t.Fatalf("last cube: %+v", r)
	}
	r = ResolveSupply(Supply{Cubes: 2, Start: LR, Arrow: CW}, bag, &Board{})
	if len(r.Placements) != 0 || r.Short != 2 {
		t.Fatalf("empty bag: %+v", r)
	}
}

// rules-facts §8.6, D58: the disk symbol puts the next disk on a free
// apprentice space of a profession with the player's master (EN/PT); DE
// says any free apprentice space.
func TestResolveSupplyApprentice(t *testing.T) {
	b := &Board{Professions: testProfessions(), AutomaDisks: 4}
	r := ResolveSupply(Supply{Apprentice: true}, NewBag(1), b)
	if !r.Apprentice || r.Disk != 5 || !r.FromCard {
		t.Fatalf("%+v", r)
	}
	// a: player's master, free; d: player's master, free; e: one space only;
	// b: taken; c, f: the Automa's masters (DE reading only).
	if !reflect.DeepEqual(r.Candidates, []int{0, 3}) {
		t.Errorf("candidates %v, want [0 3]", r.Candidates)
	}
	if !reflect.DeepEqual(r.AnyFree, []int{0, 2, 3, 5}) {
		t.Errorf("any free %v, want [0 2 3 5]", r.AnyFree)
	}
	// nowhere to go: both lists empty
	none := &Board{Professions: []Profession{{Side: companion.Left, Row: companion.RowFurnace, Master: Player, Apprentice: Automa}}}
	if r := ResolveSupply(Supply{Apprentice: true}, NewBag(1), none); len(r.Candidates)+len(r.AnyFree) != 0 {
		t.Errorf("no free space: %+v", r)
	}
}

// rules-facts §8.4: at most 3 workers more than the Automa; DE: 4 → 7.
func TestWorkerLimit(t *testing.T) {
	if MaxPlayerWorkers(4) != 7 {
		t.Fatalf("DE example: Automa 4 → at most 7, got %d", MaxPlayerWorkers(4))
	}
	for _, c := range []struct {
		player, automa int
		ok             bool
	}{{7, 4, true}, {8, 4, false}, {4, 1, true}, {5, 1, false}, {1, 1, true}, {13, 10, true}, {14, 10, false}} {
		err := CheckWorkerLimit(c.player, c.automa)
		if (err == nil) != c.ok {
			t.Errorf("player %d automa %d: %v", c.player, c.automa, err)
		}
		if err != nil {
			p := err.(*companion.Problem)
			if p.ID != "solo.problem.worker_limit" || p.Args["Max"] != c.automa+3 {
				t.Errorf("problem %v", p)
			}
		}
	}
}

// rules-facts §8.3, §8.9 O6.
func TestFinalResetAt(t *testing.T) {
	want := map[Difficulty]int{Easy: 20, Normal: 25, Hard: 30}
	for d, at := range want {
		if got := FinalResetAt(d, false); got != at {
			t.Errorf("%s: %d, want %d", d, got, at)
		}
		if got := FinalResetAt(d, true); got != 25 {
			t.Errorf("%s with O6: %d, want 25", d, got)
		}
	}
	// The army goes 55, 50, ... in fives: the reset that reaches the space.
	var finals []int
	for army := 50; army >= 0; army -= 5 {
		if IsFinalReset(army, 25) {
			finals = append(finals, army)
		}
	}
	if finals[0] != 25 {
		t.Errorf("first final reset at %d", finals[0])
	}
	if IsFinalReset(30, 25) || !IsFinalReset(25, 25) {
		t.Error("reaching the space is final, one stop before is not")
	}
	if _, err := ParseDifficulty("brutal"); err == nil {
		t.Error("unknown difficulty accepted")
	}
}

// rules-facts §8.7: after the final reset phase, the player alone when the
// Automa triggered it; the Automa then the player when the player did.
func TestLastTurns(t *testing.T) {
	if got := LastTurns(Automa); !slices.Equal(got, []Owner{Player}) {
		t.Errorf("Automa triggered: %v", got)
	}
	if got := LastTurns(Player); !slices.Equal(got, []Owner{Automa, Player}) {
		t.Errorf("player triggered: %v", got)
	}
}

// rules-facts §8.9: the opponent targets (the ranks and what a target
// beats are score.SoloRank's and score.Score's, tested there).
func TestRanksAndTargets(t *testing.T) {
	for d, target := range map[Difficulty]int{Easy: 100, Normal: 130, Hard: 160} {
		if Target(d) != target {
			t.Errorf("%s: target %d", d, Target(d))
		}
	}
	for _, s := range []string{"O1", "o6"} {
		if _, err := ParseOpponentEffect(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	for _, s := range []string{"O7", "O", "X1", "O10"} {
		if _, err := ParseOpponentEffect(s); err == nil {
			t.Errorf("%s accepted", s)
		}
	}
}
