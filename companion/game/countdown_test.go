package game

import (
	"testing"

	"github.com/pileup-companion/stephens/companion"
)

// rules-facts §5.1: a reset phase follows the turn that leaves 2 of the 4
// furnaces empty; each take of glass is one cube.
func TestCubesBeforeReset_Trigger5_1(t *testing.T) {
	s := mustReplay(t, settings3(t), fixedSetup())
	if got := s.CubesBeforeReset(); got != 8 { // 4 cubes in each furnace at setup
		t.Errorf("at setup: %d cubes before a reset, want 8 (the two emptiest of 4,4,4,4)", got)
	}
	cases := []struct {
		furnaces [4]int // in companion.BoardOrder
		want     int
	}{
		{[4]int{4, 1, 3, 4}, 4},
		{[4]int{0, 2, 3, 4}, 2}, // one empty: the next to empty
		{[4]int{0, 0, 3, 4}, 0}, // two empty: the reset phase is due
		{[4]int{0, 0, 0, 1}, 0},
		{[4]int{1, 1, 1, 1}, 2},
	}
	for _, c := range cases {
		for i, p := range companion.BoardOrder {
			s.Furnaces[p] = c.furnaces[i]
		}
		if got := s.CubesBeforeReset(); got != c.want {
			t.Errorf("furnaces %v: %d cubes before a reset, want %d", c.furnaces, got, c.want)
		}
	}
}
