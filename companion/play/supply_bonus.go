package play

import (
	"strconv"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The bonus a delivery earns: asked when the factory is not read, said with
// where it is known from, kept on request.

// showsBonus asks whether an unread small factory shows the one bonus that
// pays for the cubes delivered there. With nobody at the table to answer
// (a script gave the delivery without its bonus), the delivery is refused
// as before: the bonus is the table's to name.
func showsBonus(t *walk.T, id, value string, e game.Event, d components.Delivery) (bool, error) {
	bonus := d.Bonuses[0]
	comb, _ := game.BonusCombination(bonus)
	v, err := t.Choose(&walk.Question{ID: id + ".shows", Kind: walk.Choice, Optional: true, Attended: true, Default: unsaid,
		Prompt: walk.M("values.supply.shows", "Factory", SmallFactory(e.At), "Bonus", bonus, "Cubes", Cubes(comb), "Reward", companion.Term("game.bonus."+bonus)),
		Topic:  "small-factory-bonuses",
		Options: []walk.Option{{Value: walk.Yes, Label: walk.M("prompt.yes")}, {Value: walk.No, Label: walk.M("prompt.no")},
			{Value: unsaid, Hidden: true}}})
	if err != nil {
		return false, err
	}
	if v == unsaid {
		return false, deliveryRefusal(d, e.At, e.Cubes, "", value)
	}
	return v == walk.Yes, nil
}

// unsaid is the answer to a question only the table can answer when
// nobody is there to.
const unsaid = "unsaid"

// deliver records delivery n and says the bonus it earns and where that is
// known from; a bonus the table named may be kept; B4 places a worker.
func deliver(tb *Table, t *walk.T, n int, e game.Event, d components.Delivery) error {
	known := tb.Known
	if e.Bonus == "" { // known, and the only one the factory pays for these cubes
		e.Bonus = d.Bonuses[0]
	}
	// The event names the bonus however it is known, so the log says it
	// for every delivery (play test pt1 F15).
	if err := tb.Record(t, e); err != nil {
		return err
	}
	bonus := e.Bonus
	switch {
	case !d.Known():
		t.Say(walk.Item, walk.M("values.supply.earned_told", "Line", BonusLine(bonus), "Factory", SmallFactory(e.At)))
	case d.Source == components.Proven:
		t.Say(walk.Item, walk.M("values.supply.earned_proven", "Line", BonusLine(bonus)))
	default:
		t.Say(walk.Item, walk.M("game.step.supply.earned", "Line", BonusLine(bonus)))
	}
	if !d.Known() {
		// Known on another factory too: said, never ruled out (§6).
		if note := known.OnceNote(e.At, []string{bonus}); note.ID != "" {
			t.Say(walk.Item, walk.M("values.supply.note", "Note", note))
		}
		if err := rememberBonus(tb, t, n, e.At, bonus); err != nil {
			return err
		}
	}
	if bonus == game.BonusWorker {
		return bonusWorker(tb, t, e.Seat, n)
	}
	return nil
}

// rememberBonus offers to keep a bonus the table named for a factory not
// transcribed in full, as the refill numbers are kept: the factory's other
// bonuses stay unknown.
func rememberBonus(tb *Table, t *walk.T, n int, pos companion.Position, id string) error {
	for _, r := range tb.Remember {
		if r.Factory == pos && r.Bonus == id {
			return nil // asked already in this unit
		}
	}
	keep, err := t.Yes(&walk.Question{ID: "reset.supply." + strconv.Itoa(n) + ".remember", Kind: walk.YesNo, Flag: "remember",
		Optional: true, Default: walk.No, Suggest: walk.Yes, Topic: "small-factory-bonuses",
		Prompt: walk.M("values.supply.remember", "Factory", SmallFactory(pos), "Bonus", id, "Reward", companion.Term("game.bonus."+id))})
	if err != nil {
		return err
	}
	if !keep {
		t.Say(walk.Item, walk.M("values.supply.not_kept"))
		return nil
	}
	tb.Remember = append(tb.Remember, Remembered{Factory: pos, Bonus: id})
	return nil
}
