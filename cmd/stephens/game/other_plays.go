package game

import (
	"fmt"
	"io"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
)

// otherPlays says where the recorded plays of the other games are
// (view.Screen.OtherPlays): under the table or under "no games", or on
// stderr beside the tab-separated rows a script reads (w).
func otherPlays(a *cmdutil.App, w io.Writer, plays map[string]int) {
	if text := a.Screen().OtherPlays(plays); text != "" {
		if w == a.IO.Out {
			text = a.Wrap(text)
		}
		fmt.Fprintln(w, text) // beside the rows: one line, for grep
	}
}
