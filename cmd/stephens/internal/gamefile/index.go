package gamefile

import (
	"errors"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/record"
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

// manyGames to parse collect their garbage less often, within a bound.
const manyGames = 500

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
	err = sc.each(oldestFirst, visit)
	sc.finish()
	return sc.st, err
}

// each is EachWanted's walk over the folder scanned.
func (sc *scan) each(oldestFirst bool, visit func(Listed) error) error {
	var order []int32
	for _, part := range [][2]int{{0, sc.games}, {sc.games, len(sc.results)}} {
		for i := part[1] - 1; i >= part[0]; i-- {
			if r := &sc.results[i]; r.err != nil {
				if err := visit(Listed{Path: r.path, Err: r.err}); err != nil {
					return err
				}
			} else if r.listed {
				order = append(order, int32(i))
			}
		}
	}
	record.SortNewest(order, func(i int32) (time.Time, string) {
		if r := &sc.results[i]; r.lazy {
			return sc.old.Summary(int(r.slot)).Started, r.path
		}
		return sc.results[i].file.entry.Game.Started, sc.results[i].path
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
		if err := visit(Listed{Path: r.path, Entry: e, Err: r.err}); err != nil {
			return err
		}
		sc.dec.Reuse() // visit keeps nothing of the entry
	}
	return nil
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
	folder, err := openFolder(sc.dir)
	if errors.Is(err, os.ErrNotExist) { // no games yet
		folder, err = nil, nil
	} else if err != nil {
		return sc, err
	}
	sc.build = buildKey()
	index := make(chan *record.IndexFile, 1)
	go func() { index <- readIndex(IndexPath(), sc.build, sc.dir) }() // while the folder is read
	// The paths of the Stephens games (as List), then of the plays (as
	// ListPlays), each part in the order of the names: none without a folder.
	var paths record.Paths
	prefix := filepath.Join(sc.dir, "x")
	if folder != nil {
		defer folder.close()
		err = folder.each(func(name []byte, dir bool) {
			if play := IsPlay(string(name)); !dir && (play && readPlay != nil || !play && isGameName(string(name))) {
				paths.Add(prefix[:len(prefix)-1], name, play)
			}
		})
	}
	names, games := paths.Sorted()
	if sc.old, sc.games = <-index, games; err != nil {
		return sc, err
	}
	if len(names)-sc.old.Len() > manyGames {
		debug.SetGCPercent(300)
		debug.SetMemoryLimit(96 << 20)
	}
	sc.results = make([]read, len(names))
	for i := range sc.results {
		sc.results[i] = read{path: names[i], slot: -1}
	}
	if sc.old != nil { // the index is in the names' order, as each part is
		for _, part := range [][2]int{{0, games}, {games, len(names)}} {
			first := part[0]
			sc.old.Slots(names[first:part[1]], len(prefix)-1, func(k, slot int) { sc.results[first+k].slot = int32(slot) })
		}
		sc.dec = sc.old.Decoder(categories)
	}
	record.Parallel(len(names), func(i int) { sc.results[i].list(folder, sc.old, readPlay, want) })
	return sc, nil
}

// entry is r's entry, read from the index when its turn comes; listed is
// false for a game the command does not take. An entry the index cannot
// give (its body damaged) is read from its file instead.
func (sc *scan) entry(r *read) (record.Entry, bool) {
	var e record.Entry
	if r.lazy {
		r.lazy = false
		var err error
		if e, err = sc.dec.Entry(int(r.slot)); err != nil {
			k, stated := r.key(sc.old), r.file == nil || r.file.stated // the stat the key was made of
			r.slot, r.copied, r.listed = -1, false, false
			r.readFile(stated, k.Size, k.ModTime, k.Change, nil, sc.readPlay, sc.want)
			return sc.entry(r)
		}
	} else if r.file != nil {
		e = r.file.entry
	}
	if r.err != nil || !r.listed {
		return record.Entry{}, false
	}
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
		case r.file != nil && r.file.hashed:
			sc.st.Hashed++
			if r.file.parsed {
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
		changed = changed || !r.copied || r.key(sc.old) != sc.old.Key(int(r.slot))
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
			b.Copy(int(r.slot), r.key(sc.old))
		case r.lazy: // never reached: every entry taken was read
		default:
			b.Add(filepath.Base(r.path), r.file.key, r.file.entry)
		}
	}
	if buf, err := b.Bytes(); err == nil && store.WriteFile(IndexPath(), store.Cache, buf) == nil {
		sc.st.Wrote = true
	}
}
