package rules

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pileup-companion/stephens/locales"
)

// Each game's topics follow its rulebook: every section has its topic in
// the contents (issue 23: setup, the round or turn, each action, end of
// round and game, final scoring, tie-break, Sintra's colour-blind setup,
// Oh My Goods!'s special buildings), only the glossary stands outside it,
// and the topics meet the standard of Stephens': a body of substance, 3 to
// 12 aliases, 2 to 6 related topics.
func TestGameTopicsComplete(t *testing.T) {
	must := map[Game][]string{
		Sintra: {"general-setup", "player-setup", "colour-blind-setup", "round", "players-turn",
			"pick-panes", "place-panes", "complete-pattern", "move-glazier-back",
			"end-of-round", "end-of-game", "final-scoring", "side-a-ornaments", "side-b-windows", "tie-breakers"},
		OhMyGoods: {"setup", "round", "new-hand-cards", "sunrise", "sunset", "work", "produce",
			"production-chain", "build", "assistants", "end-of-round", "end-of-game",
			"final-scoring", "tie-breakers", "special-buildings"},
	}
	for _, g := range Games[1:] {
		b, err := Of(g)
		if err != nil {
			t.Fatal(err)
		}
		bk := g.book()
		for _, s := range must[g] {
			if !slices.Contains(bk.contents, s) {
				t.Errorf("%s: %s is not in the contents", g, s)
			}
		}
		for _, s := range bk.contents {
			if b.Topic("en", s) == nil {
				t.Errorf("%s: the contents name %s, which has no topic", g, s)
			}
		}
		for _, s := range b.Slugs() {
			if !slices.Contains(bk.contents, s) && s != "glossary" {
				t.Errorf("%s: topic %s has no place in the contents", g, s)
			}
			for _, lang := range Langs {
				tp := b.Topic(lang, s)
				if n := len(strings.Fields(tp.Body)); n < 20 {
					t.Errorf("%s: the body has only %d words", tp.File, n)
				}
				if n := len(tp.Aliases); n < 3 || n > 12 {
					t.Errorf("%s: %d aliases, want 3 to 12", tp.File, n)
				}
				if n := len(tp.Related); n < 2 || n > 6 {
					t.Errorf("%s: %d related topics, want 2 to 6", tp.File, n)
				}
			}
		}
	}
}

// Both games list the same topics, in the same order, in en, de and pt, and
// each game's index holds only its own topics.
func TestGameTopicsSameInEveryLanguage(t *testing.T) {
	stephens, _ := Default()
	for _, g := range Games[1:] {
		b, _ := Of(g)
		var en []string
		for _, tp := range b.Topics("en") {
			en = append(en, tp.Slug)
		}
		for _, lang := range Langs[1:] {
			var got []string
			for _, tp := range b.Topics(lang) {
				got = append(got, tp.Slug)
				if tp.Lang != lang {
					t.Errorf("%s %s: %s is in %s", g, lang, tp.Slug, tp.Lang)
				}
			}
			if !slices.Equal(got, en) {
				t.Errorf("%s: %s lists %v, en %v", g, lang, got, en)
			}
		}
		if en[0] != "components" || en[len(en)-1] != "glossary" {
			t.Errorf("%s: the list starts with %s and ends with %s", g, en[0], en[len(en)-1])
		}
		if b.Topic("en", "french-army") != nil || len(b.Search("en", "french army")) > 0 {
			t.Errorf("%s: Stephens' topics are in its index", g)
		}
	}
	if stephens.Topic("en", "broken-glass") != nil || stephens.Topic("en", "production-chain") != nil {
		t.Error("the other games' topics are in Stephens' index")
	}
}

// The German and Portuguese topics of the other games use their
// editions' terms (issue 29 item 6; TOPICS.md): an English game term
// appears only in brackets, beside the term it explains, for groups with
// English components. The glossary says once that the topics were written
// from the English rulebook, instead of a line under every topic.
func TestGameTopicsUseTheEditionsTerms(t *testing.T) {
	english := map[Game][]string{
		Sintra:    {"Factory display", "Pane Piece", "Palace Board", "Pattern Strip", "Glazier", "Scoring Board", "Broken Glass Track", "Round Indicator", "Starting Player Tile", "Glass Tower", "Joker Space"},
		OhMyGoods: {"Charburner", "Worker", "Assistant", "Half Sun", "Market Display", "Production Chain", "New Hand Cards", "Sunrise", "Sunset"},
	}
	note := map[string]string{"de": "englischen Spielregel", "pt": "livro de regras inglês"}
	for _, g := range Games[1:] {
		b, _ := Of(g)
		for _, lang := range []string{"de", "pt"} {
			if !strings.Contains(b.Topic(lang, "glossary").Body, note[lang]) {
				t.Errorf("%s %s glossary: does not say the topics follow the English rulebook (%q)", g, lang, note[lang])
			}
			for _, s := range b.Slugs() {
				tp := b.Topic(lang, s)
				if s != "glossary" && strings.Contains(tp.Body, note[lang]) {
					t.Errorf("%s: the note on the English rulebook belongs in the glossary only", tp.File)
				}
				for _, text := range []string{tp.Title, tp.Body} {
					for _, line := range strings.Split(text, "\n") {
						low := strings.ToLower(line)
						for _, term := range english[g] {
							for at := 0; ; {
								i := strings.Index(low[at:], strings.ToLower(term))
								if i < 0 {
									break
								}
								i += at
								if strings.Count(line[:i], "(") <= strings.Count(line[:i], ")") {
									t.Errorf("%s: %q outside brackets: %s", tp.File, term, line)
								}
								at = i + len(term)
							}
						}
					}
				}
			}
		}
	}
}

// The examples: the count asked for stands in a top-3 topic, in
// every language.
func TestGameCountQuestions(t *testing.T) {
	for _, c := range []struct {
		g            Game
		lang, q, has string
	}{
		{Sintra, "en", "how many factory displays with 3 players", "7 with 3 players"},
		{Sintra, "de", "wie viele Factory Displays bei 3 Spielern", "7 bei 3 Personen"},
		{Sintra, "pt", "quantos Factory Displays com 3 jogadores", "7 com 3 jogadores"},
		{Sintra, "en", "how many factory displays with 4 players", "9 with 4 players"},
		{OhMyGoods, "en", "how many assistants in a 3 player game", "6 with 3 players"},
		{OhMyGoods, "de", "wie viele Gehilfen zu dritt", "6 bei 3 Personen"},
		{OhMyGoods, "pt", "quantos assistentes num jogo a três", "6 com 3 jogadores"},
		{OhMyGoods, "en", "how many assistants with 2 players", "4 Assistants with 2 players"},
	} {
		b, _ := Of(c.g)
		rs := b.Search(c.lang, c.q)
		found := false
		var top []string
		for i := 0; i < len(rs) && i < 3; i++ {
			top = append(top, rs[i].Slug)
			found = found || strings.Contains(b.Topic(c.lang, rs[i].Slug).Body, c.has)
		}
		if !found {
			t.Errorf("%s %s %q: no top-3 topic %v says %q", c.g, c.lang, c.q, top, c.has)
		}
	}
}

// A game's broken or missing files are named with the game's folder.
func TestLoadGameNamesItsFiles(t *testing.T) {
	m := fstest.MapFS{}
	err := fs.WalkDir(locales.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.Contains(p, "/sintra/") && !strings.HasSuffix(p, "/search.yaml") {
			return err
		}
		buf, err := fs.ReadFile(locales.FS, p)
		m[p] = &fstest.MapFile{Data: buf}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LoadGame(m, Sintra); err != nil {
		t.Fatalf("Sintra alone does not load: %v", err)
	}
	words := m["de/sintra/search.yaml"]
	m["de/sintra/search.yaml"] = &fstest.MapFile{Data: []byte("synonyms:\n  ornamento: [zierde]\n")}
	_, err = LoadGame(m, Sintra)
	if want := `de/sintra/search.yaml: synonyms: "ornamento" does not occur in any de topic`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("LoadGame: %v, want %q", err, want)
	}
	m["de/sintra/search.yaml"] = words
	delete(m, "pt/sintra/topics/tie-breakers.yaml")
	_, err = LoadGame(m, Sintra)
	if want := `pt/sintra/topics/tie-breakers.yaml: topic "tie-breakers" is missing in pt`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("LoadGame: %v, want %q", err, want)
	}
	if _, err := LoadGame(fstest.MapFS{}, OhMyGoods); err == nil || !strings.Contains(err.Error(), "en/omg/topics: no topic files") {
		t.Errorf("LoadGame of nothing: %v", err)
	}
}

// Oh My Goods!' rulebook says grey buildings are no production buildings,
// then explains the Glaziery, which produces Glass, without calling it
// grey: the topic must not list it as a grey building that produces
// nothing (play test pt3 D17).
func TestSpecialBuildingsGlazieryNotGrey(t *testing.T) {
	b, err := Of(OhMyGoods)
	if err != nil {
		t.Fatal(err)
	}
	for lang, claim := range map[string]string{"en": "produce no goods", "de": "produzieren keine Waren", "pt": "não produzem bens"} {
		tp := b.Topic(lang, "special-buildings")
		if tp == nil || strings.Contains(tp.Body, claim) || !strings.Contains(tp.Body, "Glaziery") {
			t.Errorf("%s: %v", lang, tp)
		}
	}
}
