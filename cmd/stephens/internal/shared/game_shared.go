package shared

import (
	"bytes"
	"context"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/session/loop"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/companion/walk"
)

// A game played at the table (companion/session/loop) is shared with other
// processes while it is played: `stephens turn`, the table view's page, a
// second `stephens play`. Nothing is held open between writes: each write
// takes the game's lock, checks the file is still as this process last
// read or wrote it (else ErrChanged: the change made elsewhere wins),
// writes and lets go. The loop watches the file and the game's draft for
// a change made elsewhere (loop.Seen).
type sharedFile struct {
	on   bool
	seen loop.Seen
	// Wrote, when set, hears the bytes this process is about to write,
	// and those it read (the table view's server tells the game as the
	// loop knows it from a change made elsewhere).
	Wrote func([]byte)
}

// Poll is how often a game played at the table is looked at for a change
// made elsewhere: a stat of two files, a read only when one changed.
const Poll = 25 * time.Millisecond

// OpenGameShared reads the game at path to play it at the table, shared
// with other processes (see sharedFile).
func OpenGameShared(a *cmdutil.App, path string) (*GameSession, error) {
	g := &GameSession{a: a, Path: path}
	g.on = true
	if err := g.reloadShared(); err != nil {
		return nil, err
	}
	return g, nil
}

func (g *GameSession) reloadShared() error {
	buf, err := store.ReadFile(g.Path)
	if err != nil {
		return GameFileError(g.a, g.Path, err)
	}
	type read struct {
		f *gamefile.File
		s *game.State
	}
	r, err := store.Decode(g.Path, buf, func(b []byte) (read, error) {
		f, s, err := game.ParseFileState(b)
		return read{f, s}, err
	})
	if err != nil {
		return GameFileError(g.a, g.Path, err)
	}
	draft, _ := store.ReadFile(drive.GameDraftPath(g.Path))
	g.seen.Read(buf, draft)
	if g.Wrote != nil {
		g.Wrote(buf) // the game as the loop now knows it: no news to withdraw for
	}
	g.Set(r.f, r.s, nil, -1)
	return nil
}

// saveShared writes the game under its lock, held only while writing.
func (g *GameSession) saveShared() error {
	buf, err := g.File.Marshal()
	if err != nil {
		return g.a.WriteFailed("game.cannot_save", g.Path, err)
	}
	sf, err := gamefile.Open(g.Path)
	if err != nil {
		return openFailed(g.a, g.Path, err)
	}
	defer sf.Close()
	if !sf.Exists() || !bytes.Equal(sf.Data(), g.seen.Game()) {
		return g.a.WriteFailed("game.cannot_save", g.Path, &store.WriteError{Path: g.Path, Reason: userfile.Changed, Err: store.ErrChanged})
	}
	if g.Wrote != nil {
		g.Wrote(buf) // before it is written: the server knows it as this process's own
	}
	done := g.seen.Writing(false, buf)
	err = sf.Write(buf)
	if done(err); err != nil {
		return g.a.WriteFailed("game.cannot_save", g.Path, err)
	}
	return nil
}

// Loop is the game as the table's loop reads and writes it (loop.Store).
func (g *GameSession) Loop() loop.Store { return loopStore{g} }

type loopStore struct{ g *GameSession }

func (l loopStore) Load() (*game.File, *game.State, error) {
	if err := l.g.Reload(); err != nil {
		return nil, nil, err
	}
	return l.g.File, l.g.State, nil
}

func (l loopStore) Record(events []game.Event, lines []walk.Line) error {
	return l.g.record(events, lines)
}

// record writes the events a unit recorded, once, with the lessons its
// lines said in full kept as said (written without events too when there
// are such lessons). A failed write changes nothing.
func (g *GameSession) record(events []game.Event, lines []walk.Line) error {
	if lessons := g.lessonsSaid(lines); len(events) == 0 && !lessons {
		return nil
	}
	n := len(g.File.Events)
	g.File.Events = append(g.File.Events, events...)
	if err := g.Save(); err != nil {
		g.File.Events = g.File.Events[:n]
		return err
	}
	return nil
}

func (l loopStore) Unit(kind string, what walk.Msg) *session.Unit {
	u := l.g.DraftSpot(kind, what).SessionUnit(l.g.a)
	u.Store = &seenDraft{DraftStore: u.Store, seen: &l.g.seen}
	return u
}

func (l loopStore) Changed(ctx context.Context) <-chan struct{} {
	return l.g.seen.Watch(ctx, Poll, FileAt(l.g.Path), FileAt(drive.GameDraftPath(l.g.Path)))
}

// seenDraft is the game's draft, what this process reads and writes of it
// noted for the watch.
type seenDraft struct {
	session.DraftStore
	seen *loop.Seen
}

func (d *seenDraft) Load() *walk.Draft {
	buf, _ := store.ReadFile(d.Where())
	dr := d.DraftStore.Load()
	if _, err := os.Lstat(d.Where()); err != nil {
		buf = nil // moved aside, damaged
	}
	d.seen.ReadDraft(buf)
	return dr
}

func (d *seenDraft) Save(dr *walk.Draft) error {
	done := d.seen.Writing(true, dr.Marshal())
	err := d.DraftStore.Save(dr)
	done(err)
	return err
}

func (d *seenDraft) Remove() {
	done := d.seen.Writing(true, nil)
	d.DraftStore.Remove()
	done(nil)
}

// StampedFile is a file as a watch reads and looks at it (loop.File, the
// table view's remote.Game): read through the store (its size limit, no
// waiting on a lock), looked at with a stat.
type StampedFile struct {
	path string
	mu   sync.Mutex
	last os.FileInfo
	gen  int // counts the times another file took its place
}

// FileAt is the file at path, to watch.
func FileAt(path string) *StampedFile { return &StampedFile{path: path} }

func (f *StampedFile) Read() ([]byte, error) { return store.ReadFile(f.path) }

// Stamp is the file's size and time, and how often another file took its
// place (a write renames a new file over it).
func (f *StampedFile) Stamp() (string, error) {
	fi, err := os.Stat(f.path)
	if err != nil {
		return "", err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.last != nil && !os.SameFile(fi, f.last) {
		f.gen++
	}
	f.last = fi
	return strconv.Itoa(f.gen) + "/" + strconv.FormatInt(fi.Size(), 10) + "/" + strconv.FormatInt(fi.ModTime().UnixNano(), 10), nil
}
