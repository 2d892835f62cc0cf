package view

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/boxes"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/locales"
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
	if !sc.Person { // a block of lines at a time: ten thousand games are a few writes, not ten thousand
		b := make([]byte, 0, 64<<10)
		for i, l := range list {
			b = append(strconv.AppendInt(b, int64(i+1), 10), '\t')
			b = appendShown(append(append(b, l.Date...), '\t'), ",", l.Players...)
			b = append(append(append(append(append(b, '\t'), l.Mode...), '\t'), l.Status...), '\t')
			b = append(appendShown(append(appendShown(b, ",", l.Winners...), '\t'), "", l.File), '\n')
			if len(b) >= 60<<10 || i == len(list)-1 {
				if _, err := w.Write(b); err != nil {
					return err
				}
				b = b[:0]
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
		rows = append(rows, []string{mark, l.Date, shown(strings.Join(l.Players, ", ")), sc.listingMode(l), status, shown(l.Result)})
	}
	if err := sc.BoxTable(w, []string{"#", p.T("game.games.date"), p.T("game.games.players"), p.T("game.games.mode"),
		p.T("game.games.status"), p.T("game.games.result")}, rows); err != nil {
		return err
	}
	// The resume hint is for a game that goes on; under finished games
	// alone the "*" still needs its legend, without a resume there is
	// none of (play test de3 #9; pt2's "* = jogo atual").
	hint := ""
	for _, l := range list {
		switch {
		case l.Status != string(game.PhaseOver) && l.Status != StatusBroken:
			hint = "game.games.hint"
		case l.Current && hint == "":
			hint = "game.games.hint_current"
		}
	}
	if hint == "" {
		return nil
	}
	_, err := fmt.Fprintln(w, sc.Wrap(p.T(hint)))
	return err
}

// appendShown appends shown(strings.Join(list, sep)), with neither made
// when nothing needs an escape (the usual case).
func appendShown(b []byte, sep string, list ...string) []byte {
	for _, s := range list {
		if companion.Flawed(s) || strings.ContainsAny(s, "\n\t") {
			return append(b, shown(strings.Join(list, sep))...)
		}
	}
	for i, s := range list {
		if i > 0 {
			b = append(b, sep...)
		}
		b = append(b, s...)
	}
	return b
}

// listingMode says a listed game's mode as history does (modeText): "3
// players", "Solo, Normal" (play test de3 #9: games said "multiplayer"
// where history said "3 players").
func (sc Screen) listingMode(l GameListing) string {
	switch {
	case l.Solo != nil:
		return sc.P.T("record.history.solo", "Difficulty", companion.Term("term.difficulty."+l.Solo.Difficulty))
	case l.Mode == game.Multiplayer:
		return sc.P.N("record.history.multiplayer", len(l.Players))
	case l.Mode != "":
		return sc.P.T("game.mode." + string(l.Mode))
	}
	return ""
}

// Listing is a saved game's row of the listing (Games), from the
// record's entry of the file at path; current marks the current game.
func (sc Screen) Listing(path string, current bool, e record.Entry) GameListing {
	g := e.Game
	l := GameListing{File: path, Current: current, Players: make([]string, 0, len(g.Players))}
	l.Date = g.Started.Local().Format("2006-01-02 15:04")
	for _, pl := range g.Players {
		l.Players = append(l.Players, pl.Name)
	}
	l.Mode, l.Status, l.Solo = g.Mode, string(e.Phase), g.Solo
	l.Winners = append(make([]string, 0, len(g.Winners)), g.Winners...)
	if e.Finished() {
		l.Result = strings.ReplaceAll(sc.Result(g), "\n", ", ")
	}
	return l
}

// BrokenListing is the row of a game file that cannot be read: its
// problem as machines read it (the message ID of what).
func BrokenListing(path string, current bool, err error, what string) GameListing {
	return GameListing{File: path, Current: current, Players: []string{}, Winners: []string{},
		Status: StatusBroken, Problem: userfile.MachineOf(err, what)}
}

// GameLabel says an open game as a menu offers it: its date, players and
// where it stands.
func (sc Screen) GameLabel(e record.Entry) string {
	g := e.Game
	var names []string
	for _, pl := range g.Players {
		names = append(names, pl.Name)
	}
	status := sc.P.T("game.games.in_play")
	if e.Phase != game.PhaseTurns {
		status = sc.PhaseName(e.Phase)
	}
	return g.Started.Local().Format("2006-01-02 15:04") + " · " + shown(strings.Join(names, ", ")) + " · " + status
}

// OtherPlays says where the recorded plays of the other games are
// (Sintra, Oh My Goods!), counted by game ID in plays: the listing has
// Stephens games only, and a table that recorded plays of another game
// would read "no games" as lost (review sibling-games 7). "" when there
// are none.
func (sc Screen) OtherPlays(plays map[string]int) string {
	total := 0
	var items []any
	for _, id := range boxes.IDs() {
		if n := plays[id]; n > 0 {
			total += n
			items = append(items, sc.P.T("game.games.play_count", "Game", sc.P.T("gamerules."+id+".name"), "N", n))
		}
	}
	if total == 0 {
		return ""
	}
	return sc.P.N("game.games.plays", total, "List", locales.List{Items: items})
}
