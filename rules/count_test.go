package rules

import (
	"slices"
	"testing"
	"testing/fstest"
)

// The words after a number, up to three (stop words left out), in its
// clause only.
func TestCountedWords(t *testing.T) {
	stop := map[string]bool{"and": true, "of": true, "the": true, "in": true}
	for text, want := range map[string][]string{
		"39 contract cards and 32 investment cards.":      {"contract", "cards", "investment", "cards"},
		"23 blue profession cards (46), plus more cards":  {"blue", "profession", "cards"},
		"Take 4 of the translucent cubes in each furnace": {"translucent", "cubes", "each"},
		"no number here":                   nil,
		"Move 5. Then refill the furnaces": nil,
	} {
		if got := countedWords(text, stop); !slices.Equal(got, want) {
			t.Errorf("countedWords(%q) = %q, want %q", text, got, want)
		}
	}
}

// A count question ranks the topic that counts what is asked higher than
// the same question without a count word does: reset-trigger has "4
// furnaces", reset-phase only names them.
func TestCountQuestion(t *testing.T) {
	score := func(countWords string) map[string]float64 {
		m := fixtureFS(t)
		edit(t, m, "en/topics/reset-trigger.yaml", "four furnaces", "4 furnaces")
		m["en/search.yaml"] = &fstest.MapFile{Data: []byte("question_words: [how, many]\n" + countWords)}
		b, err := Load(m)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]float64{}
		for _, r := range b.Search("en", "how many furnaces") {
			out[r.Slug] = r.Score
		}
		return out
	}
	plain, count := score(""), score("count_words: [how many]\n")
	if count["reset-trigger"] <= plain["reset-trigger"] {
		t.Errorf("reset-trigger scores %v as a count question, %v without", count["reset-trigger"], plain["reset-trigger"])
	}
	if count["reset-phase"] != plain["reset-phase"] {
		t.Errorf("reset-phase, which counts no furnaces, scores %v as a count question, %v without", count["reset-phase"], plain["reset-phase"])
	}
}

// Portuguese plurals in -ões and -ães share the stem of their -ão
// singular, typed with or without accents; -ções is the stemmer's own.
func TestPortugueseSingular(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"profissões", "profissão"}, {"profissoes", "profissao"}, {"profissoes", "profissão"},
		{"renovações", "renovação"}, {"renovacoes", "renovacao"}, {"alemães", "alemão"},
	} {
		if sa, sb := stem(2, fold(c.a)), stem(2, fold(c.b)); sa != sb {
			t.Errorf("stems of %q and %q: %q, %q", c.a, c.b, sa, sb)
		}
	}
	if got := ptSingular("ações"); got != "ações" {
		t.Errorf("ptSingular(ações) = %q, want it left to the stemmer", got)
	}
}

// A players' word standing for several edition words makes a slot for
// each of them but its stop words, and they count as one word together.
func TestPhraseSynonymSlots(t *testing.T) {
	m := fixtureFS(t)
	m["en/search.yaml"] = &fstest.MapFile{Data: []byte("stop_words: [of, the]\nsynonyms:\n  steps of the reset: [procedure]\n")}
	b, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	w := &query{}
	w.parse("procedure army")
	w.plan(b.ix, string(w.buf), 0)
	var got []string
	var shares []float32
	for _, s := range w.slots[:w.nslots] {
		if s.optional {
			continue // the players' word itself
		}
		got = append(got, b.ix.terms[w.cands[s.lo].term])
		shares = append(shares, s.share)
	}
	if want := []string{"w:steps", "w:reset", "w:army"}; !slices.Equal(got, want) {
		t.Errorf("slots %q, want %q", got, want)
	}
	if want := []float32{0.5, 0.5, 1}; !slices.Equal(shares, want) {
		t.Errorf("shares %v, want %v", shares, want)
	}
}

// A typo is never taken for a stop word: "whan" is not "when" (which
// reset-phase has), so only the army is found.
func TestFuzzySkipsStopWords(t *testing.T) {
	m := fixtureFS(t)
	m["en/search.yaml"] = &fstest.MapFile{Data: []byte("question_words: [when]\n")}
	b, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range b.Search("en", "whan army") {
		if r.Slug != "french-army" {
			t.Errorf("Search(whan army) = %+v, want only french-army", b.Search("en", "whan army"))
			break
		}
	}
}
