package deck

import (
	"errors"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The made-up test deck (its header says so), never the printed cards
// (rules-facts §13).
func testDeck(t *testing.T) *automa.Transcription {
	t.Helper()
	buf, err := os.ReadFile("../../automa/testdata/test-deck.yaml")
	if err != nil {
		t.Fatal(err)
	}
	d, err := automa.Parse(buf)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func problemID(err error) string {
	var p *companion.Problem
	if errors.As(err, &p) {
		return p.ID
	}
	return ""
}

// flagAnswers gives a transcription as the flags do: the worker supply card
// as one list, each card as one YAML line.
func flagAnswers(d *automa.Transcription) map[string]string {
	given := map[string]string{"deck.worker-supply": joinInts(d.WorkerSupply)}
	for i, c := range d.Cards {
		given["deck.card."+strconv.Itoa(i+1)] = automa.FormatCard(c)
	}
	return given
}

// From flags: the whole deck in one walk, equal to the file it came from.
func TestDeckFromFlags(t *testing.T) {
	want := testDeck(t)
	g := Guide(nil, false)
	q, _, _, err := walk.Play(g.All, flagAnswers(want))
	if err != nil || q != nil {
		t.Fatalf("open %v, %v", q, err)
	}
	got, changed := g.Commit()
	if !changed || !reflect.DeepEqual(got, want) || !g.Done() {
		t.Errorf("got %+v", got)
	}
}

// From flags, what is missing or wrong is refused with what is accepted.
func TestDeckFromFlagsRefused(t *testing.T) {
	d := testDeck(t)
	cases := []struct {
		name string
		edit func(map[string]string)
		id   string
	}{
		{"no worker supply", func(m map[string]string) { delete(m, "deck.worker-supply") }, ""},
		{"worker supply empty", func(m map[string]string) { m["deck.worker-supply"] = "" }, "solo.components.need_supply"},
		{"nine numbers", func(m map[string]string) { m["deck.worker-supply"] = "0,1,1,2,2,3,3,4,4" }, "solo.problem.supply_count"},
		{"61 cubes", func(m map[string]string) { m["deck.worker-supply"] = "0,1,1,2,2,3,3,4,4,61" }, "solo.problem.supply_number"},
		{"not a number", func(m map[string]string) { m["deck.worker-supply"] = "0,1,1,2,2,3,3,4,4,x" }, "walk.problem.not_whole"},
		{"card 10 missing", func(m map[string]string) { m["deck.card.10"] = "" }, "solo.components.need_card"},
		{"id twice", func(m map[string]string) { m["deck.card.2"] = strings.Replace(m["deck.card.2"], "T2", "T1", 1) }, "solo.components.id_used"},
		{"slot 7", func(m map[string]string) {
			m["deck.card.4"] = "{id: X, action: profession, slot: 7, supply: {cubes: 0}}"
		}, "solo.problem.slot"},
	}
	for _, c := range cases {
		given := flagAnswers(d)
		c.edit(given)
		g := Guide(nil, false)
		q, _, _, err := walk.Play(g.All, given)
		if c.id == "" {
			if err != nil || q == nil || q.ID != "deck.worker-supply" || !q.FlagOnly {
				t.Errorf("%s: want the worker supply open, got %v, %v", c.name, q, err)
			}
			continue
		}
		if problemID(err) != c.id {
			t.Errorf("%s: %v, want %s", c.name, err, c.id)
		}
	}
}

// guidedCard answers card k field by field: furnace at upper-left,
// clockwise, no costs, no cubes, no disk symbol.
func guidedCard(given map[string]string, k int, name string) {
	id := "deck.card." + strconv.Itoa(k)
	given[id] = "" // the whole-card flag is not given
	given[id+".name"] = name
	given[id+".action"] = "furnace"
	given[id+".at"] = "upper-left"
	given[id+".arrow"] = "clockwise"
	given[id+".costs"] = ""
	given[id+".supply"] = "0"
	given[id+".apprentice"] = "no"
}

// step answers the next part of g from given and keeps it.
func step(t *testing.T, g *components.Guide[*automa.Transcription], given map[string]string) []walk.Line {
	t.Helper()
	q, lines, _, err := walk.Play(g.Script, given)
	if err != nil || q != nil {
		t.Fatalf("part not answered: open %v, %v", q, err)
	}
	g.Commit()
	return lines
}

// On a terminal: the worker supply card number by number (no number is
// ever offered: they are printed only), then each card named and read
// field by field; every part is kept once answered in full.
func TestDeckGuided(t *testing.T) {
	g := Guide(nil, true)
	given := map[string]string{"deck.worker-supply": ""}
	q, lines, _, _ := walk.Play(g.Script, given)
	if q == nil || q.ID != "deck.worker-supply.1" || q.Kind != walk.Number || q.Default != "" || q.Max != 60 || q.Flag != "worker-supply" {
		t.Fatalf("first number: %+v", q)
	}
	if len(lines) != 1 || lines[0].Msg.ID != "solo.components.intro" {
		t.Errorf("said %v", lines)
	}
	if _, err := q.Accept("61"); problemID(err) != "prompt.out_of_range" {
		t.Errorf("61 accepted: %v", err)
	}
	for i, n := range []int{0, 1, 1, 2, 2, 3, 3, 4, 4, 5} {
		given["deck.worker-supply."+strconv.Itoa(i+1)] = strconv.Itoa(n)
	}
	step(t, g, given)
	if got := g.Kept().WorkerSupply; !reflect.DeepEqual(got, []int{0, 1, 1, 2, 2, 3, 3, 4, 4, 5}) {
		t.Fatalf("worker supply kept %v", got)
	}
	guidedCard(given, 1, "C1")
	lines = step(t, g, given)
	if lines[0].Style != walk.Heading || lines[0].Msg.ID != "solo.components.card_heading" {
		t.Errorf("card 1 starts with %v", lines)
	}
	// Card 2 may not take card 1's name; its name is offered as its number.
	q, _, _, _ = walk.Play(g.Script, map[string]string{"deck.card.2": ""})
	if q == nil || q.ID != "deck.card.2.name" || q.Default != "2" {
		t.Fatalf("card 2 name: %+v", q)
	}
	if _, err := q.Accept("C1"); problemID(err) != "solo.components.id_used" {
		t.Errorf("C1 twice: %v", err)
	}
	if _, err := q.Accept(" "); problemID(err) != "solo.components.id_empty" {
		t.Errorf("empty name: %v", err)
	}
	for k := 2; k <= Cards(); k++ {
		guidedCard(given, k, "C"+strconv.Itoa(k))
		step(t, g, given)
	}
	d := g.Kept()
	if !g.Done() || len(d.Cards) != 10 || automa.Validate(d) != nil {
		t.Fatalf("done %v, %d cards, %v", g.Done(), len(d.Cards), automa.Validate(d))
	}
	want := automa.Card{ID: "C10", Action: automa.ActFurnace, At: companion.UpperLeft, Arrow: companion.Clockwise}
	if !reflect.DeepEqual(d.Cards[9], want) {
		t.Errorf("card 10: %+v", d.Cards[9])
	}
}

// Interrupted after two cards, the draft holds the worker supply card and
// those two; read back, the next run first asks whether to continue, then
// asks card 3. Starting again drops the draft and asks the numbers anew.
func TestDeckDraftResume(t *testing.T) {
	g := Guide(nil, true)
	given := map[string]string{"deck.worker-supply": "0,1,1,2,2,3,3,4,4,5"}
	step(t, g, given)
	guidedCard(given, 1, "A")
	step(t, g, given)
	guidedCard(given, 2, "B")
	step(t, g, given)
	// Card 3 half answered, then Ctrl-C: only whole parts are kept.
	walk.Play(g.Script, map[string]string{"deck.card.3": "", "deck.card.3.name": "C", "deck.card.3.action": "profession"})
	kept := g.Kept()
	if len(kept.Cards) != 2 {
		t.Fatalf("kept %d cards", len(kept.Cards))
	}
	buf := MarshalDraft(kept)
	back, err := ParseDraft(buf)
	if err != nil || !reflect.DeepEqual(back, kept) {
		t.Fatalf("draft read back %+v, %v\n%s", back, err, buf)
	}

	resumed := Guide(back, true)
	q, _, _, _ := walk.Play(resumed.Script, nil)
	if q == nil || q.ID != "deck.resume" || q.Default != Continue || q.Options[1].Flag != "restart" {
		t.Fatalf("resume: %+v", q)
	}
	if q.Options[0].Label.Args["Count"] != 2 {
		t.Errorf("continue says %v", q.Options[0].Label.Args)
	}
	step(t, resumed, map[string]string{"deck.resume": Continue})
	step(t, resumed, nil) // the worker supply card: kept, nothing asked
	step(t, resumed, nil) // card 1
	step(t, resumed, nil) // card 2
	q, _, _, _ = walk.Play(resumed.Script, map[string]string{"deck.card.3": ""})
	if q == nil || q.ID != "deck.card.3.name" {
		t.Fatalf("after continue: %+v", q)
	}

	again := Guide(back, true)
	step(t, again, map[string]string{"deck.resume": Restart})
	if !Empty(again.Kept()) {
		t.Errorf("restart kept %+v", again.Kept())
	}
	q, _, _, _ = walk.Play(again.Script, nil)
	if q == nil || q.ID != "deck.worker-supply" {
		t.Errorf("after restart: %+v", q)
	}
}

// A draft read back is checked by the same questions, and names its line.
func TestParseDraftRefused(t *testing.T) {
	cases := []struct {
		src  string
		id   string
		line int
	}{
		{"worker_supply: [0, 1, 1, 2, 2, 3, 3, 4, 4, 61]\n", "solo.problem.supply_number", 1},
		{"worker_supply: [0, 1, 1, 2, 2, 3, 3, 4, 4, 5]\ncards:\n  - {id: A, action: dance, supply: {cubes: 0}}\n", "solo.problem.action", 3},
		{"cards:\n  - {id: A, action: profession, slot: 2, supply: {cubes: 0}}\n", "solo.components.draft_gap", 2},
		{"worker_supply: [0, 1, 1, 2, 2, 3, 3, 4, 4, 5]\nextra: [1]\n", "file.problem.unknown_field", 2},
		{"worker_supply: 3\n", "file.problem.want_list", 1},
		{"- 1\n", "file.problem.want_fields", 1},
		{"worker_supply: [0, 1\n", "file.problem.yaml", 1},
		{"worker_supply: [0, 1]\nworker_supply: [0, 1]\n", "file.problem.twice", 2},
		{"worker_supply: [0, 1, 1, 2, 2, 3, 3, 4, 4, 5]\ncards:\n  - {id: A, action: profession, slot: 2, supply: {cubes: 0}}\n  - {id: A, action: profession, slot: 3, supply: {cubes: 0}}\n", "solo.components.id_used", 4},
	}
	for _, c := range cases {
		_, err := ParseDraft([]byte(c.src))
		var fe *userfile.Error
		if !errors.As(err, &fe) || fe.Issues[0].Problem.ID != c.id || fe.Issues[0].Line != c.line {
			t.Errorf("%q: %v, want %s on line %d", c.src, err, c.id, c.line)
		}
	}
	// An empty draft is an empty transcription.
	if d, err := ParseDraft([]byte("# nothing yet\n")); err != nil || !Empty(d) {
		t.Errorf("empty draft: %+v, %v", d, err)
	}
}
