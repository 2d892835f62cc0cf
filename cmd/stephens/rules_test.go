package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/rules"
)

// Exact exit codes and messages of the rules commands (no terminal).
func TestRulesExitCodes(t *testing.T) {
	cases := []commandCase{
		{[]string{"rules", "show", "reset-phase", "--lang", "de"}, cmdutil.ExitOK, "Ruhephase  [reset-phase]", ""},
		{[]string{"rules", "show", "Ruhephase"}, cmdutil.ExitOK, "Reset phase  [reset-phase]", ""},
		{[]string{"rules", "show", "reset", "phase", "--lang", "pt"}, cmdutil.ExitOK, "Fase de renovação  [reset-phase]", ""},
		{[]string{"rules", "show", "reset-phse"}, cmdutil.ExitError, "", "stephens: hint: did you mean reset-phase"},
		{[]string{"rules", "show", "reset-phse", "--lang", "de"}, cmdutil.ExitError, "", `es gibt kein Regelthema „reset-phse“`},
		{[]string{"rules", "show"}, cmdutil.ExitUsage, "", "stephens: name the topic to show"},
		{[]string{"rules", "search"}, cmdutil.ExitUsage, "", "stephens: give the words to search for"},
		{[]string{"rules", "search", " "}, cmdutil.ExitUsage, "", "give the words to search for"},
		{[]string{"rules", "search", "xyzzy", "qwxv"}, cmdutil.ExitError, "", `stephens: no rule topic matches "xyzzy qwxv"`},
		{[]string{"rules", "search", "army", "--limit", "-1"}, cmdutil.ExitUsage, "", "--limit must be 0 or more, not -1"},
		{[]string{"rules", "search", "tiebreak"}, cmdutil.ExitOK, "tie-breakers", ""},
		{[]string{"rules", "search", "exército francês", "--lang", "pt"}, cmdutil.ExitOK, "french-army\tAvançar o exército francês\t", ""},
		{[]string{"rules", "list", "extra"}, cmdutil.ExitUsage, "", ""},
		{[]string{"rules", "list", "--nope"}, cmdutil.ExitUsage, "", "unknown flag --nope"},
		// A negative number is a word of the question, as the track prints it
		// (play test pt3 D5); a flag's value stays the flag's.
		{[]string{"sintra", "rules", "search", "what", "happens", "when", "my", "marker", "reaches", "-18"}, cmdutil.ExitOK, "broken-glass\t", ""},
		{[]string{"sintra", "rules", "search", "marker", "at", "-18", "--lang", "de", "--limit", "1"}, cmdutil.ExitOK, "broken-glass\t", ""},
		{[]string{"rules", "search", "-5", "--lang", "pt", "--limit", "-1"}, cmdutil.ExitUsage, "", "--limit"},
		{[]string{"rules", "show", "-18"}, cmdutil.ExitUsage, "", "hint: to give -18 as a word, not a flag, put -- before it"},
		{[]string{"rules"}, cmdutil.ExitOK, "french-army", ""},
	}
	checkCommands(t, cases)
}

// "stephens rules search tiebreak" and the Portuguese query answer with the
// right topic first (issue 2, "Done when").
func TestRulesSearchBestFirst(t *testing.T) {
	for _, c := range []struct{ lang, query, slug string }{
		{"en", "tiebreak", "tie-breakers"},
		{"pt", "exército francês", "french-army"},
		{"en", "Ruhephase", "reset-phase"},
	} {
		code, stdout, stderr := runWith(t, nil, "rules", "search", c.query, "--lang", c.lang)
		if code != cmdutil.ExitOK {
			t.Fatalf("%s: exit %d: %s", c.query, code, stderr)
		}
		first := strings.Split(strings.SplitN(stdout, "\n", 2)[0], "\t")
		if len(first) != 3 || first[0] != c.slug {
			t.Errorf("%s: first line %q, want %s", c.query, first, c.slug)
		}
	}
}

func TestRulesJSON(t *testing.T) {
	base, err := rules.Default()
	if err != nil {
		t.Fatal(err)
	}
	_, out, _ := runWith(t, nil, "rules", "list", "--json", "--lang", "de")
	var list []struct{ Slug, Title string }
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatalf("list --json: %v\n%s", err, out)
	}
	if len(list) != len(base.Slugs()) {
		t.Errorf("list has %d topics, base %d", len(list), len(base.Slugs()))
	}
	for _, it := range list {
		if it.Title != base.Topic("de", it.Slug).Title {
			t.Errorf("list: %s titled %q", it.Slug, it.Title)
		}
	}

	_, out, _ = runWith(t, nil, "rules", "show", "reset-phase", "--json", "--lang", "de")
	var show map[string]any
	if err := json.Unmarshal([]byte(out), &show); err != nil {
		t.Fatalf("show --json: %v\n%s", err, out)
	}
	for _, k := range []string{"slug", "title", "body", "pages", "related", "edition_notes", "aliases", "lang"} {
		if _, ok := show[k]; !ok {
			t.Errorf("show --json has no %q: %v", k, show)
		}
	}
	if show["slug"] != "reset-phase" || show["title"] != "Ruhephase" {
		t.Errorf("show --json = %v", show)
	}
	rel := show["related"].([]any)
	if len(rel) == 0 || rel[0].(map[string]any)["title"] == "" {
		t.Errorf("related = %v", rel)
	}

	_, out, _ = runWith(t, nil, "rules", "show", "permanent-abilities", "--json")
	var pa struct{ Pages map[string][]int }
	if err := json.Unmarshal([]byte(out), &pa); err != nil {
		t.Fatal(err)
	}
	// rules-facts §11: unlocking abilities is p. 13 in EN and PT, S. 14 in DE.
	if fmt.Sprint(pa.Pages) != "map[de:[14] en:[13] pt:[13]]" {
		t.Errorf("pages = %v", pa.Pages)
	}

	_, out, _ = runWith(t, nil, "rules", "search", "reset", "--json")
	var rs []rules.Result
	if err := json.Unmarshal([]byte(out), &rs); err != nil {
		t.Fatalf("search --json: %v\n%s", err, out)
	}
	if len(rs) < 2 || rs[0].Slug != "reset-phase" {
		t.Fatalf("search reset = %+v", rs)
	}
	for i := 1; i < len(rs); i++ {
		if rs[i].Score > rs[i-1].Score {
			t.Errorf("search not best first: %+v", rs)
		}
	}
}

// Without a terminal, `stephens` prints its help and a hint naming the
// rules commands, and exits 0: a script is not left waiting.
func TestDefaultActionWithoutTerminal(t *testing.T) {
	code, stdout, stderr := runWith(t, nil)
	if code != cmdutil.ExitOK || !strings.Contains(stdout, "rules") || !strings.Contains(stdout, "Usage:") {
		t.Errorf("exit %d, stdout %q", code, stdout)
	}
	if !strings.Contains(stderr, `stephens: hint: no terminal here, so no rules browser: use "stephens rules search WORDS"`) {
		t.Errorf("stderr %q", stderr)
	}
}

func TestRulesCompletion(t *testing.T) {
	_, out, _ := runWith(t, nil, "__complete", "rules", "show", "reset-p")
	if !strings.Contains(out, "reset-phase\tReset phase") || strings.Contains(out, "french-army") {
		t.Errorf("completion = %q", out)
	}
	_, out, _ = runWith(t, nil, "__complete", "--lang", "de", "rules", "show", "")
	if !strings.Contains(out, "reset-phase\tRuhephase") || !strings.Contains(out, "french-army") {
		t.Errorf("completion de = %q", out)
	}
}

func TestRulesWrap(t *testing.T) {
	text := "A first paragraph that is long enough to need wrapping at a narrow width of thirty.\n" +
		"Its second line joins it.\n\n" +
		"- an item that is also long enough to wrap onto a second line\n" +
		"  continued here\n" +
		"- short\n\n" +
		"12. numbered item long enough to wrap as well, with a hang"
	var buf bytes.Buffer
	rules.WrapText(&buf, text, 30, "")
	lines := strings.Split(strings.TrimRight(buf.String(), "\n"), "\n")
	for _, l := range lines {
		if utf8.RuneCountInString(l) > 30 {
			t.Errorf("line longer than 30: %q", l)
		}
	}
	got := buf.String()
	for _, want := range []string{
		"A first paragraph that is long\nenough to need wrapping at a\n",
		"thirty. Its\nsecond line joins it.\n\n- an item",
		"\n  enough to wrap onto a second\n  line continued here\n- short\n",
		"\n12. numbered item long enough\n    to wrap",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("wrapped text lacks %q:\n%s", want, got)
		}
	}
}

// Lettered and Roman-numbered lists stay one item a line (play test pt3
// D17: Sintra's complete-pattern a) b) c) and Oh My Goods!' round I. to
// IV. ran together into one paragraph).
func TestRulesWrapLetteredLists(t *testing.T) {
	text := "Do these in order:\n\na) Colour bonus: a point for each piece.\nb) Empty the strip.\nc) Score that window.\n\n" +
		"I. New Hand Cards: swap your hand.\nII. Sunrise: the first row.\nIV. Producing and Building."
	var buf bytes.Buffer
	rules.WrapText(&buf, text, 30, "")
	for _, want := range []string{
		"\na) Colour bonus: a point for\n   each piece.\nb) Empty the strip.\nc) Score",
		"\nI. New Hand Cards: swap your\n   hand.\nII. Sunrise: the first row.\nIV. Producing and Building.\n",
	} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("wrapped text lacks %q:\n%s", want, buf.String())
		}
	}
}

func TestRulesPageRefs(t *testing.T) {
	p := rules.Pages{EN: []int{15}, DE: []int{15}, PT: []int{15}}
	for lang, want := range map[string]string{
		"en": "p. 15 (EN, DE, PT)",
		"de": "S. 15 (EN, DE, PT)", // one abbreviation, the reader's
		"pt": "p. 15 (EN, DE, PT)",
	} {
		a := &cmdutil.App{P: locales.New(lang)}
		if got := rules.PageRefs(p, a.P.Lang, a.P); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	a := &cmdutil.App{P: locales.New("en")}
	// rules-facts §11: unlocking abilities, p. 13 (EN, PT) but S. 14 (DE)
	if got := rules.PageRefs(rules.Pages{EN: []int{13}, DE: []int{14}, PT: []int{13}}, a.P.Lang, a.P); got != "p. 13 (EN, PT); p. 14 (DE)" {
		t.Errorf("got %q", got)
	}
	if got := rules.PageRefs(rules.Pages{DE: []int{5}}, a.P.Lang, a.P); got != "p. 5 (DE)" {
		t.Errorf("got %q", got)
	}
	if got := rules.PageRefs(rules.Pages{}, a.P.Lang, a.P); got != "" {
		t.Errorf("got %q", got)
	}
}

// `rules show` resolves the title or alias of any language, with or without
// accents and with ae/oe/ue for umlauts (issue 10); a query that names no
// topic takes the best search hit when it is clearly ahead; otherwise the
// candidates are listed and the exit code is 1.
func TestRulesShowResolves(t *testing.T) {
	for _, c := range []struct {
		args []string
		head string
	}{
		{[]string{"Französische Armee", "--lang", "de"}, "Die Französische Armee rückt vor  [french-army]"},
		{[]string{"Franzoesische", "Armee", "--lang", "de"}, "Die Französische Armee rückt vor  [french-army]"},
		{[]string{"Zweispitz", "--lang", "pt"}, "Avançar o exército francês  [french-army]"},
		{[]string{"Fuellt die Schmelzoefen wieder auf"}, "Replenish the furnaces  [replenish-furnaces]"},
		{[]string{"fase de renovacao", "--lang", "de"}, "Ruhephase  [reset-phase]"},
		{[]string{"Endwertung: Gleichstand", "--lang", "pt"}, "Pontuação Final: empate  [tie-breakers]"},
		{[]string{"first player", "--lang", "de"}, "Dein Spielzug  [players-turn]"},
		{[]string{"tiebrake"}, "Final Scoring: tie  [tie-breakers]"},
	} {
		code, stdout, stderr := runWith(t, nil, append([]string{"rules", "show"}, c.args...)...)
		if code != cmdutil.ExitOK || !strings.HasPrefix(stdout, c.head+"\n") {
			t.Errorf("show %q: exit %d, first line %q, stderr %q; want %q", c.args, code, strings.SplitN(stdout, "\n", 2)[0], stderr, c.head)
		}
	}
	code, stdout, stderr := runWith(t, nil, "rules", "show", "gear")
	if code != cmdutil.ExitError || stdout != "" ||
		!strings.Contains(stderr, "stephens: hint: did you mean dune-track (Dune track), forest-track (Forest track)?") {
		t.Errorf("show gear: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// Nothing the user typed reaches the terminal raw: escape sequences, BEL,
// bidi overrides and broken UTF-8 in a query are echoed escaped (by the one
// escape, shown, that the printer applies to every value).
func TestRulesEchoEscaped(t *testing.T) {
	for _, args := range [][]string{
		{"rules", "search", "xyzzy\x1b[31m\a\u202e\xff"},
		{"rules", "show", "xyzzy\x1b[31m\a\u202e\xff"},
		{"rules", "search", "--lang", "de", "xyzzy\x1b[31m\a\u202e\xff"},
	} {
		code, stdout, stderr := runWith(t, nil, args...)
		if code != cmdutil.ExitError || stdout != "" {
			t.Errorf("%q: exit %d, stdout %q", args, code, stdout)
		}
		if !strings.Contains(stderr, `"xyzzy\x1b[31m\a\u202e\xff"`) && !strings.Contains(stderr, `„xyzzy\x1b[31m\a\u202e\xff“`) {
			t.Errorf("%q: stderr %q does not echo the query escaped", args, stderr)
		}
		for _, raw := range []string{"\x1b", "\a", "\u202e", "\xff"} {
			if strings.Contains(stderr, raw) {
				t.Errorf("%q: stderr %q has %q raw", args, stderr, raw)
			}
		}
	}
	if got := cmdutil.Shown("Aufträge ✓ \uFFFD"); got != "Aufträge ✓ \uFFFD" {
		t.Errorf("printable text changed: %q", got)
	}
}
