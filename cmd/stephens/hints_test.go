package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/locales"
)

// The names the hints know (hints.go) are the command tree's: a command
// added or renamed without them would lose its --game in every hint.
func TestCommandNamesMatchTheTree(t *testing.T) {
	a := &cmdutil.App{P: locales.New("en"), IO: &cmdutil.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, Err: &bytes.Buffer{}}}
	root := newRootCmd(a, []string{"help"})
	seen := map[string]bool{}
	var walk func(path string, c *cobra.Command)
	walk = func(path string, c *cobra.Command) {
		seen[path] = true
		subs, ok := locales.CommandNames[path]
		if !ok {
			t.Errorf("command %q is not in locales.CommandNames", path)
			return
		}
		var got []string
		for _, s := range c.Commands() {
			if s.Name() != "help" && s.Name() != "completion" {
				got = append(got, s.Name())
				if len(s.Commands()) > 0 {
					walk(path+" "+s.Name(), s)
				}
			}
		}
		slices.Sort(got)
		want := slices.Sorted(slices.Values(subs))
		if !slices.Equal(got, want) {
			t.Errorf("%s: the tree has %v, locales.CommandNames %v", path, got, want)
		}
	}
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			walk(c.Name(), c)
		}
	}
	for name := range locales.CommandNames {
		if !seen[name] && name != "help" { // cobra adds help itself
			t.Errorf("locales.CommandNames has %q, the tree has not", name)
		}
	}
}
