package userfile

import (
	"errors"
	"io/fs"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// A file that cannot be used, in the user's words, the same for every
// front end: a file whose content is at fault (Error: its issues, one a
// line, and its hints), and a file that could not be written (WriteError:
// what is in the way, permissions, a full or read-only disk). The front
// end chooses how to show them (a terminal prints them as
//
//	stephens: PATH, line N: FIELD: what was wrong (what is accepted)
//	stephens: hint: the file was left as it is; ...
//
// with its exit code).

// PlaySuffix ends the name of a recorded play of a game scored with a
// sheet (played.Suffix): a play is a game's kind of file, named as a play.
const PlaySuffix = ".play.yaml"

// ContentAtFault reports whether what is wrong is the file's content (or
// its missing): the user named or wrote the wrong file. Otherwise it
// could not be read for another reason (permissions, the disk).
func (e *Error) ContentAtFault() bool {
	return e.Err == nil || errors.Is(e.Err, fs.ErrNotExist) || errors.Is(e.Err, fs.ErrInvalid)
}

// Said is the error as one message, one line per issue, each line after
// the first led by lead (the front end's "stephens: "), and its hints.
func (e *Error) Said(p *locales.Printer, lead string) (string, []string) {
	return strings.Join(e.Lines(p), "\n"+lead), e.HintLines(p)
}

// WriteDetail says why a file could not be written (or opened for
// writing) in the user's words: what is in the way (a folder, a pipe, a
// file of another kind, a lock held by another stephens), permissions, a
// full or read-only disk. No system text reaches the user but the
// system's own word for a failure it does not name otherwise, escaped.
func WriteDetail(p *locales.Printer, err error) string {
	var we *WriteError
	if errors.As(err, &we) && we.Reason == Exists && we.Kind == Sheet && we.Found == Sheet {
		return p.T("sheets.exists", "Path", we.Path)
	}
	if errors.As(err, &we) && we.Reason != Failed {
		found := p.T("file.kind." + we.Found.String())
		if we.Found == Game && strings.HasSuffix(we.Path, PlaySuffix) {
			found = p.T("sheets.kind_play")
		}
		return p.T("file.write."+we.Reason, "Path", we.Path, "Kind", p.T("file.kind."+we.Kind.String()), "Found", found)
	}
	var fe *Error
	if errors.As(err, &fe) {
		return fe.First().Text(p, "")
	}
	switch {
	case errors.Is(err, fs.ErrPermission):
		return p.T("file.write.denied")
	case errors.Is(err, syscall.ENOSPC):
		return p.T("file.write.no_space")
	case errors.Is(err, syscall.EROFS):
		return p.T("file.write.read_only")
	case errors.Is(err, syscall.ENOTDIR):
		return p.T("files.not_a_folder")
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return p.T("file.write.failed", "Detail", errno.Error())
	}
	return p.T("file.write.failed", "Detail", companion.Escape(err.Error(), false))
}

// WriteHints are the hints under a write that was refused or failed:
// what to do about a lock, a file changed meanwhile, a file already
// there, or a path that is no place for this file.
func WriteHints(p *locales.Printer, we *WriteError) []string {
	switch we.Reason {
	case InUse:
		return []string{p.T("game.in_use_hint")}
	case Changed:
		return []string{p.T("file.write.changed_hint")}
	case Exists:
		switch we.Kind {
		case Export:
			return []string{p.T("file.write.exists_force_hint")}
		case Sheet:
			return []string{p.T("sheets.exists_hint")}
		}
	case OtherKind, IsFolder, IsPipe, IsDevice, IsOther, NoFolder:
		return []string{p.T("file.write.elsewhere_hint")}
	case LockBroken:
		return []string{p.T("file.write.lock_broken_hint")}
	}
	return nil
}

// maxPointer bounds the current-game pointer: one path.
const maxPointer = 4096

// ReadPointer reads the current-game pointer's bytes (the file at file):
// the path of the current game, "" when it names none. Anything but one
// absolute path of text is a problem naming the pointer's file, never
// showing its bytes.
func ReadPointer(file string, buf []byte, isAbs func(string) bool) (string, error) {
	p := strings.TrimSuffix(strings.TrimSuffix(string(buf), "\n"), "\r")
	if p == "" {
		return "", nil
	}
	if len(p) > maxPointer || !utf8.ValidString(p) || !isAbs(p) || strings.IndexFunc(p, unicode.IsControl) >= 0 {
		return "", FileProblem(file, nil, "file.problem.pointer")
	}
	return p, nil
}
