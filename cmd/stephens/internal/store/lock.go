package store

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"syscall"
	"time"

	"github.com/gofrs/flock"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// lockFile is a held lock (github.com/gofrs/flock) on a file beside the
// locked one (NAME.lock), removed when released so no lock files pile up.
type lockFile struct {
	fl   *flock.Flock
	path string
}

// lockPoll is how often a held lock is tried again.
const lockPoll = 10 * time.Millisecond

// acquire takes the exclusive lock at path, trying for up to wait. The
// lock file must be a regular file: a folder, a named pipe, a device or a
// link there is refused at once (userfile.LockBroken), and it is opened so
// that it cannot wait (lockFlags: never blocking, never through a link). A
// lock file its last holder removed while this process waited on it is let
// go and taken again at its path.
func acquire(path string, wait time.Duration) (*lockFile, error) {
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	for {
		if info, err := os.Lstat(path); err == nil && !info.Mode().IsRegular() {
			return nil, refused(path, userfile.LockBroken, Unknown)
		}
		fl := flock.New(path, flock.SetFlag(lockFlags(true)), flock.SetPermissions(0o644))
		ok, err := fl.TryLock()
		if err == nil && !ok && ctx.Err() == nil {
			ok, err = fl.TryLockContext(ctx, lockPoll)
		}
		switch {
		case errors.Is(err, context.DeadlineExceeded) || err == nil && !ok:
			return nil, &WriteError{Path: path, Reason: userfile.InUse, Err: ErrInUse}
		case broken(err):
			return nil, refused(path, userfile.LockBroken, Unknown)
		case err != nil:
			return nil, systemError(path, err)
		}
		l := &lockFile{fl: fl, path: path}
		switch l.current() {
		case lockHeld:
			return l, nil
		case lockNotAFile:
			_ = fl.Unlock()
			return nil, refused(path, userfile.LockBroken, Unknown)
		}
		_ = fl.Unlock() // removed or replaced by its last holder: take the new one
	}
}

// broken: opening the lock file failed because it is not a regular file
// (a link, a folder, a pipe with no reader).
func broken(err error) bool {
	return errors.Is(err, syscall.ELOOP) || errors.Is(err, syscall.ENXIO) || errors.Is(err, syscall.EISDIR)
}

// What a lock taken holds.
const (
	lockHeld     = iota // the lock file at the path
	lockGone            // a file no longer at the path (its holder removed it)
	lockNotAFile        // something other than a regular file
)

// current says whether the file l locked is still the lock file at its
// path, and a regular file.
func (l *lockFile) current() int {
	mine, err := l.fl.Stat()
	if err != nil || !mine.Mode().IsRegular() {
		return lockNotAFile
	}
	if now, err := os.Lstat(l.path); err != nil || !os.SameFile(now, mine) {
		return lockGone
	}
	return lockHeld
}

// release removes the lock file, then lets the lock go: a process waiting
// on the removed file notices and takes a new one. Where a file open
// anywhere cannot be removed (Windows), it is removed just after, which
// fails while another process has it open.
func (l *lockFile) release() {
	held := l.current() == lockHeld
	removed := held && os.Remove(l.path) == nil
	_ = l.fl.Unlock()
	if held && !removed && !removesOpenFiles {
		_ = os.Remove(l.path)
	}
}

// Whether a lock beside a file is taken, as the cleaner of temporary files
// finds it (probe).
const (
	probeFree = iota // nobody holds it: no lock file, or one taken now
	probeBusy        // another writer holds it (or it is not a lock file)
)

// probe tries the lock file at path without making one and without
// waiting: held (non-nil) when it was there and is now taken by this
// process, to release once done.
func probe(path string) (state int, held *lockFile) {
	fl := flock.New(path, flock.SetFlag(lockFlags(false)))
	ok, err := fl.TryLock()
	if errors.Is(err, fs.ErrNotExist) {
		return probeFree, nil
	}
	if err != nil || !ok {
		return probeBusy, nil
	}
	l := &lockFile{fl: fl, path: path}
	if l.current() != lockHeld {
		_ = fl.Unlock()
		return probeBusy, nil
	}
	return probeFree, l
}
