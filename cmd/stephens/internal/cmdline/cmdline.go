// Package cmdline gives back, in every command a message names, the
// global flags the user gave: a hint ("stephens undo --yes") followed as
// given must act on the same game (--game) and speak the same language
// (--lang) as the command that printed it.
package cmdline

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
	// Commands are the root's sub-commands; each maps to its own
	// sub-commands (nil when it has none).
	Commands map[string][]string
	// OfGame are the sub-commands that act on one game, the ones --game
	// applies to; the others (rules, new, games) get --lang only.
	OfGame []string
}

// Apply adds the global flags to every command s names. A command is
// "stephens" and a sub-command's name; it ends at a closing quote or
// bracket, where the flags go. A command not closed so may go on in prose:
// the flags follow its name. A command that names a flag already
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
		if i > 0 && wordByte(s[i-1]) {
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
		end, closed := commandEnd(s, at)
		seg := s[at:end]
		var add string
		if g.Game != "" && slices.Contains(g.OfGame, first) && !hasFlag(seg, "--game") && !(first == "resume" && picks(seg)) {
			add += " --game " + g.Quote(g.Game)
		}
		if g.Lang != "" && !hasFlag(seg, "--lang") {
			add += " --lang " + g.Quote(g.Lang)
		}
		if !closed { // the command may go on in prose: the flags go after its name
			end = at
		}
		b.WriteString(s[:end] + add)
		s = s[end:]
	}
}

// path finds the sub-command s (which starts with "stephens ") names: the
// index where its name (and its sub-command's name) ends, and its first
// name; -1 when what follows names no command.
func (g Globals) path(s string) (int, string) {
	at := len("stephens ")
	first := word(s[at:])
	subs, ok := g.Commands[first]
	if !ok {
		return -1, ""
	}
	at += len(first)
	if at < len(s) && s[at] == ' ' {
		if second := word(s[at+1:]); second != "" && slices.Contains(subs, second) {
			at += 1 + len(second)
		}
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

// commandEnd is where the command that starts at s ends, from its path's
// end at: a closing quote or bracket (closed), else the end of the line.
func commandEnd(s string, at int) (int, bool) {
	for i, r := range s[at:] {
		switch r {
		case '"', '“', '”', '„', '«', '»', ')', '`':
			return at + i, true
		case '\n':
			return at + i, false
		}
	}
	return len(s), false
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
