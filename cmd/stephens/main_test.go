package main

import (
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"stephens": func() { main() },
	})
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
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"ttyinput": cmdTTYInput,
		},
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
