package companion

import (
	"encoding/json"
	"io"
	"unicode/utf8"
)

// The writers every front end puts its output through: Guard before a
// terminal, JSONEncoder for JSON (a script, a page's API). They escape
// what they pass (Escape, EscapeJSON) and touch nothing else.

// Guard is the last line before a terminal's stdout and stderr: what a command writes
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
	if len(g.tail) == 0 && utf8.Valid(p) && !Flawed(p) { // the usual case: as it is
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
	if _, err := io.WriteString(g.W, Escape(string(buf[:cut]), true)); err != nil {
		if g.err == nil {
			g.err = err
		}
		return 0, err
	}
	return len(p), nil
}

// Err is the first error writing to W (nil when every write reached it).
func (g *Guard) Err() error { return g.err }

// Flush writes a character left incomplete by the last write, escaped.
func (g *Guard) Flush() error {
	if len(g.tail) == 0 {
		return nil
	}
	s := Escape(string(g.tail), true)
	g.tail = nil
	_, err := io.WriteString(g.W, s)
	if err != nil && g.err == nil {
		g.err = err
	}
	return err
}

// JSONEncoder writes JSON whose strings hold no raw flawed character
// (EscapeJSON). The encoder hands each value over in one Write,
// so a character is never split between two.
func JSONEncoder(w io.Writer) *json.Encoder {
	return json.NewEncoder(JSONEscaper{w})
}

type JSONEscaper struct{ W io.Writer }

func (j JSONEscaper) Write(p []byte) (int, error) {
	if _, err := j.W.Write(EscapeJSON(p)); err != nil {
		return 0, err
	}
	return len(p), nil
}
