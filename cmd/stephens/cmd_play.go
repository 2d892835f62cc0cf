package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
)

func newPlayCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "play",
		Short: a.p.T("game.play.short"),
		Long:  a.p.T("game.play.long"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPlay(a)
		},
	}
}

// runPlay is the at-the-table loop: whose turn, the board, what happened;
// reset phases walked as they come; the final score at the end. Every turn
// and every reset step is written as soon as it is answered; Ctrl-C leaves
// and `stephens resume` continues.
func runPlay(a *app) error {
	p := a.p
	if !a.canPrompt() {
		return usageError(p.T("game.play.no_terminal"), p.T("game.play.no_terminal_hint"))
	}
	g, err := a.openGame(true)
	if err != nil {
		return err
	}
	defer g.close()
	// Every answer is written at once: a signal between prompts (or while
	// a prompt is being drawn) loses nothing either, and says so.
	a.stopHints.set(p.T("game.play.resume_hint"))
	defer a.stopHints.set()
	known, err := a.known()
	if err != nil {
		return err
	}
	err = a.playLoop(g, known)
	if errors.Is(err, prompt.ErrInterrupt) {
		return &exitErr{code: exitInterrupted, msg: p.T("error.interrupted"), hints: []string{p.T("game.play.resume_hint")}, err: err}
	}
	return err
}

// The play loop's own entries in the turn menus.
const (
	menuUndo = iota
	menuHistory
	menuPause
)

func (a *app) playLoop(g *gameSession, known play.Known) error {
	p := a.p
	w := a.io.Out
	d := a.newDriver(nil)
	askedStartDisks := a.startDisksAsked // "decide later" is asked once per session
	first := true
	for {
		s := g.state
		var run func(*play.Table, *walk.T) error
		startDisks := false
		switch {
		case s.Phase == game.PhaseOver:
			fmt.Fprintln(w, a.wrap(p.Render(play.Outcome(s))))
			return nil
		case s.Phase == game.PhaseScoring:
			return a.finishGame(g)
		case s.Reset != nil:
			if first { // resumed inside a reset phase: show where the game is
				fmt.Fprintln(w)
				a.printBoard(w, s)
			}
			run = play.ResetStep
		case len(s.PendingStartDisks()) > 0 && !askedStartDisks:
			askedStartDisks, startDisks = true, true
			fmt.Fprintln(w, a.wrap(p.T("game.new.start_disks_intro")))
			run = play.StartDisks
		default:
			fmt.Fprintln(w)
			a.printBoard(w, s)
			run = play.Turn
			if s.Next() == game.Automa {
				run = play.AutomaTurn
			} else {
				fmt.Fprintln(w, p.T("game.play.whose_turn", "Name", a.seatName(s, s.Next()), "Turn", turnNumber(s, s.Next())))
			}
		}
		first = false
		// Every unit's first question offers undo, the history and a pause:
		// a reset step or a delivery recorded by mistake is taken back at
		// the table, as a turn is.
		var ids []int
		d.menu = nil
		if game.Undoable(g.file.Events) > 0 {
			ids, d.menu = append(ids, menuUndo), append(d.menu, p.T("game.play.undo"))
		}
		ids, d.menu = append(ids, menuHistory, menuPause), append(d.menu, p.T("game.play.history"), p.T("game.play.pause"))
		err := g.walk(d, known, run)
		var pick *menuPick
		switch {
		case errors.As(err, &pick):
			switch ids[pick.index] {
			case menuUndo:
				if err := a.undo(g, 1); err != nil {
					return err
				}
				askedStartDisks = askedStartDisks && !startDisks // ask the disks again
			case menuHistory:
				if err := a.printLog(g, 10); err != nil {
					return err
				}
			case menuPause:
				fmt.Fprintln(w, a.wrap(p.T("game.play.paused")))
				return nil
			}
		case err != nil:
			return err
		case startDisks && len(g.state.PendingStartDisks()) > 0:
			fmt.Fprintln(w, a.wrap(p.T("game.new.start_disks_later")))
		}
	}
}

func turnNumber(s *game.State, seat int) int {
	if pl := s.Player(seat); pl != nil {
		return pl.Turns + 1
	}
	return 0
}
