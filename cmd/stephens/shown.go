package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
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
func shown(s string) string { return escapeFlaws(s, false) }

// escapeFlaws writes every flaw of s as an escape; layout true keeps the
// newlines and tabs that lay out lines and columns.
func escapeFlaws(s string, layout bool) string {
	if layout && !flawed(s) {
		return s // the usual case, at no cost: long output is mostly tabs and newlines
	}
	fs := companion.Flaws(s)
	if len(fs) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, f := range fs {
		if layout && (f.Rune == '\n' || f.Rune == '\t') {
			continue
		}
		b.WriteString(s[last:f.Start])
		b.WriteString(escapeFlaw(s, f))
		last = f.End
	}
	b.WriteString(s[last:])
	return b.String()
}

// flawed reports whether s may hold a flaw other than a newline or a tab:
// an ASCII control, or a character that is a flaw on its own (a joiner
// after an emoji is not, so any such character sends s the whole way).
func flawed[T string | []byte](s T) bool {
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			if (b < 0x20 && b != '\n' && b != '\t') || b == 0x7f {
				return true
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(string(s[i:min(i+utf8.UTFMax, len(s))]))
		if r == utf8.RuneError || len(companion.Flaws(string(r))) > 0 {
			return true
		}
		i += n
	}
	return false
}

// guard is the last line before stdout and stderr: what a command writes
// passes through the same escape, newlines and tabs kept, so text that
// missed the printer (a table cell, a path) still reaches the terminal as
// data. A character split between two writes waits for its end; Flush
// writes what is left at the end.
type guard struct {
	w    io.Writer
	tail []byte
	// err is the first error writing to w: output that did not reach
	// its reader (a full disk) is reported, never dropped in silence.
	err error
}

func (g *guard) Write(p []byte) (int, error) {
	if len(g.tail) == 0 && utf8.Valid(p) && !flawed(p) { // the usual case: as it is
		if _, err := g.w.Write(p); err != nil {
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
	if _, err := io.WriteString(g.w, escapeFlaws(string(buf[:cut]), true)); err != nil {
		if g.err == nil {
			g.err = err
		}
		return 0, err
	}
	return len(p), nil
}

// Flush writes a character left incomplete by the last write, escaped.
func (g *guard) Flush() error {
	if len(g.tail) == 0 {
		return nil
	}
	s := escapeFlaws(string(g.tail), true)
	g.tail = nil
	_, err := io.WriteString(g.w, s)
	if err != nil && g.err == nil {
		g.err = err
	}
	return err
}

func escapeFlaw(s string, f companion.Flaw) string {
	switch {
	case f.Kind == companion.FlawBroken && f.End-f.Start == 1 && s[f.Start] >= 0x80:
		return fmt.Sprintf(`\x%02x`, s[f.Start])
	case f.Rune < 0x80:
		switch f.Rune {
		case '\a':
			return `\a`
		case '\b':
			return `\b`
		case '\t':
			return `\t`
		case '\n':
			return `\n`
		case '\v':
			return `\v`
		case '\f':
			return `\f`
		case '\r':
			return `\r`
		}
		return fmt.Sprintf(`\x%02x`, f.Rune)
	case f.Rune > 0xFFFF:
		return fmt.Sprintf(`\U%08x`, f.Rune)
	}
	return fmt.Sprintf(`\u%04x`, f.Rune)
}

// jsonEncoder writes JSON whose strings hold no raw flawed character: the
// encoder already escapes control characters below U+0020 (and U+2028,
// U+2029); the rest (DEL, C1, text-direction and invisible characters) is
// written as \uXXXX, which reads back the same. The encoder hands each
// value over in one Write, so a character is never split between two.
func jsonEncoder(w io.Writer) *json.Encoder {
	return json.NewEncoder(jsonEscaper{w})
}

type jsonEscaper struct{ w io.Writer }

func (j jsonEscaper) Write(p []byte) (int, error) {
	if !flawed(p) { // the usual case: nothing to escape
		if _, err := j.w.Write(p); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	fs := companion.Flaws(string(p))
	var b bytes.Buffer
	last := 0
	for _, f := range fs {
		if f.Rune < 0x20 {
			continue // the encoder escapes these in strings: this is its own newline
		}
		b.Write(p[last:f.Start])
		switch r := f.Rune; {
		case f.Kind == companion.FlawBroken && f.End-f.Start == 1 && p[f.Start] >= 0x80:
			b.WriteString(`\ufffd`) // the encoder never writes one; kept safe all the same
		case r > 0xFFFF: // a surrogate pair, as JSON spells it
			r -= 0x10000
			fmt.Fprintf(&b, `\u%04x\u%04x`, 0xD800+(r>>10), 0xDC00+(r&0x3FF))
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
		last = f.End
	}
	b.Write(p[last:])
	if _, err := j.w.Write(b.Bytes()); err != nil {
		return 0, err
	}
	return len(p), nil
}
