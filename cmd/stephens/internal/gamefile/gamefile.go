// Package gamefile keeps the games on disk: it reads and writes each game
// file (the format, checked to the last event, is companion/game's File),
// remembers the current game, names new files in the games folder, lists
// them, and keeps the record's index of the folder. Writing is atomic and
// happens under a lock, so a crash or a second terminal never leaves a
// half-written or interleaved file.
package gamefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// File is one game on disk, in the format companion/game reads and
// writes (game.File).
type File = game.File

// LoadState reads and checks a game file (links followed, within the
// limits), and returns the game as the check replayed it; a problem is a
// *userfile.Error naming path.
func LoadState(path string) (*File, *game.State, error) {
	type read struct {
		f *File
		s *game.State
	}
	r, err := store.Load(path, func(b []byte) (read, error) {
		f, s, err := game.ParseFileState(b)
		return read{f, s}, err
	})
	return r.f, r.s, err
}

// LoadStateBefore is LoadState that also returns the game as it stood
// before its last back events (nil when the file has fewer), taken on the
// way through the one replay: undo needs no second one.
func LoadStateBefore(path string, back int) (f *File, s, before *game.State, err error) {
	type read struct {
		f         *File
		s, before *game.State
	}
	r, err := store.Load(path, func(b []byte) (read, error) {
		f, s, before, err := game.ParseFileBefore(b, back)
		return read{f, s, before}, err
	})
	return r.f, r.s, r.before, err
}

// Load reads and checks a game file (links followed, within the limits);
// a problem is a *userfile.Error naming path.
func Load(path string) (*File, error) { return store.Load(path, game.ParseFile) }

// Open opens the game file at path for writing (store.File: locked,
// read, checked to be a game or nothing yet); Decode reads what it holds.
func Open(path string) (*store.File, error) { return store.Open(path, store.Game) }

// Create takes path for a new game: nothing may be there yet, and no
// other stephens may be creating it (store.ErrExists).
func Create(path string) (*store.File, error) {
	return store.Open(path, store.Game, store.CreateOnly)
}

// Decode checks the game an open file holds, as LoadStateBefore does.
func Decode(sf *store.File, back int) (f *File, s, before *game.State, err error) {
	type read struct {
		f         *File
		s, before *game.State
	}
	r, err := store.Decode(sf.Path(), sf.Data(), func(b []byte) (read, error) {
		f, s, before, err := game.ParseFileBefore(b, back)
		return read{f, s, before}, err
	})
	return r.f, r.s, r.before, err
}

// Write writes the game through its open file: atomically, and only when
// nobody changed the file since it was read (store.ErrChanged).
func Write(sf *store.File, f *File) error {
	buf, err := f.Marshal()
	if err != nil {
		return err
	}
	return sf.Write(buf)
}

// currentPath is where the current game's path is remembered.
func currentPath() string { return filepath.Join(store.StateDir(), "current") }

// CurrentFile is the current-game pointer's file (for messages).
func CurrentFile() string { return currentPath() }

// Current returns the remembered current game, "" when there is none or
// the pointer cannot be used (CurrentPath says why).
func Current() string {
	p, _ := CurrentPath()
	return p
}

// CurrentPath returns the remembered current game, "" when none is. A
// pointer that does not hold one absolute path of text is an error naming
// the pointer's file, never printing its bytes.
func CurrentPath() (string, error) {
	file := currentPath()
	buf, err := store.ReadFile(file)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	return userfile.ReadPointer(file, buf, filepath.IsAbs)
}

// SetCurrent remembers path as the current game.
func SetCurrent(path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	return store.WriteFile(currentPath(), store.Pointer, []byte(abs+"\n"))
}

// OpenCurrent opens the current-game pointer for writing: a new game
// takes it before its own file is written, so a state folder that cannot
// be used refuses the game before anything is written.
func OpenCurrent() (*store.File, error) { return store.Open(currentPath(), store.Pointer) }

// WriteCurrent remembers path as the current game through the open
// pointer.
func WriteCurrent(sf *store.File, path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	return sf.Write([]byte(abs + "\n"))
}

// NewPath names a new game's file after its date and players, in the
// games folder: the first name from the from-th on (1: DATE-NAMES.yaml,
// 2: DATE-NAMES-2.yaml, ...) with nothing there, and its number. A name
// another stephens is creating in the same instant is passed over by
// asking again from the next number.
func NewPath(created time.Time, names []string, from int) (string, int) {
	base := game.FileStem(created, "", names)
	for i := max(from, 1); ; i++ {
		path := filepath.Join(store.GamesDir(), base+".yaml")
		if i > 1 {
			path = filepath.Join(store.GamesDir(), base+"-"+strconv.Itoa(i)+".yaml")
		}
		if !exists(path) {
			return path, i
		}
	}
}

func exists(p string) bool { _, err := os.Lstat(p); return err == nil }

// List returns the game files in the games folder, newest name first.
// Score sheets are kept in their own folder; one left here by an older
// stephens (name.score.yaml) is not a game, nor is a play of another game
// (ListPlays).
func List() ([]string, error) {
	return listGames(isGameName)
}

// isGameName: a file of the games folder with this name is a Stephens
// game (List).
func isGameName(name string) bool {
	return strings.HasSuffix(name, ".yaml") && !strings.HasSuffix(name, ".score.yaml") && !IsPlay(name)
}

// listGames returns the files of the games folder whose names keep takes,
// newest name first (none when there is no folder yet).
func listGames(keep func(name string) bool) ([]string, error) {
	entries, err := os.ReadDir(store.GamesDir())
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for i := len(entries) - 1; i >= 0; i-- {
		if e := entries[i]; !e.IsDir() && keep(e.Name()) {
			out = append(out, filepath.Join(store.GamesDir(), e.Name()))
		}
	}
	return out, nil
}
