//go:build !unix

package store

import (
	"context"
	"github.com/pileup-companion/stephens/companion/userfile"
	"os"
	"time"

	"github.com/gofrs/flock"
)

// lockFile is a held lock beside the locked file (NAME.lock).
type lockFile struct{ l *flock.Flock }

// acquire takes the exclusive lock at path, trying for up to wait.
func acquire(path string, wait time.Duration) (*lockFile, error) {
	if info, err := os.Lstat(path); err == nil && !info.Mode().IsRegular() {
		return nil, refused(path, userfile.LockBroken, Unknown)
	}
	l := flock.New(path)
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	ok, err := l.TryLock()
	if err == nil && !ok && wait > 0 {
		ok, err = l.TryLockContext(ctx, 10*time.Millisecond)
		if err == context.DeadlineExceeded {
			err = nil
		}
	}
	if err != nil {
		return nil, systemError(path, err)
	}
	if !ok {
		return nil, &WriteError{Path: path, Reason: userfile.InUse, Err: ErrInUse}
	}
	return &lockFile{l: l}, nil
}

func (l *lockFile) release() { _ = l.l.Unlock() }

// lockTemp: without flock, a temporary file is judged by its age.
func lockTemp(*os.File) error { return nil }

// abandoned: a temporary file older than this process belongs to a write
// that was killed.
func abandoned(path string) (release func(), ok bool) {
	info, err := os.Lstat(path)
	if err != nil || !info.Mode().IsRegular() || !info.ModTime().Before(started) {
		return nil, false
	}
	return func() {}, true
}
