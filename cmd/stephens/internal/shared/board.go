package shared

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
)

// The board as the running game has it, for a person at a terminal or as
// tab-separated lines when piped, and the line that says what comes next.

func SeatName(a *cmdutil.App, s *game.State, seat int) string { return a.P.Text(play.Seat(s, seat)) }

func cubesText(a *cmdutil.App, c game.Cubes) string { return a.P.Text(play.Cubes(c)) }

func PhaseName(a *cmdutil.App, p game.Phase) string { return a.P.Text(play.Phase(p)) }

// printBoard shows the board summary: army, furnaces, small factories,
// the players and the Automa.
func PrintBoard(a *cmdutil.App, w io.Writer, s *game.State) {
	p := a.P
	if !a.IO.OutTTY {
		_, _ = io.WriteString(w, s.BoardText())
		return
	}
	fmt.Fprintln(w, a.Wrap(p.T("game.board.headline", "Army", s.Army, "Resets", s.Resets, "Phase", PhaseName(a, s.Phase))))
	var rows [][]string
	for _, pos := range play.BoardOrder {
		c := s.Factories[pos]
		fc := strconv.Itoa(c.Total())
		if c.Total() > 0 {
			fc += " (" + cubesText(a, c) + ")"
		}
		rows = append(rows, []string{p.T("term.position." + string(pos)), strconv.Itoa(s.Furnaces[pos]), fc})
	}
	_ = cmdutil.BoxTable(a, w, []string{p.T("game.board.where"), p.T("game.board.furnace"), p.T("game.board.small_factory")}, rows)
	rows = nil
	for i := range s.Players {
		pl := &s.Players[i]
		m := s.Masters(i)
		masters := fmt.Sprintf("%d / %d / %d", m[companion.RowUpper], m[companion.RowLower], m[companion.RowFurnace])
		name := cmdutil.Shown(s.Settings.Players[i].Name) // escaped before the table measures it
		if i == s.StartSeat {
			name += " *"
		}
		rows = append(rows, []string{name, strconv.Itoa(pl.Workers()), strings.Join(pl.Abilities(), " "), game.JoinInts(pl.Gates()), masters})
	}
	// German and Portuguese headers ran to 86 and 92 columns.
	_ = cmdutil.BoxTable(a, w, []string{p.T("game.board.player"), p.T("game.board.workers"), p.T("game.board.abilities"),
		p.T("game.board.gates"), p.T("game.board.masters")}, rows)
	fmt.Fprintln(w, p.T("game.board.legend"))
	if s.Solo != nil {
		fmt.Fprintln(w, a.Wrap(automaLine(a, s)))
	}
	if pending := s.PendingStartDisks(); len(pending) > 0 {
		fmt.Fprintln(w, a.Wrap(p.T("game.board.start_disks_pending", "Names", p.Text(play.Names(s, pending)))))
	}
	if s.EndTriggered && s.Settings.Mode == game.Multiplayer && s.InTurns() {
		var parts []string
		for i := range s.Players {
			parts = append(parts, fmt.Sprintf("%s %d", cmdutil.Shown(s.Settings.Players[i].Name), s.TurnsLeft(i)))
		}
		fmt.Fprintln(w, a.Wrap(p.T("game.board.turns_left", "List", strings.Join(parts, ", "))))
	}
}

// automaLine is the Automa's part of the board (play.AutomaLines), what
// state --json has: workers, deck, last card, bag; the difficulty's final
// reset space, the deck mode and the opponent card's target.
func automaLine(a *cmdutil.App, s *game.State) string {
	var lines []string
	for _, m := range play.AutomaLines(s) {
		lines = append(lines, a.P.Render(m))
	}
	return strings.Join(lines, "\n")
}

// PrintNext says what comes next (play.NextLine): a reset phase in
// progress or due, the final scoring, the end, or whose turn it is.
func PrintNext(a *cmdutil.App, s *game.State) {
	fmt.Fprintln(a.IO.Out, a.Wrap(a.P.Render(play.NextLine(s))))
}

// PrintResetUnderWay says which step the reset phase in progress is at
// (after a step, or after undo inside the phase).
func PrintResetUnderWay(a *cmdutil.App, s *game.State) {
	fmt.Fprintln(a.IO.Out, a.Wrap(a.P.Render(play.ResetUnderWay(s))))
}
