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
//     whole query as a title or alias highest;
//   - a players' phrase that stands for several edition words ("onde
//     ponho": "regras de colocação") counts as one word of the query;
//   - a question asking for a number ("how many", "quantos") also looks
//     for its words right after a number in the texts ("39 contract
//     cards"), see count.go.

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
	otherLangFactor   = 0.9  // a match in another language than the one asked for
	variantFactor     = 0.85 // a variant's topic (solo) for a query that does not name the variant, and the other way round
	fuzzyGuess        = 0.5  // a word matched with typos beside words matched for certain
	relativeCutoff    = 0.1  // results below this share of the best are noise
	countWeight       = 0.5  // a count question's words as counted words (count.go)

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
	lo, hi   int     // its candidates in query.cands
	optional bool    // does not count for how much of the query a topic covers
	share    float32 // of one word's weight in that: 1/n for the n edition words of one players' phrase
	count    bool    // a word as counted (addCountSlots): counts less
	fuzzy    bool    // its word matched only with typos
	chapter  bool    // its word names the variant chapter, and nothing else
}

// query is the work space of one search, reused through a pool.
type query struct {
	buf    []byte
	spans  [maxQueryWords][2]int
	nspans int
	cands  [maxCands]cand
	ncands int
	syn    [8]synonym // forLang's result
	slots  [maxQueryWords * 2]slot
	nslots int
	li     int // the language asked for
	// per document
	best, tmp []float32
	touched   []int32
	// per topic: the score of each word in the topic's best language for
	// it, summed; the rarity of the words it has; one word's score
	total, cover, slotBest []float32
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
	words := w.nslots
	w.addPairs(ix)
	if ix.asksCount(nq) {
		w.addCountSlots(ix, words)
	}
	w.li = langIndex(lang)
	w.reset(ix.ntopics * len(Langs))
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
		sl.chapter = w.namesOnlyVariant(ix, *sl)
		if sl.count {
			weight *= countWeight
		}
		idf := w.scoreSlot(ix, *sl, weight*sl.share)
		if !sl.optional {
			required += idf * sl.share
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
	named := w.namesVariant(ix)
	top := float32(0)
	for d := range ix.ntopics {
		if w.total[d] == 0 {
			continue
		}
		cover := float32(1)
		if required > 0 {
			cover = w.cover[d] / required
		}
		best := w.total[d] * float32(math.Sqrt(float64(cover)))
		best += max(ix.phraseBonus(b, d, nq, key, li), w.best[d])
		if ix.variant[d] != named {
			best *= variantFactor
		}
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
		if rx, ry := b.rank(x.Slug), b.rank(y.Slug); rx != ry {
			return rx - ry
		}
		return strings.Compare(x.Slug, y.Slug)
	})
	return out
}

// namesVariant reports whether a word of the query names the variant
// chapter (solo), itself or by a players' word for it.
func (w *query) namesVariant(ix *index) bool {
	for _, c := range w.cands[:w.ncands] {
		if _, ok := slices.BinarySearch(ix.naming, c.term); ok {
			return true
		}
	}
	return false
}

// namesOnlyVariant: every strong candidate of the slot is a word of the
// variant chapter (search.yaml's chapters). Such a word says which chapter is meant, not which of
// its topics: they all match it alike.
func (w *query) namesOnlyVariant(ix *index, s slot) bool {
	some := false
	for _, c := range w.cands[s.lo:s.hi] {
		if !c.strong {
			continue
		}
		if _, ok := slices.BinarySearch(ix.chapter, c.term); !ok {
			return false
		}
		some = true
	}
	return some
}

// parse folds q into w.buf as its words one space apart, and notes where
// each word is.
func (w *query) parse(q string) {
	w.buf = appendFold(w.buf[:0], q)
	folded := w.buf
	out := folded[:0] // words are written over the folded text, never ahead of it
	w.nspans = 0
	afterLettered := false // the word before names a side by its letter (keepWord)
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
		r, size = utf8.DecodeRune(folded[i:j])
		keep := size < j-i || '0' <= r && r <= '9' || unicode.IsDigit(r) || unicode.IsLetter(r) && afterLettered
		afterLettered = lettered[string(folded[i:j])] // before out is written over it
		if keep {
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

// forLang leaves out of syn the entries that are only for their own
// language when the query is in another one: the English "die" (dice) is
// a German article.
func (w *query) forLang(syn []synonym, li int) []synonym {
	keep := true
	for _, s := range syn {
		keep = keep && (!s.Own || int(s.Lang) == li)
	}
	if keep {
		return syn
	}
	out := w.syn[:0]
	for _, s := range syn {
		if (!s.Own || int(s.Lang) == li) && len(out) < cap(out) {
			out = append(out, s)
		}
	}
	return out
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
			if s := w.forLang(ix.synonyms(nq[w.spans[i][0]:w.spans[i+n-1][1]]), li); len(s) > 0 {
				k, syn = n, s
				break
			}
		}
		if k == 0 && !ix.isStop(word(i)) {
			if syn = w.forLang(ix.stemSynonyms(word(i)), li); len(syn) > 0 {
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
			first := w.nslots
			for _, t := range strings.Fields(pick.To) {
				if ix.isStop(t) {
					continue // "de" of "regras de colocação"
				}
				lo := w.ncands
				w.addWord(ix, t, qSynonym)
				w.pushSlot(lo, false)
			}
			// one players' phrase is one word of the question
			for s := first; s < w.nslots; s++ {
				w.slots[s].share = 1 / float32(w.nslots-first)
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
