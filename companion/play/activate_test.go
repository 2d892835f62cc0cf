package play

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

// A player's own turn says what it sets off (rules-facts §3.7, §3.8,
// rulebook p. 13), as the Automa's turns do: a green or blue cube
// activates every profession on the row beside its furnace, products
// activate the small factory's row, a white cube brings the lower
// furnace's action, and with 5d an empty furnace's action stands in.
func TestTurnSaysWhichProfessionsActivate_p13(t *testing.T) {
	en := locales.New("en")
	s := table4(t) // starting professions: Ângela and André left, Maria and Pedro right
	r := turn(t, s, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-left"}).done(t)
	m := r.mustSay(t, "game.turn.activate")
	if m.Args["Row"] != Row(companion.RowFurnace) || m.Args["Side"] != Side(companion.Left) {
		t.Errorf("activated %v", m.Args)
	}
	if got := en.Render(m); !strings.Contains(got, "#1 master Ângela; #2 master André") {
		t.Errorf("line %q", got)
	}
	speakable(t, r)
	r = turn(t, s, map[string]string{"turn.action": ActGlass, "turn.furnace": "lower-left"}).done(t)
	if _, said := r.said("game.turn.activate"); said {
		t.Error("a white cube activated professions")
	}
	r.mustSay(t, "game.turn.furnace_action.contract")

	// Products: the small factory's row; an apprentice is named too.
	p := emptyTwo(t, table2(t)) // Ana has 5a
	withProducts(t, p, 0, 0, map[companion.Position]game.Cubes{companion.UpperLeft: {Orange: 3}, companion.LowerRight: {Pink: 1}})
	apprentice := map[int]game.Event{
		0: {Kind: game.KindReinforce, Seat: 0, Side: companion.Right, Row: companion.RowFurnace, Index: 1, Disk: "5b"},
		1: {Kind: game.KindReinforce, Seat: 1, Side: companion.Left, Row: companion.RowFurnace, Index: 1, Disk: "3a"},
	}
	mustApply(t, p, apprentice[p.Next()])
	mustApply(t, p, apprentice[p.Next()])
	r = turn(t, p.Clone(), map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-left"}).done(t)
	if got := en.Render(r.mustSay(t, "game.turn.activate")); !strings.Contains(got, "#1 master Ana, apprentice Bo") {
		t.Errorf("with an apprentice: %q", got)
	}
	if p.Next() == 1 {
		r = turn(t, p, map[string]string{"turn.action": ActProducts, "turn.factory": "lower-right", "turn.cubes": "pink"}).done(t)
		if m := r.mustSay(t, "game.turn.activate_none"); m.Args["Row"] != Row(companion.RowLower) || m.Args["Side"] != Side(companion.Right) {
			t.Errorf("lower-right row %v", m.Args)
		}
		p = r.Table.State
	}
	// Ana: 3 cubes with 5b, an empty furnace's action instead (5d).
	r = turn(t, p, map[string]string{"turn.action": ActProducts, "turn.factory": "upper-left", "turn.cubes": "3", "turn.effect": "lower-right"}).done(t)
	r.mustSay(t, "game.turn.furnace_action.investment")
	if _, said := r.said("game.turn.activate"); said {
		t.Error("5d: the factory's row activated too")
	}
	r = turn(t, p, map[string]string{"turn.action": ActProducts, "turn.factory": "upper-left", "turn.cubes": "3", "turn.effect": "no"}).done(t)
	if m := r.mustSay(t, "game.turn.activate_none"); m.Args["Row"] != Row(companion.RowUpper) || m.Args["Side"] != Side(companion.Left) {
		t.Errorf("upper-left row %v", m.Args)
	}

	// Solo: only the player's cards; the Automa never uses its workers.
	// Its card is there, so the line says none of the player's is, not
	// that the row is bare.
	so := solo(t, game.DeckPhysical, 3) // the Automa's starting card is on the right
	r = turn(t, so, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-right"}).done(t)
	r.mustSay(t, "solo.turn.activate_none")
	if _, said := r.said("game.turn.activate_none"); said {
		t.Error("solo: the row with the Automa's card was said to hold no profession")
	}
	r = turn(t, so, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-left"}).done(t)
	// The solo line: the player's cards, and that the Automa takes no
	// benefit, never "whoever has a worker there" (rules-facts §8.5).
	got := en.Render(r.mustSay(t, "solo.turn.activate"))
	if !strings.Contains(got, "#1 master Eva") || !strings.Contains(got, "the Automa never uses its own workers") {
		t.Errorf("solo line %q", got)
	}
	if _, said := r.said("game.turn.activate"); said {
		t.Error("solo: the line invites whoever has a worker there")
	}
}
