package play

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

// rules-facts §5.2 steps 5-6: the cubes the activated investment columns
// give are parked on the cards, and the supply step delivers those and
// no more. The companion cannot know the cards: the table says each
// player's cubes at step 5; step 6 counts them down, refuses a delivery
// beyond them (naming the rule), offers none, and once a player's cubes
// are spent its suggestion is "no more deliveries" (a phone tapping the
// highlighted option recorded 183 cubes on one factory: issue 28 B).
func TestSupplyDeliversOnlyTheCubesGainedAtStep5_5_2(t *testing.T) {
	s := at45(t)
	resetTo(t, s, game.StepInvestments)
	r := resetStep(t, s, Known{}, map[string]string{
		"reset.gained.Pedro": "2 orange", "reset.gained.Ângela": "none", "reset.gained.Maria": "none", "reset.gained.André": "none"}).done(t)
	if q := r.question(t, "reset.gained.Pedro"); q.Suggest != "none" || q.Flag != "gained" || q.Key != "Pedro" {
		t.Errorf("the question offers %q first, flag %s key %s", q.Suggest, q.Flag, q.Key)
	}
	pedro, angela := s.Settings.Seat("Pedro"), s.Settings.Seat("Ângela")
	e := r.Table.Events[len(r.Table.Events)-1]
	if e.Step != game.StepInvestments || len(e.Gained) != 4 || e.Gained[pedro] == nil || *e.Gained[pedro] != (game.Cubes{Orange: 2}) || e.Gained[angela] == nil || e.Gained[angela].Total() != 0 {
		t.Fatalf("step 5 recorded %+v", e)
	}
	s = r.Table.State // at step 6

	// Pedro's two orange cubes: the list offers deliveries within them,
	// first; Maria, who gained none, has none offered.
	r = resetStep(t, s, Known{}, nil)
	q := r.Open
	if q == nil || q.ID != "reset.supply.1" {
		t.Fatalf("open %v", r.Open)
	}
	r.mustSay(t, "game.step.supply.parked")
	for _, o := range q.Options {
		if o.Value != doneValue && !(len(o.Value) > 6 && o.Value[:6] == "Pedro:") {
			t.Errorf("offered %s, who gained no cube", o.Value)
		}
		if strings.Contains(o.Value, "black") || strings.Contains(o.Value, "pink") {
			t.Errorf("offered %s beyond Pedro's 2 orange", o.Value)
		}
	}
	if q.Suggest == "" || q.Suggest[:6] != "Pedro:" {
		t.Errorf("suggested %q, want one of Pedro's deliveries", q.Suggest)
	}
	// Beyond them: refused with the rule named, nothing recorded.
	for _, v := range []string{"Pedro:lower-left:orange+black", "Pedro:lower-left:black", "Maria:lower-left:orange"} {
		p := resetStep(t, s, Known{}, map[string]string{"reset.supply.1": v}).refused(t, "game.problem.supply_beyond_gained")
		if p.Topic != "supply-small-factories" {
			t.Errorf("%s: refusal names %q", v, p.Topic)
		}
	}
	// Spent: the second delivery is refused, and the list suggests no more.
	one := game.Event{Kind: game.KindSupply, Seat: pedro, At: "lower-left", Cubes: game.Cubes{Orange: 1}}
	after := mustApply(t, s.Clone(), one)
	if left := after.Reset.Parked[pedro]; left != (game.Cubes{Orange: 1}) {
		t.Errorf("Pedro has %+v left after one delivery", left)
	}
	r = resetStep(t, after, Known{}, nil)
	if r.Open == nil || r.Open.Suggest == "" {
		t.Errorf("with one cube left the list suggests %+v", r.Open)
	}
	after = mustApply(t, after, one)
	if left := after.Reset.Parked[pedro]; left.Total() != 0 {
		t.Errorf("Pedro has %+v left", left)
	}
	r = resetStep(t, after, Known{}, nil)
	if r.Open == nil || r.Open.ID != "reset.supply.3" || r.Open.Suggest != "" || r.Open.Default != doneValue {
		t.Fatalf("after the cubes are spent: %+v", r.Open)
	}
	if vs := values(r.Open, false); len(vs) != 1 || vs[0] != doneValue {
		t.Errorf("offered %v after every cube is delivered", vs)
	}
	if err := after.Clone().Apply(game.Event{Kind: game.KindSupply, Seat: pedro, At: "lower-left", Cubes: game.Cubes{Orange: 1}}); problemID(err) != "game.problem.supply_beyond_gained" {
		t.Errorf("a delivery past the cubes gained: %v", err)
	}
}

// A game file from before the count (its step 5 has no cubes) still
// loads and plays: step 6 has no bound, as it had, and a script that does
// not say the cubes leaves them uncounted.
func TestSupplyWithoutTheCountHasNoBound_5_2(t *testing.T) {
	s := at45(t)
	resetTo(t, s, game.StepSupply) // step 5 recorded without cubes
	if s.Reset.Parked != nil {
		t.Fatalf("parked %+v", s.Reset.Parked)
	}
	for range 3 {
		mustApply(t, s, game.Event{Kind: game.KindSupply, Seat: 0, At: "lower-left", Cubes: game.Cubes{Orange: 1}})
	}
	s = at45(t)
	resetTo(t, s, game.StepInvestments)
	r := resetStep(t, s, Known{}, nil).done(t) // nobody says: Optional, not counted
	if e := r.Table.Events[len(r.Table.Events)-1]; e.Gained != nil {
		t.Errorf("uncounted step 5 recorded %+v", e.Gained)
	}
	resetStep(t, s, Known{}, map[string]string{"reset.gained.Pedro": "lots"}).refused(t, "game.problem.bad_cubes")
	// A phone types its own language's words.
	for v, want := range map[string]game.Cubes{"2 braun + schwarz": {Orange: 2, Black: 1}, "rosa, 2 preto": {Pink: 1, Black: 2}, "keine": {}, "nenhum": {}} {
		c, err := parseGained(v)
		if err != nil || c == nil || *c != want {
			t.Errorf("%q read as %v, %v; want %v", v, c, err, want)
		}
	}
}

// Step 5's question takes only cubes by colour or none (parseGained), and
// its hint says so: a Portuguese phone read "Aceite: qualquer texto" under
// it (rules-facts §5.2 step 5, played solo on the table view).
func TestGainedHintSaysCubes_5_2(t *testing.T) {
	s := at45(t)
	resetTo(t, s, game.StepInvestments)
	r := resetStep(t, s, Known{}, map[string]string{
		"reset.gained.Pedro": "2 orange", "reset.gained.Ângela": "none", "reset.gained.Maria": "none", "reset.gained.André": "none"}).done(t)
	q := r.question(t, "reset.gained.Pedro")
	want := map[string]string{
		"en": "cubes by colour, e.g. 2 orange + black, or none",
		"de": "Spielsteine nach Farbe, z. B. 2 braun + schwarz, oder keine",
		"pt": "cubos por cor, p. ex. 2 laranja + preto, ou nenhum",
	}
	for _, lang := range locales.Supported {
		if got := locales.New(lang).Render(q.Accepted()); got != want[lang] {
			t.Errorf("%s: hint %q, want %q", lang, got, want[lang])
		}
	}
}
