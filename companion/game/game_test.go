package game

import (
	"errors"
	"reflect"
	"testing"

	"github.com/pileup-companion/stephens/companion"
)

// helpers ------------------------------------------------------------------

func settings3(t testing.TB) Settings {
	t.Helper()
	s, err := NewSettings([]string{"Ana", "Bruno", "Carla"}, []string{"red", "yellow", "teal"}, 7)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// fixedSetup: Ana starts; Ana left, Bruno right, Carla left; starting disks named.
func fixedSetup() []Event {
	return []Event{
		{Kind: KindStartPlayer, Seat: 0},
		{Kind: KindStartingProfession, Seat: 0, Side: companion.Left},
		{Kind: KindStartingProfession, Seat: 1, Side: companion.Right},
		{Kind: KindStartingProfession, Seat: 2, Side: companion.Left},
		{Kind: KindStartingDisk, Seat: 0, Disk: "2a"},
		{Kind: KindStartingDisk, Seat: 1, Disk: "5a"},
		{Kind: KindStartingDisk, Seat: 2, Disk: "gate-5"},
	}
}

func mustReplay(t testing.TB, st Settings, events []Event) *State {
	t.Helper()
	s, err := Replay(st, events)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func problemID(err error) string {
	var p *companion.Problem
	if errors.As(err, &p) {
		return p.ID
	}
	if err != nil {
		return "not a problem: " + err.Error()
	}
	return ""
}

// setup --------------------------------------------------------------------

// rules-facts §2.2 i: one random starting profession each, two left and two
// right in the box, dealt from the start player clockwise; §2.1 step 6.
func TestSetupDraws(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		for n := 2; n <= 4; n++ {
			names := []string{"A", "B", "C", "D"}[:n]
			st, err := NewSettings(names, nil, seed)
			if err != nil {
				t.Fatal(err)
			}
			ev := SetupDraws(st)
			if !reflect.DeepEqual(ev, SetupDraws(st)) {
				t.Fatalf("seed %d: draws differ between calls", seed)
			}
			if len(ev) != n+1 || ev[0].Kind != KindStartPlayer {
				t.Fatalf("seed %d: %v", seed, ev)
			}
			start := ev[0].Seat
			sides := map[companion.Side]int{}
			for k, e := range ev[1:] {
				if e.Seat != (start+k)%n {
					t.Fatalf("seed %d: card %d dealt to seat %d, want %d", seed, k, e.Seat, (start+k)%n)
				}
				sides[e.Side]++
			}
			if sides[companion.Left] > 2 || sides[companion.Right] > 2 {
				t.Fatalf("seed %d: more than two starting cards of a side: %v", seed, sides)
			}
			s := mustReplay(t, st, ev)
			if s.Next() != start || s.StartSeat != start {
				t.Fatalf("seed %d: next %d, start %d", seed, s.Next(), start)
			}
			for _, f := range s.Furnaces {
				if f != 4 {
					t.Fatalf("furnace holds %d, want 4", f)
				}
			}
			if s.Army != 55 {
				t.Fatalf("army %d", s.Army)
			}
		}
	}
	// Different seeds give different start players at least sometimes.
	seen := map[int]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		st, _ := NewSettings([]string{"A", "B", "C", "D"}, nil, seed)
		seen[SetupDraws(st)[0].Seat] = true
	}
	if len(seen) < 3 {
		t.Fatalf("start player hardly varies with the seed: %v", seen)
	}
}

func TestSoloFurnacesHoldThree(t *testing.T) {
	st, err := NewSettings([]string{"Rita"}, nil, 1)
	if err != nil || st.Mode != Solo {
		t.Fatal(err, st.Mode)
	}
	s := mustReplay(t, st, SetupDraws(st))
	for _, p := range companion.Positions {
		if s.Furnaces[p] != 3 {
			t.Fatalf("solo furnace %s holds %d, want 3 (rules-facts §2.3)", p, s.Furnaces[p])
		}
	}
}

func TestSettingsCheck(t *testing.T) {
	cases := []struct {
		names, colours []string
		want           string
	}{
		{nil, nil, "game.problem.player_count"},
		{[]string{"a", "b", "c", "d", "e"}, nil, "game.problem.player_count"},
		{[]string{"Ana", "ana"}, nil, "game.problem.same_name"},
		{[]string{"Ana", " "}, nil, "text.problem.name_empty"},
		{[]string{"Ana", "Bo"}, []string{"red", "Red"}, "game.problem.same_colour"},
		{[]string{"Ana", "Bo"}, []string{"red", "teal"}, ""},
	}
	for _, c := range cases {
		_, err := NewSettings(c.names, c.colours, 1)
		if got := problemID(err); got != c.want {
			t.Errorf("%v %v: %q, want %q", c.names, c.colours, got, c.want)
		}
	}
}

// placement and prerequisites -------------------------------------------------

// rules-facts §3.4: a factory holds fewer professions than the one below it;
// with 3b as many, never more; the furnace row is unbounded.
func TestCheckCreatePlacement(t *testing.T) {
	cases := []struct {
		upper, lower, furnace int
		row                   companion.Row
		has3b, ok             bool
	}{
		{0, 0, 1, companion.RowLower, false, false}, // 1 < 1 fails
		{0, 0, 2, companion.RowLower, false, true},  // 1 < 2
		{0, 0, 1, companion.RowLower, true, true},   // 3b: 1 <= 1
		{0, 0, 1, companion.RowUpper, true, false},  // 1 <= 0 fails
		{0, 1, 2, companion.RowUpper, false, false}, // 1 < 1 fails
		{0, 1, 2, companion.RowUpper, true, true},
		{0, 2, 3, companion.RowUpper, false, true},
		{1, 1, 1, companion.RowUpper, true, false},   // never more, even with 3b
		{0, 0, 0, companion.RowFurnace, false, true}, // unbounded
		{0, 0, 9, companion.RowFurnace, false, true},
	}
	for _, c := range cases {
		s := mustReplay(t, settings3(t), fixedSetup())
		rows := map[companion.Row]int{companion.RowUpper: c.upper, companion.RowLower: c.lower, companion.RowFurnace: c.furnace}
		for r, n := range rows {
			s.Professions[companion.Right][r] = make([]Profession, n)
		}
		if c.has3b {
			s.Players[0].Disks = append(s.Players[0].Disks, "3b")
		}
		err := s.CheckCreate(0, companion.Right, c.row)
		if (err == nil) != c.ok {
			t.Errorf("%+v: %v", c, err)
		}
		if err != nil && c.has3b && problemID(err) != "game.problem.placement_3b" {
			t.Errorf("%+v: %s", c, problemID(err))
		}
	}
}

// rules-facts §4.1, §4.2: 2a before 2b–2e, 5a → 5b → 5c, gates in any order,
// a disk once, 18 workers at most.
func TestDiskPrerequisites(t *testing.T) {
	cases := []struct {
		have []string
		take string
		want string
	}{
		{nil, "2b", "problem.ability_prerequisite"},
		{[]string{"2a"}, "2b", ""},
		{nil, "5b", "problem.ability_prerequisite"},
		{[]string{"5a"}, "5c", "problem.ability_prerequisite"},
		{[]string{"5a", "5b"}, "5c", ""},
		{nil, "gate-20", ""},
		{[]string{"gate-20"}, "gate-10", ""},
		{[]string{"gate-10"}, "gate-10", "game.problem.disk_taken"},
		{nil, "4d", ""}, // group 4's order is only inferred: not enforced
		{nil, "6a", "game.problem.bad_disk"},
		{nil, "", "game.problem.no_disk"},
		{Disks()[:17], "gate-20", ""},
		{Disks(), "gate-20", "game.problem.no_disks_left"},
	}
	for _, c := range cases {
		st, _ := NewSettings([]string{"Ana", "Bo"}, nil, 1)
		s := mustReplay(t, st, []Event{{Kind: KindStartPlayer, Seat: 0}})
		s.Players[0].Disks = append([]string(nil), c.have...)
		if got := problemID(s.checkDisk(0, c.take)); got != c.want {
			t.Errorf("have %v take %q: %q, want %q", c.have, c.take, got, c.want)
		}
	}
}

func TestParseDisk(t *testing.T) {
	for in, want := range map[string]string{"2a": "2a", " 5C ": "5c", "gate-5": "gate-5", "gate10": "gate-10", "g15": "gate-15"} {
		if got, err := ParseDisk(in); err != nil || got != want {
			t.Errorf("ParseDisk(%q) = %q, %v", in, got, err)
		}
	}
	for _, in := range []string{"gate-7", "5d", "", "x"} {
		if _, err := ParseDisk(in); problemID(err) != "game.problem.bad_disk" {
			t.Errorf("ParseDisk(%q): %v", in, err)
		}
	}
}

// refused actions ------------------------------------------------------------------

// Every refused event explains itself and leaves the state exactly as it was.
func TestRefusedEventsLeaveStateUnchanged(t *testing.T) {
	base := append(fixedSetup(),
		Event{Kind: KindFurnace, Seat: 0, At: companion.LowerLeft},
		Event{Kind: KindCreate, Seat: 1, Side: companion.Left, Row: companion.RowLower, Disk: "2a"},
	)
	// Ana's turn again after Carla: first let Carla act.
	base = append(base, Event{Kind: KindFurnace, Seat: 2, At: companion.LowerLeft})
	cases := []struct {
		e    Event
		want string
	}{
		{Event{Kind: KindFurnace, Seat: 1, At: companion.UpperLeft}, "game.problem.not_your_turn"},
		{Event{Kind: KindFurnace, Seat: 0, At: "middle"}, "problem.bad_position"},
		{Event{Kind: KindFactory, Seat: 0, At: companion.UpperLeft, Cubes: Cubes{Black: 1}}, "game.problem.factory_empty"},
		{Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowUpper, Disk: "3a"}, "game.problem.placement"},
		{Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "2a"}, "game.problem.disk_taken"},
		{Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "5b"}, "problem.ability_prerequisite"},
		{Event{Kind: KindReinforce, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Index: 1, Disk: "3a"}, "game.problem.own_master"},
		{Event{Kind: KindReinforce, Seat: 0, Side: companion.Left, Row: companion.RowLower, Index: 2, Disk: "3a"}, "game.problem.no_profession"},
		{Event{Kind: KindReinforce, Seat: 0, Side: "middle", Row: companion.RowLower, Index: 1, Disk: "3a"}, "problem.bad_side"},
		{Event{Kind: KindResetStep, Step: StepArmy}, "game.problem.no_reset"},
		{Event{Kind: KindSupply, Seat: 0, At: companion.UpperLeft, Cubes: Cubes{Black: 1}}, "game.problem.supply_when"},
		{Event{Kind: KindFinish}, "game.problem.not_scoring"},
		{Event{Kind: "teleport"}, "game.problem.unknown_event"},
		{Event{Kind: KindStartPlayer, Seat: 1}, "game.problem.setup_done"},
		{Event{Kind: KindStartingDisk, Seat: 0, Disk: "3a"}, "game.problem.start_disk_named"},
		{Event{Kind: KindResetStart, Furnaces: []companion.Position{companion.UpperLeft}}, "game.problem.reset_needs_two"},
		{Event{Kind: KindResetStart, Yes: true}, "game.problem.final_not_triggered"},
	}
	for _, c := range cases {
		s := mustReplay(t, settings3(t), base)
		before := s.Clone()
		err := s.Apply(c.e)
		if got := problemID(err); got != c.want {
			t.Errorf("%+v: %q, want %q", c.e, got, c.want)
		}
		if !reflect.DeepEqual(before, s) {
			t.Errorf("%+v: refused event changed the state", c.e)
		}
	}
}

// rules-facts §3.5: never on one's own master, never where an apprentice sits.
func TestReinforce(t *testing.T) {
	ev := append(fixedSetup(), Event{Kind: KindReinforce, Seat: 0, Side: companion.Right, Row: companion.RowFurnace, Index: 1, Disk: "3b"})
	s := mustReplay(t, settings3(t), ev)
	pr := s.Professions[companion.Right][companion.RowFurnace][0]
	if pr.Master != 1 || !pr.HasApprentice || pr.Apprentice != 0 {
		t.Fatalf("profession %+v", pr)
	}
	err := s.Apply(Event{Kind: KindReinforce, Seat: 1, Side: companion.Right, Row: companion.RowFurnace, Index: 1, Disk: "2a"})
	if problemID(err) != "game.problem.has_apprentice" {
		t.Fatalf("second apprentice: %v", err)
	}
	if got := s.Reinforceable(1); len(got) != 2 { // Ana's and Carla's starting cards
		t.Fatalf("Bruno may reinforce %v", got)
	}
}

// rules-facts §3.8, §4.2: 1 cube, up to 2/3/4 with 5a/5b/5c; 5d uses an
// empty furnace with 3 or 4 cubes.
func TestTakeFromSmallFactory(t *testing.T) {
	s := mustReplay(t, settings3(t), fixedSetup())
	s.Factories[companion.UpperLeft] = Cubes{Orange: 2, Black: 3}
	s.Furnaces[companion.LowerRight] = 0
	s.Players[0].Disks = []string{"2a"}
	err := s.Apply(Event{Kind: KindFactory, Seat: 0, At: companion.UpperLeft, Cubes: Cubes{Black: 2}})
	if problemID(err) != "game.problem.take_too_many" {
		t.Fatalf("2 cubes without 5a: %v", err)
	}
	s.Players[0].Disks = []string{"5a", "5b"}
	if s.MaxTake(0, companion.UpperLeft) != 3 {
		t.Fatalf("MaxTake = %d", s.MaxTake(0, companion.UpperLeft))
	}
	err = s.Apply(Event{Kind: KindFactory, Seat: 0, At: companion.UpperLeft, Cubes: Cubes{Pink: 1}})
	if problemID(err) != "game.problem.factory_short" {
		t.Fatalf("pink not there: %v", err)
	}
	err = s.Apply(Event{Kind: KindFactory, Seat: 0, At: companion.UpperLeft, Cubes: Cubes{Black: 2}, Effect: companion.LowerRight})
	if problemID(err) != "game.problem.effect_needs_three" {
		t.Fatalf("5d with 2 cubes: %v", err)
	}
	err = s.Apply(Event{Kind: KindFactory, Seat: 0, At: companion.UpperLeft, Cubes: Cubes{Black: 3}, Effect: companion.LowerLeft})
	if problemID(err) != "game.problem.effect_not_empty" {
		t.Fatalf("5d with a full furnace: %v", err)
	}
	if err := s.Apply(Event{Kind: KindFactory, Seat: 0, At: companion.UpperLeft, Cubes: Cubes{Black: 2, Orange: 1}, Effect: companion.LowerRight}); err != nil {
		t.Fatal(err)
	}
	if got := s.Factories[companion.UpperLeft]; got != (Cubes{Orange: 1, Black: 1}) {
		t.Fatalf("left on the factory: %+v", got)
	}
	if s.Phase != PhaseTurns || s.Next() != 1 {
		t.Fatalf("phase %s next %d", s.Phase, s.Next())
	}
}

// reset phase ---------------------------------------------------------------

// takeGlass records furnace turns in order until the given furnaces are empty.
func takeGlass(s *State, from ...companion.Position) []Event {
	var out []Event
	for _, p := range from {
		for s.Furnaces[p] > 0 && s.InTurns() {
			e := Event{Kind: KindFurnace, Seat: s.Next(), At: p}
			if err := s.Apply(e); err != nil {
				panic(err)
			}
			out = append(out, e)
		}
	}
	return out
}

func resetSteps3(reached bool, refill int) []Event {
	return []Event{
		{Kind: KindResetStep, Step: StepArmy, Yes: reached},
		{Kind: KindResetStep, Step: StepRefill, Count: refill},
		{Kind: KindResetStep, Step: StepVP},
		{Kind: KindResetStep, Step: StepEmpty},
		{Kind: KindResetStep, Step: StepInvestments},
		{Kind: KindResetStep, Step: StepSupply},
		{Kind: KindResetStep, Step: StepContracts},
	}
}

// rules-facts §5.1, §5.2, §10 E6–E8: the turn that empties the 2nd furnace
// triggers the reset; the army moves 5; only the empty furnaces refill; the
// small factories are emptied; turns go on after the trigger's seat.
func TestResetPhase(t *testing.T) {
	s := mustReplay(t, settings3(t), fixedSetup())
	takeGlass(s, companion.LowerLeft)
	if s.Phase != PhaseTurns {
		t.Fatal("one empty furnace must not trigger a reset")
	}
	s.Furnaces[companion.LowerRight] = 1
	s.Factories[companion.LowerRight] = Cubes{Orange: 2} // E10
	trigger := s.Next()
	if err := s.Apply(Event{Kind: KindFurnace, Seat: trigger, At: companion.LowerRight}); err != nil {
		t.Fatal(err)
	}
	if s.Phase != PhaseReset || s.Reset.Current() != StepArmy || s.Reset.Trigger != trigger {
		t.Fatalf("phase %s step %s", s.Phase, s.Reset.Current())
	}
	if err := s.Apply(Event{Kind: KindFurnace, Seat: s.Next(), At: companion.UpperLeft}); problemID(err) != "game.problem.not_turns" {
		t.Fatalf("a turn during the reset: %v", err)
	}
	if err := s.Apply(Event{Kind: KindResetStep, Step: StepRefill, Count: 3}); problemID(err) != "game.problem.wrong_step" {
		t.Fatalf("skipping a step: %v", err)
	}
	for _, e := range resetSteps3(false, 3)[:2] {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if s.Army != 50 || s.Resets != 1 {
		t.Fatalf("army %d resets %d", s.Army, s.Resets)
	}
	want := map[companion.Position]int{companion.UpperLeft: 4, companion.UpperRight: 4, companion.LowerLeft: 3, companion.LowerRight: 3}
	if !reflect.DeepEqual(s.Furnaces, want) {
		t.Fatalf("furnaces %v", s.Furnaces)
	}
	for _, e := range resetSteps3(false, 3)[2:5] {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if s.Factories[companion.LowerRight].Total() != 0 || s.Reset.Emptied[companion.LowerRight].Orange != 2 {
		t.Fatalf("small factories not emptied: %v", s.Factories)
	}
	// Step 6 (E12): Ângela's deliveries, valid combinations only.
	for _, e := range []Event{
		{Kind: KindSupply, Seat: 0, At: companion.LowerLeft, Cubes: Cubes{Orange: 1}, Bonus: "B5"},
		{Kind: KindSupply, Seat: 0, At: companion.LowerLeft, Cubes: Cubes{Orange: 1}, Bonus: "B5"},
		{Kind: KindSupply, Seat: 0, At: companion.UpperRight, Cubes: Cubes{Black: 1}, Bonus: "B2"},
		{Kind: KindSupply, Seat: 0, At: companion.UpperRight, Cubes: Cubes{Black: 1}},
	} {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Apply(Event{Kind: KindSupply, Seat: 1, At: companion.UpperLeft, Cubes: Cubes{Orange: 2}}); problemID(err) != "game.problem.supply_combination" {
		t.Fatalf("2 orange at once is no combination: %v", err)
	}
	if err := s.Apply(Event{Kind: KindSupply, Seat: 1, At: companion.UpperLeft, Cubes: Cubes{Pink: 1}, Bonus: "B5"}); problemID(err) != "game.problem.supply_not_bonus" {
		t.Fatalf("pink for B5: %v", err)
	}
	// Bonus B4 places a worker during the supply step, without a turn.
	if err := s.Apply(Event{Kind: KindCreate, Seat: 2, Side: companion.Right, Row: companion.RowFurnace, Disk: "3a", Bonus: "B4"}); err != nil {
		t.Fatal(err)
	}
	for _, e := range resetSteps3(false, 3)[5:] {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if s.Factories[companion.LowerLeft] != (Cubes{Orange: 2}) || s.Factories[companion.UpperRight] != (Cubes{Black: 2}) {
		t.Fatalf("supplied: %v", s.Factories)
	}
	if s.Phase != PhaseTurns || s.Reset != nil || s.Next() != (trigger+1)%3 {
		t.Fatalf("after the reset: phase %s next %d", s.Phase, s.Next())
	}
	if s.Players[2].Turns != s.Players[1].Turns && trigger != 1 {
		t.Fatal("the bonus worker counted as a turn")
	}
}

// end of the game ------------------------------------------------------------

// rules-facts §5.3: after the trigger the round is finished so everyone had
// as many turns as the start player, then one more turn each, then the final
// reset phase whatever the furnaces, then scoring.
func TestEndOfGameMultiplayer(t *testing.T) {
	for triggerAfter := 0; triggerAfter < 3; triggerAfter++ {
		s := mustReplay(t, settings3(t), fixedSetup())
		// Round 1 in full, then 1, 2 or 3 turns of round 2 (the last case
		// completes the round), from one furnace so no reset comes up.
		s.Furnaces[companion.UpperLeft] = 20
		turns := 3 + triggerAfter + 1
		for i := 0; i < turns; i++ {
			if err := s.Apply(Event{Kind: KindFurnace, Seat: s.Next(), At: companion.UpperLeft}); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Apply(Event{Kind: KindEndTrigger}); err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(Event{Kind: KindEndTrigger}); problemID(err) != "game.problem.end_already" {
			t.Fatalf("second trigger: %v", err)
		}
		if s.Phase != PhaseLastTurns || s.LastTurns != 3 {
			t.Fatalf("trigger after %d: phase %s, last turns %d", turns, s.Phase, s.LastTurns)
		}
		// Everyone ends with 3 turns: 9 turns in all.
		for s.Phase == PhaseLastTurns {
			if err := s.Apply(Event{Kind: KindFurnace, Seat: s.Next(), At: companion.UpperLeft}); err != nil {
				t.Fatal(err)
			}
			turns++
		}
		if turns != 9 {
			t.Fatalf("trigger in turn %d: %d turns played, want 9", 4+triggerAfter, turns)
		}
		if s.Phase != PhaseFinalReset || !s.Reset.Final {
			t.Fatalf("phase %s", s.Phase)
		}
		for _, e := range resetSteps3(false, 2) {
			if err := s.Apply(e); err != nil {
				t.Fatal(err)
			}
		}
		if s.Phase != PhaseScoring {
			t.Fatalf("phase %s", s.Phase)
		}
		if err := s.Apply(Event{Kind: KindFinish, Text: "Ana"}); err != nil || s.Phase != PhaseOver {
			t.Fatal(err, s.Phase)
		}
		if err := s.Apply(Event{Kind: KindFurnace, Seat: s.Next(), At: companion.UpperLeft}); problemID(err) != "game.problem.game_over" {
			t.Fatalf("a turn after the end: %v", err)
		}
	}
}

// The army step's answer triggers the end; reaching 0 always does. A reset
// during the last turns runs as usual.
func TestEndTriggeredByArmy(t *testing.T) {
	s := mustReplay(t, settings3(t), fixedSetup())
	takeGlass(s, companion.LowerLeft, companion.LowerRight) // 8 turns: Ana, Bruno have 3, Carla 2
	if s.Phase != PhaseReset {
		t.Fatal("no reset")
	}
	for _, e := range resetSteps3(true, 2) {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if !s.EndTriggered || s.Phase != PhaseLastTurns || s.LastTurns != 4 {
		t.Fatalf("triggered %v phase %s last %d", s.EndTriggered, s.Phase, s.LastTurns)
	}
	if s.TurnsLeft(2) != 2 || s.TurnsLeft(0) != 1 {
		t.Fatalf("turns left: Carla %d, Ana %d", s.TurnsLeft(2), s.TurnsLeft(0))
	}
	s.Army = 5
	s.EndTriggered = false
	s.startReset(0, false)
	if err := s.Apply(Event{Kind: KindResetStep, Step: StepArmy}); err != nil || s.Army != 0 || !s.EndTriggered {
		t.Fatalf("army at 0 must trigger the end: %v %d %v", err, s.Army, s.EndTriggered)
	}
}

// undo --------------------------------------------------------------------

// aGame exercises every event kind of the multiplayer core.
func aGame(t testing.TB) (Settings, []Event) {
	st := settings3(t)
	s := mustReplay(t, st, nil)
	var ev []Event
	do := func(e Event) {
		t.Helper()
		if err := s.Apply(e); err != nil {
			t.Fatalf("%+v: %v", e, err)
		}
		ev = append(ev, e)
	}
	for _, e := range fixedSetup() {
		do(e)
	}
	do(Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "3b"})
	do(Event{Kind: KindNearestIcon, Disk: "4b"})
	do(Event{Kind: KindReinforce, Seat: 1, Side: companion.Left, Row: companion.RowFurnace, Index: 1, Disk: "gate-10"})
	for s.Phase == PhaseTurns {
		at := companion.LowerLeft
		if s.Furnaces[at] == 0 {
			at = companion.LowerRight
		}
		do(Event{Kind: KindFurnace, Seat: s.Next(), At: at})
	}
	for _, e := range resetSteps3(false, 3)[:5] {
		do(e)
	}
	do(Event{Kind: KindSupply, Seat: 0, At: companion.UpperLeft, Cubes: Cubes{Black: 1, Pink: 1, Orange: 1}, Bonus: "B3"})
	do(Event{Kind: KindSupply, Seat: 1, At: companion.UpperLeft, Cubes: Cubes{Black: 1}})
	do(Event{Kind: KindNotShown, At: companion.LowerRight, Bonus: "B6"})
	do(Event{Kind: KindReinforce, Seat: 2, Side: companion.Left, Row: companion.RowFurnace, Index: 3, Disk: "2a", Bonus: "B4"})
	for _, e := range resetSteps3(false, 3)[5:] {
		do(e)
	}
	do(Event{Kind: KindFactory, Seat: s.Next(), At: companion.UpperLeft, Cubes: Cubes{Black: 1}})
	do(Event{Kind: KindResetStart, Furnaces: []companion.Position{companion.UpperLeft, companion.UpperRight}})
	for _, e := range resetSteps3(false, 2) {
		do(e)
	}
	do(Event{Kind: KindFurnace, Seat: s.Next(), At: companion.LowerLeft})
	do(Event{Kind: KindEndTrigger})
	for s.Phase == PhaseLastTurns {
		at := companion.LowerLeft
		for _, p := range companion.Positions {
			if s.Furnaces[p] > s.Furnaces[at] {
				at = p
			}
		}
		do(Event{Kind: KindFurnace, Seat: s.Next(), At: at})
	}
	for _, e := range resetSteps3(false, 2) {
		do(e)
	}
	do(Event{Kind: KindFinish, Text: "Carla"})
	return st, ev
}

// Undo after every kind of event restores the exact previous state: the
// state after k events, kept aside while playing, equals the replay of the
// first k events.
func TestUndoRestoresExactState(t *testing.T) {
	st, ev := aGame(t)
	kindsSeen := map[Kind]bool{}
	s := mustReplay(t, st, nil)
	snapshots := []*State{s.Clone()}
	for _, e := range ev {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
		kindsSeen[e.Kind] = true
		snapshots = append(snapshots, s.Clone())
	}
	for k := range kinds {
		if !kindsSeen[k] && !soloKinds[k] { // solo kinds: solo_test.go
			t.Errorf("the sample game never records %q", k)
		}
	}
	for k := len(ev); k >= 0; k-- {
		got := mustReplay(t, st, ev[:k])
		if !reflect.DeepEqual(got, snapshots[k]) {
			t.Fatalf("undo back to %d events (%s): state differs", k, ev[max(k-1, 0)].Kind)
		}
	}
	if Undoable(ev) != len(ev)-4 {
		t.Fatalf("Undoable = %d of %d (4 setup draws)", Undoable(ev), len(ev))
	}
}

func TestReplayReportsBadEvent(t *testing.T) {
	ev := append(fixedSetup(), Event{Kind: KindFurnace, Seat: 2, At: companion.UpperLeft})
	_, err := Replay(settings3(t), ev)
	var re *ReplayError
	if !errors.As(err, &re) || re.Index != 8 || problemID(err) != "game.problem.not_your_turn" {
		t.Fatalf("%v", err)
	}
}

func TestSummary(t *testing.T) {
	s := mustReplay(t, settings3(t), fixedSetup())
	sum := s.Summarize()
	if sum.Mode != Multiplayer || sum.Army != 55 || sum.Next != "Ana" || sum.Phase != PhaseTurns || len(sum.Players) != 3 {
		t.Fatalf("%+v", sum)
	}
	if sum.Players[0].Workers != 1 || sum.Players[0].Abilities[0] != "2a" || sum.Players[2].Gates[0] != 5 {
		t.Fatalf("%+v", sum.Players)
	}
	if sum.SmallFactories[companion.UpperLeft] != 0 || len(sum.Professions) != 3 {
		t.Fatalf("%+v", sum)
	}
	if m := s.Masters(0); m[companion.RowFurnace] != 1 {
		t.Fatalf("masters %v", m)
	}
}

// rules-facts §5.3 for every table size and every moment of the trigger:
// after the last turns every player has had the same number of turns, one
// more than the start player had when the end was triggered.
func TestLastTurnsEqualForEveryone(t *testing.T) {
	for n := 2; n <= 4; n++ {
		for trigger := n; trigger <= 3*n; trigger++ {
			names := []string{"A", "B", "C", "D"}[:n]
			st, _ := NewSettings(names, nil, uint64(trigger))
			s := mustReplay(t, st, SetupDraws(st))
			s.Furnaces[companion.UpperLeft] = 20
			for i := 0; i < trigger; i++ {
				if err := s.Apply(Event{Kind: KindFurnace, Seat: s.Next(), At: companion.UpperLeft}); err != nil {
					t.Fatal(err)
				}
			}
			startTurns := s.Players[s.StartSeat].Turns
			if err := s.Apply(Event{Kind: KindEndTrigger}); err != nil {
				t.Fatal(err)
			}
			for s.Phase == PhaseLastTurns {
				if err := s.Apply(Event{Kind: KindFurnace, Seat: s.Next(), At: companion.UpperLeft}); err != nil {
					t.Fatal(err)
				}
			}
			for i := range s.Players {
				if s.Players[i].Turns != startTurns+1 {
					t.Fatalf("%d players, trigger after %d turns: %s had %d turns, want %d", n, trigger, names[i], s.Players[i].Turns, startTurns+1)
				}
			}
			if s.Phase != PhaseFinalReset {
				t.Fatalf("phase %s", s.Phase)
			}
		}
	}
}

// The end met during the turn that also empties the second furnace is
// recorded before the army moves; the reset phase then leads to the last
// turns.
func TestEndTriggeredInTheTurnThatStartsAReset(t *testing.T) {
	s := mustReplay(t, settings3(t), fixedSetup())
	takeGlass(s, companion.LowerLeft, companion.LowerRight)
	if err := s.Apply(Event{Kind: KindEndTrigger}); err != nil {
		t.Fatal(err)
	}
	if s.Phase != PhaseReset || !s.EndTriggered {
		t.Fatalf("phase %s", s.Phase)
	}
	if err := s.Apply(Event{Kind: KindResetStep, Step: StepArmy}); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(Event{Kind: KindEndTrigger}); problemID(err) != "game.problem.end_already" {
		t.Fatalf("%v", err)
	}
	s.EndTriggered = false
	if err := s.Apply(Event{Kind: KindEndTrigger}); problemID(err) != "game.problem.end_in_reset" {
		t.Fatalf("after the army moved: %v", err)
	}
	s.EndTriggered = true
	for _, e := range resetSteps3(false, 2)[1:] {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if s.Phase != PhaseLastTurns {
		t.Fatalf("phase %s", s.Phase)
	}
}
