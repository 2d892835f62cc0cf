//go:build !linux

package gamefile

import (
	"os"
	"path/filepath"
)

// folder stats the files of one folder by name.
type folder struct{ dir string }

func openFolder(dir string) (*folder, error) {
	_, err := os.Stat(dir)
	return &folder{dir: dir}, err
}

// each gives visit every name of the folder and whether it is a folder.
func (f *folder) each(visit func(name []byte, dir bool)) error {
	entries, err := os.ReadDir(f.dir)
	for _, e := range entries {
		visit([]byte(e.Name()), e.IsDir())
	}
	return err
}

// stat gives a file's size and modification time (Unix nanoseconds),
// links followed; the status change time is not read here (0).
func (f *folder) stat(name string) (size, mtime, ctime int64, err error) {
	fi, err := os.Stat(filepath.Join(f.dir, name))
	if err != nil {
		return 0, 0, 0, err
	}
	return fi.Size(), fi.ModTime().UnixNano(), 0, nil
}

func (f *folder) close() {}
