package table

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"

	"github.com/pileup-companion/stephens/companion/remote"
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

// What --listen may be, and the QR code of the address
// (companion/remote).
type ListenError = remote.ListenError

var (
	CheckListen = remote.CheckListen
	QR          = remote.QR
)

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
