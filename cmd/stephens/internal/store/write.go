package store

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// tempPrefix starts the name of every temporary file the companion
// writes: ".stephens-tmp-RANDOM-NAME" beside NAME. The prefix tells the
// next write in that folder which files are its own to clean up.
const tempPrefix = ".stephens-tmp-"

// started is when this process began: an older stephens's temporary file
// older than that belongs to a write that was killed.
var started = time.Now()

// maxTempBase bounds the part of a temporary file's name taken from the
// file it replaces (file names are at most 255 bytes).
const maxTempBase = 120

// tempName is a new temporary file's path beside path.
func tempName(path string) string {
	var r [8]byte
	_, _ = rand.Read(r[:])
	base := filepath.Base(path)
	if len(base) > maxTempBase {
		base = base[:maxTempBase]
	}
	return filepath.Join(filepath.Dir(path), tempPrefix+hex.EncodeToString(r[:])+"-"+base)
}

// writeAtomic replaces path with data: a temporary file beside it, locked
// while it is written (so no other process takes it for a killed write's),
// synced, renamed over path while still open, and the folder synced.
// Readers see the old file or the new one, never half of either. It
// returns the new file's info. perm is the permissions of the file
// replaced (0: a new file, made with the usual ones).
func writeAtomic(path string, data []byte, perm fs.FileMode) (fs.FileInfo, error) {
	dir := filepath.Dir(path)
	for range 10 {
		tmp := tempName(path)
		f, err := os.OpenFile(tmp, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		info, err := writeTemp(f, tmp, path, data, perm)
		if errors.Is(err, errTempTaken) {
			continue
		}
		if err != nil {
			_ = os.Remove(tmp)
		}
		_ = f.Close()
		if err == nil {
			syncDir(dir)
		}
		return info, err
	}
	return nil, errors.New("store: no temporary file could be made")
}

// errTempTaken: a cleaner removed the temporary file in the instant
// between its creation and its lock; the write starts again.
var errTempTaken = errors.New("store: temporary file taken")

func writeTemp(f *os.File, tmp, path string, data []byte, perm fs.FileMode) (fs.FileInfo, error) {
	if err := lockTemp(f); err != nil {
		return nil, err
	}
	mine, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if now, err := os.Lstat(tmp); err != nil || !os.SameFile(now, mine) {
		_ = f.Close()
		return nil, errTempTaken
	}
	if _, err := f.Write(data); err != nil {
		return nil, err
	}
	if perm != 0 {
		if err := f.Chmod(perm); err != nil {
			return nil, err
		}
	}
	if err := f.Sync(); err != nil {
		return nil, err
	}
	if err := os.Rename(tmp, path); err != nil {
		return nil, err
	}
	return f.Stat()
}

// syncDir makes a rename in dir durable (where the system can).
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}

// cleanStale removes from dir the temporary files of writes that are over
// (killed before their rename): every ".stephens-tmp-..." file whose
// writer is gone, and the ".NAME<digits>" files an older stephens left
// beside NAME.
func cleanStale(dir, name string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		n := e.Name()
		ours := strings.HasPrefix(n, tempPrefix)
		legacy := false
		if rest, ok := strings.CutPrefix(n, "."+name); ok && rest != "" && strings.Trim(rest, "0123456789") == "" {
			legacy = true
		}
		if !ours && !legacy || !e.Type().IsRegular() {
			continue
		}
		p := filepath.Join(dir, n)
		if legacy {
			if info, err := e.Info(); err != nil || !info.ModTime().Before(started) {
				continue
			}
			_ = os.Remove(p)
			continue
		}
		if release, ok := abandoned(p); ok {
			_ = os.Remove(p)
			release()
		}
	}
}
