package remote

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/data"
	"github.com/pileup-companion/stephens/locales"
)

// The game as the page shows it, in the asker's language. Every sentence
// comes from the code the terminal uses (companion/play's words, the
// score card's why-lines); the page only lays them out.

// liveView is the part of the page that follows the game: the board, the
// players, the Automa, the log and, at the end, the scores.
type liveView struct {
	Board    bool   // the TV's read-only board
	Next     string // what comes next, in words (play.NextLine)
	NextSeat int    // the seat whose turn it is; -1 when none
	Army     int
	Resets   int
	Phase    string
	// ResetIn says how many cubes the furnaces still hold before a reset
	// phase follows, or that it is due; "" once the turns are over.
	ResetIn   string
	TurnsLeft string // once the end is triggered: the turns each player has left
	Pending   string // starting masters' disks not named yet
	Corners   []cornerView
	Players   []playerView
	Automa    *automaView
	Log       []logLine // the newest first
	LogMore   int       // how many older lines the page leaves out
	Score     *scoreView
	Over      bool
}

// cornerView is one corner of the board: its furnace and small factory.
type cornerView struct {
	Pos          string // upper-left, ... (for the CSS)
	Name         string // the corner, in words
	Furnace      int    // cubes in the furnace
	FurnaceName  string
	Glass        string // the furnace's colour (green, blue, white), for the CSS
	FurnaceCubes []string
	Factory      int
	FactoryName  string
	FactoryText  string   // its cubes in words, "" when empty
	FactoryCubes []string // one entry per cube: orange, pink, black (for the CSS)
}

// playerView is one player's part.
type playerView struct {
	Name       string
	Colour     string // red, yellow, gray, teal; "" when not given
	ColourName string
	Next       bool // whose turn it is
	StartBoard bool // has the starting-player board
	Workers    int
	Abilities  []chip
	Gates      string
	StartDisk  string // the disk under the starting master, in words
	StartSide  string
	Masters    string // upper / lower / Stephens
	Turns      int
	TurnsLeft  string
}

// chip is a short code with its meaning (an ability disk).
type chip struct{ Code, Title string }

// automaView is the Automa's part in a solo game.
type automaView struct {
	Lines    []string
	LastCard string // the last card's number, "" before the first
	LastDid  string // what the last card made the Automa do, in words
}

// logLine is one entry of the log.
type logLine struct {
	N    int
	Text string
}

// scoreView is the final scoring.
type scoreView struct {
	Header  []string
	Rows    []scoreRow
	Footer  []scoreRow
	Verdict []string
	Why     []whyView
}

// scoreRow is a line of the score sheet: a category, or a part of the
// one above it (Sub: the terminal indents its label).
type scoreRow struct {
	Label string
	Sub   bool
	Cells []string
}

func scoreRows(rows [][]string) []scoreRow {
	out := make([]scoreRow, 0, len(rows))
	for _, r := range rows {
		label := strings.TrimLeft(r[0], " ")
		out = append(out, scoreRow{Label: label, Sub: label != r[0], Cells: r[1:]})
	}
	return out
}

type whyView struct {
	Name  string
	Lines []string
}

// logShown is how many log lines the page shows; the TV shows fewer.
const (
	logShown      = 12
	logShownBoard = 8
)

// buildLive puts the game in words: f and s are the game file and its
// state as read; board is the TV's view; asked: the page has the open
// question, so what comes next sends nobody to a terminal command.
func buildLive(p *locales.Printer, f *game.File, s *game.State, board, asked bool) (*liveView, error) {
	next := play.NextLine(s)
	if asked {
		next = next.With("Asked", true)
	}
	v := &liveView{Board: board, NextSeat: -1, Army: s.Army, Resets: s.Resets, Phase: p.Text(play.Phase(s.Phase)),
		Next: p.Render(next), Over: s.Phase == game.PhaseOver}
	if s.InTurns() && s.Reset == nil {
		v.NextSeat = s.Next()
	}
	if s.Phase != game.PhaseScoring && s.Phase != game.PhaseOver {
		if n := s.CubesBeforeReset(); n > 0 && s.Reset == nil {
			v.ResetIn = p.N("table.page.reset_in", n)
		} else if s.Reset == nil {
			v.ResetIn = p.T("table.page.reset_next_turn")
		}
	}
	if s.EndTriggered && s.Settings.Mode == game.Multiplayer && s.InTurns() {
		v.TurnsLeft = p.Render(play.EndCount(s))
	}
	if pending := s.PendingStartDisks(); len(pending) > 0 {
		v.Pending = p.T("table.page.start_disks_pending", "Names", p.Text(play.Names(s, pending)))
	}
	facts := data.Load()
	for _, pos := range play.BoardOrder {
		c := cornerView{Pos: string(pos), Name: p.Text(play.Position(pos)), Furnace: s.Furnaces[pos],
			FurnaceName: p.Text(play.Furnace(pos)), Glass: facts.Furnaces[string(pos)].Colour}
		for range c.Furnace {
			c.FurnaceCubes = append(c.FurnaceCubes, c.Glass)
		}
		cubes := s.Factories[pos]
		c.Factory, c.FactoryName = cubes.Total(), p.Text(play.SmallFactory(pos))
		if c.Factory > 0 {
			c.FactoryText = p.Text(play.Cubes(cubes))
		}
		for _, x := range []struct {
			colour string
			n      int
		}{{"orange", cubes.Orange}, {"pink", cubes.Pink}, {"black", cubes.Black}} {
			for range x.n {
				c.FactoryCubes = append(c.FactoryCubes, x.colour)
			}
		}
		v.Corners = append(v.Corners, c)
	}
	startDisk := map[int]string{}
	for _, e := range f.Events {
		if e.Kind == game.KindStartingDisk {
			startDisk[e.Seat] = e.Disk
		}
	}
	for i := range s.Players {
		pl := &s.Players[i]
		set := s.Settings.Players[i]
		m := s.Masters(i)
		pv := playerView{Name: set.Name, Colour: set.Colour, Next: i == v.NextSeat, StartBoard: i == s.StartSeat && len(s.Players) > 1,
			Workers: pl.Workers(), Turns: pl.Turns,
			Masters: strconv.Itoa(m[companion.RowUpper]) + " / " + strconv.Itoa(m[companion.RowLower]) + " / " + strconv.Itoa(m[companion.RowFurnace])}
		if set.Colour != "" {
			pv.ColourName = p.T("game.colour." + set.Colour)
		}
		for _, a := range pl.Abilities() {
			pv.Abilities = append(pv.Abilities, chip{Code: a, Title: p.T("game.disk." + a)})
		}
		pv.Gates = game.JoinInts(pl.Gates())
		if pv.Gates == "" {
			pv.Gates = p.T("game.none")
		} else {
			pv.Gates = strings.ReplaceAll(pv.Gates, ",", ", ")
		}
		if d, ok := startDisk[i]; ok {
			pv.StartDisk = p.Render(play.DiskLabel(d))
		} else if pl.StartDiskPending {
			pv.StartDisk = p.T("table.page.not_named")
		}
		if pl.StartSide != "" {
			pv.StartSide = p.Text(play.Side(pl.StartSide))
		}
		if left := s.TurnsLeft(i); left >= 0 && s.Settings.Mode == game.Multiplayer && s.EndTriggered && s.InTurns() {
			pv.TurnsLeft = p.N("table.page.turns_left", left)
		}
		v.Players = append(v.Players, pv)
	}
	log, lastAutoma, err := describeAll(p, f)
	if err != nil {
		return nil, err
	}
	if s.Solo != nil {
		av := &automaView{}
		for _, m := range play.AutomaLines(s) {
			av.Lines = append(av.Lines, p.Render(m))
		}
		if last := s.Summarize().Automa.LastCard; last != nil {
			av.LastCard = *last
			av.LastDid = lastAutoma
		}
		v.Automa = av
	}
	shown := logShown
	if board {
		shown = logShownBoard
	}
	for i := len(log) - 1; i >= 0 && len(v.Log) < shown; i-- {
		v.Log = append(v.Log, log[i])
	}
	v.LogMore = len(log) - len(v.Log)
	if fin := s.Finished; fin != nil {
		v.Score = scoreOf(p, fin)
	}
	return v, nil
}

// describeAll is the log in words (play.History, as `stephens log` says
// it), and the words of the Automa's last turn.
func describeAll(p *locales.Printer, f *game.File) ([]logLine, string, error) {
	s, err := game.New(f.Settings)
	if err != nil {
		return nil, "", err
	}
	said, err := play.History(s, f.Events)
	if err != nil {
		return nil, "", err
	}
	out := make([]logLine, len(said))
	automa := ""
	for i, m := range said {
		out[i] = logLine{N: i + 1, Text: p.Render(m)}
		if f.Events[i].Kind == game.KindAutomaTurn {
			automa = out[i].Text
		}
	}
	return out, automa, nil
}

// scoreOf is the final scoring as the terminal prints it (tally.Card):
// the table, the verdict and each player's why-lines.
func scoreOf(p *locales.Printer, fin *game.Finish) *scoreView {
	c := fin.Result.Card()
	header, rows, footer := c.Table(p)
	sv := &scoreView{Header: header, Rows: scoreRows(rows), Footer: scoreRows(footer)}
	for _, m := range c.Verdict {
		sv.Verdict = append(sv.Verdict, p.Render(m))
	}
	for i, name := range c.Players {
		w := whyView{Name: name}
		for _, r := range c.Why[i] {
			w.Lines = append(w.Lines, r.Line(p))
		}
		sv.Why = append(sv.Why, w)
	}
	return sv
}
