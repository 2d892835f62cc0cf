package shared

import (
	"fmt"
	"io"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/tally"
)

// The board and what comes next, as the core says them (view.Screen),
// printed to the terminal.

func PhaseName(a *cmdutil.App, p game.Phase) string { return a.Screen().PhaseName(p) }

// PrintBoard shows the board summary (view.Screen.Board).
func PrintBoard(a *cmdutil.App, w io.Writer, s *game.State) { a.Screen().Board(w, s) }

// PrintNext says what comes next (view.Screen.Next).
func PrintNext(a *cmdutil.App, s *game.State) { fmt.Fprintln(a.IO.Out, a.Screen().Next(s)) }

// PrintResetUnderWay says which step the reset phase in progress is at.
func PrintResetUnderWay(a *cmdutil.App, s *game.State) {
	fmt.Fprintln(a.IO.Out, a.Screen().ResetUnderWay(s))
}

// PrintCard prints a game's final scoring with its why-lines (view.Screen.Card).
func PrintCard(a *cmdutil.App, c tally.Card) error { return a.Screen().Card(a.IO.Out, c) }
