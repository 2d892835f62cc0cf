package rules

import (
	"slices"
	"strings"
	"unicode"
)

// Questions that ask for a number ("how many cards are in the contract
// deck?", "wie viele SP bringt ...", "quantos cubos ..."): their answer is
// a number standing with the words asked about ("39 contract cards"). The
// index has, per topic, the words that follow a number in its texts
// ("n:<lang>:<stem>"); a count question (search.yaml's count_words) looks
// each of its words up there too, so a topic that counts what is asked
// ranks above one that only names it.

// countWindow is how many words after a number it counts (stop words left
// out): "23 blue profession cards".
const countWindow = 3

// countedWords returns the words of text that follow a number in the same
// clause, at most countWindow of them per number, stop words left out.
func countedWords(text string, stop map[string]bool) []string {
	var out []string
	clauses := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return strings.ContainsRune(".;:()\n!?", r)
	})
	for _, c := range clauses {
		left := 0
		for _, w := range words(c) {
			switch {
			case isNumber(w):
				left = countWindow
			case left > 0 && !stop[fold(w)]:
				out = append(out, w)
				left--
			}
		}
	}
	return out
}

func isNumber(w string) bool {
	for _, r := range w {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return w != ""
}

// addCountTerms indexes the counted words of each field of every document
// as "n:<lang>:<stem>", German compounds also by their parts.
func addCountTerms(b *Base, stop map[string]bool, partsOf func(string) []string, add func(term string, doc int, f field)) {
	for d := range b.slugs {
		for li, lang := range Langs {
			t := &b.topics[li][d]
			doc := d*len(Langs) + li
			texts := map[field][]string{fTitle: {t.Title}, fAlias: t.Aliases, fBody: {t.Body}}
			for _, n := range t.EditionNotes {
				texts[fBody] = append(texts[fBody], n.Text)
			}
			for f, ts := range texts {
				for _, text := range ts {
					for _, w := range countedWords(text, stop) {
						fw := fold(w)
						keys := []string{stem(li, w), stem(li, fw)}
						if li == 1 {
							for _, p := range partsOf(fw) {
								keys = append(keys, stem(li, p))
							}
						}
						slices.Sort(keys)
						for _, k := range slices.Compact(keys) {
							add("n:"+lang+":"+fold(k), doc, f)
						}
					}
				}
			}
		}
	}
}

// asksCount: the folded query nq has a count word of any language.
func (ix *index) asksCount(nq string) bool {
	for _, c := range ix.count {
		if containsWords(nq, c) {
			return true
		}
	}
	return false
}

// addCountSlots adds, for each of the first n slots, an optional slot of
// its stems as counted words ("n:en:card" for "cards").
func (w *query) addCountSlots(ix *index, n int) {
	var key [64]byte
	for s := range n {
		sl := w.slots[s]
		if sl.fuzzy {
			continue
		}
		lo := w.ncands
		for _, c := range w.cands[sl.lo:sl.hi] {
			t := ix.terms[c.term]
			if !c.strong || !isStemTerm(t) || len(t)+2 > len(key) {
				continue
			}
			if nt := ix.findBytes(append(append(key[:0], "n:"...), t...)); nt >= 0 {
				w.add(nt, c.q, false)
			}
		}
		w.pushSlot(lo, true)
		if w.nslots > 0 && w.slots[w.nslots-1].lo == lo {
			w.slots[w.nslots-1].count = true
		}
	}
}
