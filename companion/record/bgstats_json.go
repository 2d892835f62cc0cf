package record

import (
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/companion"
)

// The plays as JSON, written by hand: exporting every game of twenty
// years is a megabyte of JSON, and reflection plus a second pass to
// indent it cost more than reading the games. The bytes are exactly what
// encoding/json's Encoder writes with SetIndent("", "  ") and its HTML
// escaping (TestPlaysJSONIsEncodingJSON holds them to it).

// AppendPlays appends the plays as an indented JSON list and a newline.
func AppendPlays(b []byte, plays []Play) []byte {
	var pw PlaysWriter
	for _, p := range plays {
		b = pw.Append(b, p)
	}
	return pw.End(b)
}

// PlaysWriter writes the list AppendPlays writes a play at a time, so
// that ten thousand plays need not be in memory at once: Append appends
// the next play's bytes (the list's opening before the first), End those
// that close the list.
type PlaysWriter struct{ w jsonWriter }

// Append appends the next play.
func (pw *PlaysWriter) Append(b []byte, p Play) []byte {
	pw.w.b = b
	if pw.w.empty == nil {
		pw.w.open('[')
	}
	pw.w.elem()
	pw.w.play(p)
	return pw.w.b
}

// AppendEscaped is Append escaped as all JSON is (companion.EscapeJSON),
// scanning the play's strings, not its bytes, when none of them may hold a
// flaw (the usual case: the rest of the JSON is plain ASCII).
func (pw *PlaysWriter) AppendEscaped(b []byte, p Play) []byte {
	start := len(b)
	pw.w.flawed = false
	b = pw.Append(b, p)
	if !pw.w.flawed {
		return b
	}
	return append(b[:start], companion.EscapeJSON(slices.Clone(b[start:]))...)
}

// End appends the end of the list and a newline.
func (pw *PlaysWriter) End(b []byte) []byte {
	pw.w.b = b
	if pw.w.empty == nil {
		pw.w.open('[')
	}
	pw.w.close(']')
	return append(pw.w.b, '\n')
}

// AppendPlay appends one play as indented JSON and a newline.
func AppendPlay(b []byte, p Play) []byte {
	w := jsonWriter{b: b}
	w.play(p)
	return append(w.b, '\n')
}

func (w *jsonWriter) play(p Play) {
	w.open('{')
	w.str("sourceName", p.SourceName)
	w.str("sourcePlayId", p.SourcePlayID)
	w.str("playDate", p.PlayDate)
	if p.DurationMin != 0 {
		w.int("durationMin", p.DurationMin)
	}
	if p.Location != "" {
		w.str("location", p.Location)
	}
	if p.Comments != "" {
		w.str("comments", p.Comments)
	}
	w.key("game")
	w.open('{')
	w.str("name", p.Game.Name)
	w.bool("highestWins", p.Game.HighestWins)
	w.bool("noPoints", p.Game.NoPoints)
	w.str("sourceGameId", p.Game.SourceGameID)
	if p.Game.BGGID != 0 {
		w.int("bggId", p.Game.BGGID)
	}
	w.close('}')
	w.key("players")
	if p.Players == nil {
		w.b = append(w.b, "null"...)
	} else {
		w.open('[')
		for _, pl := range p.Players {
			w.elem()
			w.open('{')
			w.str("name", pl.Name)
			if pl.Score != nil {
				w.int("score", *pl.Score)
			}
			w.bool("winner", pl.Winner)
			w.bool("startPlayer", pl.StartPlayer)
			if pl.Rank != 0 {
				w.int("rank", pl.Rank)
			}
			w.str("role", pl.Role)
			w.str("sourcePlayerId", pl.SourcePlayerID)
			w.close('}')
		}
		w.close(']')
	}
	w.close('}')
}

// jsonWriter writes indented JSON: a member or an element on a line of
// its own, two spaces a level, an empty object or list as {} or [].
type jsonWriter struct {
	b      []byte
	empty  []bool // per open level: nothing written in it yet
	flawed bool   // a string written may hold a flaw (companion.Flawed)
}

func (w *jsonWriter) open(c byte) {
	w.b = append(w.b, c)
	w.empty = append(w.empty, true)
}

func (w *jsonWriter) close(c byte) {
	last := len(w.empty) - 1
	empty := w.empty[last]
	w.empty = w.empty[:last]
	if !empty {
		w.newline()
	}
	w.b = append(w.b, c)
}

// elem starts an element of a list, or a member of an object.
func (w *jsonWriter) elem() {
	if last := len(w.empty) - 1; w.empty[last] {
		w.empty[last] = false
	} else {
		w.b = append(w.b, ',')
	}
	w.newline()
}

func (w *jsonWriter) newline() {
	w.b = append(w.b, '\n')
	for range len(w.empty) {
		w.b = append(w.b, ' ', ' ')
	}
}

func (w *jsonWriter) key(k string) {
	w.elem()
	w.b = appendJSONString(w.b, k)
	w.b = append(w.b, ':', ' ')
}

func (w *jsonWriter) str(k, v string) {
	w.flawed = w.flawed || companion.Flawed(v)
	w.key(k)
	w.b = appendJSONString(w.b, v)
}

func (w *jsonWriter) int(k string, v int) {
	w.key(k)
	w.b = strconv.AppendInt(w.b, int64(v), 10)
}

func (w *jsonWriter) bool(k string, v bool) {
	w.key(k)
	w.b = strconv.AppendBool(w.b, v)
}

const hexDigits = "0123456789abcdef"

// appendJSONString writes s as a JSON string as encoding/json does: the
// quote and the backslash escaped, control characters as \n, \r, \t, \b,
// \f or \u00XX, <, > and & as \u003c, \u003e, \u0026, the line and
// paragraph separators as \u2028 and \u2029, and a byte that is not UTF-8
// as \ufffd.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += n
			continue
		}
		i += n
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
