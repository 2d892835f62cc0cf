package locales

import (
	"strings"
	"testing"
)

// The words a flag value may use are the screens' own: for every token
// whose screen term is known, the term as each language shows it holds
// one of the token's words (the German screens say „Schmelzofen unten
// links“ and „Türkis“, so --at unten-links and --colours türkis read as
// lower-left and teal). In English the first word is the token itself, so
// English lists of what is accepted are the tokens.
func TestWordsAreTheScreensWords(t *testing.T) {
	terms := map[string]func(token string) string{
		"colour":     func(tk string) string { return "game.colour." + tk },
		"difficulty": func(tk string) string { return "term.difficulty." + tk },
		"opponent":   func(tk string) string { return "term.opponent_difficulty." + tk },
		"position":   func(tk string) string { return "term.position." + tk },
		"cube":       func(tk string) string { return "term.cube." + tk },
		"side":       func(tk string) string { return "term.side." + tk },
		"row":        func(tk string) string { return "term.row." + tk },
		"arrow":      func(tk string) string { return "term.arrow." + tk },
	}
	en := New("en")
	seen := 0
	for _, m := range catalogs[0] {
		kind, token, ok := strings.Cut(strings.TrimPrefix(m.id, "word."), ".")
		if !ok || !strings.HasPrefix(m.id, "word.") {
			continue
		}
		seen++
		if ws := en.Words(kind, token); len(ws) == 0 || ws[0] != token {
			t.Errorf("en %s: the first word is %q, not the token", m.id, ws)
		}
		for _, lang := range []string{"de", "pt"} {
			p := New(lang)
			words := p.Words(kind, token)
			if len(words) == 0 {
				t.Errorf("%s %s: no words", lang, m.id)
				continue
			}
			screen := ""
			if term, ok := terms[kind]; ok {
				screen = p.T(term(token))
			} else if kind == "gate" {
				screen = p.T("game.gate." + strings.TrimPrefix(token, "gate-"))
			} else {
				continue
			}
			if !holdsWord(screen, words) {
				t.Errorf("%s %s: the screen says %q, which holds none of %q", lang, m.id, screen, words)
			}
		}
	}
	if seen < 35 {
		t.Fatalf("only %d word messages", seen)
	}
}

// holdsWord: s, folded as flag values are (case, accents, "-" for " "),
// holds one of words.
func holdsWord(s string, words []string) bool {
	key := func(x string) string {
		return strings.ReplaceAll(strings.ToLower(New("en").Text(x)), " ", "-")
	}
	for _, w := range words {
		if strings.Contains(key(s), key(w)) {
			return true
		}
	}
	return false
}
