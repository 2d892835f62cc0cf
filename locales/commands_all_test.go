package locales

import (
	"strings"
	"testing"
)

// allCommands is the command tree as the messages name it (the real one is
// cmd/stephens's commandNames, checked against cobra's tree there).
var allCommands = map[string][]string{
	"new": nil, "play": nil, "turn": nil, "reset": nil, "automa": nil, "state": nil, "log": nil,
	"undo": nil, "games": nil, "resume": nil, "score": nil, "history": nil, "stats": nil,
	"export": {"bgstats"}, "import": {"bgstats"}, "table": nil, "components": {"automa", "refills", "bonuses"},
	"rules": {"list", "show", "search", "first-game"}, "teach": nil,
	"sintra": {"rules", "setup", "score", "history", "stats"}, "omg": {"rules", "setup", "score", "history", "stats"},
	"sintra rules": {"list", "show", "search"}, "omg rules": {"list", "show", "search"},
	"version": nil, "help": nil,
}

// Every message gets --lang after the same commands in every language, and
// never after a word of prose: the Portuguese sheet hint put it after
// "(stephens state mostra-os):" (by-hand Portuguese solo game).
func TestHintsKeepLangInEveryLanguage(t *testing.T) {
	g := Globals{Lang: "xx", Quote: func(s string) string { return s }, Commands: allCommands}
	count := map[string]map[string]int{}
	for i, lang := range Supported {
		for _, m := range catalogs[i] {
			got := g.Apply(m.other)
			n := strings.Count(got, " --lang xx")
			if count[m.id] == nil {
				count[m.id] = map[string]int{}
			}
			count[m.id][lang] = n
			for rest := got; ; {
				k := strings.Index(rest, " --lang xx")
				if k < 0 {
					break
				}
				if k > 0 && strings.ContainsRune("):", rune(rest[k-1])) {
					t.Errorf("%s %s: --lang after prose: %q", lang, m.id, got)
				}
				rest = rest[k+1:]
			}
		}
	}
	for id, by := range count {
		if strings.HasSuffix(id, "long") { // help texts: examples differ by language
			continue
		}
		if by["en"] != by["de"] || by["en"] != by["pt"] {
			t.Errorf("%s names commands %d (en), %d (de), %d (pt) times", id, by["en"], by["de"], by["pt"])
		}
	}
}
