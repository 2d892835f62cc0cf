package view

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
)

// The board as the running game has it, for a person at a terminal or as
// tab-separated lines when piped, and the line that says what comes next.

// SeatName is the name of the player in seat, or the Automa's.
func (sc Screen) SeatName(s *game.State, seat int) string { return sc.P.Text(play.Seat(s, seat)) }

func (sc Screen) cubesText(c game.Cubes) string { return sc.P.Text(play.Cubes(c)) }

// PhaseName is the game's phase in words.
func (sc Screen) PhaseName(p game.Phase) string { return sc.P.Text(play.Phase(p)) }

// Board writes the board summary: army, furnaces, small factories,
// the players and the Automa; piped, the board's text lines.
func (sc Screen) Board(w io.Writer, s *game.State) {
	p := sc.P
	if !sc.Person {
		_, _ = io.WriteString(w, s.BoardText())
		return
	}
	fmt.Fprintln(w, sc.Wrap(p.T("game.board.headline", "Army", s.Army, "Resets", s.Resets, "Phase", sc.PhaseName(s.Phase))))
	var rows [][]string
	for _, pos := range play.BoardOrder {
		c := s.Factories[pos]
		fc := strconv.Itoa(c.Total())
		if c.Total() > 0 {
			fc += " (" + sc.cubesText(c) + ")"
		}
		rows = append(rows, []string{p.T("term.position." + string(pos)), strconv.Itoa(s.Furnaces[pos]), fc})
	}
	_ = sc.BoxTable(w, []string{p.T("game.board.where"), p.T("game.board.furnace"), p.T("game.board.small_factory")}, rows)
	rows = nil
	for i := range s.Players {
		pl := &s.Players[i]
		m := s.Masters(i)
		masters := fmt.Sprintf("%d / %d / %d", m[companion.RowUpper], m[companion.RowLower], m[companion.RowFurnace])
		name := shown(s.Settings.Players[i].Name) // escaped before the table measures it
		if i == s.StartSeat {
			name += " *"
		}
		rows = append(rows, []string{name, strconv.Itoa(pl.Workers()), strings.Join(pl.Abilities(), " "), game.JoinInts(pl.Gates()), masters})
	}
	// German and Portuguese headers ran to 86 and 92 columns.
	_ = sc.BoxTable(w, []string{p.T("game.board.player"), p.T("game.board.workers"), p.T("game.board.abilities"),
		p.T("game.board.gates"), p.T("game.board.masters")}, rows)
	fmt.Fprintln(w, p.T("game.board.legend"))
	if s.Solo != nil {
		fmt.Fprintln(w, sc.Wrap(sc.automaLine(s)))
	}
	if pending := s.PendingStartDisks(); len(pending) > 0 {
		fmt.Fprintln(w, sc.Wrap(p.T("game.board.start_disks_pending", "Names", p.Text(play.Names(s, pending)))))
	}
	if s.EndTriggered && s.Settings.Mode == game.Multiplayer && s.InTurns() {
		// In turn order from whoever is next, as the line said when the end
		// was triggered (play.EndCount; play test de3 #10).
		var parts []string
		for k := range s.Order {
			seat := s.Order[(s.Cursor+k)%len(s.Order)]
			if s.Player(seat) != nil {
				parts = append(parts, fmt.Sprintf("%s %d", shown(s.Settings.Players[seat].Name), s.TurnsLeft(seat)))
			}
		}
		fmt.Fprintln(w, sc.Wrap(p.T("game.board.turns_left", "List", strings.Join(parts, ", "))))
	}
}

// automaLine is the Automa's part of the board (play.AutomaLines), what
// state --json has: workers, deck, last card, bag; the difficulty's final
// reset space, the deck mode and the opponent card's target.
func (sc Screen) automaLine(s *game.State) string {
	var lines []string
	for _, m := range play.AutomaLines(s) {
		lines = append(lines, sc.P.Render(m))
	}
	return strings.Join(lines, "\n")
}

// Next says what comes next (play.NextLine): a reset phase in progress or
// due, the final scoring, the end, or whose turn it is.
func (sc Screen) Next(s *game.State) string { return sc.Wrap(sc.P.Render(play.NextLine(s))) }

// ResetUnderWay says which step the reset phase in progress is at
// (after a step, or after undo inside the phase).
func (sc Screen) ResetUnderWay(s *game.State) string {
	return sc.Wrap(sc.P.Render(play.ResetUnderWay(s)))
}
