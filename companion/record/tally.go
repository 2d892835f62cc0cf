package record

import (
	"cmp"
	"slices"
)

// Overall adds up games of different games per player: the games played
// and won and the win rate; scores, which differ from game to game, are
// left out.
func Overall(games []Game) []PlayerStats { return overall(Stats(games)) }

func overall(stats []PlayerStats) []PlayerStats {
	for i := range stats {
		s := &stats[i]
		s.Game = All
		s.Scored, s.Average, s.Best, s.Categories, s.CategoriesBest, s.Totals, s.sums = 0, nil, nil, nil, nil, []Total{}, nil
	}
	return stats
}

// All is the Game of statistics over every game.
const All = "all"

// Section is the statistics of one game of the record, by its title, or
// over every game (All: scores, which differ from game to game, left
// out).
type Section struct {
	Name  string
	Stats []PlayerStats
	All   bool
}

// Sections are the statistics per game of the record (GameNames' order)
// and, when it holds more than one game, over all of them, under allName;
// with player, each holds that player alone (nothing when the player did
// not play it). The games come newest first, as Newest sorts them.
func Sections(games []Game, allName, player string) []Section {
	sorted := slices.Clone(games)
	Newest(sorted)
	var t Tally
	for i := len(sorted) - 1; i >= 0; i-- {
		t.Add(sorted[i])
	}
	return t.Sections(allName, player)
}

// Tally adds up the record's statistics a game at a time, oldest first
// (as Newest sorts them, reversed): each game's and those over every
// game, as Sections gives them. A record of ten thousand games is never
// all in memory at once.
type Tally struct {
	of    map[string]*statsOf // by the game's title
	last  map[string]int      // the place of each title's newest game
	all   statsOf
	added int
	only  string // one player's statistics alone, by key ("": every player's)
}

// Add adds a finished game; games come oldest first.
func (t *Tally) Add(g Game) {
	if t.of == nil {
		t.of, t.last, t.all.counts, t.all.only = map[string]*statsOf{}, map[string]int{}, true, t.only
	}
	s := t.of[g.Name]
	if s == nil {
		s = &statsOf{only: t.only}
		t.of[g.Name] = s
	}
	s.add(g)
	t.all.add(g)
	t.last[g.Name] = t.added
	t.added++
}

// Len is the number of games added.
func (t *Tally) Len() int { return t.added }

// Sections are the statistics of the games added, as Sections gives them:
// the titles in the order of their newest game, newest first (GameNames'
// order of a record sorted by Newest).
func (t *Tally) Sections(allName, player string) []Section {
	names := make([]string, 0, len(t.of))
	for name := range t.of {
		names = append(names, name)
	}
	slices.SortFunc(names, func(a, b string) int { return cmp.Compare(t.last[b], t.last[a]) })
	var sections []Section
	for _, name := range names {
		sections = append(sections, Section{Name: name, Stats: t.of[name].result()})
	}
	if len(names) > 1 {
		sections = append(sections, Section{Name: allName, Stats: overall(t.all.result()), All: true})
	}
	if player != "" {
		for i := range sections {
			ps, ok := FindPlayer(sections[i].Stats, player)
			sections[i].Stats = nil
			if ok {
				sections[i].Stats = []PlayerStats{ps}
			}
		}
	}
	return sections
}
