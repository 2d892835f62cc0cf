//go:build windows

package store

import (
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// writeAtomic replaces path with data on Windows, where
// github.com/google/renameio/v2 has no pending file and its maybe.WriteFile
// writes over the file in place (a write cut short would leave half a
// file): a temporary file beside it, named as renameio names them
// (".NAME<digits>", made while the caller holds NAME's lock: see
// cleanStale), synced, closed, then renamed over path (MoveFileEx, which
// replaces). It returns the new file's info.
func writeAtomic(path string, data []byte) (fs.FileInfo, error) {
	perm := fs.FileMode(0o644)
	if fi, err := os.Lstat(path); err == nil && fi.Mode().IsRegular() {
		perm = fi.Mode().Perm()
	}
	prefix := filepath.Join(filepath.Dir(path), "."+filepath.Base(path))
	for range 100 {
		tmp := prefix + strconv.FormatInt(rand.Int64(), 10)
		f, err := os.OpenFile(tmp, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		_, err = f.Write(data)
		if err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		var info fs.FileInfo
		if err == nil {
			info, err = os.Stat(tmp) // closed: its times are final, and a rename keeps them
		}
		if err == nil {
			err = os.Rename(tmp, path)
		}
		if err != nil {
			_ = os.Remove(tmp)
			return nil, err
		}
		return info, nil
	}
	return nil, errors.New("store: no temporary file could be made")
}
