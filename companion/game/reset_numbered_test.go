package game

import "testing"

// A solo reset phase is numbered as the rulebooks number it (rules-facts
// §8.6): the Automa's supply step opens step 6, the player's supply of
// the small factories is step 6 too, fulfilling contracts step 7 of 7
// (play test pt2 D10: "passo 6 de 8: Fornecimento do Automa" while the
// topic says the Automa supplies at the start of step 6). Without the
// Automa the steps are 1 to 7 of 7.
func TestResetNumberedAsTheRulebooks(t *testing.T) {
	multi := []StepID{StepArmy, StepRefill, StepVP, StepEmpty, StepInvestments, StepSupply, StepContracts}
	solo := []StepID{StepArmy, StepRefill, StepVP, StepEmpty, StepInvestments, StepAutomaSupply, StepSupply, StepContracts}
	for _, c := range []struct {
		steps []StepID
		want  []int
	}{{multi, []int{1, 2, 3, 4, 5, 6, 7}}, {solo, []int{1, 2, 3, 4, 5, 6, 6, 7}}} {
		for i, want := range c.want {
			r := &ResetState{Steps: c.steps, Step: i}
			if n, of := r.Numbered(); n != want || of != 7 {
				t.Errorf("%d steps, at %s: step %d of %d, want %d of 7", len(c.steps), c.steps[i], n, of, want)
			}
		}
	}
}
