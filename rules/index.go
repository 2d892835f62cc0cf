package rules

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// The search index: every topic in every language is a document (number
// topic*3 + language), with four fields. Its terms are sorted strings:
//
// The slug field of a document also holds the words of its chapter
// (search.yaml's chapters), so "solo" finds every topic of the solo chapter
// alike, whether or not its title says so.
//
//	w:<word>   a folded word of the texts (the vocabulary, for exact,
//	           prefix and fuzzy matches)
//	en:<stem>  a stem in one language, of that language's documents only
//	de:<stem>  (stemmed from the word with and without its accents)
//	pt:<stem>
//	p:<part>   a part of a German compound ("pfad" of "Waldpfad"), as
//	           written and stemmed
//	u:<form>   the umlaut form of a word written with ae/oe/ue, so "ärger"
//	           finds "aerger" as "auftraege" finds "aufträge"
//	b:<lang>:<stem> <stem>
//	           two neighbouring words of a title or an alias (stop words
//	           left out), by their stems: "more workers", "kleine Fabrik"
//
// A posting is doc<<10 | field<<8 | term frequency (at most 255).
type field uint8

const (
	fTitle field = iota
	fAlias
	fSlug
	fBody
	nFields
)

type index struct {
	ntopics  int
	terms    []string
	postEnd  []uint32 // end of each term's postings in post
	post     []uint32
	df       []uint16 // topics having the term
	wordLo   int      // terms[wordLo:wordHi] are the "w:" words
	wordHi   int
	linkEnd  []uint32 // per word: end of its links
	links    []uint32 // per word: the term numbers of its stems in every language
	sig      []uint64 // per word: the letters it has (fuzzy filter)
	fieldLen []uint16 // per document and field: words
	avgLen   [nFields]float32
	titles   []string  // per document: matchKey(title)
	names    []keyRef  // sorted by Key: every title and alias in match form
	stop     []string  // sorted: stop and question words of every language
	syn      []synonym // sorted by From
	synStem  []synonym // the one-word ones again, From as "<lang>:<stem>"
	variant  []bool    // per topic: in the variant chapter (solo)
	chapter  []int32   // sorted: the terms of the variant chapter's words
	naming   []int32   // sorted: those and the terms of words only its titles have
	count    []string  // sorted: the count words of every language (count.go)
}

// keyRef is a title or alias in match form and the document it belongs to.
type keyRef struct {
	Key     string
	Doc     uint16
	Words   uint8 // in Key
	Title   bool  // else an alias
	Content bool  // has a word other than stop and question words
}

// partLink marks a word's link to a word it is a compound of.
const partLink = 1 << 31

func postingOf(doc int, f field, tf int) uint32 {
	return uint32(doc)<<10 | uint32(f)<<8 | uint32(min(tf, 255))
}

func (ix *index) postings(term int) []uint32 {
	lo := uint32(0)
	if term > 0 {
		lo = ix.postEnd[term-1]
	}
	return ix.post[lo:ix.postEnd[term]]
}

func (ix *index) wordLinks(term int) []uint32 {
	w := term - ix.wordLo
	lo := uint32(0)
	if w > 0 {
		lo = ix.linkEnd[w-1]
	}
	return ix.links[lo:ix.linkEnd[w]]
}

// find returns the number of the term prefix+s, or -1.
func (ix *index) find(prefix, s string) int {
	i := ix.lowerBound(prefix, s)
	if i < len(ix.terms) && len(ix.terms[i]) == len(prefix)+len(s) &&
		strings.HasPrefix(ix.terms[i], prefix) && ix.terms[i][len(prefix):] == s {
		return i
	}
	return -1
}

// findBytes returns the number of the term k, or -1.
func (ix *index) findBytes(k []byte) int {
	i := sort.Search(len(ix.terms), func(i int) bool { return ix.terms[i] >= string(k) })
	if i < len(ix.terms) && ix.terms[i] == string(k) {
		return i
	}
	return -1
}

// lowerBound is the first term not below prefix+s.
func (ix *index) lowerBound(prefix, s string) int {
	return sort.Search(len(ix.terms), func(i int) bool { return cmpKey(ix.terms[i], prefix, s) >= 0 })
}

// cmpKey compares t with prefix+s without building the string.
func cmpKey(t, prefix, s string) int {
	n := min(len(t), len(prefix))
	if c := strings.Compare(t[:n], prefix[:n]); c != 0 {
		return c
	}
	if len(t) < len(prefix) {
		return -1
	}
	return strings.Compare(t[len(prefix):], s)
}

func letterSig(w string) uint64 {
	var s uint64
	for _, r := range w {
		switch {
		case 'a' <= r && r <= 'z':
			s |= 1 << (r - 'a')
		case '0' <= r && r <= '9':
			s |= 1 << (26 + r - '0')
		default:
			s |= 1 << (36 + r%28)
		}
	}
	return s
}

// buildIndex indexes the topics of b with the search words of each
// language. The problems name a synonym whose edition words occur in no
// topic of its language.
func buildIndex(b *Base, vocab [3]searchWords) (*index, []string) {
	type tfKey struct {
		term string
		doc  int
		f    field
	}
	tf := map[tfKey]int{}
	bk := b.game.book()
	ix := &index{ntopics: len(b.slugs), stop: []string{}, syn: []synonym{}, synStem: []synonym{}, count: []string{}}
	ndocs := len(b.slugs) * len(Langs)
	ix.fieldLen = make([]uint16, ndocs*int(nFields))
	ix.titles = make([]string, ndocs)
	stop := map[string]bool{}
	for _, v := range vocab {
		for _, w := range v.stop {
			stop[w] = true
		}
	}
	// addPairs indexes the pairs of neighbouring words of a title or an
	// alias, stop words left out, by their stems: "b:<lang>:<stem> <stem>".
	addPairs := func(doc, li int, f field, text string) {
		prev := ""
		for _, w := range words(fold(text)) {
			if stop[w] {
				continue
			}
			s := stem(li, w)
			if prev != "" {
				tf[tfKey{"b:" + Langs[li] + ":" + prev + " " + s, doc, f}]++
			}
			prev = s
		}
	}
	nameRef := func(name string, doc int, title bool) keyRef {
		k := keyRef{Key: matchKey(name), Doc: uint16(doc), Title: title}
		for _, w := range words(fold(name)) {
			k.Words++
			k.Content = k.Content || !stop[w]
		}
		return k
	}
	forms := map[string]map[string]bool{} // folded word → its written forms
	langWords := [3]map[string]bool{{}, {}, {}}
	stemKeys := func(li int, w string) []string {
		f := fold(w)
		a := Langs[li] + ":" + fold(stem(li, w))
		c := Langs[li] + ":" + stem(li, f)
		if a == c {
			return []string{a}
		}
		return []string{a, c}
	}
	addField := func(doc, li int, f field, ws []string) {
		ix.fieldLen[doc*int(nFields)+int(f)] = uint16(min(len(ws), 65535))
		for _, w := range ws {
			fw := fold(w)
			if forms[fw] == nil {
				forms[fw] = map[string]bool{}
			}
			forms[fw][w] = true
			langWords[li][fw] = true
			tf[tfKey{"w:" + fw, doc, f}]++
			for _, k := range stemKeys(li, w) {
				tf[tfKey{k, doc, f}]++
			}
		}
	}
	for d, slug := range b.slugs {
		for li := range Langs {
			t := &b.topics[li][d]
			doc := d*len(Langs) + li
			ix.titles[doc] = matchKey(t.Title)
			ix.names = append(ix.names, nameRef(t.Title, doc, true))
			addField(doc, li, fTitle, words(t.Title))
			addPairs(doc, li, fTitle, t.Title)
			var aw []string
			for _, a := range t.Aliases {
				addPairs(doc, li, fAlias, a)
				ix.names = append(ix.names, nameRef(a, doc, false))
				aw = append(aw, words(a)...)
			}
			addField(doc, li, fAlias, aw)
			var sw []string
			if li == 0 {
				sw = words(strings.ReplaceAll(slug, "-", " "))
			}
			for _, cw := range vocab[li].chapters[bk.chapterOf(slug)] {
				if !slices.Contains(sw, cw) {
					sw = append(sw, cw)
				}
			}
			if len(sw) > 0 {
				addField(doc, li, fSlug, sw)
			}
			bw := words(t.Body)
			for _, n := range t.EditionNotes {
				bw = append(bw, words(n.Text)...)
			}
			addField(doc, li, fBody, bw)
		}
	}
	sort.Slice(ix.names, func(i, j int) bool {
		a, b := ix.names[i], ix.names[j]
		if a.Key != b.Key {
			return a.Key < b.Key
		}
		if a.Doc != b.Doc {
			return a.Doc < b.Doc
		}
		return a.Title && !b.Title
	})
	ix.names = slices.Compact(ix.names)
	for f := range nFields {
		sum, n := 0, 0
		for doc := 0; doc < ndocs; doc++ {
			if l := ix.fieldLen[doc*int(nFields)+int(f)]; l > 0 {
				sum += int(l)
				n++
			}
		}
		if n > 0 {
			ix.avgLen[f] = float32(sum) / float32(n)
		}
	}

	// Derived terms: umlaut forms and compound parts carry the postings of
	// the words they come from.
	byTerm := map[string][]tfKey{}
	for k := range tf {
		byTerm[k.term] = append(byTerm[k.term], k)
	}
	deriveFast := func(key, from string) {
		for _, k := range byTerm["w:"+from] {
			nk := tfKey{key, k.doc, k.f}
			tf[nk] = max(tf[nk], tf[k])
		}
	}
	for w := range forms {
		if u, ok := umlautASCII(w); ok {
			deriveFast("u:"+u, w)
		}
	}
	// German compound parts, never a stop word ("eine" of "spielsteine")
	parts := map[string]bool{}
	for w := range langWords[1] {
		if !stop[w] {
			parts[w] = true
		}
	}
	partsOf := func(w string) []string {
		return slices.DeleteFunc(compoundParts(w, parts), func(p string) bool { return stop[p] })
	}
	for w := range langWords[1] {
		for _, part := range partsOf(w) {
			deriveFast("p:"+part, w)
			deriveFast("p:"+stem(1, part), w)
		}
	}

	addCountTerms(b, stop, partsOf, func(term string, doc int, f field) { tf[tfKey{term, doc, f}]++ })

	// Terms in order, with their postings.
	byTerm = map[string][]tfKey{}
	for k := range tf {
		byTerm[k.term] = append(byTerm[k.term], k)
	}
	for t := range byTerm {
		ix.terms = append(ix.terms, t)
	}
	sort.Strings(ix.terms)
	for _, t := range ix.terms {
		ks := byTerm[t]
		sort.Slice(ks, func(i, j int) bool {
			if ks[i].doc != ks[j].doc {
				return ks[i].doc < ks[j].doc
			}
			return ks[i].f < ks[j].f
		})
		topics := map[int]bool{}
		for _, k := range ks {
			ix.post = append(ix.post, postingOf(k.doc, k.f, tf[k]))
			topics[k.doc/len(Langs)] = true
		}
		ix.postEnd = append(ix.postEnd, uint32(len(ix.post)))
		ix.df = append(ix.df, uint16(len(topics)))
	}
	ix.wordLo = ix.lowerBound("w:", "")
	ix.wordHi = ix.lowerBound("w;", "")
	for i := ix.wordLo; i < ix.wordHi; i++ {
		w := ix.terms[i][2:]
		ix.sig = append(ix.sig, letterSig(w))
		var ls []uint32
		addLink := func(key string) {
			if j := ix.find("", key); j >= 0 && !slices.Contains(ls, uint32(j)) {
				ls = append(ls, uint32(j))
			}
		}
		written := make([]string, 0, len(forms[w]))
		for o := range forms[w] {
			written = append(written, o)
		}
		sort.Strings(written)
		for li, lang := range Langs {
			addLink(lang + ":" + stem(li, w))
			for _, o := range written {
				addLink(lang + ":" + fold(stem(li, o)))
			}
		}
		if langWords[1][w] {
			for _, part := range partsOf(w) {
				if j := ix.find("w:", part); j >= 0 {
					ls = append(ls, uint32(j)|partLink)
				}
			}
		}
		ix.links = append(ix.links, ls...)
		ix.linkEnd = append(ix.linkEnd, uint32(len(ix.links)))
	}

	ix.variant = make([]bool, ix.ntopics)
	for d, slug := range b.slugs {
		ix.variant[d] = bk.inVariant(slug)
	}
	// The words that name the variant chapter: its own words (search.yaml)
	// and those of its titles that no title of the main rules has.
	ix.chapter, ix.naming = []int32{}, []int32{}
	addTerms := func(dst *[]int32, li int, w string) {
		for _, t := range []int{ix.find("w:", w), ix.find(stemPrefix[li], stem(li, w))} {
			if t >= 0 && !slices.Contains(*dst, int32(t)) {
				*dst = append(*dst, int32(t))
			}
		}
	}
	for li, v := range vocab {
		for _, cw := range v.chapters[bk.variant] {
			addTerms(&ix.chapter, li, cw)
			addTerms(&ix.naming, li, cw)
		}
		mainTitles := map[string]bool{}
		for d := range b.slugs {
			if !ix.variant[d] {
				for _, w := range words(fold(b.topics[li][d].Title)) {
					mainTitles[w] = true
				}
			}
		}
		for d := range b.slugs {
			for _, w := range words(fold(b.topics[li][d].Title)) {
				if ix.variant[d] && !mainTitles[w] && !stop[w] {
					addTerms(&ix.naming, li, w)
				}
			}
		}
	}
	slices.Sort(ix.chapter)
	slices.Sort(ix.naming)

	var probs []string
	seenStop := map[string]bool{}
	for li, v := range vocab {
		for _, w := range v.stop {
			if !seenStop[w] {
				seenStop[w] = true
				ix.stop = append(ix.stop, w)
			}
		}
		for i, s := range v.synonyms {
			for _, w := range strings.Fields(s.To) {
				if !langWords[li][w] && (i == 0 || s.To != v.synonyms[i-1].To) {
					probs = append(probs, fmt.Sprintf("%s/%s: synonyms: %q does not occur in any %s topic", Langs[li], bk.words, w, Langs[li]))
				}
			}
			s.Own = stop[s.From]
			ix.syn = append(ix.syn, s)
			if !strings.Contains(s.From, " ") {
				ix.synStem = append(ix.synStem, synonym{Langs[li] + ":" + stem(li, s.From), s.To, s.Lang, s.Own})
			}
		}
	}
	for _, v := range vocab {
		ix.count = append(ix.count, v.count...)
	}
	slices.Sort(ix.count)
	ix.count = slices.Compact(ix.count)
	sort.SliceStable(ix.synStem, func(i, j int) bool { return ix.synStem[i].From < ix.synStem[j].From })
	sort.Strings(ix.stop)
	sort.SliceStable(ix.syn, func(i, j int) bool { return ix.syn[i].From < ix.syn[j].From })
	return ix, probs
}
