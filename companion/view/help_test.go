package view

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/companion/play"
)

// A usage lists what the command has, in the reader's language: its
// line, examples, commands and flags, a flag too long for the column
// with its help below, every line within the width.
func TestUsageLayout(t *testing.T) {
	sc := screen("de", 60, true)
	long := "      --bonus-worker NAME:create:SIDE:ROW:DISK"
	u := Usage{
		Line:     "stephens turn [Optionen]",
		Example:  "stephens turn --furnace lower-left --start-disk Ana:2a --start-disk Bo:5a --json",
		Commands: []CommandRow{{"list", "alle Themen"}}, Pad: 6,
		Flags: []FlagRow{{"      --json", "gibt JSON aus " + strings.Repeat("und mehr ", 8)}, {long, "ein Arbeiter"}},
		More:  "stephens rules [Befehl]",
	}
	out := sc.Usage(u, 60)
	for _, want := range []string{sc.P.T("usage.usage") + "\n  stephens turn [Optionen]", sc.P.T("usage.examples"), "  list   alle Themen",
		sc.P.T("usage.flags"), long + "\n", sc.P.T("usage.more", "Cmd", "stephens rules [Befehl]")} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, sc.P.T("usage.global_flags")) || strings.Contains(out, sc.P.T("usage.aliases")) {
		t.Errorf("a section the command does not have:\n%s", out)
	}
	for _, l := range strings.Split(out, "\n") {
		if utf8.RuneCountInString(l) > 60 && l != long {
			t.Errorf("%d columns: %q", utf8.RuneCountInString(l), l)
		}
	}
	// The folded example still runs when pasted: every line but the last
	// continues the command.
	ex := ExamplesText(u.Example, 40)
	lines := strings.Split(ex, "\n")
	if len(lines) < 2 || !strings.HasPrefix(lines[0], "  stephens turn") {
		t.Fatalf("example not folded:\n%s", ex)
	}
	for _, l := range lines[:len(lines)-1] {
		if !strings.HasSuffix(l, ` \`) {
			t.Errorf("%q does not continue the command", l)
		}
	}
}

// An example says its flag values in the reader's words; other words stay.
func TestSpokenExample(t *testing.T) {
	got := screen("de", 80, true).SpokenExample(play.TurnFlags(), "  stephens turn --furnace lower-left --json")
	if got != "  stephens turn --furnace unten-links --json" {
		t.Errorf("got %q", got)
	}
}

// A plain paragraph made rough (a line over 80 columns, a quotation split
// over two lines) is folded again; an example paragraph is left alone.
func TestReflowHelp(t *testing.T) {
	rough := "Ein Satz mit „einem Zitat\nüber zwei Zeilen“ und " + strings.Repeat("noch mehr Wörtern ", 6)
	ex := "  stephens new --names Ana,Bo"
	got := ReflowHelp(rough + "\n\n" + ex)
	paras := strings.Split(got, "\n\n")
	if len(paras) != 2 || paras[1] != ex {
		t.Fatalf("the example changed:\n%s", got)
	}
	for _, l := range strings.Split(paras[0], "\n") {
		if utf8.RuneCountInString(l) > HelpWidth || strings.Count(l, "„") != strings.Count(l, "“") {
			t.Errorf("rough line %q", l)
		}
	}
	if plain := "Kurz und gut."; ReflowHelp(plain) != plain {
		t.Errorf("a smooth paragraph changed")
	}
}

// A quoted example too long for the help column keeps as much of the
// column's indent as the width leaves, in every language, and is never
// broken (review solo-games-pt-physical-digital #12: the --card YAML
// example of `components automa --help` dropped to column 0).
func TestFlagExampleKeepsItsIndent_pt2_12(t *testing.T) {
	for _, lang := range []string{"en", "de", "pt"} {
		usage := screen(lang, 80, true).P.T("solo.components.flag_card")
		for _, width := range []int{80, 100} {
			out := FlagTable([]FlagRow{{Head: "      --card YAML", Usage: usage}, {Head: "      --worker-supply N,N,...", Usage: "x"}}, width)
			found := false
			for _, line := range strings.Split(out, "\n") {
				if strings.Contains(line, "{id: A") {
					found = true
					if !strings.HasPrefix(line, "          ") || !strings.Contains(line, "{cubes: 0}}") || len([]rune(line)) > width {
						t.Errorf("%s at %d: example line %q", lang, width, line)
					}
				}
			}
			if !found {
				t.Errorf("%s at %d: no example in\n%s", lang, width, out)
			}
		}
	}
}
