package play

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

// The line that says what an interruption keeps names the reset step as
// its heading does: in solo the Automa's supply opens step 6, so the
// player's own supply is step 6 of 7 and the contracts step 7 (rules-facts
// §8.6; play test retest-pt: "passo 7" against "passo 6 de 7").
func TestUnitNumbersResetStepAsHeading_8_6(t *testing.T) {
	s := soloReset(t, automa.Supply{Cubes: 1, Start: companion.LowerLeft, Arrow: companion.Clockwise})
	for _, c := range []struct {
		step game.StepID
		want int
	}{{game.StepArmy, 1}, {game.StepAutomaSupply, 6}, {game.StepSupply, 6}, {game.StepContracts, 7}} {
		resetTo(t, s, c.step)
		m := Unit(s)
		if m.ID != "walk.unit.reset" || m.Args["N"] != c.want {
			t.Errorf("at %s: %s %v, want walk.unit.reset N=%d", c.step, m.ID, m.Args, c.want)
		}
		if n, _ := s.Reset.Numbered(); n != c.want {
			t.Errorf("at %s: heading says step %d, unit %d", c.step, n, c.want)
		}
	}
}

// In solo the investments and contracts steps speak to the one player: no
// "each player decides for themselves" (rules-facts §8.6: usual steps; play
// test retest-pt); with several players it is said.
func TestSoloResetStepsSpeakToOnePlayer_8_6(t *testing.T) {
	pt := locales.New("pt")
	for _, c := range []struct {
		name string
		s    *game.State
		want bool
	}{{"solo", soloReset(t, automa.Supply{}), false}, {"four players", at45(t), true}} {
		for _, step := range []game.StepID{game.StepInvestments, game.StepContracts} {
			resetTo(t, c.s, step)
			id := "game.step." + string(step) + ".text"
			m := resetStep(t, c.s, Known{}, nil).done(t).mustSay(t, id)
			got := pt.Render(m)
			if strings.Contains(got, "cada jogador") != c.want {
				t.Errorf("%s, %s: %s", c.name, step, got)
			}
		}
	}
}
