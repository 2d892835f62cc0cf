// Package loop is the at-the-table loop of a game of Stephens, for any
// front end: which unit comes next (a turn, the Automa's turn, a reset
// step, the starting disks, the final scoring), the menu every unit's
// first question offers (undo, the history, a pause, the starting disks),
// and undo's confirmation. The terminal (`stephens play`) and the table
// view's page (`stephens table`) both run it; neither has a copy.
//
// The game file is shared with other processes, so the loop holds nothing
// open while it asks: each unit reads the game (Store.Load), asks through
// the session (companion/session), and writes its events only when the
// file is still as it was read (Store.Record; the lock is the store's,
// held only while writing). A change made elsewhere (the game file or the
// unit's draft: another terminal, the page) withdraws the open question:
// the loop reads the game again and asks from there, and the unit's draft
// brings back the answers given elsewhere. The first answer wins; nothing
// is recorded twice.
//
// The loop touches no disk and no terminal: Store, Show and Hooks are the
// program's.
package loop

import (
	"context"
	"errors"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// Game is the loop of one game at the table.
type Game struct {
	Store Store
	// Session asks the questions: its front end is the table's. The loop
	// sets its Menu, Unit and RecapNext for each unit.
	Session *session.Session
	Show    Show
	Hooks
	// Pause: the menu offers the history and a pause (the terminal's);
	// else only undo and the starting disks.
	Pause bool
	// StartDisksAsked: "decide later" was answered already (at the
	// setup): the starting disks are offered from the menu only.
	StartDisksAsked bool
	// EndStops: the loop ends once the game is over (the terminal);
	// else it waits there for a change made elsewhere (undo).
	EndStops bool
	// Now is the clock the end of the game is recorded at (nil: the
	// time now).
	Now func() time.Time
}

// The loop's own entries in the units' menus.
const (
	menuUndo = iota
	menuHistory
	menuPause
	menuStartDisks
)

// errWithdrawn: the open question was withdrawn by a change made elsewhere.
var errWithdrawn = errors.New("withdrawn: the game changed elsewhere")

// Run runs the game until it is paused, over (with EndStops), or
// ctx ends (ctx's error); an error of the store or the session otherwise.
func (g *Game) Run(ctx context.Context) error {
	askedStartDisks := g.StartDisksAsked
	giveStartDisks := false // picked from the menu: asked now, whatever the phase
	first := true
	var known play.Known
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		if g.BeforeUnit != nil {
			g.BeforeUnit()
		}
		f, s, err := g.Store.Load()
		if err != nil {
			return err
		}
		var run func(*play.Table, *walk.T) error
		var scoring *play.Scoring
		startDisks, gave := false, giveStartDisks
		switch {
		case giveStartDisks && len(s.PendingStartDisks()) > 0:
			giveStartDisks, startDisks = false, true
			run = play.StartDisks
		case s.Phase == game.PhaseOver:
			g.Show.Outcome(s)
			if g.EndStops {
				return nil
			}
			if err := g.wait(ctx); err != nil {
				return err
			}
			continue
		case s.Phase == game.PhaseScoring:
			// The score sheet is a unit as any other, on every front end:
			// its answers kept in the draft, the end recorded once.
			scoring = &play.Scoring{Now: g.Now}
			if g.Sheet != nil {
				scoring.Start = g.Sheet(s)
			}
			run = scoring.Run
		case s.Reset != nil:
			if first { // resumed inside a reset phase: show where the game is
				g.Show.Board(s)
			}
			run = play.ResetStep
		case len(s.PendingStartDisks()) > 0 && !askedStartDisks:
			askedStartDisks, startDisks = true, true
			g.Show.Say(walk.M("game.new.start_disks_intro"))
			run = play.StartDisks
		default:
			g.Show.Board(s)
			run = play.Turn
			if s.Next() == game.Automa {
				run = play.AutomaTurn
			} else {
				g.Show.Say(walk.M("game.play.whose_turn", "Name", play.Seat(s, s.Next()), "Turn", turnNumber(s, s.Next())))
			}
		}
		ids, menu := g.menu(s, startDisks)
		if g.Known != nil {
			known = g.Known(known)
		}
		// The table comes back to the game: a unit that goes on from the
		// one before says again where the table is (a reset step's
		// heading).
		after, err := g.unit(ctx, f, s, known, run, menu, first)
		first = false
		var pick *session.MenuPick
		switch {
		case errors.Is(err, errWithdrawn):
			g.Show.Reloaded(true)
			// the same unit is decided again from the game as it is now
			askedStartDisks = askedStartDisks && !(startDisks && !gave)
			giveStartDisks = giveStartDisks || gave
		case errors.Is(err, userfile.ErrChanged):
			g.Show.Reloaded(false)
		case errors.As(err, &pick):
			switch ids[pick.Index] {
			case menuUndo:
				undone, err := g.undo(ctx, f, known)
				switch {
				case errors.Is(err, errWithdrawn):
					g.Show.Reloaded(true)
				case errors.Is(err, userfile.ErrChanged):
					g.Show.Reloaded(false)
				case err != nil:
					return err
				case undone:
					askedStartDisks = askedStartDisks && !startDisks // ask the disks again
				}
			case menuHistory:
				if err := g.Show.History(f); err != nil {
					return err
				}
			case menuPause:
				g.Show.Say(walk.M("game.play.paused"))
				return nil
			case menuStartDisks:
				giveStartDisks = true
			}
		case err != nil:
			return err
		case startDisks && len(after.PendingStartDisks()) > 0:
			g.Show.Say(walk.M("game.new.start_disks_later"))
		case scoring != nil && g.KeepSheet != nil:
			if err := g.KeepSheet(scoring.Sheet); err != nil {
				return err
			}
		}
	}
}

// menu is what every unit's first question offers, always in the same
// places, last, after a separator: undo, the history and a pause (a reset
// step or a delivery recorded by mistake is taken back at the table, as a
// turn is). The starting disks still open are something the game records:
// while there are any, their entry comes before them.
func (g *Game) menu(s *game.State, startDisks bool) ([]int, []session.Entry) {
	var ids []int
	var menu []session.Entry
	if pending := s.PendingStartDisks(); len(pending) > 0 && !startDisks {
		names := locales.List{}
		for _, seat := range pending {
			names.Items = append(names.Items, play.Seat(s, seat))
		}
		ids, menu = append(ids, menuStartDisks), append(menu, session.Entry{Label: walk.M("values.play.start_disks", "Names", names)})
	}
	ids, menu = append(ids, menuUndo), append(menu, session.Entry{Label: walk.M("game.play.undo"), Group: true})
	if g.Pause {
		ids = append(ids, menuHistory, menuPause)
		menu = append(menu, session.Entry{Label: walk.M("game.play.history")}, session.Entry{Label: walk.M("game.play.pause")})
	}
	return ids, menu
}

// unit runs one unit over the game as loaded: every answer taken and
// checked, the events written once, then what it said shown. The answers
// are kept in the unit's draft as they are given. A change made elsewhere
// while it asks withdraws the question: errWithdrawn, nothing written,
// the draft kept.
func (g *Game) unit(ctx context.Context, f *game.File, s *game.State, known play.Known, run func(*play.Table, *walk.T) error, menu []session.Entry, recap bool) (*game.State, error) {
	s.Settings.Taught = f.Settings.Taught
	w := play.NewWalk(s, known, run)
	ses := g.Session
	ses.Menu, ses.RecapNext = menu, recap
	ses.Unit = g.Store.Unit("play", play.Unit(s))
	lines, err := g.watched(ctx, func(ctx context.Context) ([]walk.Line, error) { return ses.Run(ctx, w.Script) })
	if err != nil {
		return nil, err
	}
	tb := w.Table()
	if err := g.Store.Record(tb.Events, lines); err != nil {
		return nil, err
	}
	ses.Settle()
	g.Show.Said(lines)
	if g.Remember != nil {
		if err := g.Remember(tb.Remember); err != nil {
			return nil, err
		}
	}
	return tb.State, nil
}

// watched runs ask while the store watches for a change made elsewhere:
// one withdraws what ask waits for (errWithdrawn).
func (g *Game) watched(ctx context.Context, ask func(context.Context) ([]walk.Line, error)) ([]walk.Line, error) {
	actx, cancel := context.WithCancel(ctx)
	defer cancel()
	changed := g.Store.Changed(actx)
	go func() {
		select {
		case <-changed:
			cancel()
		case <-actx.Done():
		}
	}()
	lines, err := ask(actx)
	if err != nil && ctx.Err() == nil && (actx.Err() != nil || errors.Is(err, context.Canceled)) && withdrawal(err) {
		return nil, errWithdrawn
	}
	return lines, err
}

// withdrawal: what a question ended with when it was withdrawn (the
// front end's error for it); a menu pick or a refusal made before stays
// what it is.
func withdrawal(err error) bool {
	var pick *session.MenuPick
	return !errors.As(err, &pick) && (errors.Is(err, context.Canceled) || errors.Is(err, session.ErrInterrupted))
}

// wait asks nothing until the game changes elsewhere, or ctx ends.
func (g *Game) wait(ctx context.Context) error {
	g.Show.Waiting()
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	select {
	case <-g.Store.Changed(wctx):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func turnNumber(s *game.State, seat int) int {
	if pl := s.Player(seat); pl != nil {
		return pl.Turns + 1
	}
	return 0
}
