package userfile

import "errors"

// Why a file could not be written (the write path,
// cmd/stephens/internal/store, returns a *WriteError): in terms a front
// end words in the user's language.

// The reasons a write is refused or fails, as WriteError.Reason gives
// them; the CLI words each as the message file.write.REASON, with the
// error's Path (and Found, the kind of file in the way).
const (
	IsFolder      = "is_folder"      // Path is a folder
	NotFolder     = "not_folder"     // Path, a part of the folders, is a file
	NoFolder      = "no_folder"      // Path, the folder to write in, does not exist
	IsPipe        = "is_pipe"        // Path is a named pipe
	IsDevice      = "is_device"      // Path is a device
	IsOther       = "is_other"       // Path is a socket or another special file
	LinkLoop      = "link_loop"      // Path is a link that leads to itself
	IsLink        = "is_link"        // Path, a file of the companion's own, is a link
	NameTooLong   = "name_too_long"  // Path, or a part of it, is too long a name for the system
	NotFound      = "not_found"      // a folder on the way to Path does not exist
	OpenElsewhere = "open_elsewhere" // another program has Path open (Windows)
	OtherKind     = "other_kind"     // Path holds a file of another kind (Found)
	Exists        = "exists"         // Path exists and the write only creates
	InUse         = "in_use"         // another process holds Path's lock
	LockBroken    = "lock_broken"    // Path (the lock) is not a regular file
	Changed       = "changed"        // Path changed on disk since it was read
	Denied        = "denied"         // permission denied
	NoSpace       = "no_space"       // the disk is full
	ReadOnly      = "read_only"      // the disk is read-only
	FileReadOnly  = "file_read_only" // Path is a read-only file
	Failed        = "failed"         // another system error (Err)
)

// Sentinels for errors.Is.
var (
	// ErrInUse: another process holds the file's lock.
	ErrInUse = errors.New("write: file in use by another process")
	// ErrChanged: the file changed on disk since it was read (another
	// program wrote it); nothing was written.
	ErrChanged = errors.New("write: file changed on disk since it was read")
	// ErrExists: the file exists and the write only creates (or needs
	// Replace to overwrite).
	ErrExists = errors.New("write: file exists")
	// ErrRefused: the target is of another kind or not a regular file.
	ErrRefused = errors.New("write: not a file of this kind")
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
	case IsFolder, NotFolder, NoFolder, IsPipe, IsDevice, IsOther, LinkLoop, IsLink, NameTooLong, NotFound, OtherKind, Exists, LockBroken, FileReadOnly:
		return true
	}
	return false
}

// Replaces says whether a write of kind k may replace a file that holds
// found (empty: holds nothing but blanks): "" when it may, else the
// reason, OtherKind or Exists. A game is replaced by nothing but a game;
// the companion's own files (pointer, cache, drafts) replace anything
// else; a precious file (a sheet, a transcription) only its own kind, and
// a sheet only with replace (--force, or the command's own sheet: another
// sheet may be another evening's, of another game); an export only with
// replace, and never a precious file.
func (k Kind) Replaces(found Kind, empty, replace bool) string {
	switch {
	case empty:
		return ""
	case found == k && k == Sheet && !replace:
		return Exists
	case found == k && k != Export:
		return ""
	case found == Game: // a game is never replaced by anything else
		return OtherKind
	case k.Owned():
		return ""
	case found.Precious():
		return OtherKind
	case k == Export && replace:
		return ""
	case k == Export:
		return Exists
	}
	return OtherKind
}
