package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
)

func newPlayCmd(a *app) *cobra.Command {
	return a.laterHelp(&cobra.Command{
		Use:   "play",
		Short: a.p.T("game.play.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPlay(a)
		},
	}, func(c *cobra.Command) {
		c.Long = a.p.T("game.play.long")
	})
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
	a.stopHints.set(p.T("game.seams.resume_hint"))
	defer a.stopHints.set()
	known, err := a.known()
	if err != nil {
		return err
	}
	err = a.playLoop(g, known)
	var done *exitErr
	if errors.Is(err, prompt.ErrInterrupt) && !errors.As(err, &done) {
		return &exitErr{code: exitInterrupted, msg: p.T("error.interrupted"), hints: []string{p.T("game.seams.resume_hint")}, err: err}
	}
	return err
}

// The play loop's own entries in the turn menus.
const (
	menuUndo = iota
	menuHistory
	menuPause
	menuStartDisks
)

func (a *app) playLoop(g *gameSession, known play.Known) error {
	p := a.p
	w := a.io.Out
	d := a.newDriver(nil)
	askedStartDisks := a.startDisksAsked // "decide later" is asked once per session
	giveStartDisks := false              // picked from the menu: asked now, whatever the phase
	first := true
	for {
		a.followResize()
		s := g.state
		var run func(*play.Table, *walk.T) error
		startDisks := false
		switch {
		case giveStartDisks && len(s.PendingStartDisks()) > 0:
			giveStartDisks, startDisks = false, true
			run = play.StartDisks
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
		// The table comes back to the game: a unit that goes on from the one
		// before says again where the table is (a reset step's heading).
		d.recapNext = first
		first = false
		// Every unit's first question offers undo, the history and a pause,
		// always in the same places, last, after a separator: a reset step
		// or a delivery recorded by mistake is taken back at the table, as
		// a turn is. The starting disks still open are something the game
		// records: while there are any, their entry comes before them.
		var ids []int
		d.menu = nil
		if pending := g.state.PendingStartDisks(); len(pending) > 0 && !startDisks {
			var names []string
			for _, seat := range pending {
				names = append(names, a.seatName(g.state, seat))
			}
			ids, d.menu = append(ids, menuStartDisks), append(d.menu, session.Entry{Label: walk.M("values.play.start_disks", "Names", strings.Join(names, ", "))})
		}
		ids = append(ids, menuUndo, menuHistory, menuPause)
		d.menu = append(d.menu, session.Entry{Label: walk.M("game.play.undo"), Group: true}, session.Entry{Label: walk.M("game.play.history")}, session.Entry{Label: walk.M("game.play.pause")})
		known = a.freshKnown(known)
		err := g.walk(d, known, run)
		var pick *session.MenuPick
		switch {
		case errors.Is(err, store.ErrChanged):
			if err := a.changedBehind(g); err != nil {
				return err
			}
		case errors.As(err, &pick):
			switch ids[pick.Index] {
			case menuUndo:
				undone, err := a.undoAsked(g, known)
				if errors.Is(err, store.ErrChanged) {
					undone, err = false, a.changedBehind(g)
				}
				if err != nil {
					return err
				}
				if undone {
					askedStartDisks = askedStartDisks && !startDisks // ask the disks again
				}
			case menuHistory:
				if err := a.printLog(g, 10); err != nil {
					return err
				}
			case menuPause:
				fmt.Fprintln(w, a.wrap(p.T("game.play.paused")))
				return nil
			case menuStartDisks:
				giveStartDisks = true
			}
		case err != nil:
			return err
		case startDisks && len(g.state.PendingStartDisks()) > 0:
			fmt.Fprintln(w, a.wrap(p.T("game.new.start_disks_later")))
		}
	}
}

// changedBehind: another program (an editor) changed the game file while
// the table loop had it open. Nothing was written over it: the loop reads
// the file again, says so, and asks the unit again from the game as it is
// now; a file that no longer reads stops the loop naming its line.
func (a *app) changedBehind(g *gameSession) error {
	if err := g.reload(); err != nil {
		return err
	}
	fmt.Fprintln(a.io.Err, a.wrap(a.p.T("game.play.reloaded", "Path", g.path)))
	return nil
}

// undoAsked takes back the last entry the table made once it says so,
// naming what it takes back (with the entries that followed it without a
// question: play.TakeBack); with nothing to take back it says that.
func (a *app) undoAsked(g *gameSession, known play.Known) (bool, error) {
	p := a.p
	if game.Undoable(g.file.Events) == 0 {
		fmt.Fprintln(a.io.Out, a.wrap("  "+p.T("game.seams.undo_nothing")))
		return false, nil
	}
	u, err := a.lastUndoUnit(g, known)
	if err != nil {
		return false, err
	}
	ok, err := a.prompter().Confirm(a.undoUnitAsk(u), false)
	if err != nil || !ok {
		if err == nil {
			fmt.Fprintln(a.io.Out, a.wrap("  "+p.T("game.seams.undo_kept")))
		}
		return false, err
	}
	return true, a.undo(g, u.back, &u)
}

func turnNumber(s *game.State, seat int) int {
	if pl := s.Player(seat); pl != nil {
		return pl.Turns + 1
	}
	return 0
}
