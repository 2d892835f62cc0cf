package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/olekukonko/tablewriter"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
)

// Words for the running game: names, cubes, disks, events and the board,
// in the user's language.

func (a *app) seatName(s *game.State, seat int) string {
	return s.SeatName(seat, a.p.T("term.automa"))
}

func (a *app) furnaceName(p companion.Position) string { return a.p.T("term.furnace." + string(p)) }
func (a *app) factoryName(p companion.Position) string {
	return a.p.T("term.small_factory." + string(p))
}
func (a *app) sideName(s companion.Side) string { return a.p.T("term.side." + string(s)) }
func (a *app) rowName(r companion.Row) string   { return a.p.T("term.row." + string(r)) }

// cubesText: "2 black, 1 orange"; "none" when empty.
func (a *app) cubesText(c game.Cubes) string {
	var parts []string
	for _, x := range []struct {
		id string
		n  int
	}{{"orange", c.Orange}, {"pink", c.Pink}, {"black", c.Black}} {
		if x.n > 0 {
			parts = append(parts, a.p.T("game.cube_count", "N", x.n, "Colour", a.p.T("term.cube."+x.id)))
		}
	}
	if len(parts) == 0 {
		return a.p.T("game.none")
	}
	return strings.Join(parts, ", ")
}

// diskName: "2a" or "influence gate 10".
func (a *app) diskName(d string) string {
	if rest, ok := strings.CutPrefix(d, "gate-"); ok {
		return a.p.T("game.disk_gate", "Space", rest)
	}
	return d
}

func (a *app) phaseName(p game.Phase) string { return a.p.T("game.phase." + string(p)) }

func (a *app) stepTitle(id game.StepID) string {
	if !a.p.Has("game.step."+string(id)+".title") && a.p.Has("solo.step."+string(id)) {
		return a.p.T("solo.step." + string(id)) // a step the solo rules add
	}
	return a.p.T("game.step." + string(id) + ".title")
}

// soloDescribe, when set by the solo rules, puts their events in words.
var soloDescribe func(a *app, before *game.State, e game.Event) (string, bool)

// describe puts one event in words; before is the state just before it.
func (a *app) describe(before *game.State, e game.Event) string {
	p := a.p
	name := a.seatName(before, e.Seat)
	bonus := ""
	if e.Bonus != "" {
		bonus = " " + p.T("game.log.bonus", "Bonus", e.Bonus)
	}
	switch e.Kind {
	case game.KindStartPlayer:
		return p.T("game.log.start_player", "Name", name)
	case game.KindStartingProfession:
		return p.T("game.log.starting_profession", "Name", name, "Side", a.sideName(e.Side), "Furnace", a.furnaceName(companion.RowFurnace.Position(e.Side)))
	case game.KindStartingDisk:
		return p.T("game.log.starting_disk", "Name", name, "Disk", a.diskName(e.Disk))
	case game.KindFurnace:
		return p.T("game.log.furnace", "Name", name, "Furnace", a.furnaceName(e.At))
	case game.KindFactory:
		s := p.T("game.log.factory", "Name", name, "Cubes", a.cubesText(e.Cubes), "From", p.T("game.from_factory."+string(e.At)))
		if e.Effect != "" {
			s += " " + p.T("game.log.effect", "Furnace", a.furnaceName(e.Effect))
		}
		return s
	case game.KindCreate:
		return p.T("game.log.create", "Name", name, "At", p.T("game.at_row."+string(e.Row)), "Side", a.sideName(e.Side), "Disk", a.diskName(e.Disk)) + bonus
	case game.KindReinforce:
		master := ""
		if list := before.Professions[e.Side][e.Row]; e.Index >= 1 && e.Index <= len(list) {
			master = a.seatName(before, list[e.Index-1].Master)
		}
		return p.T("game.log.reinforce", "Name", name, "Master", master, "At", p.T("game.at_row."+string(e.Row)), "Side", a.sideName(e.Side), "Disk", a.diskName(e.Disk)) + bonus
	case game.KindEndTrigger:
		return p.T("game.log.end_trigger")
	case game.KindResetStart:
		if e.Yes {
			return p.T("game.log.reset_start_final")
		}
		return p.T("game.log.reset_start")
	case game.KindResetStep:
		switch e.Step {
		case game.StepArmy:
			s := p.T("game.log.army", "From", before.Army, "To", before.ArmyAfterMove())
			if e.Yes {
				s += " " + p.T("game.log.army_reached")
			}
			return s
		case game.StepRefill:
			var names []string
			for _, f := range boardOrder {
				if before.Furnaces[f] == 0 {
					names = append(names, p.T("term.position."+string(f)))
				}
			}
			if len(names) == 0 {
				names = append(names, p.T("game.none"))
			}
			return p.T("game.log.refill", "Count", e.Count, "Furnaces", strings.Join(names, ", "))
		case game.StepEmpty:
			return p.T("game.log.emptied")
		}
		return p.T("game.log.step_done", "Step", a.stepTitle(e.Step))
	case game.KindSupply:
		return p.T("game.log.supply", "Name", name, "Factory", a.factoryName(e.At), "Cubes", a.cubesText(e.Cubes)) + bonus
	case game.KindFinish:
		return p.T("game.log.finish", "Winners", e.Text)
	}
	if soloDescribe != nil {
		if s, ok := soloDescribe(a, before, e); ok {
			return s
		}
	}
	if p.Has("game.log.kind." + string(e.Kind)) {
		return p.T("game.log.kind."+string(e.Kind), "Name", name, "Card", e.Card, "Text", e.Text)
	}
	return string(e.Kind)
}

// boardOrder lists the four corners as they sit on the board, top row
// first, for tables and picks.
var boardOrder = []companion.Position{companion.UpperLeft, companion.UpperRight, companion.LowerLeft, companion.LowerRight}

// printBoard shows the board summary: army, furnaces, small factories and
// who is next.
func (a *app) printBoard(w io.Writer, s *game.State) {
	p := a.p
	if !a.io.OutTTY {
		sum := s.Summarize(p.T("term.automa"))
		fmt.Fprintf(w, "army\t%d\nresets\t%d\nphase\t%s\nnext\t%s\n", sum.Army, sum.Resets, sum.Phase, sum.Next)
		for _, pos := range companion.Positions {
			fmt.Fprintf(w, "furnace\t%s\t%d\n", pos, s.Furnaces[pos])
		}
		for _, pos := range companion.Positions {
			c := s.Factories[pos]
			fmt.Fprintf(w, "small-factory\t%s\t%d\torange=%d\tpink=%d\tblack=%d\n", pos, c.Total(), c.Orange, c.Pink, c.Black)
		}
		for _, pl := range sum.Players {
			fmt.Fprintf(w, "player\t%s\tworkers=%d\tabilities=%s\tgates=%s\tturns=%d\n", pl.Name, pl.Workers,
				strings.Join(pl.Abilities, ","), joinInts(pl.Gates), pl.Turns)
		}
		for _, pr := range sum.Professions {
			fmt.Fprintf(w, "profession\t%s\t%s\t%d\tmaster=%s\tapprentice=%s\n", pr.Side, pr.Row, pr.Index, pr.Master, pr.Apprentice)
		}
		return
	}
	fmt.Fprintln(w, p.T("game.board.headline", "Army", s.Army, "Resets", s.Resets, "Phase", a.phaseName(s.Phase)))
	t := tablewriter.NewTable(w)
	t.Header(p.T("game.board.where"), p.T("game.board.furnace"), p.T("game.board.small_factory"))
	for _, pos := range boardOrder {
		c := s.Factories[pos]
		fc := strconv.Itoa(c.Total())
		if c.Total() > 0 {
			fc += " (" + a.cubesText(c) + ")"
		}
		_ = t.Append(p.T("term.position."+string(pos)), strconv.Itoa(s.Furnaces[pos]), fc)
	}
	_ = t.Render()
	pt := tablewriter.NewTable(w)
	pt.Header(p.T("game.board.player"), p.T("game.board.workers"), p.T("game.board.abilities"), p.T("game.board.gates"), p.T("game.board.masters"))
	for i := range s.Players {
		pl := &s.Players[i]
		m := s.Masters(i)
		masters := fmt.Sprintf("%d / %d / %d", m[companion.RowUpper], m[companion.RowLower], m[companion.RowFurnace])
		name := s.Settings.Players[i].Name
		if i == s.StartSeat {
			name += " *"
		}
		_ = pt.Append(name, strconv.Itoa(pl.Workers()), strings.Join(pl.Abilities(), " "), joinInts(pl.Gates()), masters)
	}
	_ = pt.Render()
	fmt.Fprintln(w, p.T("game.board.legend"))
	if pending := s.PendingStartDisks(); len(pending) > 0 {
		var names []string
		for _, seat := range pending {
			names = append(names, s.Name(seat))
		}
		fmt.Fprintln(w, a.wrap(p.T("game.board.start_disks_pending", "Names", strings.Join(names, ", "))))
	}
	if s.EndTriggered && s.Settings.Mode == game.Multiplayer && s.InTurns() {
		var parts []string
		for i := range s.Players {
			parts = append(parts, fmt.Sprintf("%s %d", s.Settings.Players[i].Name, s.TurnsLeft(i)))
		}
		fmt.Fprintln(w, p.T("game.board.turns_left", "List", strings.Join(parts, ", ")))
	}
}

func joinInts(xs []int) string {
	var s []string
	for _, x := range xs {
		s = append(s, strconv.Itoa(x))
	}
	return strings.Join(s, ",")
}

// professionLabel: "left (red), Stephens' factory (upper furnace) #2, master Ana".
func (a *app) professionLabel(s *game.State, pl game.Place) string {
	pr := s.Professions[pl.Side][pl.Row][pl.Index-1]
	return a.p.T("game.profession_label", "Side", a.sideName(pl.Side), "Row", a.rowName(pl.Row), "Index", pl.Index, "Master", a.seatName(s, pr.Master))
}

// wrap folds prose to the terminal width.
func (a *app) wrap(s string) string {
	width := a.io.Width
	if width <= 20 {
		width = 80
	}
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		trimmed := strings.TrimLeft(para, " ")
		indent := para[:len(para)-len(trimmed)]
		hang := indent
		if i := strings.Index(trimmed, ". "); i > 0 && i <= 3 && strings.Trim(trimmed[:i], "0123456789") == "" {
			hang += strings.Repeat(" ", i+2)
		}
		for _, word := range strings.Fields(para) {
			if line != "" && len(line)+1+len(word) > width {
				out = append(out, line)
				line = hang + word
				continue
			}
			if line == "" {
				line = indent + word
			} else {
				line += " " + word
			}
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}
