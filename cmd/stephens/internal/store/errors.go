package store

import (
	"errors"
	"io/fs"
	"syscall"
)

// The reasons a write is refused or fails, as WriteError.Reason gives
// them; the CLI words each as the message file.write.REASON, with the
// error's Path (and Found, the kind of file in the way).
const (
	IsFolder     = "is_folder"      // Path is a folder
	NotFolder    = "not_folder"     // Path, a part of the folders, is a file
	NoFolder     = "no_folder"      // Path, the folder to write in, does not exist
	IsPipe       = "is_pipe"        // Path is a named pipe
	IsDevice     = "is_device"      // Path is a device
	IsOther      = "is_other"       // Path is a socket or another special file
	LinkLoop     = "link_loop"      // Path is a link that leads to itself
	OtherKind    = "other_kind"     // Path holds a file of another kind (Found)
	Exists       = "exists"         // Path exists and the write only creates
	InUse        = "in_use"         // another process holds Path's lock
	LockBroken   = "lock_broken"    // Path (the lock) is not a regular file
	Changed      = "changed"        // Path changed on disk since it was read
	TooLarge     = "too_large"      // Path, the file there, is over the limit
	Denied       = "denied"         // permission denied
	NoSpace      = "no_space"       // the disk is full
	ReadOnly     = "read_only"      // the disk is read-only
	FileReadOnly = "file_read_only" // Path is a read-only file
	Failed       = "failed"         // another system error (Err)
)

// Sentinels for errors.Is.
var (
	// ErrInUse: another process holds the file's lock.
	ErrInUse = errors.New("store: file in use by another process")
	// ErrChanged: the file changed on disk since it was read (another
	// program wrote it); nothing was written.
	ErrChanged = errors.New("store: file changed on disk since it was read")
	// ErrExists: the file exists and the write only creates (or needs
	// Replace to overwrite).
	ErrExists = errors.New("store: file exists")
	// ErrRefused: the target is of another kind or not a regular file.
	ErrRefused = errors.New("store: not a file of this kind")
)

// WriteError says why a file could not be written, in terms the CLI words
// in the user's language (Reason, one of the constants above; Path, the
// file or folder at fault; Kind, the kind of file being written; Found,
// the kind of file in the way).
type WriteError struct {
	Path   string
	Reason string
	Kind   Kind
	Found  Kind
	Err    error
}

func (e *WriteError) Error() string {
	msg := e.Path + ": " + e.Reason
	if e.Found != Unknown {
		msg += " (" + e.Found.String() + ")"
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

func (e *WriteError) Unwrap() error { return e.Err }

// Refused: the write was refused for what is at the path (not the
// system's fault): the user pointed at the wrong place.
func (e *WriteError) Refused() bool {
	switch e.Reason {
	case IsFolder, NotFolder, NoFolder, IsPipe, IsDevice, IsOther, LinkLoop, OtherKind, Exists, LockBroken, FileReadOnly:
		return true
	}
	return false
}

// systemError words an error of the system about path.
func systemError(path string, err error) error {
	var we *WriteError
	if errors.As(err, &we) {
		return err
	}
	reason := Failed
	switch {
	case errors.Is(err, fs.ErrPermission):
		reason = Denied
	case errors.Is(err, syscall.ENOSPC):
		reason = NoSpace
	case errors.Is(err, syscall.EROFS):
		reason = ReadOnly
	case errors.Is(err, syscall.ELOOP):
		reason = LinkLoop
	case errors.Is(err, syscall.EISDIR):
		reason = IsFolder
	case errors.Is(err, syscall.ENOTDIR):
		reason = NotFolder
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
