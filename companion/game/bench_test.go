package game

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/pileup-companion/stephens/companion"
)

// longGame plays a legal game of n events: furnace turns until a reset,
// long supply steps that fill the small factories, turns that take from
// them, workers while disks last.
func longGame(tb testing.TB, n int) (Settings, []Event) {
	st := settings3(tb)
	s := mustReplay(tb, st, nil)
	var ev []Event
	do := func(e Event) {
		if err := s.Apply(e); err != nil {
			tb.Fatalf("event %d %+v: %v", len(ev)+1, e, err)
		}
		ev = append(ev, e)
	}
	for _, e := range fixedSetup() {
		do(e)
	}
	for len(ev) < n {
		switch {
		case s.Reset != nil && s.Reset.Current() == StepSupply:
			for k := 0; k < 600 && len(ev) < n-8; k++ {
				do(Event{Kind: KindSupply, Seat: k % 3, At: companion.Positions[k%4], Cubes: Cubes{Black: 1}})
			}
			do(Event{Kind: KindResetStep, Step: StepSupply})
		case s.Reset != nil:
			e := Event{Kind: KindResetStep, Step: s.Reset.Current()}
			if e.Step == StepRefill {
				e.Count = 20
			}
			do(e)
		case s.Phase == PhaseScoring:
			return st, ev
		default:
			seat := s.Next()
			if disks := s.AvailableDisks(seat); len(disks) > 0 && len(ev)%7 == 0 {
				do(Event{Kind: KindCreate, Seat: seat, Side: companion.Left, Row: companion.RowFurnace, Disk: disks[0]})
				continue
			}
			took := false
			for _, p := range companion.Positions {
				if s.Factories[p].Black > 0 {
					do(Event{Kind: KindFactory, Seat: seat, At: p, Cubes: Cubes{Black: 1}})
					took = true
					break
				}
			}
			if !took {
				at := companion.LowerLeft
				if s.Furnaces[at] == 0 {
					at = companion.LowerRight
				}
				do(Event{Kind: KindFurnace, Seat: seat, At: at})
			}
		}
	}
	return st, ev
}

func TestLongGameReplays(t *testing.T) {
	st, ev := longGame(t, 10000)
	if len(ev) < 10000 {
		t.Fatalf("only %d events", len(ev))
	}
	s := mustReplay(t, st, ev)
	if s.Resets == 0 {
		t.Fatal("no reset phase in the long game")
	}
}

// BenchmarkReplay replays a 10,000-event game.
func BenchmarkReplay(b *testing.B) {
	st, ev := longGame(b, 10000)
	b.ResetTimer()
	for b.Loop() {
		if _, err := Replay(st, ev); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseFileState reads whole finished games as the record's
// index does when it is built from nothing (a game a file): the 4-player,
// 2-player and solo (physical deck) games the record benchmarks copy.
func BenchmarkParseFileState(b *testing.B) {
	for _, name := range []string{"four-players", "two-players", "solo-physical"} {
		buf, err := os.ReadFile(filepath.Join("..", "..", "cmd", "stephens", "testdata", "games", name+".yaml"))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, s, err := ParseFileState(buf); err != nil || s.Phase != PhaseOver {
					b.Fatalf("%v, %v", err, s)
				}
			}
		})
	}
}
