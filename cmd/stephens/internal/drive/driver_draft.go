package drive

import (
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The answers of the unit in progress are kept by the session
// (companion/session) in one draft per unit, written here through the one
// write path, so Ctrl-C, SIGTERM and SIGHUP lose none. The command only
// says where the draft lives, which unit it is, and how to go on.

// DraftSpot is where a command keeps the draft of the unit it runs.
type DraftSpot struct {
	Path string
	// Unit names the unit and where it began (walk.Draft.Unit).
	Unit string
	// What names the unit for the table ("Carla's turn", "the score sheet").
	What walk.Msg
	// Resume is the hint that says how to go on ("continue with ...").
	Resume walk.Msg
	// Settings are answers the command gives whatever the draft holds:
	// what the table may change at any time anyway (whether the game
	// teaches), by question ID.
	Settings map[string]string
	u        *session.Unit
}

// SessionUnit is the session's unit for the spot.
func (s *DraftSpot) SessionUnit(a *cmdutil.App) *session.Unit { return s.session(a) }

// session is the session's unit for the spot (nil for none).
func (s *DraftSpot) session(a *cmdutil.App) *session.Unit {
	if s == nil {
		return nil
	}
	if s.u == nil {
		s.u = &session.Unit{Store: &draftFile{a: a, path: s.Path}, Name: s.Unit, What: s.What, Resume: s.Resume, Settings: s.Settings}
	}
	return s.u
}

// draftFile keeps a unit's draft in its file (session.DraftStore).
type draftFile struct {
	a    *cmdutil.App
	path string
}

func (f *draftFile) Load() *walk.Draft { return ReadDraft(f.a, f.path) }

func (f *draftFile) Save(d *walk.Draft) error {
	if err := store.WriteFile(f.path, store.Draft, d.Marshal()); err != nil {
		return f.a.WriteFailed("walk.draft.cannot_save", f.path, err)
	}
	return nil
}

func (f *draftFile) Remove() {
	if _, err := store.Remove(f.path, store.Draft); err != nil {
		fmt.Fprintln(f.a.IO.Err, f.a.P.T("walk.draft.cannot_remove", "Path", f.path, "Detail", f.a.FileDetail(err)))
	}
}

func (f *draftFile) Where() string { return f.path }

// draftsDir holds the drafts (the state folder: they matter only to this
// machine, and only until their unit is done).
func draftsDir() string { return filepath.Join(store.StateDir(), "drafts") }

// DraftPath is the draft file for a walkthrough family ("setup", "score")
// or for a file's units (a game, by its path).
func DraftPath(name string) string { return filepath.Join(draftsDir(), name+".yaml") }

// GameDraftPath is the draft of a game's units: named after the game file,
// with a short hash of its full path so two games of the same name in
// different folders keep their own.
func GameDraftPath(gamePath string) string {
	gamePath = absPath(gamePath) // g.yaml and ./g.yaml at the table, /home/ana/g.yaml at play: one game
	h := fnv.New32a()
	_, _ = h.Write([]byte(store.PathKey(gamePath))) // C:\Users and c:\users are one game on Windows
	base := strings.TrimSuffix(filepath.Base(gamePath), filepath.Ext(gamePath))
	return DraftPath(fmt.Sprintf("%s-%08x", base, h.Sum32()))
}

// ReadDraft reads the draft at path (nil when there is none). One that
// cannot be read (broken, a folder, a pipe, a link where the companion
// keeps its own file) is said by name and moved aside, never overwritten
// by the next answer (files-and-scale D10); nil then too.
func ReadDraft(a *cmdutil.App, path string) *walk.Draft {
	fi, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err == nil && fi.Mode().IsRegular() {
		var buf []byte
		if buf, err = store.ReadFile(path); err == nil {
			var dr *walk.Draft
			if dr, err = walk.ParseDraft(buf); err == nil {
				return dr
			}
			_, err = store.Decode(path, buf, func([]byte) (any, error) { return nil, err })
		}
	}
	detail := a.P.T("file.write.is_other", "Path", path)
	if err != nil {
		detail = a.Message(err)
	}
	to, merr := store.MoveAside(path)
	if merr != nil {
		fmt.Fprintln(a.IO.Err, a.ErrWrap(a.P.T("walk.draft.damaged_kept", "Detail", detail, "Why", a.FileDetail(merr))))
		return nil
	}
	fmt.Fprintln(a.IO.Err, a.ErrWrap(a.P.T("walk.draft.damaged", "Detail", detail, "To", to)))
	return nil
}

// PeekDraft reads whatever draft is at path (nil when none or unreadable).
func PeekDraft(path string) *walk.Draft {
	buf, err := store.ReadFile(path)
	if err != nil {
		return nil
	}
	dr, err := walk.ParseDraft(buf)
	if err != nil {
		return nil
	}
	return dr
}

// keptHints say what an interruption now keeps and how to go on
// (view.Screen.KeptHints).
func (d *Driver) keptHints(k session.Kept) []string { return d.a.Screen().KeptHints(k) }

// absPath is path from the root (as it is when that cannot be known):
// processes started in other folders name one game alike.
func absPath(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}

// UnitKey names a game's file in the name of a unit of its draft.
func UnitKey(gamePath string) string { return store.FoldCase(absPath(gamePath)) }
