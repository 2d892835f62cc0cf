package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/locales/wordcheck"
)

// helpScreens renders the --help screen of every command (the root, every
// sub-command, the completion command and its shells) in lang.
func helpScreens(t *testing.T, lang string) map[string]string {
	t.Helper()
	a := &app{p: locales.New(lang), io: &ioStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, Err: &bytes.Buffer{}}}
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
		"stephens completion bash": {"--no-descriptions   ohne die Beschreibungen vervollständigen"},
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
		if code != exitUsage || stderr != c.want {
			t.Errorf("%q: exit %d, stderr %q, want %q", c.args, code, stderr, c.want)
		}
	}
}
