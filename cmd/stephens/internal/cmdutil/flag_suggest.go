package cmdutil

import (
	"errors"
	"slices"
	"strings"

	"github.com/lithammer/fuzzysearch/fuzzy"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// nearFlags is a flag error with the command's flags whose names come
// near the unknown one ("--windows" → "--windows-complete"), for a hint.
type nearFlags struct {
	err  error
	near []string
}

func (e *nearFlags) Error() string { return e.err.Error() }
func (e *nearFlags) Unwrap() error { return e.err }

// flagError is the commands' flag error function: an unknown flag keeps
// cobra's error (classify words it) with the flags it may have meant.
func FlagError(c *cobra.Command, err error) error {
	s := err.Error()
	if !strings.HasPrefix(s, "unknown flag: --") {
		return err
	}
	given := strings.TrimPrefix(s, "unknown flag: --")
	if i := strings.IndexAny(given, "= "); i >= 0 {
		given = given[:i]
	}
	if near := nearFlagNames(c, given); len(near) > 0 {
		return &nearFlags{err: err, near: near}
	}
	return err
}

// nearFlagNames are up to three flags of c (its own and inherited, not
// hidden) that start with the given name, else those fewest letters from
// it (two at most), else those that contain it: the closest kind only.
func nearFlagNames(c *cobra.Command, given string) []string {
	given = strings.ToLower(given)
	if len(given) < 2 {
		return nil
	}
	type cand struct {
		name string
		rank int
	}
	var cs []cand
	seen := map[string]bool{}
	visit := func(f *pflag.Flag) {
		if f.Hidden || seen[f.Name] {
			return
		}
		seen[f.Name] = true
		switch d := fuzzy.LevenshteinDistance(given, f.Name); {
		case strings.HasPrefix(f.Name, given):
			cs = append(cs, cand{f.Name, 0})
		case d <= 2:
			cs = append(cs, cand{f.Name, d})
		case len(given) >= 4 && strings.Contains(f.Name, given):
			cs = append(cs, cand{f.Name, 3})
		}
	}
	c.LocalFlags().VisitAll(visit)
	c.InheritedFlags().VisitAll(visit)
	slices.SortStableFunc(cs, func(a, b cand) int {
		if a.rank != b.rank {
			return a.rank - b.rank
		}
		return strings.Compare(a.name, b.name)
	})
	var out []string
	for _, x := range cs[:min(len(cs), 3)] {
		if x.rank == cs[0].rank { // the closest only: --name is --names, not also --game
			out = append(out, "--"+x.name)
		}
	}
	return out
}

// nearFlagsOf returns the flags an unknown flag may have meant, if err
// carries them.
func nearFlagsOf(err error) []string {
	var nf *nearFlags
	if errors.As(err, &nf) {
		return nf.near
	}
	return nil
}
