package rules

import (
	"errors"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// fixtureFS copies the fixture topics (testdata/topics) into memory, so a
// test can break one file and see what the loader says.
func fixtureFS(t *testing.T) fstest.MapFS {
	t.Helper()
	src := os.DirFS("testdata/topics")
	m := fstest.MapFS{}
	err := fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		buf, err := fs.ReadFile(src, p)
		if err != nil {
			return err
		}
		m[p] = &fstest.MapFile{Data: buf}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func fixtureBase(t *testing.T) *Base {
	t.Helper()
	b, err := Load(fixtureFS(t))
	if err != nil {
		t.Fatalf("fixtures do not load: %v", err)
	}
	return b
}

// edit replaces old by new in one fixture file; the test fails when old is
// not there, so a fixture change cannot silently make a case pass.
func edit(t *testing.T, m fstest.MapFS, file, old, new string) {
	t.Helper()
	f := m[file]
	if f == nil || !strings.Contains(string(f.Data), old) {
		t.Fatalf("%s does not contain %q", file, old)
	}
	m[file] = &fstest.MapFile{Data: []byte(strings.Replace(string(f.Data), old, new, 1))}
}

func TestLoadFixtures(t *testing.T) {
	b := fixtureBase(t)
	if got := strings.Join(b.Slugs(), ","); got != "french-army,reset-phase,reset-trigger,tie-breakers" {
		t.Errorf("slugs = %s", got)
	}
	tp := b.Topic("de", "reset-phase")
	if tp == nil || tp.Title != "Ruhephase" || tp.Lang != "de" || tp.File != "de/topics/reset-phase.yaml" {
		t.Fatalf("de reset-phase = %+v", tp)
	}
	if len(tp.EditionNotes) != 1 || tp.EditionNotes[0].Ref != "D99" || !strings.HasPrefix(tp.EditionNotes[0].Text, "Testhinweis") {
		t.Errorf("edition notes = %+v", tp.EditionNotes)
	}
	if tp.Pages.For("de")[0] != 15 || len(b.Topic("en", "french-army").Pages.EN) != 0 {
		t.Errorf("pages = %+v", tp.Pages)
	}
	// Lists in the rulebook's order (rules-facts §14).
	var slugs []string
	for _, x := range b.Topics("pt") {
		slugs = append(slugs, x.Slug)
	}
	if strings.Join(slugs, " ") != "reset-phase reset-trigger french-army tie-breakers" {
		t.Errorf("pt order = %v", slugs)
	}
}

// Each broken file yields an error naming the file and the field.
func TestLoadValidation(t *testing.T) {
	cases := []struct {
		name   string
		break_ func(m fstest.MapFS)
		want   []string
	}{
		{"missing title", func(m fstest.MapFS) {
			edit(t, m, "de/topics/french-army.yaml", "title: Die Französische Armee rückt vor\n", "")
		}, []string{`de/topics/french-army.yaml: field "title" is missing`}},
		{"missing body", func(m fstest.MapFS) {
			edit(t, m, "pt/topics/tie-breakers.yaml", "body: |", "bodi: |")
		}, []string{"pt/topics/tie-breakers.yaml: ", `field bodi not found`}},
		{"missing edition_notes", func(m fstest.MapFS) {
			edit(t, m, "en/topics/french-army.yaml", "edition_notes: []\n", "")
		}, []string{`en/topics/french-army.yaml: field "edition_notes" is missing`}},
		{"missing page list", func(m fstest.MapFS) {
			edit(t, m, "en/topics/tie-breakers.yaml", "  pt: [20]\n", "")
		}, []string{`en/topics/tie-breakers.yaml: field "pages.pt" is missing`}},
		{"slug differs from file name", func(m fstest.MapFS) {
			edit(t, m, "pt/topics/reset-trigger.yaml", "slug: reset-trigger", "slug: reset-start")
		}, []string{`pt/topics/reset-trigger.yaml: field "slug" is "reset-start" but the file name says "reset-trigger"`}},
		{"bad related slug", func(m fstest.MapFS) {
			edit(t, m, "de/topics/reset-phase.yaml", "related: [reset-trigger, french-army]", "related: [reset-trigger, french-armee]")
		}, []string{`de/topics/reset-phase.yaml: related[1]: there is no topic "french-armee"`}},
		{"related to itself", func(m fstest.MapFS) {
			edit(t, m, "en/topics/reset-trigger.yaml", "related: [reset-phase]", "related: [reset-phase, reset-trigger]")
		}, []string{`en/topics/reset-trigger.yaml: related[1]: a topic cannot be related to itself`}},
		{"mismatched pages", func(m fstest.MapFS) {
			edit(t, m, "pt/topics/reset-phase.yaml", "  de: [15]", "  de: [16]")
		}, []string{`pt/topics/reset-phase.yaml: pages.de is [16] but en/topics/reset-phase.yaml says [15]`}},
		{"mismatched edition-note refs", func(m fstest.MapFS) {
			edit(t, m, "de/topics/reset-phase.yaml", "ref: D99", "ref: D98")
		}, []string{`de/topics/reset-phase.yaml: edition_notes refs are [D98] but en/topics/reset-phase.yaml has [D99]`}},
		{"note without text", func(m fstest.MapFS) {
			edit(t, m, "en/topics/reset-phase.yaml", "    text: |\n      Fixture note: the editions order the last two steps differently.\n", "")
		}, []string{`en/topics/reset-phase.yaml: edition_notes[0]: field "text" is missing`}},
		{"topic missing in one language", func(m fstest.MapFS) {
			delete(m, "pt/topics/french-army.yaml")
			edit(t, m, "pt/topics/reset-phase.yaml", "related: [reset-trigger, french-army]", "related: [reset-trigger]")
			edit(t, m, "pt/topics/tie-breakers.yaml", "related: [french-army]", "related: [reset-phase]")
		}, []string{`pt/topics/french-army.yaml: topic "french-army" is missing in pt (it exists in en/topics/french-army.yaml)`}},
		{"broken YAML", func(m fstest.MapFS) {
			edit(t, m, "en/topics/reset-trigger.yaml", "aliases: [trigger, empty furnaces]", "aliases: [trigger, empty furnaces")
		}, []string{"en/topics/reset-trigger.yaml: "}},
		{"no topics at all", func(m fstest.MapFS) {
			for k := range m {
				if strings.HasPrefix(k, "de/") {
					delete(m, k)
				}
			}
		}, []string{"de/topics: no topic files"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := fixtureFS(t)
			c.break_(m)
			b, err := Load(m)
			if err == nil {
				t.Fatalf("loaded without error: %v", b.Slugs())
			}
			var le *LoadError
			if !errors.As(err, &le) {
				t.Fatalf("error %T %v, want *LoadError", err, err)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error\n%v\ndoes not contain %q", err, w)
				}
			}
		})
	}
}

func TestLookup(t *testing.T) {
	b := fixtureBase(t)
	cases := []struct{ lang, key, slug, title string }{
		{"en", "reset-phase", "reset-phase", "Reset phase"},
		{"de", "RESET-PHASE", "reset-phase", "Ruhephase"},
		{"en", "Ruhephase", "reset-phase", "Reset phase"},                              // title in another language
		{"pt", "reset phase", "reset-phase", "Fase de renovação"},                      // title with space, or slug with a space
		{"en", "avancar o exercito frances", "french-army", "Advance the French army"}, // accents folded
		{"de", "napoleao", "french-army", "Die Französische Armee rückt vor"},          // alias, pt, folded
		{"en", "Endwertung: Gleichstand", "tie-breakers", "Final Scoring (tie)"},
	}
	for _, c := range cases {
		tp, ok := b.Lookup(c.lang, c.key)
		if !ok || tp.Slug != c.slug || tp.Title != c.title {
			t.Errorf("Lookup(%s, %q) = %+v, %v; want %s %q", c.lang, c.key, tp, ok, c.slug, c.title)
		}
	}
	// "reset" is an alias of one topic only in the fixtures: found.
	if tp, ok := b.Lookup("en", "reset"); !ok || tp.Slug != "reset-phase" {
		t.Errorf("Lookup reset = %v %v", tp, ok)
	}
	for _, key := range []string{"", "reset-phse", "furnace", "   "} {
		if tp, ok := b.Lookup("en", key); ok {
			t.Errorf("Lookup(%q) found %s", key, tp.Slug)
		}
	}
}

func TestSuggest(t *testing.T) {
	b := fixtureBase(t)
	if got := b.Suggest("en", "reset-phse", 3); len(got) == 0 || got[0] != "reset-phase" {
		t.Errorf("Suggest reset-phse = %v", got)
	}
	if got := b.Suggest("en", "armee", 3); len(got) == 0 || got[0] != "french-army" {
		t.Errorf("Suggest armee = %v", got)
	}
	if got := b.Suggest("en", "qqqqqq", 3); len(got) != 0 {
		t.Errorf("Suggest nonsense = %v", got)
	}
}

func TestSearchFixtures(t *testing.T) {
	b := fixtureBase(t)
	cases := []struct{ lang, q, first, title string }{
		{"en", "Ruhephase", "reset-phase", "Reset phase"},
		{"pt", "exército francês", "french-army", "Avançar o exército francês"},
		{"pt", "exercito frances", "french-army", "Avançar o exército francês"},
		{"en", "tiebrake", "tie-breakers", "Final Scoring (tie)"},
		{"en", "tiebreak", "tie-breakers", "Final Scoring (tie)"},
		{"de", "Armeemarker", "french-army", "Die Französische Armee rückt vor"},
		{"de", "Schmelzoefen", "reset-trigger", "Ruhephase auslösen"},
		{"en", "trigger reset", "reset-trigger", "Trigger a reset phase"},
		{"en", "rese", "reset-phase", "Reset phase"}, // a prefix, as typed so far
		{"pt", "empates", "tie-breakers", "Pontuação Final: empate"},
	}
	for _, c := range cases {
		rs := b.Search(c.lang, c.q)
		if len(rs) == 0 || rs[0].Slug != c.first || rs[0].Title != c.title {
			t.Errorf("Search(%s, %q) = %+v; want %s %q first", c.lang, c.q, rs, c.first, c.title)
		}
		for i := 1; i < len(rs); i++ {
			if rs[i].Score > rs[i-1].Score {
				t.Errorf("Search(%s, %q) not best first: %+v", c.lang, c.q, rs)
			}
		}
	}
	for _, q := range []string{"", "xyzzy", "!!", "zz"} {
		if rs := b.Search("en", q); len(rs) != 0 {
			t.Errorf("Search(%q) = %+v, want nothing", q, rs)
		}
	}
}

func TestRank(t *testing.T) {
	b := fixtureBase(t)
	if got := b.Rank("en", ""); len(got) != 4 || got[0] != "reset-phase" {
		t.Errorf("Rank empty = %v", got)
	}
	if got := b.Rank("en", "ruhephase"); len(got) == 0 || got[0] != "reset-phase" || slices.Contains(got, "tie-breakers") {
		t.Errorf("Rank ruhephase = %v", got)
	}
	if got := b.Rank("en", "tr"); !slices.Equal(got, []string{"reset-trigger"}) {
		t.Errorf("Rank tr = %v", got)
	}
	if got := b.Rank("en", "xyzzy"); len(got) != 0 {
		t.Errorf("Rank xyzzy = %v", got)
	}
}

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"Exército Francês": "exercito frances",
		"Schmelzöfen":      "schmelzofen",
		"Straße":           "strasse",
		"RENOVAÇÃO":        "renovacao",
	} {
		if got := fold(in); got != want {
			t.Errorf("fold(%q) = %q, want %q", in, got, want)
		}
	}
}

// German players without umlaut keys type ae, oe and ue: the stop words
// and the players' words of search.yaml are known in that spelling too.
func TestSearchWordsUmlautSpelling(t *testing.T) {
	m := fixtureFS(t)
	m["de/search.yaml"] = &fstest.MapFile{Data: []byte("stop_words: [für, rückt]\nsynonyms:\n  armee: [Soldatenzüge]\n")}
	b, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"Soldatenzüge", "soldatenzuege", "Soldatenzuege fuer"} {
		if rs := b.Search("de", q); len(rs) == 0 || rs[0].Slug != "french-army" {
			t.Errorf("Search(%q) = %+v, want french-army first", q, rs)
		}
	}
	// "ruecktvor" is no word; "rueckt" alone is a stop word and finds nothing
	// beside a word that does
	if rs := b.Search("de", "rueckt tiebreak"); len(rs) == 0 || rs[0].Slug != "tie-breakers" || len(rs) > 1 {
		t.Errorf("Search(rueckt tiebreak) = %+v, want tie-breakers alone", rs)
	}
}

// A players' word that is a stop word of another language stands for the
// edition's word only in its own language: "die" is dice in English and an
// article in German.
func TestSearchWordsOwnLanguage(t *testing.T) {
	m := fixtureFS(t)
	m["en/search.yaml"] = &fstest.MapFile{Data: []byte("synonyms:\n  army: [die]\n")}
	m["de/search.yaml"] = &fstest.MapFile{Data: []byte("stop_words: [die]\n")}
	b, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	if rs := b.Search("en", "die tiebreak"); len(rs) == 0 || rs[0].Slug != "french-army" && rs[1].Slug != "french-army" {
		t.Errorf("en: Search(die tiebreak) = %+v, want french-army among the first two", rs)
	}
	for _, r := range b.Search("de", "die tiebreak") {
		if r.Slug == "french-army" {
			t.Errorf("de: Search(die tiebreak) = %+v, want no french-army", b.Search("de", "die tiebreak"))
		}
	}
}

// A chapter's words find every topic of the chapter alike (french-army,
// reset-trigger and reset-phase open the reset phase chapter; tie-breakers
// is in the next one).
func TestSearchWordsChapters(t *testing.T) {
	m := fixtureFS(t)
	m["en/search.yaml"] = &fstest.MapFile{Data: []byte("chapters:\n  reset-phase: [interlude]\n")}
	b, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range b.Search("en", "interlude") {
		got = append(got, r.Slug)
	}
	slices.Sort(got)
	if want := []string{"french-army", "reset-phase", "reset-trigger"}; !slices.Equal(got, want) {
		t.Errorf("Search(interlude) = %v, want %v", got, want)
	}
	if rs := b.Search("en", "interlude army"); len(rs) == 0 || rs[0].Slug != "french-army" {
		t.Errorf("Search(interlude army) = %+v, want french-army first", rs)
	}
}

// search.yaml: stop words are skipped, the players' words find the
// edition's, and a broken list is refused naming the file.
func TestSearchWordsFile(t *testing.T) {
	m := fixtureFS(t)
	m["en/search.yaml"] = &fstest.MapFile{Data: []byte("stop_words: [the]\nquestion_words: [when]\nsynonyms:\n  army: [soldiers, bonaparte troops]\n")}
	b, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"soldiers", "when do the bonaparte troops march"} {
		if rs := b.Search("en", q); len(rs) == 0 || rs[0].Slug != "french-army" {
			t.Errorf("Search(%q) = %+v, want french-army first", q, rs)
		}
	}
	if rs := b.Search("en", "the"); len(rs) == 0 {
		t.Error("a query of stop words only finds nothing")
	}
	for _, c := range []struct{ file, want string }{
		{"chapters:\n  french-army: [march]\n", `en/search.yaml: chapters: "french-army" is not a topic that opens a chapter`},
		{"chapters:\n  reset-phase: [\"!\"]\n", `en/search.yaml: chapters: reset-phase: an empty word`},
		{"synonyms:\n  dragon: [wyrm]\n", `en/search.yaml: synonyms: "dragon" does not occur in any en topic`},
		{"synonyms:\n  army: [troops]\n  reset: [troops]\n", `en/search.yaml: synonyms: "troops" is listed under`},
		{"stop_words: [the end]\n", `en/search.yaml: "the end" is not one word`},
		{"stopwords: [the]\n", `en/search.yaml: line 1: field stopwords not found`},
		{"synonyms:\n  army: []\n", `en/search.yaml: synonyms: "army" lists no words`},
		{"count_words: [\"?\"]\n", `en/search.yaml: count_words: "?" is not one to 4 words`},
		{"count_words: [how very many more cards]\n", `en/search.yaml: count_words: "how very many more cards" is not one to 4 words`},
	} {
		m := fixtureFS(t)
		m["en/search.yaml"] = &fstest.MapFile{Data: []byte(c.file)}
		_, err := Load(m)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.file, err, c.want)
		}
	}
}
