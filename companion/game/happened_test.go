package game

import (
	"testing"

	"github.com/pileup-companion/stephens/companion"
)

// What has happened is folded from the events: each kind of event, the
// reset steps by step; a copy keeps it apart; a replay without the last
// event (undo) forgets what only that event made happen.
func TestHappened(t *testing.T) {
	st, err := NewSettings([]string{"Ana", "Bo"}, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	events := SetupDraws(st)
	s, err := Replay(st, events)
	if err != nil {
		t.Fatal(err)
	}
	glass := Happening{Kind: KindFurnace}
	if s.Happened(glass) || !s.Happened(Happening{Kind: KindStartPlayer}) {
		t.Fatal("setup: wrong happenings")
	}
	for s.Reset == nil {
		at := companion.LowerLeft
		if s.Furnaces[at] == 0 {
			at = companion.LowerRight
		}
		e := Event{Kind: KindFurnace, Seat: s.Next(), At: at}
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
		events = append(events, e)
	}
	c := s.Clone()
	army := Event{Kind: KindResetStep, Step: StepArmy}
	if err := c.Apply(army); err != nil {
		t.Fatal(err)
	}
	if !c.Happened(Happening{Kind: KindResetStep, Detail: string(StepArmy)}) || c.Happened(Happening{Kind: KindResetStep, Detail: string(StepRefill)}) {
		t.Error("the army's step: wrong happenings")
	}
	if s.Happened(Happening{Kind: KindResetStep, Detail: string(StepArmy)}) {
		t.Error("the copy's step happened in the original")
	}
	// Undo of every glass turn: the replay without them.
	before, err := Replay(st, events[:len(SetupDraws(st))])
	if err != nil {
		t.Fatal(err)
	}
	if before.Happened(glass) || !s.Happened(glass) {
		t.Error("undo did not forget the glass turns")
	}
}
