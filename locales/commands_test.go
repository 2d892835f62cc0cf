package locales

import "testing"

func quoteForTest(s string) string {
	if s == "my games/g.yaml" {
		return "'" + s + "'"
	}
	return s
}

var commandTree = map[string][]string{"undo": nil, "play": nil, "resume": nil, "new": nil, "rules": {"show"}, "components": {"refills"},
	"sintra": {"rules"}, "sintra rules": {"search"}}

func TestApply(t *testing.T) {
	g := Globals{Game: "my games/g.yaml", Lang: "de", Quote: quoteForTest, Commands: commandTree,
		OfGame: []string{"undo", "play", "resume"}}
	for _, c := range []struct{ in, want string }{
		// Closed by a bracket or a quote: the flags go at its end.
		{"run it again with --yes (stephens undo --yes)", "run it again with --yes (stephens undo --yes --game 'my games/g.yaml' --lang de)"},
		{`weiter mit „stephens play“`, `weiter mit „stephens play --game 'my games/g.yaml' --lang de“`},
		// In prose: after its name.
		{"then stephens play runs it by itself", "then stephens play --game 'my games/g.yaml' --lang de runs it by itself"},
		// A command of no game gets --lang only, after its sub-command.
		{`read it with "stephens rules show final-scoring"`, `read it with "stephens rules show final-scoring --lang de"`},
		{`"stephens new"`, `"stephens new --lang de"`},
		// resume N picks its own game.
		{`"stephens resume 2"`, `"stephens resume 2 --lang de"`},
		{`"stephens resume"`, `"stephens resume --game 'my games/g.yaml' --lang de"`},
		// Flags given in the message stay; nothing twice.
		{`"stephens undo --game x.yaml"`, `"stephens undo --game x.yaml --lang de"`},
		// Prose after a command, a bracket later on: the command ends first.
		{"oder schreib ihn mit stephens undo ab; Hinweis: (S. 18)", "oder schreib ihn mit stephens undo --game 'my games/g.yaml' --lang de ab; Hinweis: (S. 18)"},
		{"lies sie mit stephens rules show small-factory-bonuses", "lies sie mit stephens rules show small-factory-bonuses --lang de"},
		{"name them with stephens play --start-disk NAME:DISK.", "name them with stephens play --start-disk NAME:DISK --game 'my games/g.yaml' --lang de."},
		{"so stephens undo --yes takes it back", "so stephens undo --yes --game 'my games/g.yaml' --lang de takes it back"},
		{"show it with stephens undo --file 'a b.yaml', then", "show it with stephens undo --file 'a b.yaml' --game 'my games/g.yaml' --lang de, then"},
		{"„stephens sintra rules search french-army“", "„stephens sintra rules search french-army --lang de“"},
		// A flag's value is kept with its flag: a list, or a word followed
		// by another flag (the Sintra and Oh My Goods! score examples).
		{"try stephens play --names Ana,Bo --teach", "try stephens play --names Ana,Bo --teach --game 'my games/g.yaml' --lang de"},
		{"e.g. stephens new --side a --names Amanda,Bo --track Amanda:50 \\", "e.g. stephens new --side a --names Amanda,Bo --track Amanda:50 --lang de \\"},
		{"so stephens undo --yes takes it back, --yes again", "so stephens undo --yes --game 'my games/g.yaml' --lang de takes it back, --yes again"},
		// A colon after a bracket ends the command too (the refill refusal).
		{"transcribe it first (stephens components refills --set 45:4=2): your transcription decides", "transcribe it first (stephens components refills --set 45:4=2 --lang de): your transcription decides"},
		// The message is about the command, not a command to run.
		{"stephens omg setup takes no --game", "stephens omg setup takes no --game"},
		// Not a command: the game's name, a path, an unknown word.
		{"the Stephens factory", "the Stephens factory"},
		{"/home/ana/.local/share/stephens/games", "/home/ana/.local/share/stephens/games"},
		{"stephens: hint: x", "stephens: hint: x"},
		{"Glass for stephens fans", "Glass for stephens fans"},
	} {
		got := g.Apply(c.in)
		if got != c.want {
			t.Errorf("Apply(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
		if again := g.Apply(got); again != got {
			t.Errorf("Apply twice changed %q to %q", got, again)
		}
	}
}

func TestApplyWithoutGlobals(t *testing.T) {
	g := Globals{Commands: commandTree, Quote: quoteForTest}
	if s := "(stephens undo --yes)"; g.Apply(s) != s {
		t.Errorf("no global flags given, but %q became %q", s, g.Apply(s))
	}
}
