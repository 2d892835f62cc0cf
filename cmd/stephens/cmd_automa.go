package main

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
)

func automaFlags() walk.Flags { return play.AutomaFlags().Plus(play.ResetFlags()) }

func newAutomaCmd(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "automa",
		Short: a.p.T("solo.automa.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runAutoma(a, flagsOf(a, cmd, automaFlags()))
		},
	}
	a.laterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.p.T("solo.automa.long")
		c.Example = a.p.T("solo.automa.example")
	})
	declareFlags(a, cmd, automaFlags())
	return cmd
}

// runAutoma plays one Automa turn (or the reset phase in progress): the
// card drawn from the transcribed deck or read from the physical card,
// resolved on the tracked board, written once; a reset phase it starts
// follows with its flags or at the prompts.
func runAutoma(a *app, flags *flagSource) error {
	g, d, err := a.openToRecord(flags)
	if err != nil {
		return err
	}
	defer g.close()
	known, err := a.knownFor(d, flags)
	if err != nil {
		return err
	}
	if g.state.Reset != nil {
		err = g.walk(d, known, func(tb *play.Table, t *walk.T) error {
			if d.interactive() {
				return nil
			}
			return play.Reset(tb, t)
		})
	} else {
		if d.interactive() && !flags.any() {
			a.printBoard(a.io.Out, g.state)
		}
		err = g.walk(d, known, play.ThenReset(play.AutomaTurn, !d.interactive() && flags.anyOf(play.ResetFlags())))
	}
	if err != nil {
		return err
	}
	if g.state.Reset != nil && d.interactive() {
		if err := a.walkReset(g, d, known); err != nil {
			return err
		}
	}
	if g.state.Phase == game.PhaseScoring {
		return a.finishGame(g)
	}
	if g.state.Reset != nil {
		a.printNext(g.state)
	}
	return nil
}
