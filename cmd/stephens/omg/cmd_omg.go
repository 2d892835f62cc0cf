package omg

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/sheetgame"
	"github.com/pileup-companion/stephens/companion/omg"
	"github.com/pileup-companion/stephens/rules"
)

// stephens omg: Oh My Goods! on the same engine (setup, score, history,
// stats: sheetgame.go; rules: rules_games.go).
func NewOMGCmd(a *cmdutil.App) *cobra.Command {
	return sheetgame.NewSheetGameCmd(a, omg.Box(), rules.OhMyGoods)
}
