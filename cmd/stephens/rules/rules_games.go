package rules

import (
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/rules"
)

// The rules of the other games played on the same engine: `stephens sintra
// rules` and `stephens omg rules` are the Stephens rules commands (rules.go)
// made for that game's topics by newGameRulesCmd. Only the messages that
// name the game or the command differ; they are under gamerules in rules.yaml.

// rulesT renders the rules message key for game g (view.Screen.RulesT).
func rulesT(a *cmdutil.App, g rules.Game, key string, args ...any) string {
	return a.Screen().RulesT(g, key, args...)
}
