package game

import (
	"fmt"
	"io"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/locales"
)

// otherPlays says where the recorded plays of the other games are
// (Sintra, Oh My Goods!): games lists Stephens games only, and a table
// that recorded plays of another game would read "no games" as lost
// (review sibling-games 7). Nothing when there are none; under the
// table or under "no games", or on stderr beside the tab-separated rows
// a script reads (w).
func otherPlays(a *cmdutil.App, w io.Writer, plays map[string]int) {
	total := 0
	var items []any
	for _, box := range shared.SheetBoxes() {
		if n := plays[box.ID]; n > 0 {
			total += n
			items = append(items, a.P.T("game.games.play_count", "Game", a.P.T("gamerules."+box.ID+".name"), "N", n))
		}
	}
	if total > 0 {
		text := a.P.N("game.games.plays", total, "List", locales.List{Items: items})
		if w == a.IO.Out {
			text = a.Wrap(text)
		}
		fmt.Fprintln(w, text) // beside the rows: one line, for grep
	}
}
