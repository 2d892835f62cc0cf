package fold

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The units a fold may fall between: quotations of any length and paths
// with spaces are one unit; an apostrophe or an unclosed mark joins
// nothing.
func TestUnits(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{`run „stephens play --lang de“ now`, []string{"run", "„stephens play --lang de“", "now"}},
		{`run «stephens rules show small-factory-bonuses» agora`, []string{"run", "«stephens rules show small-factory-bonuses»", "agora"}},
		{"reopen with 'stephens score --file /a b/c.yaml'.", []string{"reopen", "with", "'stephens score --file /a b/c.yaml'."}},
		{"in `stephens turn --furnace lower-left` form", []string{"in", "`stephens turn --furnace lower-left`", "form"}},
		{"kept in /Users/ana/Library/Application Support/stephens/x.yaml now", []string{"kept", "in", "/Users/ana/Library/Application Support/stephens/x.yaml", "now"}},
		{"Ana's turn, not Bruno's turn", []string{"Ana's", "turn,", "not", "Bruno's", "turn"}},
		{`an unclosed "quote goes on`, []string{"an", "unclosed", `"quote`, "goes", "on"}},
		{"from /a/b.yaml, /c/d.yaml", []string{"from", "/a/b.yaml,", "/c/d.yaml"}},
		{"SPACE=4P/3P/2P or N/A", []string{"SPACE=4P/3P/2P", "or", "N/A"}},
		// an abbreviation stays with what completes it, a sentence's end does not
		{"an der Reihe (z. B. links:oben) laut S. 24.", []string{"an", "der", "Reihe", "(z. B.", "links:oben)", "laut", "S. 24."}},
		{"p. ex. inferior-esquerdo (pp. 17–18)", []string{"p. ex.", "inferior-esquerdo", "(pp. 17–18)"}},
		{"as in it. Next", []string{"as", "in", "it.", "Next"}},
		// a command in a sentence stays whole, up to its fourth word after stephens
		{"lê-a com stephens rules show small-factory-bonuses", []string{"lê-a", "com", "stephens rules show small-factory-bonuses"}},
		{"(stephens rules first-game CHAPTER shows one)", []string{"(stephens rules first-game CHAPTER shows", "one)"}},
		{"run stephens undo, then", []string{"run", "stephens undo,", "then"}},
		{"Stephens' factory", []string{"Stephens'", "factory"}},
	}
	for _, c := range cases {
		got := Units(strings.Fields(c.in))
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}

// After hangs the lines after the first under the text, at the lead's
// width, and keeps every line to width but a unit longer than the room,
// which starts at the left edge: indented, the terminal broke a draft's
// path inside its file name (play test pt1 F12, pt2 D10).
func TestAfter(t *testing.T) {
	got := After("stephens: hint: ", "the 3 answers are kept in /Users/ana/Library/Application Support/stephens/drafts/new.yaml; go on with «stephens new»", 70)
	want := "stephens: hint: the 3 answers are kept in\n" +
		"/Users/ana/Library/Application Support/stephens/drafts/new.yaml;\n" +
		"                go on with «stephens new»"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// A path that fits under the text stays there.
	got = After("stephens: hint: ", "kept in /home/ana/drafts/new.yaml; go on", 50)
	if want := "stephens: hint: kept in /home/ana/drafts/new.yaml;\n                go on"; got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	for _, line := range strings.Split(After("  ", strings.Repeat("word ", 40), 30), "\n") {
		if n := utf8.RuneCountInString(line); n > 30 {
			t.Errorf("%d columns: %q", n, line)
		}
	}
}

// Text hangs a numbered step and an arrow under their text and keeps an
// indent; a short quotation stays whole, a long one may break.
func TestText(t *testing.T) {
	for _, c := range []struct {
		in    string
		width int
		want  string
	}{
		{"12. take glass from the lower-right furnace", 24, "12. take glass from the\n    lower-right furnace"},
		{"→ Ana took glass from the furnace", 20, "→ Ana took glass\n  from the furnace"},
		{"  an item that goes on", 12, "  an item\n  that goes\n  on"},
		{"run «stephens turn --furnace x» now", 12, "run\n«stephens turn --furnace x»\nnow"},
		{"a «b c d e f g h i j» k", 6, "a «b c\nd e f\ng h i\nj» k"},
		{"  saved in /tmp/pt1/data/stephens/scores/ana.score.yaml now", 40, "  saved in\n/tmp/pt1/data/stephens/scores/ana.score.yaml\n  now"},
	} {
		if got := Text(c.in, c.width); got != c.want {
			t.Errorf("Text(%q, %d) =\n%s\nwant\n%s", c.in, c.width, got, c.want)
		}
	}
}

// Command breaks before a flag, with a shell's continuation; Row continues
// a trailing comment under its "#" and a table row under its text.
func TestCommandAndRow(t *testing.T) {
	if got, want := Command("  stephens turn --factory upper-right --cubes black,orange --furnace-effect lower-right", 60),
		"  stephens turn --factory upper-right --cubes black,orange \\\n      --furnace-effect lower-right"; got != want {
		t.Errorf("Command:\n%s\nwant\n%s", got, want)
	}
	if got, want := Row("      broken: 8     # the points beside the broken glass marker (8 for -8)", 60),
		"      broken: 8     # the points beside the broken glass\n                    # marker (8 for -8)"; got != want {
		t.Errorf("Row, comment:\n%s\nwant\n%s", got, want)
	}
	if got, want := Row("  2    usage or invalid input (a bad flag, a value off the track, a broken file)", 60),
		"  2    usage or invalid input (a bad flag, a value off the\n       track, a broken file)"; got != want {
		t.Errorf("Row, table:\n%s\nwant\n%s", got, want)
	}
	if line := "  players: [Ana, Bruno, Carla, Dora, Ernesto, Fernanda, Gustavo, Helena]"; Row(line, 40) != line {
		t.Errorf("Row changed a line with no comment and no table column")
	}
}
