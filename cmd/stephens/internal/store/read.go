package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"syscall"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// ReadFile reads a user file (a game, a sheet, a transcription, the
// current-game pointer) within its limits, in time linear in the limit: it
// follows links, refuses what is not a regular file (a folder, a device such
// as /dev/zero, a named pipe, without ever waiting on one) and a file over
// userfile.MaxSize, and never reads more than one byte past the limit. Every
// error is a *userfile.Error naming path; a missing file's wraps
// fs.ErrNotExist.
func ReadFile(path string) ([]byte, error) { return ReadWithin(path, userfile.MaxSize) }

// ReadWithin is ReadFile with a limit of the file's own: the record's
// index in the cache, a BG Stats backup to import. A file over limit says
// so with limit.
func ReadWithin(path string, limit int64) ([]byte, error) {
	f, err := openNoWait(path)
	if err != nil {
		return nil, readError(path, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, readError(path, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, notRegular(path, fi.Mode())
	}
	if fi.Size() > limit {
		return nil, userfile.TooLarge(path, fi.Size(), limit)
	}
	buf := make([]byte, 0, fi.Size()+1) // one read for a file of the size stat-ed
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if int64(len(buf)) > limit {
			return nil, userfile.TooLarge(path, int64(len(buf)), limit)
		}
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, readError(path, err)
		}
	}
}

// Load reads path with ReadFile and decodes it with parse (one of the
// core's file readers); any error names path.
func Load[T any](path string, parse func([]byte) (T, error)) (T, error) {
	buf, err := ReadFile(path)
	if err != nil {
		var zero T
		return zero, err
	}
	return Decode(path, buf, parse)
}

// Decode decodes data, read from path (by ReadFile, or a File open for
// writing), with parse; any error names path.
func Decode[T any](path string, data []byte, parse func([]byte) (T, error)) (T, error) {
	var zero T
	v, err := parse(data)
	if err != nil {
		var fe *userfile.Error
		if errors.As(err, &fe) {
			fe.File = path
			return zero, fe
		}
		return zero, &userfile.Error{File: path, Issues: []userfile.Issue{{Problem: problemOf(err)}}, Err: err}
	}
	return v, nil
}

func notRegular(path string, mode fs.FileMode) error {
	id := "file.problem.is_other"
	switch {
	case mode.IsDir():
		id = "file.problem.is_folder"
	case mode&fs.ModeNamedPipe != 0:
		id = "file.problem.is_pipe"
	case mode&fs.ModeDevice != 0:
		id = "file.problem.is_device"
	}
	return userfile.FileProblem(path, fs.ErrInvalid, id)
}

// readError words an error from opening or reading path.
func readError(path string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
		return userfile.FileProblem(path, fs.ErrNotExist, "file.problem.not_found")
	case errors.Is(err, fs.ErrPermission):
		return userfile.FileProblem(path, err, "file.problem.denied")
	case errors.Is(err, syscall.EISDIR):
		return userfile.FileProblem(path, err, "file.problem.is_folder")
	case errors.Is(err, syscall.ELOOP):
		return userfile.FileProblem(path, err, "file.problem.link_loop")
	case errors.Is(err, syscall.ENAMETOOLONG):
		return userfile.FileProblem(path, err, "file.problem.name_too_long")
	case openElsewhere(err):
		return userfile.FileProblem(path, err, "file.problem.open_elsewhere")
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return userfile.FileProblem(path, err, "file.problem.unreadable", "Detail", err.Error())
}

func problemOf(err error) *companion.Problem {
	var p *companion.Problem
	if errors.As(err, &p) {
		return p
	}
	return companion.NewProblem("file.problem.unreadable", "Detail", fmt.Sprint(err))
}
