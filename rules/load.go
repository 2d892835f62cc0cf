package rules

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

// LoadError lists every problem found in the topic files, each naming the
// file and the field.
type LoadError struct{ Problems []string }

func (e *LoadError) Error() string {
	return "rule topics are broken:\n  " + strings.Join(e.Problems, "\n  ")
}

// isSlug: a-z and 0-9 in groups joined by single dashes.
func isSlug(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' || strings.Contains(s, "--") {
		return false
	}
	for _, c := range []byte(s) {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

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

// Load reads Stephens' topics and search words from fsys (the locales
// directory); see LoadGame.
func Load(fsys fs.FS) (*Base, error) { return LoadGame(fsys, Stephens) }

// LoadGame reads the topics of game g (<lang>/topics/*.yaml for Stephens,
// <lang>/<game>/topics/*.yaml for another) and its search words for en, de
// and pt from fsys, checks them and builds the search index. The error
// lists every problem found, each naming the file and the field.
func LoadGame(fsys fs.FS, g Game) (*Base, error) {
	bk := g.book()
	byLang := map[string]map[string]*Topic{}
	var probs []string
	add := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	for _, lang := range Langs {
		byLang[lang] = map[string]*Topic{}
		files, err := fs.Glob(fsys, lang+"/"+bk.topics+"/*.yaml")
		if err != nil {
			return nil, err
		}
		if len(files) == 0 {
			add("%s/%s: no topic files", lang, bk.topics)
		}
		sort.Strings(files)
		for _, f := range files {
			t, fileProbs := readTopic(fsys, f, lang)
			probs = append(probs, fileProbs...)
			if t != nil {
				byLang[lang][t.Slug] = t
			}
		}
	}
	if len(probs) == 0 {
		probs = append(probs, crossCheck(byLang, bk.topics)...)
	}
	var vocab [3]searchWords
	for li, lang := range Langs {
		v, vprobs := readGameWords(fsys, lang, g)
		vocab[li] = v
		probs = append(probs, vprobs...)
	}
	if len(probs) > 0 {
		return nil, &LoadError{Problems: probs}
	}
	b := &Base{game: g}
	for slug := range byLang["en"] {
		b.slugs = append(b.slugs, slug)
	}
	sort.Strings(b.slugs)
	for li, lang := range Langs {
		b.topics[li] = make([]Topic, len(b.slugs))
		for d, slug := range b.slugs {
			b.topics[li][d] = *byLang[lang][slug]
		}
	}
	ix, vprobs := buildIndex(b, vocab)
	if len(vprobs) > 0 {
		return nil, &LoadError{Problems: vprobs}
	}
	b.ix = ix
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
	if !isSlug(name) {
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
// that exist, and the same pages and edition-note refs. dir is the topics'
// folder under <lang>/.
func crossCheck(topics map[string]map[string]*Topic, dir string) []string {
	var probs []string
	all := map[string]bool{}
	for _, lang := range Langs {
		for slug := range topics[lang] {
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
			if t := topics[lang][slug]; t != nil && have == nil {
				have = t
			}
		}
		for _, lang := range Langs {
			t := topics[lang][slug]
			if t == nil {
				probs = append(probs, fmt.Sprintf("%s/%s/%s.yaml: topic %q is missing in %s (it exists in %s)", lang, dir, slug, slug, lang, have.File))
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
