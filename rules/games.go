package rules

import (
	"fmt"
	"slices"
)

// Game names a game whose rule topics the package holds. Each game has its
// own topics, players' words and search index, generated at build time
// into its own Go values, so a command reads only its own game's.
type Game string

// The games, by the name their command group has ("stephens sintra rules").
const (
	Stephens  Game = "stephens"
	Sintra    Game = "sintra"
	OhMyGoods Game = "omg"
)

// Games lists every game with rule topics, Stephens first.
var Games = []Game{Stephens, Sintra, OhMyGoods}

// Of returns the embedded topics of game g: Go values generated from its
// YAML, so nothing is read or built.
func Of(g Game) (*Base, error) {
	switch g {
	case Stephens:
		return &embedded, nil
	case Sintra:
		return &embeddedSintra, nil
	case OhMyGoods:
		return &embeddedOhMyGoods, nil
	}
	return nil, fmt.Errorf("no rule topics for the game %q (there are %v)", string(g), Games)
}

// Game returns the game whose topics b holds.
func (b *Base) Game() Game { return b.game }

// book is what the package knows of one game's rulebook: where its files
// are under locales/<lang>/, the order of its topics and its chapters.
type book struct {
	topics string // the topics' folder under <lang>/
	// words is the game's own search words file under <lang>/: synonyms
	// and chapters. A game other than Stephens takes its stop, question
	// and count words from the language's search.yaml as well; Stephens'
	// file is the language's.
	words    string
	contents []string // the rulebook's order of topics
	heads    []string // the topics that open a chapter, in contents
	variant  string   // the head of a variant's chapter (solo), or ""
	genFile  string   // the generated Go file, in rules/
	genVar   string   // the Go variable it defines
}

var (
	stephensBook = book{
		topics: "topics", words: "search.yaml",
		contents: contents, heads: chapterHeads, variant: variantChapter,
		genFile: "topics_gen.go", genVar: "embedded",
	}
	// The order of Azul: Stained Glass of Sintra's rulebook: setup, the
	// round, the two actions and the steps of the first, the end of a
	// round, the end of the game and its scoring, and last, after the
	// scoring as the book prints it, the colour-blind setup (its page 6,
	// the only page the book cites: every section before it is on page 6
	// or before).
	sintraBook = book{
		topics: "sintra/topics", words: "sintra/search.yaml",
		contents: []string{
			"components", "overview", "general-setup", "player-setup",
			"round-indicator",
			"round", "players-turn", "pick-panes", "starting-player",
			"place-panes", "joker-spaces", "broken-glass",
			"complete-pattern", "colour-bonus", "palace-windows", "score-window",
			"move-glazier-back", "end-of-round", "end-of-game", "final-scoring",
			"side-a-ornaments", "side-b-windows", "tie-breakers",
			"colour-blind-setup",
		},
		genFile: "topics_sintra_gen.go", genVar: "embeddedSintra",
	}
	// The order of Oh My Goods!'s rulebook: setup, the cards, the four
	// phases of a round, the end of the game and the special buildings
	// of its last page.
	ohMyGoodsBook = book{
		topics: "omg/topics", words: "omg/search.yaml",
		contents: []string{
			"components", "overview", "setup", "active-player", "cards",
			"round", "new-hand-cards", "draw-pile", "sunrise", "market-display",
			"work", "plan-building", "sunset", "produce", "production-chain",
			"build", "goods-and-coins", "assistants", "end-of-round",
			"end-of-game", "final-scoring", "tie-breakers", "special-buildings",
		},
		genFile: "topics_omg_gen.go", genVar: "embeddedOhMyGoods",
	}
)

// book returns g's rulebook; Stephens' for any other name.
func (g Game) book() *book {
	switch g {
	case Sintra:
		return &sintraBook
	case OhMyGoods:
		return &ohMyGoodsBook
	}
	return &stephensBook
}

// rank is a topic's place in the rulebook's order; topics the rulebook
// has no place for come after all others.
func (k *book) rank(slug string) int {
	if i := slices.Index(k.contents, slug); i >= 0 {
		return i
	}
	return len(k.contents)
}

// chapterOf is the head of the chapter slug is in, or "" for a topic the
// rulebook has no place for or a book without chapters.
func (k *book) chapterOf(slug string) string {
	r := slices.Index(k.contents, slug)
	head := ""
	for _, h := range k.heads {
		if hr := slices.Index(k.contents, h); r >= 0 && hr <= r {
			head = h
		}
	}
	return head
}

// inVariant: slug is in the chapter of the game's variant (solo).
func (k *book) inVariant(slug string) bool {
	return k.variant != "" && k.chapterOf(slug) == k.variant
}
