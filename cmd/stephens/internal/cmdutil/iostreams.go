package cmdutil

import (
	"errors"
	"io"
	"os"
	"strconv"
	"syscall"

	"golang.org/x/term"
)

// ioStreams is where a command reads and writes. Tests pass buffers with the
// terminal flags off; main passes the process's streams.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	Err    io.Writer
	InTTY  bool
	OutTTY bool
	// Width is the terminal width for wrapping text; 80 when piped.
	Width int
	// ErrWidth is the width of the terminal stderr is on, to fold errors
	// and hints to; 0 when stderr is piped or a file (one line each, for
	// scripts that grep them).
	ErrWidth int
	// Height is the terminal's height in lines (0 when unknown or piped):
	// a rule taller than it names itself again at its end.
	Height int
	// Prompts is where the prompts draw (with escape sequences of their
	// own); Out when nil. run guards Out and Err, never this.
	Prompts io.Writer
	// size reads the terminal's width again (nil: it never changes, as
	// when piped or set by COLUMNS).
	Size func() (int, bool)
}

// followResize takes the terminal's width as it is now, for a session
// that lasts while the window may be resized (the play loop asks before
// each turn and reset step); it tells whether the width changed.
func (s *IOStreams) FollowResize() bool {
	if s.Size == nil {
		return false
	}
	w, ok := s.Size()
	if !ok || w == s.Width {
		return false
	}
	s.Width = w
	return true
}

// prompts is where a prompt draws.
func (s *IOStreams) prompts() io.Writer {
	if s.Prompts != nil {
		return s.Prompts
	}
	return s.Out
}

// guarded returns the streams with Out and Err behind a guard (see
// shown.go) and the prompts on the unguarded Out; flush writes what the
// guards still hold.
func (s *IOStreams) Guarded() (g *IOStreams, flush func() error) {
	out, errs := &Guard{W: s.Out}, &Guard{W: s.Err}
	c := *s
	c.Out, c.Err, c.Prompts = out, errs, s.prompts()
	return &c, func() error { _ = out.Flush(); _ = errs.Flush(); return OutputLost(out.Err()) }
}

// outputLost is a failed write to stdout worth reporting: not a stdout
// closed on purpose (>&-), whose reader wants nothing.
func OutputLost(err error) error {
	if err == nil || errors.Is(err, syscall.EBADF) {
		return nil
	}
	return &outputError{err: err}
}

// outputError: the command's output could not be written (a full disk);
// worded by classify, exit 1.
type outputError struct{ err error }

func (e *outputError) Error() string { return "output: " + e.err.Error() }
func (e *outputError) Unwrap() error { return e.err }

func SystemIO() *IOStreams {
	s := &IOStreams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, Width: 80}
	s.InTTY = term.IsTerminal(int(os.Stdin.Fd()))
	s.OutTTY = term.IsTerminal(int(os.Stdout.Fd()))
	if s.OutTTY {
		if w, h, err := term.GetSize(int(os.Stdout.Fd())); err == nil && w > 20 {
			s.Width, s.Height = w, h
		}
		s.Size = func() (int, bool) {
			w, _, err := term.GetSize(int(os.Stdout.Fd()))
			return w, err == nil && w > 20
		}
	}
	if term.IsTerminal(int(os.Stderr.Fd())) {
		s.ErrWidth = 80
		if w, _, err := term.GetSize(int(os.Stderr.Fd())); err == nil && w > 20 {
			s.ErrWidth = w
		}
	}
	if c, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && c > 20 {
		if s.OutTTY {
			s.Width, s.Size = c, nil // the width asked for holds
		}
		if s.ErrWidth > 0 {
			s.ErrWidth = c
		}
	}
	return s
}
