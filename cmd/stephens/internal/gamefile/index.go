package gamefile

import (
	"cmp"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
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

// manyGames is a record large enough to collect its garbage more often.
const manyGames = 2000

// Listed is one file of the games folder: what the record keeps of it, or
// why it cannot be read (a *userfile.Error naming the file).
type Listed struct {
	Path  string
	Entry record.Entry
	Err   error
}

// Stats says how ListAll came by its entries: from the index (Skipped of
// them left unread, not wanted), read again because the file changed
// (hashed, and Parsed when its bytes did), and whether the index was
// written.
type Stats struct {
	FromIndex, Hashed, Parsed, Skipped int
	Wrote                              bool
}

// IndexPath is the index of the games folder in the cache folder.
func IndexPath() string { return filepath.Join(store.CacheDir(), "record.index") }

// PlayReader reads a play file of a game scored with a sheet (IsPlay)
// into its record; its errors name no file (ListAll names it).
type PlayReader func(path string, buf []byte) (record.Game, error)

// Want chooses the games a command needs by what the index says of them
// (record.Summary) before they are read: a game it does not want is
// neither read nor listed.
type Want func(path string, s record.Summary) bool

// ListAll returns every game of the games folder, newest name first: the
// Stephens games (List), then the plays of the games scored with a sheet
// (ListPlays), read with readPlay (nil: none are listed). Each comes from
// the index when its file is unchanged, else from the file; the index is
// brought up to date.
func ListAll(readPlay PlayReader) ([]Listed, Stats, error) { return ListWanted(readPlay, nil, true) }

// ListWanted is ListAll of the games want takes (nil: all); a file that
// cannot be read is always listed. Without categories, the games from the
// index come without their points by category (only the statistics need
// them: ten thousand games hold a quarter of a million).
func ListWanted(readPlay PlayReader, want Want, categories bool) ([]Listed, Stats, error) {
	sc, err := scanFolder(readPlay, want, categories)
	if err != nil {
		return nil, sc.st, err
	}
	// Newest name first: the Stephens games, then the plays.
	out := make([]Listed, 0, len(sc.results))
	for _, part := range [][]read{sc.results[:sc.games], sc.results[sc.games:]} {
		for i := len(part) - 1; i >= 0; i-- {
			r := &part[i]
			e, listed := sc.entry(r)
			switch {
			case r.err != nil:
				out = append(out, Listed{Path: r.path, Err: r.err})
			case listed:
				out = append(out, Listed{Path: r.path, Entry: e})
			}
		}
	}
	sc.finish()
	return out, sc.st, nil
}

// EachWanted is ListWanted a game at a time, for a command that goes
// through every game once (the statistics, the export): the files that
// cannot be read come first, in ListWanted's order; then the games,
// newest first (record.Newest's order), or oldest first, each read from
// the index only when its turn comes and given to visit, which must not
// keep it (the next entry may share its memory). Ten thousand games are
// never all in memory at once. visit's error stops the walk and is
// returned; the index is brought up to date all the same.
func EachWanted(readPlay PlayReader, want Want, categories, oldestFirst bool, visit func(Listed) error) (Stats, error) {
	sc, err := scanFolder(readPlay, want, categories)
	if err != nil {
		return sc.st, err
	}
	defer sc.finish()
	var order []int
	for _, part := range [][2]int{{0, sc.games}, {sc.games, len(sc.results)}} {
		for i := part[1] - 1; i >= part[0]; i-- {
			if r := &sc.results[i]; r.err != nil {
				if err := visit(Listed{Path: r.path, Err: r.err}); err != nil {
					return sc.st, err
				}
			} else if r.listed {
				order = append(order, i)
			}
		}
	}
	started := func(i int) time.Time {
		if r := &sc.results[i]; r.lazy {
			return sc.old.Summary(r.slot).Started
		}
		return sc.results[i].entry.Game.Started
	}
	slices.SortStableFunc(order, func(a, b int) int { // record.Newest
		if c := started(b).Compare(started(a)); c != 0 {
			return c
		}
		return cmp.Compare(sc.results[b].path, sc.results[a].path)
	})
	if oldestFirst {
		slices.Reverse(order)
	}
	for _, i := range order {
		r := &sc.results[i]
		e, listed := sc.entry(r)
		if r.err != nil { // its entry was damaged and its file is gone since
			listed, e = true, record.Entry{}
		}
		if !listed {
			continue
		}
		l := Listed{Path: r.path, Entry: e, Err: r.err}
		if r.copied {
			r.entry = record.Entry{} // the index keeps it: not held in memory
		}
		if err := visit(l); err != nil {
			return sc.st, err
		}
	}
	return sc.st, nil
}

// scan is the games folder with each file's state: whether its entry in
// the index can be used (read only when the command takes it: lazy), or
// what its file gave.
type scan struct {
	st       Stats
	dir      string
	build    string
	old      *record.IndexFile
	dec      *record.IndexDecoder
	readPlay PlayReader
	want     Want
	results  []read
	games    int // results[:games] are the Stephens games, the rest the plays
}

// scanFolder stats every file of the games folder and finds the ones
// whose entry in the index still holds; the others are read and parsed
// (in parallel: a first read of ten thousand games).
func scanFolder(readPlay PlayReader, want Want, categories bool) (*scan, error) {
	sc := &scan{dir: store.GamesDir(), readPlay: readPlay, want: want}
	games, plays, err := folderNames(sc.dir, readPlay != nil)
	if err != nil {
		return sc, err
	}
	folder := openFolder(sc.dir)
	defer folder.close()
	sc.build = buildKey()
	sc.old = readIndex(IndexPath(), sc.build, sc.dir)
	names := append(games, plays...)
	sc.games = len(games)
	if len(names)-sc.old.Len() > manyGames {
		debug.SetGCPercent(50) // thousands of games to parse: a smaller peak of memory for a little more collecting
	}
	sc.results = make([]read, len(names))
	for i := range sc.results {
		sc.results[i].slot = -1
	}
	if sc.old != nil { // the index is in the names' order, as each part is
		for _, part := range [][2]int{{0, len(games)}, {len(games), len(names)}} {
			first := part[0]
			sc.old.Slots(names[first:part[1]], func(k, slot int) { sc.results[first+k].slot = slot })
		}
		sc.dec = sc.old.Decoder(categories)
	}
	parallel(len(names), func(_, i int) {
		sc.results[i].list(folder, filepath.Join(sc.dir, names[i]), sc.old, readPlay, want)
	})
	return sc, nil
}

// entry is r's entry, read from the index when its turn comes; listed is
// false for a game the command does not take. An entry the index cannot
// give (its body damaged) is read from its file instead.
func (sc *scan) entry(r *read) (record.Entry, bool) {
	if r.lazy {
		r.lazy = false
		e, err := sc.dec.Entry(r.slot)
		if err != nil {
			r.slot, r.copied, r.listed = -1, false, false
			r.readFile(r.path, r.stated, r.size, r.mtime, r.ctime, nil, sc.readPlay, sc.want)
			return r.entry, r.listed && r.err == nil
		}
		r.entry = e
	}
	if r.err != nil || !r.listed {
		return record.Entry{}, false
	}
	e := r.entry
	e.Game.File = r.path
	return e, true
}

// finish counts how each file was come by and writes the index when it
// changed.
func (sc *scan) finish() {
	changed, kept := sc.old == nil, 0
	for i := range sc.results {
		r := &sc.results[i]
		switch {
		case r.hashed:
			sc.st.Hashed++
			if r.parsed {
				sc.st.Parsed++
			}
		case r.err == nil:
			sc.st.FromIndex++
			if !r.listed {
				sc.st.Skipped++
			}
		}
		if r.err != nil {
			continue
		}
		kept++
		changed = changed || !r.copied || r.key != sc.old.Key(r.slot)
	}
	changed = changed || kept != sc.old.Len()
	if !changed {
		return
	}
	b := record.NewIndexBuilder(sc.build, sc.dir, sc.old)
	for i := range sc.results {
		switch r := &sc.results[i]; {
		case r.err != nil:
		case r.copied:
			b.Copy(r.slot, r.key)
		case r.lazy: // never reached: every entry taken was read
		default:
			b.Add(filepath.Base(r.path), r.key, r.entry)
		}
	}
	if buf, err := b.Bytes(); err == nil && store.WriteFile(IndexPath(), store.Cache, buf) == nil {
		sc.st.Wrote = true
	}
}

// folderNames reads the games folder once: the names of the Stephens games
// (as List) and, with plays, of the plays (as ListPlays), each in the
// order of the names; none when there is no folder yet.
func folderNames(dir string, plays bool) (games, playNames []string, err error) {
	d, err := os.Open(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	entries, err := d.ReadDir(-1) // in the folder's order, sorted below: cheaper than os.ReadDir's sort
	_ = d.Close()
	if err != nil {
		return nil, nil, err
	}
	defer func() { slices.Sort(games); slices.Sort(playNames) }()
	for _, e := range entries {
		switch name := e.Name(); {
		case e.IsDir():
		case IsPlay(name):
			if plays {
				playNames = append(playNames, name)
			}
		case isGameName(name):
			games = append(games, name)
		}
	}
	return games, playNames, nil
}

// read is one file of the folder on its way to the list: its entry is the
// index's (copied, when the file is unchanged, or changed in its times
// alone; lazy until it is read from the index) or one made from the file.
type read struct {
	path               string
	slot               int // the file's entry in the index, -1 for none
	stated             bool
	size, mtime, ctime int64
	key                record.Key
	entry              record.Entry
	listed, copied     bool
	lazy               bool
	hashed, parsed     bool
	err                error
}

// list takes the file at path from the index when its size and times are
// the entry's (and settled), to be read when the command takes it; else
// it reads the file.
func (r *read) list(folder *folder, path string, old *record.IndexFile, readPlay PlayReader, want Want) {
	r.path = path
	size, mtime, ctime, err := folder.stat(filepath.Base(path))
	r.stated, r.size, r.mtime, r.ctime = err == nil, size, mtime, ctime
	if i := r.slot; i >= 0 && err == nil && old.Unchanged(i, size, mtime, ctime) {
		r.fromIndex(old, want)
		r.key = old.Key(i)
		return
	}
	r.readFile(path, err == nil, size, mtime, ctime, old, readPlay, want)
}

// fromIndex takes the file's entry from the index: to be read when want
// takes it (lazy), else left unread.
func (r *read) fromIndex(old *record.IndexFile, want Want) {
	r.copied = true
	r.listed = want == nil || want(r.path, old.Summary(r.slot))
	r.lazy = r.listed
}

// parallel runs do(worker, 0..n-1) on as many goroutines (workers) as
// there are processors, a run of items at a time.
func parallel(n int, do func(worker, i int)) {
	const run = 64
	workers := min((n+run-1)/run, runtime.GOMAXPROCS(0))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := int(next.Add(run)) - run; k < n; k = int(next.Add(run)) - run {
				for i := k; i < min(k+run, n); i++ {
					do(w, i)
				}
			}
		}()
	}
	wg.Wait()
}

// readFile reads a game file that is not in the index or changed since:
// its bytes are hashed, and parsed unless the hash is the entry's (a file
// touched, or copied back). The key takes the size and time of the stat
// made before the read, so a write that comes between is seen next time.
func (r *read) readFile(path string, stated bool, size, mtime, ctime int64, old *record.IndexFile, readPlay PlayReader, want Want) {
	start := time.Now()
	buf, err := store.ReadFile(path) // a file gone or not ours to read says so
	if err != nil {
		r.err = err
		return
	}
	r.hashed = true
	sum := sha256.Sum256(buf)
	var key record.Key
	if stated { // one that could be read but not stat-ed is read again next time
		key = record.Key{Size: size, ModTime: mtime, Change: ctime,
			Settled: int64(len(buf)) == size && mtime < start.Add(-settleAfter).UnixNano()}
	}
	copy(key.Hash[:], sum[:])
	r.key = key
	if r.slot >= 0 && old != nil && old.Key(r.slot).Hash == key.Hash {
		r.fromIndex(old, want)
		return
	}
	r.parsed = true
	if IsPlay(path) {
		g, err := readPlay(path, buf)
		if err != nil {
			r.err = named(path, err)
			return
		}
		r.entry = record.Entry{Phase: game.PhaseOver, Game: g}
	} else {
		f, s, err := game.ParseFileState(buf)
		if err != nil {
			r.err = named(path, err)
			return
		}
		r.entry = record.EntryOf(path, f.Created, s)
	}
	r.listed = want == nil || want(path, record.SummaryOf(r.entry))
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

// readIndex reads the index (within its own limit, not a user file's);
// nil when there is none, or it cannot be used: damaged, of another
// format, or written by another build of the program or for another games
// folder.
func readIndex(path, build, dir string) *record.IndexFile {
	buf, err := store.ReadWithin(path, record.MaxIndexSize)
	if err != nil {
		return nil
	}
	ix, err := record.OpenIndex(buf)
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
