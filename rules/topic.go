// Package rules is the rules knowledge base: the rule topics of the three
// editions of Stephens (locales/<lang>/topics/<slug>.yaml), and of the
// other games played on the same engine, each in its own set
// (locales/<lang>/sintra/topics, locales/<lang>/omg/topics; see Game),
// checked so the three languages agree, looked up by slug, alias or title,
// and searched with accent, case and umlaut folding, stemming, compound
// parts, the players' own words and typo tolerance; a topic is rendered
// for reading at a terminal's width (Base.Render).
//
// The YAML stays the source people edit. `go generate ./rules` checks it
// and turns each game's topics and search index into Go values
// (topics_gen.go, topics_<game>_gen.go), so a rules command starts without
// parsing or indexing anything and touches only its own game's; a test
// fails when a generated file is stale. Load and LoadGame build the same
// from any file system at run time (tests, the generator).
package rules

import (
	"slices"
	"sort"
)

//go:generate go run -tags regen ./internal/gen

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
// A topic's number is its place in slugs.
type Base struct {
	game   Game
	slugs  []string   // sorted
	topics [3][]Topic // by language (Langs order), by number
	ix     *index
}

// Default returns the embedded topics of Stephens: Go values generated
// from the YAML, so nothing is read or built. The error is always nil; it
// stays for the callers that handled a broken file before the check moved
// to build time. Of returns another game's.
func Default() (*Base, error) { return &embedded, nil }

// Slugs returns every topic slug, sorted.
func (b *Base) Slugs() []string { return slices.Clone(b.slugs) }

// Topic returns the topic slug in lang (English for an unknown language), or nil.
func (b *Base) Topic(lang, slug string) *Topic {
	d, ok := b.number(slug)
	if !ok {
		return nil
	}
	return &b.topics[langIndex(lang)][d]
}

func (b *Base) number(slug string) (int, bool) {
	return slices.BinarySearch(b.slugs, slug)
}

// Topics returns every topic in lang in the rulebook's order (for
// Stephens the order of rules-facts §14), like a table of contents; topics the rulebook has no
// place for (the glossary, the edition differences, any other) follow,
// sorted by title as a reader of that language expects.
func (b *Base) Topics(lang string) []*Topic {
	ts := b.topics[langIndex(lang)]
	out := make([]*Topic, len(ts))
	for i := range ts {
		out[i] = &ts[i]
	}
	sort.Slice(out, func(i, j int) bool {
		ri, rj := b.rank(out[i].Slug), b.rank(out[j].Slug)
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

// rank is a topic's place in its game's rulebook order.
func (b *Base) rank(slug string) int { return b.game.book().rank(slug) }

// contents is Stephens' rulebook order of topics (rules-facts §14).
var contents = []string{
	"components", "unlimited-items", "overview", "general-setup", "player-setup",
	"players-turn", "obtain-glass", "obtain-products", "assign-worker", "commit-contract",
	"contract-card", "fund-investment", "investment-card", "investment-placement",
	"create-profession", "profession-placement", "profession-card",
	"reinforce-profession", "master-apprentice", "activate-professions",
	"permanent-abilities", "influence-points", "abilities-victory-points",
	"ability-2a", "ability-2b", "ability-2c", "ability-2d", "ability-2e",
	"abilities-professions", "ability-3a", "ability-3b",
	"abilities-contracts-investments", "ability-4a", "ability-4b", "ability-4c", "ability-4d",
	"abilities-small-factories", "ability-5a", "ability-5b", "ability-5c", "ability-5d",
	"reset-phase", "reset-trigger", "french-army", "replenish-furnaces", "reset-ability-vp",
	"empty-small-factories", "activate-investments", "supply-small-factories",
	"small-factory-bonuses", "fulfill-contracts", "contract-placement",
	"end-of-game", "final-scoring", "tie-breakers",
	"solo-mode", "solo-setup", "automa-setup", "solo-difficulty", "solo-worker-limit",
	"automa-turn", "automa-icons", "automa-supply-step", "solo-reset-phase",
	"solo-end-of-game", "solo-ranks", "opponent-variant",
	"scoring-track", "influence-track", "forest-track", "dune-track", "iconography",
}

// chapterHeads are the topics that open a chapter of the rulebook, in
// contents; a chapter runs to the topic before the next head.
var chapterHeads = []string{
	"components", "general-setup", "players-turn", "permanent-abilities",
	"reset-phase", "end-of-game", "solo-mode", "scoring-track",
}

// variantChapter opens the chapter of a variant of the game (solo): its
// topics rank below the main rules unless a query names the chapter.
const variantChapter = "solo-mode"

// langIndex is lang's place in Langs; English for any other language.
func langIndex(lang string) int {
	switch lang {
	case "de":
		return 1
	case "pt":
		return 2
	}
	return 0
}
