package play

import (
	"slices"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
)

// Undo at the table takes back the last entry the table made: a reset
// step with nothing to do (no one has 2a, the small factories are already
// empty) is recorded without a question, so it goes back with the entry
// before it; taken back alone it would be recorded again at once.
func TestTakeBackGoesPastStepsThatAskNothing(t *testing.T) {
	st := settings(t, []string{"Ana", "Bo"}, nil, 5)
	events := []game.Event{
		{Kind: game.KindStartPlayer, Seat: 0},
		{Kind: game.KindStartingProfession, Seat: 0, Side: companion.Left},
		{Kind: game.KindStartingProfession, Seat: 1, Side: companion.Right},
		{Kind: game.KindStartingDisk, Seat: 0, Disk: "5a"},
		{Kind: game.KindStartingDisk, Seat: 1, Disk: "gate-5"},
	}
	s, err := game.Replay(st, events)
	if err != nil {
		t.Fatal(err)
	}
	for s.Reset == nil { // glass from the lower furnaces until a reset phase is due
		at := companion.LowerLeft
		if s.Furnaces[at] == 0 {
			at = companion.LowerRight
		}
		e := glass(s.Next(), at)
		mustApply(t, s, e)
		events = append(events, e)
	}
	step := func(given map[string]string) {
		r := walkGame(t, s, Known{}, ResetStep, given).done(t)
		s, events = r.Table.State, append(events, r.Table.Events...)
	}
	step(map[string]string{"reset.army": "no"})
	if back, _, err := TakeBack(st, events, Known{}); err != nil || back != 1 {
		t.Errorf("after the army's step: take back %d (%v), want 1", back, err)
	}
	step(map[string]string{"reset.refill": "4", "reset.remember": "no"})
	step(nil) // 2a: nobody has it
	step(nil) // the small factories are empty
	if s.Reset == nil || s.Reset.Current() != game.StepInvestments {
		t.Fatalf("the reset phase is not at the investments: %+v", s.Reset)
	}
	back, before, err := TakeBack(st, events, Known{})
	if err != nil || back != 3 {
		t.Fatalf("take back %d (%v), want the refill with the two steps after it", back, err)
	}
	if before.Reset == nil || before.Reset.Current() != game.StepRefill {
		t.Errorf("before them the game stands at %+v, want the refill", before.Reset)
	}
}

// A refill read from the transcription is recorded without a question
// (the driver answers it from the transcription): undo goes past it, and
// past the steps after it that ask nothing, to the army answer the table
// gave (play test pt1 #3; README "Turns"). Taken back alone it came
// straight back and the army answer could not be reached.
func TestTakeBackGoesPastATranscribedRefill(t *testing.T) {
	st := settings(t, []string{"Ana", "Bo"}, nil, 5)
	events := []game.Event{
		{Kind: game.KindStartPlayer, Seat: 0},
		{Kind: game.KindStartingProfession, Seat: 0, Side: companion.Left},
		{Kind: game.KindStartingProfession, Seat: 1, Side: companion.Right},
		{Kind: game.KindStartingDisk, Seat: 0, Disk: "5a"},
		{Kind: game.KindStartingDisk, Seat: 1, Disk: "gate-5"},
	}
	s, err := game.Replay(st, events)
	if err != nil {
		t.Fatal(err)
	}
	for s.Reset == nil {
		at := companion.LowerLeft
		if s.Furnaces[at] == 0 {
			at = companion.LowerRight
		}
		e := glass(s.Next(), at)
		mustApply(t, s, e)
		events = append(events, e)
	}
	known := Known{Refills: &components.Refills{Spaces: map[int]map[int]int{50: {2: 3}}}}
	step := func(given map[string]string) {
		r := walkGame(t, s, known, ResetStep, given).done(t)
		s, events = r.Table.State, append(events, r.Table.Events...)
	}
	step(map[string]string{"reset.army": "no"})
	step(nil) // the refill: 3 from the transcription, no question
	if s.Furnaces[companion.LowerLeft] != 3 {
		t.Fatalf("the transcribed refill was not used: %v", s.Furnaces)
	}
	back, before, err := TakeBack(st, events, known)
	if err != nil || back != 2 {
		t.Fatalf("take back %d (%v), want the army answer with the refill after it", back, err)
	}
	if before.Reset == nil || before.Reset.Current() != game.StepArmy {
		t.Errorf("before them the game stands at %+v, want the army step", before.Reset)
	}
	// Without the transcription the refill is the table's own answer.
	if back, _, _ := TakeBack(st, events, Known{}); back != 1 {
		t.Errorf("an asked refill: take back %d, want 1", back)
	}
}

// Undo never reaches into the setup draws (test-gaps U1): when every entry
// after the setup records itself, the take-back stops at the first of
// them, however the game stands before it.
func TestTakeBackStopsAtTheSetup(t *testing.T) {
	st := settings(t, []string{"Ana", "Bo"}, nil, 5)
	setup := []game.Event{
		{Kind: game.KindStartPlayer, Seat: 0},
		{Kind: game.KindStartingProfession, Seat: 0, Side: companion.Left},
		{Kind: game.KindStartingProfession, Seat: 1, Side: companion.Right},
		{Kind: game.KindStartingDisk, Seat: 0, Disk: "5a"},
		{Kind: game.KindStartingDisk, Seat: 1, Disk: "gate-5"},
	}
	s, err := game.Replay(st, setup)
	if err != nil {
		t.Fatal(err)
	}
	events := slices.Clone(setup)
	for s.Reset == nil {
		at := companion.LowerLeft
		if s.Furnaces[at] == 0 {
			at = companion.LowerRight
		}
		e := glass(s.Next(), at)
		mustApply(t, s, e)
		events = append(events, e)
	}
	known := Known{Refills: &components.Refills{Spaces: map[int]map[int]int{50: {2: 3}}}}
	r := walkGame(t, s, known, ResetStep, map[string]string{"reset.army": "no"}).done(t)
	refill := r.Table.State // the refill step: read from the transcription, no question
	if !recordsItself(refill, known) {
		t.Fatal("the transcribed refill asks a question")
	}
	// Entries after the setup, each before a state that records itself.
	last := append(slices.Clone(setup), r.Table.Events...)
	last = append(last, r.Table.Events...)
	if n := game.Undoable(last); n == 0 {
		t.Fatalf("%d undoable entries", n)
	}
	back, _, err := TakeBackFrom(last, known, func(int) (*game.State, error) { return refill.Clone(), nil })
	if err != nil || back != game.Undoable(last) {
		t.Errorf("take back %d (%v), want the %d entries after the setup and no setup draw", back, err, game.Undoable(last))
	}
}
