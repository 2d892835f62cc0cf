package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/locales"
)

// The names the hints know (hints.go) are the command tree's: a command
// added or renamed without them would lose its --game in every hint.
func TestCommandNamesMatchTheTree(t *testing.T) {
	a := &app{p: locales.New("en"), io: &ioStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, Err: &bytes.Buffer{}}}
	root := newRootCmd(a, []string{"help"})
	seen := map[string]bool{}
	for _, c := range root.Commands() {
		if c.Name() == "completion" {
			continue
		}
		seen[c.Name()] = true
		subs, ok := commandNames[c.Name()]
		if !ok {
			t.Errorf("command %q is not in commandNames", c.Name())
			continue
		}
		var got []string
		for _, s := range c.Commands() {
			if s.Name() != "help" && s.Name() != "completion" {
				got = append(got, s.Name())
			}
		}
		slices.Sort(got)
		want := slices.Sorted(slices.Values(subs))
		if !slices.Equal(got, want) {
			t.Errorf("%s: the tree has %v, commandNames %v", c.Name(), got, want)
		}
	}
	for name := range commandNames {
		if !seen[name] && name != "help" { // cobra adds help itself
			t.Errorf("commandNames has %q, the tree has not", name)
		}
	}
}
