package game

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
)

// resetFlags: starting a reset phase by hand, walking it, and the starting
// disks its 2a step asks when they are not named yet.
func resetFlags() walk.Flags {
	return play.ResetStartFlags().Plus(play.ResetFlags(), walk.Flags{play.StartDiskFlag()})
}

func NewResetCmd(a *cmdutil.App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "reset",
		Short: a.P.T("game.reset.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runReset(a, cmdutil.FlagsOf(a, cmd, resetFlags()))
		},
	}
	a.LaterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.P.T("game.reset.long")
		c.Example = cmdutil.SpokenExample(a.P, resetFlags(), "  stephens reset --reached=false --refill 3 --supply Ana:lower-left:orange --supply Ana:upper-right:black\n"+
			"  stephens reset --empty lower-left,lower-right --reached=false --refill 2 --no-supply")
	})
	cmdutil.DeclareFlags(a, cmd, resetFlags())
	return cmd
}

// runReset walks the reset phase in progress, or starts one by hand: with
// the flags as one answer written once, or step by step on a terminal.
func runReset(a *cmdutil.App, flags *cmdutil.FlagSource) error {
	g, d, err := shared.OpenToRecord(a, flags)
	if err != nil {
		return err
	}
	defer g.Close()
	known, err := shared.Known(a)
	if err != nil {
		return err
	}
	err = g.Walk(d, known, func(tb *play.Table, t *walk.T) error {
		if tb.State.Reset == nil {
			if err := play.ResetStart(tb, t); err != nil {
				return err
			}
		}
		if d.Interactive() {
			return nil // step by step below, each written at once
		}
		return play.Reset(tb, t)
	})
	if err != nil {
		return err
	}
	return afterTurn(a, g, d, known)
}
