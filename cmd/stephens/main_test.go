package main

import (
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"golang.org/x/term"
)

func TestMain(m *testing.M) {
	// No test writes to the real home: an XDG folder not set (the scripts
	// set theirs) is a temporary one.
	for _, k := range []string{"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"} {
		if os.Getenv(k) == "" {
			os.Setenv(k, filepath.Join(os.TempDir(), "stephens-test-"+strconv.Itoa(os.Getpid()), k))
		}
	}
	store.Reload()
	testscript.Main(m, map[string]func(){
		"stephens":     stephensUnderTest,
		"prompt-check": promptCheck,
	})
}

// stephensUnderTest runs the binary as main does. A script that gives it a
// terminal on stdin (ttyin -stdin) with STEPHENS_TESTONLY_TTY=1 gets it as
// a person at a terminal would, prompts included, while everything it
// writes still goes to the script's stdout and stderr, so nothing is lost
// when it exits. Only the test binary has this.
func stephensUnderTest() {
	interrupts := make(chan os.Signal, 1)
	notifyStop(interrupts)
	os.Exit(run(os.Args[1:], testStreams(), os.Getenv, interrupts))
}

// testStreams are the process's streams, with the terminal of a script's
// ttyin taken as the user's when STEPHENS_TESTONLY_TTY=1.
func testStreams() *cmdutil.IOStreams {
	s := cmdutil.SystemIO()
	if os.Getenv("STEPHENS_TESTONLY_TTY") == "1" && term.IsTerminal(int(os.Stdin.Fd())) {
		s.OutTTY = true
		ttyStderr(s)
	}
	return s
}

// promptCheck drives the prompt adapter on its own (select, number, text,
// confirm) for the pseudo-terminal script.
func promptCheck() {
	s := testStreams()
	if !s.InTTY || !s.OutTTY {
		fmt.Fprintln(os.Stderr, "prompt-check: no terminal; pass --answers")
		os.Exit(cmdutil.ExitUsage)
	}
	ask := prompt.New(s.In, s.Out, prompt.Texts{SelectHelp: "move, Enter", Yes: "yes", No: "no"}, 80)
	i, err := ask.Select("Pick", []string{"alpha", "beta", "gamma",
		"delta: an item far too long for one line of an 80-column terminal, which wraps under itself and ends here"}, 0)
	if err == nil {
		var n string
		if n, err = ask.Number("Number", "0", checkRange(0, 25)); err == nil {
			var name string
			if name, err = ask.Text("Name", "", nonEmpty); err == nil {
				var ok bool
				if ok, err = ask.Confirm("Sure", true); err == nil {
					fmt.Printf("RESULT pick=%d number=%s name=%s sure=%v\n", i, n, name, ok)
					os.Exit(0)
				}
			}
		}
	}
	fmt.Fprintln(s.Err, "prompt-check:", err)
	os.Exit(cmdutil.ExitInterrupted)
}

// nonEmpty refuses an empty name, as the setup's name question does.
func nonEmpty(v string) error {
	if strings.TrimSpace(v) == "" {
		return fmt.Errorf("a name is needed")
	}
	return nil
}

func checkRange(lo, hi int) func(string) error {
	return func(v string) error {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < lo || n > hi {
			return fmt.Errorf("%q is not %d..%d", v, lo, hi)
		}
		return nil
	}
}

// TestScripts runs the txtar scripts in testdata/script against the real
// binary. Each script gets its own XDG folders and English by default.
// Scripts that drive prompts through a pseudo-terminal start with
// "[race] skip": promptui's Run races internally.
func TestScripts(t *testing.T) {
	// The scripts' programs inherit an ignored SIGINT, so a Ctrl-C the pty
	// delivers before the program's main has installed its handler is not
	// a silent kill (Go re-enables SIGINT when main calls signal.Notify).
	signal.Ignore(os.Interrupt)
	defer signal.Reset(os.Interrupt)
	testscript.Run(t, testscript.Params{
		Dir: filepath.Join("testdata", "script"),
		Setup: func(env *testscript.Env) error {
			for _, kv := range [][2]string{
				{"XDG_CONFIG_HOME", filepath.Join(env.WorkDir, ".config")},
				{"XDG_DATA_HOME", filepath.Join(env.WorkDir, ".local", "share")},
				{"XDG_STATE_HOME", filepath.Join(env.WorkDir, ".local", "state")},
				{"XDG_CACHE_HOME", filepath.Join(env.WorkDir, ".cache")},
				{"STEPHENS_TESTONLY_TTY", "1"},
				{"STEPHENS_LANG", ""}, {"LANGUAGE", ""}, {"LC_ALL", ""}, {"LC_MESSAGES", ""}, {"LANG", ""},
				{"COLUMNS", ""},
			} {
				env.Setenv(kv[0], kv[1])
			}
			return nil
		},
		Condition: func(cond string) (bool, error) {
			switch cond {
			case "race":
				return raceEnabled, nil
			}
			return false, os.ErrNotExist
		},
		Cmds: withTableCmds(map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"ttyinput": cmdTTYInput,
		}),
		RequireExplicitExec: true,
	})
}

// cmdTTYInput writes keystrokes for ttyin: `ttyinput FILE 'Ana\rBruno\r\x1b[B\r'`
// writes FILE with Go escapes interpreted (\r is Enter, \x1b[B arrow down,
// \x03 Ctrl-C). Several quoted arguments are joined.
func cmdTTYInput(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: ttyinput FILE 'keys'...")
	}
	var b strings.Builder
	for _, a := range args[1:] {
		s, err := strconv.Unquote(`"` + strings.ReplaceAll(a, `"`, `\"`) + `"`)
		if err != nil {
			ts.Fatalf("ttyinput: %q: %v", a, err)
		}
		b.WriteString(s)
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), []byte(b.String()), 0o644))
}
