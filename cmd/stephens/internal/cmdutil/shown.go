package cmdutil

import (
	"encoding/json"
	"io"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/companion"
)

// Text that came from a user or a file (a name, a path, a search, a value
// given for a flag) is data: before it reaches the terminal, every
// character the core's text policy flags (companion.Flaws: control
// characters and escape sequences, text-direction marks, invisible
// characters, bytes that are not UTF-8) is written as an escape, "\x1b",
// "\u202e", "\xff". The printer applies shown to every value it puts into
// a message; the few places that print data themselves call it, and JSON
// goes out through jsonEncoder.

// shown is the one escape for text shown on the terminal.
func Shown(s string) string { return companion.Escape(s, false) }

// guard is the last line before stdout and stderr: what a command writes
// passes through the same escape, newlines and tabs kept, so text that
// missed the printer (a table cell, a path) still reaches the terminal as
// data. A character split between two writes waits for its end; Flush
// writes what is left at the end.
type Guard struct {
	W    io.Writer
	tail []byte
	// err is the first error writing to w: output that did not reach
	// its reader (a full disk) is reported, never dropped in silence.
	err error
}

func (g *Guard) Write(p []byte) (int, error) {
	if len(g.tail) == 0 && utf8.Valid(p) && !companion.Flawed(p) { // the usual case: as it is
		if _, err := g.W.Write(p); err != nil {
			if g.err == nil {
				g.err = err
			}
			return 0, err
		}
		return len(p), nil
	}
	buf := append(g.tail, p...)
	cut := len(buf)
	for i := len(buf) - 1; i >= 0 && i >= len(buf)-utf8.UTFMax; i-- {
		if utf8.RuneStart(buf[i]) {
			if !utf8.FullRune(buf[i:]) {
				cut = i // an incomplete character: wait for the rest
			}
			break
		}
	}
	g.tail = append([]byte(nil), buf[cut:]...)
	if cut == 0 {
		return len(p), nil
	}
	if _, err := io.WriteString(g.W, companion.Escape(string(buf[:cut]), true)); err != nil {
		if g.err == nil {
			g.err = err
		}
		return 0, err
	}
	return len(p), nil
}

// Flush writes a character left incomplete by the last write, escaped.
func (g *Guard) Flush() error {
	if len(g.tail) == 0 {
		return nil
	}
	s := companion.Escape(string(g.tail), true)
	g.tail = nil
	_, err := io.WriteString(g.W, s)
	if err != nil && g.err == nil {
		g.err = err
	}
	return err
}

// jsonEncoder writes JSON whose strings hold no raw flawed character
// (companion.EscapeJSON). The encoder hands each value over in one Write,
// so a character is never split between two.
func JSONEncoder(w io.Writer) *json.Encoder {
	return json.NewEncoder(JSONEscaper{w})
}

type JSONEscaper struct{ W io.Writer }

func (j JSONEscaper) Write(p []byte) (int, error) {
	if _, err := j.W.Write(companion.EscapeJSON(p)); err != nil {
		return 0, err
	}
	return len(p), nil
}
