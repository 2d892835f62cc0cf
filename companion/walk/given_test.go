package walk

import (
	"errors"
	"testing"

	"github.com/pileup-companion/stephens/companion"
)

// The values of a command line go to the questions that name their flag,
// each once and in order; a count comes from another flag's values; two
// options' flags at once are refused; what no question took is a
// leftover, a Spare value checked by the game.
func TestGivenHandsOutEachValueOnce(t *testing.T) {
	g := &Given{
		Flags: Flags{
			{Name: "players", Mode: OneValue},
			{Name: "names", Mode: CommaValues},
			{Name: "cube", Mode: EachValue},
			{Name: "bonus", Mode: KeyedValues},
			{Name: "seed", Mode: OneValue, Setting: true},
			{Name: "refill", Mode: OneValue, Spare: true},
			{Name: "furnace", Mode: OnOff},
			{Name: "factory", Mode: OnOff},
		},
		Typed: map[string][]string{
			"names": {"Ana", "Bo"}, "cube": {"orange", "pink"}, "bonus": {"Bo:B1", "ana:B2"}, "refill": {"7"},
		},
	}
	if !g.Any() || !g.Given("names") || g.Given("seed") {
		t.Fatal("given flags")
	}
	answer := func(q *Question) string {
		t.Helper()
		v, ok, err := g.Answer(q)
		if err != nil || !ok {
			t.Fatalf("%s: %q %v %v", q.ID, v, ok, err)
		}
		return v
	}
	if v := answer(&Question{ID: "count", CountOf: "names", Flag: "players"}); v != "2" {
		t.Errorf("count %q", v)
	}
	if v := answer(&Question{ID: "second", Flag: "names", Item: 2}); v != "Bo" {
		t.Errorf("second name %q", v)
	}
	if v := answer(&Question{ID: "first", Flag: "names", Item: 1}); v != "Ana" {
		t.Errorf("first name %q", v)
	}
	for i, want := range []string{"orange", "pink", "none"} {
		if v := answer(&Question{ID: "cube" + string(rune('1'+i)), Flag: "cube", Default: "none"}); v != want {
			t.Errorf("cube %d: %q, want %q", i+1, v, want)
		}
	}
	if v := answer(&Question{ID: "ana", Flag: "bonus", Key: "Ana"}); v != "B2" {
		t.Errorf("Ana's bonus %q", v)
	}
	if u, ok := g.Taken("ana"); !ok || u != (Use{Flag: "bonus", Index: 1}) {
		t.Errorf("taken %+v", u)
	}
	// Only Ana's value was asked for so far: Bo is not a key asked for.
	if l := g.Leftover(nil); l == nil || l.Flag != "bonus" || l.Value != "Bo:B1" || problemID(l.Err) != "walk.problem.key_unknown" {
		t.Errorf("leftover %+v", l)
	}
	if v := answer(&Question{ID: "bo", Flag: "bonus", Key: "Bo"}); v != "B1" {
		t.Errorf("Bo's bonus %q", v)
	}
	if l := g.Leftover(nil); l != nil {
		t.Errorf("leftover %+v with every value taken but a Spare one unchecked", l)
	}
	refused := errors.New("no such refill")
	if l := g.Leftover(func(flag, v string) error { return refused }); l == nil || !l.Spare || l.Value != "7" || l.Err != refused {
		t.Errorf("spare %+v", l)
	}
	g.GiveBack("bo")
	if l := g.Leftover(nil); l == nil || l.Value != "Bo:B1" {
		t.Errorf("given back: %+v", l)
	}

	g.Typed["furnace"], g.Typed["factory"] = []string{Yes}, []string{Yes}
	action := &Question{ID: "action", Options: []Option{{Value: "glass", Flag: "furnace"}, {Value: "sell", Flag: "factory"}}}
	var together *TogetherError
	if _, _, err := g.Answer(action); !errors.As(err, &together) || len(together.Flags) != 2 {
		t.Errorf("two actions: %v", err)
	}
	if names := g.FlagNames(action); len(names) != 2 || names[0] != "--furnace" {
		t.Errorf("flag names %v", names)
	}
}

func problemID(err error) string {
	var p *companion.Problem
	if errors.As(err, &p) {
		return p.ID
	}
	return ""
}

// A keyed value no question took says why (play test pt3 D15): its key
// was given twice (the first value answered), or it is none of the keys
// asked for (not a player), naming them; a value taken leaves nothing.
func TestLeftoverKeyedSaysWhy(t *testing.T) {
	g := &Given{
		Flags: Flags{{Name: "buildings", Mode: KeyedValues}},
		Typed: map[string][]string{"buildings": {"X:1", "x:2", "Z:3", "Y:4"}},
	}
	for _, key := range []string{"X", "Y"} {
		if _, ok, err := g.Answer(&Question{ID: key, Flag: "buildings", Key: key}); !ok || err != nil {
			t.Fatalf("%s: %v %v", key, ok, err)
		}
	}
	l := g.Leftover(nil)
	var p *companion.Problem
	if l == nil || l.Value != "x:2" || !errors.As(l.Err, &p) || p.ID != "walk.problem.key_twice" ||
		p.Args["Key"] != "x" || p.Args["First"] != "1" || p.Args["Second"] != "2" || p.Args["Flag"] != "--buildings" {
		t.Fatalf("given twice: %+v", l)
	}
	g.Typed["buildings"] = []string{"X:1", "Z:3", "Y:4"}
	g.taken = nil
	for _, key := range []string{"X", "Y"} {
		g.Answer(&Question{ID: key, Flag: "buildings", Key: key})
	}
	l = g.Leftover(nil)
	if l == nil || l.Value != "Z:3" || !errors.As(l.Err, &p) || p.ID != "walk.problem.key_unknown" || p.Args["Keys"] != "X, Y" {
		t.Fatalf("unknown key: %+v", l)
	}
}

// A value no question took is named as the user typed it, in the words of
// their language, while the game's check reads the tokens (play test
// retest-pt: "indicaste --automa-apprentice right:furnace:1" after typing
// direito:forno:1).
func TestLeftoverNamesTheValueAsTyped(t *testing.T) {
	g := &Given{
		Flags: Flags{{Name: "apprentice", Mode: OneValue, Spare: true, Words: Words{{testPositions}, {testCubes}}}},
		Typed: map[string][]string{"apprentice": {"unten-links:braun"}},
		Lex:   germanLex,
	}
	var checked string
	l := g.Leftover(func(flag, v string) error { checked = v; return errors.New("no supply") })
	if l == nil || l.Value != "unten-links:braun" || checked != "lower-left:orange" {
		t.Errorf("leftover %+v, checked %q: want the value as typed, the check on lower-left:orange", l, checked)
	}
	g.Flags[0].Spare = false
	if l := g.Leftover(nil); l == nil || l.Value != "unten-links:braun" {
		t.Errorf("unused leftover %+v", l)
	}
}

// A count given by its own flag and by a list must agree: --players 3
// --names A,B was told as an empty third name, --players 2 --names A,B,C
// as a C nothing takes (retest of play test pt3); both ways the two flags
// are named with what each gives. Agreeing, the count is taken.
func TestGivenCountAndListDisagree(t *testing.T) {
	flags := Flags{{Name: "players", Mode: OneValue}, {Name: "names", Mode: CommaValues}}
	q := &Question{ID: "count", CountOf: "names", Flag: "players"}
	for _, c := range []struct {
		players string
		names   []string
		ok      bool
	}{
		{"3", []string{"A", "B"}, false},
		{"2", []string{"A", "B", "C"}, false},
		{"2", []string{"A", "B"}, true},
	} {
		g := &Given{Flags: flags, Typed: map[string][]string{"players": {c.players}, "names": c.names}}
		v, ok, err := g.Answer(q)
		if c.ok {
			if err != nil || !ok || v != c.players {
				t.Errorf("%s %v: %q %v %v", c.players, c.names, v, ok, err)
			}
			continue
		}
		var p *companion.Problem
		if !errors.As(err, &p) || p.ID != "walk.problem.count_disagrees" || p.Args["Flag"] != "--players" ||
			p.Args["Other"] != "--names" || p.Args["Count"] != len(c.names) {
			t.Errorf("%s %v: %v", c.players, c.names, err)
		}
	}
}
