package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/locales"
)

// runWith runs the CLI in-process with buffers (no terminal) and the given
// environment.
func runWith(t *testing.T, env map[string]string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	s := &cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, Width: 80}
	code = run(args, s, func(k string) string { return env[k] }, nil)
	return code, out.String(), errb.String()
}

// commandCase is a command line and what it gives: the exit code, and
// text stdout and stderr hold.
type commandCase struct {
	args   []string
	code   int
	stdout string
	stderr string
}

// checkCommands runs each case without a terminal and checks its exit
// code and output; a command that fails writes nothing to stdout.
func checkCommands(t *testing.T, cases []commandCase) {
	t.Helper()
	for _, c := range cases {
		code, stdout, stderr := runWith(t, nil, c.args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, stderr)
		}
		if !strings.Contains(stdout, c.stdout) {
			t.Errorf("%v: stdout %q, want %q", c.args, stdout, c.stdout)
		}
		if !strings.Contains(stderr, c.stderr) {
			t.Errorf("%v: stderr %q, want %q", c.args, stderr, c.stderr)
		}
		if c.code != cmdutil.ExitOK && stdout != "" {
			t.Errorf("%v: failed but wrote %q to stdout", c.args, stdout)
		}
	}
}

func TestExitCodes(t *testing.T) {
	cases := []struct {
		args []string
		env  map[string]string
		code int
		err  string
	}{
		{[]string{"version"}, nil, cmdutil.ExitOK, ""},
		{[]string{"--version"}, nil, cmdutil.ExitOK, ""},
		{[]string{"--lang", "de", "-v"}, nil, cmdutil.ExitOK, ""},
		{[]string{"--help"}, nil, cmdutil.ExitOK, ""},
		{[]string{"--lang", "fr", "version"}, nil, cmdutil.ExitUsage, `stephens: --lang "fr" is not a language the companion speaks`},
		{[]string{"version"}, map[string]string{"STEPHENS_LANG": "xx"}, cmdutil.ExitUsage, `STEPHENS_LANG "xx"`},
		{[]string{"nope"}, nil, cmdutil.ExitUsage, `unknown command "nope"`},
		{[]string{"--nope"}, nil, cmdutil.ExitUsage, "unknown flag --nope"},
		{[]string{"--lang"}, nil, cmdutil.ExitUsage, "flag --lang needs a value"},
		{[]string{"version", "extra"}, nil, cmdutil.ExitUsage, ""},
		{[]string{"--lang", "de", "--nope"}, nil, cmdutil.ExitUsage, "unbekannte Option --nope"},
	}
	for _, c := range cases {
		code, _, stderr := runWith(t, c.env, c.args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, stderr)
		}
		if !strings.Contains(stderr, c.err) {
			t.Errorf("%v: stderr %q, want %q", c.args, stderr, c.err)
		}
		if c.code != cmdutil.ExitOK && strings.Count(stderr, "stephens: ") < 1 {
			t.Errorf("%v: error not printed: %q", c.args, stderr)
		}
		if strings.Contains(stderr, "goroutine") || strings.Contains(stderr, "panic") {
			t.Errorf("%v: stack trace in stderr", c.args)
		}
	}
}

// A run builds only the command it names (commandsFor): the table's names
// are the commands' own, and a run names the command it then executes.
func TestSubcommandTable(t *testing.T) {
	a := &cmdutil.App{P: locales.New("en"), IO: &cmdutil.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, Err: &bytes.Buffer{}}}
	for _, c := range subcommands() {
		if got := c.make(a).Name(); got != c.name {
			t.Errorf("table says %q, the command is %q", c.name, got)
		}
	}
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"rules", "search", "x"}, []string{"rules"}},
		{[]string{"--lang", "de", "--game", "rules", "state"}, []string{"state"}},
		{[]string{"--game=x.yaml", "log"}, []string{"log"}},
		{[]string{"--version"}, nil},
		{[]string{"--version", "--help"}, nil},
		{[]string{"nope"}, []string{}}, // unknown: the root alone says so
		{[]string{"help", "rules"}, nil},
	} {
		cmds, all := commandsFor(a, c.args)
		var names []string
		for _, cmd := range cmds {
			names = append(names, cmd.Name())
		}
		if c.want == nil && len(c.args) > 0 && c.args[0] == "--version" && len(c.args) == 1 {
			if len(cmds) != 0 || all {
				t.Errorf("%q builds %v", c.args, names)
			}
			continue
		}
		if c.want == nil {
			if !all || len(cmds) != len(subcommands()) {
				t.Errorf("%q builds %v, want all", c.args, names)
			}
			continue
		}
		if all && len(c.want) > 0 || strings.Join(names, ",") != strings.Join(c.want, ",") {
			t.Errorf("%q builds %v, want %v", c.args, names, c.want)
		}
	}
}

// The completion script goes to the command's stdout (through the guard),
// not around it to the process's.
func TestCompletionWritesToItsStdout(t *testing.T) {
	code, out, _ := runWith(t, nil, "completion", "bash")
	if code != cmdutil.ExitOK || !strings.Contains(out, "bash completion") {
		t.Errorf("completion bash: exit %d, stdout %.80q", code, out)
	}
}
