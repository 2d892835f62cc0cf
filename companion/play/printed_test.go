package play

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// Small factory bonuses as printed values (rules-facts §6, §13): what the
// rulebook's supply example proves (lower-left B5, upper-right B2) holds
// whether other factories are transcribed or not; a bonus neither
// transcribed nor proven is said by the table, never inferred from the
// cubes delivered.
func TestSupplyProvenWithPartialTranscription_6(t *testing.T) {
	s := at45(t)
	resetTo(t, s, game.StepSupply)
	partial := Known{Bonuses: &components.Bonuses{Factories: map[companion.Position][]string{
		companion.UpperLeft: {"B1", "B3"}, companion.LowerRight: {"B6", "B8"},
	}}}
	for _, known := range []Known{{}, partial} {
		r := supplyRun(t, s, known, "Ângela:lower-left:orange", "Maria:upper-right:black", "done").done(t)
		if w := rewards(r); w["influence"] != 2 || w["coins"] != 1 || len(w) != 2 {
			t.Errorf("rewards %v, want +2 influence and +1 coin", w)
		}
		var ids []any
		for _, l := range r.Lines {
			if l.Msg.ID == "values.supply.earned_proven" {
				ids = append(ids, l.Msg.Args["Line"].(walk.Msg).Args["ID"])
			}
		}
		if !reflect.DeepEqual(ids, []any{"B5", "B2"}) {
			t.Errorf("proven bonuses said %v, want B5 then B2", ids)
		}
		// The step names both proven bonuses with their source.
		var partly []any
		for _, l := range r.Lines {
			if l.Msg.ID == "values.supply.factory_partly" && !l.Recap { // a later delivery recaps it
				partly = append(partly, l.Msg.Args["Factory"])
			}
		}
		if len(partly) != 2 {
			t.Errorf("factories said as partly known: %v", partly)
		}
		// The log names the bonus of every delivery, known or asked (play
		// test pt1 F15: it was named only when the table was asked).
		var logged []any
		before := s.Clone()
		for _, e := range r.Table.Events {
			if m := Describe(before, e); e.Kind == game.KindSupply {
				if m.ID != "game.log.with_bonus" {
					t.Errorf("delivery logged without its bonus: %v", m)
				}
				logged = append(logged, m.Args["Bonus"])
			}
			mustApply(t, before, e)
		}
		if !reflect.DeepEqual(logged, []any{"B5", "B2"}) {
			t.Errorf("bonuses logged %v, want B5 then B2", logged)
		}
	}
}

// An untranscribed, unproven factory: the bonus is the table's to say (the
// value's :Bn), among those that fit the cubes, one the rulebook's example
// shows on another factory too: no edition says a bonus is printed on one
// factory only (rules-facts §6, §13; Hypothesis H1 is no fact), so it is
// asked and noted, never refused. Then it may be kept in the
// transcription.
func TestSupplyUnknownFactoryAsked_6(t *testing.T) {
	s := at45(t)
	resetTo(t, s, game.StepSupply)
	// 1 black at the upper-left: B1 or B2 fit; B2 is on the upper-right
	// (proven), which the question notes.
	r := supplyRun(t, s, Known{}, "Ângela:upper-left:black")
	p := r.refused(t, "values.problem.bonus_unknown_noted")
	if p.Args["Value"] != "Ângela:upper-left:black" || !reflect.DeepEqual(p.Args["List"], listOf([]any{"B1", "B2"})) {
		t.Errorf("refusal %v", p.Args)
	}
	q := r.question(t, "reset.supply.1")
	var offered []string
	for _, o := range q.Options {
		if !o.Hidden && strings.HasPrefix(o.Value, "Ângela:upper-left:") {
			offered = append(offered, o.Value)
		}
	}
	// Two bonuses fit 1 black: the table picks one. One fits 1 orange: the
	// delivery is offered as it is, and the table asked (below).
	if slices.Contains(offered, "Ângela:upper-left:black") {
		t.Errorf("1 black offered without its bonus at a factory whose bonus is not known")
	}
	for _, v := range []string{"Ângela:upper-left:black:B1", "Ângela:upper-left:black:B2", "Ângela:upper-left:orange"} {
		if !slices.Contains(offered, v) {
			t.Errorf("%q not offered (offered %v)", v, offered)
		}
	}
	// B2 is offered marked with where the example shows it.
	for _, o := range q.Options {
		if o.Value == "Ângela:upper-left:black:B2" && o.Path[3].ID != "values.supply.also" {
			t.Errorf("B2 at the upper-left offered as %v", o.Path[3])
		}
	}
	// 1 orange fits only B5, which the example shows on the lower-left: the
	// upper-left may show it too; asked (the flag names it; a script that
	// does not is refused), then said with the note.
	supplyRun(t, s, Known{}, "Ângela:upper-left:orange").refused(t, "values.problem.bonus_unknown_noted")
	r = supplyRun(t, s, Known{}, "Ângela:upper-left:orange:B5", "done").done(t)
	if m := r.mustSay(t, "values.supply.earned_told"); m.Args["Line"].(walk.Msg).Args["ID"] != "B5" {
		t.Errorf("told %v", m.Args)
	}
	note := r.mustSay(t, "values.supply.note").Args["Note"].(walk.Msg)
	if where := note.Args["Where"].(locales.List).Items; len(where) != 1 || where[0].(walk.Msg).ID != "values.problem.on_proven" {
		t.Errorf("note %v", note)
	}
	if w := rewards(r); w["influence"] != 2 {
		t.Errorf("rewards %v", w)
	}
	// B1 is known nowhere: no note.
	r = supplyRun(t, s, Known{}, "Ângela:upper-left:black:B1", "done").done(t)
	if _, ok := r.said("values.supply.note"); ok {
		t.Error("a note for a bonus known nowhere else")
	}

	given := map[string]string{"reset.supply.1": "Ângela:upper-left:black:B1", "reset.supply.1.remember": "yes", "reset.supply.2": "done"}
	r = walkGame(t, s, Known{}, supplyStep, given).done(t)
	if m := r.mustSay(t, "values.supply.earned_told"); m.Args["Line"].(walk.Msg).Args["ID"] != "B1" {
		t.Errorf("told %v", m.Args)
	}
	if _, ok := r.said("game.step.supply.earned"); ok {
		t.Error("a bonus the table named said as known")
	}
	rq := r.question(t, "reset.supply.1.remember")
	if !rq.Optional || rq.Default != walk.No || rq.Suggest != walk.Yes || rq.Flag != "remember" {
		t.Errorf("remember question %+v", rq)
	}
	if !reflect.DeepEqual(r.Table.Remember, []Remembered{{Factory: companion.UpperLeft, Bonus: "B1"}}) {
		t.Errorf("remember %+v", r.Table.Remember)
	}
	// Not kept: the table is told where to transcribe it later (review D10).
	given["reset.supply.1.remember"] = "no"
	r = walkGame(t, s, Known{}, supplyStep, given).done(t)
	r.mustSay(t, "values.supply.not_kept")
	if len(r.Table.Remember) != 0 {
		t.Errorf("kept %+v", r.Table.Remember)
	}

	// Kept partly ("B1, ?"): the next time 1 black there pays B1 from the
	// transcription, and other cubes are still asked.
	told := &components.Bonuses{}
	if err := told.AddSeen(companion.UpperLeft, "B1"); err != nil {
		t.Fatal(err)
	}
	known := Known{Bonuses: told}
	r = supplyRun(t, s, known, "Ângela:upper-left:black", "done").done(t)
	if m := r.mustSay(t, "game.step.supply.earned"); m.Args["Line"].(walk.Msg).Args["ID"] != "B1" {
		t.Errorf("earned %v", m.Args)
	}
	supplyRun(t, s, known, "Ângela:upper-left:pink").refused(t, "values.problem.bonus_unknown")
	supplyRun(t, s, known, "Ângela:upper-left:pink:B6", "done").done(t)
}

// An unread factory where one bonus fits the cubes: the table is asked
// yes or no whether the factory shows it, never told that it does (issue
// 18 item 3; play test pt1 #4: 1 orange at the untranscribed upper-right
// factory was filled in as B5 "as the table read the board" and offered
// for the transcription). Yes: the table's answer, said so and offered to
// keep. No: that delivery is not possible there, said, and the delivery
// asked again without it. Appendix p. 24; rules-facts §6.
func TestSupplyOneFittingBonusIsAsked_6(t *testing.T) {
	s := at45(t)
	resetTo(t, s, game.StepSupply)
	const orange = "Ângela:upper-right:orange"
	// With nobody to answer (a script gave the delivery without its
	// bonus) it is refused as before, naming the bonus to add.
	r := walkGame(t, s, Known{}, supplyStep, map[string]string{"reset.supply.1": orange})
	r.refused(t, "values.problem.bonus_unknown_noted")
	q := r.question(t, "reset.supply.1.shows")
	if !q.Attended || q.Kind != walk.Choice || len(values(q, false)) != 2 {
		t.Fatalf("question %+v, want yes or no, asked at the table", q)
	}
	if q.Prompt.ID != "values.supply.shows" || q.Prompt.Args["Bonus"] != "B5" {
		t.Errorf("asked %v", q.Prompt)
	}
	if len(r.Table.Events) != 0 {
		t.Errorf("recorded before the table said: %+v", r.Table.Events)
	}
	// Yes: recorded as the table's answer, offered to keep.
	yes := map[string]string{"reset.supply.1": orange, "reset.supply.1.shows": walk.Yes, "reset.supply.1.remember": "yes", "reset.supply.2": "done"}
	r = walkGame(t, s, Known{}, supplyStep, yes).done(t)
	if m := r.mustSay(t, "values.supply.earned_told"); m.Args["Line"].(walk.Msg).Args["ID"] != "B5" {
		t.Errorf("told %v", m.Args)
	}
	if w := rewards(r); w["influence"] != 2 {
		t.Errorf("rewards %v", w)
	}
	if !reflect.DeepEqual(r.Table.Remember, []Remembered{{Factory: companion.UpperRight, Bonus: "B5"}}) {
		t.Errorf("remember %+v", r.Table.Remember)
	}
	// No: said why, and recorded as the table's answer, an entry of its
	// own (issue 29: kept for the rest of the game as a yes is); the step's
	// list comes again, in the next unit, without that delivery.
	no := map[string]string{"reset.supply.1": orange, "reset.supply.1.shows": walk.No}
	r = walkGame(t, s, Known{}, ResetStep, no).done(t) // one unit
	m := r.mustSay(t, "values.supply.not_shown")
	if m.Args["Bonus"] != "B5" {
		t.Errorf("said %v", m.Args)
	}
	want := []game.Event{{Kind: game.KindNotShown, At: companion.UpperRight, Bonus: "B5"}}
	if !reflect.DeepEqual(r.Table.Events, want) {
		t.Fatalf("after no: events %+v, want %+v", r.Table.Events, want)
	}
	after := r.Table.State
	next := walkGame(t, after, Known{}, ResetStep, nil)
	if next.Open == nil || next.Open.ID != "reset.supply.1" {
		t.Fatalf("after the answer: open %+v", next.Open)
	}
	for _, o := range next.Open.Options {
		if o.Value == orange || o.Value == orange+":B5" {
			t.Errorf("the delivery the table ruled out is offered again: %s", o.Value)
		}
	}
	if l, again := next.saidLine("game.step.supply.factory_unknown"); again && !l.Recap {
		t.Error("the factory list is said again in full after the answer (a recap only)")
	}
	// Named with its bonus, or given by a script: refused with the answer.
	walkGame(t, after, Known{}, supplyStep, map[string]string{"reset.supply.1": orange + ":B5"}).refused(t, "values.problem.said_not_shown")
	walkGame(t, after, Known{}, supplyStep, map[string]string{"reset.supply.1": orange}).refused(t, "values.problem.said_not_shown")
	// A transcription naming the bonus there decides over the answer.
	read := &components.Bonuses{}
	if err := read.AddSeen(companion.UpperRight, "B5"); err != nil {
		t.Fatal(err)
	}
	supplyRun(t, after, Known{Bonuses: read}, orange, "done").done(t)
	// Rendered in each language with the bonus and what it pays.
	for _, lang := range locales.Supported {
		if text := locales.New(lang).Render(q.Prompt); !strings.Contains(text, "B5") || !strings.Contains(text, "2") || strings.HasPrefix(text, "[") {
			t.Errorf("%s: %s", lang, text)
		}
	}
}

// soloAtLimit is a solo game where Eva has 7 workers and the Automa 4 (the
// German edition's example, rules-facts §8.4, E15), in the supply step of
// a reset phase started by hand.
func soloAtLimit(t *testing.T) *game.State {
	t.Helper()
	s := solo(t, game.DeckPhysical, 3)
	profession := automa.Card{Action: automa.ActProfession, Slot: 4}
	furnace := func(at companion.Position) automa.Card {
		return automa.Card{Action: automa.ActFurnace, At: at, Arrow: companion.Clockwise}
	}
	cards := []automa.Card{profession, profession, profession, furnace(companion.UpperLeft), furnace(companion.UpperRight), furnace(companion.UpperLeft)}
	for i, d := range []string{"3a", "3b", "4a", "4b", "4c", "4d"} {
		mustApply(t, s, game.Event{Kind: game.KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: d})
		mustApply(t, s, s.PhysicalTurn(cards[i]))
	}
	mustApply(t, s, game.Event{Kind: game.KindResetStart, Furnaces: []companion.Position{companion.LowerLeft, companion.LowerRight}})
	resetTo(t, s, game.StepSupply)
	if s.Players[0].Workers() != 7 || s.Solo.Disks != 4 {
		t.Fatalf("Eva %d workers, Automa %d", s.Players[0].Workers(), s.Solo.Disks)
	}
	return s
}

// B4 at the solo worker limit (rules-facts §6, §8.4): the delivery is
// found and pays nothing more; the table is told the rule with its numbers
// (Automa 4 → at most 7), NAME:none declines, and a worker named anyway is
// refused for that reason, not as "no delivery earns B4".
func TestBonusWorkerAtSoloLimit_8_4(t *testing.T) {
	s := soloAtLimit(t)
	set := "Eva:upper-right:orange,pink,black:B4"
	steps := func(g map[string]string) run {
		return walkGame(t, s, Known{}, supplyStep, g)
	}
	r := steps(map[string]string{"reset.supply.1": set, "reset.supply.2": "done"}).done(t)
	why := r.mustSay(t, "values.worker.blocked").Args["Why"].(walk.Msg)
	if why.ID != "solo.problem.worker_limit" || why.Args["Automa"] != 4 || why.Args["Max"] != 7 || why.Args["Player"] != 8 {
		t.Errorf("said why %v", why)
	}
	if len(r.Table.Events) != 2 || r.Table.Events[0].Bonus != "B4" {
		t.Errorf("events %+v", r.Table.Events)
	}
	steps(map[string]string{"reset.supply.1": set, "reset.supply.1.worker": "none", "reset.supply.2": "done"}).done(t)
	p := steps(map[string]string{"reset.supply.1": set, "reset.supply.1.worker": "create:right:furnace:5a", "reset.supply.2": "done"}).
		refused(t, "values.problem.worker_blocked")
	if p.Args["Why"].(walk.Msg).ID != "solo.problem.worker_limit" {
		t.Errorf("refusal %v", p.Args)
	}
	// Two B4 deliveries, each declined: both found.
	r = steps(map[string]string{"reset.supply.1": set, "reset.supply.1.worker": "none", "reset.supply.2": "Eva:upper-left:orange,pink,black:B4",
		"reset.supply.2.worker": "none", "reset.supply.3": "done"}).done(t)
	if len(r.Table.Events) != 3 {
		t.Errorf("events %+v", r.Table.Events)
	}
	if err := checkWorkerFlag("Eva:none"); err != nil {
		t.Errorf("--bonus-worker Eva:none refused: %v", err)
	}
}
