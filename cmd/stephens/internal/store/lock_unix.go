//go:build unix

package store

import (
	"errors"
	"github.com/pileup-companion/stephens/companion/userfile"
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// lockFile is a held lock: an flock on a file beside the locked one
// (NAME.lock), removed when released so no lock files pile up.
type lockFile struct {
	f    *os.File
	path string
}

// lockPoll is how often a held lock is tried again.
const lockPoll = 10 * time.Millisecond

// acquire takes the exclusive lock at path, trying for up to wait. The
// lock file must be a regular file: a folder, a named pipe, a device or a
// link there is refused at once (userfile.LockBroken), never opened in a way that
// could wait. A lock file its last holder removed while this process was
// waiting on it is let go and taken again at its path.
func acquire(path string, wait time.Duration) (*lockFile, error) {
	deadline := time.Now().Add(wait)
	for {
		if info, err := os.Lstat(path); err == nil && !info.Mode().IsRegular() {
			return nil, refused(path, userfile.LockBroken, Unknown)
		}
		f, err := os.OpenFile(path, os.O_RDONLY|os.O_CREATE|unix.O_NOFOLLOW|unix.O_NONBLOCK|unix.O_NOCTTY|unix.O_CLOEXEC, 0o644)
		if err != nil {
			if errors.Is(err, unix.ELOOP) || errors.Is(err, unix.ENXIO) || errors.Is(err, unix.EISDIR) {
				return nil, refused(path, userfile.LockBroken, Unknown)
			}
			return nil, systemError(path, err)
		}
		info, err := f.Stat()
		if err != nil || !info.Mode().IsRegular() {
			f.Close()
			return nil, refused(path, userfile.LockBroken, Unknown)
		}
		err = unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		if err == nil {
			if now, serr := os.Lstat(path); serr == nil && os.SameFile(now, info) {
				return &lockFile{f: f, path: path}, nil
			}
			f.Close() // removed or replaced by its last holder: take the new one
			continue
		}
		f.Close()
		if !errors.Is(err, unix.EWOULDBLOCK) {
			return nil, systemError(path, err)
		}
		if !time.Now().Before(deadline) {
			return nil, &WriteError{Path: path, Reason: userfile.InUse, Err: ErrInUse}
		}
		time.Sleep(lockPoll)
	}
}

// release removes the lock file, then lets the lock go: a process waiting
// on the removed file notices and takes a new one.
func (l *lockFile) release() {
	if info, err := os.Lstat(l.path); err == nil {
		if mine, err := l.f.Stat(); err == nil && os.SameFile(info, mine) {
			_ = os.Remove(l.path)
		}
	}
	_ = l.f.Close()
}

// lockTemp holds a temporary file's own lock while it is written: a
// process that finds the file can take that lock only once the writer is
// gone (finished, or killed).
func lockTemp(f *os.File) error { return unix.Flock(int(f.Fd()), unix.LOCK_EX) }

// abandoned says whether the temporary file at path belongs to a write
// that is over (its writer was killed): its lock can be taken. It keeps
// the lock until release is called.
func abandoned(path string) (release func(), ok bool) {
	f, err := os.OpenFile(path, os.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, false
	}
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() || unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB) != nil {
		f.Close()
		return nil, false
	}
	if now, err := os.Lstat(path); err != nil || !os.SameFile(now, info) {
		f.Close()
		return nil, false
	}
	return func() { f.Close() }, true
}
