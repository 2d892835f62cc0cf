package game

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
)

// turnFlags: a turn's own, and the reset phase's for the reset phase a
// turn may start.
func turnFlags() walk.Flags { return play.TurnFlags().Plus(play.ResetFlags()) }

func NewTurnCmd(a *cmdutil.App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "turn",
		Short: a.P.T("game.turn.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runTurn(a, cmdutil.FlagsOf(a, cmd, turnFlags()))
		},
	}
	a.LaterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.P.T("game.turn.long")
		c.Example = cmdutil.SpokenExample(a.P, turnFlags(), "  stephens turn --furnace lower-left\n"+
			"  stephens turn --factory upper-right --cubes 2\n"+
			"  stephens turn --factory upper-right --cubes black,orange,orange --furnace-effect lower-right\n"+
			"  stephens turn --create left:upper --disk 2a\n"+
			"  stephens turn --reinforce right:furnace:Ana --disk gate-5\n"+
			"  stephens turn --end-triggered\n"+
			"  stephens turn --start-disk Bruno:5a")
	})
	cmdutil.DeclareFlags(a, cmd, turnFlags())
	return cmd
}

// runTurn records the turn of the player who is next, from the flags or
// asked on a terminal, checked by the rules and written once; a reset phase
// it starts follows, with its flags or at the prompts.
func runTurn(a *cmdutil.App, flags *cmdutil.FlagSource) error {
	g, d, err := shared.OpenToRecord(a, flags)
	if err != nil {
		return err
	}
	defer g.Close()
	if d.Interactive() && !flags.Any() && g.State.InTurns() {
		shared.PrintBoard(a, a.IO.Out, g.State)
	}
	known, err := knownFor(a, d, flags)
	if err != nil {
		return err
	}
	if err := g.Walk(d, known, play.ThenReset(play.Turn, !d.Interactive() && flags.AnyOf(play.ResetFlags()))); err != nil {
		return err
	}
	return afterTurn(a, g, d, known)
}

// afterTurn runs what follows a recorded turn: on a terminal the reset
// phase it started, step by step; the final score once the game reaches it;
// else what comes next.
func afterTurn(a *cmdutil.App, g *shared.GameSession, d *drive.Driver, known play.Known) error {
	if g.State.Reset != nil && d.Interactive() {
		if err := walkReset(a, g, d, known); err != nil {
			return err
		}
	}
	if g.State.Phase == game.PhaseScoring {
		return finishGame(a, g)
	}
	if g.State.Reset != nil || g.State.InTurns() {
		shared.PrintNext(a, g.State)
	}
	return nil
}

// walkReset walks the reset phase in progress on a terminal, one step at a
// time, each written as soon as it is answered.
func walkReset(a *cmdutil.App, g *shared.GameSession, d *drive.Driver, known play.Known) error {
	for g.State.Reset != nil {
		known = shared.FreshKnown(a, known)
		if err := g.Walk(d, known, play.ResetStep); err != nil {
			return err
		}
	}
	return nil
}

// knownFor loads what the player transcribed of the printed values when a
// reset phase may be walked now (its flags given, or on a terminal).
func knownFor(a *cmdutil.App, d *drive.Driver, flags *cmdutil.FlagSource) (play.Known, error) {
	if !d.Interactive() && !flags.AnyOf(play.ResetFlags()) {
		return play.Known{}, nil
	}
	return shared.Known(a)
}
