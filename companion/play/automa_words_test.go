package play

import (
	"testing"

	"github.com/pileup-companion/stephens/companion/automa"
)

// The Automa's apprentice has no master of its own with a free space, but
// the board has other free apprentice spaces (rules-facts §8.6, edition
// difference D58): the German reading is said once, as the edition
// difference, never followed by the general note saying it again (play
// test pt2 D10: the two stood one after the other). Without another free
// space the general note stands alone.
func TestSupplyStepsSayTheEditionDifferenceOnce(t *testing.T) {
	count := func(r automa.SupplyResult) map[string]int {
		n := map[string]int{}
		for _, m := range SupplySteps(automa.Supply{}, r) {
			n[m.ID]++
		}
		return n
	}
	n := count(automa.SupplyResult{Apprentice: true, AnyFree: []int{0, 2}})
	if n["solo.supply.apprentice_nowhere"] != 1 || n["solo.note.d58_any_free"] != 1 || n["solo.note.d58"] != 0 {
		t.Errorf("free spaces elsewhere: said %v, want apprentice_nowhere and d58_any_free once, no d58", n)
	}
	n = count(automa.SupplyResult{Apprentice: true})
	if n["solo.note.d58"] != 1 || n["solo.note.d58_any_free"] != 0 {
		t.Errorf("no free space anywhere: said %v, want d58 once", n)
	}
}
