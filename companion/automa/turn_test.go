package automa

import (
	"reflect"
	"testing"

	"github.com/pileup-companion/stephens/companion"
)

func TestResolveTurn(t *testing.T) {
	tr := fixture(t)
	b := &Board{Furnaces: furnaces(UL), AutomaDisks: 2}
	c1, _ := tr.Card("T1") // furnace UL cw, UL empty → UR
	if r := ResolveTurn(c1, b, 0); r.Furnace == nil || r.Furnace.Furnace != UR || !r.TookGlass() {
		t.Errorf("T1: %+v", r)
	}
	c4, _ := tr.Card("T4")
	if r := ResolveTurn(c4, b, 0); r.Profession == nil || r.Profession.Slot != 1 || r.TookGlass() {
		t.Errorf("T4: %+v", r)
	}
	c8, _ := tr.Card("T8") // all small factories empty → fallback LR ccw
	r := ResolveTurn(c8, b, 1)
	if r.SmallFactory == nil || r.SmallFactory.Fallback == nil || r.SmallFactory.Fallback.Furnace != LR || !r.TookGlass() {
		t.Errorf("T8: %+v", r.SmallFactory)
	}
	b.SmallFactories = map[companion.Position]map[string]int{LL: {"black": 2}}
	if r := ResolveTurn(c8, b, 1); r.TookGlass() || r.SmallFactory.Factory != LL {
		t.Errorf("T8 with cubes: %+v", r.SmallFactory)
	}
}

// A physical card is recorded in the game file on one line and read back.
func TestFormatParseCard(t *testing.T) {
	for _, c := range fixture(t).Cards {
		s := FormatCard(c)
		back, err := ParseCard(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if !reflect.DeepEqual(back, c) {
			t.Errorf("%s:\n%+v\n%+v", s, back, c)
		}
	}
	if _, err := ParseCard(`{id: x, action: profession, slot: 8}`); err == nil {
		t.Error("slot 8 accepted")
	}
	if _, err := ParseCard(`{id: x, action: [`); err == nil {
		t.Error("bad YAML accepted")
	}
}
