package rules

import (
	"strings"
	"unicode/utf8"
)

// How one query word finds index terms (see addWord), and the typo
// tolerance used only when it finds none (addFuzzy).

func (w *query) addSlot(ix *index, f string, optional bool) {
	lo := w.ncands
	w.addWord(ix, f, 1)
	if w.ncands > lo && !w.anyPostings(ix, lo) {
		w.ncands = lo
	}
	// A German compound the texts do not have, and no stem of theirs,
	// stands for its two words, each its own slot: a topic having both ranks
	// above one having either. The first word says which thing is meant
	// ("Auftrag" of "Auftragsstapel"), so a topic needs only that one.
	if !w.anyStrong(lo) {
		if left, right, ok := ix.splitCompound(f); ok {
			w.ncands = lo
			w.addSlot(ix, left, optional)
			w.addSlot(ix, right, true)
			return
		}
	}
	fuzzy := false
	if w.ncands == lo {
		w.addFuzzy(ix, f)
		fuzzy = true
	}
	w.pushSlot(lo, optional)
	if fuzzy && w.nslots > 0 && w.slots[w.nslots-1].lo == lo {
		w.slots[w.nslots-1].fuzzy = true
	}
}

func (w *query) pushSlot(lo int, optional bool) {
	if w.ncands > lo && w.nslots < len(w.slots) {
		w.slots[w.nslots] = slot{lo: lo, hi: w.ncands, optional: optional, share: 1}
		w.nslots++
	}
}

func (w *query) add(term int, q float32, strong bool) {
	if term < 0 || w.ncands >= maxCands {
		return
	}
	w.cands[w.ncands] = cand{int32(term), q, strong}
	w.ncands++
}

func (w *query) anyStrong(lo int) bool {
	for _, c := range w.cands[lo:w.ncands] {
		if c.strong {
			return true
		}
	}
	return false
}

func (w *query) anyPostings(ix *index, lo int) bool {
	for _, c := range w.cands[lo:w.ncands] {
		if len(ix.postings(int(c.term))) > 0 {
			return true
		}
	}
	return false
}

// stemPrefix is the term prefix of each language's stems, in Langs order.
var stemPrefix = [...]string{"en:", "de:", "pt:"}

// addWord adds the terms the folded word f matches, each kind of match at
// its quality times q: exact and by stem, by umlaut form, as a compound
// part, and as a prefix of longer words. Only a word the texts do not have
// is stemmed here; the stems of the others are in the index.
func (w *query) addWord(ix *index, f string, q float32) {
	lo := w.ncands
	deStem := ""
	if t := ix.find("w:", f); t >= 0 {
		w.add(t, qExact*q, true)
		deStem = w.addLinks(ix, t, q)
	} else {
		for li := range Langs {
			s := stem(li, f)
			if li == 1 {
				deStem = s
			}
			w.add(ix.find(stemPrefix[li], s), qStem*q, true)
		}
	}
	if u, ok := umlautASCII(f); ok {
		if t := ix.find("w:", u); t >= 0 {
			w.add(t, qUmlaut*q, true)
			w.addLinks(ix, t, qUmlaut*q)
		}
		w.add(ix.find("u:", u), qUmlaut*q, true)
	}
	w.add(ix.find("u:", f), qUmlaut*q, true)
	w.add(ix.find("p:", f), qCompound*q, false)
	if deStem != "" && deStem != f {
		w.add(ix.find("p:", deStem), qCompound*qStem*q, false)
	}
	// A word of the texts is meant as typed: no completions. Completions
	// of a word found only by its stem or umlauts count half.
	expand := float32(1)
	switch {
	case w.ncands > lo && w.cands[lo].q == qExact*q:
		return
	case w.ncands > lo:
		expand = 0.5
	}
	n := utf8.RuneCountInString(f)
	if n < 3 {
		return
	}
	tried := 0
	for t := ix.lowerBound("w:", f); t < ix.wordHi && tried < maxPrefix && strings.HasPrefix(ix.terms[t][2:], f); t++ {
		if len(ix.terms[t]) == len(f)+2 {
			continue
		}
		wn := utf8.RuneCountInString(ix.terms[t]) - 2
		// the more of the word is typed, the likelier it is meant
		w.add(t, qPrefix*float32(n)/float32(wn)*expand*q, false)
		tried++
	}
}

// addLinks adds the stems of the word term t (in every language) and the
// words it is a compound of, with their stems; it returns its German stem.
func (w *query) addLinks(ix *index, t int, q float32) (deStem string) {
	for _, l := range ix.wordLinks(t) {
		if l&partLink != 0 {
			part := int(l &^ partLink)
			w.add(part, qCompound*q, false)
			for _, pl := range ix.wordLinks(part) {
				if pl&partLink == 0 {
					w.add(int(pl), qCompound*qStem*q, false)
				}
			}
			continue
		}
		w.add(int(l), qStem*q, true)
		if s := ix.terms[l]; deStem == "" && strings.HasPrefix(s, "de:") {
			deStem = s[3:]
		}
	}
	return deStem
}

// isPart: p is a word of the texts or a part of one of their compounds.
func (ix *index) isPart(p string) bool {
	return ix.find("w:", p) >= 0 || ix.find("p:", p) >= 0
}

// splitCompound splits a German compound the texts do not have into two
// words of theirs ("solospiel": "solo" and "spiel"), with a linking s
// dropped ("wertungsleiste"). Either side may be a word of the texts or a
// part of one ("siegpunkt"), or a players' word for one ("siegpunktleiste":
// "leiste" for "pfad"; "fabrikauslagen": "fabrik" and "auslagen", both
// players' words for the edition's "manufakturplättchen"), which it
// returns in its place. The words come from the index alone: the texts'
// vocabulary and the game's players' words, never a list of compounds.
func (ix *index) splitCompound(f string) (left, right string, ok bool) {
	const minPart = 4
	for i := len(f) - minPart; i >= minPart; i-- {
		left, right := f[:i], f[i:]
		linking := false
		if !ix.isPart(left) && strings.HasSuffix(left, "s") && ix.isPart(left[:len(left)-1]) {
			left = left[:len(left)-1] // a linking s: "wertungsleiste"
			linking = true
		}
		if !ix.isPart(left) && !ix.isStop(left) {
			if w, found := ix.playersWord(left); found {
				left = w
			}
		}
		if ix.isStop(left) || !ix.isPart(left) {
			continue
		}
		switch {
		// after a linking s the right side is a word of the texts: a mere
		// part of one ("tein" of "glasstein") is the wrong cut
		case ix.find("w:", right) >= 0 || (!linking && ix.find("p:", right) >= 0):
			return left, right, true
		case right[0] == 's' && len(right) > minPart && ix.find("w:", right[1:]) >= 0:
			return left, right[1:], true
		}
		if w, found := ix.playersWord(right); found {
			return left, w, true
		}
	}
	return "", "", false
}

// playersWord is the edition's word a players' word stands for, when it
// is one word of the texts ("fabrik": "manufakturplättchen").
func (ix *index) playersWord(p string) (string, bool) {
	for _, s := range ix.synonyms(p) {
		if !strings.Contains(s.To, " ") && ix.isPart(s.To) {
			return s.To, true
		}
	}
	return "", false
}

// addFuzzy adds the words of the texts within a small number of typos of
// f: one for 4 to 7 letters, two from 8 letters.
func (w *query) addFuzzy(ix *index, f string) {
	n := len(f)
	maxd := 0
	switch {
	case n >= 8:
		maxd = 2
	case n >= 4:
		maxd = 1
	}
	if maxd == 0 || n > 40 {
		return
	}
	sig := letterSig(f)
	for i, s := range ix.sig {
		if popcount(sig^s) > 2*maxd {
			continue
		}
		t := ix.wordLo + i
		cand := ix.terms[t][2:]
		if len(cand) < n-maxd || len(cand) > n+maxd || ix.isStop(cand) {
			continue // a stop word is never meant: "quarta" is no "quanta"
		}
		switch d := levenshtein(f, cand, maxd); {
		case d == 1:
			w.add(t, qFuzzy1, false)
		case d == 2 && maxd >= 2:
			w.add(t, qFuzzy2, false)
		}
	}
}

func popcount(x uint64) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

// levenshtein is the edit distance of a and b (bytes) when it is at most
// maxd, else maxd+1. It allocates nothing for words up to 40 bytes.
func levenshtein(a, b string, maxd int) int {
	if len(b) > 40 || len(a) > 40 {
		return maxd + 1
	}
	var row [41]int
	for j := range len(b) + 1 {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		prev := row[0]
		row[0] = i
		low := row[0]
		for j := 1; j <= len(b); j++ {
			cur := row[j]
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			row[j] = min(row[j]+1, row[j-1]+1, prev+cost)
			prev = cur
			low = min(low, row[j])
		}
		if low > maxd {
			return maxd + 1
		}
	}
	return min(row[len(b)], maxd+1)
}
