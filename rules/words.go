package rules

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

// searchWords are the words a language's players use that the search treats
// specially, from locales/<lang>/search.yaml:
//
//	stop_words: [the, of, ...]       # say nothing about the topic
//	question_words: [how, when, ...] # how a question starts; dropped too
//	synonyms:                        # the edition's words: the players' words
//	  cubes: [dice, blocks]
//	  start player: [first player, who starts]
//	chapters:                        # words every topic of a chapter answers to
//	  solo-mode: [solo]
//	count_words: [how many, ...]     # a question asking for a number
//
// A query word (or words) listed under a synonym also searches for the
// edition's words; every word of an edition's side must occur in that
// language's topics, so a list cannot point at nothing.
type searchWords struct {
	stop     []string // folded, sorted; stop and question words
	synonyms []synonym
	chapters map[string][]string // chapter head: its words, folded
	count    []string            // folded: the words that ask for a number
}

// synonym: the players' words (folded, one space between words) stand for
// the edition's words To.
type synonym struct {
	From, To string
	Lang     uint8
	Own      bool // From is a stop word too ("die"): only for its own language
}

type rawSearchWords struct {
	StopWords     []string            `yaml:"stop_words"`
	QuestionWords []string            `yaml:"question_words"`
	Synonyms      map[string][]string `yaml:"synonyms"`
	Chapters      map[string][]string `yaml:"chapters"`
	CountWords    []string            `yaml:"count_words"`
}

// readGameWords reads the search words of game g in lang: Stephens' are
// lang/search.yaml; another game's are its own file (lang/<game>/search.yaml:
// its synonyms and chapters) with the language's stop, question and count
// words added.
func readGameWords(fsys fs.FS, lang string, g Game) (searchWords, []string) {
	bk := g.book()
	own, probs := readSearchWords(fsys, lang, lang+"/"+bk.words, bk.heads)
	if bk == &stephensBook {
		return own, probs
	}
	base, bprobs := readSearchWords(fsys, lang, lang+"/"+stephensBook.words, stephensBook.heads)
	probs = append(probs, bprobs...)
	own.stop = append(own.stop, base.stop...)
	sort.Strings(own.stop)
	own.stop = slices.Compact(own.stop)
	own.count = append(own.count, base.count...)
	return own, probs
}

// readSearchWords reads one search words file of lang; heads are the
// chapters its game has. The file is optional (the test fixtures have
// none); a broken one is a problem naming the file.
func readSearchWords(fsys fs.FS, lang, file string, heads []string) (searchWords, []string) {
	var out searchWords
	buf, err := fs.ReadFile(fsys, file)
	if errors.Is(err, fs.ErrNotExist) {
		return out, nil
	}
	if err != nil {
		return out, []string{file + ": " + err.Error()}
	}
	var raw rawSearchWords
	dec := yaml.NewDecoder(bytes.NewReader(buf))
	dec.KnownFields(true)
	if err := dec.Decode(&raw); err != nil {
		msg := strings.TrimPrefix(strings.TrimPrefix(err.Error(), "yaml: "), "unmarshal errors:\n  ")
		return out, []string{file + ": " + msg}
	}
	var probs []string
	add := func(format string, args ...any) { probs = append(probs, file+": "+fmt.Sprintf(format, args...)) }
	for _, list := range [][]string{raw.StopWords, raw.QuestionWords} {
		for _, w := range list {
			f := normText(w)
			if f == "" || strings.Contains(f, " ") {
				add("%q is not one word of two letters or more (shorter ones are never searched)", w)
				continue
			}
			out.stop = append(out.stop, f)
			if v, ok := umlautSpelled(w); ok {
				out.stop = append(out.stop, v)
			}
		}
	}
	sort.Strings(out.stop)
	out.stop = slices.Compact(out.stop)
	seen := map[string]string{}
	li := uint8(langIndex(lang))
	for to, froms := range raw.Synonyms {
		nt := normText(to)
		if nt == "" {
			add("synonyms: an empty edition word")
			continue
		}
		if len(froms) == 0 {
			add("synonyms: %q lists no words", to)
		}
		for _, from := range froms {
			nf := normText(from)
			switch {
			case nf == "":
				add("synonyms: %q: an empty word", to)
				continue
			case seen[nf] == to:
				continue // the same word with and without accents
			case seen[nf] != "":
				add("synonyms: %q is listed under %q and %q", from, seen[nf], to)
				continue
			case strings.Count(nf, " ") >= maxPhrase:
				add("synonyms: %q has more than %d words", from, maxPhrase)
				continue
			}
			seen[nf] = to
			out.synonyms = append(out.synonyms, synonym{From: nf, To: nt, Lang: li})
			// the same words typed with ae, oe and ue for ä, ö and ü
			if v, ok := umlautSpelled(from); ok && seen[v] == "" {
				seen[v] = to
				out.synonyms = append(out.synonyms, synonym{From: v, To: nt, Lang: li})
			}
		}
	}
	sort.Slice(out.synonyms, func(i, j int) bool { return out.synonyms[i].From < out.synonyms[j].From })
	for _, w := range raw.CountWords {
		f := normText(w)
		if f == "" || strings.Count(f, " ") >= maxPhrase {
			add("count_words: %q is not one to %d words", w, maxPhrase)
			continue
		}
		out.count = append(out.count, f)
	}
	out.chapters = map[string][]string{}
	for head, ws := range raw.Chapters {
		if !slices.Contains(heads, head) {
			add("chapters: %q is not a topic that opens a chapter (%s)", head, strings.Join(heads, ", "))
			continue
		}
		for _, w := range ws {
			f := words(fold(w))
			if len(f) == 0 {
				add("chapters: %s: an empty word", head)
			}
			out.chapters[head] = append(out.chapters[head], f...)
		}
	}
	return out, probs
}

// umlautSpelled is w as typed without umlaut keys, ä, ö and ü written ae,
// oe and ue, in match form ("zählen" gives "zaehlen"); ok is false when w
// has no umlaut.
func umlautSpelled(w string) (string, bool) {
	r := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue")
	v := r.Replace(w)
	if v == w {
		return "", false
	}
	return normText(v), true
}

// maxPhrase is the most words a synonym's players' side may have.
const maxPhrase = 4
