//go:build windows

package store

import (
	"errors"
	"syscall"

	"golang.org/x/sys/windows"
)

// isEphemeral: err may go away by waiting for another program to close
// the file (as cmd/go's robustio judges it).
func isEphemeral(err error) bool {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		switch errno {
		case windows.ERROR_ACCESS_DENIED, windows.ERROR_FILE_NOT_FOUND, windows.ERROR_SHARING_VIOLATION:
			return true
		}
	}
	return false
}

// sharingViolation: the system refused because another program has the
// file open.
func sharingViolation(err error) bool {
	var errno syscall.Errno
	return errors.As(err, &errno) && (errno == windows.ERROR_SHARING_VIOLATION || errno == windows.ERROR_LOCK_VIOLATION)
}
