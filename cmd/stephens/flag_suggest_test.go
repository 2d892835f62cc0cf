package main

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
)

// An unknown flag names the command's flags it may have meant, closest
// kind only, in the user's language; a flag near none gets no hint.
func TestUnknownFlagSuggestsTheNearOnes(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // "" for no hint
	}{
		{[]string{"sintra", "score", "--windows", "A:1"}, "hint: did you mean --windows-complete?"},
		{[]string{"new", "--name", "Ana"}, "hint: did you mean --names?"},
		{[]string{"--lang", "de", "turn", "--furnce", "upper-left"}, "Tipp: meintest du --furnace?"},
		{[]string{"--lang", "pt", "rules", "search", "--jsn", "x"}, "dica: querias dizer --json?"},
		{[]string{"new", "--lan", "de"}, "hint: did you mean --lang?"}, // an inherited flag
		{[]string{"new", "--xyz", "3"}, ""},
	} {
		code, _, errs := runWith(t, nil, c.args...)
		if code != cmdutil.ExitUsage || !strings.Contains(errs, "--"+strings.TrimLeft(c.args[len(c.args)-2], "-")) {
			t.Errorf("%v: exit %d\n%s", c.args, code, errs)
		}
		if c.want == "" && strings.Contains(errs, "hint:") || c.want != "" && !strings.Contains(errs, c.want) {
			t.Errorf("%v:\n%s\nwant %q", c.args, errs, c.want)
		}
	}
}
