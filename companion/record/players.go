package record

import (
	"cmp"
	"slices"
	"time"

	"github.com/pileup-companion/stephens/companion/walk"
)

// PlayerTally is the statistics of whichever player the table asks for,
// in one pass over the record (the finished games, oldest first, as Tally
// takes them), for stats --player: each player's Sections over the games
// they played from a day on, and what the record knows of each name, so
// that the name given is found as Named finds it and a name it does not
// know is refused naming the players Stats lists. Only the player's own
// statistics are added up, not those of the players met.
type PlayerTally struct {
	since   time.Time
	keys    map[string]string // a name's PlayerKey
	players map[string]*known // by key
	order   []*known          // first met first
	of      map[string]*Tally // by key: the games played from since on
}

// known is a player of the record: the newest spelling as Named gives it
// (a game's first player of that name) and as Stats lists it (its last),
// the games and the multiplayer games won (as Stats counts them).
type known struct {
	key, name, listed string
	games, wins       int
}

// NewPlayerTally adds up the games started on since or later (the zero
// time: all) for the statistics; every game added names its players.
func NewPlayerTally(since time.Time) *PlayerTally {
	return &PlayerTally{since: since, keys: map[string]string{}, players: map[string]*known{}, of: map[string]*Tally{}}
}

func (pt *PlayerTally) key(name string) string {
	k, ok := pt.keys[name]
	if !ok {
		k = PlayerKey(name)
		pt.keys[name] = k
	}
	return k
}

// Add adds a finished game; games come oldest first.
func (pt *PlayerTally) Add(g Game) {
	for i, p := range g.Players {
		key := pt.key(p.Name)
		k := pt.players[key]
		if k == nil {
			k = &known{key: key}
			pt.players[key] = k
			pt.order = append(pt.order, k)
		}
		k.games, k.listed = k.games+1, p.Name
		if g.Solo == nil && p.Winner {
			k.wins++
		}
		first := !slices.ContainsFunc(g.Players[:i], func(q Player) bool { return pt.key(q.Name) == key })
		if first { // Named takes a game's first player of that name
			k.name = p.Name
		}
		if !first || g.Started.Before(pt.since) {
			continue
		}
		t := pt.of[key]
		if t == nil {
			t = &Tally{only: key}
			pt.of[key] = t
		}
		t.Add(g)
	}
}

// Named is Named over the games added.
func (pt *PlayerTally) Named(name string) string {
	if k := pt.players[PlayerKey(name)]; k != nil {
		return k.name
	}
	folded, loose := walk.Fold(name), ""
	for _, k := range pt.order {
		if walk.Fold(k.name) == folded {
			if loose != "" {
				return ""
			}
			loose = k.name
		}
	}
	return loose
}

// Sections are the player's sections (the player as the record spells
// it): Sections of the games the player played from the day on, with the
// player alone, and their number; false when the player played none of
// the games added, on any day.
func (pt *PlayerTally) Sections(allName, player string) ([]Section, int, bool) {
	key := PlayerKey(player)
	if pt.players[key] == nil {
		return nil, 0, false
	}
	t := pt.of[key]
	if t == nil {
		return nil, 0, true
	}
	return t.Sections(allName, player), t.Len(), true
}

// Known are the players of the games added, as Stats lists them: most
// games first, then most wins, then by name.
func (pt *PlayerTally) Known() []string {
	sorted := slices.Clone(pt.order)
	slices.SortStableFunc(sorted, func(a, b *known) int {
		if c := cmp.Compare(b.games, a.games); c != 0 {
			return c
		}
		if c := cmp.Compare(b.wins, a.wins); c != 0 {
			return c
		}
		return cmp.Compare(a.key, b.key)
	})
	names := make([]string, len(sorted))
	for i, k := range sorted {
		names[i] = k.listed
	}
	return names
}

// NewPlays are the plays of a backup (its Plays) the record (its finished games) does
// not hold yet, by their BG Stats id (PlayID), each once, their players
// spelled as the record spells them (MatchNames); known counts the others.
func NewPlays(plays []Imported, finished []Game) (fresh []Imported, known int) {
	have := map[string]bool{}
	var names []string
	for _, g := range finished {
		have[PlayID(g)] = true
		for _, p := range g.Players {
			names = append(names, p.Name)
		}
	}
	MatchNames(plays, names)
	for _, im := range plays {
		if have[im.Imported.SourcePlayID] {
			known++
			continue
		}
		have[im.Imported.SourcePlayID] = true
		fresh = append(fresh, im)
	}
	return fresh, known
}

// PlayerNames are an imported play's players, in its order.
func (im Imported) PlayerNames() []string {
	names := make([]string, len(im.Imported.Players))
	for i, p := range im.Imported.Players {
		names[i] = p.Name
	}
	return names
}
