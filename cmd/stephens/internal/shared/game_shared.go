package shared

import (
	"bytes"
	"context"
	"io/fs"
	"os"
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
// writes and lets go. Changed watches the file and the game's draft for a
// change made elsewhere.
type sharedFile struct {
	on   bool
	mu   sync.Mutex
	data []byte // the game file as this process last read or wrote it
	// draft is the game's draft as this process last read or wrote it
	// (nil: none).
	draft []byte
	// writing counts the writes under way, started all writes begun
	// (the watch waits for them).
	writing, started int
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
	g.mu.Lock()
	g.data = buf
	g.draft, _ = store.ReadFile(drive.GameDraftPath(g.Path))
	g.mu.Unlock()
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
	g.mu.Lock()
	known := g.data
	g.mu.Unlock()
	if !sf.Exists() || !bytes.Equal(sf.Data(), known) {
		return g.a.WriteFailed("game.cannot_save", g.Path, &store.WriteError{Path: g.Path, Reason: userfile.Changed, Err: store.ErrChanged})
	}
	if g.Wrote != nil {
		g.Wrote(buf) // before it is written: the server knows it as this process's own
	}
	done := g.write(&g.data, buf)
	err = sf.Write(buf)
	done(err)
	if err != nil {
		return g.a.WriteFailed("game.cannot_save", g.Path, err)
	}
	return nil
}

// write notes buf as what *at will hold once a write of this process is
// done; done(err) ends the write (a failed one keeps what *at held).
func (g *GameSession) write(at *[]byte, buf []byte) (done func(error)) {
	g.mu.Lock()
	old := *at
	*at = buf
	g.writing++
	g.started++
	g.mu.Unlock()
	return func(err error) {
		g.mu.Lock()
		if err != nil {
			*at = old
		}
		g.writing--
		g.mu.Unlock()
	}
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
	g := l.g
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
	u.Store = &watchedDraft{DraftStore: u.Store, g: l.g}
	return u
}

// watchedDraft is the game's draft, what this process last read or wrote
// of it noted for the watch.
type watchedDraft struct {
	session.DraftStore
	g *GameSession
}

func (d *watchedDraft) Load() *walk.Draft {
	buf, _ := store.ReadFile(d.Where())
	dr := d.DraftStore.Load()
	if _, err := os.Lstat(d.Where()); err != nil {
		buf = nil // moved aside, damaged
	}
	d.note(buf)
	return dr
}

func (d *watchedDraft) Save(dr *walk.Draft) error {
	done := d.g.write(&d.g.draft, dr.Marshal())
	err := d.DraftStore.Save(dr)
	done(err)
	return err
}

func (d *watchedDraft) Remove() {
	done := d.g.write(&d.g.draft, nil)
	d.DraftStore.Remove()
	done(nil)
}

func (d *watchedDraft) note(buf []byte) {
	d.g.mu.Lock()
	d.g.draft = buf
	d.g.mu.Unlock()
}

// Changed looks at the game file and its draft every Poll (a stat; a read
// when one changed) until one is not what this process last read or wrote.
func (l loopStore) Changed(ctx context.Context) <-chan struct{} {
	g := l.g
	paths := []string{g.Path, drive.GameDraftPath(g.Path)}
	ch := make(chan struct{})
	go func() {
		t := time.NewTicker(Poll)
		defer t.Stop()
		seen := make([]fs.FileInfo, len(paths))
		first := true
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
			look := first
			first = false
			for i, p := range paths {
				fi, _ := os.Stat(p)
				look = look || !sameStat(fi, seen[i])
				seen[i] = fi
			}
			if !look {
				continue
			}
			changed, busy := g.changedElsewhere(paths)
			if changed {
				close(ch)
				return
			}
			first = busy // a write of this process under way: look again

		}
	}()
	return ch
}

// changedElsewhere: the game file or its draft is not what this process
// last read or wrote; busy: this process is writing one, it cannot tell.
func (g *GameSession) changedElsewhere(paths []string) (changed, busy bool) {
	g.mu.Lock()
	started := g.started
	g.mu.Unlock()
	game, _ := store.ReadFile(paths[0])
	draft, _ := store.ReadFile(paths[1])
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.writing > 0 || g.started != started {
		return false, true
	}
	return game != nil && !bytes.Equal(game, g.data) || !bytes.Equal(draft, g.draft), false
}

// sameStat: the same file, not written since, or no file at both looks.
func sameStat(a, b fs.FileInfo) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a != nil && b != nil && os.SameFile(a, b) && a.Size() == b.Size() && a.ModTime().Equal(b.ModTime())
}
