package cmdutil

// Output rules (after age's tui.go):
//   - results go to stdout; errors, hints and progress go to stderr;
//   - an error is printed once, as "stephens: <message>", followed by
//     optional "stephens: hint: <hint>" lines, all in the user's language;
//   - messages start lower-case and end without a period.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"strings"
	"syscall"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/companion/view"
	"github.com/pileup-companion/stephens/locales"
)

// Exit codes, listed in --help.
const (
	ExitOK          = 0
	ExitError       = 1
	ExitUsage       = 2
	ExitInterrupted = 130
)

// exitErr carries an exit code, an already localized message and hints.
type ExitErr struct {
	Code  int
	Msg   string
	Hints []string
	Err   error // the cause, when there is one
}

func (e *ExitErr) Error() string { return e.Msg }
func (e *ExitErr) Unwrap() error { return e.Err }

// usageError: bad usage or invalid input, exit 2.
func UsageError(msg string, hints ...string) error {
	return &ExitErr{Code: ExitUsage, Msg: msg, Hints: hints}
}

// failure: the command could not do its job, exit 1.
func Failure(msg string, hints ...string) error {
	return &ExitErr{Code: ExitError, Msg: msg, Hints: hints}
}

// errInterrupted: Ctrl-C at a prompt or a signal; exit 130.
var ErrInterrupted error = errors.New("interrupted")

// stopped: SIGTERM or SIGHUP; exit 128 + the signal's number.
type Stopped struct{ Sig os.Signal }

func (s *Stopped) Error() string { return "stopped by " + s.Sig.String() }

// name is the signal as people look it up (SIGTERM, SIGHUP).
func (s *Stopped) name() string {
	switch s.Sig {
	case syscall.SIGTERM:
		return "SIGTERM"
	case syscall.SIGHUP:
		return "SIGHUP"
	}
	return s.Sig.String()
}

// code is 128 + the signal's number, as a shell reports a process it ended.
func (s *Stopped) code() int {
	if n, ok := s.Sig.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return ExitInterrupted
}

// invalid turns a core Problem into a usage error (exit 2) in the user's
// language; other errors pass through.
func (a *App) Invalid(err error, hints ...string) error {
	var p *companion.Problem
	if errors.As(err, &p) {
		return &ExitErr{Code: ExitUsage, Msg: a.P.Map(p.ID, p.Args), Hints: hints, Err: err}
	}
	return err
}

// problemText is a core problem in the user's language, for prompts.
func (a *App) ProblemText(err error) error {
	var p *companion.Problem
	if errors.As(err, &p) {
		return errors.New(a.P.Map(p.ID, p.Args))
	}
	return err
}

// classify maps any error to an exit code and localized lines.
func Classify(err error, p *locales.Printer) (code int, msg string, hints []string) {
	var ee *ExitErr
	var pr *companion.Problem
	var ul *locales.UnsupportedError
	var fe *userfile.Error
	var st *Stopped
	switch {
	case errors.As(err, &ee):
		return ee.Code, ee.Msg, ee.Hints
	case errors.As(err, &st):
		return st.code(), p.T("error.stopped", "Signal", st.name()), nil
	case errors.As(err, &fe):
		return renderFileError(p, fe)
	case errors.Is(err, ErrInterrupted), errors.Is(err, prompt.ErrInterrupt), errors.Is(err, context.Canceled):
		return ExitInterrupted, p.T("error.interrupted"), nil
	case errors.As(err, &ul):
		return ExitUsage, p.T("error.unsupported_lang", "Source", ul.Source, "Value", ul.Value), []string{p.T("error.unsupported_lang_hint")}
	case errors.As(err, &pr):
		return ExitUsage, p.Map(pr.ID, pr.Args), nil
	}
	var out *outputError
	var pe *fs.PathError
	if errors.As(err, &out) || errors.As(err, &pe) && pe.Op == "write" {
		return ExitError, p.T("files.output_failed", "Detail", userfile.WriteDetail(p, err)), nil
	}
	// Compiled here, not at start-up: most runs end without an error.
	var (
		reUnknownFlag  = regexp.MustCompile(`^unknown (?:shorthand )?flag: (?:'(\w)' in )?(\S+)`)
		reNeedsArg     = regexp.MustCompile(`^flag needs an argument: (?:'(\w)' in )?(\S+)`)
		reInvalidValue = regexp.MustCompile(`^invalid argument "(.*)" for "(.*?)" flag`)
		reUnknownCmd   = regexp.MustCompile(`^unknown command "(.*?)"`)
		reBadSyntax    = regexp.MustCompile(`^bad flag syntax: (.*)`)
	)
	s := err.Error()
	if m := reUnknownFlag.FindStringSubmatch(s); m != nil {
		if IsNegativeNumber(m[2]) { // a number as printed on a track, meant as a word
			return ExitUsage, p.T("error.unknown_flag", "Flag", m[2]), []string{p.T("sheets.negative_word_hint", "Word", m[2])}
		}
		var hints []string
		if near := nearFlagsOf(err); len(near) > 0 {
			hints = append(hints, p.N("error.near_flags", len(near), "Flags", strings.Join(near, ", ")))
		}
		return ExitUsage, p.T("error.unknown_flag", "Flag", m[2]), hints
	}
	if m := reNeedsArg.FindStringSubmatch(s); m != nil {
		return ExitUsage, p.T("error.flag_needs_value", "Flag", m[2]), nil
	}
	if m := reInvalidValue.FindStringSubmatch(s); m != nil {
		flag := m[2]
		if i := strings.Index(flag, ", "); i >= 0 { // "-s, --seed"
			flag = flag[i+2:]
		}
		return ExitUsage, p.T("error.flag_bad_value", "Flag", flag, "Value", m[1]), flagForms(p, flag, s)
	}
	if m := reBadSyntax.FindStringSubmatch(s); m != nil {
		return ExitUsage, p.T("error.bad_flag_syntax", "Arg", m[1]), nil
	}
	if m := reUnknownCmd.FindStringSubmatch(s); m != nil {
		return ExitUsage, p.T("error.unknown_command", "Name", m[1]), []string{p.T("error.unknown_command_hint")}
	}
	return ExitError, Shown(s), nil
}

// flagForms says what a flag cobra refused takes, from the parser's words.
func flagForms(p *locales.Printer, flag, err string) []string {
	switch {
	case strings.Contains(err, "ParseBool"):
		return []string{p.T("error.accepted", "Accepted", p.T("error.bool_forms", "Flag", flag))}
	case strings.Contains(err, "ParseInt"), strings.Contains(err, "ParseUint"):
		return []string{p.T("error.accepted", "Accepted", p.T("error.whole_number"))}
	}
	return nil
}

// printError writes the error once, with its hints, folded to width (0:
// one line each, see errlines.go), and returns the exit code.
func PrintError(w io.Writer, width int, err error, p *locales.Printer) int {
	code, msg, hints := Classify(err, p)
	fmt.Fprint(w, view.ErrorText(p.T("error.prefix"), p.T("error.hint"), msg, hints, width))
	return code
}
