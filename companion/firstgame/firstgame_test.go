package firstgame

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/rules"
)

// said returns the lines of an example with a message ID.
func said(ex Example, id string) []walk.Msg {
	var out []walk.Msg
	for _, l := range ex.Lines {
		if l.Msg.ID == id {
			out = append(out, l.Msg)
		}
	}
	return out
}

func worked(t *testing.T, id string) Example {
	t.Helper()
	c, ok := Find(id)
	if !ok {
		t.Fatalf("no chapter %s", id)
	}
	ex, err := Worked(c)
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

// The path reads setup, a turn, the reset phase, the end, the scoring;
// every topic it names exists, and every chapter is found by ID or number.
func TestPath(t *testing.T) {
	var ids []string
	b, _ := rules.Default()
	for i, c := range Path {
		ids = append(ids, c.ID)
		for _, s := range c.Topics {
			if b.Topic("en", s) == nil {
				t.Errorf("%s: no topic %s", c.ID, s)
			}
		}
		if got, ok := Find(string(rune('1' + i))); !ok || got.ID != c.ID {
			t.Errorf("chapter %d: %v", i+1, got)
		}
	}
	if want := []string{"setup", "turn", "reset", "end", "scoring"}; len(ids) != len(want) || ids[0] != want[0] || ids[2] != want[2] || ids[4] != want[4] {
		t.Errorf("path %v, want %v", ids, want)
	}
	if _, ok := Find("6"); ok {
		t.Error("a sixth chapter")
	}
}

// Pedro takes the last white cube from the lower-right furnace, the second
// to be empty: a reset phase follows (rules-facts §10 E6).
func TestTurnExample_E6(t *testing.T) {
	ex := worked(t, "turn")
	took := said(ex, "game.log.furnace")
	if len(took) != 1 || took[0].Args["Name"] != "Pedro" || fmt.Sprint(took[0].Args["Furnace"]) != "term.furnace.lower-right" {
		t.Fatalf("turn: %v", took)
	}
	if len(said(ex, "teach.path.turn.then")) != 1 {
		t.Error("no reset phase said to follow")
	}
}

// The reset phase after Pedro's turn (E7–E12): the army 50 → 45, 3 cubes
// into each of the 2 empty furnaces, 2 orange off the lower-right small
// factory, the order from Pedro, and Ângela's two orange cubes to the
// lower-left small factory earning B5's +2 influence each.
func TestResetExample_E7toE12(t *testing.T) {
	ex := worked(t, "reset")
	if m := said(ex, "game.step.army.move"); len(m) != 1 || m[0].Args["From"] != 50 || m[0].Args["To"] != 45 {
		t.Errorf("army: %v", m)
	}
	if m := said(ex, "game.step.refill.text"); len(m) != 1 || m[0].Args["Count"] != 3 {
		t.Errorf("refill: %v", m)
	}
	if m := said(ex, "game.step.empty.line"); len(m) != 1 || fmt.Sprint(m[0].Args["Factory"]) != "term.small_factory.lower-right" {
		t.Errorf("empty: %v", m)
	}
	if m := said(ex, "game.step.order"); len(m) == 0 || m[0].Args["Names"].(locales.List).Items[0] != "Pedro" {
		t.Errorf("order: %v", m)
	}
	// Each delivery is said with the bonus it earns.
	var supplied []walk.Msg
	for _, m := range said(ex, "game.log.with_bonus") {
		if what := m.Args["What"].(walk.Msg); what.ID == "game.log.supply" {
			supplied = append(supplied, what)
		}
	}
	if len(supplied) != 4 {
		t.Fatalf("deliveries: %v", supplied)
	}
	// The bonuses the example proves: B5 at the lower-left, B2 at the
	// upper-right (rules-facts §6): +4 influence and +2 coins.
	earned := map[string]int{}
	for _, l := range ex.Lines {
		if line, ok := l.Msg.Args["Line"].(locales.Msg); ok && strings.Contains(l.Msg.ID, "earned") {
			earned[fmt.Sprint(line.Args["ID"])]++
		}
	}
	if earned["B5"] != 2 || earned["B2"] != 2 || len(earned) != 2 {
		t.Errorf("bonuses earned %v, want B5 twice and B2 twice (E12)", earned)
	}
	// Step 3 gives Maria, whose starting master came from 2a, her VP.
	if m := said(ex, "game.step.vp.text"); len(m) != 1 || !strings.Contains(fmt.Sprint(m[0].Args["Names"]), "Maria") {
		t.Errorf("2a: %v", m)
	}
	if m := said(ex, "game.reset.over"); len(m) != 1 || m[0].Args["Army"] != 45 {
		t.Errorf("over: %v", m)
	}
	// Read as a chapter, each step's screen is printed once: step 6 asks
	// once per delivery, but its text and the B1–B8 list come once, then
	// only the deliveries (wording review X3); the contracts step follows.
	if m := said(ex, "game.step.supply.text"); len(m) != 1 {
		t.Errorf("step 6 shown %d times, want once", len(m))
	}
	if m := said(ex, "game.step.supply.bonus_item"); len(m) != 8 {
		t.Errorf("B1–B8 listed %d times, want 8 lines once", len(m))
	}
	if m := said(ex, "game.step.contracts.text"); len(m) != 1 {
		t.Errorf("contracts step: %v", m)
	}
}

// The end chapter's "what if": the army meets a marker on 45 after Pedro's
// turn, the last of the round, so everyone has exactly one turn left.
func TestEndExample(t *testing.T) {
	ex := worked(t, "end")
	if len(said(ex, "game.step.army.triggered")) != 1 {
		t.Fatal("the end was not triggered")
	}
	count := said(ex, "game.end.count")
	if len(count) != 1 {
		t.Fatalf("count: %v", count)
	}
	for _, it := range count[0].Args["List"].(locales.List).Items {
		if n := it.(locales.Msg).Args["N"]; n != 1 {
			t.Errorf("%v: %v turns left, want 1", it.(locales.Msg).Args["Name"], n)
		}
	}
	if len(ex.Notes) != 3 || ex.Notes[2].ID != "teach.path.end.what_if" {
		t.Errorf("the what-if is not said: %v", ex.Notes)
	}
}

// Maria's 111 VP (rules-facts §7.1), counted by companion/score.
func TestScoringExample_Maria111(t *testing.T) {
	ex := worked(t, "scoring")
	if ex.Score == nil || len(ex.Score.Players) != 1 {
		t.Fatalf("score: %+v", ex.Score)
	}
	p := ex.Score.Players[0]
	b := p.Breakdown
	if p.Total != 111 || b.Masters != 24 || b.Abilities != 26 || b.Contracts != 12 || b.Apprentices != 4 {
		t.Errorf("Maria: total %d, masters %d, abilities %d, contracts %d, apprentices %d", p.Total, b.Masters, b.Abilities, b.Contracts, b.Apprentices)
	}
}

// The setup example lays out four players with the setup walkthrough, with
// no hint meant for a real game.
func TestSetupExample(t *testing.T) {
	ex := worked(t, "setup")
	if m := said(ex, "game.setup.general"); len(m) != 1 || m[0].Args["Count"] != 4 {
		t.Errorf("general setup: %v", m)
	}
	if len(said(ex, "game.log.starting_profession")) != 4 {
		t.Error("not four starting professions")
	}
	for _, l := range ex.Lines {
		if l.Style == walk.Say {
			t.Errorf("a hint for a real game: %s", l.Msg.ID)
		}
	}
}

// Every chapter, its notes and its example speak in the three languages.
func TestEveryChapterSpeaks(t *testing.T) {
	for _, lang := range locales.Supported {
		p := locales.New(lang)
		for _, c := range Path {
			ex, err := Worked(c)
			if err != nil {
				t.Fatal(err)
			}
			msgs := append([]walk.Msg{c.Title(), c.Intro()}, ex.Notes...)
			for _, l := range ex.Lines {
				msgs = append(msgs, l.Msg)
			}
			for _, m := range msgs {
				if !p.Has(m.ID) {
					t.Errorf("%s %s: no message %s", lang, c.ID, m.ID)
				}
			}
		}
	}
}
