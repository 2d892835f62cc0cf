//go:build unix

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/locales"
)

// Bounded input (issue 13): a 3 MB sheet, /dev/zero and a named pipe are
// refused before they are read (a pipe without waiting on it), whichever
// command is given them; a sheet just under the limit with 300,000 players
// is refused too (its checks stop at the table's four players).
func TestHostileInputIsRefused(t *testing.T) {
	dir := gameDirs(t)
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, []byte("players:\n"+strings.Repeat("  - {name: A, track: 1}\n", 140000)), 0o644); err != nil {
		t.Fatal(err)
	}
	many := filepath.Join(dir, "many.yaml")
	if err := os.WriteFile(many, []byte("players: ["+strings.Repeat("{track: 1},", 90000)+"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pipe := filepath.Join(dir, "pipe.yaml")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skip("no named pipes:", err)
	}
	cases := []struct {
		args []string
		err  string
	}{
		{[]string{"score", "--file", big}, "big.yaml: the file holds 3360009 bytes, more than the 1048576 bytes (1 MiB)"},
		{[]string{"score", "--file", many}, "many.yaml, line 1: players: 90000 players, but the game takes 1 to 4"},
		{[]string{"score", "--file", "/dev/zero"}, "/dev/zero: this is a device, not a file"},
		{[]string{"score", "--file", pipe}, "pipe.yaml: this is a named pipe (FIFO), not a file"},
		{[]string{"--game", "/dev/zero", "state"}, "/dev/zero: this is a device, not a file"},
		{[]string{"--game", pipe, "state"}, "pipe.yaml: this is a named pipe (FIFO), not a file"},
		{[]string{"--game", big, "turn", "--furnace", "upper-left"}, "more than the 1048576 bytes"},
		{[]string{"components", "automa", "--file", "/dev/zero"}, "/dev/zero: this is a device, not a file"},
		{[]string{"components", "automa", "--file", pipe}, "this is a named pipe (FIFO), not a file"},
	}
	for _, c := range cases {
		code, _, errs := runWith(t, nil, c.args...)
		if code != cmdutil.ExitUsage || !strings.Contains(errs, c.err) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, errs, c.err)
		}
	}
}

// Broken files of every kind speak the user's language: the file, the line
// and the field, never Go's decoder text, never line 0, never an unfilled
// message.
func TestFileErrorsAreWords(t *testing.T) {
	dir := gameDirs(t)
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	game := "version: 1\nsettings:\n  players: [{name: Ana}, {name: Bo}]\n  mode: multiplayer\n  seed: 1\nevents: []\n"
	cases := []struct {
		args []string
		want map[string]string // language → text
	}{
		{[]string{"--game", write("sneed.yaml", strings.Replace(game, "seed: 1", "sneed: 1", 1)), "state"}, map[string]string{
			"en": `sneed.yaml, line 5: settings: "sneed" is not a field here (accepted: players, mode, seed, solo, teach, taught)`,
			"de": `sneed.yaml, Zeile 5: settings: „sneed“ ist hier kein Feld (erlaubt: players, mode, seed, solo, teach, taught)`,
			"pt": `sneed.yaml, linha 5: settings: «sneed» não é um campo aqui (aceites: players, mode, seed, solo, teach, taught)`}},
		{[]string{"--game", write("seq.yaml", strings.Replace(game, "seed: 1", "seed: [1]", 1)), "state"}, map[string]string{
			"en": "seq.yaml, line 5: settings.seed: a list is not a whole number",
			"pt": "seq.yaml, linha 5: settings.seed: uma lista não é um número inteiro"}},
		{[]string{"--game", write("dup.yaml", "version: 1\n"+game), "state"}, map[string]string{
			"en": "dup.yaml, line 2: version: given twice (first on line 1)",
			"de": "dup.yaml, Zeile 2: version: steht doppelt da (zuerst in Zeile 1)"}},
		{[]string{"--game", write("tab.yaml", "version: 1\nsettings:\n\tplayers: []\n"), "state"}, map[string]string{
			"en": "tab.yaml, line 3: not valid YAML: a value cannot start with this character (a tab? indent with spaces)",
			"de": "tab.yaml, Zeile 3: kein gültiges YAML: mit diesem Zeichen kann kein Wert beginnen"}},
		{[]string{"--game", write("empty.yaml", ""), "state"}, map[string]string{
			"en": "empty.yaml: this is not a stephens game file"}},
		{[]string{"--game", write("nul.yaml", "version: 1\nsettings: \x00\n"), "state"}, map[string]string{
			"en": "nul.yaml, line 2: the file holds a control character (U+0000); only text is accepted"}},
		{[]string{"score", "--file", write("sheet.yaml", "players:\n  - name: Ana\n    coins: lots\n")}, map[string]string{
			"en": `sheet.yaml, line 3: Ana, Coins [coins]: "lots" is not a whole number`,
			"de": `sheet.yaml, Zeile 3: Ana, Münzen [coins]: „lots“ ist keine ganze Zahl`}},
	}
	unwanted := regexp.MustCompile(`unmarshal|!!|not found in type|line 0|Zeile 0|linha 0|\[[a-z_]+\.[a-z_.]+\]|<no value>`)
	for _, c := range cases {
		for _, lang := range locales.Supported {
			code, _, errs := runWith(t, nil, append([]string{"--lang", lang}, c.args...)...)
			if code != cmdutil.ExitUsage || unwanted.MatchString(errs) {
				t.Errorf("%s %v: exit %d, %q", lang, c.args, code, errs)
			}
			if want, ok := c.want[lang]; ok && !strings.Contains(errs, want) {
				t.Errorf("%s %v: %q, want %q", lang, c.args, errs, want)
			}
		}
	}
}

// Every message a file error can carry exists in every language.
func TestFileProblemsAreLocalized(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range sourceMatches(t, regexp.MustCompile(`"(file\.[a-z_.]+|game\.file\.[a-z_]+)"`),
		"../../companion/userfile/*.go", "../../companion/game/file.go", "internal/store/*.go", "internal/gamefile/*.go") {
		if !strings.HasSuffix(m.sub[1], ".") { // a prefix ("file.kind." + the kind): its IDs come with the reasons and kinds
			seen[m.sub[1]] = true
		}
	}
	for _, reason := range []string{"is_folder", "not_folder"} {
		seen["file.write."+reason] = true
	}
	for k := userfile.Unknown; k <= userfile.Cache; k++ { // said by userfile.WriteDetail
		seen["file.kind."+k.String()] = true
	}
	if len(seen) < 30 {
		t.Fatalf("found only %d message IDs", len(seen))
	}
	for id := range seen {
		for _, lang := range locales.Supported {
			if !locales.New(lang).Has(id) {
				t.Errorf("%s has no %s message", id, lang)
			}
		}
	}
}
