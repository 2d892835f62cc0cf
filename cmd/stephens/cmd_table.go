package main

import (
	"errors"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/cmd/stephens/table"
	"github.com/pileup-companion/stephens/companion/game"
)

// newTableCmd is `stephens table`: the game on the phones and the TV
// (package table serves it).
func newTableCmd(a *app) *cobra.Command {
	var listen string
	cmd := &cobra.Command{
		Use:   "table",
		Short: a.p.T("table.short"),
		Long:  a.p.T("table.long"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := table.CheckListen(listen); err != nil {
				return a.listenError(err)
			}
			path, err := a.gamePath()
			if err != nil {
				return err
			}
			// A game that cannot be read is said here, with its path, not
			// on the page.
			if _, err := store.Load(path, game.StateJSON); err != nil {
				return a.gameFileError(path, err)
			}
			o := table.RunOptions{Game: path, Listen: listen, Out: a.io.Out, P: a.p}
			if a.io.OutTTY {
				o.Term = a.io.prompts()
			}
			return a.listenError(table.Run(cmd.Context(), o))
		},
	}
	cmd.Flags().StringVar(&listen, "listen", "", a.p.T("table.flag_listen"))
	return cmd
}

// listenError says what is wrong with --listen (exit 2); other errors pass.
func (a *app) listenError(err error) error {
	var le *table.ListenError
	switch {
	case !errors.As(err, &le):
		return err
	case le.Form:
		return usageError(a.p.T("table.bad_listen_form", "Value", le.Value), a.p.T("table.bad_listen_hint"))
	}
	return usageError(a.p.T("table.bad_listen", "Value", le.Value, "Detail", le.Err), a.p.T("table.bad_listen_hint"))
}
