package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"

	snowball "github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/english"
	"github.com/blevesearch/snowballstem/german"
	"github.com/blevesearch/snowballstem/portuguese"
	"golang.org/x/text/unicode/norm"
)

// fold lowers s and strips accents, so "Exército Francês" and
// "exercito frances" compare equal; ß becomes ss.
func fold(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return string(appendFold(make([]byte, 0, len(s)+4), s))
		}
	}
	return s
}

// appendFold appends s folded (see fold) to dst. It allocates nothing
// when dst has room.
func appendFold(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		dst = appendFoldRune(dst, r)
	}
	return dst
}

func appendFoldRune(dst []byte, r rune) []byte {
	r = unicode.ToLower(r)
	switch {
	case r == 'ß' || r == 'ẞ':
		return append(dst, 's', 's')
	case unicode.Is(unicode.Mn, r):
		return dst
	}
	var buf [utf8.UTFMax]byte
	n := utf8.EncodeRune(buf[:], r)
	d := norm.NFD.Properties(buf[:n]).Decomposition()
	if d == nil {
		return append(dst, buf[:n]...)
	}
	for len(d) > 0 {
		dr, size := utf8.DecodeRune(d)
		if !unicode.Is(unicode.Mn, dr) {
			dst = utf8.AppendRune(dst, unicode.ToLower(dr))
		}
		d = d[size:]
	}
	return dst
}

// isWordRune: letters and digits make words; everything else separates them.
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// words splits s into lower-case words (letters and digits), keeping the
// accents; one-letter words are dropped unless they are digits or name a
// side (keepWord).
func words(s string) []string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !isWordRune(r) })
	out := f[:0]
	prev := ""
	for _, w := range f {
		if keepWord(prev, w) {
			out = append(out, w)
		}
		prev = w
	}
	return out
}

// keepWord: one letter alone says nothing ("a", "e", "o"), one digit does;
// so does a letter right after a word that names a side or a variant by
// its letter (after, the word before it): "side B", "Seite B", "lado B"
// tell Sintra's palace board sides apart by that letter alone.
func keepWord(after, w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	return size < len(w) || unicode.IsDigit(r) || unicode.IsLetter(r) && lettered[fold(after)]
}

// lettered are the words (folded) a letter names one of, in the three
// languages: a board's side, a variant.
var lettered = map[string]bool{
	"side": true, "sides": true, "seite": true, "seiten": true, "lado": true, "lados": true,
	"variant": true, "variante": true,
}

// normText folds s and joins its words with single spaces: the form titles
// and aliases are compared in.
func normText(s string) string { return strings.Join(words(fold(s)), " ") }

// stemmers by language, in Langs order.
var stemmers = [...]func(*snowball.Env) bool{english.Stem, german.Stem, portuguese.Stem}

// stem returns the stem of a lower-case word in the language Langs[li].
func stem(li int, w string) string {
	if li == 2 {
		w = ptSingular(w)
	}
	env := snowball.NewEnv(w)
	stemmers[li](env)
	return env.Current()
}

// ptSingular turns the Portuguese plurals in -ões and -ães into the
// singular in -ão the stemmer gives them no common stem with: "profissões"
// and "profissão", also typed without accents ("renovacoes"). -ções with
// its accents is left to the stemmer, which has its own rule for it.
func ptSingular(w string) string {
	for _, p := range [...][2]string{{"ões", "ão"}, {"ães", "ão"}, {"oes", "ao"}, {"aes", "ao"}} {
		if len(w) > len(p[0])+2 && strings.HasSuffix(w, p[0]) {
			base := w[:len(w)-len(p[0])]
			if strings.HasSuffix(base, "ç") {
				return w
			}
			return base + p[1]
		}
	}
	return w
}

// umlautASCII turns the ASCII spellings ae, oe and ue of a folded text into
// the folded umlauts a, o and u, so "Auftraege", "Aufträge" and "auftrage"
// share one form. ok is false when s has none.
func umlautASCII(s string) (string, bool) {
	if !strings.Contains(s, "ae") && !strings.Contains(s, "oe") && !strings.Contains(s, "ue") {
		return s, false
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, s[i])
		if i+1 < len(s) && s[i+1] == 'e' && (s[i] == 'a' || s[i] == 'o' || s[i] == 'u') {
			i++
		}
	}
	return string(b), true
}

// matchKey is the form a title, alias or slug is compared in by Lookup:
// folded, words joined by single spaces, umlauts written ASCII or not.
func matchKey(s string) string {
	k, _ := umlautASCII(normText(s))
	return k
}
