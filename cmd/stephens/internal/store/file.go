package store

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// LockWait is how long opening a file for writing waits for another
// process that holds it before it says the file is in use.
const LockWait = 2 * time.Second

// Option changes what Open accepts at the path.
type Option int

const (
	// Replace lets a write replace an existing file of its kind where it
	// would otherwise refuse to (an export or a score sheet already
	// there: --force).
	Replace Option = iota + 1
	// CreateOnly refuses a path where a file exists (ErrExists), without
	// waiting: a path whose lock is held is being created by another
	// process, and counts as taken.
	CreateOnly
	// Own: the path is the command's own file of its kind, updated in
	// place (a game's score sheet beside it, the sheet the command read
	// with --file): a file of that kind there is replaced, as with
	// Replace. A score sheet anywhere else is kept: it is another
	// evening's, perhaps another game's (play test pt3 D12).
	Own
)

// File is a file open for writing: the one way the companion writes a
// file. Open checks the path (a regular file or nothing yet, a link
// followed to the file it names, never a folder, a device or a named
// pipe), takes the file's lock (waiting up to LockWait for another
// process) and reads what the file holds, and refuses a file of another
// kind. Write replaces the file atomically (a temporary file beside it,
// synced, renamed over it), after checking that nobody changed it on disk
// since it was read (ErrChanged); the next open for writing in that
// folder removes what a killed write left. Close releases the lock. A
// read-modify-write (Open, Data, Write, Close) is whole: no other
// stephens writes between.
type File struct {
	path   string // as the caller named it (messages name it)
	real   string // links followed: the file written
	kind   Kind
	lock   *lockFile
	data   []byte      // what the file holds, as read or last written
	exists bool        // a file is there (data may be nil when it is big)
	info   fs.FileInfo // the file as read or last written (change check)
}

// Open opens path for writing a file of kind: see File. Errors are
// *WriteError.
func Open(path string, kind Kind, opts ...Option) (*File, error) {
	f, err := open(path, kind, opts)
	return f, ofKind(err, kind)
}

func open(path string, kind Kind, opts []Option) (*File, error) {
	if path == "" { // the front end refuses an empty path first
		return nil, refused(".", userfile.IsFolder, Unknown)
	}
	real, link, err := target(path, kind)
	if err != nil {
		return nil, err
	}
	if err := ensureDir(filepath.Dir(real), real == path); err != nil {
		return nil, err
	}
	if !link {
		if err := checkRegular(path, real); err != nil {
			return nil, err
		}
	}
	createOnly := slices.Contains(opts, CreateOnly)
	wait := LockWait
	if createOnly || !waits(kind) {
		wait = 0
	}
	lk, err := acquire(real+".lock", wait)
	if err != nil {
		if createOnly && errors.Is(err, ErrInUse) {
			return nil, &WriteError{Path: path, Reason: userfile.Exists, Err: ErrExists}
		}
		var we *WriteError
		if errors.As(err, &we) && we.Reason == userfile.InUse {
			we.Path = path
		}
		return nil, err
	}
	f := &File{path: path, real: real, kind: kind, lock: lk}
	if link { // the cache's own name, a link: the link goes, what it names stays as it is
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			f.Close()
			return nil, systemError(path, err)
		}
	}
	cleanStale(filepath.Dir(real), filepath.Base(real)) // what killed writes left, even if this one is refused
	if err := f.read(); err != nil {
		f.Close()
		return nil, err
	}
	if err := f.accepts(createOnly, slices.Contains(opts, Replace) || slices.Contains(opts, Own)); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// target is the file a write at path replaces: where a link leads for a
// user's file (as git does); never through a link for the companion's own
// (Owned): a cache replaces the link itself (link), a note or a draft is
// refused (IsLink), and what the link names is left as it was.
func target(path string, kind Kind) (real string, link bool, err error) {
	if !kind.Owned() {
		real, err := Resolve(path)
		if err != nil {
			return "", false, systemError(path, err)
		}
		return real, false, nil
	}
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		return path, false, nil // nothing there, or not a link (the checks after say what)
	}
	if kind == Cache {
		return path, true, nil
	}
	return "", false, refused(path, userfile.IsLink, Unknown)
}

// Path is the path as the caller named it.
func (f *File) Path() string { return f.path }

// Data is what the file holds (as read, or as last written); nil when
// there is no file yet, or when it is over userfile.MaxSize (an export).
func (f *File) Data() []byte { return f.data }

// Exists says whether a file is there.
func (f *File) Exists() bool { return f.exists }

// Write replaces the file with data, atomically. When the file changed on
// disk since it was read (another program wrote it), nothing is written
// and the error is ErrChanged: Reload takes the file as it is now.
func (f *File) Write(data []byte) error {
	if f.lock == nil {
		return errors.New("store: write to a closed file")
	}
	if err := f.unchanged(); err != nil {
		return ofKind(err, f.kind)
	}
	writing.Lock()
	defer writing.Unlock()
	info, err := replaceFile(f.real, data)
	if err != nil {
		return ofKind(systemError(f.path, err), f.kind)
	}
	f.data, f.exists, f.info = slices.Clone(data), true, info
	return nil
}

// Reload reads the file again and takes it as it is now (after
// ErrChanged: someone else's change wins, and the caller starts over
// from it).
func (f *File) Reload() ([]byte, error) {
	if err := f.read(); err != nil {
		return nil, err
	}
	return f.data, nil
}

// Remove removes the file (a draft whose unit is done), unless it changed
// since it was read.
func (f *File) Remove() error {
	if f.lock == nil {
		return errors.New("store: remove of a closed file")
	}
	if err := f.unchanged(); err != nil {
		return err
	}
	if err := os.Remove(f.real); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return systemError(f.path, err)
	}
	f.data, f.exists, f.info = nil, false, nil
	return nil
}

// Close releases the lock; the file stays as last written.
func (f *File) Close() {
	if f.lock != nil {
		f.lock.release()
		f.lock = nil
	}
}

// Update is a whole read-modify-write of path: change gets what the file
// holds (nil when there is none yet) and returns what it should hold; a
// nil result with no error leaves the file as it is.
func Update(path string, kind Kind, change func(old []byte) ([]byte, error), opts ...Option) error {
	f, err := Open(path, kind, opts...)
	if err != nil {
		return err
	}
	defer f.Close()
	data, err := change(f.Data())
	if err != nil || data == nil {
		return err
	}
	return f.Write(data)
}

// WriteFile writes data to path as a file of kind (see File).
func WriteFile(path string, kind Kind, data []byte, opts ...Option) error {
	if data == nil {
		data = []byte{} // an empty file is written, not left as it was
	}
	return Update(path, kind, func([]byte) ([]byte, error) { return data, nil }, opts...)
}

// sniffSize is how much of a file over the limit is read to tell its kind.
const sniffSize = 64 << 10

// read reads the file at the path (under the lock): nothing there, or a
// regular file within the limit (an export or a cache may be larger: its
// first bytes tell its kind).
func (f *File) read() error {
	fh, err := openNoWait(f.real)
	if errors.Is(err, fs.ErrNotExist) {
		f.data, f.exists, f.info = nil, false, nil
		return nil
	}
	if err != nil {
		return systemError(f.path, err)
	}
	defer fh.Close()
	info, err := fh.Stat()
	if err != nil {
		return systemError(f.path, err)
	}
	if reason := special(info.Mode()); reason != "" {
		return refused(f.path, reason, Unknown)
	}
	limit := int64(userfile.MaxSize)
	big := info.Size() > limit
	if big {
		if f.kind != Export && f.kind != Cache {
			return userfile.TooLarge(f.path, info.Size(), userfile.MaxSize)
		}
		limit = sniffSize
	}
	buf, err := io.ReadAll(io.LimitReader(fh, limit+1))
	if err != nil {
		return systemError(f.path, err)
	}
	if int64(len(buf)) > limit && !big {
		return userfile.TooLarge(f.path, int64(len(buf)), userfile.MaxSize) // it grew while read
	}
	f.exists, f.info = true, info
	f.data = buf
	if big {
		f.data = nil
		return f.acceptsBig(buf)
	}
	return nil
}

// acceptsBig checks a file over the limit by its first bytes.
func (f *File) acceptsBig(head []byte) error {
	if found := userfile.KindOf(head); found.Precious() {
		return refused(f.path, userfile.OtherKind, found)
	}
	return nil
}

// accepts checks the file found at the path against the write: a file of
// another kind is refused (a precious one always), an export or a sheet
// already there needs Replace (a sheet: or Own), a path that only creates
// needs nothing there.
func (f *File) accepts(createOnly, replace bool) error {
	if !f.exists {
		return nil
	}
	if createOnly {
		return &WriteError{Path: f.path, Reason: userfile.Exists, Err: ErrExists}
	}
	if f.info.Mode().Perm()&0o222 == 0 {
		return &WriteError{Path: f.path, Reason: userfile.FileReadOnly, Err: fs.ErrPermission}
	}
	found := Unknown
	if f.data != nil {
		found = userfile.KindOf(f.data)
	}
	empty := f.data != nil && len(bytes.TrimSpace(f.data)) == 0 // nothing to lose
	switch f.kind.Replaces(found, empty, replace) {
	case userfile.OtherKind:
		if _, err := userfile.Parse(f.data); err != nil && found == Unknown && (f.kind == Game || f.kind == Transcription) {
			_, err := Decode(f.path, f.data, func([]byte) (any, error) { return nil, err }) // a damaged one, named with its line
			return err
		}
		return refused(f.path, userfile.OtherKind, found)
	case userfile.Exists:
		return &WriteError{Path: f.path, Reason: userfile.Exists, Found: found, Err: ErrExists}
	}
	return nil
}

// unchanged checks that the file on disk is still what was read or last
// written: the same file, or the same bytes.
func (f *File) unchanged() error {
	changed := &WriteError{Path: f.path, Reason: userfile.Changed, Err: ErrChanged}
	info, err := os.Stat(f.real)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if f.exists {
			return changed
		}
		return nil
	case err != nil:
		return systemError(f.path, err)
	case !f.exists:
		return changed
	case sameFile(info, f.info):
		return nil
	}
	if reason := special(info.Mode()); reason != "" {
		return refused(f.path, reason, Unknown)
	}
	buf, err := ReadFile(f.real)
	if err != nil || f.data == nil || !bytes.Equal(buf, f.data) {
		return changed
	}
	f.info = info // touched, or rewritten with the same bytes
	return nil
}

// sameFile: the same file, not written since (size and time).
func sameFile(a, b fs.FileInfo) bool {
	return b != nil && os.SameFile(a, b) && a.Size() == b.Size() && a.ModTime().Equal(b.ModTime())
}

// special says what a file that is not a regular one is ("" for a
// regular file).
func special(mode fs.FileMode) string {
	switch {
	case mode.IsRegular():
		return ""
	case mode.IsDir():
		return userfile.IsFolder
	case mode&fs.ModeNamedPipe != 0:
		return userfile.IsPipe
	case mode&fs.ModeDevice != 0:
		return userfile.IsDevice
	}
	return userfile.IsOther
}

// checkRegular refuses a path where something other than a regular file
// is, before a lock is taken beside it.
func checkRegular(path, real string) error {
	info, err := os.Lstat(real)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return systemError(path, err)
	}
	if reason := special(info.Mode()); reason != "" {
		return refused(path, reason, Unknown)
	}
	return nil
}

var writing sync.Mutex

// replaceFile is how File.Write replaces a file: writeAtomic (a test
// plays another system's rules through it).
var replaceFile = writeAtomic

// HoldWrites waits for a write in progress to finish and blocks further
// writes; the signal handler calls it just before the process exits.
func HoldWrites() { writing.Lock() }

// Remove removes the file of kind at path through the write path (locked;
// nothing there is no error): removed reports whether there was one.
func Remove(path string, kind Kind) (removed bool, err error) {
	f, err := Open(path, kind)
	if err != nil {
		return false, err
	}
	defer f.Close()
	if !f.Exists() {
		return false, nil
	}
	return true, f.Remove()
}
