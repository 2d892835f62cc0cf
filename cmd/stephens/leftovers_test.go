package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
)

// runKeysIn is runKeys over a state folder the caller keeps, so a second
// run finds the draft the first one left.
func runKeysIn(t *testing.T, state, keys string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	if raceEnabled {
		t.Skip("promptui races internally")
	}
	t.Setenv("XDG_STATE_HOME", state)
	store.Reload()
	t.Cleanup(store.Reload)
	var out, errb bytes.Buffer
	s := &ioStreams{In: strings.NewReader(keys), Out: &out, Err: &errb, InTTY: true, OutTTY: true, Width: 80}
	code = run(args, s, func(string) string { return "" }, nil)
	return code, out.String(), errb.String()
}

// A scoring-track number the table did not keep when asked to confirm it
// (past space 55, rules-facts §5.3) is not recapped as accepted when the
// score sheet comes back after Ctrl-C: only the number kept is.
func TestScoreResumeRecapsOnlyTheKeptTrack(t *testing.T) {
	state := t.TempDir()
	code, _, stderr := runKeysIn(t, state, "2\rAna\rBo\r250\r\r31\r\x03", "score")
	if code != exitInterrupted {
		t.Fatalf("exit %d, stderr %q; want 130", code, stderr)
	}
	code, out, stderr := runKeysIn(t, state, "\x03", "score")
	if code != exitInterrupted {
		t.Fatalf("resume: exit %d, stderr %q; want 130", code, stderr)
	}
	if !strings.Contains(out, "stands: 31") {
		t.Errorf("the kept number is not recapped:\n%s", out)
	}
	if strings.Contains(out, "250") {
		t.Errorf("the number taken back is recapped:\n%s", out)
	}
}
