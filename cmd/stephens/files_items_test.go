package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
)

// Every error names its file and line in every output mode (issue 19):
// state --json says what state and log say, in the user's language.
func TestStateJSONNamesFileAndLine(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "dup.yaml")
	if err := os.WriteFile(path, []byte("version: 1\nsettings:\n  players: [{name: A}, {name: B}]\n  mode: multiplayer\n  seed: 1\n  seed: 2\nevents: []\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{
		"en": path + ", line 6: settings.seed: given twice (first on line 5)",
		"de": path + ", Zeile 6: settings.seed: steht doppelt da (zuerst in Zeile 5)",
	} {
		for _, cmd := range [][]string{{"state", "--json"}, {"state"}, {"log", "--json"}} {
			code, out, errs := runWith(t, nil, append([]string{"--lang", lang, "--game", path}, cmd...)...)
			if code != cmdutil.ExitUsage || out != "" || !strings.Contains(errs, want) {
				t.Errorf("%s %v: exit %d, %q", lang, cmd, code, errs)
			}
		}
	}
}

// A games folder that cannot be read is named (not the current game's
// folder), with the part in the way, in the user's words, never Go's.
func TestGamesFolderIsNamed(t *testing.T) {
	gameDirs(t)
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	store.Reload()
	if err := os.WriteFile(filepath.Join(dir, "stephens"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	games := filepath.Join(dir, "stephens", "games")
	for _, args := range [][]string{{"games"}, {"games", "--json"}, {"history"}, {"stats", "--json"}, {"--lang", "pt", "history"}} {
		code, _, errs := runWith(t, nil, args...)
		if code != cmdutil.ExitError || !strings.Contains(errs, games) || !strings.Contains(errs, filepath.Join(dir, "stephens")) ||
			strings.Contains(errs, "not a directory") || strings.Contains(errs, "open ") {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
}

// failing is a stdout that refuses every write with err.
type failing struct{ err error }

func (f failing) Write([]byte) (int, error) {
	return 0, &os.PathError{Op: "write", Path: "/dev/stdout", Err: f.err}
}

// Output that cannot be written (stdout on a full disk) is an error said
// in words, exit 1, for every command (rules show used to exit 0); a
// stdout closed on purpose (>&-) is not.
func TestLostOutputIsReported(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	mustRun(t, "--game", path, "new", "--names", "Ana,Bo", "--seed", "3", "--no-input")
	for _, args := range [][]string{{"rules", "show", "reset-phase"}, {"state", "--json", "--game", path}, {"rules", "list"}, {"--lang", "de", "version"}} {
		var errb strings.Builder
		s := &cmdutil.IOStreams{In: strings.NewReader(""), Out: failing{syscall.ENOSPC}, Err: &errb, Width: 80}
		code := run(args, s, func(string) string { return "" }, nil)
		if code != cmdutil.ExitError || !(strings.Contains(errb.String(), "cannot write the output: the disk is full") ||
			strings.Contains(errb.String(), "die Ausgabe lässt sich nicht schreiben: der Datenträger ist voll")) {
			t.Errorf("%v: exit %d, %q", args, code, errb.String())
		}
		errb.Reset()
		s = &cmdutil.IOStreams{In: strings.NewReader(""), Out: failing{syscall.EBADF}, Err: &errb, Width: 80}
		if code := run(args, s, func(string) string { return "" }, nil); code != cmdutil.ExitOK || errb.Len() != 0 {
			t.Errorf("%v with stdout closed: exit %d, %q", args, code, errb.String())
		}
	}
}

// completion with a shell it does not know is an unknown command, exit 2.
func TestCompletionUnknownShell(t *testing.T) {
	code, out, errs := runWith(t, nil, "completion", "tcsh")
	if code != cmdutil.ExitUsage || out != "" || !strings.Contains(errs, `unknown command "completion tcsh"`) || !strings.Contains(errs, "bash, fish, powershell and zsh") {
		t.Errorf("exit %d, %q, %q", code, out, errs)
	}
	if code, out, _ := runWith(t, nil, "completion", "bash"); code != cmdutil.ExitOK || !strings.Contains(out, "bash completion") {
		t.Errorf("bash: exit %d", code)
	}
}

// score --names is a sheet for those players, not the current game's
// (issue 19: it silently took the players of a game waiting for its
// score).
func TestScoreNamesIsItsOwnSheet(t *testing.T) {
	path := twoAtScoring(t)
	mustRun(t, "resume", path)
	_, _, errs := runWith(t, nil, "score", "--names", "Cy,Di", "--no-input")
	if !strings.Contains(errs, `"Cy, scoring track`) || strings.Contains(errs, "Ana") {
		t.Errorf("--names: %q", errs)
	}
	_, _, errs = runWith(t, nil, "score", "--track", "Ana:30", "--no-input")
	if !strings.Contains(errs, "Ana, forest track") {
		t.Errorf("the game's own sheet: %q", errs)
	}
}
