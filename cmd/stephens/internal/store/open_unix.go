//go:build unix

package store

import (
	"os"
	"syscall"
)

// openNoWait opens path for reading without blocking: a named pipe with no
// writer opens at once (and is then refused as not a regular file) instead
// of waiting forever.
func openNoWait(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
