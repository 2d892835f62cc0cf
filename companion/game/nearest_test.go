package game

import (
	"reflect"
	"slices"
	"testing"

	"github.com/pileup-companion/stephens/companion"
)

// Group 4's order (rules-facts §4.2, rulebook p. 13): inside each sector
// the space nearest the icon comes first, and which one that is comes from
// the table, once a game. Both orders are never accepted in one game.
func TestNearestIconOrder_4_2_p13(t *testing.T) {
	s := mustReplay(t, settings3(t), fixedSetup()) // Ana is next
	// Not known yet: both spaces of each sector are open.
	for _, d := range []string{"4a", "4b", "4c", "4d"} {
		if !slices.Contains(s.AvailableDisks(0), d) || s.NearestKnown(d) {
			t.Errorf("%s before the order is known: available %v, known %v", d, s.AvailableDisks(0), s.NearestKnown(d))
		}
	}
	if !s.NearestKnown("2b") {
		t.Error("2b has no sector order to learn")
	}
	// The table says 4b is nearest in the upper sector.
	if err := s.Apply(Event{Kind: KindNearestIcon, Disk: "4b"}); err != nil {
		t.Fatal(err)
	}
	if got := s.AvailableDisks(0); slices.Contains(got, "4a") || !slices.Contains(got, "4b") || !slices.Contains(got, "4c") || !slices.Contains(got, "4d") {
		t.Errorf("available after 4b nearest: %v", got)
	}
	err := s.Clone().Apply(Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "4a"})
	if problemID(err) != "game.problem.nearest_first" {
		t.Fatalf("4a before 4b: %v", err)
	}
	if p := err.(*companion.Problem); p.Args["Needs"] != "4b" || p.Args["Sector"] != companion.Term("game.sector.upper") {
		t.Errorf("problem %v", p)
	}
	// Never both orders: the answer stands for the game.
	for _, d := range []string{"4a", "4b"} {
		if err := s.Clone().Apply(Event{Kind: KindNearestIcon, Disk: d}); problemID(err) != "game.problem.nearest_known" {
			t.Errorf("second answer %s: %v", d, err)
		}
	}
	for _, d := range []string{"2a", "5d", ""} {
		if err := s.Clone().Apply(Event{Kind: KindNearestIcon, Disk: d}); problemID(err) != "game.problem.not_sector_ability" {
			t.Errorf("nearest %q: %v", d, err)
		}
	}
	// 4b first, then 4a: open for Ana once she has 4b.
	mustApplyAll(t, s, Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "4b"})
	mustApplyAll(t, s, Event{Kind: KindFurnace, Seat: 1, At: companion.UpperLeft}, Event{Kind: KindFurnace, Seat: 2, At: companion.UpperLeft})
	if err := s.Clone().Apply(Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "4a"}); err != nil {
		t.Errorf("4a after 4b: %v", err)
	}
	// A player without 4b still waits for it; the other sector is free.
	if got := s.AvailableDisks(1); slices.Contains(got, "4a") || !slices.Contains(got, "4b") {
		t.Errorf("Bruno's disks %v", got)
	}
	if got := s.Summarize().NearestIcon; !reflect.DeepEqual(got, []string{"4b"}) {
		t.Errorf("summary nearest %v", got)
	}
}

// A game recorded without the answer (an older game file, or events given
// by hand) takes the first disk unlocked in a sector as the nearest one,
// so what is asked from then on follows it: a later player cannot pick the
// other order. The file's own later disks are not refused by that guess,
// so an old file whose players took both orders still opens.
func TestNearestIconFromTheFirstDisk_4_2(t *testing.T) {
	s := mustReplay(t, settings3(t), fixedSetup())
	mustApplyAll(t, s, Event{Kind: KindCreate, Seat: 0, Side: companion.Left, Row: companion.RowFurnace, Disk: "4d"})
	if !s.NearestKnown("4c") || s.Nearest[companion.Sector("lower")] != "4d" {
		t.Fatalf("nearest %v", s.Nearest)
	}
	if err := s.CheckDisk(1, "4c"); problemID(err) != "game.problem.nearest_first" {
		t.Errorf("Bruno's 4c before 4d: %v", err)
	}
	if got := s.AvailableDisks(1); slices.Contains(got, "4c") || !slices.Contains(got, "4d") {
		t.Errorf("Bruno's disks %v", got)
	}
	old := s.Clone()
	if err := old.Apply(Event{Kind: KindReinforce, Seat: 1, Side: companion.Left, Row: companion.RowFurnace, Index: 1, Disk: "4c"}); err != nil {
		t.Errorf("an old file's 4c before 4d does not replay: %v", err)
	}
	if old.Nearest[companion.Sector("lower")] != "4d" {
		t.Errorf("the recorded 4c changed the guessed order: %v", old.Nearest)
	}
	if err := s.Clone().Apply(Event{Kind: KindNearestIcon, Disk: "4c"}); problemID(err) != "game.problem.nearest_known" {
		t.Errorf("the other order afterwards: %v", err)
	}
	// Undo drops the event and with it the order it fixed.
	if got := mustReplay(t, settings3(t), fixedSetup()); got.NearestKnown("4c") {
		t.Error("the order outlived the event that fixed it")
	}
}

func mustApplyAll(t *testing.T, s *State, events ...Event) {
	t.Helper()
	for _, e := range events {
		if err := s.Apply(e); err != nil {
			t.Fatalf("%+v: %v", e, err)
		}
	}
}
