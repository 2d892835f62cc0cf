package remote

import (
	"errors"
	"net"
	"strconv"
	"strings"

	"github.com/skip2/go-qrcode"
)

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
