package rules

import (
	"slices"
	"sort"
	"strings"
)

// Stop words, the players' words (synonyms), and the bonuses for a query
// standing as or inside a title or alias.

// isStop reports whether f is a stop or question word of any language.
func (ix *index) isStop(f string) bool {
	_, ok := slices.BinarySearch(ix.stop, f)
	return ok
}

// synonyms returns the synonym entries whose players' words are phrase.
func (ix *index) synonyms(phrase string) []synonym {
	i, ok := slices.BinarySearchFunc(ix.syn, phrase, func(s synonym, p string) int { return strings.Compare(s.From, p) })
	if !ok {
		return nil
	}
	j := i
	for j < len(ix.syn) && ix.syn[j].From == phrase {
		j++
	}
	return ix.syn[i:j]
}

// stemSynonyms returns the synonym entries of one players' word that f
// shares the stem with, in the entry's language ("steinen" for "steine"),
// when f is no word of the texts (a word of the texts is meant as itself).
func (ix *index) stemSynonyms(f string) []synonym {
	if ix.find("w:", f) >= 0 {
		return nil
	}
	for li := range Langs {
		if s := ix.synStemLookup(stemPrefix[li], stem(li, f)); len(s) > 0 {
			return s
		}
	}
	return nil
}

// synStemLookup returns the entries of synStem whose From is prefix+s.
func (ix *index) synStemLookup(prefix, s string) []synonym {
	i := sort.Search(len(ix.synStem), func(i int) bool { return cmpKey(ix.synStem[i].From, prefix, s) >= 0 })
	j := i
	for j < len(ix.synStem) && cmpKey(ix.synStem[j].From, prefix, s) == 0 {
		j++
	}
	return ix.synStem[i:j]
}

// phraseBonus rewards the whole query standing as a title, an alias or the
// slug of topic d, or inside a title; the asked-for language counts a
// little more.
func (ix *index) phraseBonus(b *Base, d int, nq, key string, li int) float32 {
	several := strings.Contains(nq, " ")
	bonus := float32(0)
	for l := range Langs {
		f := float32(1)
		if l != li {
			f = otherLangFactor
		}
		t := ix.titles[d*len(Langs)+l]
		switch {
		case t == key:
			bonus = max(bonus, bonusTitleEqual*f)
		case several && containsWords(t, key):
			bonus = max(bonus, bonusTitlePhrase*f)
		}
	}
	for _, n := range ix.named(key) {
		if doc := int(n.Doc); !n.Title && doc/len(Langs) == d {
			f := float32(1)
			if doc%len(Langs) != li {
				f = otherLangFactor
			}
			bonus = max(bonus, bonusAliasEqual*f)
		}
	}
	if slugLike(b.slugs[d], nq) {
		bonus = max(bonus, bonusTitleEqual)
	}
	return bonus
}

// namesInQuery notes in w.best, per topic, the bonus for a title or an
// alias standing in the query among other words ("quantos jogadores" in
// "quantos jogadores podem jogar"): the larger its share of the query, the
// more. Aliases count from two words with one that is no stop word.
func (w *query) namesInQuery(ix *index, key string, li int) {
	clear(w.best[:ix.ntopics])
	var spans [maxQueryWords][2]int
	n := 0
	for i := 0; i < len(key) && n < maxQueryWords; {
		j := strings.IndexByte(key[i:], ' ')
		if j < 0 {
			j = len(key) - i
		}
		spans[n] = [2]int{i, i + j}
		n++
		i += j + 1
	}
	for i := range n {
		for j := i; j < n && j < i+maxPhrase+2; j++ {
			if i == 0 && j == n-1 {
				continue // the whole query: phraseBonus
			}
			for _, r := range ix.named(key[spans[i][0]:spans[j][1]]) {
				if !r.Title && (r.Words < 2 || !r.Content) {
					continue
				}
				bonus := float32(bonusAliasInQuery)
				if r.Title {
					bonus = bonusTitleInQuery
				}
				bonus *= float32(r.Words) / float32(n)
				if int(r.Doc)%len(Langs) != li {
					bonus *= otherLangFactor
				}
				t := int(r.Doc) / len(Langs)
				w.best[t] = max(w.best[t], bonus)
			}
		}
	}
}

// named returns the titles and aliases whose match form is key.
func (ix *index) named(key string) []keyRef {
	i, _ := slices.BinarySearchFunc(ix.names, key, func(a keyRef, k string) int { return strings.Compare(a.Key, k) })
	j := i
	for j < len(ix.names) && ix.names[j].Key == key {
		j++
	}
	return ix.names[i:j]
}

// containsWords: phrase occurs in text at word boundaries.
func containsWords(text, phrase string) bool {
	for i := 0; i+len(phrase) <= len(text); {
		j := strings.Index(text[i:], phrase)
		if j < 0 {
			return false
		}
		j += i
		if (j == 0 || text[j-1] == ' ') && (j+len(phrase) == len(text) || text[j+len(phrase)] == ' ') {
			return true
		}
		i = j + 1
	}
	return false
}

// slugLike: the words of nq are the slug's words ("reset phase", "reset-phase").
func slugLike(slug, nq string) bool {
	if len(slug) != len(nq) {
		return false
	}
	for i := 0; i < len(slug); i++ {
		if slug[i] != nq[i] && !(slug[i] == '-' && nq[i] == ' ') {
			return false
		}
	}
	return true
}

// addPairs adds a slot for the pairs of neighbouring query words that stand
// together in a title or an alias (by their stems, in one language), so a
// topic named by two of the words counts more than one having them apart.
func (w *query) addPairs(ix *index) {
	n := w.nslots
	lo := w.ncands
	var key [96]byte
	for s := 0; s+1 < n; s++ {
		a, b := w.slots[s], w.slots[s+1]
		if a.fuzzy || b.fuzzy {
			continue
		}
		for _, ca := range w.cands[a.lo:a.hi] {
			ta := ix.terms[ca.term]
			if !ca.strong || !isStemTerm(ta) {
				continue
			}
			for _, cb := range w.cands[b.lo:b.hi] {
				tb := ix.terms[cb.term]
				if !cb.strong || !isStemTerm(tb) || tb[:3] != ta[:3] || 2+len(ta)+1+len(tb)-3 > len(key) {
					continue
				}
				k := append(append(append(append(key[:0], "b:"...), ta...), ' '), tb[3:]...)
				if t := ix.findBytes(k); t >= 0 {
					w.add(t, min(ca.q, cb.q), false)
				}
			}
		}
	}
	w.pushSlot(lo, true)
}

// isStemTerm: a stem term of one language ("de:spielstein").
func isStemTerm(t string) bool {
	return len(t) > 3 && t[2] == ':' && (t[:2] == "en" || t[:2] == "de" || t[:2] == "pt")
}
