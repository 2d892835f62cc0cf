package table

import (
	"context"
	"errors"

	"github.com/spf13/cobra"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/remote"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/session/loop"
	"github.com/pileup-companion/stephens/companion/walk"
)

// NewTableCmd is `stephens table`: the game on the phones and the TV.
func NewTableCmd(a *cmdutil.App) *cobra.Command {
	var listen string
	cmd := &cobra.Command{
		Use:   "table",
		Short: a.P.T("table.short"),
		Long:  a.P.T("table.long"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return RunTable(cmd.Context(), a, listen)
		},
	}
	cmd.Flags().StringVar(&listen, "listen", "", a.P.T("table.flag_listen"))
	return cmd
}

// RunTable serves the current game (or --game) on listen ("" this
// machine's network address on a free port) until ctx ends: the command,
// and the main menu's entry.
func RunTable(ctx context.Context, a *cmdutil.App, listen string) error {
	if err := CheckListen(listen); err != nil {
		return listenError(a, err)
	}
	path, err := shared.GamePath(a)
	if err != nil {
		return err
	}
	// A game that cannot be read is said here, with its path, not on the
	// page.
	if _, err := store.Load(path, game.StateJSON); err != nil {
		return shared.GameFileError(a, path, err)
	}
	g, err := shared.OpenGameShared(a, path)
	if err != nil {
		return err
	}
	// The page answers the game's questions through the one loop of the
	// table (companion/session/loop), as `stephens play` does at a
	// terminal; the game file, its lock and its draft are shared with
	// them.
	front := NewFront()
	g.Wrote = front.Wrote // the server tells the loop's writes from others'
	page := remote.NewSessionFront(front)
	l := gamecmd.NewLoop(a, g, &session.Session{Front: page, Given: &walk.Given{Flags: gamecmd.UnitFlags()}}, loop.FrontShow{F: page, Idle: front.Idle})
	o := RunOptions{Game: path, Listen: listen, Out: a.IO.Out, P: a.P, Front: front, Loop: l.Run}
	if a.IO.OutTTY {
		o.Term = a.IO.Prompts // the terminal itself: the QR code's colours are no flaw
	}
	// Ctrl-C closes the table view: the server stops, the loop keeps the
	// open unit's draft, and the command says so (exit 0).
	ctx, closeTable := context.WithCancel(ctx)
	defer closeTable()
	a.Closing.Set(closeTable)
	defer a.Closing.Set(nil)
	return listenError(a, Run(ctx, o))
}

// listenError says what is wrong with --listen (exit 2); other errors pass.
func listenError(a *cmdutil.App, err error) error {
	var le *ListenError
	switch {
	case !errors.As(err, &le):
		return err
	case le.Form:
		return cmdutil.UsageError(a.P.T("table.bad_listen_form", "Value", le.Value), a.P.T("table.bad_listen_hint"))
	}
	return cmdutil.UsageError(a.P.T("table.bad_listen", "Value", le.Value, "Detail", le.Err), a.P.T("table.bad_listen_hint"))
}
