package rules

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
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
//
// A query word (or words) listed under a synonym also searches for the
// edition's words; every word of an edition's side must occur in that
// language's topics, so a list cannot point at nothing.
type searchWords struct {
	stop     []string // folded, sorted; stop and question words
	synonyms []synonym
}

// synonym: the players' words (folded, one space between words) stand for
// the edition's words To.
type synonym struct {
	From, To string
	Lang     uint8
}

type rawSearchWords struct {
	StopWords     []string            `yaml:"stop_words"`
	QuestionWords []string            `yaml:"question_words"`
	Synonyms      map[string][]string `yaml:"synonyms"`
}

// readSearchWords reads lang/search.yaml. The file is optional (the test
// fixtures have none); a broken one is a problem naming the file.
func readSearchWords(fsys fs.FS, lang string) (searchWords, []string) {
	file := lang + "/search.yaml"
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
		}
	}
	sort.Strings(out.stop)
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
		}
	}
	sort.Slice(out.synonyms, func(i, j int) bool { return out.synonyms[i].From < out.synonyms[j].From })
	return out, probs
}

// maxPhrase is the most words a synonym's players' side may have.
const maxPhrase = 4
