package main

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
)

// turnFlags: a turn's own, and the reset phase's for the reset phase a
// turn may start.
func turnFlags() walk.Flags { return play.TurnFlags().Plus(play.ResetFlags()) }

func newTurnCmd(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "turn",
		Short: a.p.T("game.turn.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runTurn(a, flagsOf(a, cmd, turnFlags()))
		},
	}
	a.laterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.p.T("game.turn.long")
		c.Example = spokenExample(a.p, turnFlags(), "  stephens turn --furnace lower-left\n"+
			"  stephens turn --factory upper-right --cubes 2\n"+
			"  stephens turn --factory upper-right --cubes black,orange,orange --furnace-effect lower-right\n"+
			"  stephens turn --create left:upper --disk 2a\n"+
			"  stephens turn --reinforce right:furnace:Ana --disk gate-5\n"+
			"  stephens turn --end-triggered\n"+
			"  stephens turn --start-disk Bruno:5a")
	})
	declareFlags(a, cmd, turnFlags())
	return cmd
}

// runTurn records the turn of the player who is next, from the flags or
// asked on a terminal, checked by the rules and written once; a reset phase
// it starts follows, with its flags or at the prompts.
func runTurn(a *app, flags *flagSource) error {
	g, d, err := a.openToRecord(flags)
	if err != nil {
		return err
	}
	defer g.close()
	if d.interactive() && !flags.any() && g.state.InTurns() {
		a.printBoard(a.io.Out, g.state)
	}
	known, err := a.knownFor(d, flags)
	if err != nil {
		return err
	}
	if err := g.walk(d, known, play.ThenReset(play.Turn, !d.interactive() && flags.anyOf(play.ResetFlags()))); err != nil {
		return err
	}
	return a.afterTurn(g, d, known)
}

// afterTurn runs what follows a recorded turn: on a terminal the reset
// phase it started, step by step; the final score once the game reaches it;
// else what comes next.
func (a *app) afterTurn(g *gameSession, d *driver, known play.Known) error {
	if g.state.Reset != nil && d.interactive() {
		if err := a.walkReset(g, d, known); err != nil {
			return err
		}
	}
	if g.state.Phase == game.PhaseScoring {
		return a.finishGame(g)
	}
	if g.state.Reset != nil || g.state.InTurns() {
		a.printNext(g.state)
	}
	return nil
}

// walkReset walks the reset phase in progress on a terminal, one step at a
// time, each written as soon as it is answered.
func (a *app) walkReset(g *gameSession, d *driver, known play.Known) error {
	for g.state.Reset != nil {
		known = a.freshKnown(known)
		if err := g.walk(d, known, play.ResetStep); err != nil {
			return err
		}
	}
	return nil
}

// knownFor loads what the player transcribed of the printed values when a
// reset phase may be walked now (its flags given, or on a terminal).
func (a *app) knownFor(d *driver, flags *flagSource) (play.Known, error) {
	if !d.interactive() && !flags.anyOf(play.ResetFlags()) {
		return play.Known{}, nil
	}
	return a.known()
}
