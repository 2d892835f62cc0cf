package store

import (
	"errors"
	"io/fs"
	"syscall"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// The write path's errors are userfile's (*WriteError, its reasons and
// sentinels), so the core can name them too.
type WriteError = userfile.WriteError

// Sentinels for errors.Is (see userfile).
var (
	ErrInUse   = userfile.ErrInUse
	ErrChanged = userfile.ErrChanged
	ErrExists  = userfile.ErrExists
	ErrRefused = userfile.ErrRefused
)

// systemError words an error of the system about path.
func systemError(path string, err error) error {
	var we *WriteError
	if errors.As(err, &we) {
		return err
	}
	reason := userfile.Failed
	switch {
	case errors.Is(err, fs.ErrPermission):
		reason = userfile.Denied
	case errors.Is(err, syscall.ENOSPC):
		reason = userfile.NoSpace
	case errors.Is(err, syscall.EROFS):
		reason = userfile.ReadOnly
	case errors.Is(err, syscall.ELOOP):
		reason = userfile.LinkLoop
	case errors.Is(err, syscall.EISDIR):
		reason = userfile.IsFolder
	case errors.Is(err, syscall.ENOTDIR):
		reason = userfile.NotFolder
	case errors.Is(err, syscall.ENAMETOOLONG):
		reason = userfile.NameTooLong
	case errors.Is(err, fs.ErrNotExist):
		reason = userfile.NotFound
	case openElsewhere(err):
		reason = userfile.OpenElsewhere
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return &WriteError{Path: path, Reason: reason, Err: err}
}

// refused is a WriteError that is ErrRefused.
func refused(path, reason string, found Kind) error {
	return &WriteError{Path: path, Reason: reason, Found: found, Err: ErrRefused}
}

// ofKind names the kind being written in a WriteError.
func ofKind(err error, kind Kind) error {
	var we *WriteError
	if errors.As(err, &we) && we.Kind == Unknown {
		we.Kind = kind
	}
	return err
}
