package gamefile

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// indexFolders gives the test its own XDG folders and puts copies of the
// whole games of ../../testdata/games in the games folder, dated back so
// that they have settled.
func indexFolders(t *testing.T) []string {
	t.Helper()
	dir := t.TempDir()
	for _, k := range []string{"XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME"} {
		t.Setenv(k, filepath.Join(dir, k))
	}
	store.Reload()
	t.Cleanup(store.Reload)
	if err := os.MkdirAll(store.GamesDir(), 0o755); err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, name := range []string{"four-players.yaml", "two-players.yaml", "solo-physical.yaml", "at-scoring.yaml"} {
		buf, err := os.ReadFile(filepath.Join("..", "..", "testdata", "games", name))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(store.GamesDir(), "2025-01-0"+string(rune('1'+len(paths)))+"-"+name)
		if err := os.WriteFile(p, buf, 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	age(t, paths...)
	return paths
}

// age dates files back a minute: their size and time alone then tell a
// change.
func age(t *testing.T, paths ...string) {
	t.Helper()
	old := time.Now().Add(-time.Minute).Truncate(time.Second)
	for _, p := range paths {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
}

func listAll(t *testing.T) ([]Listed, Stats) {
	t.Helper()
	l, st, err := ListAll(nil)
	if err != nil {
		t.Fatal(err)
	}
	return l, st
}

// The index saves the reading and never the truth (issue 20): the first
// list parses every game and writes the index; the next takes every game
// from it, parsing none and writing nothing, and lists the same; a game
// touched is hashed and, its bytes unchanged, not parsed; a game changed
// is parsed again; a game removed leaves the index.
func TestIndexReadsOnlyWhatChanged(t *testing.T) {
	paths := indexFolders(t)
	first, st := listAll(t)
	if st != (Stats{Hashed: 4, Parsed: 4, Wrote: true}) {
		t.Fatalf("first list: %+v", st)
	}
	for _, l := range first {
		if l.Err != nil {
			t.Fatalf("%s: %v", l.Path, l.Err)
		}
	}
	if first[0].Entry.Finished() || first[0].Path != paths[3] || first[0].Entry.Phase != "scoring" {
		t.Errorf("newest name first, the game at the final scoring: %s %s", first[0].Path, first[0].Entry.Phase)
	}
	second, st := listAll(t)
	if st != (Stats{FromIndex: 4}) {
		t.Fatalf("second list: %+v", st)
	}
	if !reflect.DeepEqual(second, first) {
		t.Errorf("the index lists\n%+v\nthe files\n%+v", second, first)
	}

	now := time.Now()
	if err := os.Chtimes(paths[1], now, now); err != nil { // touched
		t.Fatal(err)
	}
	if _, st = listAll(t); st != (Stats{FromIndex: 3, Hashed: 1, Wrote: true}) {
		t.Errorf("touched: %+v", st)
	}
	if _, st = listAll(t); st != (Stats{FromIndex: 3, Hashed: 1}) {
		t.Errorf("touched just now, so hashed again until it settles: %+v", st)
	}
	age(t, paths[1])
	if _, st = listAll(t); st != (Stats{FromIndex: 3, Hashed: 1, Wrote: true}) || !settled(t, paths[1]) {
		t.Errorf("settled: %+v", st)
	}

	buf, _ := os.ReadFile(paths[2])
	changed := bytes.Replace(buf, []byte("created: 2025-01-07T19:30:00Z"), []byte("created: 2025-01-08T19:30:00Z"), 1)
	if bytes.Equal(changed, buf) {
		t.Fatal("no created line to change")
	}
	if err := os.WriteFile(paths[2], changed, 0o644); err != nil {
		t.Fatal(err)
	}
	got, st := listAll(t)
	if st != (Stats{FromIndex: 3, Hashed: 1, Parsed: 1, Wrote: true}) || got[1].Entry.Game.Started.Day() != 8 {
		t.Errorf("changed: %+v, started %v", st, got[1].Entry.Game.Started)
	}

	if err := os.Remove(paths[0]); err != nil {
		t.Fatal(err)
	}
	got, st = listAll(t)
	if len(got) != 3 || !st.Wrote || st.Parsed != 0 {
		t.Errorf("removed: %d listed, %+v", len(got), st)
	}
	if _, st = listAll(t); st.Wrote {
		t.Errorf("the index still names the removed game: %+v", st)
	}
}

// settled reports whether the index trusts a file's size and time alone.
func settled(t *testing.T, path string) bool {
	t.Helper()
	buf, err := os.ReadFile(IndexPath())
	if err != nil {
		t.Fatal(err)
	}
	ix, err := record.ParseIndex(buf)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ix.Entries {
		if e.Name == filepath.Base(path) {
			return e.Key.Settled
		}
	}
	t.Fatalf("%s is not in the index", path)
	return false
}

// A file written moments ago may change again within the file system's
// clock tick, keeping its size and time: until it has settled, its bytes
// are hashed on every list, so such a change is still seen. Once settled,
// the size and the time are the key: a later write changes the time.
func TestIndexSeesAChangeWithinTheClockTick(t *testing.T) {
	paths := indexFolders(t)
	fresh := paths[1]
	now := time.Now()
	if err := os.Chtimes(fresh, now, now); err != nil {
		t.Fatal(err)
	}
	listAll(t)
	buf, _ := os.ReadFile(fresh)
	same := bytes.ReplaceAll(buf, []byte("Ana"), []byte("Ada")) // the same size
	if len(same) != len(buf) || bytes.Equal(same, buf) {
		t.Fatal("no same-size change")
	}
	if err := os.WriteFile(fresh, same, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(fresh, now, now); err != nil { // the same time as read
		t.Fatal(err)
	}
	got, st := listAll(t)
	if st.Parsed != 1 || got[2].Entry.Game.Players[0].Name != "Ada" {
		t.Errorf("a same-size, same-time change was missed: %+v %v", st, got[2].Entry.Game.Players)
	}
}

// A missing, damaged or foreign index (another format, another build of
// the program, another games folder) is rebuilt without a word; one that
// cannot be written is not kept, and the games are listed all the same.
func TestIndexRebuiltWithoutAWord(t *testing.T) {
	indexFolders(t)
	want, _ := listAll(t)
	good, err := os.ReadFile(IndexPath())
	if err != nil {
		t.Fatal(err)
	}
	for name, damage := range map[string][]byte{
		"cut short":     good[:len(good)/2],
		"a byte off":    append(append(bytes.Clone(good[:100]), good[100]^1), good[101:]...),
		"empty":         {},
		"another file":  []byte("version: 1\n"),
		"another build": reindexed(t, good, func(ix *record.Index) { ix.Build = "another build" }),
		"another dir":   reindexed(t, good, func(ix *record.Index) { ix.Dir = "/elsewhere" }),
	} {
		if err := os.WriteFile(IndexPath(), damage, 0o644); err != nil {
			t.Fatal(err)
		}
		got, st := listAll(t)
		if st.Parsed != 4 || !st.Wrote || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %+v", name, st)
		}
	}
	if err := os.Remove(IndexPath()); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(IndexPath(), 0o755); err != nil { // a folder where the index goes
		t.Fatal(err)
	}
	got, st := listAll(t)
	if st.Wrote || st.Parsed != 4 || !reflect.DeepEqual(got, want) {
		t.Errorf("unwritable index: %+v", st)
	}
}

// A file that cannot be read is listed with its problem, never indexed,
// and read again next time: once mended it is a game like the others.
func TestIndexBrokenFile(t *testing.T) {
	paths := indexFolders(t)
	broken := filepath.Join(store.GamesDir(), "2000-01-01-0000-broken.yaml")
	if err := os.WriteFile(broken, []byte("version: 1\nsettings: [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	age(t, broken)
	for range 2 {
		got, st := listAll(t)
		last := got[len(got)-1]
		var fe *userfile.Error
		if !errors.As(last.Err, &fe) || fe.File != broken || st.Parsed == 0 {
			t.Fatalf("broken: %v, %+v", last.Err, st)
		}
	}
	buf, _ := os.ReadFile(paths[1])
	if err := os.WriteFile(broken, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	got, _ := listAll(t)
	if last := got[len(got)-1]; last.Err != nil || !last.Entry.Finished() || last.Entry.Game.File != broken {
		t.Errorf("mended: %+v", last)
	}
}

// reindexed is an index changed by edit and written again, its checksum
// right: only its header says it is not this one's.
func reindexed(t *testing.T, good []byte, edit func(*record.Index)) []byte {
	t.Helper()
	ix, err := record.ParseIndex(good)
	if err != nil {
		t.Fatal(err)
	}
	edit(ix)
	buf, err := ix.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return buf
}

// A play of a game scored with a sheet is indexed like a game: read by
// its game's rules once, then taken from the index while it is unchanged.
// The games list without a reader leaves plays out.
func TestIndexPlays(t *testing.T) {
	indexFolders(t)
	play := filepath.Join(store.GamesDir(), "2025-02-01-2000-sintra-ana-bo"+".play.yaml")
	if err := os.WriteFile(play, []byte("game: sintra\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	age(t, play)
	reads := 0
	reader := func(path string, buf []byte) (record.Game, error) {
		reads++
		if string(buf) != "game: sintra\n" {
			t.Errorf("%s read as %q", path, buf)
		}
		return record.Game{Game: "sintra", Name: "Azul: Stained Glass of Sintra", File: path, Players: []record.Player{{Name: "Ana"}}, Winners: []string{}}, nil
	}
	for want := range 2 {
		l, st, err := ListAll(reader)
		if err != nil {
			t.Fatal(err)
		}
		last := l[len(l)-1]
		if reads != 1 || len(l) != 5 || last.Path != play || !last.Entry.Finished() || last.Entry.Game.Name != "Azul: Stained Glass of Sintra" {
			t.Fatalf("list %d: %d reads, %d listed, last %+v", want+1, reads, len(l), last)
		}
		if want == 1 && st.FromIndex != 5 {
			t.Errorf("the second list read again: %+v", st)
		}
	}
	if l, _, _ := ListAll(nil); len(l) != 4 {
		t.Errorf("without a reader, %d listed", len(l))
	}
}

// An edit that keeps the file's size and puts its modification time back
// (cp -p or rsync -t from a backup, touch -r) is seen all the same
// (playtest pt3 D10): the status change time the system sets at every
// write is part of the key, so the file is hashed, and parsed since its
// bytes changed.
func TestIndexSeesAnEditThatKeepsSizeAndTime(t *testing.T) {
	paths := indexFolders(t)
	listAll(t)
	fi, err := os.Stat(paths[2])
	if err != nil {
		t.Fatal(err)
	}
	buf, _ := os.ReadFile(paths[2])
	changed := bytes.Replace(buf, []byte("created: 2025-01-07T19:30:00Z"), []byte("created: 2025-01-08T19:30:00Z"), 1)
	if bytes.Equal(changed, buf) || len(changed) != len(buf) {
		t.Fatal("no created line to change in place")
	}
	if err := os.WriteFile(paths[2], changed, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(paths[2], fi.ModTime(), fi.ModTime()); err != nil { // the old time back
		t.Fatal(err)
	}
	if after, _ := os.Stat(paths[2]); after.Size() != fi.Size() || !after.ModTime().Equal(fi.ModTime()) {
		t.Fatal("the edit did not keep the size and time")
	}
	got, st := listAll(t)
	if st.Parsed != 1 || got[1].Entry.Game.Started.Day() != 8 {
		t.Errorf("an edit with the old size and time: %+v, started %v", st, got[1].Entry.Game.Started)
	}
}

// An index over 1 MiB (about 5,500 games) is still read and trusted, not
// taken for a damaged user file (issue 30): it has its own limit. The
// index here holds the four games and thousands of entries for files
// that are gone; the four come from it, none parsed, and the next index
// keeps only them.
func TestIndexOver1MiBIsUsed(t *testing.T) {
	indexFolders(t)
	listAll(t)
	buf, err := os.ReadFile(IndexPath())
	if err != nil {
		t.Fatal(err)
	}
	ix, err := record.ParseIndex(buf)
	if err != nil {
		t.Fatal(err)
	}
	filler := ix.Entries[0]
	for i := 0; len(buf) <= userfile.MaxSize; i++ {
		for range 1000 {
			e := filler
			e.Name = fmt.Sprintf("1990-01-01-%06d-gone.yaml", len(ix.Entries))
			ix.Entries = append(ix.Entries, e)
		}
		if buf, err = ix.MarshalBinary(); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(IndexPath(), buf, 0o644); err != nil {
		t.Fatal(err)
	}
	got, st := listAll(t)
	if len(got) != 4 || st.FromIndex != 4 || st.Parsed != 0 || st.Hashed != 0 || !st.Wrote {
		t.Errorf("an index of %d bytes: %d listed, %+v", len(buf), len(got), st)
	}
	if after, _ := os.ReadFile(IndexPath()); len(after) >= len(buf) {
		t.Errorf("the gone files stay in the index: %d bytes", len(after))
	}
}

// A command that needs a few games reads only their entries: the others
// stay unread in the index (a page of the record), and stay in it.
func TestIndexReadsOnlyTheGamesWanted(t *testing.T) {
	paths := indexFolders(t)
	listAll(t)
	open := func(_ string, s record.Summary) bool { return !s.Finished }
	got, st, err := ListWanted(nil, open, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Path != paths[3] || st != (Stats{FromIndex: 4, Skipped: 3}) {
		t.Errorf("%d listed, %+v", len(got), st)
	}
	if _, st := listAll(t); st != (Stats{FromIndex: 4}) {
		t.Errorf("after a page: %+v", st)
	}
}

// A damaged entry is not trusted: its file is read again, and the index
// written anew; the other entries are kept unread.
func TestIndexDamagedEntryReadFromItsFile(t *testing.T) {
	indexFolders(t)
	want, _ := listAll(t)
	buf, err := os.ReadFile(IndexPath())
	if err != nil {
		t.Fatal(err)
	}
	buf[len(buf)-3] ^= 0xFF // in the last body
	if err := os.WriteFile(IndexPath(), buf, 0o644); err != nil {
		t.Fatal(err)
	}
	got, st := listAll(t)
	if st != (Stats{FromIndex: 3, Hashed: 1, Parsed: 1, Wrote: true}) || !reflect.DeepEqual(got, want) {
		t.Errorf("%+v", st)
	}
	if _, st := listAll(t); st != (Stats{FromIndex: 4}) {
		t.Errorf("mended: %+v", st)
	}
}

// EachWanted gives the games one at a time, newest first (record.Newest:
// the start, then the file) or oldest first, each the entry ListAll
// lists; the entries come from the index, read as their turn comes, and a
// damaged one from its file, the index then written anew.
func TestEachWantedGivesTheGamesOneAtATime(t *testing.T) {
	indexFolders(t)
	all, _ := listAll(t)
	byPath := map[string]record.Entry{}
	for _, l := range all {
		byPath[l.Path] = l.Entry
	}
	each := func(oldest bool) ([]string, Stats) {
		var paths []string
		st, err := EachWanted(nil, nil, true, oldest, func(l Listed) error {
			if l.Err != nil {
				t.Fatal(l.Err)
			}
			if !reflect.DeepEqual(l.Entry, byPath[l.Path]) {
				t.Errorf("%s: %+v, want %+v", l.Path, l.Entry, byPath[l.Path])
			}
			paths = append(paths, l.Path)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return paths, st
	}
	newest, st := each(false)
	games := make([]record.Game, 0, len(all))
	for _, l := range all {
		games = append(games, l.Entry.Game)
	}
	record.Newest(games)
	if len(newest) != len(games) || st != (Stats{FromIndex: 4}) {
		t.Fatalf("%v %+v", newest, st)
	}
	for i := range games {
		if newest[i] != games[i].File {
			t.Errorf("newest first: %v", newest)
			break
		}
	}
	oldest, _ := each(true)
	if slices.Reverse(oldest); !slices.Equal(oldest, newest) {
		t.Errorf("oldest first: %v", oldest)
	}

	buf, err := os.ReadFile(IndexPath())
	if err != nil {
		t.Fatal(err)
	}
	buf[len(buf)-3] ^= 0xFF // in the last body
	if err := os.WriteFile(IndexPath(), buf, 0o644); err != nil {
		t.Fatal(err)
	}
	if again, st := each(false); !slices.Equal(again, newest) || st != (Stats{FromIndex: 3, Hashed: 1, Parsed: 1, Wrote: true}) {
		t.Errorf("a damaged entry: %v %+v", again, st)
	}
	if _, st := each(false); st != (Stats{FromIndex: 4}) {
		t.Errorf("mended: %+v", st)
	}
	stop := errors.New("enough")
	if _, err := EachWanted(nil, nil, false, false, func(Listed) error { return stop }); !errors.Is(err, stop) {
		t.Errorf("visit's error: %v", err)
	}
}
