package main

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/locales/wordcheck"
)

// helpScreens renders the --help screen of every command (the root, every
// sub-command, the completion command and its shells) in lang.
func helpScreens(t *testing.T, lang string) map[string]string {
	t.Helper()
	return helpScreensAt(t, lang, 0)
}

// helpScreensAt is helpScreens on a terminal width columns wide (0: piped).
func helpScreensAt(t *testing.T, lang string, width int) map[string]string {
	t.Helper()
	a := &cmdutil.App{P: locales.New(lang), IO: &cmdutil.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, Err: &bytes.Buffer{}, OutTTY: width > 0, Width: width}}
	root := newRootCmd(a, []string{"--help"})
	screens := map[string]string{}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		var b bytes.Buffer
		c.SetOut(&b)
		c.SetErr(&b)
		if err := c.Help(); err != nil {
			t.Fatalf("%s --help: %v", c.CommandPath(), err)
		}
		screens[c.CommandPath()] = b.String()
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	if len(screens) < len(subcommands())+5 {
		t.Fatalf("%s: only %d help screens", lang, len(screens))
	}
	return screens
}

var commandColumn = regexp.MustCompile(`(?m)^  [a-z]+ {2,}`)

// No German or Portuguese --help screen shows an English UI word: not the
// commands' own texts, nor cobra's and pflag's scaffolding (Usage, Flags,
// [flags], string, (default ...), the completion command).
func TestHelpHasNoEnglish(t *testing.T) {
	for _, lang := range []string{"de", "pt"} {
		for path, screen := range helpScreens(t, lang) {
			// the commands' names, as typed, lead the lines of a command list
			words := commandColumn.ReplaceAllString(screen, "  ")
			if found := wordcheck.English(words); len(found) > 0 {
				t.Errorf("%s %s --help: English %q in\n%s", lang, path, found, screen)
			}
			if strings.Contains(screen, "[") && strings.Contains(screen, "[stephens") || strings.Contains(screen, "<no value>") {
				t.Errorf("%s %s --help: a message is missing:\n%s", lang, path, screen)
			}
		}
	}
	// The same screens in English do show the scaffolding, so the check
	// above can fail.
	en := helpScreens(t, "en")
	if found := wordcheck.English(en["stephens new"]); len(found) == 0 {
		t.Errorf("no English found in the English help:\n%s", en["stephens new"])
	}
}

// The help layout: usage lines, a flag's value name and default, and the
// argument words in the user's language.
func TestHelpLayout(t *testing.T) {
	de := helpScreens(t, "de")
	for path, want := range map[string][]string{
		"stephens":                 {"Aufruf:\n  stephens [Optionen]\n  stephens [Befehl]\n", "\nBefehle:\n  automa ", "\nOptionen:\n      --game DATEI ", "„stephens [Befehl] --help“ zeigt mehr zu einem Befehl."},
		"stephens resume":          {"  stephens resume [PARTIE] [Optionen]\n", "\nGlobale Optionen:\n"},
		"stephens stats":           {"      --player NAME "},
		"stephens completion bash": {"--no-descriptions   ohne die Beschreibungen vervollständigen", "  stephens completion bash [Optionen]\n"},
	} {
		for _, w := range want {
			if !strings.Contains(de[path], w) {
				t.Errorf("de %s --help lacks %q:\n%s", path, w, de[path])
			}
		}
	}
	pt := helpScreens(t, "pt")
	if !strings.Contains(pt["stephens resume"], "stephens resume [JOGO] [opções]") {
		t.Errorf("pt resume --help:\n%s", pt["stephens resume"])
	}
	// A default reads the same in every row and language, after a colon
	// (pflag's own "(default 10)" beside a message's "(default: ...)" read
	// as two styles), and never in a second pair of brackets.
	for lang, want := range map[string]string{"en": "0 for all (default: 10)", "de": "0 für alle (Vorgabe: 10)", "pt": "0 para todos (por omissão: 10)"} {
		screens := helpScreensAt(t, lang, 200)
		if !strings.Contains(screens["stephens rules search"], want) {
			t.Errorf("%s rules search --help lacks %q:\n%s", lang, want, screens["stephens rules search"])
		}
		for path, screen := range screens {
			for _, bare := range []string{"(default ", "(Vorgabe ", "(por omissão "} {
				if strings.Contains(screen, bare) {
					t.Errorf("%s %s: a default without its colon, %q:\n%s", lang, path, bare, screen)
				}
			}
		}
	}
}

// cobra's and pflag's errors are said in the user's language.
func TestCobraErrorsLocalized(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--lang", "de", "undo", "1", "2"}, "stephens: zu viele Argumente: 2\n"},
		{[]string{"--lang", "pt", "resume", "a", "b"}, "stephens: demasiados argumentos: b\n"},
		{[]string{"--lang", "de", "--=x"}, "stephens: „--=x“ ist keine Option (eine Option schreibt sich --name oder --name=wert)\n"},
		{[]string{"undo", "1", "2"}, "stephens: too many arguments: 2\n"},
	} {
		code, _, stderr := runWith(t, nil, c.args...)
		if code != cmdutil.ExitUsage || stderr != c.want {
			t.Errorf("%q: exit %d, stderr %q, want %q", c.args, code, stderr, c.want)
		}
	}
}

// The refill numbers printed on the scoring track and the bonuses printed
// on the small factories are in no rulebook but what its examples prove
// (space 45, 4 players: 3 cubes; lower-left ∋ B5, upper-right ∋ B2). An
// example in --help, the README or a hint shows those or a placeholder
// (SPACE=4P/3P/2P, N/N/N, POSITION=BONUS,...), never values a reader could
// take for the printed ones (rules-facts §6, §13).
func TestPrintedValueExamplesAreProvenOrPlaceholders(t *testing.T) {
	setForm := regexp.MustCompile(`\b\d{1,2}(:\d)?=[\d?][\d?/]*`)
	triple := regexp.MustCompile(`\b\d+/\d+/\d+\b`)
	bonuses := regexp.MustCompile(`\b(upper|lower)-(left|right)=B\d(,B\d)*`)
	check := func(where, text string) {
		for _, m := range bonuses.FindAllString(text, -1) {
			if m != "lower-left=B5" && m != "upper-right=B2" {
				t.Errorf("%s: bonus example %q", where, m)
			}
		}
		for _, m := range setForm.FindAllString(text, -1) {
			if m != "45:4=3" {
				t.Errorf("%s: refill example %q", where, m)
			}
		}
		for _, m := range triple.FindAllString(text, -1) {
			if m != "4/3/2" { // the player counts, not numbers of cubes
				t.Errorf("%s: refill numbers %q", where, m)
			}
		}
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	section := string(readme)
	section = section[strings.Index(section, "<!-- section: components -->"):]
	section = section[:strings.Index(section, "<!-- end section: components -->")]
	check("README.md", section)
	for _, lang := range []string{"en", "de", "pt"} {
		for path, screen := range helpScreens(t, lang) {
			if strings.Contains(path, "components") {
				check(lang+" "+path, screen)
			}
		}
		p := locales.New(lang)
		for _, id := range []string{"components.refills.intro", "components.refills.bad_answer", "components.problem.stop_values",
			"components.problem.refill_set", "components.problem.bonus_set", "components.fill_bonuses"} {
			check(lang+" "+id, p.T(id, "Value", "x", "Space", 45, "Players", 4))
		}
	}
	for _, what := range []string{"refills", "bonuses"} {
		code, _, stderr := runWith(t, map[string]string{"XDG_CONFIG_HOME": t.TempDir()}, "components", what)
		if code != cmdutil.ExitUsage {
			t.Fatalf("components %s without a terminal: %d", what, code)
		}
		check("no-terminal hint", stderr)
	}
}
