// Package store keeps the companion's files on the user's machine (XDG
// folders): it reads a user file within its limits (a regular file of at
// most 1 MiB, links followed), writes atomically (temp file, fsync, rename)
// to the file a link points at, and locks a game file so two terminals
// cannot interleave writes.
package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/adrg/xdg"
	"github.com/gofrs/flock"
)

const app = "stephens"

// ConfigDir holds the player's component transcriptions.
func ConfigDir() string { return filepath.Join(xdg.ConfigHome, app) }

// DataDir holds the play history: one file per game, and saved score sheets.
func DataDir() string { return filepath.Join(xdg.DataHome, app) }

// GamesDir holds one YAML file per game.
func GamesDir() string { return filepath.Join(DataDir(), "games") }

// StateDir remembers which game is current.
func StateDir() string { return filepath.Join(xdg.StateHome, app) }

// CacheDir holds what can be thrown away at any time and made again (the
// last state summary of each game).
func CacheDir() string { return filepath.Join(xdg.CacheHome, app) }

// Reload re-reads the XDG environment variables (tests change them).
func Reload() { xdg.Reload() }

// WriteError says why a file could not be written, in terms the CLI words
// in the user's language: Reason is "is_folder" (Path is a folder),
// "not_folder" (Path, a part of the folders, is a file), or "" (see Err).
type WriteError struct {
	Path   string
	Reason string
	Err    error
}

func (e *WriteError) Error() string {
	if e.Reason == "" {
		return e.Err.Error()
	}
	return e.Path + ": " + e.Reason
}
func (e *WriteError) Unwrap() error { return e.Err }

// maxLinks bounds a chain of symbolic links (as the kernel does).
const maxLinks = 40

// Resolve follows the symbolic links that path's last part names, so that a
// write replaces the file a link points at and never the link itself (as
// git does). A link to a file that does not exist yet resolves to that
// file's path. Folders along the way need no resolving: the kernel follows
// them.
func Resolve(path string) (string, error) {
	p := path
	for range maxLinks {
		fi, err := os.Lstat(p)
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			return p, nil // nothing there yet (writing says what is in the way)
		}
		if err != nil {
			return "", err
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			return p, nil
		}
		target, err := os.Readlink(p)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(p), target)
		}
		p = target
	}
	return "", &fs.PathError{Op: "resolve", Path: path, Err: syscall.ELOOP}
}

// WriteFile replaces path (the file it links to, if a link) atomically:
// readers see the old file or the new one, never a half-written one.
// Missing folders are created; what a killed write left behind (its
// temporary file) is removed.
func WriteFile(path string, data []byte) error {
	writing.Lock()
	defer writing.Unlock()
	real, err := Resolve(path)
	if err != nil {
		return err
	}
	if err := ensureDir(filepath.Dir(real)); err != nil {
		return err
	}
	if fi, err := os.Stat(real); err == nil && fi.IsDir() {
		return &WriteError{Path: path, Reason: "is_folder", Err: syscall.EISDIR}
	}
	removeStale(real)
	return writeAtomic(real, data)
}

var writing sync.Mutex

// HoldWrites waits for a write in progress to finish and blocks further
// writes; the signal handler calls it just before the process exits.
func HoldWrites() { writing.Lock() }

// started is when this process began: a temporary file older than that
// belongs to a write that was killed.
var started = time.Now()

// removeStale removes the temporary files a killed write of path left
// beside it (".name" followed by digits), older than this process. A write
// in progress in another process is newer, and a game file's writers hold
// its lock besides.
func removeStale(path string) {
	dir, prefix := filepath.Dir(path), "."+filepath.Base(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok || rest == "" || strings.Trim(rest, "0123456789") != "" || !e.Type().IsRegular() {
			continue
		}
		if fi, err := e.Info(); err == nil && fi.ModTime().Before(started) {
			_ = os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// ensureDir creates dir and its parents; when a part of it is a file, the
// error names that part.
func ensureDir(dir string) error {
	err := os.MkdirAll(dir, 0o755)
	if err == nil {
		return nil
	}
	for p := dir; ; p = filepath.Dir(p) {
		if fi, serr := os.Stat(p); serr == nil {
			if !fi.IsDir() {
				return &WriteError{Path: p, Reason: "not_folder", Err: err}
			}
			break
		}
		if filepath.Dir(p) == p {
			break
		}
	}
	return err
}

// ErrInUse says another process holds the lock on a file.
var ErrInUse = errors.New("store: file in use by another process")

// Lock takes an exclusive lock beside the file path is or links to
// (file + ".lock") without waiting; ErrInUse when another process holds it.
// Call the returned func to release.
func Lock(path string) (unlock func(), err error) {
	real, err := Resolve(path)
	if err != nil {
		return nil, err
	}
	if err := ensureDir(filepath.Dir(real)); err != nil {
		return nil, err
	}
	l := flock.New(real + ".lock")
	ok, err := l.TryLock()
	if err != nil {
		if fi, serr := os.Stat(real + ".lock"); serr == nil && fi.IsDir() {
			return nil, &WriteError{Path: real + ".lock", Reason: "is_folder", Err: err}
		}
		return nil, err
	}
	if !ok {
		return nil, ErrInUse
	}
	return func() { _ = l.Unlock() }, nil
}
