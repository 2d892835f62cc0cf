package play

import (
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The vocabularies of the flags' values: each token is also accepted in
// the words the user's language shows for it (locales "word.<kind>.<token>",
// walk.Words).
var (
	ColourWords     = walk.Vocabulary{Kind: "colour", Tokens: game.PlayerColours}
	DifficultyWords = walk.Vocabulary{Kind: "difficulty", Tokens: strs(automa.Difficulties)}
	PositionWords   = walk.Vocabulary{Kind: "position", Tokens: strs(companion.BoardOrder)}
	CubeWords       = walk.Vocabulary{Kind: "cube", Tokens: []string{"orange", "pink", "black"}}
	SideWords       = walk.Vocabulary{Kind: "side", Tokens: strs([]companion.Side{companion.Left, companion.Right})}
	RowWords        = walk.Vocabulary{Kind: "row", Tokens: strs(companion.Rows)}
	ArrowWords      = walk.Vocabulary{Kind: "arrow", Tokens: strs([]companion.Arrow{companion.Clockwise, companion.Counterclockwise})}
	ActionWords     = walk.Vocabulary{Kind: "action", Tokens: strs([]automa.Action{automa.ActFurnace, automa.ActProfession, automa.ActSmallFactory})}
	DeckWords       = walk.Vocabulary{Kind: "deck", Tokens: []string{game.DeckDigital, game.DeckPhysical}}
	GateWords       = walk.Vocabulary{Kind: "gate", Later: gateDisks}
	LaterWords      = walk.Vocabulary{Kind: "later", Tokens: []string{Later}}
	WorkerWords     = walk.Vocabulary{Kind: "worker", Tokens: []string{ActCreate, ActReinforce}}
	NoneWords       = walk.Vocabulary{Kind: "none", Tokens: []string{"none"}}
)

// words is a Words whose every part is one vocabulary list (nil: none).
func words(parts ...[]walk.Vocabulary) walk.Words { return walk.Words(parts) }

// of is the vocabularies of one part.
func of(vs ...walk.Vocabulary) []walk.Vocabulary { return vs }

// gateDisks are the gate disks' tokens, from the game's data on first use.
var gateDisks = sync.OnceValue(func() []string {
	var out []string
	for _, g := range companion.Gates() {
		out = append(out, game.GateDisk(g))
	}
	return out
})

func strs[T ~string](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = string(x)
	}
	return out
}
