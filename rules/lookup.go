package rules

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/lithammer/fuzzysearch/fuzzy"
)

// Lookup finds a topic by slug, by title (of any language) or by alias (of
// any language, when only one topic has it), folding case, accents and
// ASCII umlauts ("Franzoesische Armee"), and returns it in lang.
func (b *Base) Lookup(lang, key string) (*Topic, bool) {
	t, _ := b.lookup(lang, key)
	return t, t != nil
}

// lookup is Lookup; when an alias names several topics, it returns their
// numbers instead.
func (b *Base) lookup(lang, key string) (*Topic, []int) {
	li := langIndex(lang)
	n := normText(key)
	if n == "" {
		return nil, nil
	}
	if d, ok := b.number(strings.ReplaceAll(n, " ", "-")); ok {
		return &b.topics[li][d], nil
	}
	ix := b.ix
	k, _ := umlautASCII(n)
	for _, l := range []int{li, 0, 1, 2} {
		for d := range b.slugs {
			if ix.titles[d*len(Langs)+l] == k {
				return &b.topics[li][d], nil
			}
		}
	}
	var found []int
	for _, r := range ix.named(k) {
		if d := int(r.Doc) / len(Langs); !r.Title && !slices.Contains(found, d) {
			found = append(found, d)
		}
	}
	if len(found) == 1 {
		return &b.topics[li][found[0]], nil
	}
	return nil, found
}

// clearLead is how far the best search hit must be ahead of the next for
// Resolve to take it.
const clearLead = 1.5

// Resolve finds the topic key names: by Lookup, else the best search hit
// when it has all the words of key and is clearly ahead of the next (among
// the topics sharing key as an alias, if several do). Otherwise it returns
// no topic and the likely candidates (slugs), best first.
func (b *Base) Resolve(lang, key string) (*Topic, []string) {
	t, shared := b.lookup(lang, key)
	if t != nil {
		return t, nil
	}
	rs := b.Search(lang, key)
	if len(shared) > 0 {
		rs = slices.DeleteFunc(rs, func(r Result) bool {
			d, _ := b.number(r.Slug)
			return !slices.Contains(shared, d)
		})
	}
	if len(rs) > 0 && rs[0].cover > 0.99 && (len(rs) == 1 || rs[0].Score >= clearLead*rs[1].Score) {
		return b.Topic(lang, rs[0].Slug), nil
	}
	if len(shared) > 0 {
		var out []string
		for _, r := range rs {
			out = append(out, r.Slug)
		}
		for _, d := range shared {
			if !slices.Contains(out, b.slugs[d]) {
				out = append(out, b.slugs[d])
			}
		}
		return nil, out
	}
	return nil, b.Suggest(lang, key, 5)
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
