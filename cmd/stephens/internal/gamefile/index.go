package gamefile

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// The record's index (companion/record, index.go) lives in the cache
// folder. Reading the games folder through it costs a directory read, a
// stat of each game file and one read of the index: a file whose size,
// modification time and change time are the entry's (and were settled
// when it was read) is taken from the index; any other file is read, hashed, and parsed
// only when its bytes changed. Finished games are never rewritten, so
// after the first read they cost only their stat. A game still open is
// indexed the same way: only the one being played changes between two
// commands, and only it is read again. A file that cannot be read is not
// indexed (it is read again, and reported, every time). A missing,
// damaged or foreign index, or one another build or games folder wrote,
// is rebuilt without a word; one that cannot be written is simply not
// kept.

// settleAfter is how old a file must be, when it is read, for its size
// and modification time alone to tell a later change: coarse file-system
// clocks tick up to a second or two.
const settleAfter = 2 * time.Second

// Listed is one file of the games folder: what the record keeps of it, or
// why it cannot be read (a *userfile.Error naming the file).
type Listed struct {
	Path  string
	Entry record.Entry
	Err   error
}

// Stats says how ListAll came by its entries: from the index, read again
// because the file changed (hashed, and Parsed when its bytes did), and
// whether the index was written.
type Stats struct {
	FromIndex, Hashed, Parsed int
	Wrote                     bool
}

// IndexPath is the index of the games folder in the cache folder.
func IndexPath() string { return filepath.Join(store.CacheDir(), "record.index") }

// PlayReader reads a play file of a game scored with a sheet (IsPlay)
// into its record; its errors name no file (ListAll names it).
type PlayReader func(path string, buf []byte) (record.Game, error)

// ListAll returns every game of the games folder, newest name first: the
// Stephens games (List), then the plays of the games scored with a sheet
// (ListPlays), read with readPlay (nil: none are listed). Each comes from
// the index when its file is unchanged, else from the file; the index is
// brought up to date.
func ListAll(readPlay PlayReader) ([]Listed, Stats, error) {
	var st Stats
	paths, err := List()
	if err != nil {
		return nil, st, err
	}
	if readPlay != nil {
		plays, err := ListPlays()
		if err != nil {
			return nil, st, err
		}
		paths = append(paths, plays...)
	}
	dir := store.GamesDir()
	build := buildKey()
	old := readIndex(IndexPath(), build, dir)
	known := map[string]*record.IndexEntry{}
	if old != nil {
		for i := range old.Entries {
			known[old.Entries[i].Name] = &old.Entries[i]
		}
	}
	// Stat every file; those unchanged come from the index, the others are
	// read (in parallel: parsing is the one slow step, as after an upgrade).
	folder := openFolder(dir)
	results := make([]read, len(paths))
	var todo []int
	for i, path := range paths {
		r := &results[i]
		r.prev = known[filepath.Base(path)]
		size, mtime, ctime, err := folder.stat(filepath.Base(path))
		if err == nil && r.prev != nil && r.prev.Key.Settled && r.prev.Key.Size == size && r.prev.Key.ModTime == mtime && r.prev.Key.Change == ctime {
			r.entry = r.prev
			continue
		}
		r.stated, r.size, r.mtime, r.ctime = err == nil, size, mtime, ctime
		todo = append(todo, i)
	}
	folder.close()
	parallel(len(todo), func(k int) {
		i := todo[k]
		results[i].readFile(paths[i], readPlay)
	})
	changed := old == nil
	out := make([]Listed, len(paths))
	kept := 0
	for i, r := range results {
		switch {
		case r.prev != nil && r.entry == r.prev:
			st.FromIndex++
		case r.hashed:
			st.Hashed++
			if r.parsed {
				st.Parsed++
			}
		}
		out[i].Path = paths[i]
		if r.err != nil {
			changed = changed || r.prev != nil
			out[i].Err = r.err
			continue
		}
		kept++
		changed = changed || r.prev == nil || r.entry.Key != r.prev.Key
		out[i].Entry = r.entry.Entry
		out[i].Entry.Game.File = paths[i]
	}
	if changed || kept != len(known) {
		next := &record.Index{Build: build, Dir: dir, Entries: make([]record.IndexEntry, 0, kept)}
		for _, r := range results {
			if r.err == nil {
				next.Entries = append(next.Entries, *r.entry)
			}
		}
		if buf, err := next.MarshalBinary(); err == nil && store.WriteFile(IndexPath(), store.Cache, buf) == nil {
			st.Wrote = true
		}
	}
	return out, st, nil
}

// read is one file of the folder on its way to the list: its entry is the
// index's (prev, when the file is unchanged) or one made from the file.
type read struct {
	prev, entry    *record.IndexEntry
	stated         bool
	size, mtime    int64
	ctime          int64
	hashed, parsed bool
	err            error
}

// parallel runs do(0..n-1) on as many goroutines as there are processors.
func parallel(n int, do func(int)) {
	workers := min(n, runtime.GOMAXPROCS(0))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := int(next.Add(1)) - 1; k < n; k = int(next.Add(1)) - 1 {
				do(k)
			}
		}()
	}
	wg.Wait()
}

// readFile reads a game file that is not in the index or changed since:
// its bytes are hashed, and parsed unless the hash is the entry's (a file
// touched, or copied back). The key takes the size and time of the stat
// made before the read, so a write that comes between is seen next time.
func (r *read) readFile(path string, readPlay PlayReader) {
	start := time.Now()
	buf, err := store.ReadFile(path) // a file gone or not ours to read says so
	if err != nil {
		r.err = err
		return
	}
	r.hashed = true
	sum := sha256.Sum256(buf)
	var key record.Key
	if r.stated { // one that could be read but not stat-ed is read again next time
		key = record.Key{Size: r.size, ModTime: r.mtime, Change: r.ctime,
			Settled: int64(len(buf)) == r.size && r.mtime < start.Add(-settleAfter).UnixNano()}
	}
	copy(key.Hash[:], sum[:])
	if r.prev != nil && r.prev.Key.Hash == key.Hash {
		r.entry = &record.IndexEntry{Name: r.prev.Name, Key: key, Entry: r.prev.Entry}
		return
	}
	r.parsed = true
	if IsPlay(path) {
		g, err := readPlay(path, buf)
		if err != nil {
			r.err = named(path, err)
			return
		}
		r.entry = &record.IndexEntry{Name: filepath.Base(path), Key: key, Entry: record.Entry{Phase: game.PhaseOver, Game: g}}
		return
	}
	f, s, err := game.ParseFileState(buf)
	if err != nil {
		r.err = named(path, err)
		return
	}
	r.entry = &record.IndexEntry{Name: filepath.Base(path), Key: key, Entry: record.EntryOf(path, f.Created, s)}
}

// named makes a parse error name the file, as store.Load does.
func named(path string, err error) error {
	var fe *userfile.Error
	if errors.As(err, &fe) {
		fe.File = path
		return fe
	}
	return &userfile.Error{File: path, Issues: []userfile.Issue{{Problem: userfile.ProblemOf(err)}}, Err: err}
}

// readIndex reads the index; nil when there is none, or it cannot be
// used: damaged, of another format, or written by another build of the
// program or for another games folder.
func readIndex(path, build, dir string) *record.Index {
	buf, err := store.ReadFile(path) // a regular file within the limit, or none
	if err != nil {
		return nil
	}
	ix, err := record.ParseIndex(buf)
	if err != nil || ix.Build != build || ix.Dir != dir {
		return nil
	}
	return ix
}

// buildKey names this build of the program: its file's path, size and
// modification time. Another build may read the games differently, so
// its index is not this one's.
func buildKey() string {
	exe, err := os.Executable()
	if err != nil {
		return "?"
	}
	fi, err := os.Stat(exe)
	if err != nil {
		return exe
	}
	return fmt.Sprintf("%s\x00%d\x00%d", exe, fi.Size(), fi.ModTime().UnixNano())
}
