package walk

import (
	"errors"
	"strings"
	"unicode"

	"golang.org/x/text/cases"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// Vocabulary is one kind of token flag values are made of (the player
// colours, the positions, the cube colours), each of which the screens
// name in the user's language: the locale message "word.<Kind>.<token>"
// lists its words (locales.Word).
type Vocabulary struct {
	Kind   string
	Tokens []string
	// Later gives the tokens when they come from the game's data (the gate
	// disks): read on first use, not when the program starts.
	Later func() []string
}

// List is the vocabulary's tokens.
func (v Vocabulary) List() []string {
	if v.Later != nil {
		return v.Later()
	}
	return v.Tokens
}

// Words says which parts of a flag's value are words of a vocabulary:
// Words[i] for the i-th part, the parts split at ':' and '=' ("Ana" :
// "lower-left" : "orange,pink"). Within a part each item, separated by
// ',' or '+', may be a word, after a count ("2black"). A part without vocabularies
// (a name, a number) is never read as a word, so a player called Rosa
// stays Rosa where the value names a player.
type Words [][]Vocabulary

// Lexicon gives the words for a token in the user's language, the first
// the one the screens show (locales.Printer.Words).
type Lexicon func(kind, token string) []string

// Canonical rewrites the words in v as the tokens flags and files use,
// ignoring case and accents ("Ana:Unten-Links:braun" →
// "Ana:lower-left:orange"). What is no word is left as it is, for the
// checks to explain.
func (w Words) Canonical(v string, lex Lexicon) string {
	return w.rewrite(v, func(vs []Vocabulary, item string) string {
		key := Fold(item)
		for _, voc := range vs {
			for _, t := range voc.List() {
				if Fold(t) == key {
					return t
				}
				if lex == nil {
					continue
				}
				for _, word := range lex(voc.Kind, t) {
					if Fold(word) == key || Fold(spellUmlauts(word)) == key {
						return t
					}
				}
			}
		}
		return item
	})
}

// Spoken rewrites the tokens in v as the screens name them in the user's
// language ("lower-left" → "unten-links"), for lists of what is accepted.
func (w Words) Spoken(v string, lex Lexicon) string {
	if lex == nil {
		return v
	}
	return w.rewrite(v, func(vs []Vocabulary, item string) string {
		for _, voc := range vs {
			for _, t := range voc.List() {
				if t == item {
					if ws := lex(voc.Kind, t); len(ws) > 0 {
						return ws[0]
					}
					return t
				}
			}
		}
		return item
	})
}

// Complete lists what may follow the start of a value already typed
// (for shell completion): the start up to the last separator, then each
// token of that part's vocabularies whose word in the user's language (or
// the token itself) begins with what follows it.
func (w Words) Complete(start string, lex Lexicon) []string {
	cut := strings.LastIndexAny(start, ":=,+") + 1
	head, frag := start[:cut], start[cut:]
	part := strings.Count(start[:cut], ":") + strings.Count(start[:cut], "=")
	if part >= len(w) {
		return nil
	}
	count := frag[:len(frag)-len(strings.TrimLeft(frag, "0123456789"))]
	head, frag = head+count, Fold(frag[len(count):])
	var out []string
	for _, voc := range w[part] {
		for _, t := range voc.List() {
			var words []string
			if lex != nil {
				words = lex(voc.Kind, t)
			}
			// the word the screens show and the token; another word only
			// when it alone fits what was typed ("schw" → "schwer")
			offer := []string{t}
			if len(words) > 0 {
				offer = []string{words[0], t}
			}
			if !hasPrefixed(offer, frag) {
				offer = words
			}
			for _, word := range offer {
				if strings.HasPrefix(Fold(word), frag) && !contains(out, head+word) {
					out = append(out, head+word)
				}
			}
		}
	}
	return out
}

func hasPrefixed(words []string, frag string) bool {
	for _, w := range words {
		if strings.HasPrefix(Fold(w), frag) {
			return true
		}
	}
	return false
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// rewrite applies f to each item of each part of v that has vocabularies,
// keeping the separators, spaces and any count before an item.
func (w Words) rewrite(v string, f func([]Vocabulary, string) string) string {
	if len(w) == 0 {
		return v
	}
	var b strings.Builder
	part := 0
	for len(v) > 0 {
		i := strings.IndexAny(v, ":=,+")
		item, sep := v, ""
		if i >= 0 {
			item, sep = v[:i], v[i:i+1]
		}
		if part < len(w) && len(w[part]) > 0 {
			lead := item[:len(item)-len(strings.TrimLeft(item, " "))]
			body := strings.TrimSpace(item)
			count := body[:len(body)-len(strings.TrimLeft(body, "0123456789"))]
			if rest := body[len(count):]; rest != "" {
				item = lead + count + f(w[part], rest)
			}
		}
		b.WriteString(item + sep)
		if sep == ":" || sep == "=" {
			part++
		}
		if i < 0 {
			break
		}
		v = v[i+1:]
	}
	return b.String()
}

// fold removes accents (NFD, then no combining marks).
var fold = transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)

// Fold is a word as a key that ignores case, accents and how its parts
// are joined: "Unten links", "unten-links" and "UNTEN_LINKS" fold alike,
// "Türkis" and "turkis" too, and ß to ss.
func Fold(s string) string {
	s = strings.TrimSpace(s)
	if plain, _, err := transform.String(fold, s); err == nil {
		s = plain
	}
	s = cases.Fold().String(s)
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '_' {
			return '-'
		}
		return r
	}, s)
}

// spellUmlauts writes a German word's umlauts as two letters ("türkis" →
// "tuerkis"), the other way people type them.
func spellUmlauts(s string) string {
	return strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue").Replace(s)
}

// Speak names, in a problem about a flag's value, each token of w's
// vocabularies by the word the user's language shows for it: its values
// ("die Farbe rot ist doppelt vergeben") and the items of its lists of
// what is accepted ("rot, gelb, grau, türkis"). Other errors and values
// are left as they are.
func (w Words) Speak(err error) error {
	var p *companion.Problem
	if len(w) == 0 || !errors.As(err, &p) {
		return err
	}
	word := func(v any) any {
		s, ok := v.(string)
		if !ok {
			return v
		}
		for _, part := range w {
			for _, voc := range part {
				for _, t := range voc.List() {
					if t == s {
						return locales.Word{Kind: voc.Kind, Token: t}
					}
				}
			}
		}
		if spoken, ok := w.speakParts(s); ok { // "right:furnace:1" → "direito:forno:1"
			return spoken
		}
		return v
	}
	out := &companion.Problem{ID: p.ID, Args: make(map[string]any, len(p.Args)), Topic: p.Topic, Part: p.Part}
	for k, v := range p.Args {
		if l, ok := v.(locales.List); ok {
			items := make([]any, len(l.Items))
			for i, it := range l.Items {
				items[i] = word(it)
			}
			l.Items = items
			v = l
		}
		out.Args[k] = word(v)
	}
	return out
}

// speakParts names the tokens of a value made of parts ("right:furnace:1",
// "Ana:lower-left:orange,pink") by the words of the user's language, each
// part read with its own vocabularies (a name stays a name); ok is false
// when no part holds a token.
func (w Words) speakParts(v string) (any, bool) {
	if !strings.ContainsAny(v, ":,") {
		return v, false
	}
	spoken := false
	parts := strings.Split(v, ":")
	out := make([]any, len(parts))
	for i, part := range parts {
		items := strings.Split(part, ",")
		said := make([]any, len(items))
		for j, item := range items {
			said[j] = item
			if i >= len(w) {
				continue
			}
			for _, voc := range w[i] {
				if contains(voc.List(), item) {
					said[j], spoken = locales.Word{Kind: voc.Kind, Token: item}, true
					break
				}
			}
		}
		out[i] = locales.List{Items: said, Sep: ","}
	}
	return locales.List{Items: out, Sep: ":"}, spoken
}
