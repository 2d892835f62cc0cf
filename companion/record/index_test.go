package record

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"hash/crc32"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/tally"
)

// indexFixture is an index of every kind of entry: multiplayer finished
// with scores, finished by the winners alone, solo with and without the
// opponent card, and a game still running.
func indexFixture(t testing.TB) *Index {
	t.Helper()
	running, _ := game.NewSettings([]string{"Ana", "Bo", "Cy"}, []string{"red", "teal", "gray"}, 9)
	st, err := game.New(running)
	if err != nil {
		t.Fatal(err)
	}
	unscored, _ := game.NewSettings([]string{"Ana", "Bo"}, nil, 1)
	us, _ := game.New(unscored)
	us.Phase = game.PhaseScoring
	if err := us.Apply(game.Event{Kind: game.KindFinish, Text: "Bo"}); err != nil {
		t.Fatal(err)
	}
	entries := []Entry{
		EntryOf("a.yaml", start, finished(t, []string{"Ana", "Bo", "Cy"}, []player{{"Ana", 50, 4, 0}, {"Bo", 50, 5, 0}, {"Cy", 45, 9, 9}}, 95*time.Minute, 0)),
		EntryOf("b.yaml", start.Add(time.Nanosecond*7), us),
		EntryOf("c.yaml", start.AddDate(-30, 0, 0), finished(t, []string{"Eva"}, []player{{"Eva", 125, 0, 0}}, time.Hour, 42)),
		EntryOf("d.yaml", start, finishedWith(t, []string{"Eva"}, []player{{"Eva", 140, 0, 0}}, []string{"O3", "O5"})),
		EntryOf("e.yaml", start, st),
		{Phase: game.PhaseOver, Game: FromPlay("f.play.yaml", "Oh My Goods!", played.Play{Game: "omg", Recorded: start, Minutes: 40,
			Players: []played.Player{
				{Name: "Ana", Score: 31, Place: 1, Winner: true, Categories: []tally.Category{{ID: "goods", Label: "omg.table.goods", VP: 20}}},
				{Name: "Bo", Score: 25, Place: 2, Categories: []tally.Category{{ID: "goods", Label: "omg.table.goods", VP: 25}}},
			}, Winners: []string{"Ana"}, Tiebreak: "none"})},
	}
	ix := &Index{Build: "build 1", Dir: "/home/ana/.local/share/stephens/games"}
	for i, e := range entries {
		ix.Entries = append(ix.Entries, IndexEntry{Name: e.Game.File, Entry: e,
			Key: Key{Size: int64(1000 + i), ModTime: start.UnixNano() + int64(i), Hash: [16]byte{byte(i), 1, 2}, Settled: i%2 == 0}})
	}
	return ix
}

// What the index keeps of a game is what the record computed from the
// file: the same history JSON, categories, seed and Automa colour (the
// export's), phase and key, for every kind of game.
func TestIndexRoundTrip(t *testing.T) {
	ix := indexFixture(t)
	buf, err := ix.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseIndex(buf)
	if err != nil {
		t.Fatal(err)
	}
	if back.Build != ix.Build || back.Dir != ix.Dir || len(back.Entries) != len(ix.Entries) {
		t.Fatalf("%+v", back)
	}
	for i, want := range ix.Entries {
		got := back.Entries[i]
		if got.Name != want.Name || got.Key != want.Key || got.Entry.Phase != want.Entry.Phase {
			t.Errorf("%s: %+v, want %+v", want.Name, got, want)
		}
		g, w := got.Entry.Game, want.Entry.Game
		g.File = w.File // the reader sets the path
		gj, _ := json.Marshal(g)
		wj, _ := json.Marshal(w)
		if !bytes.Equal(gj, wj) {
			t.Errorf("%s:\n%s\nwant\n%s", want.Name, gj, wj)
		}
		if g.seed != w.seed || g.automaColour != w.automaColour || g.Name != w.Name || g.playID != w.playID ||
			BGStats(g, ExportOptions{}).SourcePlayID != BGStats(w, ExportOptions{}).SourcePlayID {
			t.Errorf("%s: seed %d colour %q, want %d %q", want.Name, g.seed, g.automaColour, w.seed, w.automaColour)
		}
		for j := range w.Players {
			if gc, wc := g.Players[j].Categories, w.Players[j].Categories; (gc == nil) != (wc == nil) || len(gc) != len(wc) {
				t.Errorf("%s player %d: categories %v, want %v", want.Name, j, gc, wc)
			} else {
				for k := range wc {
					if gc[k] != wc[k] {
						t.Errorf("%s player %d: %v, want %v", want.Name, j, gc[k], wc[k])
					}
				}
			}
		}
	}
	if got := back.Entries[0].Entry.Game.Players[2].Categories; len(got) != 7 || got[0] != (tally.Category{ID: "track", Label: "score.table.track", VP: 45}) ||
		got[3] != (tally.Category{ID: "masters", Label: "score.table.masters", VP: 3}) {
		t.Errorf("categories %v", got)
	}
}

// A damaged index is refused as a whole, never read in part: any byte
// changed, cut short, another format, empty.
func TestIndexDamaged(t *testing.T) {
	buf, err := indexFixture(t).MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	bad := [][]byte{nil, []byte("stephens"), buf[:len(buf)-1], buf[:len(buf)/2], append(bytes.Clone(buf), 0)}
	for i := range buf {
		b := bytes.Clone(buf)
		b[i] ^= 0x20
		bad = append(bad, b)
	}
	other := bytes.Clone(buf)
	other[len(indexMagic)-1]++ // a later format
	bad = append(bad, other)
	for i, b := range bad {
		if _, err := ParseIndex(b); !errors.Is(err, ErrIndex) {
			t.Fatalf("case %d: %v", i, err)
		}
	}
}

// Entries that pass the checksums but not the format (a bug, or a forged
// file) are refused too, without a panic or a huge allocation: the fuzzed
// bytes follow the magic, and the checksums are made right wherever the
// header's lengths leave room for them.
func FuzzParseIndex(f *testing.F) {
	buf, err := (&Index{Build: "b", Entries: []IndexEntry{{Name: "x.yaml"}}}).MarshalBinary()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(buf[len(indexMagic):])
	full, err := indexFixture(f).MarshalBinary()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(full[len(indexMagic):])
	f.Fuzz(func(t *testing.T, body []byte) {
		b := seal(append([]byte(indexMagic), body...))
		ix, err := ParseIndex(b)
		if err != nil {
			return
		}
		again, err := ix.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ParseIndex(again); err != nil {
			t.Fatalf("re-encoded index refused: %v", err)
		}
	})
}

// seal writes the checksums an index's header and slots call for, where
// they fit.
func seal(b []byte) []byte {
	if len(b) < len(indexMagic)+headerSize {
		return b
	}
	h := b[len(indexMagic):]
	n, head, names := uint64(binary.LittleEndian.Uint32(h)), uint64(binary.LittleEndian.Uint32(h[4:])), uint64(binary.LittleEndian.Uint32(h[8:]))
	slotsAt := uint64(len(indexMagic)+headerSize) + head
	crcAt := slotsAt + n*slotSize + names
	if crcAt+crcSize > uint64(len(b)) {
		return b
	}
	bodies := b[crcAt+crcSize:]
	for i := range n {
		s := b[slotsAt+i*slotSize:]
		at, l := uint64(binary.LittleEndian.Uint32(s[52:])), uint64(binary.LittleEndian.Uint32(s[56:]))
		if at+l <= uint64(len(bodies)) {
			binary.LittleEndian.PutUint32(s[60:], crc32.ChecksumIEEE(bodies[at:at+l]))
		}
	}
	binary.LittleEndian.PutUint32(b[crcAt:], crc32.ChecksumIEEE(b[:crcAt]))
	return b
}
