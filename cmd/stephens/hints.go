package main

import (
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/locales"
)

// commandNames are the root's sub-commands and theirs, as messages name
// them, by path (TestCommandNamesMatchTheTree keeps them in step with
// the tree).
var commandNames = map[string][]string{
	"new": nil, "play": nil, "turn": nil, "reset": nil, "automa": nil, "state": nil, "log": nil,
	"undo": nil, "games": nil, "resume": nil, "score": nil, "history": nil, "stats": nil,
	"export": {"bgstats"}, "import": {"bgstats"}, "table": nil, "components": {"automa", "refills", "bonuses"},
	"rules": {"list", "show", "search", "first-game"}, "teach": nil,
	"sintra": {"rules", "setup", "score", "history", "stats"}, "omg": {"rules", "setup", "score", "history", "stats"},
	"sintra rules": {"list", "show", "search"}, "omg rules": {"list", "show", "search"},
	"version": nil, "help": nil,
}

// gameCommands act on one game: a hint naming one keeps --game.
var gameCommands = []string{"play", "turn", "reset", "automa", "state", "log", "undo", "resume", "score", "export", "teach", "table"}

// globalsOf are the global flags args give, for the hints (every hint that
// repeats a command keeps its --game and --lang).
func globalsOf(args []string) locales.Globals {
	return locales.Globals{Game: scanFlag(args, "game"), Lang: scanFlag(args, "lang"),
		Quote: func(s string) string { return cmdutil.Shown(shared.ShellQuote(s)) }, Commands: commandNames, OfGame: gameCommands}
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
