package companion

import (
	"errors"
	"testing"
)

// rules-facts §4.2: 2a before 2b–2e; 5a → 5b → 5c; group 4 order not enforced.
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
