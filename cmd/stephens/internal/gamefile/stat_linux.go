package gamefile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"

	"golang.org/x/sys/unix"
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

// each gives visit every name of the folder and whether it is a folder, as
// os.ReadDir does, without an object for each: ten thousand names are read
// into one buffer a few times.
func (f *folder) each(visit func(name []byte, dir bool)) error {
	buf := make([]byte, 128<<10)
	for {
		n, err := unix.Getdents(f.fd, buf)
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if err != nil || n <= 0 {
			return err
		}
		for b := buf[:n]; len(b) > 19; { // linux_dirent64: inode, offset, length, type, name
			size := int(binary.NativeEndian.Uint16(b[16:]))
			if size <= 19 || size > len(b) {
				return unix.EIO
			}
			name, typ := b[19:size], b[18]
			if i := bytes.IndexByte(name, 0); i >= 0 {
				name = name[:i]
			}
			inode := binary.NativeEndian.Uint64(b)
			b = b[size:]
			if inode == 0 || string(name) == "." || string(name) == ".." {
				continue
			}
			dir := typ == unix.DT_DIR
			if typ == unix.DT_UNKNOWN { // as os.ReadDir: the link itself
				var st unix.Stat_t
				dir = unix.Fstatat(f.fd, string(name), &st, unix.AT_SYMLINK_NOFOLLOW) == nil && st.Mode&unix.S_IFMT == unix.S_IFDIR
			}
			visit(name, dir)
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
