package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Start disks named after the final reset (issue 30, a general defect
// found under Wine): the final reset writes the pre-filled sheet while
// both starting disks are still unnamed, so its abilities are empty and
// it has no influence cap. Naming them afterwards brings the sheet up to
// the game (abilities 5a and 2a, the cap of 4 from the gates), keeps what
// the table wrote on it (the scoring track), says the abilities in the
// summary, and `score --finish` then takes the companion's own sheet.
func TestStartDisksNamedAfterTheFinalResetFillTheSheet(t *testing.T) {
	dir := gameDirs(t)
	buf, err := os.ReadFile(filepath.Join("testdata", "games", "at-scoring.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.SplitAfter(string(buf), "\n") {
		if !strings.Contains(l, "kind: starting-disk") {
			lines = append(lines, l)
		}
	}
	// Without its last step (contracts) the game stands in the final reset.
	body := strings.Join(lines, "")
	body = body[:strings.LastIndex(strings.TrimRight(body, "\n"), "\n")+1]
	path := filepath.Join(dir, "g.yaml")
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	mustRun(t, "--game", path, "reset", "--no-input")
	sheetPath := filepath.Join(dir, "g.score.yaml")
	sheet, err := os.ReadFile(sheetPath)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(string(sheet), "abilities: []") != 2 || strings.Contains(string(sheet), "influence_max:") {
		t.Fatalf("the sheet of the final reset, both disks unnamed:\n%s", sheet)
	}
	// The table fills in its scoring track, then names the disks.
	filled := strings.ReplaceAll(string(sheet), "track: 0", "track: 30")
	if err := os.WriteFile(sheetPath, []byte(filled), 0o644); err != nil {
		t.Fatal(err)
	}
	out := mustRun(t, "--game", path, "turn", "--start-disk", "Ana:5a", "--start-disk", "Bo:2a")
	for _, want := range []string{"abilities 5a, influence at most 4", "abilities 2a, influence at most 4"} {
		if !strings.Contains(out, want) {
			t.Errorf("the summary does not say %q:\n%s", want, out)
		}
	}
	sheet, err = os.ReadFile(sheetPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"abilities: [5a]", "abilities: [2a]", "influence_max: 4", "track: 30"} {
		if !strings.Contains(string(sheet), want) {
			t.Errorf("the sheet lacks %q:\n%s", want, sheet)
		}
	}
	out = mustRun(t, "--game", path, "score", "--file", sheetPath, "--finish")
	if !strings.Contains(out, "Scoring track") {
		t.Errorf("finished: %s", out)
	}
}
