package main

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
)

// A run's error goes through the same fold: folded when stderr is a
// terminal (ErrWidth), one line when it is not.
func TestRunFoldsErrorsOnlyOnATerminal(t *testing.T) {
	args := []string{"--lang", "pt", "components", "bonuses", "--set", "foo=B9"}
	for _, width := range []int{0, 60} {
		var out, errb bytes.Buffer
		s := &cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, Width: 80, ErrWidth: width}
		if code := run(args, s, func(string) string { return "" }, nil); code != cmdutil.ExitUsage {
			t.Fatalf("width %d: exit %d, want %d: %s", width, code, cmdutil.ExitUsage, errb.String())
		}
		for _, l := range strings.Split(strings.TrimSuffix(errb.String(), "\n"), "\n") {
			folded := !strings.HasPrefix(l, "stephens: ")
			if width == 0 && folded {
				t.Errorf("piped: a folded line %q in\n%s", l, errb.String())
			}
			if width > 0 && utf8.RuneCountInString(l) > width {
				t.Errorf("terminal %d: %q is longer", width, l)
			}
		}
		if width > 0 && !strings.Contains(errb.String(), "\n                ") {
			t.Errorf("terminal %d: no hint folded:\n%s", width, errb.String())
		}
	}
}
