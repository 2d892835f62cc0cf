package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
)

func init() {
	register(func(a *app) *cobra.Command {
		return &cobra.Command{
			Use:   "play",
			Short: a.p.T("game.play.short"),
			Long:  a.p.T("game.play.long"),
			Args:  cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				return runPlay(a)
			},
		}
	})
}

// errBack: the player stepped back out of a follow-up question.
var errBack = errors.New("back")

// automaTurn, when set by the solo rules, plays the Automa's turn in the
// play loop (the Automa is a seat in the turn order, game.Automa).
var automaTurn func(a *app, g *gameSession) error

// runPlay is the at-the-table loop: whose turn, the board, what happened;
// reset phases walked as they come; the final score at the end. Every
// answer is saved at once; Ctrl-C leaves and `stephens resume` continues.
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
	err = a.playLoop(g)
	if errors.Is(err, prompt.ErrInterrupt) {
		return &exitErr{code: exitInterrupted, msg: p.T("error.interrupted"), hints: []string{p.T("game.play.resume_hint")}, err: err}
	}
	return err
}

func (a *app) playLoop(g *gameSession) error {
	p := a.p
	w := a.io.Out
	askedStartDisks := false // "decide later" is asked once per session
	for {
		s := g.state
		switch {
		case s.Phase == game.PhaseOver:
			fmt.Fprintln(w, p.T("game.over", "Winners", s.Winners))
			return nil
		case s.Phase == game.PhaseScoring:
			return a.finishGame(g)
		case s.Reset != nil:
			if err := a.walkReset(g, &resetOptions{}); err != nil {
				return err
			}
			continue
		case len(s.PendingStartDisks()) > 0 && !askedStartDisks:
			askedStartDisks = true
			fmt.Fprintln(w, a.wrap(p.T("game.new.start_disks_intro")))
			for _, seat := range s.PendingStartDisks() {
				if err := a.askStartDisk(g, seat); err != nil {
					return err
				}
			}
			if len(g.state.PendingStartDisks()) > 0 {
				fmt.Fprintln(w, a.wrap(p.T("game.new.start_disks_later")))
			}
		}
		if s.Next() == game.Automa && automaTurn != nil {
			if err := automaTurn(a, g); err != nil {
				return err
			}
			continue
		}
		seat := s.Next()
		fmt.Fprintln(w)
		a.printBoard(w, s)
		fmt.Fprintln(w, p.T("game.play.whose_turn", "Name", a.seatName(s, seat), "Turn", turnNumber(s, seat)))
		e, quit, err := a.askTurnMenu(g, seat)
		if errors.Is(err, errBack) {
			continue
		}
		if err != nil || quit {
			if quit {
				fmt.Fprintln(w, p.T("game.play.paused"))
			}
			return err
		}
		if e.Kind == "" {
			continue // undo or the log: nothing to record
		}
		if err := g.record(e); err != nil {
			var ee *exitErr
			if errors.As(err, &ee) && ee.code == exitUsage {
				fmt.Fprintln(w, p.T("error.prefix")+": "+ee.msg)
				continue
			}
			return err
		}
		fmt.Fprintln(w, "→ "+a.describeLast(g))
		if e.Kind == game.KindEndTrigger {
			a.printEndCount(g.state)
		}
	}
}

func turnNumber(s *game.State, seat int) int {
	if pl := s.Player(seat); pl != nil {
		return pl.Turns + 1
	}
	return 0
}

// askTurnMenu is the one pick of the play loop: the four things a player
// can do on a turn, plus the end trigger, undo, the history and a pause.
func (a *app) askTurnMenu(g *gameSession, seat int) (game.Event, bool, error) {
	p := a.p
	s := g.state
	type item struct {
		label string
		do    func() (game.Event, bool, error)
	}
	items := a.turnItems(g, seat)
	var menu []item
	for _, it := range items {
		menu = append(menu, item{it.label, it.do})
	}
	if !s.EndTriggered && s.Solo == nil { // no score marker ends a solo game
		menu = append(menu, item{p.T("game.play.end_triggered"), func() (game.Event, bool, error) {
			return game.Event{Kind: game.KindEndTrigger, Seat: seat}, false, nil
		}})
	}
	if game.Undoable(g.file.Events) > 0 {
		menu = append(menu, item{p.T("game.play.undo"), func() (game.Event, bool, error) {
			return game.Event{}, false, a.undo(g, 1)
		}})
	}
	menu = append(menu,
		item{p.T("game.play.history"), func() (game.Event, bool, error) {
			return game.Event{}, false, a.printLog(g, 10)
		}},
		item{p.T("game.play.pause"), func() (game.Event, bool, error) { return game.Event{}, true, nil }},
	)
	labels := make([]string, len(menu))
	for i, m := range menu {
		labels[i] = m.label
	}
	k, err := a.askChoice(p.T("game.play.what", "Name", a.seatName(s, seat)), labels, 0)
	if err != nil {
		return game.Event{}, false, err
	}
	return menu[k].do()
}

type turnItem struct {
	label string
	do    func() (game.Event, bool, error)
}

// turnItems are the actions possible now for the seat.
func (a *app) turnItems(g *gameSession, seat int) []turnItem {
	p := a.p
	s := g.state
	var items []turnItem
	if len(s.EmptyFurnaces()) < 4 {
		items = append(items, turnItem{p.T("game.play.glass"), func() (game.Event, bool, error) { return a.askGlass(g, seat) }})
	}
	for _, pos := range companion.Positions {
		if s.Factories[pos].Total() > 0 {
			items = append(items, turnItem{p.T("game.play.products"), func() (game.Event, bool, error) { return a.askProducts(g, seat) }})
			break
		}
	}
	if len(s.AvailableDisks(seat)) > 0 {
		items = append(items, turnItem{p.T("game.play.create"), func() (game.Event, bool, error) { return a.askCreate(g, seat, "") }})
		if len(s.Reinforceable(seat)) > 0 {
			items = append(items, turnItem{p.T("game.play.reinforce"), func() (game.Event, bool, error) { return a.askReinforce(g, seat, "") }})
		}
	}
	return items
}

// askTurn asks one turn (stephens turn on a terminal without flags).
func (a *app) askTurn(g *gameSession, seat int) (game.Event, bool, error) {
	for {
		items := a.turnItems(g, seat)
		labels := make([]string, len(items))
		for i, it := range items {
			labels[i] = it.label
		}
		k, err := a.askChoice(a.p.T("game.play.what", "Name", a.seatName(g.state, seat)), labels, 0)
		if err != nil {
			return game.Event{}, false, err
		}
		e, quit, err := items[k].do()
		if errors.Is(err, errBack) {
			continue
		}
		return e, quit, err
	}
}

// pickOrBack asks among labels plus a "back" entry; errBack for back.
func (a *app) pickOrBack(label string, labels []string) (int, error) {
	k, err := a.askChoice(label, append(append([]string(nil), labels...), a.p.T("game.ask.back")), 0)
	if err != nil {
		return 0, err
	}
	if k == len(labels) {
		return 0, errBack
	}
	return k, nil
}

func (a *app) askGlass(g *gameSession, seat int) (game.Event, bool, error) {
	s := g.state
	var options []companion.Position
	var labels []string
	for _, pos := range boardOrder {
		if s.Furnaces[pos] > 0 {
			options = append(options, pos)
			labels = append(labels, a.p.T("game.ask.furnace_item", "Furnace", a.furnaceName(pos), "Count", s.Furnaces[pos]))
		}
	}
	k, err := a.pickOrBack(a.p.T("game.ask.which_furnace"), labels)
	if err != nil {
		return game.Event{}, false, err
	}
	return game.Event{Kind: game.KindFurnace, Seat: seat, At: options[k]}, false, nil
}

func (a *app) askProducts(g *gameSession, seat int) (game.Event, bool, error) {
	s := g.state
	var options []companion.Position
	var labels []string
	for _, pos := range boardOrder {
		if c := s.Factories[pos]; c.Total() > 0 {
			options = append(options, pos)
			labels = append(labels, a.factoryName(pos)+": "+a.cubesText(c))
		}
	}
	k, err := a.pickOrBack(a.p.T("game.ask.which_factory"), labels)
	if err != nil {
		return game.Event{}, false, err
	}
	pos := options[k]
	c, err := a.askCubesTaken(s, seat, pos)
	if err != nil {
		return game.Event{}, false, err
	}
	e := game.Event{Kind: game.KindFactory, Seat: seat, At: pos, Cubes: c}
	if empty := s.EmptyFurnaces(); game.CanUseFurnaceEffect(c.Total()) && len(empty) > 0 {
		labels := []string{a.p.T("game.ask.effect_no", "Factory", a.factoryName(pos))}
		for _, f := range empty {
			labels = append(labels, a.furnaceName(f))
		}
		k, err := a.askChoice(a.p.T("game.ask.effect"), labels, 0)
		if err != nil {
			return e, false, err
		}
		if k > 0 {
			e.Effect = empty[k-1]
		}
	}
	return e, false, nil
}

func (a *app) askCreate(g *gameSession, seat int, bonus string) (game.Event, bool, error) {
	s := g.state
	type place struct {
		side companion.Side
		row  companion.Row
	}
	var options []place
	var labels []string
	for _, side := range companion.Sides {
		for _, row := range companion.Rows {
			if s.CheckCreate(seat, side, row) == nil {
				options = append(options, place{side, row})
				labels = append(labels, a.p.T("game.ask.place_item", "Side", a.sideName(side), "Row", a.rowName(row), "Count", len(s.Professions[side][row])))
			}
		}
	}
	k, err := a.pickOrBack(a.p.T("game.ask.where_create"), labels)
	if err != nil {
		return game.Event{}, false, err
	}
	d, err := a.askDisk(s, seat, a.p.T("game.ask.disk", "Name", s.Name(seat)), false)
	if err != nil {
		return game.Event{}, false, err
	}
	return game.Event{Kind: game.KindCreate, Seat: seat, Side: options[k].side, Row: options[k].row, Disk: d, Bonus: bonus}, false, nil
}

func (a *app) askReinforce(g *gameSession, seat int, bonus string) (game.Event, bool, error) {
	s := g.state
	options := s.Reinforceable(seat)
	labels := make([]string, len(options))
	for i, pl := range options {
		labels[i] = a.professionLabel(s, pl)
	}
	k, err := a.pickOrBack(a.p.T("game.ask.which_card"), labels)
	if err != nil {
		return game.Event{}, false, err
	}
	d, err := a.askDisk(s, seat, a.p.T("game.ask.disk", "Name", s.Name(seat)), false)
	if err != nil {
		return game.Event{}, false, err
	}
	pl := options[k]
	return game.Event{Kind: game.KindReinforce, Seat: seat, Side: pl.Side, Row: pl.Row, Index: pl.Index, Disk: d, Bonus: bonus}, false, nil
}

// askAssign asks for a worker placement (bonus B4 during the supply step).
func (a *app) askAssign(g *gameSession, seat int, bonus string) (game.Event, bool, error) {
	p := a.p
	if len(g.state.AvailableDisks(seat)) == 0 {
		fmt.Fprintln(a.io.Out, "  "+p.T("game.problem.no_disks_left", "Player", g.state.Name(seat)))
		return game.Event{}, true, nil
	}
	for {
		labels := []string{p.T("game.play.create"), p.T("game.play.reinforce"), p.T("game.ask.no_worker")}
		k, err := a.askChoice(p.T("game.ask.bonus_worker", "Name", g.state.Name(seat)), labels, 0)
		if err != nil || k == 2 {
			return game.Event{}, true, err
		}
		var e game.Event
		if k == 0 {
			e, _, err = a.askCreate(g, seat, bonus)
		} else {
			e, _, err = a.askReinforce(g, seat, bonus)
		}
		if errors.Is(err, errBack) {
			continue
		}
		return e, false, err
	}
}
