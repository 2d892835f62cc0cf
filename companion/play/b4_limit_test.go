package play

import (
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// soloOneBelowLimit is a solo game where Eva has 6 workers and the Automa
// 4, so Eva may place one more (rules-facts §8.4: at most 3 ahead, the
// German edition's example), in the supply step of a reset phase started
// by hand.
func soloOneBelowLimit(t *testing.T) *game.State {
	t.Helper()
	s := solo(t, game.DeckPhysical, 3)
	profession := automa.Card{Action: automa.ActProfession, Slot: 4}
	furnace := func(at companion.Position) automa.Card {
		return automa.Card{Action: automa.ActFurnace, At: at, Arrow: companion.Clockwise}
	}
	cards := []automa.Card{profession, profession, profession, furnace(companion.UpperLeft), furnace(companion.UpperRight)}
	for i, d := range []string{"3a", "3b", "4a", "4b", "4c"} {
		mustApply(t, s, game.Event{Kind: game.KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: d})
		mustApply(t, s, s.PhysicalTurn(cards[i]))
	}
	mustApply(t, s, game.Event{Kind: game.KindResetStart, Furnaces: []companion.Position{companion.LowerLeft, companion.LowerRight}})
	resetTo(t, s, game.StepSupply)
	if s.Players[0].Workers() != 6 || s.Solo.Disks != 4 {
		t.Fatalf("Eva %d workers, Automa %d", s.Players[0].Workers(), s.Solo.Disks)
	}
	return s
}

// The play test's case (solo-games-pt, issue 29): two B4 deliveries in one
// supply step, Eva 6 workers and the Automa 4. The first B4 worker is
// placed (Eva 7, the most §8.4 allows); the second delivery still counts
// and pays no worker. The reason said is the solo worker limit with its
// numbers (Automa 4 → at most 7, would make 8), never "no disks left on
// the player board (18 workers)". The rulebooks do not say more about B4
// at the limit, so the delivery stands and no worker comes.
func TestSecondBonusWorkerOverSoloLimitSaysTheLimit_8_4(t *testing.T) {
	s := soloOneBelowLimit(t)
	first, second := "Eva:upper-right:orange,pink,black:B4", "Eva:upper-left:orange,pink,black:B4"
	limit := func(t *testing.T, why walk.Msg) {
		t.Helper()
		if why.ID != "solo.problem.worker_limit" || why.Args["Automa"] != 4 || why.Args["Max"] != 7 || why.Args["Player"] != 8 {
			t.Errorf("why %s %v, want solo.problem.worker_limit (Automa 4, at most 7, would make 8)", why.ID, why.Args)
		}
	}

	// At the table: the first worker is placed from the list, the second
	// is not asked for, and the table is told why.
	r := walkGame(t, s, Known{}, supplyStep, map[string]string{
		"reset.supply.1": first, "reset.supply.1.worker.place": "create:left:lower", "reset.supply.1.worker.disk": "4d",
		"reset.supply.2": second, "reset.supply.3": "done"}).done(t)
	limit(t, r.mustSay(t, "values.worker.blocked").Args["Why"].(walk.Msg))
	if _, ok := r.said("game.problem.no_disks_left"); ok {
		t.Error(`said "no disks left on the player board" for a player with 7 workers`)
	}
	sameStrings(t, "events", kindStrings(r.kinds()), []string{"supply", "create", "supply", "reset-step"})
	if w := r.Table.State.Players[0].Workers(); w != 7 {
		t.Errorf("Eva has %d workers, want 7", w)
	}

	// By flags (--bonus-worker twice): the second value is refused for the
	// limit, not as a worker "no delivery earned".
	p := walkGame(t, s, Known{}, supplyStep, map[string]string{
		"reset.supply.1": first, "reset.supply.1.worker": "create:left:lower:4d",
		"reset.supply.2": second, "reset.supply.2.worker": "create:right:lower:5a", "reset.supply.3": "done"}).
		refused(t, "values.problem.worker_blocked")
	limit(t, p.Args["Why"].(walk.Msg))
	if p.Args["Name"] != "Eva" || p.Args["Value"] != "create:right:lower:5a" {
		t.Errorf("refusal names %v:%v, want Eva:create:right:lower:5a (and Eva:none to decline)", p.Args["Name"], p.Args["Value"])
	}

	// Declined by NAME:none, the step ends with both deliveries.
	r = walkGame(t, s, Known{}, supplyStep, map[string]string{
		"reset.supply.1": first, "reset.supply.1.worker": "create:left:lower:4d",
		"reset.supply.2": second, "reset.supply.2.worker": "none", "reset.supply.3": "done"}).done(t)
	sameStrings(t, "events", kindStrings(r.kinds()), []string{"supply", "create", "supply", "reset-step"})
}

func kindStrings(ks []game.Kind) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = string(k)
	}
	return out
}
