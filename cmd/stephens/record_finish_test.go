package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// copyGame copies a game of testdata/games into dir and returns its path.
func copyGame(t *testing.T, name, dir string) string {
	t.Helper()
	buf, err := os.ReadFile(filepath.Join("testdata", "games", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// score --finish holds the sheet to the game (issue 20): at the final
// scoring of a game recorded to its end, a sheet claiming 2d for Bo, who
// unlocked only 2a, is refused with exit 2 naming the field, the sheet's
// value and the game's, and nothing is written; so is influence past the
// gates the game saw open. The sheet that agrees finishes the game.
func TestFinishRefusesWhatTheGameNeverRecorded(t *testing.T) {
	dir := gameDirs(t)
	path := copyGame(t, "at-scoring.yaml", dir)
	before, _ := os.ReadFile(path)
	sheet := func(boAbilities, anaInfluence string) string {
		return writeTemp(t, "sheet.yaml", "players:\n"+
			"  - {name: Ana, track: 30, masters: {stephens: 1}, abilities: [5a], influence: "+anaInfluence+"}\n"+
			"  - {name: Bo, track: 31, masters: {stephens: 1}, abilities: ["+boAbilities+"]}\n")
	}
	for _, c := range []struct {
		sheet, err string
	}{
		{sheet("2a, 2d", "4"), "players[2].abilities: the sheet says 2a, 2d, but the game recorded 2a; never unlocked in it: 2d"},
		{sheet("", "4"), "players[2].abilities: the sheet says –, but the game recorded 2a"},
		{sheet("2a", "5"), "players[1].influence: at most 4 influence, not 5"},
	} {
		code, _, errs := runWith(t, nil, "--game", path, "score", "--file", c.sheet, "--finish")
		if code != exitUsage || !strings.Contains(errs, c.err) || !strings.Contains(errs, "hint: the game knows these") {
			t.Errorf("exit %d: %s; want 2 and %q", code, errs, c.err)
		}
		if after, _ := os.ReadFile(path); string(after) != string(before) {
			t.Fatal("a refused finish changed the game")
		}
	}
	out := mustRun(t, "--game", path, "score", "--file", sheet("2a", "4"), "--finish")
	if !strings.Contains(out, "Bo") {
		t.Errorf("finished: %s", out)
	}
}
