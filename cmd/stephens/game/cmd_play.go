package game

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
)

func NewPlayCmd(a *cmdutil.App) *cobra.Command {
	return a.LaterHelp(&cobra.Command{
		Use:   "play",
		Short: a.P.T("game.play.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return RunPlay(a)
		},
	}, func(c *cobra.Command) {
		c.Long = a.P.T("game.play.long")
	})
}

// runPlay is the at-the-table loop: whose turn, the board, what happened;
// reset phases walked as they come; the final score at the end. Every turn
// and every reset step is written as soon as it is answered; Ctrl-C leaves
// and `stephens resume` continues.
func RunPlay(a *cmdutil.App) error {
	p := a.P
	if !a.CanPrompt() {
		return cmdutil.UsageError(p.T("game.play.no_terminal"), p.T("game.play.no_terminal_hint"))
	}
	g, err := shared.OpenGame(a, true)
	if err != nil {
		return err
	}
	defer g.Close()
	// Every answer is written at once: a signal between prompts (or while
	// a prompt is being drawn) loses nothing either, and says so.
	a.StopHints.Set(p.T("game.seams.resume_hint"))
	defer a.StopHints.Set()
	known, err := shared.Known(a)
	if err != nil {
		return err
	}
	err = playLoop(a, g, known)
	var done *cmdutil.ExitErr
	if errors.Is(err, prompt.ErrInterrupt) && !errors.As(err, &done) {
		return &cmdutil.ExitErr{Code: cmdutil.ExitInterrupted, Msg: p.T("error.interrupted"), Hints: []string{p.T("game.seams.resume_hint")}, Err: err}
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

func playLoop(a *cmdutil.App, g *shared.GameSession, known play.Known) error {
	p := a.P
	w := a.IO.Out
	d := drive.NewDriver(a, nil)
	askedStartDisks := a.StartDisksAsked // "decide later" is asked once per session
	giveStartDisks := false              // picked from the menu: asked now, whatever the phase
	first := true
	for {
		a.FollowResize()
		s := g.State
		var run func(*play.Table, *walk.T) error
		startDisks := false
		switch {
		case giveStartDisks && len(s.PendingStartDisks()) > 0:
			giveStartDisks, startDisks = false, true
			run = play.StartDisks
		case s.Phase == game.PhaseOver:
			fmt.Fprintln(w, a.Wrap(p.Render(play.Outcome(s))))
			return nil
		case s.Phase == game.PhaseScoring:
			return shared.FinishGame(a, g)
		case s.Reset != nil:
			if first { // resumed inside a reset phase: show where the game is
				fmt.Fprintln(w)
				shared.PrintBoard(a, w, s)
			}
			run = play.ResetStep
		case len(s.PendingStartDisks()) > 0 && !askedStartDisks:
			askedStartDisks, startDisks = true, true
			fmt.Fprintln(w, a.Wrap(p.T("game.new.start_disks_intro")))
			run = play.StartDisks
		default:
			fmt.Fprintln(w)
			shared.PrintBoard(a, w, s)
			run = play.Turn
			if s.Next() == game.Automa {
				run = play.AutomaTurn
			} else {
				fmt.Fprintln(w, p.T("game.play.whose_turn", "Name", shared.SeatName(a, s, s.Next()), "Turn", turnNumber(s, s.Next())))
			}
		}
		// The table comes back to the game: a unit that goes on from the one
		// before says again where the table is (a reset step's heading).
		d.RecapNext = first
		first = false
		// Every unit's first question offers undo, the history and a pause,
		// always in the same places, last, after a separator: a reset step
		// or a delivery recorded by mistake is taken back at the table, as
		// a turn is. The starting disks still open are something the game
		// records: while there are any, their entry comes before them.
		var ids []int
		d.Menu = nil
		if pending := g.State.PendingStartDisks(); len(pending) > 0 && !startDisks {
			var names []string
			for _, seat := range pending {
				names = append(names, shared.SeatName(a, g.State, seat))
			}
			ids, d.Menu = append(ids, menuStartDisks), append(d.Menu, p.T("values.play.start_disks", "Names", strings.Join(names, ", ")))
		}
		ids = append(ids, menuUndo, menuHistory, menuPause)
		d.Menu = append(d.Menu, prompt.Group(p.T("game.play.undo")), p.T("game.play.history"), p.T("game.play.pause"))
		known = shared.FreshKnown(a, known)
		err := g.Walk(d, known, run)
		var pick *drive.MenuPick
		switch {
		case errors.Is(err, store.ErrChanged):
			if err := changedBehind(a, g); err != nil {
				return err
			}
		case errors.As(err, &pick):
			switch ids[pick.Index] {
			case menuUndo:
				undone, err := undoAsked(a, g, known)
				if errors.Is(err, store.ErrChanged) {
					undone, err = false, changedBehind(a, g)
				}
				if err != nil {
					return err
				}
				if undone {
					askedStartDisks = askedStartDisks && !startDisks // ask the disks again
				}
			case menuHistory:
				if err := printLog(a, g, 10); err != nil {
					return err
				}
			case menuPause:
				fmt.Fprintln(w, a.Wrap(p.T("game.play.paused")))
				return nil
			case menuStartDisks:
				giveStartDisks = true
			}
		case err != nil:
			return err
		case startDisks && len(g.State.PendingStartDisks()) > 0:
			fmt.Fprintln(w, a.Wrap(p.T("game.new.start_disks_later")))
		}
	}
}

// changedBehind: another program (an editor) changed the game file while
// the table loop had it open. Nothing was written over it: the loop reads
// the file again, says so, and asks the unit again from the game as it is
// now; a file that no longer reads stops the loop naming its line.
func changedBehind(a *cmdutil.App, g *shared.GameSession) error {
	if err := g.Reload(); err != nil {
		return err
	}
	fmt.Fprintln(a.IO.Err, a.Wrap(a.P.T("game.play.reloaded", "Path", g.Path)))
	return nil
}

// undoAsked takes back the last entry the table made once it says so,
// naming what it takes back (with the entries that followed it without a
// question: play.TakeBack); with nothing to take back it says that.
func undoAsked(a *cmdutil.App, g *shared.GameSession, known play.Known) (bool, error) {
	p := a.P
	if game.Undoable(g.File.Events) == 0 {
		fmt.Fprintln(a.IO.Out, a.Wrap("  "+p.T("game.seams.undo_nothing")))
		return false, nil
	}
	u, err := shared.LastUndoUnit(a, g, known)
	if err != nil {
		return false, err
	}
	ok, err := a.Prompter().Confirm(shared.UndoUnitAsk(a, u), false)
	if err != nil || !ok {
		if err == nil {
			fmt.Fprintln(a.IO.Out, a.Wrap("  "+p.T("game.seams.undo_kept")))
		}
		return false, err
	}
	return true, undo(a, g, u.Back, &u)
}

func turnNumber(s *game.State, seat int) int {
	if pl := s.Player(seat); pl != nil {
		return pl.Turns + 1
	}
	return 0
}
