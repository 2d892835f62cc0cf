package gamefile

import (
	"os"

	"golang.org/x/sys/unix"

	"github.com/pileup-companion/stephens/companion/record"
)

// folder stats the files of one folder by name, relative to the folder
// itself: a thousand game files cost a thousand short lookups, not a
// thousand walks down the whole path.
type folder struct {
	f  *os.File // the folder, open for reading
	fd int
}

func openFolder(dir string) (*folder, error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	return &folder{f: f, fd: int(f.Fd())}, nil
}

// each gives visit every name of the folder and whether it is a folder,
// as os.ReadDir does, without an object for each (record.Dirents).
func (f *folder) each(visit func(name []byte, dir bool)) error {
	buf := make([]byte, 128<<10)
	for {
		n, err := unix.Getdents(f.fd, buf)
		if err != nil || n <= 0 {
			return err
		}
		err = record.Dirents(buf[:n], func(name []byte, typ byte) {
			var st unix.Stat_t // the type unknown: the link itself, as os.ReadDir
			visit(name, typ == record.DirentFolder || typ == record.DirentUnknown &&
				unix.Fstatat(f.fd, string(name), &st, unix.AT_SYMLINK_NOFOLLOW) == nil && st.Mode&unix.S_IFMT == unix.S_IFDIR)
		})
		if err != nil {
			return err
		}
	}
}

// stat gives a file's size, modification time and status change time
// (Unix nanoseconds), links followed.
func (f *folder) stat(name string) (size, mtime, ctime int64, err error) {
	var st unix.Stat_t
	if err = unix.Fstatat(f.fd, name, &st, 0); err != nil {
		return 0, 0, 0, err
	}
	return st.Size, st.Mtim.Nano(), st.Ctim.Nano(), nil
}

func (f *folder) close() { _ = f.f.Close() }
