package view

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// GameListing is one saved game as `games --json` prints it: the same in
// every language (the status is the game's phase or "broken"; a broken
// file's problem is its message ID and values, never the words).
type GameListing struct {
	File    string    `json:"file"`
	Date    string    `json:"date"`
	Players []string  `json:"players"`
	Mode    game.Mode `json:"mode"`
	Status  string    `json:"status"`
	Winners []string  `json:"winners"`
	// Solo is a solo game's difficulty and opponent card, and once it is
	// over its result (rank, target reached): a solo game has no winner.
	Solo    *record.Solo      `json:"solo,omitempty"`
	Current bool              `json:"current"`
	Problem *userfile.Machine `json:"problem,omitempty"`

	// Result is the winners, or a solo game's rank and target, in words
	// (Screen.Result on one line); not in the JSON.
	Result string `json:"-"`
}

// StatusBroken is the status of a game file that cannot be read.
const StatusBroken = "broken"

// Games writes the saved games, numbered as `resume N` takes them: for a
// person a table (the current game marked "*") and the hint under it;
// piped one tab-separated line a game: number, date, players, mode,
// status, winners, file.
func (sc Screen) Games(w io.Writer, list []GameListing) error {
	p := sc.P
	if !sc.Person {
		for i, l := range list {
			if _, err := fmt.Fprintf(w, "%d\t%s\t%s\t%s\t%s\t%s\t%s\n", i+1, l.Date, shown(strings.Join(l.Players, ",")), l.Mode, l.Status,
				shown(strings.Join(l.Winners, ",")), shown(l.File)); err != nil {
				return err
			}
		}
		return nil
	}
	var rows [][]string
	for i, l := range list {
		mark := strconv.Itoa(i + 1)
		if l.Current {
			mark += " *"
		}
		status := l.Status
		switch {
		case l.Status == StatusBroken:
			status = p.T("game.games.broken")
		case l.Status == string(game.PhaseTurns): // "solo · turns" read as one phrase
			status = p.T("game.games.in_play")
		case l.Status != "":
			status = sc.PhaseName(game.Phase(l.Status))
		}
		mode := ""
		if l.Mode != "" {
			mode = p.T("game.mode." + string(l.Mode))
		}
		rows = append(rows, []string{mark, l.Date, shown(strings.Join(l.Players, ", ")), mode, status, shown(l.Result)})
	}
	if err := sc.BoxTable(w, []string{"#", p.T("game.games.date"), p.T("game.games.players"), p.T("game.games.mode"),
		p.T("game.games.status"), p.T("game.games.result")}, rows); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w, sc.Wrap(p.T("game.games.hint")))
	return err
}
