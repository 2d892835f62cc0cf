package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	bad := writeTemp(t, "bad.yaml", "players:\n  - name: Ana\n  - name: Bo\n    forest: 8\n")
	syntax := writeTemp(t, "syntax.yaml", "players:\n  - name: Ana\n    coins: \"2\n")
	cases := []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"score", "--file", good}, exitOK, ""},
		{[]string{"score", "--file", good, "--json"}, exitOK, ""},
		{[]string{"score", "--file", bad}, exitUsage, "players[2].forest: 8 is not a forest score (0, 7 or 15)"},
		{[]string{"score", "--file", syntax}, exitUsage, "line 3"},
		{[]string{"score", "--file", filepath.Join(t.TempDir(), "none.yaml")}, exitUsage, "none.yaml: there is no such file"},
		{[]string{"score"}, exitUsage, "pass --file"},
		{[]string{"score", "extra"}, exitUsage, ""},
		{[]string{"--lang", "pt", "score", "--file", bad}, exitUsage, "8 não é uma pontuação da floresta"},
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
		"en": {"│ Scoring track ", "│   Lower small factories, 3 VP each │    12 │", "│   2e: 5 VP per accessory set ", "│ Total ", "│   111 │", "Maria: 111 VP.", "Rank at Normal: Apprentice."},
		"de": {"│ Siegpunktpfad ", "│   Untere kleine Fabriken, je 3 SP │    12 │", "│   2e: 5 SP je Zubehör-Set ", "│ Summe ", "│   111 │", "Maria: 111 SP.", "Spezialgebiet bei Normal: Glaskugel."},
		"pt": {"│ Trilha de pontuação ", "│   Fábricas privadas inferiores, 3 PV cada │    12 │", "│   2e: 5 PV por conjunto de acessórios ", "│ Total ", "│   111 │", "Maria: 111 PV.", "Nível em Normal: Aprendiz."},
	}
	for lang, lines := range want {
		var out bytes.Buffer
		a := &app{io: &ioStreams{Out: &out, Err: &out, OutTTY: true, Width: 80}, p: locales.New(lang)}
		if err := printScore(a, res, false); err != nil {
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
		if strings.Contains(s, "[score.") || strings.Contains(s, "[term.") {
			t.Errorf("%s: missing message in\n%s", lang, s)
		}
	}
}

// The walkthrough starts from a pre-filled sheet (as the running game will
// give it) and does not touch the caller's copy.
func TestCloneSheetIsDeep(t *testing.T) {
	in := &score.Sheet{Players: []score.Player{{Name: "A", Abilities: []string{"2a"}, Contracts: score.Contracts{UK: []int{1}}}}}
	c := cloneSheet(in)
	c.Players[0].Abilities[0] = "5a"
	c.Players[0].Contracts.UK[0] = 9
	c.Players[0].Name = "B"
	if in.Players[0].Abilities[0] != "2a" || in.Players[0].Contracts.UK[0] != 1 || in.Players[0].Name != "A" {
		t.Errorf("clone shares memory with the start sheet: %+v", in.Players[0])
	}
}

// runKeys runs the CLI in-process as if on a terminal, with keys as input.
func runKeys(t *testing.T, keys string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	if raceEnabled {
		t.Skip("promptui races internally")
	}
	var out, errb bytes.Buffer
	s := &ioStreams{In: strings.NewReader(keys), Out: &out, Err: &errb, InTTY: true, OutTTY: true, Width: 80}
	code = run(args, s, func(string) string { return "" }, nil)
	return code, out.String(), errb.String()
}

// Ctrl-C in the middle of the walkthrough: exit 130 and no sheet written
// (the pty script cannot place a Ctrl-C mid-way: the terminal turns it into
// a signal as soon as it is typed).
func TestScoreInterruptedMidway(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "sheet.yaml")
	code, _, stderr := runKeys(t, "2\rAna\rBo\r52\r\x03", "score", "--save", save)
	if code != exitInterrupted || !strings.Contains(stderr, "stephens: interrupted") {
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

// The walkthrough from a pre-filled sheet, as the running game will call
// it: names, masters, apprentices and abilities known, only the rest asked.
func TestAskScoreSheetPrefilled(t *testing.T) {
	if raceEnabled {
		t.Skip("promptui races internally")
	}
	start := &score.Sheet{Players: []score.Player{
		{Name: "Ana", Masters: score.Masters{Stephens: 1, Lower: 1}, Apprentices: 1, Abilities: []string{"2a", "2c", "5a"}},
		{Name: "Bo", Masters: score.Masters{Upper: 2}},
	}}
	// Ana: track, forest, dune, contracts (crown 3, empty, empty), coins,
	// influence (no cubes or accessories: no 2b, no 2e). Bo: the same with
	// no contracts. Then confirm on the review screen.
	keys := "40\r7\r0\r3\r\r\r\r9\r4\r" + "30\r15\r7\r\r\r\r2\r1\r" + "\r"
	var out bytes.Buffer
	a := &app{io: &ioStreams{In: strings.NewReader(keys), Out: &out, Err: &out, InTTY: true, OutTTY: true, Width: 80},
		p: locales.New("en")}
	got, err := askScoreSheet(a, start, "masters", "apprentices", "abilities")
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	ana, bo := got.Players[0], got.Players[1]
	if ana.Track != 40 || ana.Forest != 7 || len(ana.Contracts.Crown) != 1 || ana.Contracts.Crown[0] != 3 ||
		ana.Coins != 9 || ana.Influence != 4 || ana.Masters.Lower != 1 || len(ana.Abilities) != 3 {
		t.Errorf("Ana: %+v", ana)
	}
	if bo.Track != 30 || bo.Forest != 15 || bo.Dune != 7 || bo.Coins != 2 || bo.Influence != 1 || bo.Masters.Upper != 2 {
		t.Errorf("Bo: %+v", bo)
	}
	if strings.Contains(out.String(), "masters at the lower") || strings.Contains(out.String(), "abilities unlocked") {
		t.Errorf("asked a known field:\n%s", out.String())
	}
	res, err := score.Score(got)
	if err != nil {
		t.Fatal(err)
	}
	// Ana 40+7+0+(1+3)+1+3+(9/2=4) = 59; Bo 30+15+7+10 = 62.
	if res.Players[0].Total != 59 || res.Players[1].Total != 62 {
		t.Errorf("totals %d %d, want 59 62", res.Players[0].Total, res.Players[1].Total)
	}
	if start.Players[0].Track != 0 {
		t.Errorf("the start sheet was changed")
	}
}

func TestScoreWrap(t *testing.T) {
	got := scoreWrap("Aufträge Reihe für Reihe: gib die Spielsteine ein", 20)
	want := "Aufträge Reihe für\nReihe: gib die\nSpielsteine ein"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestReviewProblemNamesTheField(t *testing.T) {
	a := &app{p: locales.New("pt")}
	s := &score.Sheet{Players: []score.Player{{Name: "Rita", Masters: score.Masters{Upper: 2}, Apprentices: 3}}}
	ps := score.Validate(s)
	if len(ps) != 1 {
		t.Fatalf("problems %v", ps)
	}
	got := reviewProblem(a, s, ps[0])
	if got != "Rita, Aprendizes: 3 aprendizes, mas só 2 mestres (cabe um aprendiz por baixo de cada mestre)" {
		t.Errorf("got %q", got)
	}
	if ps[0].Args["Field"] != "players[1].apprentices" {
		t.Errorf("the problem itself was changed: %v", ps[0].Args)
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
// final table with 111 VP, and the saved sheet (rules-facts §7.1).
func TestScoreSessionMaria(t *testing.T) {
	keys := "1\rMaria\r\r\r36\r8\r\x087\r0\r2\r4\r2\r4\r2\r\r1\r\r1\r\r" +
		strings.Repeat("\x1b[B\r", 5) + "14\r11\r9\r1\r1\r1\r" +
		"\x1b[B\r\x1b[B\x1b[B\r38\r\r"
	save := filepath.Join(t.TempDir(), "maria.yaml")
	code, out, stderr := runKeys(t, keys, "score", "--save", save)
	if code != exitOK {
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
