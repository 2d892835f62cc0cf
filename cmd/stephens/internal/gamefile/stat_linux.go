package gamefile

import (
	"os"
	"path/filepath"

	"golang.org/x/sys/unix"
)

// folder stats the files of one folder by name, relative to the folder
// itself: a thousand game files cost a thousand short lookups, not a
// thousand walks down the whole path.
type folder struct {
	dir string
	f   *os.File // the folder, open for reading; nil when it could not be
	fd  int
}

func openFolder(dir string) *folder {
	d := &folder{dir: dir, fd: -1}
	if f, err := os.Open(dir); err == nil {
		d.f, d.fd = f, int(f.Fd())
	}
	return d
}

// stat gives a file's size, modification time and status change time
// (Unix nanoseconds), links followed.
func (f *folder) stat(name string) (size, mtime, ctime int64, err error) {
	var st unix.Stat_t
	if f.fd < 0 {
		err = unix.Stat(filepath.Join(f.dir, name), &st)
	} else {
		err = unix.Fstatat(f.fd, name, &st, 0)
	}
	if err != nil {
		return 0, 0, 0, err
	}
	return st.Size, st.Mtim.Nano(), st.Ctim.Nano(), nil
}

func (f *folder) close() {
	if f.f != nil {
		_ = f.f.Close()
	}
}
