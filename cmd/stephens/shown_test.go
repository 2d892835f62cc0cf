package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// raw reports the first character of s a terminal must not get as it is
// (newlines and tabs lay out the output and are allowed).
func raw(s string) (companion.Flaw, bool) {
	for _, f := range companion.Flaws(s) {
		if f.Rune != '\n' && f.Rune != '\t' {
			return f, true
		}
	}
	return companion.Flaw{}, false
}

// Names are data, not terminal commands (issue 13 item 5): a name holding
// a control character, an escape sequence, NUL, a text-direction mark or
// an invisible character is refused, naming the character and what is
// accepted, in every language, and nothing is written; the name is shown
// escaped in the message. So are an empty name and a colour outside the
// game's four.
func TestNamesAreData(t *testing.T) {
	cases := []struct {
		flag, value string
		want        map[string]string
	}{
		{"names", "Ana\x1b[31m,Bo", map[string]string{
			"en": `"Ana\x1b[31m" holds a control character (U+001B), such as an escape sequence, a tab or a line break; give letters, digits, spaces and punctuation`,
			"de": `„Ana\x1b[31m“ enthält ein Steuerzeichen (U+001B)`,
			"pt": `«Ana\x1b[31m» tem um carácter de controlo (U+001B)`}},
		{"names", "Ana\x00,Bo", map[string]string{"en": `"Ana\x00" holds a control character (U+0000)`}},
		{"names", "Ana\a,Bo", map[string]string{"en": `"Ana\a" holds a control character (U+0007)`}},
		{"names", "Ana\u009b31m,Bo", map[string]string{"en": `"Ana\u009b31m" holds a control character (U+009B)`}},
		{"names", "Ana\u202eoB,Bo", map[string]string{
			"en": `"Ana\u202eoB" holds a text-direction mark (U+202E), which reorders the text around it`,
			"de": `„Ana\u202eoB“ enthält ein Schreibrichtungszeichen (U+202E)`,
			"pt": `«Ana\u202eoB» tem uma marca de direção do texto (U+202E)`}},
		{"names", "Ana,B\u200bo", map[string]string{
			"en": `"B\u200bo" holds an invisible character (U+200B), which makes it look like something else; give only characters that show`,
			"de": `„B\u200bo“ enthält ein unsichtbares Zeichen (U+200B)`,
			"pt": `«B\u200bo» tem um carácter invisível (U+200B)`}},
		{"names", "Ana,\xffBo", map[string]string{"en": `"\xffBo" is not readable text (0xFF is not a character)`}},
		{"names", "A,,C", map[string]string{
			"en": "a name is empty; every player needs one", "de": "ein Name ist leer", "pt": "há um nome vazio"}},
		{"names", "Ana," + strings.Repeat("x", 41), map[string]string{"en": "is longer than 40 characters; give a shorter name"}},
		{"names", "Jos\u00e9,JOSE\u0301", map[string]string{"en": `"JOSÉ" is named twice; names must differ`}},
		{"colours", "red,purple", map[string]string{
			"en": `"purple" is not a player colour (red, yellow, gray, teal)`,
			"de": `„purple“ ist keine Spielfarbe (rot, gelb, grau, türkis)`,
			"pt": `«purple» não é uma cor de jogador (vermelho, amarelo, cinzento, azul)`}},
	}
	dir := gameDirs(t)
	for _, c := range cases {
		for _, lang := range locales.Supported {
			path := filepath.Join(dir, "g.yaml")
			args := []string{"--lang", lang, "--game", path, "new", "--no-input", "--seed", "1", "--" + c.flag, c.value}
			if c.flag != "names" {
				args = append(args, "--names", "Ana,Bo")
			}
			code, out, errs := runWith(t, nil, args...)
			if code != cmdutil.ExitUsage {
				t.Errorf("%s %q: exit %d, %s", lang, c.value, code, errs)
			}
			if want, ok := c.want[lang]; ok && !strings.Contains(errs, want) {
				t.Errorf("%s %q:\n%s\nwant %s", lang, c.value, errs, want)
			}
			if f, ok := raw(out + errs); ok {
				t.Errorf("%s %q: %s reached the output raw: %q", lang, c.value, f.Char(out+errs), errs)
			}
			if _, err := os.Stat(path); err == nil {
				t.Fatalf("%s %q: a refused setup wrote %s", lang, c.value, path)
			}
		}
	}
	// The score sheet's names and the transcription's card names follow
	// the same rule.
	for _, args := range [][]string{
		{"score", "--names", "Ana\x1b[2J"},
		{"components", "automa", "--card", "{id: \"A\\u202e\", action: profession, slot: 2, supply: {cubes: 0}}"},
	} {
		code, out, errs := runWith(t, nil, args...)
		if code != cmdutil.ExitUsage || !strings.Contains(errs, "(U+001B)") && !strings.Contains(errs, "(U+202E)") {
			t.Errorf("%q: exit %d, %s", args, code, errs)
		}
		if f, ok := raw(out + errs); ok {
			t.Errorf("%q: %s reached the output raw", args, f.Char(out+errs))
		}
	}
}

// What a user typed or a file holds reaches the terminal escaped, wherever
// it is shown: a rule search, an unknown command or language, a path, and
// a name an old game file kept (refusing it now would lock the table out
// of its game). JSON spells such characters as \uXXXX and reads back the
// same.
func TestUserTextIsShownEscaped(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "old.yaml")
	mustRun(t, "--game", path, "new", "--names", "Ana,Bo", "--seed", "5", "--no-input", "--start-disks", "5a,2a")
	buf, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// As a file kept them from before the rule: a zero-width space and a
	// soft hyphen, both invisible.
	old := strings.NewReplacer("name: Ana", `name: "An\u200ba"`, "name: Bo", `name: "B\u00ado"`).Replace(string(buf))
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"rules", "search", "zzqx\x1b[31m\a"}, `"zzqx\x1b[31m\a"`},
		{[]string{"rules", "show", "army\x1b]0;owned\a"}, `"army\x1b]0;owned\a"`},
		{[]string{"no\x1bpe"}, `unknown command "no\x1bpe"`},
		{[]string{"--lang", "x\u202e", "version"}, `--lang "x\u202e"`},
		{[]string{"--game", filepath.Join(dir, "gone\x1b[1m.yaml"), "state"}, `gone\x1b[1m.yaml`},
		{[]string{"--game", path, "log"}, `An\u200ba`},
		{[]string{"--game", path, "state"}, "player\tAn\\u200ba\t"},
		{[]string{"--game", path, "turn", "--player", "Zed", "--furnace", "upper-left"}, `it is B\u00ado's turn`},
		{[]string{"--game", path, "turn", "--furnace", "upper-left"}, `next: An\u200ba`},
	}
	for _, c := range cases {
		_, out, errs := runWith(t, nil, c.args...)
		if !strings.Contains(out+errs, c.want) {
			t.Errorf("%q: %q, want %q", c.args, out+errs, c.want)
		}
		if f, ok := raw(out + errs); ok {
			t.Errorf("%q: %s reached the output raw: %q", c.args, f.Char(out+errs), out+errs)
		}
	}
	// On a terminal the board's table measures the name as shown.
	var tty, terr bytes.Buffer
	run([]string{"--game", path, "state"}, &cmdutil.IOStreams{In: strings.NewReader(""), Out: &tty, Err: &terr, OutTTY: true, Width: 100}, func(string) string { return "" }, nil)
	var header, row int
	for _, line := range strings.Split(tty.String(), "\n") {
		switch {
		case strings.Contains(line, "PLAYER"):
			header = utf8.RuneCountInString(line)
		case strings.Contains(line, `An\u200ba `):
			row = utf8.RuneCountInString(line)
		}
	}
	if header == 0 || row != header {
		t.Errorf("the table is out of line at the escaped name:\n%s", tty.String())
	}
	out := mustRun(t, "--game", path, "state", "--json")
	if f, ok := raw(out); ok {
		t.Errorf("state --json holds %s raw", f.Char(out))
	}
	var st struct {
		Players []struct{ Name string } `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil || len(st.Players) != 2 || st.Players[0].Name != "An\u200ba" || st.Players[1].Name != "B\u00ado" {
		t.Errorf("state --json reads back as %+v, %v:\n%s", st, err, out)
	}
}

// A name given in another Unicode form or case still names the player:
// José typed with a combining accent is the José of the game.
func TestNamesMatchInAnyForm(t *testing.T) {
	path := filepath.Join(gameDirs(t), "g.yaml")
	mustRun(t, "--game", path, "new", "--names", "Jos\u00e9,Bo", "--seed", "5", "--no-input")
	if out := mustRun(t, "--game", path, "turn", "--start-disk", "JOSE\u0301:2a", "--start-disk", "Bo:5a", "--furnace", "upper-left"); !strings.Contains(out, "Jos\u00e9 took disk 2a") {
		t.Errorf("the start disk went elsewhere:\n%s", out)
	}
}
