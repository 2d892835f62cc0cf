package companion

import (
	"errors"
	"reflect"
	"testing"
)

// rules-facts §8.5 and ARCHITECTURE: the arrow walks UL → UR → LR → LL clockwise.
func TestWalk(t *testing.T) {
	cases := []struct {
		from Position
		a    Arrow
		want []Position
	}{
		{UpperLeft, Clockwise, []Position{UpperLeft, UpperRight, LowerRight, LowerLeft}},
		{LowerLeft, Clockwise, []Position{LowerLeft, UpperLeft, UpperRight, LowerRight}},
		{UpperLeft, Counterclockwise, []Position{UpperLeft, LowerLeft, LowerRight, UpperRight}},
		{LowerRight, Counterclockwise, []Position{LowerRight, UpperRight, UpperLeft, LowerLeft}},
	}
	for _, c := range cases {
		if got := Walk(c.from, c.a); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Walk(%s, %s) = %v, want %v", c.from, c.a, got, c.want)
		}
	}
}

func TestFirstAlongSkipsEmpty(t *testing.T) {
	cubes := map[Position]int{UpperLeft: 0, UpperRight: 0, LowerRight: 2, LowerLeft: 1}
	has := func(p Position) bool { return cubes[p] > 0 }
	if p, ok := FirstAlong(UpperLeft, Clockwise, has); !ok || p != LowerRight {
		t.Errorf("clockwise from UL = %v %v, want lower-right", p, ok)
	}
	if p, ok := FirstAlong(UpperLeft, Counterclockwise, has); !ok || p != LowerLeft {
		t.Errorf("counter-clockwise from UL = %v %v, want lower-left", p, ok)
	}
	if _, ok := FirstAlong(UpperLeft, Clockwise, func(Position) bool { return false }); ok {
		t.Error("all empty: want ok=false")
	}
}

// rules-facts §3.4: upper < lower < furnace after attaching; 3b allows equal.
func TestCanAttach(t *testing.T) {
	cases := []struct {
		counts SideCounts
		row    Row
		has3b  bool
		want   bool
	}{
		{SideCounts{RowFurnace: 0}, RowFurnace, false, true},
		{SideCounts{RowFurnace: 7}, RowFurnace, false, true},
		{SideCounts{RowFurnace: 1}, RowLower, false, false}, // would make 1 = 1
		{SideCounts{RowFurnace: 1}, RowLower, true, true},   // 3b: equal is fine
		{SideCounts{RowFurnace: 2}, RowLower, false, true},  // 1 < 2
		{SideCounts{RowFurnace: 2, RowLower: 1}, RowLower, false, false},
		{SideCounts{RowFurnace: 2, RowLower: 1}, RowUpper, false, false},
		{SideCounts{RowFurnace: 2, RowLower: 1}, RowUpper, true, true},
		{SideCounts{RowFurnace: 3, RowLower: 2}, RowUpper, false, true},
		{SideCounts{RowFurnace: 3, RowLower: 2, RowUpper: 1}, RowUpper, true, true},
		{SideCounts{RowFurnace: 3, RowLower: 2, RowUpper: 2}, RowUpper, true, false}, // never more
	}
	for _, c := range cases {
		if got := CanAttach(c.counts, c.row, c.has3b); got != c.want {
			t.Errorf("CanAttach(%v, %s, 3b=%v) = %v, want %v", c.counts, c.row, c.has3b, got, c.want)
		}
	}
}

func TestTopmostAttachable(t *testing.T) {
	if got := TopmostAttachable(SideCounts{RowFurnace: 1}, false); got != RowFurnace {
		t.Errorf("got %s, want furnace", got)
	}
	if got := TopmostAttachable(SideCounts{RowFurnace: 3, RowLower: 2}, false); got != RowUpper {
		t.Errorf("got %s, want upper", got)
	}
	if got := TopmostAttachable(SideCounts{RowFurnace: 2, RowLower: 1}, false); got != RowFurnace {
		t.Errorf("got %s, want furnace", got)
	}
}

func TestRowPosition(t *testing.T) {
	if RowUpper.Position(Left) != UpperLeft || RowLower.Position(Right) != LowerRight || RowFurnace.Position(Right) != UpperRight {
		t.Error("row positions wrong")
	}
}

func TestParsers(t *testing.T) {
	var p *Problem
	if _, err := ParsePosition("middle"); !errors.As(err, &p) || p.ID != "problem.bad_position" {
		t.Errorf("ParsePosition(middle) = %v", err)
	}
	if _, err := ParseArrow("up"); !errors.As(err, &p) || p.ID != "problem.bad_arrow" {
		t.Errorf("ParseArrow(up) = %v", err)
	}
	if _, err := ParseSide("top"); err == nil {
		t.Error("ParseSide(top): want error")
	}
	if _, err := ParseRow("middle"); err == nil {
		t.Error("ParseRow(middle): want error")
	}
	if r, err := ParseRow("furnace"); err != nil || r != RowFurnace {
		t.Errorf("ParseRow(furnace) = %v, %v", r, err)
	}
}

func TestNearestLine(t *testing.T) {
	lines := map[string]int{"players": 2, "players[2]": 9, "players[2].forest": 12}
	cases := map[string]int{
		"players[2].forest":          12,
		"players[2].dune":            9,
		"players[2].contracts.uk[1]": 9,
		"players[1].name":            2,
		"difficulty":                 0,
	}
	for field, want := range cases {
		if got := NearestLine(lines, field); got != want {
			t.Errorf("NearestLine(%q) = %d, want %d", field, got, want)
		}
	}
}
