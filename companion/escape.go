package companion

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Text that did not pass through CheckText (a name from an old file, a
// path, a search, a value given for a flag) is shown with every Flaw
// written as an escape, "\x1b", "\u202e", "\xff": Escape for a terminal,
// EscapeJSON for JSON. The front end applies them to everything it shows.

// Escape writes every flaw of s as an escape; layout true keeps the
// newlines and tabs that lay out lines and columns.
func Escape(s string, layout bool) string {
	if layout && !Flawed(s) {
		return s // the usual case, at no cost: long output is mostly tabs and newlines
	}
	fs := Flaws(s)
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

// Flawed reports whether s may hold a flaw other than a newline or a tab:
// an ASCII control, or a character that is a flaw on its own (a joiner
// after an emoji is not, so any such character sends s the whole way).
func Flawed[T string | []byte](s T) bool {
	for i := 0; i < len(s); {
		if i+8 <= len(s) && plain8(uint64(s[i])|uint64(s[i+1])<<8|uint64(s[i+2])<<16|uint64(s[i+3])<<24|
			uint64(s[i+4])<<32|uint64(s[i+5])<<40|uint64(s[i+6])<<48|uint64(s[i+7])<<56) {
			i += 8 // eight printable ASCII characters: the usual text, megabytes of it for a record's export
			continue
		}
		b := s[i]
		if b < utf8.RuneSelf {
			if (b < 0x20 && b != '\n' && b != '\t') || b == 0x7f {
				return true
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(string(s[i:min(i+utf8.UTFMax, len(s))]))
		if r == utf8.RuneError || len(Flaws(string(r))) > 0 {
			return true
		}
		i += n
	}
	return false
}

// plain8 reports whether the eight bytes of w are all printable ASCII
// (0x20 to 0x7e): none has its high bit, none is below 0x20, none is 0x7f.
func plain8(w uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	del := w ^ (0x7f * ones)
	return (w|(w-0x20*ones)&^w|(del-ones)&^del)&highs == 0
}

func escapeFlaw(s string, f Flaw) string {
	switch {
	case f.Kind == FlawBroken && f.End-f.Start == 1 && s[f.Start] >= 0x80:
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

// EscapeJSON makes encoded JSON hold no raw flawed character: encoding/json
// already escapes control characters below U+0020 in strings (and U+2028,
// U+2029); the rest (DEL, C1, text-direction and invisible characters) is
// written as \uXXXX, which reads back the same. JSON without a flaw comes
// back as it is.
func EscapeJSON(p []byte) []byte {
	if !Flawed(p) { // the usual case: nothing to escape
		return p
	}
	var b bytes.Buffer
	last := 0
	for _, f := range Flaws(string(p)) {
		if f.Rune < 0x20 {
			continue // the encoder escapes these in strings: this is its own newline
		}
		b.Write(p[last:f.Start])
		switch r := f.Rune; {
		case f.Kind == FlawBroken && f.End-f.Start == 1 && p[f.Start] >= 0x80:
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
	return b.Bytes()
}
