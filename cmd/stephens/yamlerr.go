package main

// The one place a file that cannot be used is put into words: every reader
// (game files, score sheets, transcriptions, the current-game pointer)
// returns a *userfile.Error, and classify renders it here as
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

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/locales"
)

// fileIssue renders one issue: the file, the line when known, the field's
// path unless the message names it itself, and the message.
func fileIssue(p *locales.Printer, file string, is userfile.Issue) string {
	detail := p.Map(is.Problem.ID, is.Problem.Args)
	if _, named := is.Problem.Args["Field"]; !named && is.Field != "" {
		detail = p.T("file.problem.at_field", "Field", is.Field, "Detail", detail)
	}
	switch {
	case file == "":
		return detail
	case is.Line > 0:
		return p.T("file.at_line", "Path", file, "Line", is.Line, "Detail", detail)
	}
	return p.T("file.at_file", "Path", file, "Detail", detail)
}

// renderFileError gives the exit code, the message (one line per issue) and
// the hints of a file that cannot be used. A file whose content is at fault
// is usage (2) with the hint that it was left as it is; a file that could
// not be read for another reason (permissions, the disk) is an error (1).
func renderFileError(p *locales.Printer, fe *userfile.Error) (int, string, []string) {
	issues := fe.Issues
	if len(issues) == 0 {
		issues = []userfile.Issue{fe.First()}
	}
	lines := make([]string, len(issues))
	for i, is := range issues {
		lines[i] = fileIssue(p, fe.File, is)
	}
	// printError writes "stephens: " once; the other lines get it here.
	msg := strings.Join(lines, "\n"+p.T("error.prefix")+": ")
	code := exitUsage
	if fe.Err != nil && !errors.Is(fe.Err, fs.ErrNotExist) && !errors.Is(fe.Err, fs.ErrInvalid) {
		code = exitError
	}
	var hints []string
	for _, h := range fe.Hints {
		hints = append(hints, p.T(h))
	}
	if len(fe.Hints) == 0 && fe.Err == nil {
		hints = append(hints, p.T("file.hint"))
	}
	return code, msg, hints
}

// fileDetail says why a file could not be written (or opened for writing)
// in the user's words: the folder it is, the file in the way of a folder,
// permissions, a full or read-only disk; the system's words otherwise.
func (a *app) fileDetail(err error) string {
	var we *store.WriteError
	if errors.As(err, &we) && we.Reason != "" {
		return a.p.T("file.write."+we.Reason, "Path", we.Path)
	}
	var fe *userfile.Error
	if errors.As(err, &fe) {
		return fileIssue(a.p, "", fe.First())
	}
	switch {
	case errors.Is(err, fs.ErrPermission):
		return a.p.T("file.write.denied")
	case errors.Is(err, syscall.ENOSPC):
		return a.p.T("file.write.no_space")
	case errors.Is(err, syscall.EROFS):
		return a.p.T("file.write.read_only")
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		if errors.Is(pe.Err, syscall.EISDIR) {
			return a.p.T("file.write.is_folder", "Path", pe.Path)
		}
		return pe.Err.Error()
	}
	return err.Error()
}

// message is what printError would say about err (its first line), for a
// listing that shows a broken file among good ones.
func (a *app) message(err error) string {
	_, msg, _ := classify(err, a.p)
	return strings.SplitN(msg, "\n", 2)[0]
}
