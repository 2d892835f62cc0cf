package cmdutil

// The one place a file that cannot be used is reported: every reader
// (game files, score sheets, transcriptions, the current-game pointer)
// returns a *userfile.Error, which says itself in words (Lines, HintLines),
// and classify prints it here, with its exit code, as
//
//	stephens: PATH, line N: FIELD: what was wrong (what is accepted)
//	stephens: PATH, line M: ...            (each further issue)
//	stephens: hint: the file was left as it is; ...
//
// A file that cannot be written is worded by fileDetail.

import (
	"errors"
	"io/fs"
	"strings"
	"syscall"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/locales"
)

// renderFileError gives the exit code, the message (one line per issue) and
// the hints of a file that cannot be used. A file whose content is at fault
// is usage (2) with the hint that it was left as it is; a file that could
// not be read for another reason (permissions, the disk) is an error (1).
func renderFileError(p *locales.Printer, fe *userfile.Error) (int, string, []string) {
	// printError writes "stephens: " once; the other lines get it here.
	msg := strings.Join(fe.Lines(p), "\n"+p.T("error.prefix")+": ")
	code := ExitUsage
	if fe.Err != nil && !errors.Is(fe.Err, fs.ErrNotExist) && !errors.Is(fe.Err, fs.ErrInvalid) {
		code = ExitError
	}
	return code, msg, fe.HintLines(p)
}

// fileDetail says why a file could not be written (or opened for writing)
// in the user's words: what is in the way (a folder, a pipe, a file of
// another kind, a lock held by another stephens), permissions, a full or
// read-only disk. No system text reaches the user but the system's own
// word for a failure it does not name otherwise.
func (a *App) FileDetail(err error) string { return writeDetail(a.P, err) }

func writeDetail(p *locales.Printer, err error) string {
	var we *store.WriteError
	if errors.As(err, &we) && we.Reason == userfile.Exists && we.Kind == store.Sheet && we.Found == store.Sheet {
		return p.T("sheets.exists", "Path", we.Path)
	}
	if errors.As(err, &we) && we.Reason != userfile.Failed {
		found := p.T("file.kind." + we.Found.String())
		if we.Found == store.Game && gamefile.IsPlay(we.Path) { // a play is a game's kind of file, named as a play
			found = p.T("sheets.kind_play")
		}
		return p.T("file.write."+we.Reason, "Path", we.Path, "Kind", p.T("file.kind."+we.Kind.String()), "Found", found)
	}
	var fe *userfile.Error
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
	return p.T("file.write.failed", "Detail", Shown(err.Error()))
}

// writeFailed is a file that could not be written, worded by the message
// id (with Path and Detail): refused for what is at the path (usage, exit
// 2: the user named the wrong place) or failed (exit 1), with a hint
// where one helps.
func (a *App) WriteFailed(id, path string, err error) error {
	var ee *ExitErr
	var fe *userfile.Error
	if errors.As(err, &ee) || errors.As(err, &fe) {
		return err // already worded (a file that cannot be read names itself)
	}
	msg := a.P.T(id, "Path", path, "Detail", a.FileDetail(err))
	var we *store.WriteError
	if !errors.As(err, &we) {
		return Failure(msg)
	}
	var hints []string
	switch we.Reason {
	case userfile.InUse:
		hints = append(hints, a.P.T("game.in_use_hint"))
	case userfile.Changed:
		hints = append(hints, a.P.T("file.write.changed_hint"))
	case userfile.Exists:
		switch we.Kind {
		case store.Export:
			hints = append(hints, a.P.T("file.write.exists_force_hint"))
		case store.Sheet:
			hints = append(hints, a.P.T("sheets.exists_hint"))
		}
	case userfile.OtherKind, userfile.IsFolder, userfile.IsPipe, userfile.IsDevice, userfile.IsOther, userfile.NoFolder:
		hints = append(hints, a.P.T("file.write.elsewhere_hint"))
	case userfile.LockBroken:
		hints = append(hints, a.P.T("file.write.lock_broken_hint"))
	}
	if we.Refused() {
		return &ExitErr{Code: ExitUsage, Msg: msg, Hints: hints, Err: err}
	}
	return &ExitErr{Code: ExitError, Msg: msg, Hints: hints, Err: err}
}

// message is what printError would say about err (its first line), for a
// listing that shows a broken file among good ones.
func (a *App) Message(err error) string {
	_, msg, _ := Classify(err, a.P)
	return strings.SplitN(msg, "\n", 2)[0]
}
