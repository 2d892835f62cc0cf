package main

import (
	"bytes"
	"strings"
	"testing"
)

// runWith runs the CLI in-process with buffers (no terminal) and the given
// environment.
func runWith(t *testing.T, env map[string]string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	s := &ioStreams{In: strings.NewReader(""), Out: &out, Err: &errb, Width: 80}
	code = run(args, s, func(k string) string { return env[k] }, nil)
	return code, out.String(), errb.String()
}

func TestExitCodes(t *testing.T) {
	cases := []struct {
		args []string
		env  map[string]string
		code int
		err  string
	}{
		{[]string{"version"}, nil, exitOK, ""},
		{[]string{"--help"}, nil, exitOK, ""},
		{[]string{"--lang", "fr", "version"}, nil, exitUsage, `stephens: --lang "fr" is not a language the companion speaks`},
		{[]string{"version"}, map[string]string{"STEPHENS_LANG": "xx"}, exitUsage, `STEPHENS_LANG "xx"`},
		{[]string{"nope"}, nil, exitUsage, `unknown command "nope"`},
		{[]string{"--nope"}, nil, exitUsage, "unknown flag --nope"},
		{[]string{"--lang"}, nil, exitUsage, "flag --lang needs a value"},
		{[]string{"version", "extra"}, nil, exitUsage, ""},
		{[]string{"--lang", "de", "--nope"}, nil, exitUsage, "unbekannte Option --nope"},
	}
	for _, c := range cases {
		code, _, stderr := runWith(t, c.env, c.args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, stderr)
		}
		if !strings.Contains(stderr, c.err) {
			t.Errorf("%v: stderr %q, want %q", c.args, stderr, c.err)
		}
		if c.code != exitOK && strings.Count(stderr, "stephens: ") < 1 {
			t.Errorf("%v: error not printed: %q", c.args, stderr)
		}
		if strings.Contains(stderr, "goroutine") || strings.Contains(stderr, "panic") {
			t.Errorf("%v: stack trace in stderr", c.args)
		}
	}
}

// The completion script goes to the command's stdout (through the guard),
// not around it to the process's.
func TestCompletionWritesToItsStdout(t *testing.T) {
	code, out, _ := runWith(t, nil, "completion", "bash")
	if code != exitOK || !strings.Contains(out, "bash completion") {
		t.Errorf("completion bash: exit %d, stdout %.80q", code, out)
	}
}
