package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/companion/walk"
)

// gameSession is one open game: its file, its state, and the lock that
// keeps a second terminal from writing at the same time. Every recorded
// event is saved at once (atomically), so nothing answered is ever lost.
type gameSession struct {
	a     *app
	path  string
	file  *gamefile.File
	state *game.State
	// before is the game over its first beforeAt events, when opened for
	// undo.
	before   *game.State
	beforeAt int
	// sf is the game's file, open for writing (locked) when the session
	// writes; nil when it only reads.
	sf *store.File
}

// gamePath is --game, else the current game; a usage error when neither,
// and an error naming the pointer's file when it holds no game's path.
func (a *app) gamePath() (string, error) {
	if a.game != "" {
		return a.game, nil
	}
	p, err := gamefile.CurrentPath()
	if err != nil {
		return "", err
	}
	if p != "" {
		return p, nil
	}
	return "", usageError(a.p.T("game.no_game"), a.p.T("game.no_game_hint"))
}

// openGame opens the game for reading, or for writing (locked) when write.
func (a *app) openGame(write bool) (*gameSession, error) {
	path, err := a.gamePath()
	if err != nil {
		return nil, err
	}
	return a.openGameAt(path, write)
}

func (a *app) openGameAt(path string, write bool) (*gameSession, error) {
	return a.openGameBefore(path, write, -1)
}

// openGameBefore is openGameAt that also keeps the game as it stood before
// its last back events (g.before; undo), from the same single replay.
func (a *app) openGameBefore(path string, write bool, back int) (*gameSession, error) {
	g := &gameSession{a: a, path: path}
	if !write {
		// Reading replays every event to check it: that replay is the
		// game's state (one replay per command; the walkthroughs work on
		// copies).
		f, s, before, err := gamefile.LoadStateBefore(path, back)
		if err != nil {
			return nil, a.gameFileError(path, err)
		}
		g.set(f, s, before, back)
		return g, nil
	}
	sf, err := gamefile.Open(path)
	if err != nil {
		return nil, a.openFailed(path, err)
	}
	if !sf.Exists() {
		sf.Close()
		return nil, a.gameFileError(path, fs.ErrNotExist)
	}
	f, s, before, err := gamefile.Decode(sf, back)
	if err != nil {
		sf.Close()
		return nil, a.gameFileError(path, err)
	}
	g.sf = sf
	g.set(f, s, before, back)
	return g, nil
}

func (g *gameSession) set(f *gamefile.File, s, before *game.State, back int) {
	g.file, g.state, g.before = f, s, before
	g.beforeAt = len(f.Events) - back
}

// openFailed says why a file could not be opened for writing: in use by
// another stephens, or what is in the way.
func (a *app) openFailed(path string, err error) error {
	if errors.Is(err, store.ErrInUse) {
		return failure(a.p.T("game.in_use", "Path", path), a.p.T("game.in_use_hint"))
	}
	return a.writeFailed("game.cannot_open", path, err)
}

// gameFileError reports a game file that cannot be used (rendered by
// classify, with its path, line and field); the file is never touched.
func (a *app) gameFileError(path string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return usageError(a.p.T("game.not_found", "Path", path), a.p.T("game.no_game_hint"))
	}
	var fe *userfile.Error
	if errors.As(err, &fe) {
		return fe
	}
	return &userfile.Error{File: path, Issues: []userfile.Issue{{Problem: userfile.ProblemOf(err)}}}
}

func (g *gameSession) close() {
	if g.sf != nil {
		g.sf.Close()
	}
}

// openToRecord checks a command's flags for themselves, opens the current
// game for writing and makes the driver that answers the command's
// walkthrough from those flags or at the prompts.
func (a *app) openToRecord(flags *flagSource) (*gameSession, *driver, error) {
	if err := flags.check(a); err != nil {
		return nil, nil, err
	}
	g, err := a.openGame(true)
	if err != nil {
		return nil, nil, err
	}
	flags.spare = func(flag, v string) error { return play.CheckSpare(g.state, flag, v) }
	return g, a.newDriver(flags), nil
}

// record applies an event and saves the game. A refused event changes
// nothing and comes back as a usage error in the user's language.
func (g *gameSession) record(e game.Event) error {
	if err := g.state.Apply(e); err != nil {
		return g.a.invalid(err)
	}
	g.file.Events = append(g.file.Events, e)
	return g.save()
}

// save writes the game; when another program changed the file since it
// was read, nothing is written (ErrChanged: see reload).
func (g *gameSession) save() error {
	if err := gamefile.Write(g.sf, g.file); err != nil {
		return g.a.writeFailed("game.cannot_save", g.path, err)
	}
	return nil
}

// reload takes the game file as it is on disk now (after another program
// changed it): the session goes on from there.
func (g *gameSession) reload() error {
	if _, err := g.sf.Reload(); err != nil {
		return g.a.writeFailed("game.cannot_open", g.path, err)
	}
	if !g.sf.Exists() {
		return g.a.gameFileError(g.path, fs.ErrNotExist)
	}
	f, s, _, err := gamefile.Decode(g.sf, -1)
	if err != nil {
		return g.a.gameFileError(g.path, err)
	}
	g.set(f, s, nil, -1)
	return nil
}

// commit writes the events a walkthrough recorded, once, and takes the
// state they lead to (written without events too when lessons said were
// added). A failed write changes nothing.
func (g *gameSession) commit(tb *play.Table, lessons bool) error {
	if len(tb.Events) == 0 && !lessons {
		return nil
	}
	n := len(g.file.Events)
	g.file.Events = append(g.file.Events, tb.Events...)
	if err := g.save(); err != nil {
		g.file.Events = g.file.Events[:n]
		return err
	}
	g.state = tb.State
	return nil
}

// walk runs one unit of a walkthrough over the game: every answer taken
// and checked, the events written once, then what it said printed.
// The answers of the unit are kept in the game's draft as they are given.
// The lessons said so far in the game are those the file holds: the unit
// keeps them as they were when it began (so its replays say the same
// lines), and each one it shows in full is kept in the file as said.
func (g *gameSession) walk(d *driver, known play.Known, run func(*play.Table, *walk.T) error) error {
	g.state.Settings.Taught = g.file.Settings.Taught
	g.a.lessonsOf = g
	defer func() { g.a.lessonsOf = nil }()
	w := play.NewWalk(g.state, known, run)
	d.draft = g.draftSpot("play", g.a.p.Render(play.Unit(g.state)))
	lines, err := d.run(w.Script)
	if err != nil {
		return err
	}
	if err := g.commit(w.Table(), g.lessonsSaid(lines)); err != nil {
		return err
	}
	d.settle()
	g.a.printLines(lines, false)
	return g.a.remember(w.Table().Remember)
}

// draftSpot is where the answers of the game's unit in progress are kept:
// one draft per game, for the unit that starts after the events recorded
// so far (kind: "play" or "score").
// The unit is named by the events it follows, the last one's words
// included: a game taken back and played on to as many events is another
// unit.
func (g *gameSession) draftSpot(kind, what string) *draftSpot {
	h := fnv.New32a()
	if n := len(g.file.Events); n > 0 {
		buf, _ := json.Marshal(g.file.Events[n-1]) // as the file has it: the same in every process
		_, _ = h.Write(buf)
	}
	return &draftSpot{path: gameDraftPath(g.path), what: what,
		unit:   fmt.Sprintf("%s %s %d %08x", kind, store.FoldCase(g.path), len(g.file.Events), h.Sum32()),
		resume: g.a.p.T("game.seams.resume_hint")}
}

// known loads what the player transcribed of the printed values (refill
// numbers, small factory bonuses); a broken file is reported.
func (a *app) known() (play.Known, error) {
	r, err := loadRefills(a)
	if err != nil {
		return play.Known{}, err
	}
	b, err := loadBonuses(a)
	if err != nil {
		return play.Known{}, err
	}
	return play.Known{Refills: r, Bonuses: b}, nil
}

// freshKnown reads the transcriptions again before a unit of a running
// game, so one changed by another command (stephens components in a
// second terminal) is used from the next question on, and says so. A file
// broken meanwhile is reported and what was known before is kept.
func (a *app) freshKnown(prev play.Known) play.Known {
	k, err := a.known()
	if err != nil {
		fmt.Fprintln(a.io.Out, a.wrap("  "+a.message(err)))
		return prev
	}
	changed := !components.SameBonuses(k.Bonuses, prev.Bonuses) || !components.SameRefills(k.Refills, prev.Refills)
	if changed && prev.Bonuses != nil && prev.Refills != nil && !a.savedKnown {
		fmt.Fprintln(a.io.Out, a.wrap("  "+a.p.T("values.transcription_changed")))
	}
	a.savedKnown = false
	return k
}

// remember keeps the values the table told and asked to keep (refill
// numbers, small factory bonuses) in its transcriptions, each read,
// changed and written under its lock.
func (a *app) remember(rs []play.Remembered) error {
	a.savedKnown = a.savedKnown || len(rs) > 0
	var refills, bonuses []play.Remembered
	for _, x := range rs {
		if x.Bonus != "" {
			bonuses = append(bonuses, x)
		} else {
			refills = append(refills, x)
		}
	}
	if len(refills) > 0 {
		sf, r, err := openRefills(a)
		if err != nil {
			return err
		}
		defer sf.Close()
		for _, x := range refills {
			if err := r.Set(x.Space, x.Players, x.Cubes); err != nil {
				return a.invalid(err)
			}
		}
		if err := a.writeTranscription(sf, components.MarshalRefills(r)); err != nil {
			return err
		}
		fmt.Fprintln(a.io.Out, a.wrap("  "+a.p.T("game.step.refill.remembered", "Path", refillsPath())))
	}
	if len(bonuses) > 0 {
		sf, b, err := openBonuses(a)
		if err != nil {
			return err
		}
		defer sf.Close()
		for _, x := range bonuses {
			if err := b.AddSeen(x.Factory, x.Bonus); err != nil {
				return a.invalid(err)
			}
		}
		if err := a.writeTranscription(sf, components.MarshalBonuses(b)); err != nil {
			return err
		}
		fmt.Fprintln(a.io.Out, a.wrap("  "+a.p.T("values.supply.remembered", "Path", bonusesPath())))
	}
	return nil
}

// stateBefore is the game replayed over its first keep events: the state
// kept when the game was opened for this undo, else a replay (the play
// loop's undo, after turns written in this session).
func (g *gameSession) stateBefore(keep int) (*game.State, error) {
	if b := g.before; b != nil && g.beforeAt == keep {
		g.before = nil
		return b, nil
	}
	return game.Replay(g.file.Settings, g.file.Events[:keep])
}

// gamesFolderError says that the games folder cannot be read, naming it
// (not the current game's folder) and why, in the user's words.
func (a *app) gamesFolderError(err error) error {
	detail := a.fileDetail(err)
	if p := store.FileInTheWay(store.GamesDir()); p != "" {
		detail = a.p.T("file.write.not_folder", "Path", p)
	}
	return failure(a.p.T("files.folder_unreadable", "Path", store.GamesDir(), "Detail", detail))
}
