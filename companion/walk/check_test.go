package walk

import (
	"errors"
	"strconv"
	"testing"

	"github.com/pileup-companion/stephens/companion"
)

// A number's Check speaks before its bounds, so the rules say in their own
// words what is wrong; a number the Check lets through still meets them.
func TestNumberCheckBeforeBounds(t *testing.T) {
	q := &Question{Kind: Number, Min: 0, Max: 25, Check: func(v string) (string, error) {
		n, _ := strconv.Atoi(v)
		if n > 25 {
			return "", companion.NewProblem("test.off_track", "Value", n)
		}
		return v, nil
	}}
	lax := &Question{Kind: Number, Min: 0, Max: 25, Check: func(v string) (string, error) { return v, nil }}
	cases := []struct {
		q       *Question
		in      string
		problem string
	}{
		{q, "26", "test.off_track"},
		{q, "-1", "prompt.out_of_range"},
		{q, "x", "walk.number.not_whole"},
		{lax, "26", "prompt.out_of_range"},
	}
	for _, c := range cases {
		_, err := c.q.Accept(c.in)
		var p *companion.Problem
		if !errors.As(err, &p) || p.ID != c.problem {
			t.Errorf("%q: %v, want %s", c.in, err, c.problem)
		}
	}
	if v, err := q.Accept(" 07 "); v != "7" || err != nil {
		t.Errorf("07: %q %v", v, err)
	}
}

// A table said by a script reaches the front end as one line with its cells.
func TestGridLine(t *testing.T) {
	script := func(t *T) error {
		t.Grid([][]Msg{{{}, M("a")}, {M("b"), M("c")}})
		return t.Wait("look", M("look"))
	}
	_, lines, err := Step(script, nil)
	if err != nil || len(lines) != 1 || lines[0].Style != Table || len(lines[0].Cells) != 2 || lines[0].Cells[1][1].ID != "c" {
		t.Errorf("%+v %v", lines, err)
	}
}

// A question asked in parts: which parts go on, and the question each next
// part asks (a delivery: who, which factory, then which cubes).
func TestPartsOfAQuestion(t *testing.T) {
	q := &Question{ID: "supply", Kind: Choice, Options: []Option{
		{Value: "Ana:lower-left:orange", PathAsk: []Msg{{}, M("which.factory"), M("which.cubes")}},
		{Value: "Ana:upper-right:black", PathAsk: []Msg{{}, M("which.factory"), M("which.cubes")}},
		{Value: "Bo:lower-left:orange"},
		{Value: "Cy:lower-left:pink", Hidden: true},
	}}
	for parts, want := range map[string]bool{"Ana": true, "Ana:lower-left": true, "Ana:lower-left:orange": false, "Cy": false, "Di": false} {
		if got := q.GoesOn(parts); got != want {
			t.Errorf("GoesOn(%q) = %v, want %v", parts, got, want)
		}
	}
	if got := q.PartAsk([]string{"Ana"}); got.ID != "which.factory" {
		t.Errorf("after Ana: %q", got.ID)
	}
	if got := q.PartAsk([]string{"Ana", "upper-right"}); got.ID != "which.cubes" {
		t.Errorf("after Ana's factory: %q", got.ID)
	}
	if got := q.PartAsk([]string{"Bo"}); got.ID != "" || q.PartAsk(nil).ID != "" {
		t.Errorf("no part question worded: %q", got.ID)
	}
}
