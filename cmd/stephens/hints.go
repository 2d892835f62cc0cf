package main

import (
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/locales"
)

// gameCommands act on one game: a hint naming one keeps --game.
var gameCommands = []string{"play", "turn", "reset", "automa", "state", "log", "undo", "resume", "score", "export", "teach", "table"}

// globalsOf are the global flags args give, for the hints (every hint that
// repeats a command keeps its --game and --lang).
func globalsOf(args []string) locales.Globals {
	return locales.Globals{Game: scanFlag(args, "game"), Lang: scanFlag(args, "lang"),
		Quote: func(s string) string { return cmdutil.Shown(shared.ShellQuote(s)) }, Commands: locales.CommandNames, OfGame: gameCommands}
}

// scanFlag finds a global flag's value before cobra parses.
func scanFlag(args []string, name string) string {
	for i, arg := range args {
		if arg == "--" {
			break
		}
		if v, ok := strings.CutPrefix(arg, "--"+name+"="); ok {
			return v
		}
		if arg == "--"+name && i+1 < len(args) {
			return args[i+1]
		}
	}
	return ""
}
