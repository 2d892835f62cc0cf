package game

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
)

func automaFlags() walk.Flags { return play.AutomaFlags().Plus(play.ResetFlags()) }

func NewAutomaCmd(a *cmdutil.App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "automa",
		Short: a.P.T("solo.automa.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runAutoma(a, cmdutil.FlagsOf(a, cmd, automaFlags()))
		},
	}
	a.LaterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.P.T("solo.automa.long")
		c.Example = a.P.T("solo.automa.example")
	})
	cmdutil.DeclareFlags(a, cmd, automaFlags())
	return cmd
}

// runAutoma plays one Automa turn (or the reset phase in progress): the
// card drawn from the transcribed deck or read from the physical card,
// resolved on the tracked board, written once; a reset phase it starts
// follows with its flags or at the prompts.
func runAutoma(a *cmdutil.App, flags *cmdutil.FlagSource) error {
	g, d, err := shared.OpenToRecord(a, flags)
	if err != nil {
		return err
	}
	defer g.Close()
	known, err := knownFor(a, d, flags)
	if err != nil {
		return err
	}
	if g.State.Reset != nil {
		err = g.Walk(d, known, func(tb *play.Table, t *walk.T) error {
			if d.Interactive() {
				return nil
			}
			return play.Reset(tb, t)
		})
	} else {
		if d.Interactive() && !flags.Any() {
			shared.PrintBoard(a, a.IO.Out, g.State)
		}
		err = g.Walk(d, known, play.ThenReset(play.AutomaTurn, !d.Interactive() && flags.AnyOf(play.ResetFlags())))
	}
	if err != nil {
		return err
	}
	if g.State.Reset != nil && d.Interactive() {
		if err := walkReset(a, g, d, known); err != nil {
			return err
		}
	}
	if g.State.Phase == game.PhaseScoring {
		return finishGame(a, g)
	}
	if g.State.Reset != nil {
		shared.PrintNext(a, g.State)
	}
	return nil
}
