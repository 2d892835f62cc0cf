package game

import (
	"slices"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// CubesBeforeReset is the fewest cubes of glass the table can still take
// from the furnaces before a reset phase follows: a reset phase follows
// the turn that leaves 2 of the 4 furnaces empty (rules-facts §5.1), and
// each take of glass removes one cube (turn.go), so it is the cubes in the
// furnaces nearest to empty, as many of them as are still needed. 0 when
// enough furnaces are empty already (the reset phase is due).
func (s *State) CubesBeforeReset() int {
	var left []int
	empty := 0
	for _, p := range companion.BoardOrder {
		if n := s.Furnaces[p]; n > 0 {
			left = append(left, n)
		} else {
			empty++
		}
	}
	need := data.Load().ResetTrigger.EmptyFurnaces - empty
	if need <= 0 {
		return 0
	}
	slices.Sort(left)
	sum := 0
	for _, n := range left[:min(need, len(left))] {
		sum += n
	}
	return sum
}
