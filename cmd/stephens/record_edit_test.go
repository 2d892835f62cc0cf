package main

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
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
	if code, out, errs := runWith(t, nil, "history"); code != exitOK || errs != "" || !strings.Contains(out, "Eva:191:1,Bo:41:2\tEva\t") {
		t.Errorf("after the fix: %d %q %q", code, out, errs)
	}
}
