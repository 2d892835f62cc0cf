package rules

import "math"

// The BM25 score of one query word (a slot) in every document.

func (w *query) reset(ndocs int) {
	if cap(w.best) < ndocs {
		w.best = make([]float32, ndocs)
		w.tmp = make([]float32, ndocs)
		w.touched = make([]int32, 0, ndocs)
		w.total = make([]float32, ndocs)
		w.cover = make([]float32, ndocs)
		w.slotBest = make([]float32, ndocs)
	}
	w.best, w.tmp = w.best[:ndocs], w.tmp[:ndocs]
	w.total, w.cover, w.slotBest = w.total[:ndocs], w.cover[:ndocs], w.slotBest[:ndocs]
	clear(w.best)
	clear(w.tmp)
	clear(w.total)
	clear(w.cover)
	clear(w.slotBest)
}

// scoreSlot adds one query word's BM25 score to every document it matches:
// the best of its candidate terms, times the word's rarity (idf), which it
// returns. A document covers the word with that rarity: a rare word missing
// counts more than a common one.
func (w *query) scoreSlot(ix *index, s slot, weight float32) float32 {
	var topics [8]uint64 // topics matched by the strong candidates (up to 512)
	var weak [8]uint64
	w.touched = w.touched[:0]
	for _, c := range w.cands[s.lo:s.hi] {
		start := len(w.touched)
		for _, p := range ix.postings(int(c.term)) {
			doc := int(p >> 10)
			if s.chapter && ix.variant[doc/len(Langs)] {
				continue
			}
			f := field(p >> 8 & 3)
			tf := float32(p & 255)
			dl := float32(ix.fieldLen[doc*int(nFields)+int(f)])
			norm := 1 - fieldB[f] + fieldB[f]*dl/max(ix.avgLen[f], 1)
			if w.tmp[doc] == 0 {
				w.touched = append(w.touched, int32(doc))
			}
			w.tmp[doc] += fieldWeight[f] * tf * (bm25K1 + 1) / (tf + bm25K1*norm)
			t := doc / len(Langs)
			if t < 512 {
				if c.strong {
					topics[t/64] |= 1 << (t % 64)
				} else {
					weak[t/64] |= 1 << (t % 64)
				}
			}
		}
		for _, doc := range w.touched[start:] {
			w.best[doc] = max(w.best[doc], c.q*w.tmp[doc])
			w.tmp[doc] = 0
		}
	}
	if s.chapter {
		// every topic of the chapter, as if its slug had the word once
		for t, v := range ix.variant {
			for doc := t * len(Langs); v && doc < (t+1)*len(Langs); doc++ {
				if w.best[doc] == 0 {
					w.touched = append(w.touched, int32(doc))
				}
				w.best[doc] = fieldWeight[fSlug]
				if t < 512 {
					topics[t/64] |= 1 << (t % 64)
				}
			}
		}
	}
	n := 0
	for i := range topics {
		n += popcount(topics[i])
	}
	if n == 0 {
		for i := range weak {
			n += popcount(weak[i])
		}
	}
	nt := float64(ix.ntopics)
	idf := float32(math.Log(1 + (nt-float64(n)+0.5)/(float64(n)+0.5)))
	// A topic scores the word in the language that has it best: a German
	// question may find one word in a topic's German text and another only
	// in its English one (a word shared by the languages, an alias).
	for _, doc := range w.touched {
		v := weight * idf * w.best[doc]
		if int(doc)%len(Langs) != w.li {
			v *= otherLangFactor
		}
		t := int(doc) / len(Langs)
		w.slotBest[t] = max(w.slotBest[t], v)
		w.best[doc] = 0
	}
	for _, doc := range w.touched {
		t := int(doc) / len(Langs)
		if w.slotBest[t] > 0 {
			w.total[t] += w.slotBest[t]
			if !s.optional {
				w.cover[t] += idf * s.share
			}
			w.slotBest[t] = 0
		}
	}
	return idf
}
