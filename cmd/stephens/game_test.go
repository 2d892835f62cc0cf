package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/locales"
)

// sourceMatch is a match of a pattern in a source file: the file and the
// submatches.
type sourceMatch struct {
	file string
	sub  []string
}

// sourceMatches finds every match of re in the non-test Go files the globs
// name (from this package's folder).
func sourceMatches(t *testing.T, re *regexp.Regexp, globs ...string) []sourceMatch {
	t.Helper()
	var out []sourceMatch
	for _, g := range globs {
		files, _ := filepath.Glob(g)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			buf, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range re.FindAllStringSubmatch(string(buf), -1) {
				out = append(out, sourceMatch{f, m})
			}
		}
	}
	return out
}

// twoAtScoring is a game of Ana and Bo, in the XDG folders of the test,
// played by flags to its final scoring: the path of its file.
func twoAtScoring(t *testing.T) string {
	t.Helper()
	path := filepath.Join(gameDirs(t), "g.yaml")
	for _, args := range [][]string{
		{"new", "--names", "Ana,Bo", "--seed", "1", "--start-disks", "2a,5a", "--no-input"},
		{"turn", "--create", "left:furnace", "--disk", "3b"},
		{"turn", "--create", "right:furnace", "--disk", "5b"},
		{"turn", "--end-triggered"},
		{"turn", "--furnace", "upper-left"},
		{"turn", "--reinforce", "left:furnace:Ana", "--disk", "gate-10"},
		{"reset", "--reached=false", "--refill", "0", "--no-supply"},
	} {
		mustRun(t, append([]string{"--game", path}, args...)...)
	}
	return path
}

// gameDirs points the XDG folders at a temporary directory.
func gameDirs(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	for _, k := range []string{"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"} {
		t.Setenv(k, filepath.Join(dir, k))
	}
	store.Reload()
	t.Cleanup(store.Reload)
	return dir
}

// Exit codes of the game commands: refused input is 2, a game held by
// another process is 1 and changes nothing.
func TestGameExitCodes(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	if code, _, errs := runWith(t, nil, "--game", path, "new", "--names", "Ana,Bo", "--seed", "4", "--no-input"); code != cmdutil.ExitOK {
		t.Fatalf("new: %d %s", code, errs)
	}
	before, _ := os.ReadFile(path)
	cases := []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"turn", "--furnace", "middle"}, cmdutil.ExitUsage, `"middle" is not a position`},
		{[]string{"turn", "--create", "left"}, cmdutil.ExitUsage, `"left" is not SIDE:ROW`},
		{[]string{"turn", "--furnace", "upper-left", "--create", "left:furnace"}, cmdutil.ExitUsage, "one turn is one action"},
		{[]string{"turn", "--create", "left:furnace"}, cmdutil.ExitUsage, "pass --disk"},
		{[]string{"turn"}, cmdutil.ExitUsage, "pass --furnace, --factory, --create or --reinforce"},
		{[]string{"turn", "--factory", "upper-left", "--cubes", "1"}, cmdutil.ExitUsage, "is empty"},
		{[]string{"reset"}, cmdutil.ExitUsage, "pass --empty"},
		{[]string{"reset", "--empty", "upper-left"}, cmdutil.ExitUsage, "needs 2 empty furnaces"},
		{[]string{"reset", "--final"}, cmdutil.ExitUsage, "only after the end is triggered"},
		{[]string{"undo", "5"}, cmdutil.ExitUsage, "can be undone"},
		{[]string{"undo", "x"}, cmdutil.ExitUsage, `"x" is not a number`},
		{[]string{"play"}, cmdutil.ExitUsage, "needs a terminal"},
		{[]string{"turn", "--start-disk", "Zed:2a"}, cmdutil.ExitUsage, `"Zed" is not a player of this game`},
		{[]string{"turn", "--start-disk", "Ana:7z"}, cmdutil.ExitUsage, `"7z" is not a disk`},
	}
	for _, c := range cases {
		was := snap(t, path)
		code, _, errs := runWith(t, nil, append([]string{"--game", path}, c.args...)...)
		if now := snap(t, path); now != was {
			t.Errorf("%v was refused yet changed the game, its state or its log", c.args)
		}
		if code != c.code || !strings.Contains(errs, c.err) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, errs, c.code, c.err)
		}
		if strings.Contains(errs, "panic") || strings.Contains(errs, "goroutine") {
			t.Errorf("%v: stack trace", c.args)
		}
	}
	after, _ := os.ReadFile(path)
	if string(before) != string(after) {
		t.Error("refused commands changed the game file")
	}

	// Another process holds the game: "in use", exit 1, nothing written.
	held, err := store.Open(path, store.Game)
	if err != nil {
		t.Fatal(err)
	}
	code, _, errs := runWith(t, nil, "--game", path, "turn", "--furnace", "upper-left")
	held.Close()
	if code != cmdutil.ExitError || !strings.Contains(errs, "is in use by another stephens") {
		t.Fatalf("in use: exit %d, %q", code, errs)
	}
	if now, _ := os.ReadFile(path); string(now) != string(before) {
		t.Fatal("a locked game was written")
	}
	// Reading is allowed while another process plays.
	if code, _, _ := runWith(t, nil, "--game", path, "state", "--json"); code != cmdutil.ExitOK {
		t.Fatalf("state while locked: %d", code)
	}
}

// A corrupted or future file is reported with path and line, exit 2, and
// never rewritten by any command.
func TestBrokenGameFileIsNeverOverwritten(t *testing.T) {
	dir := gameDirs(t)
	for name, content := range map[string]string{
		"garbage.yaml": "\x00\x01 not: [yaml\n",
		"future.yaml":  "version: 3\nsettings: {players: [{name: A}, {name: B}], mode: multiplayer, seed: 1}\n",
		"empty.yaml":   "",
		"cut.yaml":     "version: 1\nsettings:\n  players: [{name: A}, {name: B}]\n  mode: multiplayer\n  seed: 1\nevents:\n  - {kind: start-player, seat: 0}\n  - {kind: furn",
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"state"}, {"turn", "--furnace", "upper-left"}, {"undo"}, {"reset", "--empty", "upper-left,upper-right"}, {"log"}} {
			code, _, errs := runWith(t, nil, append([]string{"--game", path}, args...)...)
			if code != cmdutil.ExitUsage || !strings.Contains(errs, path) {
				t.Errorf("%s %v: exit %d, %q", name, args, code, errs)
			}
		}
		if now, _ := os.ReadFile(path); string(now) != content {
			t.Errorf("%s was rewritten", name)
		}
	}
}

// Every problem the game core can raise has a message in every language,
// and rendering it leaves no placeholder unfilled.
func TestGameProblemsAreLocalized(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "companion", "game", "*.go"))
	re := regexp.MustCompile(`NewProblem\("([a-z_.0-9]+)"`)
	seen := 0
	for _, f := range files {
		buf, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(buf), -1) {
			seen++
			for _, lang := range locales.Supported {
				p := locales.New(lang)
				if !p.Has(m[1]) {
					t.Errorf("%s: %s has no %s message", f, m[1], lang)
				}
			}
		}
	}
	if seen < 30 {
		t.Fatalf("found only %d problems", seen)
	}
}

// Without a command and without a terminal, stephens prints its help and
// never waits on a menu.
func TestDefaultWithoutTerminalPrintsHelp(t *testing.T) {
	gameDirs(t)
	code, out, errs := runWith(t, nil)
	if code != cmdutil.ExitOK || !strings.Contains(out, "stephens [command]") || strings.Contains(errs, "stephens: ") && !strings.Contains(errs, "hint") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	for _, cmd := range []string{"new", "play", "turn", "reset", "state", "undo", "log", "games", "resume"} {
		if !strings.Contains(out, "\n  "+cmd+" ") {
			t.Errorf("help does not list %s", cmd)
		}
	}
}

// Every message ID the running game's code names literally (p.T, p.N,
// walk.M, NewProblem) exists in every language: a missing one would show
// as its raw ID (as "game.reset.under_way" once did after undo).
func TestGameMessageIDsExist(t *testing.T) {
	re := regexp.MustCompile(`\b(?:T|N|M|NewProblem)\("([a-z][a-z0-9_]*(?:\.[a-z0-9_-]+)+)"`)
	seen := 0
	for _, m := range sourceMatches(t, re, "*.go", "../../companion/play/*.go", "../../companion/game/*.go", "../../companion/walk/*.go",
		"../../rules/render.go", "../../companion/tally/*.go") {
		if strings.HasSuffix(m.sub[1], "_") { // a prefix the code completes
			continue
		}
		seen++
		for _, lang := range locales.Supported {
			if !locales.New(lang).Has(m.sub[1]) {
				t.Errorf("%s: %s has no %s message", m.file, m.sub[1], lang)
			}
		}
	}
	if seen < 300 {
		t.Fatalf("found only %d message IDs", seen)
	}
}
