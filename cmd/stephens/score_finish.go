package main

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/walk"
)

// runScoreFinish is `stephens score --finish`: the sheet (--file, or the
// walkthrough from flags and prompts, starting from the game's players)
// is checked against the game (--game, else the current one), recorded in
// the game file with the end time and, with --duration, the game's
// length, and the game is over. Everything is checked before anything is
// written; a finished game is never finished again (undo takes a finish
// back).
func runScoreFinish(a *app, o scoreOptions, flags *flagSource) error {
	p := a.p
	minutes := 0
	if o.duration != "" {
		m, err := record.ParseDuration(o.duration)
		if err != nil {
			return a.badFlag(err, "duration", o.duration)
		}
		minutes = m
	}
	if !o.finish {
		return usageError(p.T("record.finish.duration_alone"))
	}
	if o.save != "" {
		return usageError(p.T("error.flags_together", "Flags", "--finish, --save"), p.T("record.finish.save_hint"))
	}
	if o.file != "" {
		if err := flags.withFile(a, score.Flags()); err != nil {
			return err
		}
	}
	path, err := a.gamePath()
	if err != nil {
		return err
	}
	g, err := a.openGameAt(path, true)
	if err != nil {
		return err
	}
	defer g.close()
	if g.state.Phase == game.PhaseOver {
		return usageError(p.T("record.finish.already", "Path", path), p.T("record.finish.already_hint", "Path", shellQuote(path)))
	}
	phase := g.state.Phase
	now := time.Now
	if o.clock != nil {
		now = o.clock
	}
	if o.file != "" {
		sheet, err := readScoreSheet(a, o.file)
		if err != nil {
			return err
		}
		e, err := play.FinishEvent(g.state, sheet, now(), minutes)
		if err != nil {
			return a.invalid(err, a.finishHint(err))
		}
		if err := g.record(e); err != nil {
			return err
		}
	} else {
		if !a.canPrompt() && !flags.any() {
			return a.needAnswer(p.T("score.need_sheet"), "--file")
		}
		w := &score.Walk{}
		w.Start, w.Known = play.FinishStart(g.state, !flags.given("names") && !flags.given("players"))
		d := a.newDriver(flags)
		d.draft = g.draftSpot("score", walk.M("walk.unit.score"))
		d.draft.resume = walk.M("game.seams.score_resume_hint")
		if _, err := d.run(w.Script); err != nil {
			return err
		}
		where, err := a.saveGameScore(g, w.Sheet, now(), minutes)
		if err != nil {
			return err
		}
		d.settle()
		fmt.Fprintln(a.io.Err, a.errWrap(p.T("score.saved", "Path", where)))
	}
	fmt.Fprintln(a.io.Err, a.errWrap(p.T("record.finish.done", "Path", path)))
	if phase != game.PhaseScoring {
		fmt.Fprintln(a.io.Err, p.T("record.finish.early", "Phase", a.phaseName(phase)))
	}
	return printScore(a, g.state.Finished.Result, o.json)
}

// finishHint is the hint under a refused finish: how to match the game's
// players, or where the game's own numbers come from.
func (a *app) finishHint(err error) string {
	var pr *companion.Problem
	if errors.As(err, &pr) && strings.HasPrefix(pr.ID, "record.problem.sheet_") && pr.ID != "record.problem.sheet_players" {
		return a.p.T("record.finish.sheet_hint")
	}
	if errors.As(err, &pr) && pr.ID == "score.problem.influence_cap" {
		return a.p.T("record.finish.sheet_hint")
	}
	return a.p.T("record.finish.names_hint")
}
