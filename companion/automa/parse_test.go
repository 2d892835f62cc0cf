package automa

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// The fixture is a made-up deck (see its header); it exists to exercise the
// parser and must never be presented as the printed cards.
func readFixture(t testing.TB) []byte {
	t.Helper()
	buf, err := os.ReadFile("testdata/test-deck.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return buf
}

func fixture(t testing.TB) *Transcription {
	t.Helper()
	tr, err := Parse(readFixture(t))
	if err != nil {
		t.Fatalf("fixture: %v", err)
	}
	return tr
}

func TestParseFixture(t *testing.T) {
	buf := readFixture(t)
	if !strings.Contains(string(buf), "TEST FIXTURE, MADE UP") {
		t.Fatal("the test deck must say it is made up")
	}
	tr := fixture(t)
	if len(tr.Cards) != 10 || len(tr.WorkerSupply) != 10 {
		t.Fatalf("got %d cards, %d numbers", len(tr.Cards), len(tr.WorkerSupply))
	}
	c, ok := tr.Card("T2")
	if !ok || c.Action != ActFurnace || c.At != companion.LowerLeft || c.Arrow != companion.Counterclockwise {
		t.Fatalf("T2 = %+v", c)
	}
	if len(c.RemoveCosts) != 2 || c.RemoveCosts[1] != 2 {
		t.Fatalf("T2 costs = %v", c.RemoveCosts)
	}
	if s := c.Supply; s.Cubes != 3 || s.Start != companion.LowerRight || s.Arrow != companion.Counterclockwise || s.Apprentice {
		t.Fatalf("T2 supply = %+v", s)
	}
	c8, _ := tr.Card("T8")
	if c8.Fallback == nil || c8.Fallback.At != companion.LowerRight || c8.Fallback.Arrow != companion.Counterclockwise {
		t.Fatalf("T8 fallback = %+v", c8.Fallback)
	}
	c10, _ := tr.Card("T10")
	if c10.Fallback != nil || !c10.Supply.Apprentice {
		t.Fatalf("T10 = %+v", c10)
	}
	if _, ok := tr.Card("nope"); ok {
		t.Fatal("unknown id found")
	}
}

// replace swaps one line of the fixture for another and parses the result.
func parseWith(t *testing.T, old, new string) error {
	t.Helper()
	buf := string(readFixture(t))
	if !strings.Contains(buf, old) {
		t.Fatalf("fixture has no %q", old)
	}
	_, err := Parse([]byte(strings.Replace(buf, old, new, 1)))
	return err
}

func lineOf(t *testing.T, s string) int {
	t.Helper()
	for i, l := range strings.Split(string(readFixture(t)), "\n") {
		if strings.Contains(l, s) {
			return i + 1
		}
	}
	t.Fatalf("fixture has no %q", s)
	return 0
}

// issues returns the issues of a file error (the test fails without one).
func issues(t *testing.T, err error) []userfile.Issue {
	t.Helper()
	var fe *userfile.Error
	if !errors.As(err, &fe) || len(fe.Issues) == 0 {
		t.Fatalf("want a *userfile.Error, got %v", err)
	}
	return fe.Issues
}

func TestParseProblems(t *testing.T) {
	cases := []struct {
		name, old, new string
		id, field      string
		line           string // fixture text on the expected line ("" = no check)
	}{
		{"slot off the display", "slot: 3", "slot: 7", "solo.problem.slot", "cards[5].slot", "slot: 3"},
		{"slot zero", "slot: 1", "slot: 0", "solo.problem.slot", "cards[4].slot", "slot: 1"},
		{"bad position", "at: lower-right\n    arrow: clockwise\n    remove_costs: [5]", "at: middle\n    arrow: clockwise\n    remove_costs: [5]", "solo.problem.position", "cards[3].at", "remove_costs: [5]"},
		{"bad arrow", "arrow: counterclockwise\n    remove_costs: [1, 2]", "arrow: widdershins\n    remove_costs: [1, 2]", "solo.problem.arrow", "cards[2].arrow", "remove_costs: [1, 2]"},
		{"bad action", "action: profession\n    slot: 6", "action: pass\n    slot: 6", "solo.problem.action", "cards[7].action", ""},
		{"cost off the display", "remove_costs: [5]", "remove_costs: [6]", "solo.problem.cost", "cards[3].remove_costs[1]", "remove_costs: [5]"},
		{"cost twice", "remove_costs: [1, 2]", "remove_costs: [2, 2]", "solo.problem.cost_twice", "cards[2].remove_costs[2]", "remove_costs: [1, 2]"},
		{"slot on a furnace card", "remove_costs: [5]", "remove_costs: [5]\n    slot: 2", "solo.problem.not_for_action", "cards[3].slot", ""},
		{"arrow on a profession card", "slot: 6", "slot: 6\n    arrow: clockwise", "solo.problem.not_for_action", "cards[7].arrow", ""},
		{"costs on a small-factory card", "fallback: {at: upper-left, arrow: clockwise}", "fallback: {at: upper-left, arrow: clockwise}\n    remove_costs: [1]", "solo.problem.not_for_action", "cards[9].remove_costs", ""},
		{"bad fallback", "fallback: {at: upper-left, arrow: clockwise}", "fallback: {at: upper-left, arrow: sideways}", "solo.problem.arrow", "cards[9].fallback.arrow", "fallback: {at: upper-left"},
		{"too many supply cubes", "supply: {cubes: 4,", "supply: {cubes: 5,", "solo.problem.supply_cubes", "cards[5].supply.cubes", "supply: {cubes: 4,"},
		{"supply without start", "supply: {cubes: 2, start: lower-left, arrow: clockwise, apprentice: false}", "supply: {cubes: 2, arrow: clockwise, apprentice: false}", "solo.problem.missing", "cards[4].supply.start", ""},
		{"duplicate id", `id: "T10"`, `id: "T9"`, "solo.problem.id_twice", "cards[10].id", `id: "T10"`},
		{"missing id", `  - id: "T7"` + "\n", "  -\n", "solo.problem.missing", "cards[7].id", ""},
		{"worker supply too short", "[0, 1, 1, 2, 2, 3, 3, 4, 4, 5]", "[0, 1, 1, 2]", "solo.problem.supply_count", "worker_supply", "worker_supply:"},
		{"worker supply negative", "[0, 1, 1, 2, 2, 3, 3, 4, 4, 5]", "[0, 1, 1, 2, -2, 3, 3, 4, 4, 5]", "solo.problem.supply_number", "worker_supply[5]", "worker_supply:"},
		{"worker supply not a number", "[0, 1, 1, 2, 2, 3, 3, 4, 4, 5]", "[0, 1, one, 2, 2, 3, 3, 4, 4, 5]", "file.problem.want_number", "worker_supply[3]", "worker_supply:"},
		{"slot not a number", "slot: 4", "slot: four", "file.problem.want_number", "cards[6].slot", "slot: 4"},
		{"apprentice not a bool", "apprentice: true}\n  - id: \"T4\"", "apprentice: maybe}\n  - id: \"T4\"", "file.problem.want_bool", "cards[3].supply.apprentice", ""},
		{"unknown field", "slot: 4", "slot: 4\n    colour: red", "file.problem.unknown_field", "cards[6]", ""},
		{"unknown top field", "cards:\n", "deck: 1\ncards:\n", "file.problem.unknown_field", "", ""},
		{"card not a mapping", `  - id: "T7"` + "\n    action: profession\n    slot: 6\n    supply: {cubes: 0, apprentice: false}\n", "  - T7\n", "file.problem.want_fields", "cards[7]", ""},
	}
	// The replaced field sits this many lines above the line named.
	above := map[string]int{"bad position": 2, "bad arrow": 1}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := parseWith(t, c.old, c.new)
			ps := issues(t, err)
			var hit *userfile.Issue
			for i, p := range ps {
				if p.Problem.ID == c.id && p.Field == c.field {
					hit = &ps[i]
				}
			}
			if hit == nil {
				t.Fatalf("no %s on %s in %v", c.id, c.field, err)
			}
			if hit.Line <= 0 {
				t.Fatalf("%v has no line", hit)
			}
			if c.line != "" {
				want := lineOf(t, c.line) - above[c.name]
				if hit.Line != want {
					t.Errorf("%v: line %d, want %d", hit, hit.Line, want)
				}
			}
		})
	}
}

func TestParseWholeFile(t *testing.T) {
	cases := []struct {
		name, src, id string
		line          int
	}{
		{"empty", "", "solo.problem.empty", 0},
		{"only a comment", "# nothing\n", "solo.problem.empty", 0},
		{"a list", "- 1\n- 2\n", "file.problem.want_fields", 1},
		{"bad yaml", "worker_supply: [1, 2\ncards: x\n", "file.problem.yaml", 1},
		{"tab indentation", "cards:\n\t- id: 1\n", "file.problem.yaml", 2},
		{"no cards", "worker_supply: [0, 1, 1, 2, 2, 3, 3, 4, 4, 5]\n", "file.problem.missing", 1},
		{"cards not a list", "worker_supply: [0, 1, 1, 2, 2, 3, 3, 4, 4, 5]\ncards: 3\n", "file.problem.want_list", 2},
		{"too few cards", "worker_supply: [0, 1, 1, 2, 2, 3, 3, 4, 4, 5]\ncards: []\n", "solo.problem.card_count", 2},
		{"key twice", "cards: []\ncards: []\nworker_supply: []\n", "file.problem.twice", 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse([]byte(c.src))
			ps := issues(t, err)
			if ps[0].Problem.ID != c.id {
				t.Fatalf("first problem %v, want %s", ps[0], c.id)
			}
			if ps[0].Line != c.line {
				t.Errorf("line %d, want %d", ps[0].Line, c.line)
			}
		})
	}
}

// Every problem in a bad file is reported, not just the first.
func TestParseReportsAll(t *testing.T) {
	buf := strings.Replace(string(readFixture(t)), "slot: 3", "slot: 9", 1)
	buf = strings.Replace(buf, "slot: 4", "slot: -1", 1)
	_, err := Parse([]byte(buf))
	ps := issues(t, err)
	if len(ps) != 2 {
		t.Fatalf("want 2 problems, got %v", err)
	}
	if ps[0].Line >= ps[1].Line {
		t.Errorf("problems out of file order: %v", err)
	}
}

func TestValidateInMemory(t *testing.T) {
	tr := fixture(t)
	if err := Validate(tr); err != nil {
		t.Fatal(err)
	}
	tr.Cards[3].Slot = 7
	err := Validate(tr)
	var p *companion.Problem
	if !errors.As(err, &p) || p.ID != "solo.problem.slot" || p.Args["Field"] != "cards[4].slot" || p.Args["Value"] != 7 {
		t.Fatalf("got %v", err)
	}
	if err := CheckCard(Card{ID: "x", Action: ActProfession, Slot: 2}); err != nil {
		t.Fatalf("a valid physical card: %v", err)
	}
	if err := CheckCard(Card{ID: "x", Action: ActSmallFactory, At: companion.UpperLeft}); err == nil {
		t.Fatal("a small-factory card without an arrow must be refused")
	}
}

// A transcription survives a round trip through YAML unchanged.
func TestParseRoundTrip(t *testing.T) {
	tr := fixture(t)
	out, err := Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(out)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	again, _ := Marshal(back)
	if string(again) != string(out) {
		t.Fatalf("round trip changed the file:\n%s\n---\n%s", out, again)
	}
}
