package rules

import (
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// How the search ranks (see Search):
//   - the query is folded (case, accents, ß) and split into words; the
//     players' words of every language's synonym list also search for the
//     edition's words; stop words and question words are dropped;
//   - each remaining word matches index terms: the word itself, its stems
//     in all three languages, its umlaut form (ae/oe/ue), German compound
//     parts, and as a prefix; only a word that matches none of these is
//     matched within a small number of typos. Each kind counts a little
//     less than the one before;
//   - every topic in every language is a document, ranked by BM25 per field
//     (title over aliases over the slug over the body), the rarer a word
//     the more it counts; topics matching more of the query's words rank
//     higher, a match in the asked-for language a little higher, and the
//     whole query as a title or alias highest.

// Match qualities, by kind of match.
const (
	qExact    = 1.0
	qUmlaut   = 0.95
	qSynonym  = 0.9
	qStem     = 0.9
	qPrefix   = 0.75
	qCompound = 0.6
	qFuzzy1   = 0.7
	qFuzzy2   = 0.55
)

// BM25 per field: each field's weight and how much a long one is damped
// (b), summed over the fields, times the word's rarity (idf). A topic's
// score is then scaled by the square root of its coverage: the share of
// the query's words, weighted by rarity, that it has.
var (
	fieldWeight = [nFields]float32{fTitle: 4, fAlias: 3, fSlug: 2.5, fBody: 1}
	fieldB      = [nFields]float32{fTitle: 0.9, fAlias: 0.3, fSlug: 0.3, fBody: 0.75}
)

const (
	bm25K1 = 1.2

	bonusTitleEqual   = 30.0
	bonusAliasEqual   = 20.0
	bonusTitlePhrase  = 15.0
	bonusTitleInQuery = 15.0
	bonusAliasInQuery = 10.0
	otherLangFactor   = 0.9 // a match in another language than the one asked for
	fuzzyGuess        = 0.5 // a word matched with typos beside words matched for certain
	relativeCutoff    = 0.1 // results below this share of the best are noise

	maxQueryWords = 16  // words of a query looked at
	maxCands      = 160 // index terms tried for all words of one query
	maxPrefix     = 24  // completions tried for one word
)

// Result is one search hit: the topic's slug, its title in the requested
// language and how well it matched (higher is better).
type Result struct {
	Slug  string  `json:"slug"`
	Title string  `json:"title"`
	Score float64 `json:"score"`
	cover float32 // the share of the query's words (by rarity) the topic has
}

type cand struct {
	term   int32
	q      float32
	strong bool // exact, stem, umlaut or synonym: counts for the word's rarity
}

type slot struct {
	lo, hi   int  // its candidates in query.cands
	optional bool // does not count for how much of the query a topic covers
	fuzzy    bool // its word matched only with typos
}

// query is the work space of one search, reused through a pool.
type query struct {
	buf    []byte
	spans  [maxQueryWords][2]int
	nspans int
	cands  [maxCands]cand
	ncands int
	slots  [maxQueryWords * 2]slot
	nslots int
	// per document
	total, best, tmp, cover []float32
	touched                 []int32
}

var queryPool = sync.Pool{New: func() any { return &query{buf: make([]byte, 0, 128)} }}

// Search finds the topics matching q, best first, with titles in lang.
// It returns nil when nothing matches.
func (b *Base) Search(lang, q string) []Result {
	ix := b.ix
	if ix == nil {
		return nil
	}
	w := queryPool.Get().(*query)
	defer queryPool.Put(w)
	w.parse(q)
	if w.nspans == 0 {
		return nil
	}
	nq := string(w.buf) // the query's words, folded, one space apart
	w.plan(ix, nq, langIndex(lang))
	if w.nslots == 0 {
		return nil
	}
	w.addPairs(ix)
	ndocs := ix.ntopics * len(Langs)
	w.reset(ndocs)
	// A word matched only with typos is a guess when other words matched
	// for certain: it counts half and a topic need not cover it.
	sure := false
	for s := range w.nslots {
		sure = sure || !w.slots[s].fuzzy
	}
	required := float32(0) // the rarity of all words a topic should cover
	for s := range w.nslots {
		sl := &w.slots[s]
		weight := float32(1)
		if sure && sl.fuzzy {
			sl.optional, weight = true, fuzzyGuess
		}
		idf := w.scoreSlot(ix, *sl, weight)
		if !sl.optional {
			required += idf
		}
	}
	li := langIndex(lang)
	type hit struct {
		d            int
		score, cover float32
	}
	var hits [256]hit
	found := hits[:0]
	key := nq
	if strings.Contains(nq, "ae") || strings.Contains(nq, "oe") || strings.Contains(nq, "ue") {
		key, _ = umlautASCII(nq)
	}
	w.namesInQuery(ix, key, li)
	top := float32(0)
	for d := range ix.ntopics {
		best, cover := float32(0), float32(0)
		for l := range Langs {
			doc := d*len(Langs) + l
			if w.total[doc] == 0 {
				continue
			}
			c := float32(1)
			if required > 0 {
				c = w.cover[doc] / required
			}
			s := w.total[doc] * float32(math.Sqrt(float64(c)))
			if l != li {
				s *= otherLangFactor
			}
			if s > best {
				best, cover = s, c
			}
		}
		if best == 0 {
			continue
		}
		best += max(ix.phraseBonus(b, d, nq, key, li), w.best[d])
		top = max(top, best)
		found = append(found, hit{d, best, cover})
	}
	if len(found) == 0 {
		return nil
	}
	n := 0
	for _, h := range found {
		if h.score >= relativeCutoff*top {
			n++
		}
	}
	out := make([]Result, 0, n)
	for _, h := range found {
		if h.score >= relativeCutoff*top {
			out = append(out, Result{Slug: b.slugs[h.d], Title: b.topics[li][h.d].Title, Score: math.Round(float64(h.score)*100) / 100, cover: h.cover})
		}
	}
	slices.SortStableFunc(out, func(x, y Result) int {
		switch {
		case x.Score != y.Score:
			if x.Score > y.Score {
				return -1
			}
			return 1
		// on a tie, the topic whose title is most about the words (the
		// shorter title) first; then the rulebook's order
		case len(x.Title) != len(y.Title):
			return utf8.RuneCountInString(x.Title) - utf8.RuneCountInString(y.Title)
		}
		if rx, ry := rulebookRank(x.Slug), rulebookRank(y.Slug); rx != ry {
			return rx - ry
		}
		return strings.Compare(x.Slug, y.Slug)
	})
	return out
}

// parse folds q into w.buf as its words one space apart, and notes where
// each word is.
func (w *query) parse(q string) {
	w.buf = appendFold(w.buf[:0], q)
	folded := w.buf
	out := folded[:0] // words are written over the folded text, never ahead of it
	w.nspans = 0
	for i := 0; i < len(folded) && w.nspans < maxQueryWords; {
		r, size := utf8.DecodeRune(folded[i:])
		if !isWordRune(r) {
			i += size
			continue
		}
		j := i
		for j < len(folded) {
			r, size := utf8.DecodeRune(folded[j:])
			if !isWordRune(r) {
				break
			}
			j += size
		}
		if r, size := utf8.DecodeRune(folded[i:j]); size < j-i || '0' <= r && r <= '9' || unicode.IsDigit(r) {
			if len(out) > 0 {
				out = append(out, ' ')
			}
			start := len(out)
			out = append(out, folded[i:j]...)
			w.spans[w.nspans] = [2]int{start, len(out)}
			w.nspans++
		}
		i = j
	}
	w.buf = out
}

// plan turns the query's words into slots of candidate terms.
func (w *query) plan(ix *index, nq string, li int) {
	w.ncands, w.nslots = 0, 0
	word := func(i int) string { return nq[w.spans[i][0]:w.spans[i][1]] }
	allStop := true
	for i := range w.nspans {
		if !ix.isStop(word(i)) {
			allStop = false
		}
	}
	for i := 0; i < w.nspans; {
		// the longest players' phrase starting here
		k, syn := 0, []synonym(nil)
		for n := min(maxPhrase, w.nspans-i); n >= 1; n-- {
			if s := ix.synonyms(nq[w.spans[i][0]:w.spans[i+n-1][1]]); len(s) > 0 {
				k, syn = n, s
				break
			}
		}
		if k == 0 && !ix.isStop(word(i)) {
			if syn = ix.stemSynonyms(word(i)); len(syn) > 0 {
				k = 1
			}
		}
		if k == 0 {
			if f := word(i); allStop || !ix.isStop(f) {
				w.addSlot(ix, f, false)
			}
			i++
			continue
		}
		// The languages' edition words are alternatives. When each is one
		// word they share one slot, with the players' word itself when it
		// is one word too. Otherwise the words of one edition (the asked-for
		// language's if it has the phrase) each make a slot.
		single, pick := true, syn[0]
		for _, s := range syn {
			single = single && !strings.Contains(s.To, " ")
			if int(s.Lang) == li {
				pick = s
			}
		}
		if single {
			lo := w.ncands
			if k == 1 {
				w.addWord(ix, word(i), 1)
			}
			for j, s := range syn {
				if j == 0 || s.To != syn[j-1].To {
					w.addWord(ix, s.To, qSynonym)
				}
			}
			w.pushSlot(lo, false)
			if k == 1 {
				i++
				continue
			}
		} else {
			for _, t := range strings.Fields(pick.To) {
				lo := w.ncands
				w.addWord(ix, t, qSynonym)
				w.pushSlot(lo, false)
			}
		}
		for j := i; j < i+k; j++ {
			if f := word(j); !ix.isStop(f) {
				w.addSlot(ix, f, true)
			}
		}
		i += k
	}
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

func (w *query) addSlot(ix *index, f string, optional bool) {
	lo := w.ncands
	w.addWord(ix, f, 1)
	if w.ncands > lo && !w.anyPostings(ix, lo) {
		w.ncands = lo
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
		w.slots[w.nslots] = slot{lo: lo, hi: w.ncands, optional: optional}
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
		w.addParts(ix, f, q)
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

// addParts adds the words a German compound the texts do not have is made
// of, when both sides are words of the texts ("solospiel": "solo" and
// "spiel"), with a linking s dropped ("schwierigkeitsstufen").
func (w *query) addParts(ix *index, f string, q float32) {
	const minPart = 3
	for i := len(f) - minPart; i >= minPart; i-- {
		left, right := f[:i], f[i:]
		l := ix.find("w:", left)
		if l < 0 {
			continue
		}
		r := ix.find("w:", right)
		if r < 0 && right[0] == 's' && len(right) > minPart {
			r = ix.find("w:", right[1:])
		}
		if r < 0 {
			r = ix.find("p:", right)
		}
		if r >= 0 {
			w.add(l, qCompound*q, false)
			w.add(r, qCompound*q, false)
			return
		}
	}
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
		if len(cand) < n-maxd || len(cand) > n+maxd {
			continue
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

func (w *query) reset(ndocs int) {
	if cap(w.total) < ndocs {
		w.total = make([]float32, ndocs)
		w.best = make([]float32, ndocs)
		w.tmp = make([]float32, ndocs)
		w.cover = make([]float32, ndocs)
		w.touched = make([]int32, 0, ndocs)
	}
	w.total, w.best, w.tmp, w.cover = w.total[:ndocs], w.best[:ndocs], w.tmp[:ndocs], w.cover[:ndocs]
	clear(w.total)
	clear(w.best)
	clear(w.tmp)
	clear(w.cover)
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
	for _, doc := range w.touched {
		if w.best[doc] == 0 {
			continue
		}
		w.total[doc] += weight * idf * w.best[doc]
		if !s.optional {
			w.cover[doc] += idf
		}
		w.best[doc] = 0
	}
	return idf
}

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
