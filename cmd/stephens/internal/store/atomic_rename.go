package store

import (
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// renamer replaces a file by renaming a temporary file over it: the way
// Windows writes (atomic_windows.go), and the way a test plays Windows
// anywhere (a rename refused while another program has the file open).
type renamer struct {
	rename    func(from, to string) error
	ephemeral func(error) bool // an error that waiting may cure (retried)
}

// write replaces path with data: a temporary file beside it, named as
// renameio names them (".NAME<digits>", made under NAME's lock: see
// cleanStale), with the replaced file's permissions, synced, closed, then
// renamed over path, retried while another program has path open.
func (r renamer) write(path string, data []byte) (fs.FileInfo, error) {
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
			err = retry(func() error { return r.rename(tmp, path) }, r.ephemeral)
		}
		if err != nil {
			_ = os.Remove(tmp)
			return nil, err
		}
		return info, nil
	}
	return nil, errors.New("store: no temporary file could be made")
}
