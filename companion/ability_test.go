package companion

import (
	"errors"
	"testing"
)

// rules-facts §4.2: 2a before 2b–2e; 5a → 5b → 5c. Group 4's order is
// printed on the board (the running game asks it), so a set such as 4b, 4d
// is valid on its own.
func TestCheckAbilities(t *testing.T) {
	cases := []struct {
		ids    []string
		wantID string
	}{
		{nil, ""},
		{[]string{"2a", "2b", "2c", "2d", "2e"}, ""},
		{[]string{"2b"}, "problem.ability_prerequisite"},
		{[]string{"5b"}, "problem.ability_prerequisite"},
		{[]string{"5a", "5c"}, "problem.ability_prerequisite"},
		{[]string{"5a", "5b", "5c"}, ""},
		{[]string{"4b", "4d"}, ""},
		{[]string{"3a", "3b"}, ""},
		{[]string{"6a"}, "problem.unknown_ability"},
		{[]string{"gate-5"}, "problem.unknown_ability"},
	}
	for _, c := range cases {
		err := CheckAbilities(c.ids)
		var p *Problem
		switch {
		case c.wantID == "" && err != nil:
			t.Errorf("%v: unexpected %v", c.ids, err)
		case c.wantID != "" && (!errors.As(err, &p) || p.ID != c.wantID):
			t.Errorf("%v: got %v, want %s", c.ids, err, c.wantID)
		}
	}
}

func TestUnlockable(t *testing.T) {
	got := Unlockable(map[Ability]bool{}, nil)
	want := []Ability{"2a", "3a", "3b", "4a", "4b", "4c", "4d", "5a"}
	if len(got) != len(want) {
		t.Fatalf("Unlockable(none) = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Unlockable(none) = %v, want %v", got, want)
		}
	}
	got = Unlockable(map[Ability]bool{"2a": true, "5a": true}, map[Ability]bool{"2e": true})
	for _, a := range got {
		if a == "2e" || a == "2a" || a == "5c" {
			t.Errorf("Unlockable offered %s", a)
		}
	}
}

func TestInfluenceCap(t *testing.T) {
	cases := []struct {
		blocked []int
		want    int
	}{{nil, 25}, {[]int{5, 10, 15, 20}, 4}, {[]int{20, 10}, 9}, {[]int{20}, 19}}
	for _, c := range cases {
		if got := InfluenceCap(c.blocked); got != c.want {
			t.Errorf("InfluenceCap(%v) = %d, want %d", c.blocked, got, c.want)
		}
	}
}

func TestMaxProductsTaken(t *testing.T) {
	cases := []struct {
		have map[Ability]bool
		want int
	}{
		{nil, 1},
		{map[Ability]bool{"5a": true}, 2},
		{map[Ability]bool{"5a": true, "5b": true}, 3},
		{map[Ability]bool{"5a": true, "5b": true, "5c": true}, 4},
	}
	for _, c := range cases {
		if got := MaxProductsTaken(c.have); got != c.want {
			t.Errorf("MaxProductsTaken(%v) = %d, want %d", c.have, got, c.want)
		}
	}
}

// The cap from the gates a player unlocked (rules-facts §4.1: one below
// the lowest gate still blocked, 25 with none), and with the opponent
// effect O5 all four gate disks stacked on 10 (§8.9): 9 until every one is
// taken.
func TestInfluenceCapFor_4_1(t *testing.T) {
	for _, c := range []struct {
		unlocked []int
		stacked  int
		want     int
	}{
		{nil, 0, 4},
		{[]int{5}, 0, 9},
		{[]int{10}, 0, 4}, // gate 5 still blocks
		{[]int{5, 10, 15}, 0, 19},
		{[]int{20, 15, 5, 10}, 0, 25},
		{nil, 10, 9},
		{[]int{5, 10, 15}, 10, 9},
		{[]int{5, 10, 15, 20}, 10, 25},
	} {
		if got := InfluenceCapFor(c.unlocked, c.stacked); got != c.want {
			t.Errorf("InfluenceCapFor(%v, %d) = %d, want %d", c.unlocked, c.stacked, got, c.want)
		}
	}
}

// Group 4's sectors (rules-facts §4.2): 4a/4b upper, 4c/4d lower; the
// nearest space of a sector comes first, the other sector is free.
func TestNearestFirst_4_2(t *testing.T) {
	if sec, in, ok := SectorOf("4d"); !ok || sec != "lower" || len(in) != 2 || in[0] != "4c" {
		t.Errorf("SectorOf(4d) = %s %v %v", sec, in, ok)
	}
	if _, _, ok := SectorOf("2a"); ok {
		t.Error("2a has no sector")
	}
	none := map[Ability]bool{}
	for _, c := range []struct {
		a, nearest Ability
		have       map[Ability]bool
		need       Ability
	}{
		{"4a", "", none, ""},
		{"4a", "4b", none, "4b"},
		{"4b", "4b", none, ""},
		{"4a", "4b", map[Ability]bool{"4b": true}, ""},
		{"4c", "4b", none, ""}, // another sector's order
		{"4d", "4c", none, "4c"},
	} {
		need, missing := NearestFirst(c.a, c.nearest, c.have)
		if need != c.need || missing != (c.need != "") {
			t.Errorf("NearestFirst(%s, %s, %v) = %s %v, want %s", c.a, c.nearest, c.have, need, missing, c.need)
		}
	}
}
