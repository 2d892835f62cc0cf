package components

import (
	"errors"
	"reflect"
	"testing"

	"github.com/pileup-companion/stephens/companion"
)

// rules-facts §5.3: the army stops at 50, 45, ..., 0.
func TestArmyStops(t *testing.T) {
	want := []int{50, 45, 40, 35, 30, 25, 20, 15, 10, 5, 0}
	if got := ArmyStops(); !reflect.DeepEqual(got, want) {
		t.Fatalf("ArmyStops = %v", got)
	}
}

func TestRefills(t *testing.T) {
	var r Refills
	if _, ok := r.Cubes(45, 4); ok {
		t.Fatal("empty transcription must not answer")
	}
	// rules-facts §10 E8: space 45, 4 players → 3 cubes (the one value the text gives).
	if err := r.Set(45, 4, 3); err != nil {
		t.Fatal(err)
	}
	if n, ok := r.Cubes(45, 4); !ok || n != 3 {
		t.Fatalf("Cubes(45,4) = %d, %v", n, ok)
	}
	if _, ok := r.Cubes(45, 3); ok {
		t.Fatal("3 players not transcribed")
	}
	for _, c := range []struct {
		space, players, cubes int
		id                    string
	}{
		{44, 4, 3, "problem.refill_space"},
		{55, 4, 3, "problem.refill_space"},
		{45, 1, 3, "problem.refill_players"},
		{45, 5, 3, "problem.refill_players"},
		{45, 4, 21, "problem.refill_cubes"},
		{45, 4, -1, "problem.refill_cubes"},
	} {
		var p *companion.Problem
		if err := r.Set(c.space, c.players, c.cubes); !errors.As(err, &p) || p.ID != c.id {
			t.Errorf("Set(%d,%d,%d) = %v, want %s", c.space, c.players, c.cubes, err, c.id)
		}
	}
}

func TestBonusesCheck(t *testing.T) {
	ok := Bonuses{Factories: map[companion.Position][]string{companion.LowerLeft: {"B5", "B7"}, companion.UpperRight: {"B2"}}}
	if err := ok.Check(); err != nil {
		t.Fatal(err)
	}
	if got := ok.At(companion.LowerLeft); !reflect.DeepEqual(got, []string{"B5", "B7"}) {
		t.Fatalf("At = %v", got)
	}
	bad := Bonuses{Factories: map[companion.Position][]string{companion.LowerLeft: {"B9"}}}
	if err := bad.Check(); err == nil {
		t.Fatal("B9 accepted")
	}
	// No edition says a bonus is printed on one factory only (rules-facts
	// §6): the same bonus on two factories is the player's board.
	twice := Bonuses{Factories: map[companion.Position][]string{companion.LowerLeft: {"B5"}, companion.LowerRight: {"B5"}}}
	if err := twice.Check(); err != nil {
		t.Fatalf("B5 on two factories refused: %v", err)
	}
}

// rules-facts §6: Ângela's example proves lower-left ∋ B5 and upper-right ∋ B2.
func TestProven(t *testing.T) {
	p := ProvenBonuses()
	if !reflect.DeepEqual(p[companion.LowerLeft], []string{"B5"}) || !reflect.DeepEqual(p[companion.UpperRight], []string{"B2"}) || len(p) != 2 {
		t.Fatalf("Proven = %v", p)
	}
}
