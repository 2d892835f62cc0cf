package table

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"

	"github.com/skip2/go-qrcode"

	"github.com/pileup-companion/stephens/locales"
)

// RunOptions is what `stephens table` serves and where it says so.
type RunOptions struct {
	Game   string // the game file's path
	Listen string // --listen ADDR:PORT; "" this machine's LAN address on a free port
	Out    io.Writer
	// Term, when set, is the terminal (raw, not escaped) the QR code is
	// drawn on; nil when the output is not a terminal: no code.
	Term  io.Writer
	P     *locales.Printer
	Front *Front // the session's front end; nil: the page answers nothing
	// Loop, when set, runs the game's questions through Front while the
	// page is served (the table's loop), until ctx ends; its error stops
	// the server.
	Loop func(ctx context.Context) error
}

// ListenError: --listen names an address that cannot be served: not
// ADDRESS:PORT at all (Form), or one this machine cannot listen on (Err,
// the system's words).
type ListenError struct {
	Value string
	Form  bool
	Err   error
}

// CheckListen checks the form of a --listen value: "" (the default), or a
// host (an IP address or a name) and a port from 0 to 65535.
func CheckListen(v string) error {
	if v == "" {
		return nil
	}
	host, port, err := net.SplitHostPort(v)
	n, perr := strconv.Atoi(port)
	if err != nil || host == "" || perr != nil || n < 0 || n > 65535 || strings.ContainsAny(host, " /") {
		return &ListenError{Value: v, Form: true, Err: errors.New("not ADDRESS:PORT")}
	}
	return nil
}

func (e *ListenError) Error() string { return "listen " + e.Value + ": " + e.Err.Error() }
func (e *ListenError) Unwrap() error { return e.Err }

// Run serves the game until ctx ends: it prints the address with its token
// (the line http://HOST:PORT/?t=TOKEN alone, so a script can read it), the
// QR code of it on a terminal, and how to stop.
func Run(ctx context.Context, o RunOptions) error {
	if err := CheckListen(o.Listen); err != nil {
		return err
	}
	s, err := New(Options{Game: o.Game, Front: o.Front})
	if err != nil {
		return err
	}
	ln, err := s.Listen(o.Listen)
	if err != nil {
		return &ListenError{Value: o.Listen, Err: err}
	}
	p := o.P
	link := s.URL()
	fmt.Fprintln(o.Out, p.T("table.open"))
	fmt.Fprintln(o.Out, link)
	if o.Term != nil {
		if code, err := QR(link); err == nil {
			_, _ = io.WriteString(o.Term, code)
		}
	}
	if host, _, err := net.SplitHostPort(ln.Addr().String()); err == nil && net.ParseIP(host).IsLoopback() {
		fmt.Fprintln(o.Out, p.T("table.local_only"))
	}
	fmt.Fprintln(o.Out, p.T("table.stop"))
	serve, stop := context.WithCancel(ctx)
	defer stop()
	looped := make(chan error, 1)
	if o.Loop != nil {
		go func() {
			err := o.Loop(serve)
			if err != nil && serve.Err() == nil {
				stop() // the game cannot go on: the server stops too
			}
			looped <- err
		}()
	} else {
		looped <- nil
	}
	err = s.Serve(serve, ln)
	stop()
	if lerr := <-looped; lerr != nil && ctx.Err() == nil && !errors.Is(lerr, context.Canceled) {
		return lerr
	}
	if err != nil {
		return err
	}
	fmt.Fprintln(o.Out, p.T("table.stopped"))
	return nil
}

// QR draws the QR code of text for a terminal: two rows of modules to a
// line with half blocks, dark modules black on white whatever the
// terminal's colours (ANSI colours), with the quiet zone around it that
// scanners need.
func QR(text string) (string, error) {
	q, err := qrcode.New(text, qrcode.Low)
	if err != nil {
		return "", err
	}
	bits := q.Bitmap() // true: dark; the quiet zone included
	var b strings.Builder
	for y := 0; y < len(bits); y += 2 {
		b.WriteString("\x1b[30;107m") // black on bright white
		for x := range bits[y] {
			top := bits[y][x]
			bottom := y+1 < len(bits) && bits[y+1][x]
			switch {
			case top && bottom:
				b.WriteString("█")
			case top:
				b.WriteString("▀")
			case bottom:
				b.WriteString("▄")
			default:
				b.WriteString(" ")
			}
		}
		b.WriteString("\x1b[0m\n")
	}
	return b.String(), nil
}
