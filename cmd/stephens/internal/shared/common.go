package shared

import (
	"errors"
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
)

// ScoreGame connects `stephens score` to a running game at its final
// scoring: the sheet starts from what the game knows and is saved with it.
type ScoreGame interface {
	// ScoreStart returns the sheet pre-filled with what the game knows and
	// the keys of the fields it knows for every player (sheet YAML keys:
	// "masters", "apprentices", "abilities", ...). Names are known whenever
	// the sheet has players.
	ScoreStart() (start *score.Sheet, known []string)
	// SaveScore stores the confirmed sheet with the game and returns where,
	// for the "saved to" line.
	SaveScore(s *score.Sheet) (where string, err error)
}

// printScore writes the result: JSON with --json, else its card.
func PrintScore(a *cmdutil.App, res score.Result, asJSON bool) error {
	if asJSON {
		return WriteJSON(a, res)
	}
	return PrintCard(a, res.Card())
}

// ShellQuote writes a path for the user's shell (store.Quote: double
// quotes on Windows).
func ShellQuote(s string) string { return store.Quote(s) }

// finishHint is the hint under a refused finish: how to match the game's
// players, or where the game's own numbers come from.
func FinishHint(a *cmdutil.App, err error) string {
	var pr *companion.Problem
	if errors.As(err, &pr) && strings.HasPrefix(pr.ID, "record.problem.sheet_") && pr.ID != "record.problem.sheet_players" {
		return a.P.T("record.finish.sheet_hint")
	}
	if errors.As(err, &pr) && pr.ID == "score.problem.influence_cap" {
		return a.P.T("record.finish.sheet_hint")
	}
	return a.P.T("record.finish.names_hint")
}

func WriteJSON(a *cmdutil.App, v any) error {
	enc := cmdutil.JSONEncoder(a.IO.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// ttyWrap folds a line of the overview on a terminal; piped, each stays
// one line.
func TtyWrap(a *cmdutil.App, s string) string {
	if !a.IO.OutTTY {
		return s
	}
	return a.Wrap(s)
}

// valueFlags name a file or a player: given empty, they are refused, never
// taken as not given.
var valueFlags = []string{"game", "file", "save", "out", "player"}

// emptyFlag refuses a file or player flag given as "" (exit 2), and any
// flag whose value is another flag of the command (new --names
// --no-input made a player called --no-input), naming both.
func EmptyFlag(a *cmdutil.App, cmd *cobra.Command) error {
	for _, name := range valueFlags {
		f := cmd.Flags().Lookup(name)
		if f != nil && f.Changed && f.Value.String() == "" {
			return cmdutil.UsageError(a.P.T("files.flag_empty", "Flag", "--"+name), a.P.T("files.flag_empty_hint", "Flag", "--"+name))
		}
	}
	var err error
	cmd.Flags().Visit(func(f *pflag.Flag) {
		values := []string{f.Value.String()}
		if sv, ok := f.Value.(pflag.SliceValue); ok {
			values = sv.GetSlice()
		}
		for _, v := range values {
			name, long := strings.CutPrefix(strings.SplitN(v, "=", 2)[0], "--")
			if err == nil && f.Value.Type() != "bool" && (long && cmd.Flags().Lookup(name) != nil || !long && len(v) == 2 && v[0] == '-' && cmd.Flags().ShorthandLookup(v[1:]) != nil) {
				err = cmdutil.UsageError(a.P.T("files.flag_swallowed", "Flag", "--"+f.Name, "Value", v), a.P.T("files.flag_empty_hint", "Flag", "--"+f.Name))
			}
		}
	})
	return err
}
