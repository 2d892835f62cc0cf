// Package store keeps the companion's files on the user's machine (XDG
// folders). It reads a user file within its limits (a regular file of at
// most 1 MiB, links followed), and it is the one way any file is written
// (File): regular files only, never over a file of another kind, locked
// from read to write, atomic, with what a killed write left removed by the
// next. A test keeps every other package from writing a file itself.
package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"

	"github.com/pileup-companion/stephens/companion/userfile"

	"github.com/adrg/xdg"
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

// CacheDir holds what can be made again (state summaries, the record
// index); on Windows %LOCALAPPDATA%\stephens\cache, not a shared one.
func CacheDir() string {
	if runtime.GOOS == "windows" && os.Getenv("XDG_CACHE_HOME") == "" {
		return filepath.Join(xdg.DataHome, app, "cache")
	}
	return filepath.Join(xdg.CacheHome, app)
}

// Reload re-reads the XDG environment variables (tests change them).
func Reload() { xdg.Reload() }

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

// ensureDir makes sure dir is a folder to write in. The folders of a path
// as given (typed, or the companion's own) are created as needed (mkdir
// -p); the folder a link points into must exist (typed is false), so a
// dangling link never creates folders somewhere else, except inside the
// companion's own folders. When a part of the path is a file, the error
// names that part.
func ensureDir(dir string, typed bool) error {
	info, err := os.Stat(dir)
	if err == nil {
		if !info.IsDir() {
			return refused(dir, userfile.NotFolder, Unknown)
		}
		return nil
	}
	if !typed && !ownFolder(dir) {
		if p := FileInTheWay(dir); p != "" {
			return refused(p, userfile.NotFolder, Unknown)
		}
		if errors.Is(err, fs.ErrNotExist) {
			return refused(dir, userfile.NoFolder, Unknown)
		}
		return systemError(dir, err)
	}
	err = os.MkdirAll(dir, 0o755)
	if err == nil {
		return nil
	}
	if p := FileInTheWay(dir); p != "" {
		return refused(p, userfile.NotFolder, Unknown)
	}
	return systemError(dir, err)
}

// FileInTheWay is the part of dir that is a file, "" when none is (a
// folder that cannot be read or made because of it).
func FileInTheWay(dir string) string {
	for p := dir; ; p = filepath.Dir(p) {
		if fi, err := os.Stat(p); err == nil {
			if !fi.IsDir() {
				return p
			}
			return ""
		}
		if filepath.Dir(p) == p {
			return ""
		}
	}
}

// ownFolder: dir is (inside) one of the companion's own folders.
func ownFolder(dir string) bool {
	abs := PathKey(dir)
	for _, own := range []string{ConfigDir(), DataDir(), StateDir(), CacheDir()} {
		if o := PathKey(own); abs == o || strings.HasPrefix(abs, o+string(filepath.Separator)) {
			return true
		}
	}
	return false
}
