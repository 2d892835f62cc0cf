package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	componentscmd "github.com/pileup-companion/stephens/cmd/stephens/components"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
)

// componentsEnv points the config folder at a fresh temp dir.
func componentsEnv(t *testing.T) string {
	t.Helper()
	return filepath.Join(gameDirs(t), "XDG_CONFIG_HOME", "stephens")
}

// Exact exit codes for the components commands: 0 done, 2 for every bad
// value, a missing answer or a broken file (rules-facts §5.2, §6, §13).
func TestComponentsExitCodes(t *testing.T) {
	dir := componentsEnv(t)
	cases := []struct {
		args []string
		code int
		out  string // in stdout or stderr
	}{
		{[]string{"components"}, cmdutil.ExitOK, "0 of 33 transcribed"},
		{[]string{"components", "refills"}, cmdutil.ExitUsage, "pass --set 45:4=3"},
		{[]string{"components", "bonuses"}, cmdutil.ExitUsage, "pass --set lower-left=B5"},
		{[]string{"components", "refills", "--set", "45:4=3"}, cmdutil.ExitOK, "space 45: 3/-/-"},
		{[]string{"components", "refills", "--set", "44:4=3"}, cmdutil.ExitUsage, "44 is not a space"},
		{[]string{"components", "refills", "--set", "45:1=3"}, cmdutil.ExitUsage, "1 is not a player count"},
		{[]string{"components", "refills", "--set", "45:4=99"}, cmdutil.ExitUsage, "99 cubes"},
		{[]string{"components", "refills", "--set", "45=1/2"}, cmdutil.ExitUsage, `"1/2" is not what a space shows`},
		{[]string{"components", "refills", "--set", "nonsense"}, cmdutil.ExitUsage, `"nonsense" is not a refill value`},
		{[]string{"components", "refills", "--set"}, cmdutil.ExitUsage, "flag --set needs a value"},
		{[]string{"components", "refills", "--clear", "--set", "45:4=3"}, cmdutil.ExitUsage, "--clear cannot be combined"},
		{[]string{"components", "refills", "--clear"}, cmdutil.ExitUsage, "removing the refill transcription needs an answer, and there is no terminal"},
		{[]string{"components", "refills", "--clear"}, cmdutil.ExitUsage, "pass --yes or --yes=false"},
		{[]string{"components", "refills", "--show"}, cmdutil.ExitOK, "45\t3\t-\t-"},
		{[]string{"components", "bonuses", "--set", "lower-left=B5"}, cmdutil.ExitOK, "lower-left small factory: B5"},
		// The same bonus on a second factory: kept, with a note (no edition
		// says a bonus is printed once, rules-facts §6).
		{[]string{"components", "bonuses", "--set", "upper-left=B5"}, cmdutil.ExitOK, "note: B5 is on the upper-left small factory and the lower-left small factory; no edition says"},
		{[]string{"components", "bonuses", "--set", "upper-left=B0"}, cmdutil.ExitUsage, `"B0" is not a small factory bonus`},
		{[]string{"components", "bonuses", "--set", "centre=B1"}, cmdutil.ExitUsage, `"centre" is not a position`},
		{[]string{"components", "bonuses", "--set", "upper-left"}, cmdutil.ExitUsage, "POSITION=BONUS,... such as lower-left=B5"},
		{[]string{"components", "bonuses", "--clear", "--yes"}, cmdutil.ExitOK, "removed the bonus transcription"},
		{[]string{"components", "nope"}, cmdutil.ExitUsage, `unknown command "nope"`},
	}
	for _, c := range cases {
		code, stdout, stderr := runWith(t, nil, c.args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, stderr)
		}
		if !strings.Contains(stdout+stderr, c.out) {
			t.Errorf("%v: output %q %q, want %q", c.args, stdout, stderr, c.out)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "bonuses.yaml")); !os.IsNotExist(err) {
		t.Errorf("bonuses.yaml still there after --clear --yes: %v", err)
	}
}

// A broken file is reported with its path and line (exit 2) and never
// rewritten, whatever the command tries to do with it.
func TestComponentsBrokenFileUntouched(t *testing.T) {
	dir := componentsEnv(t)
	files := map[string]string{
		"refills.yaml": "spaces:\n  45: {4: 3}\n  45: {3: 2}\n",
		"bonuses.yaml": "factories:\n  lower-left: [B5]\n  upper-left: [B9]\n",
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"components"},
		{"components", "refills", "--set", "50=1/1/1"},
		{"components", "refills", "--clear", "--yes"},
		{"components", "refills", "--show", "--json"},
		{"components", "bonuses", "--set", "upper-right=B2"},
		{"components", "bonuses", "--clear", "--yes"},
	} {
		code, _, stderr := runWith(t, nil, args...)
		if code != cmdutil.ExitUsage {
			t.Errorf("%v: exit %d, want 2 (%q)", args, code, stderr)
		}
		if !strings.Contains(stderr, ", line 3: ") || !strings.Contains(stderr, dir) {
			t.Errorf("%v: stderr %q lacks the path and line 3", args, stderr)
		}
	}
	for name, text := range files {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || string(got) != text {
			t.Errorf("%s changed: %q, %v", name, got, err)
		}
	}
}

// Ctrl-C at a prompt (here typed as the key, on a pretend terminal): exit
// 130 and the transcription unchanged.
func TestComponentsInterrupt(t *testing.T) {
	if raceEnabled {
		t.Skip("promptui's Run races internally; prompts stay out of -race runs")
	}
	dir := componentsEnv(t)
	if code, _, stderr := runWith(t, nil, "components", "refills", "--set", "50=4/3/2"); code != cmdutil.ExitOK {
		t.Fatalf("setup: %d %s", code, stderr)
	}
	before, _ := os.ReadFile(filepath.Join(dir, "refills.yaml"))
	for _, sub := range []string{"refills", "bonuses"} {
		var out, errb bytes.Buffer
		s := &cmdutil.IOStreams{In: strings.NewReader("\x03"), Out: &out, Err: &errb, InTTY: true, OutTTY: true, Width: 80}
		code := run([]string{"components", sub}, s, func(string) string { return "" }, nil)
		if code != cmdutil.ExitInterrupted {
			t.Errorf("%s: exit %d, want 130 (%q)", sub, code, errb.String())
		}
		if !strings.Contains(errb.String(), "stephens: interrupted") {
			t.Errorf("%s: stderr %q", sub, errb.String())
		}
	}
	after, _ := os.ReadFile(filepath.Join(dir, "refills.yaml"))
	if !bytes.Equal(before, after) {
		t.Errorf("refills.yaml changed:\n%s\n---\n%s", before, after)
	}
	if _, err := os.Stat(filepath.Join(dir, "bonuses.yaml")); !os.IsNotExist(err) {
		t.Errorf("bonuses.yaml created by an interrupted session")
	}
}

// Every transcription has its sub-command under `components`.
func TestComponentsSubcommands(t *testing.T) {
	componentsEnv(t)
	code, stdout, _ := runWith(t, nil, "components", "--help")
	if code != cmdutil.ExitOK {
		t.Fatalf("exit %d", code)
	}
	for _, name := range []string{"refills", "bonuses", "automa"} {
		if !strings.Contains(stdout, name) {
			t.Errorf("help lacks %s:\n%s", name, stdout)
		}
	}
}

// Ctrl-C in the guided refill walk keeps the spaces answered (each is
// saved once answered, as the help promises) and says so in one line.
func TestRefillsGuidedInterruptKeeps(t *testing.T) {
	componentsEnv(t)
	a, sp, _, _ := ttyApp(t, "en", "3/2/2", "", "^C")
	err := componentscmd.RunRefills(a, &componentscmd.ComponentOptions{}, &cmdutil.FlagSource{Specs: componentscmd.RefillFlags()})
	var ee *cmdutil.ExitErr
	if !errors.As(err, &ee) || ee.Code != cmdutil.ExitInterrupted || ee.Msg != "interrupted; what you answered in full is saved in "+shared.RefillsPath() {
		t.Fatalf("%#v", err)
	}
	if sp.asked[1] != "Space 45 (4/3/2 players; 3 for 4 players: rulebook example)" {
		t.Errorf("asked %q", sp.asked)
	}
	r, err := shared.LoadRefills(a)
	if err != nil || r.Count() != 4 {
		t.Fatalf("kept %v, %v", r, err)
	}
	if n, ok := r.Cubes(45, 4); !ok || n != 3 {
		t.Errorf("45 with 4 players: %d %v", n, ok)
	}
}

// On a terminal, the bonus table of --show and the overview end with the
// notes an edit showed (a proven bonus left out, a bonus on two factories,
// rules-facts §6, §13), folded to the terminal with the rest of the view;
// each note is said once.
func TestBonusNotesInEveryTerminalView(t *testing.T) {
	componentsEnv(t)
	if code, _, stderr := runWith(t, nil, "components", "bonuses", "--set", "upper-right=B1", "--set", "lower-left=B1,B5"); code != cmdutil.ExitOK {
		t.Fatalf("setup: %d %s", code, stderr)
	}
	notes := []string{"proves that B2 is on the upper-right small factory", "B1 is on the upper-right small factory and the lower-left small factory"}
	for _, args := range [][]string{{"components", "bonuses", "--show"}, {"components"}, {"components", "bonuses", "--set", "upper-right=B1,B3", "--show"}} {
		var out, errb bytes.Buffer
		s := &cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, OutTTY: true, Width: 70}
		if code := run(args, s, func(string) string { return "" }, nil); code != cmdutil.ExitOK {
			t.Fatalf("%v: exit %d: %s", args, code, errb.String())
		}
		unfolded := strings.Join(strings.Fields(out.String()), " ")
		for _, n := range notes {
			if strings.Count(unfolded+" "+errb.String(), n) != 1 {
				t.Errorf("%v: note %q not said once:\n%s\nstderr: %s", args, n, out.String(), errb.String())
			}
		}
		for _, l := range strings.Split(out.String(), "\n") {
			if lone := strings.TrimSpace(l); len([]rune(l)) > 70 && (strings.Contains(lone, " ") || !strings.Contains(lone, "/")) {
				t.Errorf("%v: not folded to the terminal (only a path may stick out, alone): %q", args, l)
			}
		}
	}
}
