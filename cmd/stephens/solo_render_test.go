package main

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
)

func TestAutomaTurnStepsInWords(t *testing.T) {
	a, _ := soloTestApp(t, "en")
	b := &automa.Board{
		Furnaces: map[companion.Position]int{companion.UpperLeft: 0, companion.UpperRight: 2, companion.LowerRight: 3, companion.LowerLeft: 3},
		Professions: []automa.Profession{
			{Label: "left 1", Side: companion.Left, Row: companion.RowFurnace, Master: automa.Automa},
			{Label: "right 1", Side: companion.Right, Row: companion.RowFurnace, Master: automa.Player},
		},
		AutomaDisks: 1,
	}
	card := automa.Card{ID: "x", Action: automa.ActFurnace, At: companion.UpperLeft, Arrow: companion.Clockwise}
	steps := automaTurnSteps(a, automa.ResolveTurn(card, b, 0), b, nil)
	want := []string{
		"The upper-left furnace (green) is empty: follow the arrow (clockwise).",
		"Remove 1 blue cube from the upper-right furnace (blue); 1 left there.",
		"Your professions on the Stephens' factory (upper furnace), right (blue) side, activate: right 1 (your master).",
	}
	for i, w := range want {
		if i >= len(steps) || !strings.HasPrefix(steps[i], w) {
			t.Fatalf("step %d: %q, want %q (all: %q)", i+1, steps, w, steps)
		}
	}
	card = automa.Card{ID: "y", Action: automa.ActFurnace, At: companion.LowerLeft, Arrow: companion.Clockwise, RemoveCosts: []int{1, 3}}
	steps = automaTurnSteps(a, automa.ResolveTurn(card, b, 0), b, nil)
	if !strings.Contains(strings.Join(steps, "\n"), "remove the contracts costing 1, 3") || !strings.Contains(strings.Join(steps, "\n"), "German rules") {
		t.Errorf("contracts: %q", steps)
	}
	card = automa.Card{ID: "z", Action: automa.ActProfession, Slot: 5}
	steps = automaTurnSteps(a, automa.ResolveTurn(card, b, 0), b, []int{0, 2, 1})
	all := strings.Join(steps, "\n")
	for _, w := range []string{"display position 5", "a blue card", "Stephens' factory (upper furnace) on the right (blue) side", "0 upper / 0 lower / 1 at", "disk 2 from the Automa's worker supply card", "2 workers: you may have up to 5", "visible on the worker supply card: 2"} {
		if !strings.Contains(all, w) {
			t.Errorf("profession: missing %q in\n%s", w, all)
		}
	}
}

func TestSupplyStepsInWords(t *testing.T) {
	a, _ := soloTestApp(t, "pt")
	bag := automa.ReplayBag(1, 19)
	s := automa.Supply{Cubes: 3, Start: companion.LowerLeft, Arrow: companion.Counterclockwise, Apprentice: true}
	b := &automa.Board{AutomaDisks: 3}
	r := automa.ResolveSupply(s, bag, b)
	all := strings.Join(soloSupplySteps(a, s, r, b), "\n")
	for _, w := range []string{"tira 3 cubos do saco", "Coloca-o na fábrica privada inferior esquerda", "Coloca-o na fábrica privada inferior direita", "falta 1 cubo", "As regras não tratam este caso", "as alemãs aceitam"} {
		if !strings.Contains(all, w) {
			t.Errorf("missing %q in\n%s", w, all)
		}
	}
}
