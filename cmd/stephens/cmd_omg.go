package main

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/rules"
)

// stephens omg: Oh My Goods! on the same engine.

func newOMGCmd(a *app) *cobra.Command { return newGameGroupCmd(a, rules.OhMyGoods) }
