// Package store keeps the companion's files on the user's machine (XDG
// folders), writes them atomically (temp file, fsync, rename) and locks a
// game file so two terminals cannot interleave writes.
package store

import (
	"errors"
	"os"
	"path/filepath"
	"sync"

	"github.com/adrg/xdg"
	"github.com/gofrs/flock"
	"github.com/google/renameio/v2/maybe"
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

// Reload re-reads the XDG environment variables (tests change them).
func Reload() { xdg.Reload() }

// WriteFile replaces path atomically: readers see the old file or the new
// one, never a half-written one. Missing folders are created.
func WriteFile(path string, data []byte) error {
	writing.Lock()
	defer writing.Unlock()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return maybe.WriteFile(path, data, 0o644)
}

var writing sync.Mutex

// HoldWrites waits for a write in progress to finish and blocks further
// writes; the interrupt handler calls it just before the process exits.
func HoldWrites() { writing.Lock() }

// ErrInUse says another process holds the lock on a file.
var ErrInUse = errors.New("store: file in use by another process")

// Lock takes an exclusive lock beside path (path + ".lock") without waiting;
// ErrInUse when another process holds it. Call the returned func to release.
func Lock(path string) (unlock func(), err error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	l := flock.New(path + ".lock")
	ok, err := l.TryLock()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrInUse
	}
	return func() { _ = l.Unlock() }, nil
}
