package rules

import (
	"math"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/lithammer/fuzzysearch/fuzzy"
)

// How the search ranks (all plain arithmetic, see Search):
//   - every text of every language is indexed, so a query in any language
//     finds the topic; the title comes back in the requested language;
//   - a query word matches a text word exactly (after folding case and
//     accents), by stem (per language), by the ASCII spelling of an umlaut,
//     as a prefix, inside a German compound, or within a small edit distance;
//     each kind of match counts a little less than the one before;
//   - a match in a title counts most, then an alias, the slug, the body;
//     rarer words count more (idf);
//   - topics matching more of the query's words rank higher, and the whole
//     query equal to (or inside) a title or alias ranks highest.

type field uint8

const (
	fTitle field = iota
	fAlias
	fSlug
	fBody
)

var fieldWeight = [...]float64{fTitle: 10, fAlias: 8, fSlug: 6, fBody: 1}

// Match qualities, by kind of match.
const (
	qExact    = 1.0
	qUmlaut   = 0.95
	qStem     = 0.9
	qPrefix   = 0.75
	qFuzzy1   = 0.7
	qFuzzy2   = 0.55
	qCompound = 0.5
)

// Bonuses for the whole query.
const (
	bonusTitleEqual  = 30.0
	bonusAliasEqual  = 10.0
	bonusTitlePhrase = 15.0
	otherLangFactor  = 0.9 // a match in another language than the one asked for
	relativeCutoff   = 0.1 // results below this share of the best are noise
)

type hit struct {
	doc   int32
	lang  int8
	field field
	tf    int32
}

type index struct {
	keys   map[string][]hit // "w:"+folded word, or "<lang>:"+stem
	df     map[string]int   // topics having the key
	vocab  []string         // distinct folded words
	n      int              // topics
	titles [][]string       // doc → lang → normalized title
	alias  []map[string]int // doc → normalized alias → lang index (first seen)
}

// norm folds s and joins its words with single spaces.
func normText(s string) string { return strings.Join(words(fold(s)), " ") }

func buildIndex(b *Base) *index {
	ix := &index{keys: map[string][]hit{}, df: map[string]int{}, n: len(b.slugs)}
	vocab := map[string]bool{}
	// Keys are numbered while building, so counting them is cheap.
	ids := map[string]int32{}
	var names []string
	var hits [][]hit
	var df []int
	var lastDoc []int32
	keyCache := make([]map[string][]int32, len(Langs)) // per language: word → key ids
	for i := range keyCache {
		keyCache[i] = map[string][]int32{}
	}
	keysOf := func(li int, w string) []int32 {
		if ks, ok := keyCache[li][w]; ok {
			return ks
		}
		lang := Langs[li]
		f := fold(w)
		vocab[f] = true
		var ks []int32
		for _, k := range append([]string{"w:" + f}, stemKeys(lang, w)...) {
			id, ok := ids[k]
			if !ok {
				id = int32(len(names))
				ids[k] = id
				names = append(names, k)
				hits = append(hits, nil)
				df = append(df, 0)
				lastDoc = append(lastDoc, -1)
			}
			ks = append(ks, id)
		}
		keyCache[li][w] = ks
		return ks
	}
	// add indexes the words of one field of one topic in one language.
	tf := map[int32]int32{}
	add := func(doc int32, li int, f field, ws []string) {
		clear(tf)
		for _, w := range ws {
			for _, k := range keysOf(li, w) {
				tf[k]++
			}
		}
		for k, c := range tf {
			hits[k] = append(hits[k], hit{doc, int8(li), f, c})
			if lastDoc[k] != doc {
				df[k]++
				lastDoc[k] = doc
			}
		}
	}
	ix.titles = make([][]string, len(b.slugs))
	ix.alias = make([]map[string]int, len(b.slugs))
	for d, slug := range b.slugs {
		doc := int32(d)
		ix.titles[d] = make([]string, len(Langs))
		ix.alias[d] = map[string]int{}
		for li, lang := range Langs {
			t := b.topics[lang][slug]
			ix.titles[d][li] = normText(t.Title)
			add(doc, li, fTitle, words(t.Title))
			var aw []string
			for _, a := range t.Aliases {
				if _, ok := ix.alias[d][normText(a)]; !ok {
					ix.alias[d][normText(a)] = li
				}
				aw = append(aw, words(a)...)
			}
			add(doc, li, fAlias, aw)
			if li == 0 {
				add(doc, li, fSlug, words(strings.ReplaceAll(slug, "-", " ")))
			}
			bw := words(t.Body)
			for _, n := range t.EditionNotes {
				bw = append(bw, words(n.Text)...)
			}
			add(doc, li, fBody, bw)
		}
	}
	for id, k := range names {
		ix.keys[k] = hits[id]
		ix.df[k] = df[id]
	}
	for w := range vocab {
		ix.vocab = append(ix.vocab, w)
	}
	sort.Strings(ix.vocab)
	return ix
}

// Result is one search hit: the topic's slug, its title in the requested
// language and how well it matched (higher is better).
type Result struct {
	Slug  string  `json:"slug"`
	Title string  `json:"title"`
	Score float64 `json:"score"`
}

// queryWords splits a query into folded words (with their unfolded form for
// the stemmers), dropping stop words when other words remain.
func queryWords(q string) (orig, folded []string) {
	seen := map[string]bool{}
	var keepO, keepF, stopO, stopF []string
	for _, w := range words(q) {
		f := fold(w)
		if seen[f] {
			continue
		}
		seen[f] = true
		if stopwords[f] {
			stopO, stopF = append(stopO, w), append(stopF, f)
			continue
		}
		keepO, keepF = append(keepO, w), append(keepF, f)
	}
	if len(keepF) == 0 {
		return stopO, stopF
	}
	return keepO, keepF
}

// maxEdits is the typo tolerance for a word of n letters.
func maxEdits(n int) int {
	switch {
	case n >= 8:
		return 2
	case n >= 4:
		return 1
	}
	return 0
}

// candidates lists the index keys a query word may match, with the quality
// of each kind of match.
func (ix *index) candidates(orig, f string) map[string]float64 {
	c := map[string]float64{}
	put := func(k string, q float64) {
		if c[k] < q {
			c[k] = q
		}
	}
	put("w:"+f, qExact)
	for _, lang := range Langs {
		for _, k := range stemKeys(lang, orig) {
			put(k, qStem)
		}
		for _, k := range stemKeys(lang, f) {
			put(k, qStem)
		}
	}
	if v, ok := umlautVariant(f); ok {
		put("w:"+v, qUmlaut)
		for _, k := range stemKeys("de", v) {
			put(k, qUmlaut*qStem)
		}
	}
	// A query word that is itself a word of the texts is most likely meant
	// as typed: its completions and near spellings count half.
	expand := 1.0
	for k := range c {
		if len(ix.keys[k]) > 0 {
			expand = 0.5
			break
		}
	}
	n := utf8.RuneCountInString(f)
	maxd := maxEdits(n)
	for _, w := range ix.vocab {
		if w == f {
			continue
		}
		wn := utf8.RuneCountInString(w)
		switch {
		case n >= 3 && strings.HasPrefix(w, f):
			// the more of the word is typed, the likelier it is meant
			put("w:"+w, qPrefix*float64(n)/float64(wn)*expand)
			continue
		case n >= 5 && strings.Contains(w, f):
			put("w:"+w, qCompound*expand)
			continue
		}
		if maxd == 0 || wn < n-maxd || wn > n+maxd {
			continue
		}
		switch d := fuzzy.LevenshteinDistance(f, w); {
		case d == 1:
			put("w:"+w, qFuzzy1*expand)
		case d == 2 && maxd >= 2:
			put("w:"+w, qFuzzy2*expand)
		}
	}
	return c
}

// Search finds the topics matching query, best first, with titles in lang.
// It returns nil when nothing matches.
func (b *Base) Search(lang, query string) []Result {
	ix := b.idx
	origs, qs := queryWords(query)
	if len(qs) == 0 || ix == nil {
		return nil
	}
	li := langIndex(lang)
	total := make([]float64, ix.n)
	matched := make([]int, ix.n)
	best := make([]float64, ix.n)
	for qi, f := range qs {
		clear(best)
		cands := ix.candidates(origs[qi], f)
		idf := ix.idf(cands)
		for k, quality := range cands {
			for _, h := range ix.keys[k] {
				s := fieldWeight[h.field] * quality * idf
				if h.field == fBody {
					s *= math.Min(1+0.5*math.Log(float64(h.tf)), 2.5)
				}
				if int(h.lang) != li {
					s *= otherLangFactor
				}
				if s > best[h.doc] {
					best[h.doc] = s
				}
			}
		}
		for d, s := range best {
			if s > 0 {
				total[d] += s
				matched[d]++
			}
		}
	}
	phrase := normText(query) // stop words included: "fase de renovação"
	var out []Result
	top := 0.0
	for d := range total {
		if matched[d] == 0 {
			continue
		}
		cover := float64(matched[d]) / float64(len(qs))
		s := total[d] * cover * cover
		s += ix.phraseBonus(d, phrase, len(qs), li)
		if phrase == strings.ReplaceAll(b.slugs[d], "-", " ") {
			s += bonusTitleEqual
		}
		top = math.Max(top, s)
		out = append(out, Result{Slug: b.slugs[d], Title: b.topics[langOrEN(lang)][b.slugs[d]].Title, Score: s})
	}
	kept := out[:0]
	for _, r := range out {
		if r.Score >= relativeCutoff*top {
			r.Score = math.Round(r.Score*100) / 100
			kept = append(kept, r)
		}
	}
	sort.SliceStable(kept, func(i, j int) bool {
		if kept[i].Score != kept[j].Score {
			return kept[i].Score > kept[j].Score
		}
		// on a tie, the topic whose title is most about the words, the
		// shorter title, first; then the rulebook's order
		if li, lj := utf8.RuneCountInString(kept[i].Title), utf8.RuneCountInString(kept[j].Title); li != lj {
			return li < lj
		}
		if ri, rj := rulebookRank(kept[i].Slug), rulebookRank(kept[j].Slug); ri != rj {
			return ri < rj
		}
		return kept[i].Slug < kept[j].Slug
	})
	if len(kept) == 0 {
		return nil
	}
	return kept
}

// idf says how rare a query word is: the fewer topics it matches exactly
// or by stem (in any language), the more a match counts. It is taken per
// query word, not per index key, so a word that happens to be rare in one
// language's texts does not outweigh a title match in another.
func (ix *index) idf(cands map[string]float64) float64 {
	docs := map[int32]bool{}
	for _, strongOnly := range []bool{true, false} {
		for k, q := range cands {
			if strongOnly && q < qStem*qUmlaut {
				continue
			}
			for _, h := range ix.keys[k] {
				docs[h.doc] = true
			}
		}
		if len(docs) > 0 {
			break
		}
	}
	if len(docs) == 0 {
		return 0
	}
	return math.Log(1 + float64(ix.n)/float64(len(docs)))
}

// phraseBonus rewards the whole query standing as a title or an alias, or
// inside a title; the requested language counts a little more.
func (ix *index) phraseBonus(d int, phrase string, nwords, li int) float64 {
	bonus := 0.0
	for l, t := range ix.titles[d] {
		f := 1.0
		if l != li {
			f = otherLangFactor
		}
		switch {
		case t == phrase:
			bonus = math.Max(bonus, bonusTitleEqual*f)
		case nwords >= 2 && containsPhrase(t, phrase):
			bonus = math.Max(bonus, bonusTitlePhrase*f)
		}
	}
	if l, ok := ix.alias[d][phrase]; ok {
		f := 1.0
		if l != li {
			f = otherLangFactor
		}
		bonus = math.Max(bonus, bonusAliasEqual*f)
	}
	return bonus
}

func langIndex(lang string) int {
	for i, l := range Langs {
		if l == lang {
			return i
		}
	}
	return 0
}

// containsPhrase: phrase occurs in text at word boundaries.
func containsPhrase(text, phrase string) bool {
	return strings.Contains(" "+text+" ", " "+phrase+" ")
}

// Lookup finds a topic by slug, title (in any language) or alias (in any
// language, when only one topic has it), folding case and accents, and
// returns it in lang.
func (b *Base) Lookup(lang, key string) (*Topic, bool) {
	lang = langOrEN(lang)
	n := normText(key)
	if n == "" {
		return nil, false
	}
	if t := b.topics[lang][strings.ReplaceAll(n, " ", "-")]; t != nil {
		return t, true
	}
	ix := b.idx
	order := []int{langIndex(lang)}
	for i := range Langs {
		if i != order[0] {
			order = append(order, i)
		}
	}
	for _, li := range order {
		for d := range b.slugs {
			if ix.titles[d][li] == n {
				return b.topics[lang][b.slugs[d]], true
			}
		}
	}
	var found []int
	for d := range b.slugs {
		if _, ok := ix.alias[d][n]; ok {
			found = append(found, d)
		}
	}
	if len(found) == 1 {
		return b.topics[lang][b.slugs[found[0]]], true
	}
	return nil, false
}

// Suggest returns up to limit slugs near key: slugs a few edits away
// first, then the strong search results (at least half as good as the best).
func (b *Base) Suggest(lang, key string, limit int) []string {
	n := strings.ReplaceAll(normText(key), " ", "-")
	type near struct {
		slug string
		d    int
	}
	var ns []near
	for _, s := range b.slugs {
		maxd := max(2, utf8.RuneCountInString(s)/4)
		if d := fuzzy.LevenshteinDistance(n, s); d <= maxd {
			ns = append(ns, near{s, d})
		}
	}
	sort.SliceStable(ns, func(i, j int) bool { return ns[i].d < ns[j].d })
	var out []string
	seen := map[string]bool{}
	for _, x := range ns {
		out = append(out, x.slug)
		seen[x.slug] = true
	}
	rs := b.Search(lang, key)
	for _, r := range rs {
		if !seen[r.Slug] && r.Score >= rs[0].Score/2 {
			out = append(out, r.Slug)
			seen[r.Slug] = true
		}
	}
	if len(out) > limit {
		out = out[:limit]
	}
	return out
}

// Rank orders the topics for the interactive picker as the player types,
// best first, as slugs: the search results, and for one or two letters
// (too few to search by prefix) then the topics whose title or slug
// contains them, in rulebook order.
func (b *Base) Rank(lang, input string) []string {
	in := normText(input)
	var out []string
	seen := map[string]bool{}
	if in != "" {
		for _, r := range b.Search(lang, input) {
			out = append(out, r.Slug)
			seen[r.Slug] = true
		}
	}
	if utf8.RuneCountInString(in) < 3 {
		for _, t := range b.Topics(lang) {
			if !seen[t.Slug] && (in == "" || strings.Contains(normText(t.Title), in) || strings.Contains(t.Slug, in)) {
				out = append(out, t.Slug)
			}
		}
	}
	return out
}
