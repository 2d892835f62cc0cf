package play

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/data"
	"github.com/pileup-companion/stephens/locales"
)

func resetStep(t *testing.T, s *game.State, known Known, given map[string]string) run {
	t.Helper()
	return walkGame(t, s, known, ResetStep, given)
}

// resetByEvents finishes the reset phase in progress by events: the army
// meets no marker, each empty furnace gets refill cubes, nobody supplies.
func resetByEvents(t *testing.T, s *game.State, refill int) *game.State {
	t.Helper()
	for s.Reset != nil {
		e := game.Event{Kind: game.KindResetStep, Step: s.Reset.Current()}
		if e.Step == game.StepRefill {
			e.Count = refill
		}
		mustApply(t, s, e)
	}
	return s
}

// at45 is the rulebook's reset example (rules-facts §10 E6-E8): a 4-player
// game after its first reset phase, in its second, the army still on 50;
// Pedro took the last cube of the second furnace.
func at45(t *testing.T) *game.State {
	t.Helper()
	s := resetByEvents(t, emptyTwo(t, table4(t)), 4)
	for s.Furnaces[companion.LowerLeft] > 0 {
		mustApply(t, s, glass(s.Next(), companion.LowerLeft))
	}
	for s.Reset == nil {
		mustApply(t, s, glass(s.Next(), companion.LowerRight))
	}
	if s.Army != 50 || s.Resets != 1 {
		t.Fatalf("army %d after %d resets", s.Army, s.Resets)
	}
	return s
}

// Step 1, the French army (rules-facts §5.2 step 1, E7): 50 → 45 in the
// game's second reset; the table says whether it met a score marker.
func TestResetArmy_E7(t *testing.T) {
	s := at45(t)
	r := resetStep(t, s, Known{}, map[string]string{"reset.army": "no"}).done(t)
	h := r.mustSay(t, "game.reset.step_header")
	if h.Args["N"] != 1 || h.Args["Of"] != 7 {
		t.Errorf("header %v", h.Args)
	}
	if m := r.mustSay(t, "game.step.army.move"); m.Args["From"] != 50 || m.Args["To"] != 45 {
		t.Errorf("move %v", m.Args)
	}
	q := r.question(t, "reset.army")
	if q.Flag != "reached" || q.Default != "no" || q.Optional || q.Prompt.Args["To"] != 45 {
		t.Errorf("army question %+v", q)
	}
	after := r.Table.State
	if after.Army != 45 || after.Resets != 2 || after.EndTriggered || after.Reset.Current() != game.StepRefill {
		t.Fatalf("army %d resets %d end %v step %s", after.Army, after.Resets, after.EndTriggered, after.Reset.Current())
	}
	// Without an answer the step waits: nobody may assume the markers.
	if r := resetStep(t, s, Known{}, nil); r.Open == nil || r.Open.ID != "reset.army" {
		t.Errorf("open %v", r.Open)
	}
	// A marker met triggers the end (§5.3), with the turns left.
	r = resetStep(t, s, Known{}, map[string]string{"reset.army": "yes"}).done(t)
	if !r.Table.State.EndTriggered || !r.Table.Events[0].Yes {
		t.Fatalf("events %+v", r.Table.Events)
	}
	r.mustSay(t, "game.step.army.triggered")
	r.mustSay(t, "game.end.count")
	speakable(t, r)
}

// The army reaching 0 passes every marker: no question (rules-facts §9).
func TestResetArmyAtZero_5_3(t *testing.T) {
	s := table2(t)
	for range 10 {
		resetByEvents(t, emptyTwo(t, s), 4)
	}
	if s.Army != 5 {
		t.Fatalf("army %d", s.Army)
	}
	emptyTwo(t, s)
	r := resetStep(t, s, Known{}, nil).done(t)
	if slices.Contains(r.ids(), "reset.army") {
		t.Error("asked whether the army at 0 met a marker")
	}
	r.mustSay(t, "game.step.army.at_zero")
	if !r.Table.State.EndTriggered || r.Table.State.Army != 0 {
		t.Error("the end is not triggered at 0")
	}
	// Once triggered, the army step only says so.
	s = r.Table.State
	resetByEvents(t, s, 4)
	for s.Reset == nil {
		mustApply(t, s, glass(s.Next(), companion.UpperLeft))
	}
	r = resetStep(t, s, Known{}, nil).done(t)
	if r.Table.State.Reset.Final {
		if _, ok := r.said("values.final.no_meeting"); !ok {
			t.Error("no word on why the army's meeting is not asked")
		}
	} else if _, ok := r.said("game.step.army.already"); !ok {
		t.Error("no word on the end already triggered")
	}
}

// Step 2, the furnaces (rules-facts §5.2 step 2, E8): only the 2 empty
// furnaces are refilled, with the number printed on the army's space for
// the player count. That number is on the board only (§13), except the
// one the rulebook's example proves: 3 at space 45 with 4 players. Proven,
// it is used without asking; unknown (space 50), it is asked; transcribed,
// read.
func TestResetRefill_E8(t *testing.T) {
	s := at45(t)
	mustApply(t, s, game.Event{Kind: game.KindResetStep, Step: game.StepArmy})
	before := s.Clone()

	// Proven (E8): not asked, said as the rulebook's, nothing to keep.
	r := resetStep(t, s, Known{}, nil).done(t)
	q := r.question(t, "reset.refill")
	if !q.FlagOnly || q.Default != "3" || slices.Contains(r.ids(), "reset.remember") {
		t.Errorf("proven refill question %+v, asked %v", q, r.ids())
	}
	r.mustSay(t, "values.refill.from_proven")
	after := r.Table.State
	for _, pos := range companion.Positions {
		want := before.Furnaces[pos]
		if want == 0 {
			want = 3
		}
		if after.Furnaces[pos] != want {
			t.Errorf("%s holds %d, want %d", pos, after.Furnaces[pos], want)
		}
	}
	if e := r.Table.Events[0]; e.Step != game.StepRefill || e.Count != 3 {
		t.Errorf("event %+v", e)
	}
	if m := r.mustSay(t, "game.step.refill.text"); m.Args["Count"] != 3 {
		t.Errorf("refill text %v", m.Args)
	}
	// A partial transcription (another space) leaves the proven value.
	partial := Known{Refills: &components.Refills{Spaces: map[int]map[int]int{50: {4: 4}}}}
	resetStep(t, s, partial, nil).done(t).mustSay(t, "values.refill.from_proven")

	// Unknown (space 50 in the first reset): asked, 0 to the 20 cubes of a
	// colour, and kept on request.
	s50 := emptyTwo(t, table4(t))
	mustApply(t, s50, game.Event{Kind: game.KindResetStep, Step: game.StepArmy})
	r = resetStep(t, s50, Known{}, map[string]string{"reset.refill": "4", "reset.remember": "yes"}).done(t)
	q = r.question(t, "reset.refill")
	if q.Min != 0 || q.Max != 20 || q.FlagOnly || q.Prompt.Args["Space"] != 50 || q.Prompt.Args["Players"] != 4 {
		t.Errorf("refill question %+v", q)
	}
	rq := r.question(t, "reset.remember")
	if !rq.Optional || rq.Default != "no" || rq.Suggest != "yes" {
		t.Errorf("remember question %+v", rq)
	}
	// It names what is kept: "Keep space 50 = 4 cubes (4 players) in your
	// transcription?" (three-player review D10).
	if rq.Prompt.ID != "game.step.refill.keep" || rq.Prompt.Args["Space"] != 50 || rq.Prompt.Args["Count"] != 4 || rq.Prompt.Args["Players"] != 4 {
		t.Errorf("remember question asks %v", rq.Prompt)
	}
	if !reflect.DeepEqual(r.Table.Remember, []Remembered{{Space: 50, Players: 4, Cubes: 4}}) {
		t.Errorf("remember %+v", r.Table.Remember)
	}
	if _, ok := r.said("game.step.refill.not_kept"); ok {
		t.Error("a kept number said as not kept")
	}
	// Not kept: the table is told where to transcribe it later.
	r = resetStep(t, s50, Known{}, map[string]string{"reset.refill": "4", "reset.remember": "no"}).done(t)
	if len(r.Table.Remember) != 0 {
		t.Errorf("kept %+v", r.Table.Remember)
	}
	r.mustSay(t, "game.step.refill.not_kept")
	if _, ok := r.said("values.refill.from_proven"); ok {
		t.Error("an asked number said as proven")
	}
	// Transcribed: no question at a prompt, the number said with its source.
	known := Known{Refills: &components.Refills{Spaces: map[int]map[int]int{45: {4: 3}}}}
	r = resetStep(t, s, known, nil).done(t)
	q = r.question(t, "reset.refill")
	if !q.FlagOnly || q.Default != "3" || slices.Contains(r.ids(), "reset.remember") {
		t.Errorf("transcribed refill question %+v, asked %v", q, r.ids())
	}
	r.mustSay(t, "game.step.refill.from_transcription")
	if r.Table.State.Furnaces[companion.LowerRight] != 3 || len(r.Table.Remember) != 0 {
		t.Error("the transcription's 3 was not used")
	}
	// A flag that differs from the transcription wins, and may be kept.
	r = resetStep(t, s, known, map[string]string{"reset.refill": "2"}).done(t)
	if r.Table.State.Furnaces[companion.LowerLeft] != 2 || !slices.Contains(r.ids(), "reset.remember") {
		t.Errorf("furnace %d, asked %v", r.Table.State.Furnaces[companion.LowerLeft], r.ids())
	}
	// The bound is the companion's own check, not a rule: cubes are
	// unlimited (rules-facts §1, "Unlimited items"; play tests pt1 #1,
	// pt2 #10). The refusal names the range and says so, in each language.
	p := resetStep(t, s, Known{}, map[string]string{"reset.refill": "21"}).refused(t, "game.problem.refill_count")
	if p.Args["Max"] != 20 {
		t.Errorf("bound %v", p.Args)
	}
	for lang, words := range map[string][]string{
		"en": {"0 to 20", "not a rule", "unlimited"},
		"de": {"0 bis 20", "keine Regel", "unbegrenzt"},
		"pt": {"de 0 a 20", "não uma regra", "ilimitados"},
	} {
		text := locales.New(lang).Render(locales.Msg{ID: p.ID, Args: p.Args})
		for _, w := range words {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the refusal does not say %q: %s", lang, w, text)
			}
		}
		for _, box := range []string{"box", "Schachtel", "caixa"} {
			if strings.Contains(text, box) {
				t.Errorf("%s: the refusal still gives the box as the reason: %s", lang, text)
			}
		}
	}
	if q := r.question(t, "reset.refill"); q.Max != 20 || q.Min != 0 {
		t.Errorf("refill bounds %d..%d", q.Min, q.Max)
	}
	resetStep(t, s, Known{}, map[string]string{"reset.refill": "three"}).refused(t, "walk.number.not_whole")
	speakable(t, r)
}

// Steps 3 and 4 (rules-facts §5.2, E9 and E10): +1 VP for whoever has 2a;
// the cubes left on the small factories go back (E10: 2 orange on the
// lower-right one).
func TestResetVPAndEmpty_E9_E10(t *testing.T) {
	s := emptyTwo(t, table4(t))
	withProducts(t, s, 3, 0, map[companion.Position]game.Cubes{companion.LowerRight: {Orange: 2}})
	for s.Reset == nil {
		at := companion.LowerLeft
		if s.Furnaces[at] == 0 {
			at = companion.LowerRight
		}
		mustApply(t, s, glass(s.Next(), at))
	}
	mustApply(t, s, game.Event{Kind: game.KindResetStep, Step: game.StepArmy}, game.Event{Kind: game.KindResetStep, Step: game.StepRefill, Count: 3})

	r := resetStep(t, s, Known{}, nil).done(t)
	if m := r.mustSay(t, "game.step.vp.text"); fmt.Sprint(m.Args["Names"]) != fmt.Sprint(Names(s, []int{0})) {
		t.Errorf("2a holders %v, want Ângela", m.Args)
	}
	sameStrings(t, "questions", r.ids(), []string{"reset.vp"})
	s = r.Table.State
	r = resetStep(t, s, Known{}, nil).done(t)
	m := r.mustSay(t, "game.step.empty.line")
	if m.Args["Factory"] != SmallFactory(companion.LowerRight) || fmt.Sprint(m.Args["Cubes"]) != fmt.Sprint(Cubes(game.Cubes{Orange: 2})) {
		t.Errorf("empty line %v", m.Args)
	}
	after := r.Table.State
	if after.Factories[companion.LowerRight].Total() != 0 || after.Reset.Emptied[companion.LowerRight] != (game.Cubes{Orange: 2}) {
		t.Errorf("factories %v emptied %v", after.Factories, after.Reset.Emptied)
	}
	// Nobody with 2a, nothing to empty: said so.
	s2 := emptyTwo(t, table2(t))
	mustApply(t, s2, game.Event{Kind: game.KindResetStep, Step: game.StepArmy}, game.Event{Kind: game.KindResetStep, Step: game.StepRefill, Count: 3})
	s2.Players[1].Disks = []string{"4a"} // Bo without 2a: only Ana... has 5a
	r = resetStep(t, s2, Known{}, nil).done(t)
	r.mustSay(t, "game.step.vp.nobody")
	r = resetStep(t, r.Table.State, Known{}, nil).done(t)
	r.mustSay(t, "game.step.empty.none")
}

// Step 5 (rules-facts §5.2, E11): the investments are the players' own;
// the walkthrough says how, and in which order collisions go (from the
// player who triggered the phase, §5.1).
func TestResetInvestments_E11(t *testing.T) {
	s := at45(t) // Pedro triggered it
	resetTo(t, s, game.StepInvestments)
	r := resetStep(t, s, Known{}, nil).done(t)
	r.mustSay(t, "game.step.investments.text")
	if m := r.mustSay(t, "game.step.order"); fmt.Sprint(m.Args["Names"]) != fmt.Sprint(Names(s, []int{3, 0, 1, 2})) {
		t.Errorf("order %v", m.Args)
	}
	if r.Table.State.Reset.Current() != game.StepSupply {
		t.Errorf("step %s", r.Table.State.Reset.Current())
	}
}

// resetTo records the steps before id by events.
func resetTo(t *testing.T, s *game.State, id game.StepID) {
	t.Helper()
	for s.Reset.Current() != id {
		e := game.Event{Kind: game.KindResetStep, Step: s.Reset.Current()}
		if e.Step == game.StepRefill {
			e.Count = 3
		}
		mustApply(t, s, e)
	}
}

// supplyStep walks the reset phase's supply step to its end.
func supplyStep(tb *Table, tt *walk.T) error {
	for tb.State.Reset != nil && tb.State.Reset.Current() == game.StepSupply {
		if err := ResetStep(tb, tt); err != nil {
			return err
		}
	}
	return nil
}

// supplyRun delivers the given answers to the supply step in order.
func supplyRun(t *testing.T, s *game.State, known Known, deliveries ...string) run {
	t.Helper()
	given := map[string]string{}
	for i, d := range deliveries {
		given[fmt.Sprintf("reset.supply.%d", i+1)] = d
	}
	return walkGame(t, s, known, supplyStep, given)
}

// rewards adds up what the bonuses said as earned pay, by reward.
func rewards(r run) map[string]int {
	out := map[string]int{}
	for _, l := range r.Lines {
		switch l.Msg.ID {
		case "game.step.supply.earned", "values.supply.earned_proven", "values.supply.earned_told":
		default:
			continue
		}
		line := l.Msg.Args["Line"].(walk.Msg)
		for _, b := range data.Load().Bonuses {
			if b.ID == line.Args["ID"] {
				out[b.Reward] += b.Amount
			}
		}
	}
	return out
}

// Step 6, the supply (rules-facts §5.2 step 6, §6, E12): Ângela sends 2
// orange to the lower-left small factory and 2 black to the upper-right
// one, one cube a delivery, for 4 influence and 2 coins in all. What each
// factory pays is printed on the board: with the transcription the
// companion names the bonus; without it, only what the example proves.
func TestResetSupply_E12(t *testing.T) {
	s := at45(t)
	resetTo(t, s, game.StepSupply)
	deliveries := []string{"Ângela:lower-left:orange", "ângela:LOWER-LEFT:orange", "Ângela:upper-right:black", "Ângela:upper-right:black", "done"}
	known := Known{Bonuses: &components.Bonuses{Factories: map[companion.Position][]string{
		companion.UpperLeft: {"B1", "B3"}, companion.UpperRight: {"B2", "B4"},
		companion.LowerLeft: {"B5", "B7"}, companion.LowerRight: {"B6", "B8"},
	}}}
	r := supplyRun(t, s, known, deliveries...).done(t)
	sameStrings(t, "questions", r.ids(), []string{"reset.supply.1", "reset.supply.2", "reset.supply.3", "reset.supply.4", "reset.supply.5", "reset.bonus-worker-left"})
	var got []string
	for _, e := range r.Table.Events {
		got = append(got, fmt.Sprintf("%s %d %s %s", e.Kind, e.Seat, e.At, e.Cubes))
	}
	sameStrings(t, "events", got, []string{"supply 0 lower-left orange", "supply 0 lower-left orange", "supply 0 upper-right black", "supply 0 upper-right black", "reset-step 0  "})
	if w := rewards(r); w["influence"] != 4 || w["coins"] != 2 || len(w) != 2 {
		t.Errorf("rewards %v, want 4 influence and 2 coins", w)
	}
	after := r.Table.State
	if after.Factories[companion.LowerLeft] != (game.Cubes{Orange: 2}) || after.Factories[companion.UpperRight] != (game.Cubes{Black: 2}) {
		t.Errorf("factories %v", after.Factories)
	}
	if after.Reset.Current() != game.StepContracts {
		t.Errorf("step %s", after.Reset.Current())
	}
	// The first delivery's options: the players in the order from Pedro,
	// and at a transcribed factory only its combinations.
	q := r.question(t, "reset.supply.1")
	if q.Default != "done" || q.Flag != "supply" || q.Options[0].Value != "done" || q.Options[1].Value[:5] != "Pedro" {
		t.Errorf("supply question default %q, first options %v", q.Default, values(q, false)[:2])
	}
	for _, v := range values(q, false) {
		if v == "Ângela:upper-right:pink" {
			t.Error("pink offered at a factory that pays for black and for a set")
		}
	}
	supplyRun(t, s, known, "Ângela:upper-right:pink").refused(t, "values.problem.not_transcribed_here")
	supplyRun(t, s, known, "Ângela:upper-right:black:B1").refused(t, "values.problem.bonus_is.transcribed")

	// Nothing transcribed: the example's own deliveries pay what it proves
	// (lower-left 1 orange B5, upper-right 1 black B2), said as proven; the
	// rest of those factories and the other two are read on the board.
	r = supplyRun(t, s, Known{}, deliveries...).done(t)
	r.mustSay(t, "game.step.supply.read_board")
	if m := r.mustSay(t, "values.supply.factory_partly"); m.Args["Factory"] != SmallFactory(companion.UpperRight) {
		t.Errorf("proven line %v", m.Args)
	}
	if m := r.mustSay(t, "values.supply.earned_proven"); m.Args["Line"].(walk.Msg).Args["ID"] != "B5" {
		t.Errorf("earned %v", m.Args)
	}
	if _, ok := r.said("values.supply.earned_told"); ok {
		t.Error("a proven bonus said as told by the table")
	}
	if w := rewards(r); w["influence"] != 4 || w["coins"] != 2 || len(w) != 2 {
		t.Errorf("rewards %v, want 4 influence and 2 coins", w)
	}
	// The proven bonus is the answer: naming another is refused.
	supplyRun(t, s, Known{}, "Ângela:upper-right:black:B1").refused(t, "values.problem.bonus_is.proven")
	supplyRun(t, s, Known{}, "Ângela:upper-right:black:B2", "done").done(t)
	for _, c := range []struct{ value, problem string }{
		{"Ângela:lower-left:2orange", "game.problem.supply_combination"},
		{"Zed:lower-left:orange", "game.problem.unknown_player"},
		{"Ângela:middle:orange", "problem.bad_position"},
		{"Ângela:lower-left", "game.problem.bad_supply"},
		{"Ângela:lower-left:purple", "game.problem.bad_cubes"},
		{"Ângela:lower-left:orange:B6", "game.problem.supply_not_bonus"},
	} {
		supplyRun(t, s, Known{}, c.value).refused(t, c.problem)
	}
	speakable(t, r)
}

// Bonus B4 (rules-facts §6, D68): a worker placed at once under the
// placement rules, master or apprentice, unlocking its disk; when the
// factory's bonus for the set is not known, the table names it first.
func TestResetSupplyBonusWorker_B4(t *testing.T) {
	s := at45(t)
	resetTo(t, s, game.StepSupply)
	set := "Maria:upper-left:orange,pink,black"
	// Not transcribed: B3 or B4 for the set, so which one is asked.
	r := supplyRun(t, s, Known{}, set)
	r.refused(t, "values.problem.bonus_unknown")
	// Without --bonus-worker the table is asked as in a turn: one list of
	// the places and cards (a turn's reinforce list), then the disk.
	r = supplyRun(t, s, Known{}, set+":B4", "done")
	if r.Open == nil || r.Open.ID != "reset.supply.1.worker.place" || r.Open.Key != "Maria" || r.Open.Flag != "bonus-worker" {
		t.Fatalf("open %+v", r.Open)
	}
	wq := r.Open
	opts := values(wq, false)
	if opts[0] != "none" || !slices.Contains(opts, "create:left:furnace") || !slices.Contains(opts, "reinforce:left:furnace:1") ||
		slices.Contains(opts, "create:left:upper") || slices.Contains(opts, "reinforce:right:furnace:1") {
		t.Errorf("worker options %v", opts)
	}
	for _, o := range wq.Options {
		if len(o.Path) > 0 {
			t.Errorf("option %q asked part by part", o.Value)
		}
	}
	r = supplyRun(t, s, Known{}, set+":B4", "done")
	pick := map[string]string{"reset.supply.1": set + ":B4", "reset.supply.1.worker.place": "create:left:furnace", "reset.supply.2": "done"}
	r = walkGame(t, s, Known{}, ResetStep, pick)
	if r.Open == nil || r.Open.ID != "reset.supply.1.worker.disk" || !slices.Contains(values(r.Open, false), "2a") || slices.Contains(values(r.Open, false), "2b") {
		t.Fatalf("disk question %+v", r.Open)
	}
	pick["reset.supply.1.worker.disk"] = "2a"
	r = walkGame(t, s, Known{}, ResetStep, pick).done(t)
	if e := r.Table.Events[1]; e.Kind != game.KindCreate || e.Side != companion.Left || e.Disk != "2a" || e.Bonus != "B4" {
		t.Errorf("worker event %+v", e)
	}
	given := map[string]string{"reset.supply.1": set + ":B4", "reset.supply.1.worker": "reinforce:left:furnace:Ângela:2a", "reset.supply.2": "done"}
	r = walkGame(t, s, Known{}, supplyStep, given).done(t)
	ev := r.Table.Events
	want := game.Event{Kind: game.KindReinforce, Seat: 1, Side: companion.Left, Row: companion.RowFurnace, Index: 1, Disk: "2a", Bonus: "B4"}
	if len(ev) != 3 || ev[0].Bonus != "B4" || !reflect.DeepEqual(ev[1], want) {
		t.Fatalf("events %+v", ev)
	}
	if !r.Table.State.Players[1].Has("2a") {
		t.Error("the disk was not unlocked")
	}
	for _, c := range []struct{ worker, problem string }{
		{"create:left:upper:2a", "game.problem.placement"},
		{"create:left:furnace:2b", "problem.ability_prerequisite"},
		{"reinforce:right:furnace:1:2a", "game.problem.own_master"},
		{"hire:left:furnace:2a", "game.problem.bad_bonus_worker"},
	} {
		given["reset.supply.1.worker"] = c.worker
		walkGame(t, s, Known{}, ResetStep, given).refused(t, c.problem)
	}
	// "none": the bonus is declined, the delivery stays.
	given["reset.supply.1.worker"] = "none"
	r = walkGame(t, s, Known{}, ResetStep, given).done(t)
	if len(r.Table.Events) != 1 {
		t.Errorf("events %+v", r.Table.Events)
	}
	// Transcribed: the upper-right pays B4 for the set, asked at once.
	known := Known{Bonuses: &components.Bonuses{Factories: map[companion.Position][]string{companion.UpperRight: {"B2", "B4"}}}}
	r = walkGame(t, s, known, ResetStep, map[string]string{"reset.supply.1": "Maria:upper-right:orange,pink,black"})
	if r.Open == nil || r.Open.ID != "reset.supply.1.worker.place" {
		t.Errorf("open %v", r.Open)
	}
	speakable(t, r)
}

// Step 7 and the end of the phase (rules-facts §5.2 step 7, E13): the
// contracts are the players' own; 4a's trade is named for those who have
// it; then turns go on with the player after the one who triggered it.
func TestResetContractsAndAfter_E13(t *testing.T) {
	s := at45(t) // Pedro triggered
	resetTo(t, s, game.StepContracts)
	s.Players[1].Disks = append(s.Players[1].Disks, "4a") // Maria
	r := resetStep(t, s, Known{}, nil).done(t)
	r.mustSay(t, "game.step.contracts.text")
	if m := r.mustSay(t, "game.step.contracts.trade"); fmt.Sprint(m.Args["Names"]) != fmt.Sprint(Names(s, []int{1})) {
		t.Errorf("4a holders %v", m.Args)
	}
	if m := r.mustSay(t, "game.reset.over"); m.Args["Army"] != 45 {
		t.Errorf("over %v", m.Args)
	}
	after := r.Table.State
	if after.Reset != nil || after.Phase != game.PhaseTurns || after.Next() != 0 {
		t.Errorf("phase %s next %d", after.Phase, after.Next())
	}
}

// The whole reset phase in one walk, as flags give it (rules-facts §5.2):
// the seven steps in the main chapter's order, each recorded once.
func TestResetAllSteps_5_2(t *testing.T) {
	s := at45(t)
	r := walkGame(t, s, Known{}, Reset, map[string]string{"reset.army": "no", "reset.refill": "3", "reset.supply.1": "Pedro:lower-left:orange", "reset.supply.2": "done"}).done(t)
	var steps []string
	for _, e := range r.Table.Events {
		steps = append(steps, string(e.Kind)+":"+string(e.Step))
	}
	sameStrings(t, "events", steps, []string{"reset-step:army", "reset-step:refill", "reset-step:vp", "reset-step:empty", "reset-step:investments", "supply:", "reset-step:supply", "reset-step:contracts"})
	// Space 45 with 4 players is the rulebook's example (E8): nothing to
	// keep. The small factories are empty: that step is said and recorded
	// without a question (issue 18: nothing to do, no "Done?").
	sameStrings(t, "questions", r.ids(), []string{"reset.army", "reset.refill", "reset.vp",
		"reset.investments", "reset.gained.Pedro", "reset.gained.Ângela", "reset.gained.Maria", "reset.gained.André",
		"reset.supply.1", "reset.supply.2", "reset.bonus-worker-left", "reset.contracts"})
	r.mustSay(t, "game.step.empty.none")
	// A B4 worker that no delivery earned is refused, not dropped (the
	// flag's values no question took come to this flag-only question).
	walkGame(t, s, Known{}, Reset, map[string]string{"reset.army": "no", "reset.refill": "3", "reset.supply.1": "Pedro:lower-left:orange",
		"reset.supply.2": "done", "reset.bonus-worker-left": "Pedro:create:left:furnace:2b"}).refused(t, "game.problem.bonus_worker_unused")
	// No reset in progress: nothing to walk.
	walkGame(t, r.Table.State, Known{}, ResetStep, nil).refused(t, "game.problem.no_reset")
}

// A reset phase started by hand (rules-facts §5.1), for a table that does
// not log its turns: the empty furnaces it names make exactly 2 (a turn
// empties at most one, so never a third); a furnace the logged turns show
// holding cubes is not empty (issue 19: its cubes were thrown away); the
// final one only once the end is triggered.
func TestResetStartByHand_5_1(t *testing.T) {
	s := table2(t)
	walkGame(t, s, Known{}, ResetStart, map[string]string{"reset.empty": "lower-left,lower-right,upper-left"}).refused(t, "game.problem.reset_too_many")
	logged := s.Clone()
	mustApply(t, logged, glass(0, companion.LowerLeft))
	walkGame(t, logged, Known{}, ResetStart, map[string]string{"reset.empty": "lower-left,lower-right"}).refused(t, "game.problem.reset_logged")
	r := walkGame(t, s, Known{}, ResetStart, map[string]string{"reset.empty": "lower-left,lower-right"}).done(t)
	q := r.question(t, "reset.empty")
	sameStrings(t, "furnaces", values(q, false), []string{"upper-left", "upper-right", "lower-left", "lower-right"})
	e := r.Table.Events[0]
	if e.Kind != game.KindResetStart || !reflect.DeepEqual(e.Furnaces, []companion.Position{companion.LowerLeft, companion.LowerRight}) || e.Yes {
		t.Fatalf("event %+v", e)
	}
	if after := r.Table.State; after.Reset == nil || after.Furnaces[companion.LowerLeft] != 0 || after.Reset.Trigger != game.ManualTrigger {
		t.Errorf("after %+v", after.Reset)
	}
	walkGame(t, s, Known{}, ResetStart, map[string]string{"reset.empty": "upper-left"}).refused(t, "game.problem.reset_needs_two")
	walkGame(t, s, Known{}, ResetStart, map[string]string{"reset.final": "yes"}).refused(t, "game.problem.final_not_triggered")
	// Two already empty: nothing to ask.
	emptyTwo(t, s)
	resetByEvents(t, s, 0)
	if r := walkGame(t, s, Known{}, ResetStart, nil).done(t); slices.Contains(r.ids(), "reset.empty") {
		t.Error("asked for empty furnaces with two empty")
	}
}

// The final reset phase and the end count (rules-facts §5.3): after the
// end triggers, the round is finished and everyone takes one more turn;
// then the final reset phase runs whatever the furnaces hold, and the
// final score follows, with what the game knows filled in.
func TestFinalResetAndEndCount_5_3(t *testing.T) {
	s := table2(t)
	mustApply(t, s, glass(0, companion.UpperLeft), game.Event{Kind: game.KindEndTrigger, Seat: 1})
	if s.TurnsLeft(0) != 1 || s.TurnsLeft(1) != 2 {
		t.Fatalf("turns left %d %d", s.TurnsLeft(0), s.TurnsLeft(1))
	}
	mustApply(t, s, glass(1, companion.UpperLeft), glass(0, companion.UpperLeft))
	if s.Reset != nil {
		t.Fatal("the final reset came before Bo's last turn")
	}
	r := turn(t, s, map[string]string{"turn.action": ActCreate, "turn.create": "right:furnace", "turn.disk": "3a"}).done(t)
	s = r.Table.State
	if s.Reset == nil || !s.Reset.Final || s.Phase != game.PhaseFinalReset || len(s.EmptyFurnaces()) != 0 {
		t.Fatalf("phase %s reset %+v", s.Phase, s.Reset)
	}
	// Every line of the final reset phase says it is the final one, the
	// army's as its refill's (play test pt1 F15: "Ruhephase: … 35 auf 30",
	// then "letzte Ruhephase: …").
	de := locales.New("de")
	for _, e := range []game.Event{{Kind: game.KindResetStep, Step: game.StepArmy}, {Kind: game.KindResetStep, Step: game.StepEmpty},
		{Kind: game.KindResetStep, Step: game.StepArmy, Yes: true}} {
		if got := de.Render(Describe(s, e)); !strings.HasPrefix(got, "letzte Ruhephase: ") {
			t.Errorf("%s: %q", e.Step, got)
		}
	}
	r = walkGame(t, s, Known{}, Reset, map[string]string{"reset.supply.1": "done"}).done(t)
	h := r.mustSay(t, "game.reset.step_header")
	if h.Args["Title"] != companion.Term("game.reset.title_final") {
		t.Errorf("header %v", h.Args)
	}
	// The final reset phase (rules-facts §5.3) asks neither the army's
	// meeting nor a refill number: no turn follows, and it says so.
	r.mustSay(t, "values.final.no_meeting")
	r.mustSay(t, "values.final.no_refill")
	r.mustSay(t, "values.log.refill_final") // never "0 cubes into each empty furnace"
	if m, ok := r.said("game.log.refill"); ok {
		t.Errorf("the refill of no furnace is recorded as %v", m)
	}
	s = r.Table.State
	if s.Phase != game.PhaseScoring {
		t.Fatalf("phase %s", s.Phase)
	}
	turn(t, s, nil).refused(t, "game.problem.not_turns")
	sheet := Prefill(s)
	if len(sheet.Players) != 2 || sheet.Players[1].Masters.Stephens != 2 || sheet.Players[0].Masters.Stephens != 1 ||
		!reflect.DeepEqual(sheet.Players[1].Abilities, []string{"2a", "3a"}) {
		t.Errorf("prefilled sheet %+v", sheet.Players)
	}
	if EndNotes(s) != nil {
		t.Error("solo notes in a multiplayer game")
	}
}

// E14's masters and apprentices (rules-facts §7.1): Maria's 2 masters at
// the Stephens' factory, 4 at lower and 2 at upper small factories, with 4
// apprentices on her cards, go onto her sheet as the game knows them.
func TestPrefillMaria_E14(t *testing.T) {
	s := table4(t)
	for _, side := range companion.Sides {
		s.Professions[side] = map[companion.Row][]game.Profession{
			companion.RowUpper:   {{Master: 1, HasApprentice: true, Apprentice: 0}},
			companion.RowLower:   {{Master: 1, HasApprentice: true, Apprentice: 2}, {Master: 1}},
			companion.RowFurnace: {{Master: 1}, {Master: 0, Starting: true}, {Master: 3}},
		}
	}
	p := Prefill(s).Players[1]
	if p.Name != "Maria" || p.Masters.Stephens != 2 || p.Masters.Lower != 4 || p.Masters.Upper != 2 || p.Apprentices != 4 {
		t.Errorf("Maria's sheet %+v", p)
	}
}

// A later delivery of the supply step is a unit of its own: the step's
// heading, the bonus list and the turn order come again as recap lines,
// for a table that resumes there (issue 18, D12); the first delivery says
// them plainly.
func TestSupplyRecapsForALaterDelivery(t *testing.T) {
	s := at45(t)
	r := walkGame(t, s, Known{}, Reset, map[string]string{"reset.army": "no", "reset.refill": "3", "reset.supply.1": "Pedro:lower-left:orange"})
	if r.Open == nil || r.Open.ID != "reset.supply.2" {
		t.Fatalf("open %v", r.Open)
	}
	plain, recap := map[string]int{}, map[string]int{}
	for _, l := range r.Lines {
		if l.Recap {
			recap[l.Msg.ID]++
		} else {
			plain[l.Msg.ID]++
		}
	}
	for _, id := range []string{"game.reset.step_header", "game.step.supply.text", "game.step.supply.read_board", "game.step.order"} {
		if recap[id] != 1 {
			t.Errorf("%s recapped %d times, want once (before the 2nd delivery)", id, recap[id])
		}
	}
	if plain["game.step.supply.text"] != 1 || plain["game.step.supply.bonus_item"] == 0 || plain["game.step.supply.bonus_item"] != recap["game.step.supply.bonus_item"] {
		t.Errorf("said plainly %v, recapped %v", plain, recap)
	}
}

// A table coming back to the supply step sees the deliveries already
// recorded in it, with their bonuses (play test pt1 #10: after a break
// only "show the last entries" revealed who had delivered).
func TestSupplyRecapsTheDeliveriesSoFar(t *testing.T) {
	s := at45(t)
	r := walkGame(t, s, Known{}, Reset, map[string]string{"reset.army": "no", "reset.refill": "3",
		"reset.supply.1": "Pedro:lower-left:orange", "reset.supply.2": "Ângela:upper-right:black"})
	if r.Open == nil || r.Open.ID != "reset.supply.3" {
		t.Fatalf("open %v", r.Open)
	}
	var items []walk.Msg
	heading := 0
	for _, l := range r.Lines {
		switch {
		case l.Msg.ID == "game.step.supply.so_far" && l.Recap:
			heading++
			items = nil // the last recap, before the 3rd delivery
		case l.Msg.ID == "game.step.supply.so_far_item" && l.Recap:
			items = append(items, l.Msg.Args["What"].(walk.Msg))
		case strings.HasPrefix(l.Msg.ID, "game.step.supply.so_far"):
			t.Errorf("said plainly, not as a recap: %v", l.Msg)
		}
	}
	if heading != 2 || len(items) != 2 {
		t.Fatalf("recaps %d, items %v", heading, items)
	}
	for i, want := range []string{"B5", "B2"} {
		if items[i].ID != "game.log.with_bonus" || items[i].Args["Bonus"] != want {
			t.Errorf("delivery %d recapped as %v, want its bonus %s", i+1, items[i], want)
		}
	}
	if text := locales.New("de").Render(walk.M("game.step.supply.so_far_item", "What", items[0])); !strings.Contains(text, "Pedro") || !strings.Contains(text, "B5") {
		t.Errorf("de: %s", text)
	}
}
