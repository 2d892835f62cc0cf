// Package tally is what the final scoring of every game the companion
// knows shares: the places and winners by a game's tie-break order, the
// why of each line with the rulebook it comes from, the score card a front
// end prints (categories as rows, players as columns, the totals and the
// verdict), each player's points by category for the record, and the one
// way a score sheet file is read and written. Each game
// (companion/score for Stephens, companion/sintra, companion/omg) counts
// its own categories and hands them here. It is pure: no terminal, no
// disk, no clock.
package tally

import "slices"

// Tiebreak is one step of a game's tie-break order, applied when the
// totals are equal: the most of something (Stephens' influence left), or
// the fewest (Sintra's points lost to broken glass).
type Tiebreak struct {
	// ID names the step in results and JSON ("influence", "coins-left").
	ID string
	// Fewest: the lower value wins the step.
	Fewest bool
}

// Standing is a player as the ranking sees them: the total, and the value
// each tie-break step compares, in the game's order.
type Standing struct {
	Total int
	Ties  []int
}

// The ranking's outcomes besides a tie-break step's ID.
const (
	// Decided: one player had the highest total.
	Decided = "none"
	// Shared: the tie-break order left players equal: a shared victory.
	Shared = "shared"
)

// Rank gives each player's place, one more than the number of players
// ahead (by total, then each tie-break step in order); players equal on
// everything share a place. It returns the step that decided the win:
// Decided, the ID of the first step that left one player at the top, or
// Shared. The rulebooks give their tie-breaks for the win; the same order
// is used for the other places.
func Rank(ps []Standing, steps []Tiebreak) (places []int, decided string) {
	places = make([]int, len(ps))
	for i := range ps {
		places[i] = 1
		for j := range ps {
			if compare(ps[j], ps[i], steps) > 0 {
				places[i]++
			}
		}
	}
	if len(ps) == 0 {
		return places, Decided
	}
	var top Standing
	for i, p := range ps {
		if places[i] == 1 {
			top = p
			break
		}
	}
	// Which step decided: count the players still level with the top
	// after the total, then after each step.
	for k := 0; k <= len(steps); k++ {
		level := 0
		for _, p := range ps {
			if equalUpTo(p, top, k) {
				level++
			}
		}
		if level == 1 {
			if k == 0 {
				return places, Decided
			}
			return places, steps[k-1].ID
		}
	}
	return places, Shared
}

// compare orders two standings: above 0 when a is ahead of b.
func compare(a, b Standing, steps []Tiebreak) int {
	if a.Total != b.Total {
		return sign(a.Total - b.Total)
	}
	for k, s := range steps {
		x, y := tie(a, k), tie(b, k)
		if x == y {
			continue
		}
		if s.Fewest {
			return sign(y - x)
		}
		return sign(x - y)
	}
	return 0
}

// equalUpTo: a and b have the same total and the same first k tie values.
func equalUpTo(a, b Standing, k int) bool {
	if a.Total != b.Total {
		return false
	}
	for i := range k {
		if tie(a, i) != tie(b, i) {
			return false
		}
	}
	return true
}

func tie(s Standing, k int) int {
	if k < len(s.Ties) {
		return s.Ties[k]
	}
	return 0
}

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}

// Winners are the players placed first.
func Winners(names []string, places []int) []string {
	out := []string{}
	for i, n := range names {
		if places[i] == 1 {
			out = append(out, n)
		}
	}
	return out
}

// Place ranks the players of a scored sheet (Rank) by what standing says
// of each (their name and standing), and writes each one's place with
// place; it returns the winners and the step that decided.
func Place[P any](players []P, steps []Tiebreak, standing func(P) (string, Standing), place func(*P, int)) (winners []string, decided string) {
	names, ps := Standings(players, standing)
	places, decided := Rank(ps, steps)
	for i := range players {
		place(&players[i], places[i])
	}
	return Winners(names, places), decided
}

// Standings are the players' names and standings, in their order.
func Standings[P any](players []P, standing func(P) (string, Standing)) ([]string, []Standing) {
	names := make([]string, len(players))
	ps := make([]Standing, len(players))
	for i, p := range players {
		names[i], ps[i] = standing(p)
	}
	return names, ps
}

// MaxCount bounds every count a sheet holds where the rules set no bound
// (a score track, goods' coins): not a rule, it keeps the arithmetic far
// from overflow; no real count comes near it.
const MaxCount = 9999

// RunnerUp is the value the runner-up had at the tie-break step that
// decided the win (decided, as Rank returned it): the best value of that
// step among the players level with the winner before it. ok is false when
// no step decided (one highest total, or a shared victory).
func RunnerUp(ps []Standing, steps []Tiebreak, decided string) (value int, ok bool) {
	k := slices.IndexFunc(steps, func(s Tiebreak) bool { return s.ID == decided })
	if k < 0 {
		return 0, false
	}
	places, _ := Rank(ps, steps)
	var top Standing
	for i, p := range ps {
		if places[i] == 1 {
			top = p
		}
	}
	for i, p := range ps {
		if places[i] == 1 || !equalUpTo(p, top, k) {
			continue
		}
		v := tie(p, k)
		if !ok || steps[k].Fewest && v < value || !steps[k].Fewest && v > value {
			value, ok = v, true
		}
	}
	return value, ok
}

// Verdict is the message ID of a game's winner line and the runner-up's
// value it names: "<game>.tie.<step>" when a tie-break step decided (the
// winner's value against the runner-up's), else "<game>.winner.<decided>".
func Verdict(game string, ps []Standing, steps []Tiebreak, decided string) (id string, next int) {
	if next, ok := RunnerUp(ps, steps, decided); ok {
		return game + ".tie." + decided, next
	}
	return game + ".winner." + decided, 0
}
