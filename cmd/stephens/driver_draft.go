package main

import (
	"fmt"
	"hash/fnv"
	"path/filepath"
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The answers of the unit in progress are kept by the session
// (companion/session) in one draft per unit, written here through the one
// write path, so Ctrl-C, SIGTERM and SIGHUP lose none. The command only
// says where the draft lives, which unit it is, and how to go on.

// draftSpot is where a command keeps the draft of the unit it runs.
type draftSpot struct {
	path string
	// unit names the unit and where it began (walk.Draft.Unit).
	unit string
	// what names the unit for the table ("Carla's turn", "the score sheet").
	what walk.Msg
	// resume is the hint that says how to go on ("continue with ...").
	resume walk.Msg
	// settings are answers the command gives whatever the draft holds:
	// what the table may change at any time anyway (whether the game
	// teaches), by question ID.
	settings map[string]string
	u        *session.Unit
}

// session is the session's unit for the spot (nil for none).
func (s *draftSpot) session(a *app) *session.Unit {
	if s == nil {
		return nil
	}
	if s.u == nil {
		s.u = &session.Unit{Store: &draftFile{a: a, path: s.path}, Name: s.unit, What: s.what, Resume: s.resume, Settings: s.settings}
	}
	return s.u
}

// draftFile keeps a unit's draft in its file (session.DraftStore).
type draftFile struct {
	a    *app
	path string
}

func (f *draftFile) Load() *walk.Draft { return peekDraft(f.path) }

func (f *draftFile) Save(d *walk.Draft) error {
	if err := store.WriteFile(f.path, store.Draft, d.Marshal()); err != nil {
		return f.a.writeFailed("walk.draft.cannot_save", f.path, err)
	}
	return nil
}

func (f *draftFile) Remove() {
	if _, err := store.Remove(f.path, store.Draft); err != nil {
		fmt.Fprintln(f.a.io.Err, f.a.p.T("walk.draft.cannot_remove", "Path", f.path, "Detail", f.a.fileDetail(err)))
	}
}

func (f *draftFile) Where() string { return f.path }

// draftsDir holds the drafts (the state folder: they matter only to this
// machine, and only until their unit is done).
func draftsDir() string { return filepath.Join(store.StateDir(), "drafts") }

// draftPath is the draft file for a walkthrough family ("setup", "score")
// or for a file's units (a game, by its path).
func draftPath(name string) string { return filepath.Join(draftsDir(), name+".yaml") }

// gameDraftPath is the draft of a game's units: named after the game file,
// with a short hash of its full path so two games of the same name in
// different folders keep their own.
func gameDraftPath(gamePath string) string {
	abs, err := filepath.Abs(gamePath)
	if err != nil {
		abs = gamePath
	}
	h := fnv.New32a()
	_, _ = h.Write([]byte(abs))
	base := strings.TrimSuffix(filepath.Base(gamePath), filepath.Ext(gamePath))
	return draftPath(fmt.Sprintf("%s-%08x", base, h.Sum32()))
}

// peekDraft reads whatever draft is at path (nil when none or unreadable).
func peekDraft(path string) *walk.Draft {
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

// keptHints say what an interruption now keeps and how to go on.
func (d *driver) keptHints(k session.Kept) []string {
	p := d.a.p
	var hints []string
	switch {
	case k.Given > 0:
		hints = append(hints, p.N("walk.draft.kept", k.Given, "What", p.Render(k.What), "Path", k.Where))
	case k.OnlyGiven: // only what the command line gave
		hints = append(hints, p.T("walk.draft.kept_given", "What", p.Render(k.What), "Path", k.Where))
	}
	if k.Resume.ID != "" {
		hints = append(hints, p.Render(k.Resume))
	}
	return hints
}
