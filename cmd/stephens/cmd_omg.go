package main

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/companion/omg"
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/rules"
)

// stephens omg: Oh My Goods! on the same engine (setup, score, history,
// stats: sheetgame.go; rules: rules_games.go).

func omgBox() played.Box { return omg.Box() }

func newOMGCmd(a *app) *cobra.Command {
	return newSheetGameCmd(a, omgBox(), newGameRulesCmd(a, rules.OhMyGoods))
}
