package rules

import (
	"strings"
	"unicode"

	snowball "github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/english"
	"github.com/blevesearch/snowballstem/german"
	"github.com/blevesearch/snowballstem/portuguese"
	"golang.org/x/text/unicode/norm"
)

// fold lowers s and strips accents, so "Exército Francês" and
// "exercito frances" compare equal; ß becomes ss.
func fold(s string) string {
	d := norm.NFD.String(strings.ToLower(s))
	var b strings.Builder
	b.Grow(len(d))
	for _, r := range d {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == 'ß':
			b.WriteString("ss")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// words splits s into lower-case words (letters and digits), keeping the
// accents; one-letter words are dropped unless they are digits.
func words(s string) []string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r)
	})
	out := f[:0]
	for _, w := range f {
		if len([]rune(w)) == 1 && !unicode.IsDigit([]rune(w)[0]) {
			continue
		}
		out = append(out, w)
	}
	return out
}

var stemmers = map[string]func(*snowball.Env) bool{
	"en": english.Stem,
	"de": german.Stem,
	"pt": portuguese.Stem,
}

// stem returns the stem of a lower-case word in lang.
func stem(lang, w string) string {
	st := stemmers[lang]
	if st == nil {
		return w
	}
	env := snowball.NewEnv(w)
	st(env)
	return env.Current()
}

// stemKeys are the index keys of a word's stem in lang: the word is stemmed
// both with its accents (what the stemmer expects) and folded (what a player
// without accent keys types), and both results are folded. A query word and a
// text word match when they share a key.
func stemKeys(lang, w string) []string {
	a := lang + ":" + fold(stem(lang, w))
	b := lang + ":" + stem(lang, fold(w))
	if a == b {
		return []string{a}
	}
	return []string{a, b}
}

// umlautVariant turns the ASCII spellings ae, oe, ue back into the folded
// umlaut (a, o, u), so "Auftraege" finds "Aufträge". ok is false when the
// word has none.
func umlautVariant(w string) (string, bool) {
	if !strings.Contains(w, "ae") && !strings.Contains(w, "oe") && !strings.Contains(w, "ue") {
		return "", false
	}
	r := strings.NewReplacer("ae", "a", "oe", "o", "ue", "u")
	return r.Replace(w), true
}

// stopwords are dropped from a query of several words when other words
// remain: they match nearly every topic and say nothing.
var stopwords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`
		a an and are as at be by can do does for from how i if in is it its
		my of on or the to what when where which who with you your
		der die das den dem des ein eine einen einem einer und oder ist sind
		wie was wann wo mit von zu zum zur im in an auf fur bei aus ich du
		man mein dein kann darf
		o os as um uma uns umas e ou de do da dos das no na nos nas em ao aos
		por para com que como quando onde se eu tu meu teu posso pode`) {
		stopwords[w] = true
	}
}
