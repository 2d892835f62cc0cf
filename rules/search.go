package rules

import (
	"math"
	"slices"
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

// BM25 per field: weight, and how much a long field is damped.
var (
	fieldWeight = [nFields]float32{fTitle: 4, fAlias: 3, fSlug: 2.5, fBody: 1}
	fieldB      = [nFields]float32{fTitle: 0.9, fAlias: 0.3, fSlug: 0.3, fBody: 0.75}
)

const (
	bm25K1 = 1.2

	bonusTitleEqual  = 30.0
	bonusAliasEqual  = 20.0
	bonusTitlePhrase = 15.0
	otherLangFactor  = 0.9 // a match in another language than the one asked for
	relativeCutoff   = 0.1 // results below this share of the best are noise

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
}

type cand struct {
	term   int32
	q      float32
	strong bool // exact, stem, umlaut or synonym: counts for the word's rarity
}

type slot struct {
	lo, hi   int  // its candidates in query.cands
	optional bool // does not count for how much of the query a topic covers
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
	w.plan(ix, nq)
	if w.nslots == 0 {
		return nil
	}
	ndocs := ix.ntopics * len(Langs)
	w.reset(ndocs)
	required := float32(0)
	for s := range w.nslots {
		if !w.slots[s].optional {
			required++
		}
		w.scoreSlot(ix, w.slots[s])
	}
	li := langIndex(lang)
	type hit struct {
		d     int
		score float32
	}
	var hits [256]hit
	found := hits[:0]
	key := nq
	if strings.Contains(nq, "ae") || strings.Contains(nq, "oe") || strings.Contains(nq, "ue") {
		key, _ = umlautASCII(nq)
	}
	top := float32(0)
	for d := range ix.ntopics {
		best := float32(0)
		for l := range Langs {
			doc := d*len(Langs) + l
			if w.total[doc] == 0 {
				continue
			}
			c := float32(1)
			if required > 0 {
				c = w.cover[doc] / required
			}
			s := w.total[doc] * c * c
			if l != li {
				s *= otherLangFactor
			}
			best = max(best, s)
		}
		if best == 0 {
			continue
		}
		best += ix.phraseBonus(b, d, nq, key, li)
		top = max(top, best)
		found = append(found, hit{d, best})
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
			out = append(out, Result{Slug: b.slugs[h.d], Title: b.topics[li][h.d].Title, Score: math.Round(float64(h.score)*100) / 100})
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
func (w *query) plan(ix *index, nq string) {
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
		if k == 0 {
			if f := word(i); allStop || !ix.isStop(f) {
				w.addSlot(ix, f, false)
			}
			i++
			continue
		}
		// The edition's words each make a slot; a single players' word
		// standing for a single edition word shares its slot.
		toWords := 0
		for j, s := range syn {
			if j == 0 || s.To != syn[j-1].To {
				toWords += strings.Count(s.To, " ") + 1
			}
		}
		if k == 1 && toWords == 1 {
			lo := w.ncands
			w.addWord(ix, word(i), 1)
			w.addWord(ix, syn[0].To, qSynonym)
			w.pushSlot(lo, false)
			i++
			continue
		}
		for j, s := range syn {
			if j > 0 && s.To == syn[j-1].To {
				continue
			}
			for _, t := range strings.Fields(s.To) {
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

func (w *query) addSlot(ix *index, f string, optional bool) {
	lo := w.ncands
	w.addWord(ix, f, 1)
	if w.ncands > lo && !w.anyPostings(ix, lo) {
		w.ncands = lo
	}
	if w.ncands == lo {
		w.addFuzzy(ix, f)
	}
	w.pushSlot(lo, optional)
}

func (w *query) pushSlot(lo int, optional bool) {
	if w.ncands > lo && w.nslots < len(w.slots) {
		w.slots[w.nslots] = slot{lo, w.ncands, optional}
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
		for _, l := range ix.wordLinks(t) {
			w.add(int(l), qStem*q, true)
			if s := ix.terms[l]; deStem == "" && strings.HasPrefix(s, "de:") {
				deStem = s[3:]
			}
		}
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
			for _, l := range ix.wordLinks(t) {
				w.add(int(l), qUmlaut*qStem*q, true)
			}
		}
		w.add(ix.find("u:", u), qUmlaut*q, true)
	}
	w.add(ix.find("u:", f), qUmlaut*q, true)
	w.add(ix.find("p:", f), qCompound*q, false)
	if deStem != "" && deStem != f {
		w.add(ix.find("p:", deStem), qCompound*qStem*q, false)
	}
	// A word that is itself a word of the texts is most likely meant as
	// typed: its completions count half.
	expand := float32(1)
	if w.ncands > lo {
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
		switch levenshtein(f, cand, maxd) {
		case 1:
			w.add(t, qFuzzy1, false)
		case 2:
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
// the best of its candidate terms, times the word's rarity.
func (w *query) scoreSlot(ix *index, s slot) {
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
		w.total[doc] += idf * w.best[doc]
		if !s.optional {
			w.cover[doc]++
		}
		w.best[doc] = 0
	}
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
	i, _ := slices.BinarySearchFunc(ix.aliases, key, func(a keyRef, k string) int { return strings.Compare(a.Key, k) })
	for ; i < len(ix.aliases) && ix.aliases[i].Key == key; i++ {
		if doc := int(ix.aliases[i].Doc); doc/len(Langs) == d {
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
