package sintra

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/sheetgame"
	"github.com/pileup-companion/stephens/companion/sintra"
	"github.com/pileup-companion/stephens/rules"
)

// stephens sintra: Azul: Stained Glass of Sintra on the same engine
// (setup, score, history, stats: sheetgame.go; rules: rules_games.go).
func NewSintraCmd(a *cmdutil.App) *cobra.Command {
	return sheetgame.NewSheetGameCmd(a, sintra.Box(), rules.Sintra)
}
