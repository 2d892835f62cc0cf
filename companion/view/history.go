package view

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/olekukonko/tablewriter/tw"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/record"
)

// History writes the finished games, newest as given: for a person a
// table (date, mode, players by place, result, duration; a column for
// the game once there is more than one game), piped one line a game
// (record.Game.HistoryLine). Dates are on the table's clock.
func (sc Screen) History(w io.Writer, games []record.Game) error {
	if !sc.Person {
		lines := NewHistoryLines(w)
		for _, g := range games {
			if err := lines.Add(g); err != nil {
				return err
			}
		}
		return lines.Flush()
	}
	p := sc.P
	header := []string{p.T("record.history.date"), p.T("record.history.mode"), p.T("record.history.players"),
		p.T("record.history.result"), p.T("record.history.duration")}
	l := tw.AlignLeft
	align := []tw.Align{l, l, l, l, tw.AlignRight}
	named := len(record.GameNames(games)) > 1 // a column for the game once the record holds more than one
	if named {
		header, align = append([]string{p.T("games.column")}, header...), append([]tw.Align{l}, align...)
	}
	var rows [][]string
	for _, g := range games {
		row := []string{g.Started.Local().Format("2006-01-02 15:04"), sc.modeText(g),
			sc.playersText(g), sc.Result(g), sc.Minutes(g.Minutes)}
		if named {
			row = append([]string{g.Name}, row...)
		}
		rows = append(rows, row)
	}
	return sc.WriteAligned(w, header, rows, nil, align)
}

// HistoryLines writes the history for scripts a game at a time, as the
// games come: a line a game (record.Game.HistoryLine), dates on the
// table's clock, written a block of lines at a time (ten thousand games
// are ten thousand lines, never all in memory).
type HistoryLines struct {
	w     io.Writer
	buf   []byte
	Games int // the games added
}

// NewHistoryLines writes the lines to w.
func NewHistoryLines(w io.Writer) *HistoryLines {
	return &HistoryLines{w: w, buf: make([]byte, 0, 64<<10)}
}

// Add writes a game's line (once a block is full).
func (h *HistoryLines) Add(g record.Game) error {
	h.Games++
	h.buf = append(g.AppendHistoryLine(h.buf, time.Local), '\n')
	if len(h.buf) < 60<<10 {
		return nil
	}
	return h.Flush()
}

// Flush writes the lines not written yet.
func (h *HistoryLines) Flush() error {
	_, err := h.w.Write(h.buf)
	h.buf = h.buf[:0]
	return err
}

// modeText: "2 players", or "Solo, Normal" with the opponent card.
func (sc Screen) modeText(g record.Game) string {
	p := sc.P
	if g.Solo == nil {
		return p.N("record.history.multiplayer", len(g.Players))
	}
	s := p.T("record.history.solo", "Difficulty", companion.Term("term.difficulty."+g.Solo.Difficulty))
	if len(g.Solo.Opponent) > 0 {
		s += "\n" + p.T("record.history.opponent", "Effects", strings.Join(g.Solo.Opponent, ", "), "Target", g.Solo.Target)
	}
	return s
}

// playersText lists the players by place with their scores, one a line.
func (sc Screen) playersText(g record.Game) string {
	var lines []string
	for _, pl := range record.ByPlace(g) {
		if pl.Score == nil {
			lines = append(lines, pl.Name)
			continue
		}
		line := sc.P.T("record.history.player", "Name", pl.Name, "Score", *pl.Score)
		if g.Solo == nil {
			line = sc.P.T("record.history.placed", "Place", *pl.Place, "Player", line)
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// Minutes: "2:15 h"; "" when unknown.
func (sc Screen) Minutes(m int) string {
	if m <= 0 {
		return ""
	}
	return sc.P.T("record.history.minutes", "Hours", m/60, "Minutes", fmt.Sprintf("%02d", m%60))
}

// Result: the winners, or the solo rank and the opponent's outcome, one
// a line.
func (sc Screen) Result(g record.Game) string {
	p := sc.P
	if g.Solo == nil {
		if len(g.Winners) > 1 {
			return p.T("record.history.shared", "Names", sc.JoinNames(g.Winners))
		}
		return strings.Join(g.Winners, "")
	}
	var parts []string
	if g.Solo.Rank != "" {
		parts = append(parts, p.T("term.rank."+g.Solo.Rank))
	}
	if b := g.Solo.Beaten; b != nil {
		id := "record.history.missed"
		if *b {
			id = "record.history.beaten"
		}
		parts = append(parts, p.T(id))
	}
	return strings.Join(parts, "\n")
}

// JoinNames writes "Ana", "Ana and Bo", "Ana, Bo and Cy" in the language.
func (sc Screen) JoinNames(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + sc.P.T("score.winner.and") + " " + names[len(names)-1]
}

// SamePlay says a play whose result the record holds already (earlier,
// of the game called name) with the message id (the question, or the
// refusal in a script): when it ended, the scores by place, its file.
func (sc Screen) SamePlay(id, name string, earlier record.Game) string {
	var scores []string
	for _, pl := range record.ByPlace(earlier) {
		if pl.Score != nil {
			scores = append(scores, sc.P.T("record.history.player", "Name", pl.Name, "Score", *pl.Score))
		}
	}
	when := ""
	if earlier.Ended != nil {
		when = earlier.Ended.Local().Format("2006-01-02 15:04")
	}
	return sc.P.T(id, "Game", name, "When", when, "Scores", strings.Join(scores, ", "), "Path", earlier.File)
}
