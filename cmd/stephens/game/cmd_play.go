package game

import (
	"context"
	"errors"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/session/loop"
	"github.com/pileup-companion/stephens/companion/view"
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

// runPlay is the at-the-table loop (companion/session/loop) at the
// terminal: whose turn, the board, what happened; reset phases walked as
// they come; the score sheet at the end, a unit as any other. Every unit
// is written as soon as it is answered; Ctrl-C leaves and `stephens
// resume` continues. The game is not held open: `stephens turn` or the
// table view's page may answer meanwhile, and the loop goes on from there.
func RunPlay(a *cmdutil.App) error {
	p := a.P
	if !a.CanPrompt() {
		return cmdutil.UsageError(p.T("game.play.no_terminal"), p.T("game.play.no_terminal_hint"))
	}
	path, err := shared.GamePath(a)
	if err != nil {
		return err
	}
	g, err := shared.OpenGameShared(a, path)
	if err != nil {
		return err
	}
	// Every answer is written at once: a signal between prompts (or while
	// a prompt is being drawn) loses nothing either, and says so.
	a.StopHints.Set(p.T("game.seams.resume_hint"))
	defer a.StopHints.Set()
	if _, err := shared.Known(a); err != nil {
		return err
	}
	a.LessonsOf = g
	defer func() { a.LessonsOf = nil }()
	d := drive.NewDriver(a, &cmdutil.FlagSource{Specs: UnitFlags()})
	l := NewLoop(a, g, d.Session(), view.LoopShow{Screen: a.Screen, Out: a.IO.Out, Err: a.IO.Err, Path: path,
		Log: func() error { return printLog(a, g, 10) }, Taught: g.Taught})
	l.Pause, l.StartDisksAsked, l.EndStops = true, a.StartDisksAsked, true
	l.BeforeUnit = a.FollowResize
	err = d.Failed(l.Run(context.Background()))
	var done *cmdutil.ExitErr
	if errors.Is(err, prompt.ErrInterrupt) && !errors.As(err, &done) {
		return &cmdutil.ExitErr{Code: cmdutil.ExitInterrupted, Msg: p.T("error.interrupted"), Hints: []string{p.T("game.seams.resume_hint")}, Err: err}
	}
	return err
}

// UnitFlags are the flags of the loop's units. play and the table view
// read none, but they name the words of a typed answer: what is offered
// and typed reads as the reset, turn and automa commands read it ("keine"
// for none).
func UnitFlags() walk.Flags { return turnFlags().Plus(automaFlags(), resetFlags()) }

// NewLoop is the table's loop over the game g, shared with other
// processes, asking through ses and showing with show: the transcriptions
// read before each unit, the values asked to be kept written, undo taken
// back and said here.
func NewLoop(a *cmdutil.App, g *shared.GameSession, ses *session.Session, show loop.Show) *loop.Game {
	return &loop.Game{Store: g.Loop(), Session: ses, Show: show, Hooks: loop.Hooks{
		Known:     func(prev play.Known) play.Known { return shared.FreshKnown(a, prev) },
		Remember:  func(rs []play.Remembered) error { return shared.Remember(a, rs) },
		Sheet:     func(s *game.State) *score.Sheet { sh, _ := shared.StartSheet(g.Path, s); return sh },
		KeepSheet: func(sh *score.Sheet) error { return shared.KeepSheet(a, g.Path, sh) },
		Undo: func(n int, _ *game.State) error {
			known, _ := shared.Known(a) // read for this unit already: a broken one was said
			u, err := shared.LastUndoUnit(a, g, known)
			if err != nil || u.Back != n {
				return undo(a, g, n, nil)
			}
			return undo(a, g, n, &u)
		},
	}}
}

// finishGame: at a terminal the table's loop asks the score sheet, as
// play does; else the pre-filled sheet is written for --file.
func finishGame(a *cmdutil.App, g *shared.GameSession) error {
	if !a.CanPrompt() {
		return shared.FinishGame(a, g)
	}
	g.Close() // the loop takes the game's lock only while it writes
	return RunPlay(a)
}
