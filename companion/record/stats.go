package record

import (
	"bytes"
	"cmp"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/walk"
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
	// CategoriesBest is each category's best, in the same order: an
	// object, category ID to points, null without scores.
	CategoriesBest Bests `json:"categories_best"`
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

// Average is one category's average points and its best; Label is its
// message.
type Average struct {
	ID    string
	Label string
	VP    float64
	Best  int
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

// Bests are the categories' best points.
type Bests []Average

// MarshalJSON writes {"track": 79, ...} in the game's order.
func (c Bests) MarshalJSON() ([]byte, error) {
	if c == nil {
		return []byte("null"), nil
	}
	b := []byte{'{'}
	for i, a := range c {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, a.ID)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(a.Best), 10)
	}
	return append(b, '}'), nil
}

// Total is one recorded total.
type Total struct {
	Date  time.Time `json:"date"`
	Score int       `json:"score"`
	Solo  bool      `json:"solo"`
}

// SoloStats is the solo record at one difficulty: games, best total, how
// often each rank was reached (rules-facts §8.8), the opponent card's
// games and how often its target was reached (§8.9), and each game's
// result, oldest first: the ranks over time.
type SoloStats struct {
	Difficulty    string     `json:"difficulty"`
	Games         int        `json:"games"`
	Best          *int       `json:"best"`
	Ranks         Ranks      `json:"ranks"`
	OpponentGames int        `json:"opponent_games"`
	Beaten        int        `json:"beaten"`
	History       []SoloGame `json:"history"`
}

// SoloGame is one solo game's result: its start, total (nil when not
// recorded), rank ("" when not recorded) and whether the opponent card's
// target was reached (nil without the card).
type SoloGame struct {
	Date   time.Time `json:"date"`
	Score  *int      `json:"score"`
	Rank   string    `json:"rank"`
	Beaten *bool     `json:"beaten"`
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

// RankLevel is a solo rank's step, 1 (apprentice) to TopRank
// (glassblower); 0 for none (rules-facts §8.8).
func RankLevel(rank string) int { return slices.Index(score.Ranks, rank) + 1 }

// TopRank is the highest rank's level.
func TopRank() int { return len(score.Ranks) }

// Stats adds up the games per player. A player is the same across games
// when the name is, whatever its case; the newest game's spelling is kept.
// Players come most games first, then most wins, then by name.
func Stats(games []Game) []PlayerStats {
	sorted := slices.Clone(games)
	Newest(sorted)
	slices.Reverse(sorted) // oldest first: totals in time order
	var t statsOf
	for _, g := range sorted {
		t.add(g)
	}
	return t.result()
}

// statsOf adds up games one at a time, oldest first, per player: Stats
// over the games added.
type statsOf struct {
	byKey  map[string]*PlayerStats
	order  []*PlayerStats
	counts bool              // the games, wins and solo results alone (Overall)
	only   string            // one player's alone, by key ("": all)
	keys   map[string]string // each name's PlayerKey, made once
}

func (t *statsOf) add(g Game) {
	if t.byKey == nil {
		t.byKey, t.keys = map[string]*PlayerStats{}, map[string]string{}
	}
	for _, p := range g.Players {
		key, ok := t.keys[p.Name]
		if !ok {
			key = PlayerKey(p.Name)
			t.keys[p.Name] = key
		}
		if t.only != "" && key != t.only {
			continue
		}
		ps := t.byKey[key]
		if ps == nil {
			ps = &PlayerStats{key: key, Totals: []Total{}, Solo: []SoloStats{}}
			t.byKey[key] = ps
			t.order = append(t.order, ps)
		}
		ps.Name = p.Name
		if ps.Game == "" {
			ps.Game = g.Game
		} else if ps.Game != g.Game {
			ps.Game = All
		}
		ps.add(g, p, t.counts)
	}
}

func (t *statsOf) result() []PlayerStats {
	out := make([]PlayerStats, len(t.order))
	for i, ps := range t.order {
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

// PlayerKey is how a player is known across games: the name in lower
// case, without the spaces around it.
func PlayerKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// Named is the player a name given by the table stands for, as games
// (newest first, as Newest sorts them) spell it: the player of that name
// in any case, else the one player whose name is the same but for its
// accents ("fabio" for Fábio; when two players are, neither); "" when
// none.
func Named(games []Game, name string) string {
	key, folded := PlayerKey(name), walk.Fold(name)
	var loose []string
	for _, g := range games {
		for _, p := range g.Players {
			if PlayerKey(p.Name) == key {
				return p.Name
			}
			if walk.Fold(p.Name) == folded && !slices.ContainsFunc(loose, func(n string) bool { return PlayerKey(n) == PlayerKey(p.Name) }) {
				loose = append(loose, p.Name)
			}
		}
	}
	if len(loose) == 1 {
		return loose[0]
	}
	return ""
}

// Plays reports whether the named player (any case) played the game.
func (g Game) Plays(name string) bool {
	key := PlayerKey(name)
	return slices.ContainsFunc(g.Players, func(p Player) bool { return PlayerKey(p.Name) == key })
}

// add counts a game of the player's; with counts, its score is left out
// (the statistics over all games have none).
func (ps *PlayerStats) add(g Game, p Player, counts bool) {
	ps.Games++
	if g.Solo == nil {
		ps.Multiplayer++
		if p.Winner {
			ps.Wins++
		}
	} else {
		ps.addSolo(g, p)
	}
	if p.Score == nil || counts {
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
			ps.sums = append(ps.sums, Average{ID: c.ID, Label: c.Label, Best: c.VP})
			i = len(ps.sums) - 1
		}
		ps.sums[i].VP += float64(c.VP)
		ps.sums[i].Best = max(ps.sums[i].Best, c.VP)
	}
}

func (ps *PlayerStats) addSolo(g Game, p Player) {
	i := slices.IndexFunc(ps.Solo, func(s SoloStats) bool { return s.Difficulty == g.Solo.Difficulty })
	if i < 0 {
		ps.Solo = append(ps.Solo, SoloStats{Difficulty: g.Solo.Difficulty, History: []SoloGame{}})
		i = len(ps.Solo) - 1
	}
	s := &ps.Solo[i]
	s.Games++
	s.Ranks.add(g.Solo.Rank)
	s.History = append(s.History, SoloGame{Date: g.Started, Score: p.Score, Rank: g.Solo.Rank, Beaten: g.Solo.Beaten})
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
		sum := 0
		for _, t := range ps.Totals {
			sum += t.Score
		}
		avg := round(float64(sum)/float64(ps.Scored), 1)
		ps.Average = &avg
		ps.Categories = Categories{}
		for _, a := range ps.sums {
			ps.Categories = append(ps.Categories, Average{ID: a.ID, Label: a.Label, VP: round(a.VP/float64(ps.Scored), 1), Best: a.Best})
		}
		ps.CategoriesBest = Bests(ps.Categories)
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
	key := PlayerKey(name)
	for _, s := range stats {
		if s.key == key {
			return s, true
		}
	}
	return PlayerStats{}, false
}
