package locales

import (
	"bufio"
	"os"
	"regexp"
	"strings"
	"testing"
)

// EnglishWords reads the curated list of English UI words that must not
// appear on a German or Portuguese screen (testdata/english-ui-words.txt).
// cmd/stephens's help test reads the same file.
func englishWords(t *testing.T) map[string]bool {
	t.Helper()
	f, err := os.Open("testdata/english-ui-words.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	words := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if w := strings.TrimSpace(sc.Text()); w != "" && !strings.HasPrefix(w, "#") {
			words[strings.ToLower(w)] = true
		}
	}
	if len(words) < 50 {
		t.Fatalf("only %d English words", len(words))
	}
	return words
}

// What a screen may show in English: the parts the word check leaves out.
var (
	reAction  = regexp.MustCompile(`\{\{.*?\}\}|Pile Up Games`)
	reYAML    = regexp.MustCompile(`(?m)^[ \t]+-?[ \t]*[a-z_]+:.*$|\{[^{}]*\}`) // a file format's example
	reQuoted  = regexp.MustCompile("„[^“]*“|“[^”]*”|\"[^\"]*\"|«[^»]*»|`[^`]*`|(?:^|\\s)'[^']*'")
	reCommand = regexp.MustCompile(`stephens(?: (?:[a-z]+|--?[\w-]+(?:[= ][^\s,;)]+)?|[A-Z][A-Z:_\[\]]*))*`)
	reFlag    = regexp.MustCompile(`--?[a-z][\w-]*(?:=\S+)?`)
	reWord    = regexp.MustCompile(`[\p{L}][\p{L}\p{N}_'’./:#@+-]*`)
)

// EnglishIn returns the words of text that are on the list, after leaving out
// what a German or Portuguese screen may show in English.
func englishIn(text string, words map[string]bool) []string {
	s := reAction.ReplaceAllString(text, " ")
	s = reYAML.ReplaceAllString(s, " ")
	s = reQuoted.ReplaceAllString(s, " ")
	s = reCommand.ReplaceAllString(s, " ")
	s = reFlag.ReplaceAllString(s, " ")
	var found []string
	for _, w := range reWord.FindAllString(s, -1) {
		w = strings.TrimRight(w, ".:'’/#@+-")
		if strings.ContainsAny(w, "_'’./:#@+-0123456789") {
			continue // a token: upper-left, gate-5, worker_supply, 2h15m
		}
		if words[strings.ToLower(w)] {
			found = append(found, w)
		}
	}
	return found
}

// No German or Portuguese message says an English UI word.
func TestNoEnglishInMessages(t *testing.T) {
	words := englishWords(t)
	for i, lang := range Supported {
		if lang == "en" {
			continue
		}
		for _, m := range catalogs[i] {
			for _, text := range []string{m.zero, m.one, m.two, m.few, m.many, m.other} {
				if found := englishIn(text, words); len(found) > 0 {
					t.Errorf("%s %s: English %q in %q", lang, m.id, found, text)
				}
			}
		}
	}
}

// The check finds English where it is and leaves tokens, quotes and
// commands alone.
func TestEnglishIn(t *testing.T) {
	words := englishWords(t)
	for _, c := range []struct {
		text string
		want string
	}{
		{"Usage: stephens new [flags]", "Usage flags"},
		{"No results", "results"},
		{"unbekannter Befehl „{{.Name}}“", ""},
		{`zum Beispiel "stephens rules show reset-phase"`, ""},
		{"gib --cubes black,orange an, oder --furnace upper-left", ""},
		{"„stephens turn --start-disk NAME:SCHEIBE“ trägt sie nach", ""},
		{"mit stephens score --file sheet.yaml --finish beenden", ""},
		{"worker_supply hat 3 Zahlen; gate-5 ist frei", ""},
		{"Die Englische Ausgabe nennt sie 'reset phase'", ""},
		{"Die Aktion des Schmelzofens (the furnace)", "the"},
		{"cards enthält 9 Karten", "cards"},
		{"(default 3)", "default"},
		{"(Pile Up Games, 2024)", ""},
		{"Das Format:\n  players:   # 1 bis 4\n    - cubes: 14\nergänze supply: {cubes: 2}", ""},
	} {
		if got := strings.Join(englishIn(c.text, words), " "); got != c.want {
			t.Errorf("%q: %q, want %q", c.text, got, c.want)
		}
	}
}
