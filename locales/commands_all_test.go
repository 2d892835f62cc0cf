package locales

import (
	"strings"
	"testing"
)

// Every message gets --lang after the same commands in every language, and
// never after a word of prose: the Portuguese sheet hint put it after
// "(stephens state mostra-os):" (by-hand Portuguese solo game).
func TestHintsKeepLangInEveryLanguage(t *testing.T) {
	g := Globals{Lang: "xx", Quote: func(s string) string { return s }, Commands: CommandNames}
	count := map[string]map[string]int{}
	for i, lang := range Supported {
		for _, m := range catalogs[i] {
			got := g.Apply(m.other)
			n := strings.Count(got, " --lang xx")
			if count[m.id] == nil {
				count[m.id] = map[string]int{}
			}
			count[m.id][lang] = n
			for rest := got; ; {
				k := strings.Index(rest, " --lang xx")
				if k < 0 {
					break
				}
				if k > 0 && strings.ContainsRune("):", rune(rest[k-1])) {
					t.Errorf("%s %s: --lang after prose: %q", lang, m.id, got)
				}
				rest = rest[k+1:]
			}
		}
	}
	for id, by := range count {
		if strings.HasSuffix(id, "long") { // help texts: examples differ by language
			continue
		}
		if by["en"] != by["de"] || by["en"] != by["pt"] {
			t.Errorf("%s names commands %d (en), %d (de), %d (pt) times", id, by["en"], by["de"], by["pt"])
		}
	}
}
