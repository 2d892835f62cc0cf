package record

import (
	"slices"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/played"
)

// FromPlay is the record of a play of a game scored with a sheet (a play
// file, companion/played): its game and title, its start (the end less
// the length given, else the time it was recorded), its players with
// their scores, places, winners and points by category. Such a game is a
// multiplayer game with no solo rank.
func FromPlay(file, name string, p played.Play) Game {
	end := p.Recorded.UTC()
	g := Game{File: file, Game: p.Game, Name: name, Started: p.Started().UTC(), Ended: &end, Minutes: p.Minutes,
		Mode: game.Multiplayer, Players: []Player{}, Winners: []string{}, Tiebreak: p.Tiebreak}
	for _, pl := range p.Players {
		score, place := pl.Score, pl.Place
		g.Players = append(g.Players, Player{Name: pl.Name, Score: &score, Place: &place, Winner: pl.Winner,
			Categories: pl.Categories}) // who began is not on the sheet
		if pl.Winner {
			g.Winners = append(g.Winners, pl.Name)
		}
	}
	return g
}

// SameResult reports whether two finished games read the same in the
// record: the same game, the same players (any case, in any order), each
// with the same total and the same points in every category. A play
// recorded twice from one sheet is; a rematch whose every count came out
// the same is too, which only the table can tell apart.
func SameResult(a, b Game) bool {
	if a.Game != b.Game || len(a.Players) != len(b.Players) {
		return false
	}
	for _, p := range a.Players {
		i := slices.IndexFunc(b.Players, func(q Player) bool { return PlayerKey(q.Name) == PlayerKey(p.Name) })
		if i < 0 {
			return false
		}
		q := b.Players[i]
		if (p.Score == nil) != (q.Score == nil) || p.Score != nil && *p.Score != *q.Score || !slices.Equal(p.Categories, q.Categories) {
			return false
		}
	}
	return true
}
