package view

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/locales"
)

// unfold puts folded stderr lines back together: a line that does not
// start with the program's name continues the one before.
func unfold(s string) string {
	var out []string
	for _, l := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		if !strings.HasPrefix(l, "stephens: ") && len(out) > 0 {
			out[len(out)-1] += " " + strings.TrimLeft(l, " ")
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n") + "\n"
}

// On a terminal an error and its hints are folded at spaces to the
// terminal's width, continuation lines indented under the message; a path
// (with a space in a folder's name, as macOS has) and a quoted command stay
// whole: one too long to stand under the message starts at the left edge,
// alone, so the terminal does not break it inside a file's name (play test
// pt1 F12). Piped, each is one line, as before.
func TestErrorsFoldOnATerminal(t *testing.T) {
	draft := "/Users/ana/Library/Application Support/stephens/drafts/new-2024-11-02.yaml"
	command := `"stephens components bonuses --set lower-left=B5 --set upper-right=B2"`
	for _, lang := range []string{"en", "de", "pt"} {
		p := locales.New(lang)
		hints := []string{
			p.N("walk.draft.kept", 3, "What", p.T("game.new.what_names"), "Path", draft),
			p.T("error.accepted", "Accepted", "upper-left, upper-right, lower-left, lower-right; see "+command),
		}
		msg := p.T("error.unknown_flag", "Flag", "--furnaces") + " " + strings.TrimSpace(strings.Repeat("and then some more ", 5))
		piped := ErrorText(p.T("error.prefix"), p.T("error.hint"), msg, hints, 0)
		if got := strings.Count(piped, "\n"); got != 3 {
			t.Fatalf("%s piped: %d lines, want one per error and hint:\n%s", lang, got, piped)
		}
		for _, width := range []int{80, 100, 60} {
			folded := ErrorText(p.T("error.prefix"), p.T("error.hint"), msg, hints, width)
			if folded == piped {
				t.Errorf("%s %d: nothing folded:\n%s", lang, width, folded)
			}
			if unfold(folded) != piped {
				t.Errorf("%s %d: folding changed the text:\n%s\nwant\n%s", lang, width, unfold(folded), piped)
			}
			hintLead := p.T("error.prefix") + ": " + p.T("error.hint") + ": "
			for _, l := range strings.Split(strings.TrimSuffix(folded, "\n"), "\n") {
				// only a path or a command longer than the room sticks out, alone
				if n := utf8.RuneCountInString(l); n > width && strings.TrimLeft(l, " ") != draft && strings.TrimLeft(l, " ") != command {
					t.Errorf("%s %d: %d columns: %q", lang, width, n, l)
				}
				alone := l == draft || l == command || l == draft+";" || l == command+";"
				if !strings.HasPrefix(l, "stephens: ") && !strings.HasPrefix(l, "          ") && !alone {
					t.Errorf("%s %d: a continuation line not under its message: %q", lang, width, l)
				}
			}
			// At 100 columns the path fits under its hint's text.
			if width == 100 && !strings.Contains(folded, "\n"+strings.Repeat(" ", utf8.RuneCountInString(hintLead))+draft) {
				t.Errorf("%s %d: no hint continued under its text:\n%s", lang, width, folded)
			}
			for _, whole := range []string{draft, command} {
				if !strings.Contains(folded, whole) {
					t.Errorf("%s %d: %q broken:\n%s", lang, width, whole, folded)
				}
			}
		}
	}
}
