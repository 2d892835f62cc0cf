package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
)

// Machine output never depends on the language (issue 12 item 5): the
// --json of the running-game commands is byte for byte the same under
// --lang en, de and pt, for a multiplayer game with a reset phase due, a
// solo game whose Automa has played (the Automa is "automa", never its
// German name), a finished game with its winners and broken files.
func TestGameJSONIsTheSameInEveryLanguage(t *testing.T) {
	gameDirs(t)
	games := store.GamesDir()
	multi := filepath.Join(games, "2026-01-01-0000-ana-bo.yaml")
	solo := filepath.Join(games, "2026-01-02-0000-eva.yaml")
	over := filepath.Join(games, "2026-01-03-0000-cy-di.yaml")
	mustRun(t, "--game", multi, "new", "--names", "Ana,Bo", "--seed", "5", "--no-input", "--start-disks", "5a,later")
	for range 4 {
		mustRun(t, "--game", multi, "turn", "--furnace", "lower-left")
		mustRun(t, "--game", multi, "turn", "--furnace", "lower-right")
	}
	mustRun(t, "--game", solo, "new", "--names", "Eva", "--seed", "5", "--no-input", "--start-disks", "2a", "--opponent", "O4", "--blocked", "3a")
	mustRun(t, "--game", solo, "turn", "--create", "left:furnace", "--disk", "4a", "--nearest-icon", "4a")
	mustRun(t, "--game", solo, "automa", "--action", "profession", "--slot", "4", "--supply-section", "0")
	mustRun(t, "--game", solo, "turn", "--furnace", "upper-left")

	mustRun(t, "--game", over, "new", "--names", "Cy,Di", "--seed", "1", "--no-input", "--start-disks", "2a,5a")
	mustRun(t, "--game", over, "turn", "--furnace", "upper-left", "--end-triggered")
	for i := 0; ; i++ {
		code, out, _ := runWith(t, nil, "--game", over, "state", "--json")
		if code != cmdutil.ExitOK || i > 6 {
			t.Fatalf("no final reset: %s", out)
		}
		if strings.Contains(out, `"phase": "final-reset"`) {
			break
		}
		mustRun(t, "--game", over, "turn", "--furnace", "upper-right")
	}
	mustRun(t, "--game", over, "reset", "--reached=false", "--refill", "0", "--no-supply")
	f, err := gamefile.Load(over)
	if err != nil {
		t.Fatal(err)
	}
	f.Events = append(f.Events, game.Event{Kind: game.KindFinish, Text: "Cy, Di"})
	sf, err := gamefile.Open(over)
	if err != nil {
		t.Fatal(err)
	}
	err = gamefile.Write(sf, f)
	sf.Close()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(games, "2026-01-04-0000-x.yaml"), []byte("version: 9\nsettings: {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(games, "2026-01-05-0000-y.yaml"), []byte("version: 1\nsettings: [\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	commands := [][]string{{"games", "--json"}}
	for _, g := range []string{multi, solo, over} {
		commands = append(commands, []string{"--game", g, "state", "--json"}, []string{"--game", g, "log", "--json"})
	}
	for _, args := range commands {
		sameInEveryLanguage(t, args, func(code int, _ string) bool { return code == cmdutil.ExitOK }, "Automaton", "Zeile")
	}
	// The enum values are the stable ones.
	out := mustRun(t, "--lang", "de", "--game", solo, "state", "--json")
	for _, want := range []string{`"next": "automa"`, `"master": "automa"`, `"mode": "solo"`, `"phase": "turns"`, `"opponent": [`} {
		if !strings.Contains(out, want) {
			t.Errorf("solo state --json lacks %s:\n%s", want, out)
		}
	}
	out = mustRun(t, "--lang", "pt", "--game", over, "state", "--json")
	if !strings.Contains(out, "\"winners\": [\n    \"Cy\",\n    \"Di\"\n  ]") || !strings.Contains(out, `"phase": "over"`) {
		t.Errorf("finished game:\n%s", out)
	}
	out = mustRun(t, "--lang", "de", "games", "--json")
	for _, want := range []string{`"id": "game.file.version"`, `"want": "2"`, `"id": "file.problem.yaml"`, `"status": "broken"`, `"status": "reset"`} {
		if !strings.Contains(out, want) {
			t.Errorf("games --json lacks %s:\n%s", want, out)
		}
	}
}

// sameInEveryLanguage runs a command in en, de and pt: each run must be
// ok (its exit code and stderr), and its stdout the English one, holding
// none of the foreign words.
func sameInEveryLanguage(t *testing.T, args []string, ok func(code int, errs string) bool, foreign ...string) {
	t.Helper()
	var en string
	for _, lang := range []string{"en", "de", "pt"} {
		code, out, errs := runWith(t, nil, append([]string{"--lang", lang}, args...)...)
		if !ok(code, errs) {
			t.Fatalf("%s %v: exit %d: %s", lang, args, code, errs)
		}
		if lang == "en" {
			en = out
			continue
		}
		if out != en {
			t.Errorf("%v differs in %s:\n%s\nen:\n%s", args, lang, out, en)
		}
		for _, w := range foreign {
			if strings.Contains(out, w) {
				t.Errorf("%v in %s speaks the language (%q): %s", args, lang, w, out)
				break
			}
		}
	}
}
