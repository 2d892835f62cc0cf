package companion

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Text the table types (a player's name, a card's name in a transcription)
// is data, never a command to the terminal that shows it. The one policy:
//
//   - refused: bytes that are not UTF-8, control characters (C0, DEL, C1:
//     escape sequences, NUL, tab, line breaks), text-direction controls and
//     marks (Bidi_Control: overrides, embeddings, isolates, LRM/RLM/ALM),
//     and every other invisible format character (Unicode category Cf, the
//     default-ignorable code points, variation selectors, noncharacters):
//     they hide in a name, make two names look alike or reorder the text
//     around them. Emoji keep their joiners and variation selectors (a
//     zero-width joiner between two symbols, a selector right after one);
//   - kept as data, shown as they are: letters and digits of any script,
//     right-to-left scripts included, punctuation, symbols and emoji;
//   - put in their usual form: Unicode NFC (an "é" typed as e + accent and
//     one typed as é are the same name), any Unicode space as one plain
//     space, none at either end.
//
// Front ends show text that did not pass through here (an old file, a
// search, a path) with every Flaw escaped, so nothing raw reaches a
// terminal either way.

// MaxNameLength is the longest name, in characters: room for "Maria
// Fernanda de Albuquerque", short enough for a table's columns.
const MaxNameLength = 40

// FlawKind says why a character must not reach a terminal as it is.
type FlawKind string

const (
	// FlawControl: a control character (C0, DEL, C1, line or paragraph
	// separator): escape sequences, NUL, tab, line breaks.
	FlawControl FlawKind = "control"
	// FlawDirection: a text-direction control or mark (it reorders the
	// text around it).
	FlawDirection FlawKind = "direction"
	// FlawInvisible: a character that shows nothing (zero-width spaces and
	// joiners, soft hyphens, variation selectors, tags, fillers).
	FlawInvisible FlawKind = "invisible"
	// FlawBroken: a byte that is not UTF-8, or a noncharacter.
	FlawBroken FlawKind = "broken"
)

// Flaw is one character of a text that must not be shown raw.
type Flaw struct {
	// Start and End are its byte offsets in the text.
	Start, End int
	// Rune is the character (utf8.RuneError for a byte that is not UTF-8).
	Rune rune
	Kind FlawKind
}

// Char names the flaw as people look it up: U+202E, or the byte 0xFF.
func (f Flaw) Char(s string) string {
	if f.Kind == FlawBroken && f.Rune == utf8.RuneError {
		return fmt.Sprintf("0x%02X", s[f.Start])
	}
	return fmt.Sprintf("U+%04X", f.Rune)
}

// Problem says what is wrong with s because of this flaw and what is
// accepted instead.
func (f Flaw) Problem(s string) *Problem {
	return NewProblem("text.problem."+string(f.Kind), "Value", s, "Char", f.Char(s))
}

// Flaws lists the characters of s that must never reach a terminal as they
// are, in order.
func Flaws(s string) []Flaw {
	var out []Flaw
	emoji := false  // the last visible character was a symbol (an emoji)
	keycap := false // the last character was a keycap's base (0-9, #, *)
	flag := false   // inside a tag sequence (a subdivision flag, 🏴 + tags)
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf { // ASCII: only its controls are flaws
			if b < 0x20 || b == 0x7f {
				out = append(out, Flaw{Start: i, End: i + 1, Rune: rune(b), Kind: FlawControl})
			}
			emoji, flag = false, false
			keycap = b >= '0' && b <= '9' || b == '#' || b == '*'
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		kind, ok := flawKind(r, n)
		switch {
		case ok && emoji && emojiPart(r, s[i+n:]):
			ok = false
		case ok && keycap && r == vs16 && strings.HasPrefix(s[i+n:], keycapMark):
			ok = false // 1️⃣: a digit, VS16, the enclosing keycap
		case ok && flag && isTag(r):
			ok, flag = false, r != cancelTag
			i += n
			continue
		}
		keycap = false
		if ok {
			out = append(out, Flaw{Start: i, End: i + n, Rune: r, Kind: kind})
		}
		flag = r == blackFlag
		switch {
		case unicode.Is(unicode.So, r), isEmojiModifier(r):
			emoji = true
		case !ok && (unicode.Is(unicode.Variation_Selector, r) || r == zwj):
			// an emoji goes on
		default:
			emoji = false
		}
		i += n
	}
	return out
}

const (
	zwj        = '\u200D'
	vs16       = '\uFE0F'
	keycapMark = "\u20E3"
	blackFlag  = '\U0001F3F4' // 🏴, the base of a subdivision flag
	cancelTag  = '\U000E007F' // ends a tag sequence
)

// isTag: a tag character (U+E0020 to U+E007F), as a subdivision flag
// spells its region after 🏴 (🏴󠁧󠁢󠁳󠁣󠁴󠁿: g, b, s, c, t, cancel tag).
func isTag(r rune) bool { return r >= 0xE0020 && r <= 0xE007F }

// flawKind classifies one decoded rune (n its size).
func flawKind(r rune, n int) (FlawKind, bool) {
	switch {
	case r == utf8.RuneError && n <= 1, unicode.Is(unicode.Noncharacter_Code_Point, r):
		return FlawBroken, true
	case unicode.IsControl(r), r == '\u2028', r == '\u2029':
		return FlawControl, true
	case unicode.Is(unicode.Bidi_Control, r):
		return FlawDirection, true
	case unicode.Is(unicode.Cf, r), unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r),
		unicode.Is(unicode.Variation_Selector, r):
		return FlawInvisible, true
	}
	return "", false
}

// emojiPart: a variation selector right after a symbol, or a zero-width
// joiner between two symbols, is part of an emoji, not a hidden character.
func emojiPart(r rune, rest string) bool {
	if unicode.Is(unicode.Variation_Selector, r) {
		return true
	}
	if r != zwj {
		return false
	}
	next, _ := utf8.DecodeRuneInString(rest)
	return unicode.Is(unicode.So, next)
}

// isEmojiModifier: the skin tones that follow an emoji.
func isEmojiModifier(r rune) bool { return r >= 0x1F3FB && r <= 0x1F3FF }

// CheckText accepts a line of text the table typed: no flaws (see
// Flaws). It returns the text in its usual form (NFC, one plain space for
// any run of spaces, none at either end), or a Problem naming the first
// flaw, what kind it is and what is accepted.
func CheckText(s string) (string, error) {
	if fs := Flaws(s); len(fs) > 0 {
		return "", fs[0].Problem(s)
	}
	return strings.Join(strings.FieldsFunc(norm.NFC.String(s), unicode.IsSpace), " "), nil
}

// CheckName accepts a person's name: text (CheckText) that is not empty,
// shows at least one character (not only blanks or accents), at most
// MaxNameLength characters, without a comma or a colon (they separate
// names and answers on the command line: --names Ana,Bo, --coins Ana:3).
// It returns the name in its usual form. A name must also not clash with
// the names already taken (Clash).
func CheckName(s string) (string, error) {
	v, err := CheckText(s)
	if err != nil {
		return "", err
	}
	switch {
	case v == "":
		return "", NewProblem("text.problem.name_empty")
	case !visible(v):
		return "", NewProblem("text.problem.name_blank", "Value", v)
	case strings.ContainsAny(v, ",:"):
		return "", NewProblem("text.problem.name_separator", "Value", v)
	case utf8.RuneCountInString(v) > MaxNameLength:
		cut := string([]rune(v)[:MaxNameLength]) + "…" // the message need not repeat it all
		return "", NewProblem("text.problem.name_long", "Value", cut, "Max", MaxNameLength)
	}
	return v, nil
}

// SameName reports whether two names are the same person's: equal in
// their usual form, ignoring case.
func SameName(a, b string) bool {
	ca, _ := CheckText(a)
	cb, _ := CheckText(b)
	if ca == "" || cb == "" { // not text: compare as given
		ca, cb = strings.TrimSpace(a), strings.TrimSpace(b)
	}
	return strings.EqualFold(ca, cb)
}
