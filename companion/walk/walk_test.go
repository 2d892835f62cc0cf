package walk

import (
	"errors"
	"fmt"
	"strconv"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// order is a small walkthrough: where to take glass from, then how many
// cubes (never more than the furnace holds), then as many "again?" rounds as
// the table wants.
func order(t *T) error {
	left := map[string]int{"upper-left": 4, "lower-right": 1}
	where, err := t.Choose(&Question{ID: "glass.where", Kind: Choice, Flag: "furnace",
		Options: []Option{{Value: "upper-left"}, {Value: "lower-right"}},
		Check: func(v string) (string, error) {
			if v == "lower-left" {
				return "", companion.NewProblem("game.problem.furnace_empty", "Furnace", v)
			}
			if v == "ul" {
				return "upper-left", nil
			}
			return v, nil
		}})
	if err != nil {
		return err
	}
	t.Say(Item, M("test.where", "At", where))
	n, err := t.Number(&Question{ID: "glass.count", Kind: Number, Flag: "count", Min: 1, Max: left[where]})
	if err != nil {
		return err
	}
	t.Say(Done, M("test.took", "N", n))
	for round := 1; ; round++ {
		again, err := t.Yes(&Question{ID: "glass.again." + strconv.Itoa(round), Kind: YesNo, Flag: "again"})
		if err != nil {
			return err
		}
		if !again {
			return nil
		}
		if round == 3 {
			return companion.NewProblem("test.too_often")
		}
	}
}

func TestStepStopsAtTheFirstOpenQuestion(t *testing.T) {
	a := &Answers{}
	q, lines, err := Step(order, a)
	if err != nil || q == nil || q.ID != "glass.where" || len(lines) != 0 {
		t.Fatalf("first step: %v %v %v", q, lines, err)
	}
	a.Set("glass.where", "lower-right")
	q, lines, err = Step(order, a)
	if err != nil || q == nil || q.ID != "glass.count" {
		t.Fatalf("second step: %v %v", q, err)
	}
	// The bounds come from the first answer: the lower-right holds 1.
	if q.Min != 1 || q.Max != 1 {
		t.Errorf("bounds %d..%d, want 1..1", q.Min, q.Max)
	}
	if len(lines) != 1 || lines[0].Msg.ID != "test.where" || lines[0].Msg.Args["At"] != "lower-right" {
		t.Errorf("lines %v", lines)
	}
	if _, err := q.Accept("2"); err == nil {
		t.Errorf("2 accepted for a furnace holding 1")
	}
}

func TestPlayToTheEndAndBack(t *testing.T) {
	q, lines, a, err := Play(order, map[string]string{
		"glass.where": "ul", "glass.count": "3", "glass.again.1": "yes", "glass.again.2": "false",
	})
	if err != nil || q != nil {
		t.Fatalf("open %v, err %v", q, err)
	}
	if len(lines) != 2 || lines[1].Msg.Args["N"] != 3 {
		t.Errorf("lines %v", lines)
	}
	if got, _ := a.Get("glass.where"); got != "upper-left" {
		t.Errorf("the alias was stored as %q, not its option", got)
	}
	// Stepping back reopens the last question.
	if id := a.Pop(); id != "glass.again.2" {
		t.Errorf("popped %q", id)
	}
	q, _, err = Step(order, a)
	if err != nil || q == nil || q.ID != "glass.again.2" {
		t.Errorf("after back: %v %v", q, err)
	}
}

func TestPlayStopsAtAProblemOfTheScript(t *testing.T) {
	_, _, _, err := Play(order, map[string]string{
		"glass.where": "upper-left", "glass.count": "1",
		"glass.again.1": "yes", "glass.again.2": "yes", "glass.again.3": "yes",
	})
	var p *companion.Problem
	if !errors.As(err, &p) || p.ID != "test.too_often" {
		t.Errorf("err %v", err)
	}
}

func TestAcceptByKind(t *testing.T) {
	choice := &Question{Kind: Choice, Options: []Option{{Value: "upper-left"}, {Value: "lower-right"}},
		Check: func(v string) (string, error) {
			if v == "lower-left" {
				return "", companion.NewProblem("game.problem.furnace_empty")
			}
			return v, nil
		}}
	list := &Question{Kind: List, Options: []Option{{Value: "O1"}, {Value: "O4"}, {Value: "O6"}}}
	cases := []struct {
		q       *Question
		in, out string
		problem string
	}{
		{choice, " Upper-Left ", "upper-left", ""},
		{choice, "lower-left", "", "game.problem.furnace_empty"},
		{choice, "middle", "", "walk.problem.not_option"},
		{&Question{Kind: Number, Min: 0, Max: 20}, "07", "7", ""},
		{&Question{Kind: Number, Min: 0, Max: 20}, "seven", "", "walk.number.not_whole"},
		{&Question{Kind: Number, Min: 0, Max: 20}, " ", "", "walk.number.empty"},
		{&Question{Kind: Number, Min: 1, Max: -1}, "x", "", "walk.number.not_whole_from"},
		{&Question{Kind: Number, Min: 0, Max: 20}, "21", "", "prompt.out_of_range"},
		{&Question{Kind: Number, Min: 0, Max: 20}, "-1", "", "prompt.out_of_range"},
		{&Question{Kind: Number, Min: 1, Max: -1}, "99999", "99999", ""},
		{&Question{Kind: Number, Min: 1, Max: -1}, "0", "", "prompt.below_min"},
		{&Question{Kind: Number, Min: 0, Max: 9}, "99999999999999999999", "", "prompt.out_of_range"},
		{&Question{Kind: YesNo}, "TRUE", Yes, ""},
		{&Question{Kind: YesNo}, "n", No, ""},
		{&Question{Kind: YesNo}, "maybe", "", "walk.problem.yes_no"},
		{list, "o6, O1", "O6,O1", ""},
		{list, "", "", ""},
		{list, "O1,O1", "", "walk.problem.twice"},
		{list, "O2", "", "walk.problem.not_option"},
		{&Question{Kind: Ack}, "anything", "", ""},
	}
	for i, c := range cases {
		got, err := c.q.Accept(c.in)
		var p *companion.Problem
		switch {
		case c.problem == "" && err != nil:
			t.Errorf("%d: %q refused: %v", i, c.in, err)
		case c.problem == "" && got != c.out:
			t.Errorf("%d: %q gave %q, want %q", i, c.in, got, c.out)
		case c.problem != "" && (!errors.As(err, &p) || p.ID != c.problem):
			t.Errorf("%d: %q: err %v, want %s", i, c.in, err, c.problem)
		}
	}
}

func TestAcceptedNamesWhatIsAccepted(t *testing.T) {
	q := &Question{Kind: Choice, Options: []Option{{Value: "a"}, {Value: "b"}}}
	_, err := q.Accept("c")
	var p *companion.Problem
	if !errors.As(err, &p) {
		t.Fatal(err)
	}
	if got := fmt.Sprint(p.Args["Accepted"]); got == "" {
		t.Errorf("no accepted values in %v", p)
	}
	if m := (&Question{Kind: Number, Min: 0, Max: 4}).Accepted(); m.ID != "walk.accepted.range" || m.Args["Max"] != 4 {
		t.Errorf("%v", m)
	}
	if m := (&Question{Kind: Number, Min: 1, Max: 0}).Accepted(); m.ID != "walk.accepted.from" {
		t.Errorf("%v", m)
	}
}

// A script that goes on after an open question is still stopped there.
func TestStepIgnoresAScriptThatSwallowsTheOpenQuestion(t *testing.T) {
	sloppy := func(t *T) error {
		_, _ = t.Ask(&Question{ID: "a", Kind: Text, Flag: "a"})
		_, _ = t.Ask(&Question{ID: "b", Kind: Text, Flag: "b"})
		return nil
	}
	q, _, err := Step(sloppy, nil)
	if err != nil || q == nil || q.ID != "a" {
		t.Errorf("%v %v", q, err)
	}
}

func TestFlagsPlus(t *testing.T) {
	a := Flags{{Name: "supply", None: "no-supply"}, {Name: "refill"}}
	b := Flags{{Name: "refill", Mode: EachValue}, {Name: "disk"}}
	all := a.Plus(b)
	if len(all) != 3 || all[1].Mode != "" || !all.Has("no-supply") || !all.Has("disk") || all.Has("nope") {
		t.Errorf("%v", all)
	}
}

// A number out of its bounds is refused with the question's own reason
// when it has a Check that explains it, else with the bounds.
func TestNumberBoundsExplainedByCheck(t *testing.T) {
	q := &Question{ID: "n", Kind: Number, Min: 0, Max: 5}
	if _, err := q.Accept("6"); problemIDOf(err) != "prompt.out_of_range" {
		t.Errorf("plain bound: %v", err)
	}
	q.Check = func(v string) (string, error) {
		if v == "6" {
			return "", companion.NewProblem("why")
		}
		return v, nil
	}
	if _, err := q.Accept("6"); problemIDOf(err) != "why" {
		t.Errorf("explained bound: %v", err)
	}
	if _, err := q.Accept("7"); problemIDOf(err) != "prompt.out_of_range" {
		t.Errorf("a Check that accepts keeps the bound: %v", err)
	}
}

func problemIDOf(err error) string {
	if p, ok := err.(*companion.Problem); ok {
		return p.ID
	}
	return ""
}

// An option the rules do not allow now keeps its place; a flag that gives
// it is refused with its reason where the question says so (a list of
// the board's positions), and what a flag accepts never names it.
func TestUnavailableOptions(t *testing.T) {
	q := &Question{ID: "turn.furnace", Kind: Choice, Options: []Option{
		{Value: "upper-left"},
		{Value: "upper-right", Unavailable: M("game.problem.furnace_empty", "Furnace", "upper-right")},
	}}
	if v, err := q.Accept("upper-right"); err != nil || v != "upper-right" {
		t.Errorf("without RefuseUnavailable the rules refuse later: %q %v", v, err)
	}
	q.RefuseUnavailable = true
	_, err := q.Accept("Upper-Right")
	var p *companion.Problem
	if !errors.As(err, &p) || p.ID != "game.problem.furnace_empty" || p.Args["Furnace"] != "upper-right" {
		t.Errorf("refused with %v, want the option's reason", err)
	}
	if v, err := q.Accept("upper-left"); err != nil || v != "upper-left" {
		t.Errorf("an allowed option: %q %v", v, err)
	}
	acc := q.Accepted()
	if l, ok := acc.Args["List"].(locales.List); !ok || len(l.Items) != 1 || l.Items[0] != "upper-left" {
		t.Errorf("accepted %+v, want only upper-left", acc)
	}
}
