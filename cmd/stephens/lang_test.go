package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/fold"
)

// Flag values in the table's language (issue 21): the words the German
// and Portuguese screens show are accepted for every enumerated value,
// ignoring case and accents, and the files keep the tokens.
func TestFlagValuesInTheTablesLanguage(t *testing.T) {
	dir := gameDirs(t)
	for _, c := range []struct {
		args []string
		want []string // in the game file
	}{
		{[]string{"--lang", "de", "new", "--names", "A,B", "--colours", "rot,gelb"}, []string{"colour: red", "colour: yellow"}},
		{[]string{"--lang", "pt", "new", "--names", "A,B", "--colours", "vermelho,amarelo"}, []string{"colour: red", "colour: yellow"}},
		{[]string{"--lang", "de", "new", "--names", "A,B", "--colours", "Türkis,GRAU"}, []string{"colour: teal", "colour: gray"}},
		{[]string{"--lang", "de", "new", "--names", "A,B", "--colours", "tuerkis,grau"}, []string{"colour: teal", "colour: gray"}},
		{[]string{"--lang", "pt", "new", "--names", "A,B", "--colours", "azul,Cinzento"}, []string{"colour: teal", "colour: gray"}},
		{[]string{"--lang", "de", "new", "--names", "A", "--difficulty", "schwer"}, []string{"difficulty: hard"}},
		{[]string{"--lang", "de", "new", "--names", "A", "--difficulty", "Straff"}, []string{"difficulty: hard"}},
		{[]string{"--lang", "de", "new", "--names", "A", "--difficulty", "locker"}, []string{"difficulty: easy"}},
		{[]string{"--lang", "pt", "new", "--names", "A", "--difficulty", "difícil"}, []string{"difficulty: hard"}},
		{[]string{"--lang", "pt", "new", "--names", "A", "--difficulty", "FACIL"}, []string{"difficulty: easy"}},
		{[]string{"--lang", "pt", "new", "--names", "A", "--automa-deck", "físico", "--opponent", "nenhum"}, []string{"deck: physical"}},
		{[]string{"--lang", "de", "new", "--names", "A,B", "--start-disks", "2a,Sperre-5"}, []string{"disk: gate-5"}},
		// the tokens stay good in every language
		{[]string{"--lang", "de", "new", "--names", "A,B", "--colours", "red,teal"}, []string{"colour: red", "colour: teal"}},
	} {
		path := filepath.Join(dir, "g.yaml")
		os.Remove(path)
		mustRun(t, append([]string{"--game", path}, withSeed(c.args)...)...)
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(string(b), w) {
				t.Errorf("%v: the game file lacks %q:\n%s", c.args, w, b)
			}
		}
	}
}

// withSeed adds what a scripted new game needs after its command.
func withSeed(args []string) []string {
	return append(append([]string(nil), args...), "--seed", "2", "--no-input")
}

// Turns given in German and Portuguese words record the same events
// as with the tokens; the log then says it in German.
func TestTurnsInTheTablesWords(t *testing.T) {
	dir := gameDirs(t)
	words, tokens := filepath.Join(dir, "w.yaml"), filepath.Join(dir, "t.yaml")
	for _, g := range []string{words, tokens} {
		mustRun(t, "--game", g, "new", "--names", "Ana,Bo", "--seed", "5", "--no-input", "--start-disks", "5a,2a")
	}
	mustRun(t, "--lang", "de", "--game", words, "turn", "--furnace", "Unten-Links")
	mustRun(t, "--game", tokens, "turn", "--furnace", "lower-left")
	mustRun(t, "--lang", "pt", "--game", words, "turn", "--create", "esquerdo:inferior", "--disk", "Barreira-5")
	mustRun(t, "--game", tokens, "turn", "--create", "left:lower", "--disk", "gate-5")
	a, b := mustRun(t, "--game", words, "log", "--json"), mustRun(t, "--game", tokens, "log", "--json")
	if a != b {
		t.Errorf("words and tokens recorded differently:\n%s\n---\n%s", a, b)
	}
}

// A refused value names what is accepted in the user's words; a player
// called Rosa stays Rosa where the value names a player.
func TestRefusedValuesListTheUsersWords(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--lang", "de", "new", "--names", "A,B", "--colours", "lila,gelb"}, "„lila“ ist keine Spielfarbe (rot, gelb, grau, türkis)"},
		{[]string{"--lang", "pt", "new", "--names", "A", "--difficulty", "médio"}, `«médio» não é uma dificuldade (fácil, normal, difícil)`},
		{[]string{"--lang", "de", "new", "--names", "A,B", "--colours", "rot,Rot"}, "die Farbe rot ist doppelt vergeben"},
		{[]string{"--lang", "de", "new", "--names", "A,B", "--colours", "rot,Rot"}, "--colours erwartet eine der Angaben gelb, grau, türkis"},
	} {
		code, _, errs := runWith(t, nil, append(c.args, "--no-input", "--game", filepath.Join(t.TempDir(), "g.yaml"))...)
		if code != cmdutil.ExitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d\n%s\nwant %s", c.args, code, errs, c.want)
		}
	}
}

// Shell completion offers the words of the user's language and the
// tokens, part by part.
func TestCompletionOffersTheUsersWords(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"--lang", "de", "new", "--colours", ""}, []string{"rot", "red", "türkis", "teal"}},
		{[]string{"--lang", "pt", "new", "--colours", "vermelho,a"}, []string{"vermelho,amarelo", "vermelho,azul"}},
		{[]string{"--lang", "de", "new", "--difficulty", "schw"}, []string{"schwer"}},
		{[]string{"--lang", "de", "reset", "--supply", "Ana:unten-l"}, []string{"Ana:unten-links"}},
		{[]string{"--lang", "pt", "turn", "--cubes", "2p"}, []string{"2preto", "2pink"}},
	} {
		_, out, _ := runWith(t, nil, append([]string{"__complete"}, c.args...)...)
		for _, w := range c.want {
			if !strings.Contains("\n"+out, "\n"+w+"\n") {
				t.Errorf("%v: completion lacks %q:\n%s", c.args, w, out)
			}
		}
	}
}

// A value no question took is refused for its real reason: a fifth name
// is a fifth player; cubes or accessories count only with 2b or 2e.
func TestUnusedValuesSayWhy(t *testing.T) {
	sheet := []string{"score", "--names", "Bo", "--track", "Bo:3", "--forest", "Bo:0", "--dune", "Bo:0",
		"--masters-stephens", "Bo:0", "--masters-lower", "Bo:0", "--masters-upper", "Bo:0", "--apprentices", "Bo:0",
		"--abilities", "Bo:2a", "--coins", "Bo:1", "--influence", "Bo:1", "--crown", "Bo:", "--colonies", "Bo:", "--uk", "Bo:",
		"--difficulty", "none", "--opponent", "none", "--no-input"}
	for _, c := range []struct {
		args []string
		want map[string]string
	}{
		{[]string{"new", "--names", "A,B,C,D,E", "--no-input", "--game", filepath.Join(t.TempDir(), "g.yaml")}, map[string]string{
			"en": "at most 4 players: E is one too many", "de": "höchstens 4 Personen: E ist eine zu viel", "pt": "no máximo 4 jogadores: E está a mais"}},
		{append(sheet, "--cubes", "Bo:3"), map[string]string{
			"en": "Bo has not unlocked 2b, so --cubes Bo:3 is not needed", "de": "Bo hat 2b nicht freigeschaltet, also wird --cubes Bo:3 nicht gebraucht",
			"pt": "Bo não desbloqueou a 2b, por isso --cubes Bo:3 não é necessário"}},
		{append(sheet, "--crates", "Bo:1"), map[string]string{"en": "Bo has not unlocked 2e, so --crates Bo:1 is not needed"}},
	} {
		for lang, want := range c.want {
			code, _, errs := runWith(t, nil, append([]string{"--lang", lang}, c.args...)...)
			if code != cmdutil.ExitUsage || !strings.Contains(errs, want) || strings.Contains(errs, "nicht gebraucht: dieser Befehl") {
				t.Errorf("%s %v: exit %d\n%s\nwant %s", lang, c.args[:3], code, errs, want)
			}
		}
	}
}

// A line never breaks inside a short quotation: «stephens turn» stays
// whole, in every language's quotation marks.
func TestWrapKeepsQuotationsWhole(t *testing.T) {
	for _, s := range []string{
		"regista-os com «stephens turn --start-disk NOME:DISCO» ou em «stephens play»",
		"trag sie mit „stephens turn --start-disk NAME:SCHEIBE“ nach (oder in „stephens play“)",
		`run "stephens turn --start-disk NAME:DISK" now, or "stephens play"`,
	} {
		for width := 20; width <= 80; width++ {
			for _, line := range strings.Split(cmdutil.WrapTo(s, width), "\n") {
				for _, q := range fold.QuotePairs[:2] { // «», „“
					if open, close := strings.Count(line, q[0]), strings.Count(line, q[1]); open != close {
						t.Errorf("width %d breaks a quotation: %q", width, line)
					}
				}
				if strings.Count(line, `"`)%2 != 0 {
					t.Errorf("width %d breaks a quotation: %q", width, line)
				}
			}
		}
	}
	if got := cmdutil.WrapTo("a «b c d e f g h i j» k", 6); !strings.Contains(got, "\n") {
		t.Errorf("a long quotation may break: %q", got)
	}
}

// On/off flags take the table's yes and no: --reached=nein is
// --reached=false, --json=sim is --json.
func TestOnOffFlagsTakeYesAndNo(t *testing.T) {
	dir := gameDirs(t)
	for _, c := range []struct{ lang, no string }{{"de", "nein"}, {"pt", "não"}, {"pt", "NAO"}, {"en", "no"}} {
		a, b := filepath.Join(dir, "a.yaml"), filepath.Join(dir, "b.yaml")
		for _, g := range []string{a, b} {
			os.Remove(g)
			mustRun(t, "--game", g, "new", "--names", "Ana,Bo", "--seed", "5", "--no-input", "--start-disks", "5a,2a")
		}
		mustRun(t, "--lang", c.lang, "--game", a, "reset", "--empty", "lower-left,lower-right", "--reached="+c.no, "--refill", "2", "--no-supply")
		mustRun(t, "--game", b, "reset", "--empty", "lower-left,lower-right", "--reached=false", "--refill", "2", "--no-supply")
		if x, y := mustRun(t, "--game", a, "log", "--json"), mustRun(t, "--game", b, "log", "--json"); x != y {
			t.Errorf("%s --reached=%s is not --reached=false:\n%s\n%s", c.lang, c.no, x, y)
		}
	}
	if out := mustRun(t, "--lang", "pt", "rules", "list", "--json=sim"); !strings.HasPrefix(strings.TrimSpace(out), "[") {
		t.Errorf("--json=sim gave no JSON: %.80s", out)
	}
	code, _, errs := runWith(t, nil, "--lang", "de", "rules", "list", "--json=vielleicht")
	if code != cmdutil.ExitUsage || !strings.Contains(errs, "--json=ja, --json=nein") {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// A NAME:VALUE flag given every player at once, comma-separated, is
// refused with the form that works: the flag once per player.
func TestKeyedFlagGivenAsAListShowsOneFlagEach(t *testing.T) {
	for lang, want := range map[string]string{
		"en": "give --track once for each player: --track Ana:38 --track Bo:41",
		"de": "gib --track für jede Person einzeln an: --track Ana:38 --track Bo:41",
		"pt": "indica --track uma vez por jogador: --track Ana:38 --track Bo:41",
	} {
		code, _, errs := runWith(t, nil, "--lang", lang, "score", "--names", "Ana,Bo", "--track", "Ana:38,Bo:41", "--no-input")
		if code != cmdutil.ExitUsage || !strings.Contains(errs, want) {
			t.Errorf("%s: exit %d\n%s\nwant %s", lang, code, errs, want)
		}
	}
	code, _, errs := runWith(t, nil, "omg", "score", "--names", "Ana,Bo", "--buildings", "Ana:20", "--buildings", "Bo:x", "--no-input")
	if code != cmdutil.ExitUsage || strings.Contains(errs, "once for each player") {
		t.Errorf("a single bad value is not a list: exit %d\n%s", code, errs)
	}
}
