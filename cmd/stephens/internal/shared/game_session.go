package shared

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
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
type GameSession struct {
	a     *cmdutil.App
	Path  string
	File  *gamefile.File
	State *game.State
	// before is the game over its first beforeAt events, when opened for
	// undo.
	before   *game.State
	beforeAt int
	// sf is the game's file, open for writing (locked) when the session
	// writes; nil when it only reads.
	sf *store.File
	// shared: the game is shared with other processes while it is played
	// (OpenGameShared): nothing is held open, each write takes the lock.
	sharedFile
}

// gamePath is --game, else the current game; a usage error when neither,
// and an error naming the pointer's file when it holds no game's path.
func GamePath(a *cmdutil.App) (string, error) {
	if a.Game != "" {
		return a.Game, nil
	}
	p, err := gamefile.CurrentPath()
	if err != nil {
		return "", err
	}
	if p != "" {
		return p, nil
	}
	return "", cmdutil.UsageError(a.P.T("game.no_game"), a.P.T("game.no_game_hint"))
}

// openGame opens the game for reading, or for writing (locked) when write.
func OpenGame(a *cmdutil.App, write bool) (*GameSession, error) {
	path, err := GamePath(a)
	if err != nil {
		return nil, err
	}
	return OpenGameAt(a, path, write)
}

func OpenGameAt(a *cmdutil.App, path string, write bool) (*GameSession, error) {
	return OpenGameBefore(a, path, write, -1)
}

// openGameBefore is openGameAt that also keeps the game as it stood before
// its last back events (g.before; undo), from the same single replay.
func OpenGameBefore(a *cmdutil.App, path string, write bool, back int) (*GameSession, error) {
	g := &GameSession{a: a, Path: path}
	if !write {
		// Reading replays every event to check it: that replay is the
		// game's state (one replay per command; the walkthroughs work on
		// copies).
		f, s, before, err := gamefile.LoadStateBefore(path, back)
		if err != nil {
			return nil, GameFileError(a, path, err)
		}
		g.Set(f, s, before, back)
		return g, nil
	}
	sf, err := gamefile.Open(path)
	if err != nil {
		return nil, openFailed(a, path, err)
	}
	if !sf.Exists() {
		sf.Close()
		return nil, GameFileError(a, path, fs.ErrNotExist)
	}
	f, s, before, err := gamefile.Decode(sf, back)
	if err != nil {
		sf.Close()
		return nil, GameFileError(a, path, err)
	}
	g.sf = sf
	g.Set(f, s, before, back)
	return g, nil
}

func (g *GameSession) Set(f *gamefile.File, s, before *game.State, back int) {
	g.File, g.State, g.before = f, s, before
	g.beforeAt = len(f.Events) - back
}

// openFailed says why a file could not be opened for writing: in use by
// another stephens, or what is in the way.
func openFailed(a *cmdutil.App, path string, err error) error {
	if errors.Is(err, store.ErrInUse) {
		return cmdutil.Failure(a.P.T("game.in_use", "Path", path), a.P.T("game.in_use_hint"))
	}
	return a.WriteFailed("game.cannot_open", path, err)
}

// gameFileError reports a game file that cannot be used (rendered by
// classify, with its path, line and field); the file is never touched.
func GameFileError(a *cmdutil.App, path string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return cmdutil.UsageError(a.P.T("game.not_found", "Path", path), a.P.T("game.no_game_hint"))
	}
	var fe *userfile.Error
	if errors.As(err, &fe) {
		return fe
	}
	return &userfile.Error{File: path, Issues: []userfile.Issue{{Problem: userfile.ProblemOf(err)}}}
}

func (g *GameSession) Close() {
	if g.sf != nil {
		g.sf.Close()
	}
}

// openToRecord checks a command's flags for themselves, opens the current
// game for writing and makes the driver that answers the command's
// walkthrough from those flags or at the prompts.
func OpenToRecord(a *cmdutil.App, flags *cmdutil.FlagSource) (*GameSession, *drive.Driver, error) {
	if err := flags.Check(a); err != nil {
		return nil, nil, err
	}
	g, err := OpenGame(a, true)
	if err != nil {
		return nil, nil, err
	}
	flags.Spare = func(flag, v string) error { return play.CheckSpare(g.State, flag, v) }
	return g, drive.NewDriver(a, flags), nil
}

// record applies an event and saves the game. A refused event changes
// nothing and comes back as a usage error in the user's language.
func (g *GameSession) Record(e game.Event) error {
	if err := g.State.Apply(e); err != nil {
		return g.a.Invalid(err)
	}
	g.File.Events = append(g.File.Events, e)
	return g.Save()
}

// save writes the game; when another program changed the file since it
// was read, nothing is written (ErrChanged: see reload).
func (g *GameSession) Save() error {
	if g.sf == nil && g.on {
		return g.saveShared()
	}
	if err := gamefile.Write(g.sf, g.File); err != nil {
		return g.a.WriteFailed("game.cannot_save", g.Path, err)
	}
	return nil
}

// reload takes the game file as it is on disk now (after another program
// changed it): the session goes on from there.
func (g *GameSession) Reload() error {
	if g.sf == nil && g.on {
		return g.reloadShared()
	}
	if _, err := g.sf.Reload(); err != nil {
		return g.a.WriteFailed("game.cannot_open", g.Path, err)
	}
	if !g.sf.Exists() {
		return GameFileError(g.a, g.Path, fs.ErrNotExist)
	}
	f, s, _, err := gamefile.Decode(g.sf, -1)
	if err != nil {
		return GameFileError(g.a, g.Path, err)
	}
	g.Set(f, s, nil, -1)
	return nil
}

// walk runs one unit of a walkthrough over the game: every answer taken
// and checked, the events written once, then what it said printed.
// The answers of the unit are kept in the game's draft as they are given.
// The lessons said so far in the game are those the file holds: the unit
// keeps them as they were when it began (so its replays say the same
// lines), and each one it shows in full is kept in the file as said.
func (g *GameSession) Walk(d *drive.Driver, known play.Known, run func(*play.Table, *walk.T) error) error {
	g.State.Settings.Taught = g.File.Settings.Taught
	g.a.LessonsOf = g
	defer func() { g.a.LessonsOf = nil }()
	w := play.NewWalk(g.State, known, run)
	d.Draft = g.DraftSpot("play", play.Unit(g.State))
	lines, err := d.Run(w.Script)
	if err != nil {
		return err
	}
	if err := g.record(w.Table().Events, lines); err != nil {
		return err
	}
	g.State = w.Table().State
	d.Settle()
	drive.PrintLines(g.a, lines, false)
	return Remember(g.a, w.Table().Remember)
}

// draftSpot is where the answers of the game's unit in progress are kept:
// one draft per game, for the unit that starts after the events recorded
// so far (kind: "play" or "score").
// The unit is named by the events it follows, the last one's words
// included: a game taken back and played on to as many events is another
// unit.
func (g *GameSession) DraftSpot(kind string, what walk.Msg) *drive.DraftSpot {
	h := fnv.New32a()
	if n := len(g.File.Events); n > 0 {
		buf, _ := json.Marshal(g.File.Events[n-1]) // as the file has it: the same in every process
		_, _ = h.Write(buf)
	}
	return &drive.DraftSpot{Path: drive.GameDraftPath(g.Path), What: what,
		Unit:   fmt.Sprintf("%s %s %d %08x", kind, drive.UnitKey(g.Path), len(g.File.Events), h.Sum32()),
		Resume: walk.M("game.seams.resume_hint")}
}

// known loads what the player transcribed of the printed values (refill
// numbers, small factory bonuses); a broken file is reported.
func Known(a *cmdutil.App) (play.Known, error) {
	r, err := LoadRefills(a)
	if err != nil {
		return play.Known{}, err
	}
	b, err := LoadBonuses(a)
	if err != nil {
		return play.Known{}, err
	}
	return play.Known{Refills: r, Bonuses: b}, nil
}

// freshKnown reads the transcriptions again before a unit of a running
// game, so one changed by another command (stephens components in a
// second terminal) is used from the next question on, and says so. A file
// broken meanwhile is reported and what was known before is kept.
func FreshKnown(a *cmdutil.App, prev play.Known) play.Known {
	k, err := Known(a)
	if err != nil {
		fmt.Fprintln(a.IO.Out, a.Wrap("  "+a.Message(err)))
		return prev
	}
	changed := !components.SameBonuses(k.Bonuses, prev.Bonuses) || !components.SameRefills(k.Refills, prev.Refills)
	if changed && prev.Bonuses != nil && prev.Refills != nil && !a.SavedKnown {
		fmt.Fprintln(a.IO.Out, a.Wrap("  "+a.P.T("values.transcription_changed")))
	}
	a.SavedKnown = false
	return k
}

// Remember keeps the values the table told and asked to keep (refill
// numbers, small factory bonuses) in its transcriptions, each read,
// changed and written under its lock.
func Remember(a *cmdutil.App, rs []play.Remembered) error {
	a.SavedKnown = a.SavedKnown || len(rs) > 0
	var refills, bonuses []play.Remembered
	for _, x := range rs {
		if x.Bonus != "" {
			bonuses = append(bonuses, x)
		} else {
			refills = append(refills, x)
		}
	}
	if len(refills) > 0 {
		sf, r, err := OpenRefills(a)
		if err != nil {
			return err
		}
		defer sf.Close()
		for _, x := range refills {
			if err := r.Set(x.Space, x.Players, x.Cubes); err != nil {
				return a.Invalid(err)
			}
		}
		if err := WriteTranscription(a, sf, components.MarshalRefills(r)); err != nil {
			return err
		}
		fmt.Fprintln(a.IO.Out, a.Wrap("  "+a.P.T("game.step.refill.remembered", "Path", RefillsPath())))
	}
	if len(bonuses) > 0 {
		sf, b, err := OpenBonuses(a)
		if err != nil {
			return err
		}
		defer sf.Close()
		for _, x := range bonuses {
			if err := b.AddSeen(x.Factory, x.Bonus); err != nil {
				return a.Invalid(err)
			}
		}
		if err := WriteTranscription(a, sf, components.MarshalBonuses(b)); err != nil {
			return err
		}
		fmt.Fprintln(a.IO.Out, a.Wrap("  "+a.P.T("values.supply.remembered", "Path", BonusesPath())))
	}
	return nil
}

// stateBefore is the game replayed over its first keep events: the state
// kept when the game was opened for this undo, else a replay (the play
// loop's undo, after turns written in this session).
func (g *GameSession) stateBefore(keep int) (*game.State, error) {
	if b := g.before; b != nil && g.beforeAt == keep {
		g.before = nil
		return b, nil
	}
	return game.Replay(g.File.Settings, g.File.Events[:keep])
}

// gamesFolderError says that the games folder cannot be read, naming it
// (not the current game's folder) and why, in the user's words.
func GamesFolderError(a *cmdutil.App, err error) error {
	detail := a.FileDetail(err)
	if p := store.FileInTheWay(store.GamesDir()); p != "" {
		detail = a.P.T("file.write.not_folder", "Path", p)
	}
	return cmdutil.Failure(a.P.T("files.folder_unreadable", "Path", store.GamesDir(), "Detail", detail))
}

// taught keeps a lesson as said in the game file, at once: it is not said
// again in this game, whatever comes next (Ctrl-C, a pause, undo). A
// failed write is said and changes nothing else.
func (g *GameSession) Taught(lesson string) {
	if g.File.Settings.WasTaught(lesson) {
		return
	}
	before := g.File.Settings.Taught
	g.File.Settings.Taught = g.File.Settings.WithTaught(lesson)
	if err := g.Save(); err != nil {
		g.File.Settings.Taught = before
		fmt.Fprintln(g.a.IO.Err, g.a.Message(err))
	}
}

// lessonsSaid keeps as said, without writing, the lessons of lines a unit
// is about to show after it is written: they go in with its events. It
// reports whether there were any not kept yet.
func (g *GameSession) lessonsSaid(lines []walk.Line) bool {
	n := len(g.File.Settings.Taught)
	g.File.Settings.Taught = play.Taught(g.File.Settings, lines)
	return len(g.File.Settings.Taught) > n
}

// stateBeforeUndo is the game before the last n events: the unit's when
// it is what is taken back (replayed once already, to find it).
func (g *GameSession) StateBeforeUndo(n int, unit *UndoUnit) (*game.State, error) {
	if unit != nil && unit.Back == n {
		return unit.before, nil
	}
	return g.stateBefore(len(g.File.Events) - n)
}
