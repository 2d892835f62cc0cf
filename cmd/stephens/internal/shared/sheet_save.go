package shared

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/omg"
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/sintra"
)

// Where a score command keeps the sheet it made or read, for every game
// scored with a sheet (stephens score, sintra score, omg score). A sheet
// already at a path is another evening's, perhaps another game's: it is
// replaced only when it is the very sheet the command read (--file X
// --save X: the same sheet, updated) or with --force (play test pt3 D12).

// sheetTarget is where the sheet goes and how: --save PATH, else, with
// somebody at a terminal who answered, a new file in the scores folder
// (suffix names the game: "-omg"); "" keeps nothing (a sheet read with
// --file and not saved elsewhere, or flags alone with nobody at a
// terminal: the command line says it all).
func SheetTarget(a *cmdutil.App, file, save string, force bool, now time.Time, suffix string) (string, []store.Option) {
	switch {
	case save != "" && force:
		return save, []store.Option{store.Replace}
	case save != "" && file != "" && sameFile(file, save):
		return save, []store.Option{store.Own}
	case save != "":
		return save, nil
	case file != "" || !a.CanPrompt():
		return "", nil
	}
	return newSheetPath(now, suffix), []store.Option{store.CreateOnly}
}

// checkSave refuses --force without --save (it only lets a saved sheet
// replace one already there), and, before any question is asked, a --save
// path the sheet may not go to: a score sheet kept without --force, a
// game, a recorded play, a folder, a pipe. The table learns it before
// answering every question, not after.
// A sheet of another game is kept even with --force (README: nothing
// replaces a sheet but its own kind): game is the ID of the game whose
// sheet is saved.
func CheckSave(a *cmdutil.App, file, save string, force bool, game string) error {
	if force && save == "" {
		return cmdutil.UsageError(a.P.T("sheets.force_without_save"))
	}
	if save == "" || !taken(save) { // nothing there: made when written
		return nil
	}
	path, opts := SheetTarget(a, file, save, force, time.Now(), "")
	f, err := store.Open(path, store.Sheet, opts...)
	var we *store.WriteError
	if errors.As(err, &we) && we.Refused() {
		return a.WriteFailed("score.save_failed", path, err)
	}
	if err != nil {
		return nil // anything else is told when the sheet is written
	}
	defer f.Close()
	if other := sheetGameOf(f.Data(), game); f.Exists() && other != "" {
		return cmdutil.UsageError(a.P.T("score.save_failed", "Path", path, "Detail",
			a.P.T("sheets.other_game", "Path", path, "Other", gameName(other), "Game", gameName(game))),
			a.P.T("file.write.elsewhere_hint"))
	}
	return nil
}

// sheetGameOf is the game a score sheet is of when it is not game's: the
// one whose sheet it reads as, while game's reading refuses it; "" when
// it reads as game's, or as no game's (a broken sheet is not told apart).
func sheetGameOf(data []byte, game string) string {
	reads := map[string]bool{record.Stephens: readsAs(score.Parse, data)}
	for _, box := range SheetBoxes() {
		reads[box.ID] = readsAs(box.ParseSheet, data)
	}
	if reads[game] {
		return ""
	}
	for _, id := range append([]string{record.Stephens}, sheetIDs()...) {
		if reads[id] {
			return id
		}
	}
	return ""
}

// otherGameFile refuses, by what it is, a file given to game's score
// --file that is another game's: a score sheet of another game, or a
// recorded play of another game (game is record.Stephens or a box's ID).
// It is asked only once game's own reading failed; nil when the file is
// no other game's (its own problems are told then). Without it the
// table read one "not a field here" line per value of the other game.
func OtherGameFile(a *cmdutil.App, path string, data []byte, game string) error {
	if other := played.GameOf(data); other != "" && other != game {
		return PlayOfOther(a, other, path)
	}
	other := sheetGameOf(data, game)
	if other == "" {
		return nil
	}
	command := "stephens score"
	if other != record.Stephens {
		command = "stephens " + other + " score"
	}
	return cmdutil.UsageError(a.P.T("sheets.sheet_of_other", "Path", path, "Other", gameName(other)),
		a.P.T("sheets.sheet_of_other_hint", "Command", command+" --file "+ShellQuote(path)))
}

func readsAs[T any](parse func([]byte) (T, error), data []byte) bool {
	_, err := parse(data)
	return err == nil
}

func sheetIDs() []string {
	var ids []string
	for _, box := range SheetBoxes() {
		ids = append(ids, box.ID)
	}
	return ids
}

// gameName is a game's title by its ID (Stephens, or a game scored with a
// sheet).
func gameName(id string) string {
	for _, box := range SheetBoxes() {
		if box.ID == id {
			return box.Name
		}
	}
	return record.GameName
}

// newSheetPath is a file name in the scores folder that is not taken:
// the time, the game, and -2, -3 ... when two sheets come in one second.
func newSheetPath(now time.Time, suffix string) string {
	base := filepath.Join(store.DataDir(), "scores", now.Format("2006-01-02-150405")+suffix)
	path := base + ".yaml"
	for i := 2; taken(path); i++ {
		path = base + "-" + strconv.Itoa(i) + ".yaml"
	}
	return path
}

// taken: something is at path (a file, a folder, a link).
func taken(path string) bool {
	_, err := os.Lstat(path)
	return !errors.Is(err, fs.ErrNotExist)
}

// sameFile: a and b name one file that exists (links followed).
func sameFile(a, b string) bool {
	if strings.TrimSpace(a) == strings.TrimSpace(b) {
		return true
	}
	ia, err := os.Stat(a)
	if err != nil {
		return false
	}
	ib, err := os.Stat(b)
	return err == nil && os.SameFile(ia, ib)
}

// sheetBoxes are the games scored with a sheet, for the record: building
// them reads none of their data.
func SheetBoxes() []played.Box { return []played.Box{sintra.Box(), omg.Box()} }

// playOfOther refuses a recorded play of another game, naming the
// command that shows it.
func PlayOfOther(a *cmdutil.App, id, path string) error {
	for _, b := range SheetBoxes() {
		if b.ID == id {
			return cmdutil.UsageError(a.P.T("sheets.play_of_other", "Path", path, "Game", a.P.T("gamerules."+b.ID+".name")),
				a.P.T("sheets.play_of_other_hint", "Command", "stephens "+b.ID+" score --file "+ShellQuote(path)))
		}
	}
	return nil // a game not known: the play's own check says so
}

// readPlay reads a play file of any game scored with a sheet as the
// record sees it; a file of a game the companion does not know is refused
// naming the file.
func ReadPlay(path string) (record.Game, error) {
	return store.Load(path, func(b []byte) (record.Game, error) { return ReadPlayFile(path, b) })
}

// readPlayFile is the record of a play file's bytes, read by its game's
// rules (the record's index reads plays with it).
func ReadPlayFile(path string, b []byte) (record.Game, error) {
	if record.IsImported(b) { // a play brought from BG Stats: its results, no sheet
		im, err := record.ParseImported(b)
		if err != nil {
			return record.Game{}, err
		}
		return record.FromImported(path, im), nil
	}
	box, pl, err := played.ReadAny(SheetBoxes(), b)
	if err != nil {
		return record.Game{}, err
	}
	return record.FromPlay(path, box.Name, pl), nil
}
