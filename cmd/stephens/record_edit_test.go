package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
)

// A finished game edited by hand so that its sheet makes someone else the
// winner is skipped with a message that names the field holding the
// winners and its line, and says what to write there (playtest pt3 D10);
// once it is written, the record follows the file.
func TestEditedFinishNamesTheWinnersField(t *testing.T) {
	gameDirs(t)
	path := newGame(t, "Eva,Bo", "3")
	mustRun(t, append([]string{"score", "--finish"}, sheetFlags([]string{"Eva", "Bo"}, []string{"18", "40"}, []string{"0", "0"})...)...)
	buf, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := regexp.MustCompile(`(?m)^    text: Bo$`)
	lines := strings.Split(string(buf), "\n")
	textLine := 0
	for i, l := range lines {
		if text.MatchString(l) {
			textLine = i + 1
		}
	}
	edited := strings.Replace(string(buf), "track: 18\n", "track: 190\n", 1)
	if textLine == 0 || edited == string(buf) {
		t.Fatalf("no winners or track to edit in\n%s", buf)
	}
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{
		"en": `line %d: events\[\d+\]\.text: the finish names "Bo" as the winners, but its sheet makes it Eva: write text: Eva there, or correct the sheet`,
		"de": `Zeile %d: events\[\d+\]\.text: der Abschluss nennt den Sieg von „Bo“, der Bogen ergibt aber: Eva; schreib dort text: Eva`,
		"pt": `linha %d: events\[\d+\]\.text: o registo do fim indica «Bo» como vencedor, mas segundo a folha vence Eva: escreve aí text: Eva`,
	} {
		_, _, errs := runWith(t, nil, "--lang", lang, "history")
		if !regexp.MustCompile(strings.ReplaceAll(want, "%d", strconv.Itoa(textLine))).MatchString(errs) {
			t.Errorf("%s: %s", lang, errs)
		}
	}
	if err := os.WriteFile(path, []byte(text.ReplaceAllString(edited, "    text: Eva")), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := runWith(t, nil, "history"); code != cmdutil.ExitOK || errs != "" || !strings.Contains(out, "Eva:191:1,Bo:41:2\tEva\t") {
		t.Errorf("after the fix: %d %q %q", code, out, errs)
	}
}

// A file the record skips is told folded to a terminal's width, at word
// breaks, as every other error is: at 80 columns its path and words were
// cut mid-word ("…/game" / "s/2026-…", "in" / "dica": retest of play test
// pt3); piped, it stays one line.
func TestSkippedFileFoldsOnATerminal(t *testing.T) {
	dir := gameDirs(t)
	games := filepath.Join(dir, "XDG_DATA_HOME", "stephens", "games")
	if err := os.MkdirAll(games, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(games, "2026-01-02-1900-a-rather-long-name-ana-bo.yaml"), []byte("version: [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, width := range []int{0, 60} {
		var out, errb bytes.Buffer
		s := &cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, Width: 80, ErrWidth: width}
		run([]string{"--lang", "pt", "history"}, s, func(string) string { return "" }, nil)
		lines := strings.Split(strings.TrimSuffix(errb.String(), "\n"), "\n")
		if !strings.Contains(errb.String(), "ignorado") {
			t.Fatalf("width %d: nothing skipped:\n%s", width, errb.String())
		}
		if width == 0 && len(lines) != 1 {
			t.Errorf("piped: %d lines:\n%s", len(lines), errb.String())
		}
		for _, l := range lines {
			// a path longer than the line stands alone on its line
			if width > 0 && utf8.RuneCountInString(l) > width && strings.Contains(strings.TrimSpace(l), " ") {
				t.Errorf("terminal %d: %q is longer", width, l)
			}
		}
		if width > 0 && len(lines) < 2 {
			t.Errorf("terminal %d: not folded:\n%s", width, errb.String())
		}
	}
}
