package play

import (
	"reflect"
	"slices"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

func turn(t *testing.T, s *game.State, given map[string]string) run {
	t.Helper()
	return walkGame(t, s, Known{}, Turn, given)
}

// withProducts walks the reset phase in progress by events, delivering
// the cubes given to each small factory one at a time (single cubes are
// valid combinations, rules-facts §6), so the next turns find products.
func withProducts(t *testing.T, s *game.State, refill, seat int, at map[companion.Position]game.Cubes) *game.State {
	t.Helper()
	step := func(id game.StepID, count int) game.Event {
		return game.Event{Kind: game.KindResetStep, Step: id, Count: count}
	}
	mustApply(t, s, step(game.StepArmy, 0), step(game.StepRefill, refill), step(game.StepVP, 0), step(game.StepEmpty, 0), step(game.StepInvestments, 0))
	for _, pos := range companion.Positions {
		c := at[pos]
		for _, one := range []struct {
			n int
			c game.Cubes
		}{{c.Orange, game.Cubes{Orange: 1}}, {c.Pink, game.Cubes{Pink: 1}}, {c.Black, game.Cubes{Black: 1}}} {
			for range one.n {
				mustApply(t, s, game.Event{Kind: game.KindSupply, Seat: seat, At: pos, Cubes: one.c})
			}
		}
	}
	return mustApply(t, s, step(game.StepSupply, 0), step(game.StepContracts, 0))
}

// The one pick of a turn (rules-facts §3): every action is an option so
// its flag always picks it; those the board does not allow now keep their
// place, marked with the reason (no small factory holds cubes before the
// first reset phase, §3.8), so the menu keeps its shape (issue 18).
func TestTurnOffersTheActionsTheBoardAllows_3(t *testing.T) {
	s := table4(t)
	// No answer at all (the action's default) records nothing and says so.
	r := turn(t, s, nil)
	r.refused(t, "game.problem.no_action")
	sameStrings(t, "questions", r.ids(), []string{"start-disk.Ângela", "start-disk.Maria", "start-disk.André", "start-disk.Pedro",
		"start-disk.other", "turn.player", "turn.action", "turn.end"})
	for _, q := range r.Asked {
		if !q.FlagOnly && q.ID != "turn.action" {
			t.Errorf("%s would be asked at a prompt", q.ID)
		}
	}
	q := r.question(t, "turn.action")
	sameStrings(t, "shown actions", values(q, false), []string{ActGlass, ActCreate, ActReinforce, ActEnd})
	sameStrings(t, "all actions", values(q, true), []string{ActGlass, ActProducts, ActCreate, ActReinforce, ActEnd, actNone})
	if o := q.Options[1]; o.Hidden || o.Unavailable.ID != "game.seams.no_products" {
		t.Errorf("products hidden %v, marked %q; want shown in its place, marked game.seams.no_products", o.Hidden, o.Unavailable.ID)
	}
	if !q.Menu || !q.Optional || q.Default != actNone || q.Prompt.Args["Name"] != "Ângela" {
		t.Errorf("action question %+v", q)
	}
	speakable(t, r)
}

// Glass from each furnace (rules-facts §3.1; E1 Ângela's white cube from
// the lower-left furnace, E2 Maria's from the lower-right, E5 André's green
// cube from the upper-left): one event, one cube fewer, the next player up.
func TestTurnGlass_E1_E2_E5(t *testing.T) {
	s := table4(t)
	for _, c := range []struct {
		seat int
		at   companion.Position
	}{{0, companion.LowerLeft}, {1, companion.LowerRight}, {2, companion.UpperLeft}} {
		r := turn(t, s, map[string]string{"turn.action": ActGlass, "turn.furnace": string(c.at)}).done(t)
		fq := r.question(t, "turn.furnace")
		sameStrings(t, "furnaces", values(fq, false), []string{"upper-left", "upper-right", "lower-left", "lower-right"})
		if fq.Options[2].Label.Args["Count"] != s.Furnaces[companion.LowerLeft] {
			t.Errorf("furnace label %v", fq.Options[2].Label.Args)
		}
		ev := r.Table.Events
		if len(ev) != 1 || !reflect.DeepEqual(ev[0], game.Event{Kind: game.KindFurnace, Seat: c.seat, At: c.at}) {
			t.Fatalf("events %+v", ev)
		}
		after := r.Table.State
		if after.Furnaces[c.at] != s.Furnaces[c.at]-1 || after.Next() != c.seat+1 || after.Reset != nil {
			t.Fatalf("after: furnaces %v next %d", after.Furnaces, after.Next())
		}
		r.mustSay(t, "game.log.furnace")
		if s.Furnaces[c.at] != 4 && c.seat == 0 {
			t.Fatal("the walk changed the game it started from")
		}
		s = after
	}
}

// An empty furnace keeps its place in the list, marked, and is refused
// with the reason (play test pt2 D4: a list that dropped it moved the
// positions under a practised ↓↓).
func TestTurnGlassFromAnEmptyFurnace(t *testing.T) {
	s := table4(t)
	for range 4 {
		mustApply(t, s, glass(s.Next(), companion.UpperRight))
	}
	r := turn(t, s, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-right"})
	r.refused(t, "game.problem.furnace_empty")
	q := r.question(t, "turn.furnace")
	if got := values(q, true); !slices.Equal(got, []string{"upper-left", "upper-right", "lower-left", "lower-right"}) {
		t.Errorf("furnaces offered %q, want the four in board order", got)
	}
	if slices.Contains(values(q, false), "upper-right") || q.Options[1].Unavailable.ID != "game.problem.furnace_empty" {
		t.Errorf("the empty furnace is not marked: %+v", q.Options[1])
	}
	r = turn(t, s, map[string]string{"turn.action": ActGlass, "turn.furnace": "middle"})
	r.refused(t, "problem.bad_position")
}

// E6 (rules-facts §5.1): Pedro takes the last white cube of the
// lower-right furnace, the second empty one: a reset phase follows his
// turn, and collisions in it go in turn order from him.
func TestTurnTriggersAReset_E6(t *testing.T) {
	s := table4(t)
	for s.Furnaces[companion.LowerLeft] > 0 {
		mustApply(t, s, glass(s.Next(), companion.LowerLeft))
	}
	for s.Furnaces[companion.LowerRight] > 1 {
		mustApply(t, s, glass(s.Next(), companion.LowerRight))
	}
	if s.Next() != 3 {
		t.Fatalf("next %d, want Pedro", s.Next())
	}
	r := turn(t, s, map[string]string{"turn.action": ActGlass, "turn.furnace": "lower-right"}).done(t)
	after := r.Table.State
	if after.Reset == nil || after.Reset.Trigger != 3 || after.Phase != game.PhaseReset || after.Reset.Current() != game.StepArmy {
		t.Fatalf("reset %+v phase %s", after.Reset, after.Phase)
	}
	if got := ConflictOrder(after); !slices.Equal(got, []int{3, 0, 1, 2}) {
		t.Errorf("conflict order %v, want Pedro first", got)
	}
	// The next turn waits for the reset phase.
	turn(t, after, nil).refused(t, "game.problem.reset_under_way")
}

// Products from a small factory (rules-facts §3.8): only factories with
// cubes can be picked; 1 cube, or up to 2 with 5a; a number is enough when
// the colours are clear; with several colours the table names them.
func TestTurnProducts_3_8(t *testing.T) {
	s := emptyTwo(t, table2(t)) // Ana has 5a, Bo not
	withProducts(t, s, 3, 0, map[companion.Position]game.Cubes{
		companion.UpperLeft:  {Orange: 2},
		companion.LowerRight: {Pink: 1, Black: 2},
	})
	if s.Next() != 1 { // Bo, after Ana who triggered the reset
		s2 := s.Clone()
		mustApply(t, s2, glass(s2.Next(), companion.UpperLeft))
		s = s2
	}
	// Bo: 1 cube only.
	r := turn(t, s, map[string]string{"turn.action": ActProducts, "turn.factory": "lower-right", "turn.cubes": "2"})
	r.refused(t, "game.problem.take_too_many")
	fq := r.question(t, "turn.factory")
	sameStrings(t, "factories", values(fq, false), []string{"upper-left", "lower-right"})
	// The empty ones keep their places, marked (play test pt2 D4).
	sameStrings(t, "factories listed", values(fq, true), []string{"upper-left", "upper-right", "lower-left", "lower-right"})
	if fq.Options[2].Unavailable.ID != "game.problem.factory_empty" || fq.Options[2].Label.ID != "game.ask.factory_empty_item" {
		t.Errorf("the empty lower-left factory: %+v", fq.Options[2])
	}
	cq := r.question(t, "turn.cubes")
	sameStrings(t, "Bo's takes", values(cq, false), []string{"pink", "black"})
	if cq.Prompt.Args["Max"] != 1 {
		t.Errorf("max %v", cq.Prompt.Args)
	}
	r = turn(t, s, map[string]string{"turn.action": ActProducts, "turn.factory": "upper-right"})
	r.refused(t, "game.problem.factory_empty")
	r = turn(t, s, map[string]string{"turn.action": ActProducts, "turn.factory": "lower-right", "turn.cubes": "1"})
	r.refused(t, "game.problem.which_colours")
	r = turn(t, s, map[string]string{"turn.action": ActProducts, "turn.factory": "lower-right", "turn.cubes": "black"}).done(t)
	if e := r.Table.Events[0]; e.Kind != game.KindFactory || e.At != companion.LowerRight || e.Cubes != (game.Cubes{Black: 1}) || e.Effect != "" {
		t.Fatalf("event %+v", e)
	}
	if got := r.Table.State.Factories[companion.LowerRight]; got != (game.Cubes{Pink: 1, Black: 1}) {
		t.Errorf("left on the factory: %v", got)
	}
	// Ana, with 5a: up to 2, and "2" of one colour is clear.
	s = r.Table.State
	r = turn(t, s, map[string]string{"turn.action": ActProducts, "turn.factory": "upper-left", "turn.cubes": "2"}).done(t)
	if e := r.Table.Events[0]; e.Cubes != (game.Cubes{Orange: 2}) {
		t.Errorf("event %+v", e)
	}
	sameStrings(t, "Ana's takes", values(r.question(t, "turn.cubes"), false), []string{"orange", "2orange"})
	if _, ok := r.said("game.ask.effect"); ok || slices.Contains(r.ids(), "turn.effect") {
		t.Error("5d asked for 2 cubes")
	}
	for _, bad := range []struct{ cubes, problem string }{
		{"0", "game.problem.take_none"},
		{"3", "game.problem.take_too_many"},
		{"pink", "game.problem.factory_short"},
		{"purple", "game.problem.bad_cubes"},
	} {
		r := turn(t, s, map[string]string{"turn.action": ActProducts, "turn.factory": "upper-left", "turn.cubes": bad.cubes})
		r.refused(t, bad.problem)
	}
}

// Ability 5d (rules-facts §4.2): with 3 or 4 cubes taken, the action of an
// empty furnace may replace the factory's activation; only empty furnaces
// can be picked (the others keep their places, marked), and "no" keeps the activation.
func TestTurnFurnaceEffect_5d(t *testing.T) {
	s := emptyTwo(t, table2(t))
	// The lower furnaces stay empty (a refill of 0).
	withProducts(t, s, 0, 0, map[companion.Position]game.Cubes{companion.UpperRight: {Orange: 1, Pink: 1, Black: 2}})
	// Ana takes 5b (needs 5a, which she has), Bo creates too; then Ana may
	// take 3.
	if s.Next() != 0 {
		t.Fatalf("next %d", s.Next())
	}
	mustApply(t, s, game.Event{Kind: game.KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "5b"})
	mustApply(t, s, game.Event{Kind: game.KindCreate, Seat: 1, Side: companion.Right, Row: companion.RowFurnace, Disk: "3a"})
	given := map[string]string{"turn.action": ActProducts, "turn.factory": "upper-right", "turn.cubes": "pink,black,black", "turn.effect": "lower-left"}
	r := turn(t, s, given).done(t)
	eq := r.question(t, "turn.effect")
	sameStrings(t, "effects", values(eq, false), []string{walk.No, "lower-left", "lower-right"})
	sameStrings(t, "effects listed", values(eq, true), []string{walk.No, "upper-left", "upper-right", "lower-left", "lower-right"})
	if eq.Default != walk.No || eq.Topic != "ability-5d" {
		t.Errorf("effect question %+v", eq)
	}
	if e := r.Table.Events[0]; e.Effect != companion.LowerLeft || e.Cubes != (game.Cubes{Pink: 1, Black: 2}) {
		t.Errorf("event %+v", e)
	}
	r.mustSay(t, "game.log.factory_effect")
	given["turn.effect"] = "upper-left"
	turn(t, s, given).refused(t, "game.problem.effect_not_empty")
	given["turn.effect"] = walk.No
	if e := turn(t, s, given).done(t).Table.Events[0]; e.Effect != "" {
		t.Errorf("no effect recorded one: %+v", e)
	}
	given["turn.cubes"] = "4"
	turn(t, s, given).refused(t, "game.problem.take_too_many")
}

// Create a new profession (rules-facts §3.4; E3 André attaches his card to
// the upper-left furnace and unlocks an ability): only the places the
// placement rule allows, only the disks whose prerequisites are met.
func TestTurnCreate_E3(t *testing.T) {
	s := table4(t)
	mustApply(t, s, glass(0, companion.UpperLeft), glass(1, companion.UpperLeft))
	r := turn(t, s, map[string]string{"turn.action": ActCreate, "turn.create": "left:furnace", "turn.disk": "4a", "turn.disk.nearest": "4a"}).done(t)
	cq := r.question(t, "turn.create")
	// Two starting cards on each upper furnace: the lower small factory
	// may take one, the upper may not (it must hold fewer than the lower).
	sameStrings(t, "places", values(cq, false), []string{"left:lower", "left:furnace", "right:lower", "right:furnace"})
	dq := r.question(t, "turn.disk")
	if slices.Contains(values(dq, false), "5b") || !slices.Contains(values(dq, false), "gate-10") || slices.Contains(values(dq, false), "gate-5") {
		t.Errorf("André's disks %v (he has gate-5, not 5a)", values(dq, false))
	}
	want := game.Event{Kind: game.KindCreate, Seat: 2, Side: companion.Left, Row: companion.RowFurnace, Disk: "4a"}
	if ev := r.Table.Events; len(ev) != 2 || ev[0].Kind != game.KindNearestIcon || !reflect.DeepEqual(ev[1], want) {
		t.Fatalf("events %+v", ev)
	}
	after := r.Table.State
	if len(after.Professions[companion.Left][companion.RowFurnace]) != 3 || !after.Players[2].Has("4a") || after.Players[2].Workers() != 2 {
		t.Errorf("after: %+v", after.Players[2])
	}
	for _, c := range []struct{ place, disk, problem string }{
		{"left:upper", "4a", "game.problem.placement"},
		{"left", "4a", "game.problem.bad_place"},
		{"middle:lower", "4a", "problem.bad_side"},
		{"left:furnace", "5b", "problem.ability_prerequisite"},
		{"left:furnace", "gate-5", "game.problem.disk_taken"},
	} {
		r := turn(t, s, map[string]string{"turn.action": ActCreate, "turn.create": c.place, "turn.disk": c.disk})
		r.refused(t, c.problem)
	}
}

// Ability 3b (rules-facts §4.2): a factory may reach the count of the one
// below it, never more.
func TestTurnCreateWith3b(t *testing.T) {
	s := table4(t) // Pedro has 3b
	mustApply(t, s, glass(0, companion.UpperLeft), glass(1, companion.UpperLeft), glass(2, companion.UpperLeft))
	mustApply(t, s, game.Event{Kind: game.KindCreate, Seat: 3, Side: companion.Right, Row: companion.RowLower, Disk: "4a"})
	mustApply(t, s, glass(0, companion.UpperRight), glass(1, companion.UpperRight), glass(2, companion.UpperRight))
	r := turn(t, s, map[string]string{"turn.action": ActCreate, "turn.create": "right:upper", "turn.disk": "4b"}).done(t)
	if !slices.Contains(values(r.question(t, "turn.create"), false), "right:lower") {
		t.Error("3b: the lower factory may reach the furnace's count of 2")
	}
	if e := r.Table.Events[0]; e.Row != companion.RowUpper {
		t.Errorf("event %+v", e)
	}
}

// Reinforce (rules-facts §3.5; E4 Pedro places an apprentice on the
// leftmost profession and unlocks an ability): only cards with a free
// apprentice space and someone else's master; by place or by master.
func TestTurnReinforce_E4(t *testing.T) {
	s := table4(t)
	mustApply(t, s, glass(0, companion.UpperLeft), glass(1, companion.UpperLeft), glass(2, companion.UpperLeft))
	for _, c := range []struct{ place, problem string }{
		{"right:furnace:2", "game.problem.own_master"},
		{"right:furnace:Pedro", "game.problem.own_master"},
		{"left:furnace:Zed", "game.problem.unknown_player"},
		{"left:lower", "game.problem.no_profession"},
		{"left:furnace:3", "game.problem.no_profession"},
	} {
		r := turn(t, s, map[string]string{"turn.action": ActReinforce, "turn.reinforce": c.place, "turn.disk": "4a"})
		r.refused(t, c.problem)
	}
	r := turn(t, s, map[string]string{"turn.action": ActReinforce, "turn.reinforce": "left:furnace:Ângela", "turn.disk": "2a"}).done(t)
	rq := r.question(t, "turn.reinforce")
	sameStrings(t, "Pedro's cards", values(rq, false), []string{"left:furnace:1", "left:furnace:2", "right:furnace:1"})
	want := game.Event{Kind: game.KindReinforce, Seat: 3, Side: companion.Left, Row: companion.RowFurnace, Index: 1, Disk: "2a"}
	if ev := r.Table.Events; len(ev) != 1 || !reflect.DeepEqual(ev[0], want) {
		t.Fatalf("events %+v", ev)
	}
	pr := r.Table.State.Professions[companion.Left][companion.RowFurnace][0]
	if !pr.HasApprentice || pr.Apprentice != 3 || pr.Master != 0 {
		t.Errorf("profession %+v", pr)
	}
	r.mustSay(t, "game.log.reinforce")
	s = r.Table.State // Ângela is next
	turn(t, s, map[string]string{"turn.action": ActReinforce, "turn.reinforce": "left:furnace:1", "turn.disk": "4a"}).refused(t, "game.problem.has_apprentice")
	// Ângela's own card is not offered to her; André's is, by place.
	r = turn(t, s, map[string]string{"turn.action": ActReinforce, "turn.reinforce": "left:furnace", "turn.disk": "4a", "turn.disk.nearest": "4a"}).done(t)
	if e := r.Table.Events[1]; e.Index != 2 {
		t.Errorf("the only card Ângela may reinforce on the left furnace is André's: %+v", e)
	}
}

// A starting disk named with a turn, any time (rules-facts §2.2 i): only
// for a player whose disk is still open; an unknown name is refused.
func TestTurnStartDisksByFlag(t *testing.T) {
	s := table2(t)
	st, _ := game.NewSettings([]string{"Ana", "Bo"}, nil, 5)
	s2, _ := game.New(st)
	mustApply(t, s2, game.SetupDraws(st)...)
	r := turn(t, s2, map[string]string{"start-disk.Bo": "2a", "turn.action": ActGlass, "turn.furnace": "upper-left"}).done(t)
	if ev := r.Table.Events; len(ev) != 2 || ev[0].Kind != game.KindStartingDisk || ev[0].Disk != "2a" || ev[1].Kind != game.KindFurnace {
		t.Fatalf("events %+v", ev)
	}
	// Only the start disk, no turn: fine too.
	r = turn(t, s2, map[string]string{"start-disk.Ana": "5a", "turn.action": actNone}).done(t)
	if len(r.Table.Events) != 1 {
		t.Errorf("events %+v", r.Table.Events)
	}
	turn(t, s, map[string]string{"start-disk.Ana": "3a"}).refused(t, "game.problem.start_disk_named")
	turn(t, s, map[string]string{"start-disk.other": "Zed:2a"}).refused(t, "game.problem.unknown_player")
}

// --player must name the player whose turn it is.
func TestTurnPlayerCheck(t *testing.T) {
	s := table2(t)
	turn(t, s, map[string]string{"turn.player": "Bo", "turn.action": ActGlass, "turn.furnace": "upper-left"}).refused(t, "game.problem.not_your_turn")
	turn(t, s, map[string]string{"turn.player": "ana", "turn.action": ActGlass, "turn.furnace": "upper-left"}).done(t)
}

// The end triggered (rules-facts §5.3): the round is finished so everyone
// has had as many turns as the start player, then one more turn each; the
// companion says how many each still takes.
func TestTurnEndTriggered_5_3(t *testing.T) {
	s := table4(t)
	mustApply(t, s, glass(0, companion.UpperLeft), glass(1, companion.UpperLeft)) // André is next
	r := turn(t, s, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-right", "turn.end": "yes"}).done(t)
	sameStrings(t, "questions", r.ids()[len(r.ids())-3:], []string{"turn.action", "turn.furnace", "turn.end"})
	if k := r.kinds(); !slices.Equal(k, []game.Kind{game.KindFurnace, game.KindEndTrigger}) {
		t.Fatalf("events %v", k)
	}
	after := r.Table.State
	// Ângela and Maria took 2 turns, André and Pedro will have 2 after the
	// round: each then takes one more.
	left := map[string]int{}
	for i := range after.Players {
		left[after.Name(i)] = after.TurnsLeft(i)
	}
	if left["Ângela"] != 1 || left["Maria"] != 1 || left["André"] != 1 || left["Pedro"] != 2 {
		t.Errorf("turns left %v", left)
	}
	count := r.mustSay(t, "game.end.count")
	if count.Args["List"] == nil || after.Phase != game.PhaseLastTurns {
		t.Errorf("end count %v, phase %s", count.Args, after.Phase)
	}
	// Once triggered the end option keeps its place in the menu, marked
	// with the reason (issue 18: menus keep their shape); a second trigger
	// is refused.
	q := turn(t, after, nil).question(t, "turn.action")
	if slices.Contains(values(q, false), ActEnd) {
		t.Error("end offered twice")
	}
	if o := q.Options[4]; o.Value != ActEnd || o.Unavailable.ID != "game.seams.end_already" {
		t.Errorf("5th action %s marked %q, want end marked game.seams.end_already", o.Value, o.Unavailable.ID)
	}
	turn(t, after, map[string]string{"turn.action": ActEnd}).refused(t, "game.problem.end_already")
	turn(t, after, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-right", "turn.end": "yes"}).refused(t, "game.problem.end_already")
	// The end alone (reported between turns) is an action of its own.
	r = turn(t, s, map[string]string{"turn.action": ActEnd}).done(t)
	if k := r.kinds(); !slices.Equal(k, []game.Kind{game.KindEndTrigger}) {
		t.Errorf("events %v", k)
	}
}

// In solo no score marker ends the game (rules-facts §8.3, §8.7): the end
// is not offered, and reporting it with a turn refuses the whole turn
// (the front end then writes nothing: issue 13's first case).
func TestTurnSoloRefusesTheEndTrigger_8_7(t *testing.T) {
	s := solo(t, game.DeckPhysical, 3)
	r := turn(t, s, nil)
	if slices.Contains(values(r.question(t, "turn.action"), true), ActEnd) {
		t.Error("end offered in solo")
	}
	r = turn(t, s, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-right", "turn.end": "yes"})
	r.refused(t, "solo.problem.no_end_trigger")
	if s.Furnaces[companion.UpperRight] != 3 || s.Next() != 0 {
		t.Error("the refused turn changed the game")
	}
	// The Automa's turn is not a player's.
	mustApply(t, s, glass(0, companion.UpperLeft))
	turn(t, s, map[string]string{"turn.action": ActGlass}).refused(t, "solo.automa.use_automa")
}

// The solo worker limit (rules-facts §8.4, E15 from the German edition):
// with the Automa at 4 workers the player may have at most 7; the 8th is
// refused, and create and reinforce are no longer offered.
func TestTurnSoloWorkerLimit_E15(t *testing.T) {
	s := solo(t, game.DeckPhysical, 3)
	profession := automa.Card{Action: automa.ActProfession, Slot: 4}
	furnace := func(at companion.Position) automa.Card {
		return automa.Card{Action: automa.ActFurnace, At: at, Arrow: companion.Clockwise}
	}
	disks := []string{"3a", "3b", "4a", "4b", "4c", "4d"}
	automaCards := []automa.Card{profession, profession, profession, furnace(companion.UpperLeft), furnace(companion.UpperRight), furnace(companion.UpperLeft)}
	for i, d := range disks {
		mustApply(t, s, game.Event{Kind: game.KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: d})
		mustApply(t, s, s.PhysicalTurn(automaCards[i]))
	}
	if s.Players[0].Workers() != 7 || s.Solo.Disks != 4 || s.Next() != 0 || s.Reset != nil {
		t.Fatalf("Eva %d workers, Automa %d, next %d, reset %v", s.Players[0].Workers(), s.Solo.Disks, s.Next(), s.Reset)
	}
	r := turn(t, s, nil)
	sameStrings(t, "actions at the limit", values(r.question(t, "turn.action"), false), []string{ActGlass})
	// The table is told why create and reinforce are not offered.
	if why := r.mustSay(t, "game.play.no_worker").Args["Why"].(walk.Msg); why.ID != "solo.problem.worker_limit" || why.Args["Max"] != 7 {
		t.Errorf("said why %v", why)
	}
	r = turn(t, s, map[string]string{"turn.action": ActCreate, "turn.create": "left:furnace", "turn.disk": "5a"})
	p := r.refused(t, "solo.problem.worker_limit")
	if p.Args["Automa"] != 4 || p.Args["Max"] != 7 || p.Args["Player"] != 8 {
		t.Errorf("problem %v", p)
	}
	if len(values(r.question(t, "turn.disk"), false)) != 0 {
		t.Error("disks offered beyond the limit")
	}
}
