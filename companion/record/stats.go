package record

import (
	"bytes"
	"cmp"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/pileup-companion/stephens/companion/score"
)

// PlayerStats is one player over the finished games. The JSON form is
// stats --json's, the same in every language.
type PlayerStats struct {
	// Game is the game the statistics are of (its ID), or All.
	Game string `json:"game"`
	Name string `json:"name"`
	// Games counts every finished game played, solo ones included.
	Games int `json:"games"`
	// Wins counts the multiplayer games won (a shared victory counts).
	Wins int `json:"wins"`
	// Multiplayer counts the multiplayer games; WinRate is Wins over it
	// (0 to 1), nil without one.
	Multiplayer int      `json:"multiplayer_games"`
	WinRate     *float64 `json:"win_rate"`
	// Scored counts the games whose final scores were recorded: the
	// average, the best and the categories are over them (solo included:
	// the scoring is the same, rules-facts §8.8).
	Scored     int        `json:"scored_games"`
	Average    *float64   `json:"average"`
	Best       *int       `json:"best"`
	Categories Categories `json:"categories"`
	// Totals are the recorded totals, oldest first: the chart's points.
	Totals []Total `json:"totals"`
	// Solo is the solo record per difficulty played (easy, normal, hard).
	Solo []SoloStats `json:"solo"`

	key  string
	sums []Average
}

// Categories are the average points per scoring category, in the game's
// order (Stephens: rules-facts §7); the JSON form is an object, category
// ID to average, null without scores.
type Categories []Average

// Average is one category's average points; Label is its message.
type Average struct {
	ID    string
	Label string
	VP    float64
}

// Get is the average of one category (0 when there is none).
func (c Categories) Get(id string) float64 {
	for _, a := range c {
		if a.ID == id {
			return a.VP
		}
	}
	return 0
}

// MarshalJSON writes {"track": 76.7, ...} in the game's order.
func (c Categories) MarshalJSON() ([]byte, error) {
	if c == nil {
		return []byte("null"), nil
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for i, a := range c {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(a.ID)
		v, err := json.Marshal(a.VP)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Total is one recorded total.
type Total struct {
	Date  time.Time `json:"date"`
	Score int       `json:"score"`
	Solo  bool      `json:"solo"`
}

// SoloStats is the solo record at one difficulty: games, best total, how
// often each rank was reached (rules-facts §8.8), and the opponent card's
// games and how often its target was reached (§8.9).
type SoloStats struct {
	Difficulty    string `json:"difficulty"`
	Games         int    `json:"games"`
	Best          *int   `json:"best"`
	Ranks         Ranks  `json:"ranks"`
	OpponentGames int    `json:"opponent_games"`
	Beaten        int    `json:"beaten"`
}

// Ranks counts the solo ranks reached, lowest first.
type Ranks struct {
	Apprentice  int `json:"apprentice"`
	Artisan     int `json:"artisan"`
	Glassblower int `json:"glassblower"`
}

func (r *Ranks) add(rank string) {
	switch rank {
	case "apprentice":
		r.Apprentice++
	case "artisan":
		r.Artisan++
	case "glassblower":
		r.Glassblower++
	}
}

// Stats adds up the games per player. A player is the same across games
// when the name is, whatever its case; the newest game's spelling is kept.
// Players come most games first, then most wins, then by name.
func Stats(games []Game) []PlayerStats {
	sorted := slices.Clone(games)
	Newest(sorted)
	slices.Reverse(sorted) // oldest first: totals in time order
	byKey := map[string]*PlayerStats{}
	var order []*PlayerStats
	for _, g := range sorted {
		for _, p := range g.Players {
			key := strings.ToLower(strings.TrimSpace(p.Name))
			ps := byKey[key]
			if ps == nil {
				ps = &PlayerStats{key: key, Totals: []Total{}, Solo: []SoloStats{}}
				byKey[key] = ps
				order = append(order, ps)
			}
			ps.Name = p.Name
			if ps.Game == "" {
				ps.Game = g.Game
			} else if ps.Game != g.Game {
				ps.Game = All
			}
			ps.add(g, p)
		}
	}
	out := make([]PlayerStats, len(order))
	for i, ps := range order {
		ps.finish()
		out[i] = *ps
	}
	slices.SortStableFunc(out, func(a, b PlayerStats) int {
		if c := cmp.Compare(b.Games, a.Games); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Wins, a.Wins); c != 0 {
			return c
		}
		return cmp.Compare(a.key, b.key)
	})
	return out
}

func (ps *PlayerStats) add(g Game, p Player) {
	ps.Games++
	if g.Solo == nil {
		ps.Multiplayer++
		if p.Winner {
			ps.Wins++
		}
	} else {
		ps.addSolo(g, p)
	}
	if p.Score == nil {
		return
	}
	ps.Scored++
	if ps.Best == nil || *p.Score > *ps.Best {
		best := *p.Score
		ps.Best = &best
	}
	ps.Totals = append(ps.Totals, Total{Date: g.Started, Score: *p.Score, Solo: g.Solo != nil})
	for _, c := range p.Categories {
		i := slices.IndexFunc(ps.sums, func(a Average) bool { return a.ID == c.ID })
		if i < 0 {
			ps.sums = append(ps.sums, Average{ID: c.ID, Label: c.Label})
			i = len(ps.sums) - 1
		}
		ps.sums[i].VP += float64(c.VP)
	}
}

func (ps *PlayerStats) addSolo(g Game, p Player) {
	i := slices.IndexFunc(ps.Solo, func(s SoloStats) bool { return s.Difficulty == g.Solo.Difficulty })
	if i < 0 {
		ps.Solo = append(ps.Solo, SoloStats{Difficulty: g.Solo.Difficulty})
		i = len(ps.Solo) - 1
	}
	s := &ps.Solo[i]
	s.Games++
	s.Ranks.add(g.Solo.Rank)
	if g.Solo.Beaten != nil {
		s.OpponentGames++
		if *g.Solo.Beaten {
			s.Beaten++
		}
	}
	if p.Score != nil && (s.Best == nil || *p.Score > *s.Best) {
		best := *p.Score
		s.Best = &best
	}
}

func (ps *PlayerStats) finish() {
	if ps.Multiplayer > 0 {
		r := round(float64(ps.Wins)/float64(ps.Multiplayer), 3)
		ps.WinRate = &r
	}
	if ps.Scored > 0 {
		n := float64(ps.Scored)
		sum := 0
		for _, t := range ps.Totals {
			sum += t.Score
		}
		avg := round(float64(sum)/n, 1)
		ps.Average = &avg
		ps.Categories = Categories{}
		for _, a := range ps.sums {
			ps.Categories = append(ps.Categories, Average{ID: a.ID, Label: a.Label, VP: round(a.VP/n, 1)})
		}
	}
	order := map[string]int{}
	for i, d := range score.Difficulties {
		order[d] = i
	}
	slices.SortStableFunc(ps.Solo, func(a, b SoloStats) int { return cmp.Compare(order[a.Difficulty], order[b.Difficulty]) })
}

func round(x float64, places int) float64 {
	f := math.Pow(10, float64(places))
	return math.Round(x*f) / f
}

// FindPlayer returns the player named (any case), or false.
func FindPlayer(stats []PlayerStats, name string) (PlayerStats, bool) {
	key := strings.ToLower(strings.TrimSpace(name))
	for _, s := range stats {
		if s.key == key {
			return s, true
		}
	}
	return PlayerStats{}, false
}

// Sparkline draws values as a row of bars, one per value, lowest to
// highest over the values' own range: Unicode block elements, or ASCII
// characters when the terminal may not show them. Equal values draw a
// middle bar.
func Sparkline(values []int, ascii bool) string {
	levels := []rune("▁▂▃▄▅▆▇█")
	if ascii {
		levels = []rune("_.-:=+*#")
	}
	if len(values) == 0 {
		return ""
	}
	lo, hi := slices.Min(values), slices.Max(values)
	var b strings.Builder
	for _, v := range values {
		i := len(levels) / 2
		if hi > lo {
			i = (v - lo) * (len(levels) - 1) / (hi - lo)
		}
		b.WriteRune(levels[i])
	}
	return b.String()
}

// Bars draws values as horizontal bars, the largest width characters long
// and every bar at least one: full blocks, or # in ASCII.
func Bars(values []int, width int, ascii bool) []string {
	bar := "█"
	if ascii {
		bar = "#"
	}
	hi := 0
	for _, v := range values {
		hi = max(hi, v)
	}
	out := make([]string, len(values))
	for i, v := range values {
		n := 1
		if hi > 0 {
			n = max(1, int(math.Round(float64(v)*float64(width)/float64(hi))))
		}
		out[i] = strings.Repeat(bar, n)
	}
	return out
}

// Overall adds up games of different games per player: the games played
// and won and the win rate; scores, which differ from game to game, are
// left out.
func Overall(games []Game) []PlayerStats {
	stats := Stats(games)
	for i := range stats {
		s := &stats[i]
		s.Game = All
		s.Scored, s.Average, s.Best, s.Categories, s.Totals, s.sums = 0, nil, nil, nil, []Total{}, nil
	}
	return stats
}

// All is the Game of statistics over every game.
const All = "all"
