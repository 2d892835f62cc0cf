package rules

import (
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/rules"
)

// The rules of the other games played on the same engine: `stephens sintra
// rules` and `stephens omg rules` are the Stephens rules commands (rules.go)
// made for that game's topics by newGameRulesCmd. Only the messages that
// name the game or the command differ; they are under gamerules in rules.yaml.

// rulesT renders the rules message key for game g: Stephens' own
// ("rules.<key>"), or the one for another game ("gamerules.<key>", else
// "gamerules.<game>.<key>"), given the game's name and its command.
func rulesT(a *cmdutil.App, g rules.Game, key string, args ...any) string {
	if g == rules.Stephens {
		return a.P.T("rules."+key, args...)
	}
	args = append(args, "Game", a.P.T("gamerules."+string(g)+".name"), "Cmd", "stephens "+string(g)+" rules")
	if id := "gamerules." + string(g) + "." + key; a.P.Has(id) {
		return a.P.T(id, args...)
	}
	return a.P.T("gamerules."+key, args...)
}
