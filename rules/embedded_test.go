package rules

import (
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/locales"
)

// requiredSlugs are the 72 topics of rules-facts §14 (ability ranges written
// out), plus the glossary and the overview of edition differences.
var requiredSlugs = []string{
	"components", "unlimited-items", "overview", "general-setup", "player-setup",
	"players-turn", "obtain-glass", "obtain-products", "assign-worker",
	"commit-contract", "contract-card", "fund-investment", "investment-card",
	"investment-placement", "create-profession", "profession-placement",
	"profession-card", "reinforce-profession", "master-apprentice",
	"activate-professions", "permanent-abilities", "influence-points",
	"abilities-victory-points",
	"ability-2a", "ability-2b", "ability-2c", "ability-2d", "ability-2e",
	"abilities-professions", "ability-3a", "ability-3b",
	"abilities-contracts-investments",
	"ability-4a", "ability-4b", "ability-4c", "ability-4d",
	"abilities-small-factories",
	"ability-5a", "ability-5b", "ability-5c", "ability-5d",
	"reset-phase", "reset-trigger", "french-army", "replenish-furnaces",
	"reset-ability-vp", "empty-small-factories", "activate-investments",
	"supply-small-factories", "small-factory-bonuses", "fulfill-contracts",
	"contract-placement", "end-of-game", "final-scoring", "tie-breakers",
	"solo-mode", "solo-setup", "automa-setup", "solo-difficulty",
	"solo-worker-limit", "automa-turn", "automa-icons", "automa-supply-step",
	"solo-reset-phase", "solo-end-of-game", "solo-ranks", "opponent-variant",
	"scoring-track", "influence-track", "forest-track", "dune-track",
	"iconography",
}

var extraSlugs = []string{"glossary", "edition-differences"}

// Every §14 slug, the glossary and the edition differences exist in all
// three languages, and the embedded files load without a problem
// (rules-facts §14).
func TestEmbeddedTopicsComplete(t *testing.T) {
	if len(requiredSlugs) != 72 {
		t.Fatalf("the §14 list has %d slugs, want 72", len(requiredSlugs))
	}
	for _, slug := range append(append([]string{}, requiredSlugs...), extraSlugs...) {
		for _, lang := range Langs {
			f := lang + "/topics/" + slug + ".yaml"
			if _, err := fs.Stat(locales.FS, f); err != nil {
				t.Errorf("topic %q is missing in %s (%s)", slug, lang, f)
			}
		}
	}
	b, err := Default()
	if err != nil {
		t.Fatalf("embedded topics: %v", err)
	}
	for _, slug := range b.Slugs() {
		for _, lang := range Langs {
			tp := b.Topic(lang, slug)
			if len(strings.Fields(tp.Body)) < 20 {
				t.Errorf("%s: the body has only %d words", tp.File, len(strings.Fields(tp.Body)))
			}
			if len(tp.Related) == 0 {
				t.Errorf("%s: no related topics", tp.File)
			}
		}
	}
}

// searchCase: every slug in all must be among the first three results,
// at least one of any must be, and first (when set) must come first. The
// title shown must be the one of the requested language.
type searchCase struct {
	lang, query string
	all         []string
	any         []string
	first       string
}

// The search quality table: accentless spellings, typos, plural and
// inflected forms, cross-language queries, in the three languages.
var searchQuality = []searchCase{
	// The solo chapter ranks first when the query names it and after the
	// main rules when it does not; its name alone says which chapter, not
	// which of its topics.
	{lang: "en", query: "solo how many cubes per furnace", first: "solo-setup"},
	{lang: "en", query: "how many more workers than the bot", first: "solo-worker-limit"},
	// German compounds the texts lack, with a players' word inside
	{lang: "de", query: "Siegpunktleiste", first: "scoring-track"},
	{lang: "de", query: "Einflussleiste", first: "influence-track"},
	// English
	{lang: "en", query: "tiebreak", first: "tie-breakers"},
	{lang: "en", query: "tiebrake", all: []string{"tie-breakers"}},
	{lang: "en", query: "reset phase", first: "reset-phase"},
	{lang: "en", query: "french army", first: "french-army"},
	{lang: "en", query: "Napoleon's army advances", all: []string{"french-army"}},
	{lang: "en", query: "apprentices", all: []string{"master-apprentice"}},
	{lang: "en", query: "master and aprentice", first: "master-apprentice"},
	{lang: "en", query: "fulfil contracts", all: []string{"fulfill-contracts"}},
	{lang: "en", query: "refill furnaces", all: []string{"replenish-furnaces"}},
	{lang: "en", query: "replensh the furnaces", first: "replenish-furnaces"},
	{lang: "en", query: "obtain glass", first: "obtain-glass"},
	{lang: "en", query: "forest track", first: "forest-track"},
	{lang: "en", query: "dunes", all: []string{"dune-track"}},
	{lang: "en", query: "unlock permanent abilities", first: "permanent-abilities"},
	{lang: "en", query: "ability 2a", first: "ability-2a"},
	{lang: "en", query: "solo difficulty", all: []string{"solo-difficulty"}},
	{lang: "en", query: "automa turn", all: []string{"automa-turn"}},
	{lang: "en", query: "final scoring", first: "final-scoring"},
	{lang: "en", query: "end of the game", all: []string{"end-of-game"}},
	{lang: "en", query: "componets", first: "components"},
	{lang: "en", query: "fund investmnet", first: "fund-investment"},
	{lang: "en", query: "create a new profession", first: "create-profession"},
	{lang: "en", query: "opponent variant", first: "opponent-variant"},
	// German
	{lang: "de", query: "Ruhephase", first: "reset-phase"},
	{lang: "en", query: "Ruhephase", first: "reset-phase"},
	{lang: "de", query: "Gleichstand", all: []string{"tie-breakers"}},
	{lang: "de", query: "Französische Armee", first: "french-army"},
	{lang: "de", query: "franzosische armee", first: "french-army"},
	{lang: "de", query: "Aufträge erfüllen", all: []string{"fulfill-contracts"}},
	{lang: "de", query: "Auftraege erfuellen", all: []string{"fulfill-contracts"}},
	{lang: "de", query: "Aufträge", any: []string{"commit-contract", "fulfill-contracts", "contract-card", "contract-placement", "abilities-contracts-investments"}},
	{lang: "de", query: "Schmelzöfen auffüllen", all: []string{"replenish-furnaces"}},
	{lang: "de", query: "Lehrlinge", all: []string{"master-apprentice"}},
	{lang: "de", query: "Meister und Lehrling", first: "master-apprentice"},
	{lang: "de", query: "neues Handwerk schaffen", first: "create-profession"},
	{lang: "de", query: "Waldpfad", first: "forest-track"},
	{lang: "de", query: "Dunenpfad", first: "dune-track"},
	{lang: "de", query: "Endwertung", all: []string{"final-scoring"}},
	{lang: "de", query: "Konkurenz Variante", first: "opponent-variant"},
	{lang: "de", query: "Fahigkeiten freischalten", first: "permanent-abilities"},
	{lang: "de", query: "eigene Investitionen aktivieren", first: "activate-investments"},
	{lang: "de", query: "Spielmaterial", first: "components"},
	{lang: "pt", query: "Gleichstand", all: []string{"tie-breakers"}},
	// Portuguese
	{lang: "pt", query: "exército francês", first: "french-army"},
	{lang: "pt", query: "exercito frances", first: "french-army"},
	{lang: "en", query: "exercito frances", first: "french-army"},
	{lang: "pt", query: "fase de renovação", first: "reset-phase"},
	{lang: "en", query: "fase de renovacao", first: "reset-phase"},
	{lang: "pt", query: "contratos", any: []string{"commit-contract", "fulfill-contracts", "contract-card", "contract-placement", "abilities-contracts-investments"}},
	{lang: "pt", query: "cumprir contratos pessoais", first: "fulfill-contracts"},
	{lang: "pt", query: "desempate", all: []string{"tie-breakers"}},
	{lang: "pt", query: "aprendizes", all: []string{"master-apprentice"}},
	{lang: "pt", query: "reabastecer os fornos", first: "replenish-furnaces"},
	{lang: "pt", query: "fornecer fabricas privadas", first: "supply-small-factories"},
	{lang: "pt", query: "trilha da floresta", first: "forest-track"},
	{lang: "pt", query: "trilha das dunas", first: "dune-track"},
	{lang: "pt", query: "pontuacao final", all: []string{"final-scoring"}},
	{lang: "pt", query: "nivel de dificuldade", all: []string{"solo-difficulty"}},
	{lang: "pt", query: "habilidades permanentes", all: []string{"permanent-abilities"}},
	{lang: "pt", query: "variante de oponente", first: "opponent-variant"},
	{lang: "pt", query: "criar uma nova profisao", first: "create-profession"},
	{lang: "de", query: "reabastecer fornos", first: "replenish-furnaces"},
	// Questions as players ask them
	{lang: "en", query: "what if two players tie", all: []string{"tie-breakers"}},
	{lang: "de", query: "wer gewinnt bei Gleichstand", first: "tie-breakers"},
	{lang: "de", query: "wann endet das Spiel", first: "end-of-game"},
	{lang: "pt", query: "quando acaba o jogo", first: "end-of-game"},
	{lang: "pt", query: "quem ganha em caso de empate", first: "tie-breakers"},
	{lang: "de", query: "Spezialgebiet", first: "solo-ranks"},
	{lang: "de", query: "Glas nehmen", first: "obtain-glass"},
	{lang: "pt", query: "cubos translucidos", all: []string{"obtain-glass"}},
}

func TestSearchQuality(t *testing.T) {
	if len(searchQuality) < 40 {
		t.Fatalf("only %d queries", len(searchQuality))
	}
	b, err := Default()
	if err != nil {
		t.Fatalf("embedded topics: %v", err)
	}
	for _, c := range searchQuality {
		rs := b.Search(c.lang, c.query)
		top := map[string]bool{}
		var shown []string
		for i, r := range rs {
			if i < 3 {
				top[r.Slug] = true
				shown = append(shown, r.Slug)
			}
			if want := b.Topic(c.lang, r.Slug).Title; r.Title != want {
				t.Errorf("%s %q: %s titled %q, want the %s title %q", c.lang, c.query, r.Slug, r.Title, c.lang, want)
			}
		}
		for _, s := range c.all {
			if !top[s] {
				t.Errorf("%s %q: %s not in the top 3 %v", c.lang, c.query, s, shown)
			}
		}
		if len(c.any) > 0 {
			found := false
			for _, s := range c.any {
				found = found || top[s]
			}
			if !found {
				t.Errorf("%s %q: none of %v in the top 3 %v", c.lang, c.query, c.any, shown)
			}
		}
		if c.first != "" && (len(rs) == 0 || rs[0].Slug != c.first) {
			t.Errorf("%s %q: first is %v, want %s", c.lang, c.query, shown, c.first)
		}
	}
}

// Lookups of the examples, on the real topics.
func TestEmbeddedLookup(t *testing.T) {
	b, err := Default()
	if err != nil {
		t.Fatalf("embedded topics: %v", err)
	}
	for _, c := range []struct{ lang, key, slug string }{
		{"de", "reset-phase", "reset-phase"},
		{"en", "Ruhephase", "reset-phase"},
		{"pt", "Fase de renovacao", "reset-phase"},
		{"en", "Avançar o exército francês", "french-army"},
		{"de", "TIE-BREAKERS", "tie-breakers"},
	} {
		tp, ok := b.Lookup(c.lang, c.key)
		if !ok || tp.Slug != c.slug || tp.Lang != c.lang {
			t.Errorf("Lookup(%s, %q) = %v, %v; want %s", c.lang, c.key, tp, ok, c.slug)
		}
	}
}

// BenchmarkSearch runs typical queries of the three languages (exact,
// accentless, typo, cross-language) over the embedded topics.
func BenchmarkSearch(b *testing.B) {
	base, err := Default()
	if err != nil {
		b.Fatal(err)
	}
	queries := []struct{ lang, q string }{
		{"en", "tiebrake"}, {"pt", "exercito frances"}, {"en", "Ruhephase"},
		{"de", "Auftraege erfuellen"}, {"pt", "cumprir contratos pessoais"},
		{"en", "replenish the furnaces"},
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		q := queries[i%len(queries)]
		base.Search(q.lang, q.q)
	}
}

// The table of contents names each §14 topic once, so every one has its
// place in the rulebook order.
func TestContentsOrder(t *testing.T) {
	if len(contents) != len(requiredSlugs) {
		t.Errorf("contents has %d slugs, §14 has %d", len(contents), len(requiredSlugs))
	}
	for _, s := range requiredSlugs {
		if !slices.Contains(contents, s) {
			t.Errorf("%s has no place in the contents", s)
		}
	}
	b, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	ts := b.Topics("de")
	if ts[0].Slug != "components" || ts[len(contents)-1].Slug != "iconography" {
		t.Errorf("order: first %s, last of the rulebook %s", ts[0].Slug, ts[len(contents)-1].Slug)
	}
}

// The interactive picker lists Rank's answer and Enter takes the first:
// for these inputs it must be the topic meant, and the others listed must be
// among the first five.
func TestPickerFirstChoice(t *testing.T) {
	b, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang, input, first string
		also               []string
	}{
		{"en", "ruhephase", "reset-phase", nil},
		{"en", "tiebrake", "tie-breakers", nil},
		{"pt", "exercito frances", "french-army", nil},
		{"de", "auftrag erfullen", "fulfill-contracts", nil},
		{"en", "how many cubes refill", "replenish-furnaces", nil},
		{"en", "automa", "solo-mode", []string{"automa-turn", "automa-setup"}},
		{"en", "scoring track", "scoring-track", []string{"forest-track", "dune-track", "final-scoring"}},
		{"en", "reset", "reset-phase", []string{"reset-trigger"}},
		{"en", "rese", "reset-phase", nil}, // half typed
		{"en", "contract", "commit-contract", []string{"fulfill-contracts", "contract-card"}},
		{"de", "ruh", "reset-phase", []string{"reset-trigger"}},
		{"de", "meister", "master-apprentice", nil},
		{"en", "2a", "ability-2a", nil},
		{"de", "ru", "investment-placement", []string{"reset-phase"}}, // two letters: titles containing them ("Platzierungsregeln")
	} {
		got := b.Rank(c.lang, c.input)
		if len(got) == 0 || got[0] != c.first {
			t.Errorf("%s %q: picker lists %v, want %s first", c.lang, c.input, got, c.first)
		}
		top := got[:min(5, len(got))]
		for _, s := range c.also {
			if !slices.Contains(top, s) {
				t.Errorf("%s %q: picker lists %v, without %s in the first five", c.lang, c.input, got, s)
			}
		}
	}
}

// Resolve (rules show): titles and aliases of any language with ae/oe/ue
// for umlauts; an alias two topics share is settled by the search among
// them; otherwise a clear search hit, or the candidates.
func TestEmbeddedResolve(t *testing.T) {
	b, _ := Default()
	for _, c := range []struct{ lang, key, slug string }{
		{"de", "Franzoesische Armee", "french-army"},
		{"pt", "Zweispitz", "french-army"},
		{"en", "Fuellt die Schmelzoefen wieder auf", "replenish-furnaces"},
		{"de", "Endwertung: Gleichstand", "tie-breakers"},
		{"en", "tiebrake", "tie-breakers"},
		{"de", "first player", "players-turn"},
	} {
		tp, near := b.Resolve(c.lang, c.key)
		if tp == nil || tp.Slug != c.slug || tp.Lang != c.lang {
			t.Errorf("Resolve(%s, %q) = %v, %v; want %s", c.lang, c.key, tp, near, c.slug)
		}
	}
	tp, near := b.Resolve("en", "gear")
	if tp != nil || !slices.Equal(near, []string{"dune-track", "forest-track"}) {
		t.Errorf("Resolve gear = %v, %v; want the two tracks as candidates", tp, near)
	}
	if tp, near := b.Resolve("en", "xyzzy"); tp != nil || len(near) != 0 {
		t.Errorf("Resolve xyzzy = %v, %v", tp, near)
	}
}
