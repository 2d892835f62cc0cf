package game

import (
	"os"
	"reflect"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
)

// The made-up test deck of package automa (its header says so).
func testTranscription(t testing.TB) *automa.Transcription {
	t.Helper()
	buf, err := os.ReadFile("../automa/testdata/test-deck.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := automa.Parse(buf)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func soloSettings(t testing.TB, deck string, seed uint64) Settings {
	t.Helper()
	st, err := NewSettings([]string{"Eva"}, []string{"teal"}, seed)
	if err != nil {
		t.Fatal(err)
	}
	st.Solo.Difficulty = "normal"
	st.Solo.Deck = deck
	if deck == DeckDigital {
		st.Solo.Automa = testTranscription(t)
	}
	if err := st.Solo.CheckSolo(); err != nil {
		t.Fatal(err)
	}
	return st
}

// soloSetup: Eva starts on the left; the Automa's starting profession goes
// right (rules-facts §8.2 step 5).
func soloSetup() []Event {
	return []Event{
		{Kind: KindStartPlayer, Seat: 0},
		{Kind: KindStartingProfession, Seat: 0, Side: companion.Left},
		{Kind: KindAutomaStart, Seat: Automa, Side: companion.Right},
		{Kind: KindStartingDisk, Seat: 0, Disk: "2a"},
	}
}

func physical(c automa.Card) Event {
	if c.ID == "" {
		c.ID = "flipped"
	}
	return Event{Kind: KindAutomaTurn, Seat: Automa, Text: automa.FormatCard(c)}
}

func TestSoloSetup(t *testing.T) {
	st := soloSettings(t, DeckDigital, 3)
	s := mustReplay(t, st, nil)
	all := SetupDraws(st)
	// The Automa's starting profession is one of the setup draws, the last:
	// taken before the unused starting cards go back to the box (§8.2).
	draws := all[len(all)-1:]
	for _, e := range all {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	if draws[0].Kind != KindAutomaStart || draws[0].Side != s.Players[0].StartSide.Opposite() {
		t.Fatalf("Automa setup %+v for a player on %s", draws, s.Players[0].StartSide)
	}
	side := draws[0].Side
	if pr := s.Professions[side][companion.RowFurnace]; len(pr) != 1 || pr[0].Master != Automa || !pr[0].Starting {
		t.Fatalf("Automa starting profession: %+v", pr)
	}
	if !reflect.DeepEqual(s.Order, []int{0, Automa}) || s.Next() != 0 || s.Solo.Disks != 1 {
		t.Fatalf("order %v next %d disks %d", s.Order, s.Next(), s.Solo.Disks)
	}
	if err := s.Apply(draws[0]); problemID(err) != "game.problem.setup_done" {
		t.Fatalf("second Automa setup: %v", err)
	}
	sum := *s.Summarize().Automa
	want := AutomaSummary{Workers: 1, DeckLeft: 10, Bag: map[string]int{"orange": 7, "pink": 7, "black": 7}, Difficulty: "normal", FinalResetAt: 25, Deck: DeckDigital}
	if !reflect.DeepEqual(sum, want) {
		t.Fatalf("summary %+v", sum)
	}
	for _, f := range s.Furnaces {
		if f != 3 {
			t.Fatalf("solo furnaces %v", s.Furnaces)
		}
	}
}

func TestPhysicalTurnNamesTheCard(t *testing.T) {
	s := mustReplay(t, soloSettings(t, DeckPhysical, 1), soloSetup())
	if err := s.Apply(Event{Kind: KindFurnace, Seat: 0, At: companion.LowerLeft}); err != nil {
		t.Fatal(err)
	}
	e := s.PhysicalTurn(automa.Card{Action: automa.ActProfession, Slot: 6})
	if err := s.Apply(e); err != nil || s.Solo.Last.ID != "#1" || s.Solo.Last.Slot != 6 {
		t.Fatalf("%v %+v", err, s.Solo.Last)
	}
	if err := s.Apply(Event{Kind: KindFurnace, Seat: 0, At: companion.LowerLeft}); err != nil {
		t.Fatal(err)
	}
	bad := Event{Kind: KindAutomaTurn, Seat: Automa, Text: "{id: x, action: profession, slot: 9}"}
	if err := s.Apply(bad); problemID(err) != "solo.problem.slot" {
		t.Fatalf("slot 9: %v", err)
	}
}

func TestSoloSettingsCheck(t *testing.T) {
	cases := []struct {
		so SoloSettings
		id string
	}{
		{SoloSettings{Difficulty: "brutal", Deck: DeckPhysical}, "solo.problem.difficulty"},
		{SoloSettings{Difficulty: "easy", Deck: "paper"}, "solo.problem.deck_mode"},
		{SoloSettings{Difficulty: "easy", Deck: DeckDigital}, "solo.problem.no_transcription"},
		{SoloSettings{Difficulty: "hard", Deck: DeckPhysical, Opponent: []string{"O9"}}, "solo.problem.opponent_effect"},
		{SoloSettings{Difficulty: "hard", Deck: DeckPhysical, Opponent: []string{"O4"}, Blocked: "9z"}, "problem.unknown_ability"},
		{SoloSettings{Difficulty: "hard", Deck: DeckPhysical, Opponent: []string{"O4", "O6"}, Blocked: "2b"}, ""},
	}
	for _, c := range cases {
		if got := problemID(c.so.CheckSolo()); got != c.id {
			t.Errorf("%+v: %q, want %q", c.so, got, c.id)
		}
	}
}

// The Automa's card is the deck's next one; another id is refused and the
// state is left alone.
func TestAutomaTurnDigital(t *testing.T) {
	st := soloSettings(t, DeckDigital, 11)
	s := mustReplay(t, st, soloSetup())
	if err := s.Apply(Event{Kind: KindFurnace, Seat: 0, At: companion.LowerLeft}); err != nil {
		t.Fatal(err)
	}
	next, reshuffled, ok := s.NextAutomaCard()
	if !ok || reshuffled {
		t.Fatalf("next card %v %v", ok, reshuffled)
	}
	before := s.Clone()
	wrong := "T1"
	if next.ID == wrong {
		wrong = "T2"
	}
	if err := s.Apply(Event{Kind: KindAutomaTurn, Seat: Automa, Card: wrong}); problemID(err) != "solo.problem.not_next_card" {
		t.Fatalf("wrong card: %v", err)
	}
	if !reflect.DeepEqual(s, before) {
		t.Fatal("a refused Automa turn changed the state")
	}
	if err := s.Apply(Event{Kind: KindAutomaTurn, Seat: Automa, Card: next.ID}); err != nil {
		t.Fatal(err)
	}
	if s.Solo.Last == nil || s.Solo.Last.ID != next.ID || s.Solo.DeckDraws != 1 || s.Next() != 0 || s.Solo.AutomaTurns != 1 {
		t.Fatalf("after the Automa's turn: %+v next %d", s.Solo, s.Next())
	}
	if err := s.Apply(Event{Kind: KindAutomaTurn, Seat: Automa, Card: next.ID}); problemID(err) != "game.problem.not_your_turn" {
		t.Fatalf("two Automa turns in a row: %v", err)
	}
}

// rules-facts §8.5 on the tracked board: each card type changes the state
// as its resolution says.
func TestAutomaTurnEffects(t *testing.T) {
	st := soloSettings(t, DeckPhysical, 1)
	base := mustReplay(t, st, soloSetup())
	base.Furnaces[companion.UpperLeft] = 0
	base.Factories[companion.UpperRight] = Cubes{Orange: 2, Pink: 1}
	if err := base.Apply(Event{Kind: KindFurnace, Seat: 0, At: companion.LowerLeft}); err != nil {
		t.Fatal(err)
	}
	run := func(e Event) (*State, error) {
		s := base.Clone()
		return s, s.Apply(e)
	}
	// furnace: UL empty, clockwise → UR loses a cube
	s, err := run(physical(automa.Card{Action: automa.ActFurnace, At: companion.UpperLeft, Arrow: companion.Clockwise}))
	if err != nil || s.Furnaces[companion.UpperRight] != 2 || s.Solo.Last.ID != "flipped" {
		t.Fatalf("furnace: %v %v", err, s.Furnaces)
	}
	// profession slot 2 (red, left): the left side has the player's
	// starting profession in the furnace row, so it joins it there.
	s, err = run(physical(automa.Card{Action: automa.ActProfession, Slot: 2}))
	if err != nil || len(s.Professions[companion.Left][companion.RowFurnace]) != 2 || s.Solo.Disks != 2 {
		t.Fatalf("profession: %v %+v disks %d", err, s.Professions[companion.Left], s.Solo.Disks)
	}
	// small factory: the table says the highest visible number (2) and
	// which 2 of the 3 cubes leave.
	sf := physical(automa.Card{Action: automa.ActSmallFactory, At: companion.UpperRight, Arrow: companion.Clockwise})
	sf.Count = 2
	if _, err := run(sf); problemID(err) != "solo.problem.choose_cubes" {
		t.Fatalf("no colours chosen: %v", err)
	}
	sf.Cubes = Cubes{Pink: 2}
	if _, err := run(sf); problemID(err) != "solo.problem.cubes_not_there" {
		t.Fatalf("2 pink of 1: %v", err)
	}
	sf.Cubes = Cubes{Orange: 1, Pink: 1}
	s, err = run(sf)
	if err != nil || s.Factories[companion.UpperRight] != (Cubes{Orange: 1}) {
		t.Fatalf("small factory: %v %v", err, s.Factories)
	}
	// every small factory empty and no diagram: the table names the furnace
	base.Factories[companion.UpperRight] = Cubes{}
	sf = physical(automa.Card{Action: automa.ActSmallFactory, At: companion.UpperRight, Arrow: companion.Clockwise})
	if _, err := run(sf); problemID(err) != "solo.problem.fallback_needed" {
		t.Fatalf("no fallback: %v", err)
	}
	sf.Effect = companion.UpperLeft
	if _, err := run(sf); problemID(err) != "game.problem.furnace_empty" {
		t.Fatalf("fallback to an empty furnace: %v", err)
	}
	sf.Effect = companion.LowerRight
	s, err = run(sf)
	if err != nil || s.Furnaces[companion.LowerRight] != 2 {
		t.Fatalf("fallback: %v %v", err, s.Furnaces)
	}
	// with a diagram on the card, no answer is needed (or accepted)
	withDiagram := automa.Card{Action: automa.ActSmallFactory, At: companion.UpperRight, Arrow: companion.Clockwise, Fallback: &automa.Diagram{At: companion.UpperLeft, Arrow: companion.Counterclockwise}}
	s, err = run(physical(withDiagram))
	if err != nil || s.Furnaces[companion.LowerLeft] != 1 {
		t.Fatalf("diagram UL ccw, UL empty → LL: %v %v", err, s.Furnaces)
	}
	e := physical(withDiagram)
	e.Effect = companion.LowerRight
	if _, err := run(e); problemID(err) != "solo.problem.effect_not_needed" {
		t.Fatalf("answer for a card with a diagram: %v", err)
	}
}

// rules-facts §8.4: the player may not get more than 3 workers ahead.
func TestSoloWorkerLimit(t *testing.T) {
	s := mustReplay(t, soloSettings(t, DeckPhysical, 1), soloSetup())
	// Eva has 1 worker, the Automa 1: she may reach 4.
	disks := []string{"5a", "5b", "5c"}
	for i, d := range disks {
		if err := s.Apply(Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: d}); err != nil {
			t.Fatalf("worker %d: %v", i+2, err)
		}
		if err := s.Apply(physical(automa.Card{Action: automa.ActFurnace, At: companion.LowerRight, Arrow: companion.Clockwise})); err != nil {
			t.Fatal(err)
		}
	}
	before := s.Clone()
	err := s.Apply(Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "2b"})
	if problemID(err) != "solo.problem.worker_limit" {
		t.Fatalf("5th worker against 1: %v", err)
	}
	if !reflect.DeepEqual(s, before) {
		t.Fatal("the refused worker changed the state")
	}
	// once the Automa has a second worker, the fifth is allowed
	if err := s.Apply(Event{Kind: KindFurnace, Seat: 0, At: companion.UpperLeft}); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(physical(automa.Card{Action: automa.ActProfession, Slot: 5})); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "2b"}); err != nil {
		t.Fatalf("5th worker against 2: %v", err)
	}
}

// walkReset records the reset steps with a refill of 3 and, for the
// Automa's supply step, the first candidate apprentice space.
func walkReset(t testing.TB, s *State, do func(Event)) {
	t.Helper()
	for s.Reset != nil {
		e := Event{Kind: KindResetStep, Step: s.Reset.Current()}
		switch e.Step {
		case StepRefill:
			e.Count = 3
		case StepAutomaSupply:
			if _, r, ok := s.AutomaSupplyPreview(); ok && r.Apprentice && len(r.Candidates) > 0 {
				b := s.AutomaBoard()
				pr := b.Professions[r.Candidates[0]]
				e.Side, e.Row = pr.Side, pr.Row
				e.Index = indexOf(s, pr)
			}
		}
		do(e)
	}
}

func indexOf(s *State, pr automa.Profession) int {
	for i := range s.Professions[pr.Side][pr.Row] {
		if ProfessionLabel(pr.Side, pr.Row, i+1) == pr.Label {
			return i + 1
		}
	}
	return 0
}

// playSolo plays a digital solo game: Eva takes glass from the fullest
// furnace, the Automa draws from the deck, every reset is walked, until the
// game reaches scoring or maxTurns.
func playSolo(t testing.TB, seed uint64, maxTurns int) (Settings, []Event, *State) {
	t.Helper()
	st := soloSettings(t, DeckDigital, seed)
	s := mustReplay(t, st, nil)
	var ev []Event
	do := func(e Event) {
		t.Helper()
		if err := s.Apply(e); err != nil {
			t.Fatalf("event %d %+v: %v", len(ev)+1, e, err)
		}
		ev = append(ev, e)
	}
	for _, e := range soloSetup() {
		do(e)
	}
	for turns := 0; turns < maxTurns && s.InTurns(); turns++ {
		if s.Next() == Automa {
			c, _, _ := s.NextAutomaCard()
			e := Event{Kind: KindAutomaTurn, Seat: Automa, Card: c.ID}
			tr, err := s.ResolveAutomaTurn(e)
			if err != nil {
				t.Fatal(err)
			}
			if r := tr.SmallFactory; r != nil && r.Found && r.Colours == nil {
				e.Cubes = pickCubes(s.Factories[r.Factory], r.Remove)
			}
			if r := tr.SmallFactory; r != nil && r.NeedFallback {
				for _, p := range companion.Positions {
					if s.Furnaces[p] > 0 {
						e.Effect = p
						break
					}
				}
			}
			do(e)
		} else {
			best := companion.UpperLeft
			for _, p := range companion.Positions {
				if s.Furnaces[p] > s.Furnaces[best] {
					best = p
				}
			}
			do(Event{Kind: KindFurnace, Seat: 0, At: best})
		}
		walkReset(t, s, do)
	}
	return st, ev, s
}

func pickCubes(have Cubes, n int) Cubes {
	var out Cubes
	for ; n > 0; n-- {
		switch {
		case have.Orange > out.Orange:
			out.Orange++
		case have.Pink > out.Pink:
			out.Pink++
		default:
			out.Black++
		}
	}
	return out
}

// Undo restores the deck, its reshuffles and the bag exactly: the state
// after every event equals the replay of the events up to it.
func TestSoloUndoAcrossReshuffle(t *testing.T) {
	st, ev, end := playSolo(t, 2026, 200)
	if end.Solo.DeckDraws <= 10 {
		t.Fatalf("the game drew only %d cards: no reshuffle to undo", end.Solo.DeckDraws)
	}
	if end.Solo.BagDraws == 0 {
		t.Fatal("the Automa never supplied")
	}
	s := mustReplay(t, st, nil)
	snapshots := []*State{s.Clone()}
	for _, e := range ev {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
		snapshots = append(snapshots, s.Clone())
	}
	crossed := false
	for k := len(ev); k >= 0; k-- {
		got := mustReplay(t, st, ev[:k])
		if !reflect.DeepEqual(got, snapshots[k]) {
			t.Fatalf("undo back to %d events: state differs", k)
		}
		if k > 0 && got.Solo.DeckDraws == 11 && snapshots[k-1].Solo.DeckDraws == 10 {
			crossed = true
			if got.Solo.Deck().Reshuffles() != 1 || snapshots[k-1].Solo.Deck().Reshuffles() != 0 {
				t.Fatal("the 11th card did not reshuffle, or undo kept the reshuffle")
			}
			if snapshots[k-1].Solo.Deck().Left() != 0 || got.Solo.Deck().Left() != 9 {
				t.Fatal("deck counts around the reshuffle")
			}
		}
	}
	if !crossed {
		t.Fatal("no undo step crossed the reshuffle")
	}
}

// A whole digital solo game reaches the final reset at the difficulty's
// space and then scoring, with the player taking the last turn.
func TestSoloGameToTheEnd(t *testing.T) {
	_, ev, s := playSolo(t, 7, 2000)
	if s.Phase != PhaseScoring {
		t.Fatalf("phase %s after %d events", s.Phase, len(ev))
	}
	if s.Army != 25 || s.Resets != 6 {
		t.Fatalf("normal: final reset at 25 after 6 resets, got army %d resets %d", s.Army, s.Resets)
	}
	last := ev[len(ev)-1]
	if last.Kind != KindFurnace || last.Seat != 0 {
		t.Fatalf("the last turn was %+v; the player always has it", last)
	}
}

// rules-facts §8.7: after the final reset phase, the player alone when the
// Automa triggered it; the Automa and then the player when the player did.
func TestSoloEndSequences(t *testing.T) {
	setupAt30 := func(t *testing.T) *State {
		s := mustReplay(t, soloSettings(t, DeckPhysical, 1), soloSetup())
		s.Army = 30 // the next reset moves it to 25, normal's space
		s.Furnaces = map[companion.Position]int{companion.UpperLeft: 0, companion.UpperRight: 3, companion.LowerLeft: 3, companion.LowerRight: 1}
		return s
	}
	apply := func(t *testing.T, s *State, e Event) {
		t.Helper()
		if err := s.Apply(e); err != nil {
			t.Fatalf("%+v: %v", e, err)
		}
	}
	furnaceCard := physical(automa.Card{Action: automa.ActFurnace, At: companion.LowerRight, Arrow: companion.Clockwise})

	t.Run("player triggers", func(t *testing.T) {
		s := setupAt30(t)
		apply(t, s, Event{Kind: KindFurnace, Seat: 0, At: companion.LowerRight})
		if s.Reset == nil || !s.SoloFinalReset() {
			t.Fatal("the reset that reaches 25 must be known as the final one")
		}
		walkReset(t, s, func(e Event) { apply(t, s, e) })
		if s.Phase != PhaseLastTurns || s.Next() != Automa || !s.EndTriggered {
			t.Fatalf("phase %s next %d", s.Phase, s.Next())
		}
		apply(t, s, furnaceCard)
		if s.Phase != PhaseLastTurns || s.Next() != 0 {
			t.Fatalf("after the Automa's last turn: phase %s next %d", s.Phase, s.Next())
		}
		apply(t, s, Event{Kind: KindFurnace, Seat: 0, At: companion.UpperRight})
		if s.Phase != PhaseScoring || s.Reset != nil {
			t.Fatalf("after the player's last turn: phase %s", s.Phase)
		}
	})
	t.Run("Automa triggers", func(t *testing.T) {
		s := setupAt30(t)
		apply(t, s, Event{Kind: KindFurnace, Seat: 0, At: companion.UpperRight})
		apply(t, s, furnaceCard) // takes the last cube of the lower-right furnace
		if s.Reset == nil || s.Reset.Trigger != Automa {
			t.Fatalf("the Automa's turn must trigger the reset: %+v", s.Reset)
		}
		// Due, before the army moves, it is already the final one (§8.7).
		if !s.FinalResetUnderWay() {
			t.Error("the reset the Automa triggered at 30 must be said to be the final one")
		}
		walkReset(t, s, func(e Event) { apply(t, s, e) })
		if s.Phase != PhaseLastTurns || s.Next() != 0 {
			t.Fatalf("phase %s next %d", s.Phase, s.Next())
		}
		apply(t, s, Event{Kind: KindFurnace, Seat: 0, At: companion.UpperRight})
		if s.Phase != PhaseScoring {
			t.Fatalf("after the player's last turn: phase %s", s.Phase)
		}
	})
	t.Run("an earlier reset is not final", func(t *testing.T) {
		s := setupAt30(t)
		s.Army = 35
		apply(t, s, Event{Kind: KindFurnace, Seat: 0, At: companion.LowerRight})
		if s.SoloFinalReset() {
			t.Fatal("35 → 30 is not final on normal")
		}
		walkReset(t, s, func(e Event) { apply(t, s, e) })
		if s.Phase != PhaseTurns || s.EndTriggered || s.Next() != Automa {
			t.Fatalf("phase %s next %d", s.Phase, s.Next())
		}
	})
}

// rules-facts §8.6: the Automa supplies before the player, from the last
// card's lower section, with cubes from its bag; the disk symbol places its
// next worker as an apprentice on one of the player's masters.
func TestAutomaSupplyStep(t *testing.T) {
	s := mustReplay(t, soloSettings(t, DeckPhysical, 5), soloSetup())
	s.Furnaces = map[companion.Position]int{companion.UpperLeft: 0, companion.UpperRight: 3, companion.LowerLeft: 3, companion.LowerRight: 1}
	if err := s.Apply(Event{Kind: KindFurnace, Seat: 0, At: companion.UpperRight}); err != nil {
		t.Fatal(err)
	}
	card := automa.Card{Action: automa.ActFurnace, At: companion.LowerRight, Arrow: companion.Clockwise,
		Supply: automa.Supply{Cubes: 3, Start: companion.LowerLeft, Arrow: companion.Clockwise, Apprentice: true}}
	if err := s.Apply(physical(card)); err != nil {
		t.Fatal(err)
	}
	i := 0
	for ; s.Reset.Steps[i] != StepSupply; i++ {
	}
	if s.Reset.Steps[i-1] != StepAutomaSupply {
		t.Fatalf("steps %v: the Automa's supply must come right before the player's", s.Reset.Steps)
	}
	for s.Reset.Current() != StepAutomaSupply {
		e := Event{Kind: KindResetStep, Step: s.Reset.Current(), Count: 3}
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	_, preview, _ := s.AutomaSupplyPreview()
	if len(preview.Candidates) != 1 {
		t.Fatalf("Eva's starting master is the only candidate: %+v", preview)
	}
	if err := s.Apply(Event{Kind: KindResetStep, Step: StepAutomaSupply, Index: -1}); problemID(err) != "solo.problem.apprentice_needed" {
		t.Fatalf("no apprentice named: %v", err)
	}
	// Index 0: the table says no candidate has a free apprentice space
	// (single-space cards are printed so, rules-facts §13): the disk stays.
	none := s.Clone()
	if err := none.Apply(Event{Kind: KindResetStep, Step: StepAutomaSupply}); err != nil || none.Solo.Disks != s.Solo.Disks {
		t.Fatalf("no free space: %v, Automa workers %d → %d", err, s.Solo.Disks, none.Solo.Disks)
	}
	if err := s.Apply(Event{Kind: KindResetStep, Step: StepAutomaSupply, Side: companion.Right, Row: companion.RowFurnace, Index: 1}); problemID(err) != "solo.problem.apprentice_not_free" {
		t.Fatalf("the Automa's own master: %v", err)
	}
	if err := s.Apply(Event{Kind: KindResetStep, Step: StepAutomaSupply, Side: companion.Left, Row: companion.RowFurnace, Index: 1}); err != nil {
		t.Fatal(err)
	}
	placed := map[companion.Position]int{}
	for p, c := range s.Factories {
		placed[p] = c.Total()
	}
	if !reflect.DeepEqual(placed, map[companion.Position]int{companion.LowerLeft: 1, companion.UpperLeft: 1, companion.UpperRight: 1, companion.LowerRight: 0}) {
		t.Fatalf("placed %v", placed)
	}
	for k, pl := range preview.Placements {
		if s.Factories[pl.Factory] != cubesOfColour(pl.Colour) {
			t.Errorf("placement %d: %v, preview said %s", k, s.Factories[pl.Factory], pl.Colour)
		}
	}
	pr := s.Professions[companion.Left][companion.RowFurnace][0]
	if !pr.HasApprentice || pr.Apprentice != Automa || s.Solo.Disks != 2 || s.Solo.BagDraws != 3 {
		t.Fatalf("apprentice %+v disks %d bag draws %d", pr, s.Solo.Disks, s.Solo.BagDraws)
	}
	if got := s.Summarize().Automa.Bag; got["orange"]+got["pink"]+got["black"] != 18 {
		t.Fatalf("bag %v", got)
	}
}

// rules-facts §8.9 O4: the blocked ability cannot be taken.
func TestOpponentBlockedAbility(t *testing.T) {
	st := soloSettings(t, DeckPhysical, 1)
	st.Solo.Opponent = []string{"O4"}
	st.Solo.Blocked = "5a"
	s := mustReplay(t, st, soloSetup())
	if err := s.Apply(Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "5a"}); problemID(err) != "game.problem.disk_blocked" {
		t.Fatalf("blocked 5a: %v", err)
	}
	if got := FinalResetAtOf(st); got != 25 {
		t.Fatalf("normal: %d", got)
	}
	st.Solo.Opponent = []string{"O6"}
	st.Solo.Difficulty = "easy"
	if got := FinalResetAtOf(st); got != 25 {
		t.Fatalf("easy with O6: %d, want 25", got)
	}
}

// A reset phase started by hand in solo counts as triggered by whoever
// acted last (here the Automa): the player alone takes the last turn.
func TestSoloManualFinalReset(t *testing.T) {
	s := mustReplay(t, soloSettings(t, DeckPhysical, 1), soloSetup())
	s.Army = 30
	for _, e := range []Event{
		{Kind: KindFurnace, Seat: 0, At: companion.UpperRight},
		physical(automa.Card{Action: automa.ActFurnace, At: companion.LowerRight, Arrow: companion.Clockwise}),
		{Kind: KindResetStart, Furnaces: []companion.Position{companion.LowerLeft, companion.LowerRight}},
	} {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	walkReset(t, s, func(e Event) {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
	})
	if s.Phase != PhaseLastTurns || s.Next() != 0 || s.Solo.LastLeft != 1 {
		t.Fatalf("phase %s next %d last %d", s.Phase, s.Next(), s.Solo.LastLeft)
	}
}

// DE says it outright (rules-facts §8.3): in solo a score marker meeting the
// army does not end the game.
func TestSoloRefusesEndTrigger(t *testing.T) {
	s := mustReplay(t, soloSettings(t, DeckPhysical, 1), soloSetup())
	before := s.Clone()
	if err := s.Apply(Event{Kind: KindEndTrigger, Seat: 0}); problemID(err) != "solo.problem.no_end_trigger" {
		t.Fatalf("end trigger in solo: %v", err)
	}
	if !reflect.DeepEqual(s, before) {
		t.Fatal("the refused trigger changed the state")
	}
}
