//go:build unix

package store

import (
	"os"
	"runtime"
	"syscall"

	"golang.org/x/sys/unix"
)

// openNoWait opens path for reading without blocking: a named pipe with no
// writer opens at once (and is then refused as not a regular file) instead
// of waiting forever.
func openNoWait(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

// lockFlags opens a lock file (made when create) so that nothing there can
// make it wait or lead it elsewhere: never blocking (a named pipe opens at
// once, or fails), never through a link, never as a terminal. The lock is
// taken on a file open for reading, as github.com/gofrs/flock does (for
// writing where the system locks only such files).
func lockFlags(create bool) int {
	flags := os.O_RDONLY | unix.O_NOFOLLOW | unix.O_NONBLOCK | unix.O_NOCTTY
	switch runtime.GOOS {
	case "aix", "solaris", "illumos":
		flags = flags&^os.O_RDONLY | os.O_RDWR
	}
	if create {
		flags |= os.O_CREATE
	}
	return flags
}

// removesOpenFiles: a file open in a process can be removed (its lock file
// is removed while the lock is held).
const removesOpenFiles = true
