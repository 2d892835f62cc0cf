package locales

import (
	"testing"

	"github.com/pileup-companion/stephens/locales/wordcheck"
)

// No German or Portuguese message says an English UI word (the list and
// what it leaves out: package wordcheck).
func TestNoEnglishInMessages(t *testing.T) {
	for i, lang := range Supported {
		if lang == "en" {
			// The list is real: it finds English in most English messages.
			hits := 0
			for _, m := range catalogs[i] {
				if len(wordcheck.English(m.other)) > 0 {
					hits++
				}
			}
			if hits < len(catalogs[i])/3 {
				t.Errorf("the word list finds English in only %d of %d English messages", hits, len(catalogs[i]))
			}
			continue
		}
		for _, m := range catalogs[i] {
			for _, text := range []string{m.zero, m.one, m.two, m.few, m.many, m.other} {
				if found := wordcheck.English(text); len(found) > 0 {
					t.Errorf("%s %s: English %q in %q", lang, m.id, found, text)
				}
			}
		}
	}
}
