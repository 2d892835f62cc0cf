// Package record is the evening's record: a finished game as the history
// lists it (players with their scores and places, the winners by the
// rulebook's tie-breaks, the solo rank, the length), the statistics over
// many games with their charts drawn as text at a width, and a game in the
// form BG Stats imports. It is pure: the CLI reads the game files and
// hands the games in; nothing here touches the disk, the terminal or the
// clock.
package record

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/tally"
)

// Stephens is the game ID of a Stephens game, the default: a record
// without a game field is one.
const Stephens = "stephens"

// Game is one game as the record keeps it: once it is finished, the
// players with their scores and places, the winners, the solo result and
// the length; before, its settings alone. The JSON form is history
// --json's, the same in every language: times in UTC (RFC 3339), enum
// values as the game file has them.
type Game struct {
	// File is where the game is kept (set by the caller).
	File string `json:"file"`
	// Game is which game was played: "stephens", or the ID of a game
	// scored with a sheet ("sintra", "omg"); Name is its title.
	Game    string    `json:"game"`
	Name    string    `json:"-"`
	Started time.Time `json:"started"`
	// Ended is when the final score was recorded; nil for a game finished
	// before the companion recorded it.
	Ended *time.Time `json:"ended"`
	// Minutes is the game's length: as the table gave it, else from the
	// start to the end; 0 when unknown (more than a day from the start to
	// the end says the game was left open, not how long it took).
	Minutes int       `json:"minutes"`
	Mode    game.Mode `json:"mode"`
	// Solo is the solo game's difficulty, opponent and result (rank, the
	// opponent's target reached); nil in a multiplayer game.
	Solo    *Solo    `json:"solo"`
	Players []Player `json:"players"`
	// Winners are the players with winner set: none in a solo game.
	Winners []string `json:"winners"`
	// Tiebreak is the step that decided the win (score.Tiebreak*), "" when
	// the scores are not recorded and in a solo game.
	Tiebreak string `json:"tiebreak,omitempty"`

	seed         uint64
	automaColour string
	// playID identifies a play of another game for BG Stats.
	playID string
}

// Player is one player's line of a finished game.
type Player struct {
	Name   string `json:"name"`
	Colour string `json:"colour,omitempty"`
	// Score is the total; nil when the finish did not record the sheet.
	Score *int `json:"score"`
	// Place is 1 for the winners; players equal on VP, influence and coins
	// share a place (rules-facts §7 "Ties"). Nil without scores, and in a
	// solo game, which has a result instead (Solo).
	Place *int `json:"place"`
	// Winner: won a multiplayer game (a solo game has no winner,
	// rules-facts §8.8).
	Winner      bool `json:"winner"`
	StartPlayer bool `json:"start_player"`
	// Categories are the points per scoring category, for the
	// statistics; nil without scores.
	Categories []tally.Category `json:"-"`
}

// Solo is what a solo game adds: the difficulty, the opponent card's
// effects with its target and whether it was reached (rules-facts §8.9),
// and the rank for the difficulty (§8.8).
type Solo struct {
	Difficulty string   `json:"difficulty"`
	Opponent   []string `json:"opponent,omitempty"`
	Target     int      `json:"target,omitempty"`
	Beaten     *bool    `json:"beaten,omitempty"`
	Rank       string   `json:"rank,omitempty"`
}

// Entry is a game file as the record keeps it, finished or not: the
// game's phase (game.Phase*) and the game as far as it goes.
type Entry struct {
	Phase game.Phase
	Game  Game
}

// Finished reports whether the entry's game is over.
func (e Entry) Finished() bool { return e.Phase == game.PhaseOver }

// Of is the finished game a replayed state holds; ok is false for a game
// that is not over. started is the game file's creation time.
func Of(file string, started time.Time, st *game.State) (g Game, ok bool) {
	e := EntryOf(file, started, st)
	return e.Game, e.Finished()
}

// EntryOf is any game as the record keeps it: its settings and phase, and
// once it is over its result.
func EntryOf(file string, started time.Time, st *game.State) Entry {
	set := st.Settings
	g := Game{File: file, Game: Stephens, Name: GameName, Started: started.UTC(), Mode: set.Mode, Players: []Player{},
		Winners: []string{}, seed: set.Seed}
	if so := set.Solo; so != nil {
		g.Solo = &Solo{Difficulty: so.Difficulty, Opponent: slices.Clone(so.Opponent)}
		if len(so.Opponent) > 0 {
			g.Solo.Target = automa.Target(automa.Difficulty(so.OpponentDifficulty())) // chosen apart (§8.9)
		}
		g.automaColour = so.Colour
	}
	for i, p := range set.Players {
		g.Players = append(g.Players, Player{Name: p.Name, Colour: p.Colour, StartPlayer: i == st.StartSeat})
	}
	if st.Phase != game.PhaseOver {
		return Entry{Phase: st.Phase, Game: g}
	}
	won := map[string]bool{}
	for _, w := range st.Winners {
		won[strings.ToLower(w)] = true
	}
	f := st.Finished
	for i := range g.Players {
		pl := &g.Players[i]
		if f != nil {
			r := f.Result.Players[i]
			total, place := r.Total, r.Place
			pl.Score, pl.Categories = &total, score.Categories(r.Breakdown)
			if g.Solo == nil {
				pl.Place = &place
			}
		}
		pl.Winner = g.Solo == nil && won[strings.ToLower(pl.Name)]
	}
	if f != nil {
		end := f.Time.UTC()
		g.Ended = &end
		g.Minutes = f.Minutes
		if g.Minutes == 0 && end.After(g.Started) {
			g.Minutes = int(math.Round(end.Sub(g.Started).Minutes()))
		}
		if g.Minutes > game.MaxMinutes { // left open overnight: no length
			g.Minutes = 0
		}
		if g.Solo != nil {
			if r := f.Result.Solo; r != nil {
				g.Solo.Rank = r.Rank
			}
			if o := f.Result.Opponent; o != nil {
				beaten := o.Beaten
				g.Solo.Beaten = &beaten
			}
		} else {
			g.Tiebreak = f.Result.Tiebreak
		}
	}
	for _, p := range g.Players {
		if p.Winner {
			g.Winners = append(g.Winners, p.Name)
		}
	}
	return Entry{Phase: st.Phase, Game: g}
}

// Newest sorts games newest first: by start, then by file, so the order
// is the same on every run.
func Newest(games []Game) {
	slices.SortStableFunc(games, func(a, b Game) int {
		if c := b.Started.Compare(a.Started); c != 0 {
			return c
		}
		return cmp.Compare(b.File, a.File)
	})
}

// ParseDuration reads a game's length as the table gives it: "2h15m",
// "95m", "1h" or a number of minutes ("95"); 1 minute to a day.
func ParseDuration(v string) (int, error) {
	s := strings.TrimSpace(strings.ToLower(v))
	minutes := -1
	if n, err := strconv.Atoi(s); err == nil {
		minutes = n
	} else if d, err := time.ParseDuration(s); err == nil && d%time.Minute == 0 {
		minutes = int(d / time.Minute)
	}
	if minutes < 1 || minutes > game.MaxMinutes {
		return 0, companion.NewProblem("record.problem.duration", "Value", v, "Max", game.MaxMinutes/60)
	}
	return minutes, nil
}

// ByPlace lists a game's players by place (seat order among equals and
// for a game without scores).
func ByPlace(g Game) []Player {
	out := slices.Clone(g.Players)
	slices.SortStableFunc(out, func(a, b Player) int {
		if a.Place == nil || b.Place == nil {
			return 0
		}
		return cmp.Compare(*a.Place, *b.Place)
	})
	return out
}

// ParseSince reads the first day a filter keeps, YYYY-MM-DD, as midnight
// in zone (the table's clock).
func ParseSince(v string, zone *time.Location) (time.Time, error) {
	d, err := time.ParseInLocation("2006-01-02", strings.TrimSpace(v), zone)
	if err != nil {
		return time.Time{}, companion.NewProblem("record.problem.since", "Value", v)
	}
	return d, nil
}

// Since keeps the games started on or after day, newest first as given.
func Since(games []Game, day time.Time) []Game {
	out := make([]Game, 0, len(games))
	for _, g := range games {
		if !g.Started.Before(day) {
			out = append(out, g)
		}
	}
	return out
}

// Played keeps the games the named player (any case) played.
func Played(games []Game, name string) []Game {
	out := make([]Game, 0, len(games))
	for _, g := range games {
		if g.Plays(name) {
			out = append(out, g)
		}
	}
	return out
}

// HistoryLine is the game for scripts, tab-separated and the same in
// every language: start (RFC 3339, in zone), mode, solo difficulty,
// players as NAME:SCORE:PLACE, winners, solo rank, minutes, file, game ID.
func (g Game) HistoryLine(zone *time.Location) string { return string(g.AppendHistoryLine(nil, zone)) }

// AppendHistoryLine appends HistoryLine to b, with nothing made on the
// way: the history of ten thousand games is ten thousand lines.
func (g Game) AppendHistoryLine(b []byte, zone *time.Location) []byte {
	b = g.Started.In(zone).AppendFormat(b, "2006-01-02T15:04:05Z07:00")
	b = append(append(append(b, '\t'), g.Mode...), '\t')
	if g.Solo != nil {
		b = append(b, g.Solo.Difficulty...)
	}
	b = append(b, '\t')
	for i, p := range g.Players {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendOptInt(append(appendOptInt(append(append(b, p.Name...), ':'), p.Score), ':'), p.Place)
	}
	b = append(b, '\t')
	for i, w := range g.Winners {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, w...)
	}
	b = append(b, '\t')
	if g.Solo != nil {
		b = append(b, g.Solo.Rank...)
	}
	b = strconv.AppendInt(append(b, '\t'), int64(g.Minutes), 10)
	return append(append(append(append(b, '\t'), g.File...), '\t'), g.Game...)
}

func appendOptInt(b []byte, n *int) []byte {
	if n == nil {
		return b
	}
	return strconv.AppendInt(b, int64(*n), 10)
}

func optInt(n *int) string {
	if n == nil {
		return ""
	}
	return strconv.Itoa(*n)
}

// GameNames are the titles of the games in a record, in order of first
// appearance.
func GameNames(games []Game) []string {
	var names []string
	for _, g := range games {
		if !slices.Contains(names, g.Name) {
			names = append(names, g.Name)
		}
	}
	return names
}
