// Package rules is the rules knowledge base: it loads the rule topics of the
// three editions (locales/<lang>/topics/<slug>.yaml), checks that the three
// languages agree, looks topics up by slug, alias or title, and searches them
// with accent and case folding, stemming and typo tolerance.
package rules

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/locales"
)

// Langs are the languages every topic exists in, English first.
var Langs = []string{"en", "de", "pt"}

// Topic is one rule topic in one language.
type Topic struct {
	Slug         string        `json:"slug"`
	Lang         string        `json:"lang"`
	Title        string        `json:"title"`
	Aliases      []string      `json:"aliases"`
	Pages        Pages         `json:"pages"`
	Related      []string      `json:"related"`
	Body         string        `json:"body"`
	EditionNotes []EditionNote `json:"edition_notes"`
	// File is where the topic was read from ("de/topics/reset-phase.yaml").
	File string `json:"-"`
}

// Pages are the rulebook pages each edition cites for a topic; an empty list
// means that edition gives none.
type Pages struct {
	EN []int `json:"en"`
	DE []int `json:"de"`
	PT []int `json:"pt"`
}

// For returns the pages of one edition.
func (p Pages) For(lang string) []int {
	switch lang {
	case "en":
		return p.EN
	case "de":
		return p.DE
	case "pt":
		return p.PT
	}
	return nil
}

// Empty reports whether no edition cites a page.
func (p Pages) Empty() bool { return len(p.EN)+len(p.DE)+len(p.PT) == 0 }

// EditionNote says how the editions differ on a topic; Ref names the
// difference in rules-facts §12 (D01...).
type EditionNote struct {
	Ref  string `json:"ref"`
	Text string `json:"text"`
}

// Base holds every topic in every language, and the search index over them.
type Base struct {
	topics map[string]map[string]*Topic // lang → slug → topic
	slugs  []string                     // sorted
	idx    *index
}

// Slugs returns every topic slug, sorted.
func (b *Base) Slugs() []string { return slices.Clone(b.slugs) }

// Topic returns the topic slug in lang, or nil.
func (b *Base) Topic(lang, slug string) *Topic {
	return b.topics[langOrEN(lang)][slug]
}

// Topics returns every topic in lang in the rulebook's order (the order of
// rules-facts §14), like a table of contents; topics the rulebook has no
// place for (the glossary, the edition differences, any other) follow,
// sorted by title as a reader of that language expects.
func (b *Base) Topics(lang string) []*Topic {
	m := b.topics[langOrEN(lang)]
	out := make([]*Topic, 0, len(m))
	for _, t := range m {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool {
		ri, rj := rulebookRank(out[i].Slug), rulebookRank(out[j].Slug)
		if ri != rj {
			return ri < rj
		}
		fi, fj := fold(out[i].Title), fold(out[j].Title)
		if fi != fj {
			return fi < fj
		}
		return out[i].Slug < out[j].Slug
	})
	return out
}

// rulebookRank is a topic's place in the rulebook's order; topics the
// rulebook has no place for come after all others.
func rulebookRank(slug string) int {
	if i, ok := contentsRank[slug]; ok {
		return i
	}
	return len(contentsRank)
}

// contents is the rulebook's order of topics (rules-facts §14).
var contents = strings.Fields(`
	components unlimited-items overview general-setup player-setup
	players-turn obtain-glass obtain-products assign-worker commit-contract
	contract-card fund-investment investment-card investment-placement
	create-profession profession-placement profession-card
	reinforce-profession master-apprentice activate-professions
	permanent-abilities influence-points abilities-victory-points
	ability-2a ability-2b ability-2c ability-2d ability-2e
	abilities-professions ability-3a ability-3b
	abilities-contracts-investments ability-4a ability-4b ability-4c ability-4d
	abilities-small-factories ability-5a ability-5b ability-5c ability-5d
	reset-phase reset-trigger french-army replenish-furnaces reset-ability-vp
	empty-small-factories activate-investments supply-small-factories
	small-factory-bonuses fulfill-contracts contract-placement
	end-of-game final-scoring tie-breakers
	solo-mode solo-setup automa-setup solo-difficulty solo-worker-limit
	automa-turn automa-icons automa-supply-step solo-reset-phase
	solo-end-of-game solo-ranks opponent-variant
	scoring-track influence-track forest-track dune-track iconography`)

var contentsRank = func() map[string]int {
	m := make(map[string]int, len(contents))
	for i, s := range contents {
		m[s] = i
	}
	return m
}()

func langOrEN(lang string) string {
	if slices.Contains(Langs, lang) {
		return lang
	}
	return "en"
}

var (
	defaultOnce sync.Once
	defaultBase *Base
	defaultErr  error
)

// Default loads the embedded topics (locales.FS) once and returns them.
func Default() (*Base, error) {
	defaultOnce.Do(func() { defaultBase, defaultErr = Load(locales.FS) })
	return defaultBase, defaultErr
}

// LoadError lists every problem found in the topic files, each naming the
// file and the field.
type LoadError struct{ Problems []string }

func (e *LoadError) Error() string {
	return "rule topics are broken:\n  " + strings.Join(e.Problems, "\n  ")
}

var slugRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// rawTopic mirrors the file format with pointers, so a missing field can be
// told apart from an empty one.
type rawTopic struct {
	Slug         *string    `yaml:"slug"`
	Title        *string    `yaml:"title"`
	Aliases      *[]string  `yaml:"aliases"`
	Pages        *rawPages  `yaml:"pages"`
	Related      *[]string  `yaml:"related"`
	Body         *string    `yaml:"body"`
	EditionNotes *[]rawNote `yaml:"edition_notes"`
}

type rawPages struct {
	EN *[]int `yaml:"en"`
	DE *[]int `yaml:"de"`
	PT *[]int `yaml:"pt"`
}

type rawNote struct {
	Ref  *string `yaml:"ref"`
	Text *string `yaml:"text"`
}

// Load reads <lang>/topics/*.yaml for en, de and pt from fsys, checks them
// and builds the search index. The error lists every problem found, each
// naming the file and the field.
func Load(fsys fs.FS) (*Base, error) {
	b := &Base{topics: map[string]map[string]*Topic{}}
	var probs []string
	add := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	for _, lang := range Langs {
		b.topics[lang] = map[string]*Topic{}
		files, err := fs.Glob(fsys, lang+"/topics/*.yaml")
		if err != nil {
			return nil, err
		}
		if len(files) == 0 {
			add("%s/topics: no topic files", lang)
		}
		sort.Strings(files)
		for _, f := range files {
			t, fileProbs := readTopic(fsys, f, lang)
			probs = append(probs, fileProbs...)
			if t != nil {
				b.topics[lang][t.Slug] = t
			}
		}
	}
	if len(probs) == 0 {
		probs = append(probs, b.crossCheck()...)
	}
	if len(probs) > 0 {
		return nil, &LoadError{Problems: probs}
	}
	for slug := range b.topics["en"] {
		b.slugs = append(b.slugs, slug)
	}
	sort.Strings(b.slugs)
	b.idx = buildIndex(b)
	return b, nil
}

// readTopic decodes and checks one file on its own. It returns the topic
// when the file could be read at all, so the cross-language checks can name
// more problems in one run.
func readTopic(fsys fs.FS, file, lang string) (*Topic, []string) {
	var probs []string
	add := func(format string, args ...any) {
		probs = append(probs, file+": "+fmt.Sprintf(format, args...))
	}
	buf, err := fs.ReadFile(fsys, file)
	if err != nil {
		add("%v", err)
		return nil, probs
	}
	var raw rawTopic
	dec := yaml.NewDecoder(bytes.NewReader(buf))
	dec.KnownFields(true)
	if err := dec.Decode(&raw); err != nil {
		if errors.Is(err, io.EOF) {
			add("the file is empty")
		} else {
			add("%s", strings.TrimPrefix(err.Error(), "yaml: "))
		}
		return nil, probs
	}
	name := strings.TrimSuffix(path.Base(file), ".yaml")
	t := &Topic{Lang: lang, File: file}
	missing := func(field string) { add("field %q is missing", field) }

	switch {
	case raw.Slug == nil:
		missing("slug")
	case *raw.Slug != name:
		add("field \"slug\" is %q but the file name says %q", *raw.Slug, name)
	}
	t.Slug = name
	if !slugRE.MatchString(name) {
		add("the file name %q is not a slug (a-z, 0-9 and single dashes)", name)
	}

	if raw.Title == nil || strings.TrimSpace(*raw.Title) == "" {
		missing("title")
	} else {
		t.Title = strings.TrimSpace(*raw.Title)
		if strings.Contains(t.Title, "\n") {
			add("field \"title\" must be one line")
		}
	}
	if raw.Body == nil || strings.TrimSpace(*raw.Body) == "" {
		missing("body")
	} else {
		t.Body = strings.TrimSpace(*raw.Body)
	}

	if raw.Aliases == nil {
		missing("aliases")
	} else {
		for i, a := range *raw.Aliases {
			if strings.TrimSpace(a) == "" {
				add("aliases[%d] is empty", i)
				continue
			}
			t.Aliases = append(t.Aliases, strings.TrimSpace(a))
		}
	}

	if raw.Pages == nil {
		missing("pages")
	} else {
		for _, e := range []struct {
			lang string
			src  *[]int
			dst  *[]int
		}{{"en", raw.Pages.EN, &t.Pages.EN}, {"de", raw.Pages.DE, &t.Pages.DE}, {"pt", raw.Pages.PT, &t.Pages.PT}} {
			if e.src == nil {
				missing("pages." + e.lang)
				continue
			}
			for _, p := range *e.src {
				if p < 1 {
					add("pages.%s: %d is not a page number", e.lang, p)
				}
			}
			*e.dst = append([]int{}, *e.src...)
		}
	}

	if raw.Related == nil {
		missing("related")
	} else {
		seen := map[string]bool{}
		for i, r := range *raw.Related {
			switch {
			case r == name:
				add("related[%d]: a topic cannot be related to itself", i)
			case seen[r]:
				add("related[%d]: %q is listed twice", i, r)
			default:
				t.Related = append(t.Related, r)
			}
			seen[r] = true
		}
	}

	if raw.EditionNotes == nil {
		missing("edition_notes")
	} else {
		seen := map[string]bool{}
		for i, n := range *raw.EditionNotes {
			ref, text := "", ""
			if n.Ref == nil || strings.TrimSpace(*n.Ref) == "" {
				add("edition_notes[%d]: field \"ref\" is missing", i)
			} else {
				ref = strings.TrimSpace(*n.Ref)
			}
			if n.Text == nil || strings.TrimSpace(*n.Text) == "" {
				add("edition_notes[%d]: field \"text\" is missing", i)
			} else {
				text = strings.TrimSpace(*n.Text)
			}
			if ref != "" && seen[ref] {
				add("edition_notes[%d]: ref %s is listed twice", i, ref)
			}
			seen[ref] = true
			t.EditionNotes = append(t.EditionNotes, EditionNote{Ref: ref, Text: text})
		}
	}
	if t.Aliases == nil {
		t.Aliases = []string{}
	}
	if t.Related == nil {
		t.Related = []string{}
	}
	if t.EditionNotes == nil {
		t.EditionNotes = []EditionNote{}
	}
	for _, p := range []*[]int{&t.Pages.EN, &t.Pages.DE, &t.Pages.PT} {
		if *p == nil {
			*p = []int{}
		}
	}
	return t, probs
}

// crossCheck compares the three languages: the same slugs, related slugs
// that exist, and the same pages and edition-note refs.
func (b *Base) crossCheck() []string {
	var probs []string
	all := map[string]bool{}
	for _, lang := range Langs {
		for slug := range b.topics[lang] {
			all[slug] = true
		}
	}
	slugs := make([]string, 0, len(all))
	for s := range all {
		slugs = append(slugs, s)
	}
	sort.Strings(slugs)
	for _, slug := range slugs {
		var have *Topic
		for _, lang := range Langs {
			if t := b.topics[lang][slug]; t != nil && have == nil {
				have = t
			}
		}
		for _, lang := range Langs {
			t := b.topics[lang][slug]
			if t == nil {
				probs = append(probs, fmt.Sprintf("%s/topics/%s.yaml: topic %q is missing in %s (it exists in %s)", lang, slug, slug, lang, have.File))
				continue
			}
			for i, r := range t.Related {
				if !all[r] {
					probs = append(probs, fmt.Sprintf("%s: related[%d]: there is no topic %q", t.File, i, r))
				}
			}
			if t == have {
				continue
			}
			for _, ed := range Langs {
				if !slices.Equal(t.Pages.For(ed), have.Pages.For(ed)) {
					probs = append(probs, fmt.Sprintf("%s: pages.%s is %v but %s says %v", t.File, ed, t.Pages.For(ed), have.File, have.Pages.For(ed)))
				}
			}
			if got, want := noteRefs(t), noteRefs(have); !slices.Equal(got, want) {
				probs = append(probs, fmt.Sprintf("%s: edition_notes refs are %v but %s has %v", t.File, got, have.File, want))
			}
		}
	}
	return probs
}

func noteRefs(t *Topic) []string {
	refs := make([]string, 0, len(t.EditionNotes))
	for _, n := range t.EditionNotes {
		refs = append(refs, n.Ref)
	}
	sort.Strings(refs)
	return refs
}
