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
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/locales"
)

// renderFileError gives the exit code, the message (one line per issue) and
// the hints of a file that cannot be used (userfile.Error.Said). A file
// whose content is at fault is usage (2) with the hint that it was left
// as it is; a file that could not be read for another reason
// (permissions, the disk) is an error (1).
func renderFileError(p *locales.Printer, fe *userfile.Error) (int, string, []string) {
	// printError writes "stephens: " once; the other lines get it here.
	msg, hints := fe.Said(p, p.T("error.prefix")+": ")
	if fe.ContentAtFault() {
		return ExitUsage, msg, hints
	}
	return ExitError, msg, hints
}

// fileDetail says why a file could not be written (or opened for writing)
// in the user's words (userfile.WriteDetail).
func (a *App) FileDetail(err error) string { return userfile.WriteDetail(a.P, err) }

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
	hints := userfile.WriteHints(a.P, we)
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
