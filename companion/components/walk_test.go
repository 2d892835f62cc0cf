package components

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// drive answers a guide part by part, as a front end on a terminal does,
// keeping each part once it is answered in full. Every question asked must
// have an answer in given; it returns the IDs asked, in order, and every
// line said.
func drive[T any](t *testing.T, g *Guide[T], given map[string]string) ([]string, []walk.Line) {
	t.Helper()
	var asked []string
	var said []walk.Line
	for !g.Done() {
		a := &walk.Answers{}
		for {
			q, lines, err := walk.Step(g.Script, a)
			if err != nil {
				t.Fatalf("after %v: %v", asked, err)
			}
			if q == nil {
				said = append(said, lines...)
				break
			}
			v, ok := given[q.ID]
			if !ok {
				t.Fatalf("no answer for %s (asked so far %v)", q.ID, asked)
			}
			checked, err := q.Accept(v)
			if err != nil {
				t.Fatalf("%s = %q refused: %v", q.ID, v, err)
			}
			asked = append(asked, q.ID)
			a.Set(q.ID, checked)
		}
		g.Commit()
	}
	return asked, said
}

// open walks the next part of g up to question id and returns it.
func open[T any](t *testing.T, g *Guide[T], given map[string]string, id string) *walk.Question {
	t.Helper()
	q, _, _, err := walk.Play(g.Script, given)
	if err != nil || q == nil || q.ID != id {
		t.Fatalf("want %s open, got %v, %v", id, q, err)
	}
	return q
}

func problemID(err error) string {
	var p *companion.Problem
	if errors.As(err, &p) {
		return p.ID
	}
	return ""
}

func doneTexts(lines []walk.Line) []string {
	var out []string
	for _, l := range lines {
		if l.Style == walk.Done {
			out = append(out, l.Msg.ID+" "+formatArgs(l.Msg.Args))
		}
	}
	return out
}

func formatArgs(args map[string]any) string {
	var parts []string
	for _, k := range []string{"Space", "Values", "Factory", "Bonuses"} {
		if v, ok := args[k]; ok {
			if m, isMsg := v.(walk.Msg); isMsg {
				v = m.ID
			}
			if l, isList := v.(locales.List); isList { // what a stop shows, as the table reads it
				v = locales.New("en").Text(l)
			}
			parts = append(parts, k+"="+fmt.Sprint(v))
		}
	}
	return strings.Join(parts, " ")
}

// The guided refill walk from nothing (rules-facts §5.2 step 2, §13): the
// army stops from 50 down; space 45 offers the one value the rulebook's
// example proves (4 players: 3 cubes, §10 E8), marked, and nothing else
// is ever offered.
func TestRefillsGuideFromNothing(t *testing.T) {
	g := RefillsGuide(&Refills{})
	q := open(t, g, nil, "refills.50")
	if q.Default != "" || q.Prompt.ID != "components.refills.label" || q.Flag != "set" || q.Topic != RefillsTopic {
		t.Fatalf("space 50 offers %q (%s, flag %q, topic %q)", q.Default, q.Prompt.ID, q.Flag, q.Topic)
	}
	given := map[string]string{"refills.50": "3/2/2", "refills.45": "3/?/?", "refills.40": "?/?/1"}
	for _, s := range ArmyStops()[3:] {
		given["refills."+itoa(s)] = ""
	}
	asked, said := drive(t, g, given)
	if len(asked) != len(ArmyStops()) || asked[0] != "refills.50" || asked[len(asked)-1] != "refills.0" {
		t.Errorf("asked %v", asked)
	}
	if len(said) == 0 || said[0].Msg.ID != "components.refills.intro" {
		t.Errorf("the walk starts without its intro: %v", said)
	}
	r := g.Kept()
	want := map[int]map[int]int{50: {4: 3, 3: 2, 2: 2}, 45: {4: 3}, 40: {2: 1}}
	if !reflect.DeepEqual(r.Spaces, want) {
		t.Errorf("kept %v, want %v", r.Spaces, want)
	}
}

// Space 45 offers 3 for 4 players, marked as the rulebook's, only where
// the 4-player value is unknown; a transcribed value always wins.
func TestRefillsGuideRulebookDefault(t *testing.T) {
	for _, c := range []struct {
		have      map[int]map[int]int
		def, mark string
	}{
		{nil, "3/-/-", "components.refills.label_rulebook"}, // "-": unknown ("?" asks for the rule)
		{map[int]map[int]int{45: {3: 2}}, "3/2/-", "components.refills.label_rulebook"},
		{map[int]map[int]int{45: {4: 2, 3: 2, 2: 1}}, "2/2/1", "components.refills.label"},
	} {
		g := RefillsGuide(&Refills{Spaces: c.have})
		drivePart(t, g, map[string]string{"refills.50": ""})
		q := open(t, g, nil, "refills.45")
		if q.Default != c.def || q.Prompt.ID != c.mark {
			t.Errorf("with %v: 45 offers %q (%s), want %q (%s)", c.have, q.Default, q.Prompt.ID, c.def, c.mark)
		}
	}
}

// drivePart answers the next part of g and keeps it; it reports whether
// the part changed the transcription.
func drivePart[T any](t *testing.T, g *Guide[T], given map[string]string) bool {
	t.Helper()
	q, _, _, err := walk.Play(g.Script, given)
	if err != nil || q != nil {
		t.Fatalf("part not answered: %v, %v", q, err)
	}
	_, changed := g.Commit()
	return changed
}

// At a space already transcribed: Enter keeps it (nothing changes, nothing
// to save), ? forgets it, one number counts for every player count, and a
// wrong answer is refused with the short form the prompt shows.
func TestRefillsGuideEdits(t *testing.T) {
	r := &Refills{Spaces: map[int]map[int]int{50: {4: 4, 3: 3, 2: 2}}}
	g := RefillsGuide(r)
	q := open(t, g, nil, "refills.50")
	if q.Default != "4/3/2" {
		t.Fatalf("50 offers %q", q.Default)
	}
	for v, id := range map[string]string{"3/2": "components.refills.bad_answer", "x": "components.refills.bad_answer", "21": "problem.refill_cubes", "3/2/-1": "problem.refill_cubes"} {
		if _, err := q.Accept(v); problemID(err) != id {
			t.Errorf("%q: %v, want %s", v, err, id)
		}
	}
	if drivePart(t, g, map[string]string{"refills.50": "4/3/2"}) {
		t.Error("the same values count as a change")
	}
	cases := []struct {
		answer string
		want   map[int]int
	}{{"?", nil}, {"3", map[int]int{4: 3, 3: 3, 2: 3}}, {"", map[int]int{4: 4, 3: 3, 2: 2}}}
	for _, c := range cases {
		g := RefillsGuide(r)
		drivePart(t, g, map[string]string{"refills.50": c.answer})
		got := g.Kept().Spaces[50]
		if len(got) != len(c.want) || (c.want != nil && !reflect.DeepEqual(got, c.want)) {
			t.Errorf("answer %q: 50 is %v, want %v", c.answer, got, c.want)
		}
	}
}

// --set values: each checked for itself, applied in order, the spaces
// touched said in board order; one refused value stops everything.
func TestEditRefills(t *testing.T) {
	g := EditRefills(&Refills{Spaces: map[int]map[int]int{40: {2: 2}}})
	q, said, _, err := walk.Play(g.All, map[string]string{
		"refills.set.1": "45:4=3", "refills.set.2": "40=2/2/1", "refills.set.3": "35=1", "refills.set.4": "40:2=?", "refills.set.5": "",
	})
	if err != nil || q != nil {
		t.Fatalf("open %v, %v", q, err)
	}
	r, changed := g.Commit()
	want := map[int]map[int]int{45: {4: 3}, 40: {4: 2, 3: 2}, 35: {4: 1, 3: 1, 2: 1}}
	if !changed || !reflect.DeepEqual(r.Spaces, want) {
		t.Errorf("kept %v (changed %v), want %v", r.Spaces, changed, want)
	}
	got := doneTexts(said)
	wantSaid := []string{
		"components.refills.recorded Space=45 Values=3/-/-",
		"components.refills.recorded Space=40 Values=2/2/-",
		"components.refills.recorded Space=35 Values=1/1/1",
	}
	if !reflect.DeepEqual(got, wantSaid) {
		t.Errorf("said %q, want %q", got, wantSaid)
	}
	// Where nothing is transcribed for 4 players at space 45, the number
	// the rulebook's example proves is shown, marked (play test pt1 F6).
	_, said, _, err = walk.Play(EditRefills(&Refills{}).All, map[string]string{"refills.set.1": "45:3=2", "refills.set.2": ""})
	if got := doneTexts(said); err != nil || !reflect.DeepEqual(got, []string{"components.refills.recorded Space=45 Values=3*/2/-"}) {
		t.Errorf("45:3=2: said %q, %v", got, err)
	}
	for v, id := range map[string]string{"44:4=3": "problem.refill_space", "45:5=3": "problem.refill_players", "45:4=21": "problem.refill_cubes",
		"45=3/2": "components.problem.stop_values", "nonsense": "components.problem.refill_set", "": "components.problem.refill_set"} {
		g := EditRefills(&Refills{})
		_, _, _, err := walk.Play(g.All, map[string]string{"refills.set.1": v})
		if problemID(err) != id {
			t.Errorf("--set %q: %v, want %s", v, err, id)
		}
	}
}

// The guided bonus walk from nothing (rules-facts §6): the proven bonuses
// (lower-left B5, upper-right B2) are offered, marked, on their factory;
// no edition says a bonus is printed once (§13), so a bonus proven or
// placed on another factory is offered again, marked with where it is.
func TestBonusesGuideFromNothing(t *testing.T) {
	g := BonusesGuide(&Bonuses{})
	q := open(t, g, nil, "bonuses.upper-left")
	if q.Kind != walk.List || q.Flag != "set" || q.Topic != BonusesTopic {
		t.Fatalf("upper-left: %+v", q)
	}
	if got := values(q.Options); !reflect.DeepEqual(got, []string{"B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8"}) {
		t.Errorf("upper-left offers %v", got)
	}
	for _, o := range q.Options {
		marked := o.Label.ID == "components.bonuses.item_elsewhere"
		if marked != (o.Value == "B2" || o.Value == "B5") {
			t.Errorf("upper-left %s labelled %v", o.Value, o.Label)
		}
	}
	given := map[string]string{
		"bonuses.upper-left":        "B1,B3",
		"bonuses.upper-right.start": "proven", "bonuses.upper-right": "",
		"bonuses.lower-left.start": "proven", "bonuses.lower-left": "B7",
		"bonuses.lower-right": "",
	}
	asked, said := drive(t, g, given)
	wantAsked := []string{"bonuses.upper-left", "bonuses.upper-right.start", "bonuses.upper-right", "bonuses.lower-left.start", "bonuses.lower-left", "bonuses.lower-right"}
	if !reflect.DeepEqual(asked, wantAsked) {
		t.Errorf("asked %v", asked)
	}
	b := g.Kept()
	want := map[companion.Position][]string{companion.UpperLeft: {"B1", "B3"}, companion.UpperRight: {"B2"}, companion.LowerLeft: {"B5", "B7"}}
	if !reflect.DeepEqual(b.Factories, want) {
		t.Errorf("kept %v", b.Factories)
	}
	if n := len(doneTexts(said)); n != 4 {
		t.Errorf("%d factories said, want 4: %v", n, doneTexts(said))
	}
	// lower-right is offered every bonus, those placed elsewhere marked.
	g2 := BonusesGuide(b)
	for _, pos := range FactoryOrder[:3] {
		drivePart(t, g2, map[string]string{"bonuses." + string(pos) + ".start": "leave"})
	}
	q = open(t, g2, nil, "bonuses.lower-right")
	var marked []string
	for _, o := range q.Options {
		if o.Label.ID == "components.bonuses.item_elsewhere" {
			marked = append(marked, o.Value)
		}
	}
	if got := values(q.Options); len(got) != 8 || !reflect.DeepEqual(marked, []string{"B1", "B2", "B3", "B5", "B7"}) {
		t.Errorf("lower-right offers %v, marked %v", got, marked)
	}
	if _, err := q.Accept("B2"); err != nil {
		t.Errorf("B2 refused on a second factory: %v", err)
	}
}

func values(opts []walk.Option) []string {
	var out []string
	for _, o := range opts {
		out = append(out, o.Value)
	}
	return out
}

// At a factory already transcribed: leave, keep and add, choose again, or
// skip (forget it); the proven bonus is offered on its factory even when
// another factory has it too.
func TestBonusesGuideEdits(t *testing.T) {
	base := &Bonuses{Factories: map[companion.Position][]string{companion.UpperLeft: {"B2", "B4"}}}
	cases := []struct {
		start, pick string
		want        []string
	}{{"leave", "-", []string{"B2", "B4"}}, {"keep", "B6", []string{"B2", "B4", "B6"}}, {"choose", "B1", []string{"B1"}}, {"skip", "-", nil}}
	for _, c := range cases {
		g := BonusesGuide(base)
		given := map[string]string{"bonuses.upper-left.start": c.start}
		if c.pick != "-" {
			given["bonuses.upper-left"] = c.pick
		}
		drivePart(t, g, given)
		if got := g.Kept().At(companion.UpperLeft); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.start, got, c.want)
		}
	}
	// B2 is on the upper-left here: the upper-right still offers the B2
	// the rulebook's example shows there.
	g := BonusesGuide(base)
	drivePart(t, g, map[string]string{"bonuses.upper-left.start": "leave"})
	q := open(t, g, nil, "bonuses.upper-right.start")
	if values(q.Options)[0] != "proven" {
		t.Errorf("upper-right starts with %v", values(q.Options))
	}
	// Noted, not refused: B2 on the upper-left (transcribed) and on the
	// upper-right (proven).
	if w := Notes(base); len(w) != 1 || w[0].ID != "components.bonuses.twice" || w[0].Args["Bonus"] != "B2" {
		t.Errorf("notes %v", w)
	}
	// A factory transcribed in full without its proven bonus is noted.
	full := &Bonuses{Factories: map[companion.Position][]string{companion.UpperRight: {"B1", "B4"}}}
	if w := Notes(full); len(w) != 1 || w[0].ID != "components.bonuses.proven_missing" || w[0].Args["Bonus"] != "B2" {
		t.Errorf("notes %v", w)
	}
}

// --set for the bonuses: case-insensitive IDs, factories said in board
// order; a bonus twice on one factory is refused, on two factories kept
// with a note (no edition says a bonus is printed once, rules-facts §6).
func TestEditBonuses(t *testing.T) {
	g := EditBonuses(&Bonuses{})
	q, said, _, err := walk.Play(g.All, map[string]string{"bonuses.set.1": "lower-left=b7,B5", "bonuses.set.2": "upper-right = B2", "bonuses.set.3": ""})
	if err != nil || q != nil {
		t.Fatalf("open %v, %v", q, err)
	}
	b, _ := g.Commit()
	if got := b.At(companion.LowerLeft); !reflect.DeepEqual(got, []string{"B5", "B7"}) {
		t.Errorf("lower-left %v", got)
	}
	if got := doneTexts(said); len(got) != 2 || !strings.Contains(got[0], "upper-right") || !strings.Contains(got[1], "lower-left") {
		t.Errorf("said %v", got)
	}
	for _, c := range []struct {
		sets []string
		id   string
	}{
		{[]string{"upper-left=B1,b1"}, "components.problem.bonus_repeated"},
		{[]string{"lower-left=B9"}, "problem.unknown_bonus"},
		{[]string{"middle=B1"}, "problem.bad_position"},
		{[]string{"lower-left"}, "components.problem.bonus_set"},
	} {
		given := map[string]string{}
		for i, s := range c.sets {
			given["bonuses.set."+itoa(i+1)] = s
		}
		given["bonuses.set."+itoa(len(c.sets)+1)] = ""
		_, _, _, err := walk.Play(EditBonuses(&Bonuses{}).All, given)
		if problemID(err) != c.id {
			t.Errorf("%v: %v, want %s", c.sets, err, c.id)
		}
	}
	g = EditBonuses(&Bonuses{})
	if _, _, _, err := walk.Play(g.All, map[string]string{"bonuses.set.1": "lower-left=B5", "bonuses.set.2": "lower-right=B5", "bonuses.set.3": ""}); err != nil {
		t.Fatalf("B5 on two factories: %v", err)
	}
	b, _ = g.Commit()
	if w := Notes(b); len(w) != 1 || w[0].ID != "components.bonuses.twice" {
		t.Errorf("notes %v", w)
	} else if got := locales.New("en").Render(w[0]); got != "note: B5 is on the lower-left small factory and the lower-right small factory; no edition says whether a bonus is printed on one factory only, so it is kept as you transcribed it: check your board" {
		t.Errorf("note %q", got)
	}
}

// What the overview says for a factory: its bonuses, or that it is not
// transcribed with what the rulebook's example proves.
func TestFactoryBonuses(t *testing.T) {
	b := &Bonuses{Factories: map[companion.Position][]string{companion.UpperLeft: {"B3", "B1"}}}
	if got := FactoryBonuses(b, companion.UpperLeft); got != "B1, B3" {
		t.Errorf("upper-left %v", got)
	}
	if m, ok := FactoryBonuses(b, companion.LowerLeft).(walk.Msg); !ok || m.Args["Bonus"] != "B5" {
		t.Errorf("lower-left %v", FactoryBonuses(b, companion.LowerLeft))
	}
	if _, ok := FactoryBonuses(b, companion.LowerRight).(walk.Msg); ok {
		t.Error("lower-right claims a proven bonus")
	}
	if FactoriesDone(b) != 1 {
		t.Error("FactoriesDone")
	}
}

// Every question of the transcriptions names a flag the walkthrough
// declares, and a topic.
func TestTranscriptionQuestionsHaveFlags(t *testing.T) {
	for name, c := range map[string]struct {
		flags walk.Flags
		step  walk.Script
	}{
		"refills": {RefillFlags(), RefillsGuide(&Refills{}).Script},
		"edit":    {RefillFlags(), EditRefills(&Refills{}).Script},
		"bonuses": {BonusFlags(), BonusesGuide(&Bonuses{}).Script},
		"bedit":   {BonusFlags(), EditBonuses(&Bonuses{}).Script},
		"clear":   {ClearFlags(), func(t *walk.T) error { _, err := t.Yes(ClearQuestion("refills", 3)); return err }},
	} {
		q, _, _ := walk.Step(c.step, nil)
		if q == nil || !c.flags.Has(q.Flag) || (name != "clear" && q.Topic == "") {
			t.Errorf("%s: %+v", name, q)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
