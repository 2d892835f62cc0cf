package main

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/rules"
)

// stephens sintra: Azul: Stained Glass of Sintra on the same engine.

func newSintraCmd(a *app) *cobra.Command { return newGameGroupCmd(a, rules.Sintra) }
