package main

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/sintra"
	"github.com/pileup-companion/stephens/rules"
)

// stephens sintra: Azul: Stained Glass of Sintra on the same engine
// (setup, score, history, stats: sheetgame.go; rules: rules_games.go).

func sintraBox() played.Box { return sintra.Box() }

func newSintraCmd(a *app) *cobra.Command {
	return newSheetGameCmd(a, sintraBox(), newGameRulesCmd(a, rules.Sintra))
}
