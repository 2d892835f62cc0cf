package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	scorecmd "github.com/pileup-companion/stephens/cmd/stephens/score"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/locales"
)

const mariaSheet = `difficulty: normal
players:
  - name: Maria
    track: 38
    forest: 7
    masters: {stephens: 2, lower: 4, upper: 2}
    apprentices: 4
    contracts: {crown: [2], colonies: [1], uk: [1]}
    abilities: [2a, 2b, 2c, 2d, 2e]
    cubes: 14
    coins: 11
    influence: 9
    accessories: {basketware: 1, crates: 1, chandeliers: 1}
`

func writeTemp(t *testing.T, name, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// Exact exit codes of stephens score (the scripts only see non-zero).
func TestScoreExitCodes(t *testing.T) {
	good := writeTemp(t, "maria.yaml", mariaSheet)
	bad := writeTemp(t, "bad.yaml", "players:\n  - name: Ana\n    track: 3\n  - name: Bo\n    track: 4\n    forest: 8\n")
	syntax := writeTemp(t, "syntax.yaml", "players:\n  - name: Ana\n    coins: \"2\n")
	cases := []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"score", "--file", good}, cmdutil.ExitOK, ""},
		{[]string{"score", "--file", good, "--json"}, cmdutil.ExitOK, ""},
		{[]string{"score", "--file", bad}, cmdutil.ExitUsage, "Bo, Forest track [forest]: 8 is not a forest score (0, 7 or 15)"},
		{[]string{"score", "--file", syntax}, cmdutil.ExitUsage, "line 3"},
		{[]string{"score", "--file", filepath.Join(t.TempDir(), "none.yaml")}, cmdutil.ExitUsage, "none.yaml: there is no such file"},
		{[]string{"score"}, cmdutil.ExitUsage, "pass --file"},
		{[]string{"score", "extra"}, cmdutil.ExitUsage, ""},
		{[]string{"--lang", "pt", "score", "--file", bad}, cmdutil.ExitUsage, "8 não é uma pontuação da floresta"},
	}
	for _, c := range cases {
		code, _, stderr := runWith(t, nil, c.args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, stderr)
		}
		if !strings.Contains(stderr, c.err) {
			t.Errorf("%v: stderr %q, want %q", c.args, stderr, c.err)
		}
	}
}

// The table on a terminal, in each language: Maria's 111 VP with the
// sub-lines and the rank as the edition names it (rules-facts §7.1, §8.8).
func TestScoreTableLanguages(t *testing.T) {
	sheet, err := score.Parse([]byte(mariaSheet))
	if err != nil {
		t.Fatal(err)
	}
	res, err := score.Score(sheet)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"en": {"│ Scoring track ", "│   Lower small factories, 3 VP each │    12 │", "│   2e: 5 VP per accessory set ", "│ Total ", "│   111 │", "Maria: 111 VP.", "Rank at Normal: Apprentice.",
			"\nHow each line was counted\nMaria\n  Scoring track: marker on 38 VP (p. 20)\n", "  Contracts: column 1: 3 cards × 4 cubes = 12 (p. 20)\n"},
		"de": {"│ Siegpunktepfad ", "│   Untere kleine Fabriken, je 3 SP │    12 │", "│   2e: 5 SP je Zubehör-Set ", "│ Summe ", "│   111 │", "Maria: 111 SP.", "Spezialgebiet im Spielmodus Normal: Glaskugel.",
			"\nWie jede Zeile zustande kommt\nMaria\n  Siegpunktepfad: Scheibe auf 38 SP (S. 20)\n", "  Aufträge: Spalte 1: 3 Karten × 4 Spielsteine = 12 (S. 20)\n"},
		"pt": {"│ Trilha de pontuação ", "│   Fábricas privadas inferiores, 3 PV cada │    12 │", "│   2e: 5 PV por conjunto de acessórios ", "│ Total ", "│   111 │", "Maria: 111 PV.", "Nível em Normal: Aprendiz.",
			"\nComo se contou cada linha\nMaria\n  Trilha de pontuação: marcador nos 38 PV (p. 20)\n", "  Contratos: coluna 1: 3 cartas × 4 cubos = 12 (p. 20)\n"},
	}
	for lang, lines := range want {
		var out bytes.Buffer
		a := &cmdutil.App{IO: &cmdutil.IOStreams{Out: &out, Err: &out, OutTTY: true, Width: 80}, P: locales.New(lang)}
		if err := shared.PrintScore(a, res, false); err != nil {
			t.Fatal(err)
		}
		s := out.String()
		for _, l := range lines {
			if !strings.Contains(s, l) {
				t.Errorf("%s: table lacks %q:\n%s", lang, l, s)
			}
		}
		for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
			if n := len([]rune(l)); n > 80 {
				t.Errorf("%s: line wider than the terminal (%d): %q", lang, n, l)
			}
		}
		if strings.Contains(s, "[score.") || strings.Contains(s, "[term.") || strings.Contains(s, "[walk.") {
			t.Errorf("%s: missing message in\n%s", lang, s)
		}
	}
}

// runKeys runs the CLI in-process as if on a terminal, with keys as input.
func runKeys(t *testing.T, keys string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	// A fresh state folder: a draft another test left is not this one's.
	return runKeysIn(t, t.TempDir(), keys, args...)
}

// Ctrl-C in the middle of the walkthrough: exit 130 and no sheet written
// (the pty script cannot place a Ctrl-C mid-way: the terminal turns it into
// a signal as soon as it is typed).
func TestScoreInterruptedMidway(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "sheet.yaml")
	code, _, stderr := runKeys(t, "2\rAna\rBo\r52\r\x03", "score", "--save", save)
	if code != cmdutil.ExitInterrupted || !strings.Contains(stderr, "stephens: interrupted") {
		t.Fatalf("exit %d, stderr %q; want 130 and interrupted", code, stderr)
	}
	if _, err := os.Stat(save); !os.IsNotExist(err) {
		t.Errorf("a sheet was written after Ctrl-C: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 0 {
		t.Errorf("files left behind: %v", entries)
	}
}

// sheetBlock cuts the example sheet out of a text: from the line holding
// "difficulty:" to the first blank line or fence, dedented.
func sheetBlock(t *testing.T, text string) string {
	t.Helper()
	i := strings.Index(text, "difficulty:")
	if i < 0 {
		t.Fatal("no example sheet")
	}
	i = strings.LastIndex(text[:i], "\n") + 1
	indent := len(text[i:]) - len(strings.TrimLeft(text[i:], " "))
	var b strings.Builder
	for _, l := range strings.Split(text[i:], "\n") {
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "```") {
			break
		}
		b.WriteString(l[min(indent, len(l)):] + "\n")
	}
	return b.String()
}

// The sheets shown in --help (each language) and in the README are valid and
// give Maria's 111 VP (rules-facts §7.1).
func TestDocumentedSheetsScore(t *testing.T) {
	texts := map[string]string{}
	for _, lang := range locales.Supported {
		texts["help "+lang] = locales.New(lang).T("score.long")
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	r := string(readme)
	texts["README"] = r[strings.Index(r, "<!-- section: score -->"):]
	for name, text := range texts {
		sheet, err := score.Parse([]byte(sheetBlock(t, text)))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		res, err := score.Score(sheet)
		if err != nil || res.Players[0].Total != 111 {
			t.Errorf("%s: total %v, %v; want 111", name, res.Players, err)
		}
	}
}

// Maria's game at the prompts, in-process (the pty script types the same
// keys): a refused forest score, a correction on the review screen, the
// On a terminal the places are the last line of the table, under the
// totals that decide them (three-player review D18), and the tie line
// names the runner-up's value.
func TestScoreTablePlacesAfterTotals(t *testing.T) {
	sheet, err := score.Parse([]byte("players:\n  - {name: Ana, track: 60, influence: 6, coins: 1}\n  - {name: Bo, track: 60, influence: 4, coins: 9}\n  - {name: Cy, track: 46}\n"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := score.Score(sheet)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	a := &cmdutil.App{IO: &cmdutil.IOStreams{Out: &out, Err: &out, OutTTY: true, Width: 80}, P: locales.New("en")}
	if err := shared.PrintScore(a, res, false); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	lines := strings.Split(s, "\n")
	i := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "│ Total ") })
	if i < 0 || i+2 >= len(lines) || !strings.HasPrefix(lines[i+1], "│ Place ") || !strings.HasSuffix(lines[i+1], "│   1 │  2 │  3 │") ||
		!strings.HasPrefix(lines[i+2], "└") {
		t.Errorf("the places are not the last row, under the totals:\n%s", s)
	}
	if l := "Winner: Ana. Tied on 60 VP; the tie-break is influence left: 6 against 4."; !strings.Contains(s, l) {
		t.Errorf("lacks %q:\n%s", l, s)
	}
}

// final table with 111 VP, and the saved sheet (rules-facts §7.1).
func TestScoreSessionMaria(t *testing.T) {
	keys := "1\rMaria\r\r\r36\r8\r\x087\r0\r2\r4\r2\r4\r2\r\r1\r\r1\r\r" +
		strings.Repeat("\x1b[B\r", 5) + "14\r11\r9\r1\r1\r1\r" +
		"\x1b[B\r\x1b[B\x1b[B\r38\r\r"
	save := filepath.Join(t.TempDir(), "maria.yaml")
	code, out, stderr := runKeys(t, keys, "score", "--save", save)
	if code != cmdutil.ExitOK {
		t.Fatalf("exit %d\n%s\n%s", code, stderr, out)
	}
	for _, want := range []string{
		"8 is not a forest score (0, 7 or 15)",
		"│ Scoring track               │             36 │", // before the correction
		"│ Scoring track               │             38 │", // after it
		"│ Total                              │   111 │",
		"Maria: 111 VP.",
		"Rank at Normal: Apprentice.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if !strings.Contains(stderr, "Sheet saved to "+save) {
		t.Errorf("stderr %q", stderr)
	}
	src, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	sheet, err := score.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	res, _ := score.Score(sheet)
	if res.Players[0].Total != 111 {
		t.Errorf("saved sheet scores %d", res.Players[0].Total)
	}
}

// scripted is a prompter that answers from a list, as a table would type:
// a select takes an index, a text or number prompt a string that its check
// must accept (a refused one is kept in refused and the next answer tried).
type scripted struct {
	t       *testing.T
	answers []any
	labels  []string
	refused []string
}

func (s *scripted) next(label string) any {
	s.t.Helper()
	s.labels = append(s.labels, label)
	if len(s.answers) == 0 {
		s.t.Fatalf("no answer left for %q", label)
	}
	a := s.answers[0]
	s.answers = s.answers[1:]
	return a
}

func (s *scripted) Select(label string, items []string, _ int) (int, error) {
	k, ok := s.next(label).(int)
	if !ok || k >= len(items) {
		s.t.Fatalf("%q: %v is not a pick of %v", label, k, items)
	}
	return k, nil
}

func (s *scripted) Text(label, _ string, check func(string) error) (string, error) {
	for {
		v, ok := s.next(label).(string)
		if !ok {
			s.t.Fatalf("%q: want a text answer (asked so far: %q)", label, s.labels)
		}
		if err := check(v); err != nil {
			s.refused = append(s.refused, err.Error())
			continue
		}
		return v, nil
	}
}

func (s *scripted) Number(label, def string, check func(string) error) (string, error) {
	return s.Text(label, def, check)
}

func (s *scripted) Confirm(label string, _ bool) (bool, error) { return s.next(label).(int) == 0, nil }

// The whole sheet at the prompts through the driver, race-safe: two
// players, a refused apprentice count, a step back from the abilities, the
// review with a correction of the second player's coins, then the table
// with the why.
func TestScoreSessionScripted(t *testing.T) {
	save := filepath.Join(t.TempDir(), "two.yaml")
	fake := &scripted{t: t, answers: []any{
		"2", "Ana", "Bo",
		// Ana: track, forest, dune, masters ×3, apprentices (3 refused: 2 masters)
		"40", "7", "0", "1", "1", "0", "3", "2",
		"3", "", "", "", // crown 3, then the rows end
		2, "", // abilities: "← back" to the UK row, asked again
		1, 2, 0, // abilities: 2a, then 2c of 2b..2e, done
		"9", "4", // coins, influence
		// Bo
		"30", "15", "7", "0", "0", "2", "0", "", "", "", 0, "2", "1",
		1, 1, 13, "5", // review: correct, Bo, coins (the 14th field), 5
		0, // confirm
	}}
	var out, errb bytes.Buffer
	a := &cmdutil.App{IO: &cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, InTTY: true, OutTTY: true, Width: 100},
		P: locales.New("en"), Asker: fake, Getenv: func(string) string { return "" }}
	if err := scorecmd.RunScore(a, scorecmd.ScoreOptions{Save: save}); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if len(fake.answers) != 0 {
		t.Errorf("answers left: %v", fake.answers)
	}
	// The refusal names its rule, which "?" shows (rule_help.go).
	if want := "Ana: 3 apprentices but only 2 masters: one apprentice fits under each master — the rule: Master and Apprentice (pp. 10–13); type ? to read it"; len(fake.refused) != 1 || fake.refused[0] != want {
		t.Errorf("refused %q", fake.refused)
	}
	s := out.String()
	for _, want := range []string{
		"Check the sheet before it is saved:",
		"│ Coins                       │     9 │  2 │",
		"│ Coins                       │     9 │  5 │",
		"Winner: Bo with 62 VP.",
		"  Abilities: 2b not unlocked = 0; 2c unlocked: 9 coins ÷ 2 = 4, rounded down; 2d not unlocked = 0;\n  2e not unlocked = 0 (pp. 13, 20)",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q:\n%s", want, s)
		}
	}
	sheet, err := os.ReadFile(save)
	if err != nil || !strings.Contains(string(sheet), "coins: 5") {
		t.Errorf("saved sheet %s, %v", sheet, err)
	}
	if fake.labels[len(fake.labels)-2] != "Bo, coins left (they can break a tie)" {
		t.Errorf("labels %q", fake.labels)
	}
	// The correction is asked as questions ("Correct whose value" read as
	// an order with a colon after it).
	for _, want := range []string{"Whose value is wrong?", "Which of Bo's values is wrong?"} {
		if !contains(fake.labels, want) {
			t.Errorf("not asked %q; asked %q", want, fake.labels)
		}
	}
}
