package score

import (
	"fmt"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/score"
)

// runScoreFinish is `stephens score --finish`: the sheet (--file, or the
// walkthrough from flags and prompts, starting from the game's players)
// is checked against the game (--game, else the current one), recorded in
// the game file with the end time and, with --duration, the game's
// length, and the game is over. Everything is checked before anything is
// written; a finished game is never finished again (undo takes a finish
// back).
func runScoreFinish(a *cmdutil.App, o ScoreOptions, flags *cmdutil.FlagSource) error {
	p := a.P
	minutes := 0
	if o.duration != "" {
		m, err := record.ParseDuration(o.duration)
		if err != nil {
			return a.BadFlag(err, "duration", o.duration)
		}
		minutes = m
	}
	if !o.finish {
		return cmdutil.UsageError(p.T("record.finish.duration_alone"))
	}
	if o.Save != "" {
		return cmdutil.UsageError(p.T("error.flags_together", "Flags", "--finish, --save"), p.T("record.finish.save_hint"))
	}
	if o.file != "" {
		if err := flags.WithFile(a, score.Flags()); err != nil {
			return err
		}
	}
	path, err := shared.GamePath(a)
	if err != nil {
		return err
	}
	g, err := shared.OpenGameAt(a, path, true)
	if err != nil {
		return err
	}
	defer g.Close()
	if g.State.Phase == game.PhaseOver {
		return cmdutil.UsageError(p.T("record.finish.already", "Path", path), p.T("record.finish.already_hint", "Path", shared.ShellQuote(path)))
	}
	phase := g.State.Phase
	now := time.Now
	if o.clock != nil {
		now = o.clock
	}
	if o.file != "" {
		sheet, err := readScoreSheet(a, o.file)
		if err != nil {
			return err
		}
		e, err := play.FinishEvent(g.State, sheet, now(), minutes)
		if err != nil {
			return a.Invalid(err, shared.FinishHint(a, err))
		}
		if err := g.Record(e); err != nil {
			return err
		}
	} else {
		if !a.CanPrompt() && !flags.Any() {
			return a.NeedAnswer(p.T("score.need_sheet"), "--file")
		}
		w := &score.Walk{}
		w.Start, w.Known = play.FinishStart(g.State, !flags.Given("names") && !flags.Given("players"))
		d := drive.NewDriver(a, flags)
		d.Draft = g.DraftSpot("score", p.T("walk.unit.score"))
		d.Draft.Resume = p.T("game.seams.score_resume_hint")
		if _, err := d.Run(w.Script); err != nil {
			return err
		}
		where, err := shared.SaveGameScore(a, g, w.Sheet, now(), minutes)
		if err != nil {
			return err
		}
		d.Settle()
		fmt.Fprintln(a.IO.Err, a.ErrWrap(p.T("score.saved", "Path", where)))
	}
	fmt.Fprintln(a.IO.Err, a.ErrWrap(p.T("record.finish.done", "Path", path)))
	if phase != game.PhaseScoring {
		fmt.Fprintln(a.IO.Err, p.T("record.finish.early", "Phase", shared.PhaseName(a, phase)))
	}
	return shared.PrintScore(a, g.State.Finished.Result, o.json)
}
