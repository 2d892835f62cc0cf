package gamefile

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// Reading the games folder for the index (index.go): its names, each
// file's stat, and the file read when its entry cannot be used.

// read is one file of the folder on its way to the list: its entry is the
// index's (copied, when the file is unchanged, or changed in its times
// alone; lazy until it is read from the index) or, in file, one made from
// the file; err says why it cannot be read. Ten thousand are held at once.
type read struct {
	path                 string
	slot                 int32 // the file's entry in the index, -1 for none
	listed, copied, lazy bool
	file                 *fileRead // the file as read, when it was
	err                  error
}

// fileRead is what a file read gave: whether it could be stat-ed first,
// its key and its entry.
type fileRead struct {
	stated, hashed, parsed bool
	key                    record.Key
	entry                  record.Entry
}

// key is the file's key: the index's, unless the file was read.
func (r *read) key(old *record.IndexFile) record.Key {
	if r.file == nil {
		return old.Key(int(r.slot))
	}
	return r.file.key
}

// list takes the file at path from the index when its size and times are
// the entry's (and settled), to be read when the command takes it; else
// it reads the file.
func (r *read) list(folder *folder, old *record.IndexFile, readPlay PlayReader, want Want) {
	size, mtime, ctime, err := folder.stat(filepath.Base(r.path))
	if i := int(r.slot); i >= 0 && err == nil && old.Unchanged(i, size, mtime, ctime) {
		r.fromIndex(old, want)
		return
	}
	r.readFile(err == nil, size, mtime, ctime, old, readPlay, want)
}

// fromIndex takes the file's entry from the index: to be read when want
// takes it (lazy), else left unread.
func (r *read) fromIndex(old *record.IndexFile, want Want) {
	r.copied = true
	r.listed = want == nil || want(r.path, old.Summary(int(r.slot)))
	r.lazy = r.listed
}

// readFile reads a game file that is not in the index or changed since:
// its bytes are hashed, and parsed unless the hash is the entry's (a file
// touched, or copied back). The key takes the size and time of the stat
// made before the read, so a write that comes between is seen next time.
func (r *read) readFile(stated bool, size, mtime, ctime int64, old *record.IndexFile, readPlay PlayReader, want Want) {
	start := time.Now()
	fr := &fileRead{stated: stated}
	r.file = fr
	buf, err := store.ReadFile(r.path) // a file gone or not ours to read says so
	if err != nil {
		r.err = err
		return
	}
	fr.hashed = true
	sum := sha256.Sum256(buf)
	var key record.Key
	if stated { // one that could be read but not stat-ed is read again next time
		key = record.Key{Size: size, ModTime: mtime, Change: ctime,
			Settled: int64(len(buf)) == size && mtime < start.Add(-settleAfter).UnixNano()}
	}
	copy(key.Hash[:], sum[:])
	fr.key = key
	if r.slot >= 0 && old != nil && old.Key(int(r.slot)).Hash == key.Hash {
		r.fromIndex(old, want)
		return
	}
	fr.parsed = true
	if IsPlay(r.path) {
		g, err := readPlay(r.path, buf)
		if err != nil {
			r.err = named(r.path, err)
			return
		}
		fr.entry = record.Entry{Phase: game.PhaseOver, Game: g}
	} else {
		f, s, err := game.ParseFileState(buf)
		if err != nil {
			r.err = named(r.path, err)
			return
		}
		fr.entry = record.EntryOf(r.path, f.Created, s)
	}
	r.listed = want == nil || want(r.path, record.SummaryOf(fr.entry))
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
