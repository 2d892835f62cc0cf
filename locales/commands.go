package locales

// Commands a message names: the front end gives back there the global
// flags the user gave (Printer.Commands), so a hint ("stephens undo
// --yes") followed as given acts on the same game (--game) and speaks the
// same language (--lang) as the command that printed it.

import (
	"slices"
	"strings"
)

// Globals are the global flags a run was given, and what the command tree
// says about where they apply.
type Globals struct {
	// Game and Lang are the values of --game and --lang as given ("" when
	// not given).
	Game, Lang string
	// Quote writes a value as a shell reads it back (a path with spaces).
	Quote func(string) string
	// Commands are the root's sub-commands, each mapped to its own
	// sub-commands, and so on down, by path ("sintra rules": list, show,
	// search).
	Commands map[string][]string
	// OfGame are the sub-commands that act on one game, the ones --game
	// applies to; the others (rules, new, games) get --lang only.
	OfGame []string
}

// Apply adds the global flags to every command s names. A command is
// "stephens", a sub-command's name, and the flags and arguments that
// follow it (commandEnd); the global flags go at its end. A command that
// names a flag already
// keeps its own value, so Apply changes nothing the second time.
func (g Globals) Apply(s string) string {
	if g.Game == "" && g.Lang == "" || !strings.Contains(s, "stephens ") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "stephens ")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		// A command that opens the message is what it is about ("stephens
		// omg setup takes no --game"), not one to run.
		if i == 0 && b.Len() == 0 || i > 0 && wordByte(s[i-1]) {
			b.WriteString(s[:i+len("stephens ")])
			s = s[i+len("stephens "):]
			continue
		}
		b.WriteString(s[:i])
		s = s[i:]
		at, first := g.path(s)
		if at < 0 {
			b.WriteString(s[:len("stephens ")])
			s = s[len("stephens "):]
			continue
		}
		end := commandEnd(s, at)
		seg := s[at:end]
		var add string
		if g.Game != "" && slices.Contains(g.OfGame, first) && !hasFlag(seg, "--game") && !(first == "resume" && picks(seg)) {
			add += " --game " + g.Quote(g.Game)
		}
		if g.Lang != "" && !hasFlag(seg, "--lang") {
			add += " --lang " + g.Quote(g.Lang)
		}
		b.WriteString(s[:end] + add)
		s = s[end:]
	}
}

// path finds the sub-command s (which starts with "stephens ") names: the
// index where its name (and its sub-commands' names) ends, and its first
// name; -1 when what follows names no command.
func (g Globals) path(s string) (int, string) {
	at := len("stephens ")
	first := word(s[at:])
	if _, ok := g.Commands[first]; !ok || first == "" {
		return -1, ""
	}
	at += len(first)
	for cur := first; at < len(s) && s[at] == ' '; {
		next := word(s[at+1:])
		if next == "" || !slices.Contains(g.Commands[cur], next) {
			break
		}
		at += 1 + len(next)
		cur += " " + next
	}
	return at, first
}

// word is the command name s starts with, "" when it is not one (a name
// is lowercase letters and dashes, and ends at a space or a stop).
func word(s string) string {
	n := 0
	for n < len(s) && (s[n] >= 'a' && s[n] <= 'z' || s[n] == '-' && n > 0) {
		n++
	}
	if n == 0 || n < len(s) && wordByte(s[n]) {
		return ""
	}
	return s[:n]
}

func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '/'
}

// commandEnd is where the command whose path ends at at ends: after its
// last flag, flag value or argument. A word of prose ends it ("stephens
// play runs it"), and so does a closing quote or bracket or a stop after a
// word (";", ",", ". ").
func commandEnd(s string, at int) int {
	end, i := at, at
	for i < len(s) && s[i] == ' ' {
		first := i == end
		i++
		j := i
		if j < len(s) && s[j] == '\'' { // a quoted value, spaces and all
			if k := strings.IndexByte(s[j+1:], '\''); k >= 0 {
				j += k + 2
			}
		}
		for j < len(s) && s[j] != ' ' && s[j] != '\n' {
			j++
		}
		tok, stop := trimStop(s[i:j])
		isValue := value(tok) || !stop && flagBefore(s[at:end]) && nextIsFlag(s[j:])
		if tok == "" || tok == `\` || !(strings.HasPrefix(tok, "-") || isValue && (first || flagBefore(s[at:end]))) {
			return end
		}
		end = i + len(tok)
		if stop {
			return end
		}
		i = j
	}
	return end
}

// trimStop cuts what ends a command from a token's end: a closing quote or
// bracket, or a stop; stop says one was there.
func trimStop(tok string) (string, bool) {
	t := strings.TrimRight(tok, "\"”“»«)`;:,.")
	if t != tok && strings.HasPrefix(tok, "--") && strings.HasSuffix(t, "=") {
		return tok, false
	}
	return t, t != tok
}

// value: a token that is a flag's value or an argument, not a word of
// prose: it has a digit, a sign or a path in it, or is a placeholder in
// capitals (N, NAME:DISK).
func value(tok string) bool {
	if strings.ContainsAny(tok, "0123456789:=/.'_~-*,") { // "Ana,Bo": a list; a stop's comma is cut before
		return true
	}
	return strings.ToUpper(tok) == tok
}

// nextIsFlag: the next token is a flag, so the word before it, after a
// flag, is that flag's value ("--side a --names ..."), not prose.
func nextIsFlag(rest string) bool {
	f := strings.Fields(rest)
	return len(f) > 0 && strings.HasPrefix(f[0], "--")
}

// flagBefore: the command so far ends with a flag, whose value may follow.
func flagBefore(seg string) bool {
	f := strings.Fields(seg)
	return len(f) > 0 && strings.HasPrefix(f[len(f)-1], "--") && !strings.Contains(f[len(f)-1], "=")
}

// hasFlag: the command segment names the flag already.
func hasFlag(seg, flag string) bool {
	for _, f := range strings.Fields(seg) {
		if f == flag || strings.HasPrefix(f, flag+"=") {
			return true
		}
	}
	return false
}

// picks: "stephens resume N" picks a game of its own.
func picks(seg string) bool {
	f := strings.Fields(seg)
	return len(f) > 0 && !strings.HasPrefix(f[0], "-")
}

// CommandNames are stephens' sub-commands and theirs, as messages name
// them, by path: a hint's --lang goes after the command a message names
// (Globals.Commands). cmd/stephens's TestCommandNamesMatchTheTree keeps
// them in step with cobra's tree.
var CommandNames = map[string][]string{
	"new": nil, "play": nil, "turn": nil, "reset": nil, "automa": nil, "state": nil, "log": nil,
	"undo": nil, "games": nil, "resume": nil, "score": nil, "history": nil, "stats": nil,
	"export": {"bgstats"}, "import": {"bgstats"}, "table": nil, "components": {"automa", "refills", "bonuses"},
	"rules": {"list", "show", "search", "first-game"}, "teach": nil,
	"sintra": {"rules", "setup", "score", "history", "stats"}, "omg": {"rules", "setup", "score", "history", "stats"},
	"sintra rules": {"list", "show", "search"}, "omg rules": {"list", "show", "search"},
	"version": nil, "help": nil,
}
