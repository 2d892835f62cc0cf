// Package score is the final-scoring engine (rules-facts §7, §8.8, §8.9): a
// score sheet in, each player's breakdown, totals, places, winners with the
// deciding tie-break, the solo rank and the opponent result out. It is pure:
// no terminal, no disk, no clock. Every number comes from data.Load().
package score

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/data"
)

// Sheet is one game's score sheet, exactly the YAML schema of the sheet file.
type Sheet struct {
	// Difficulty is the solo difficulty (easy, normal, hard); solo only.
	Difficulty string `yaml:"difficulty,omitempty" json:"difficulty,omitempty"`
	// Opponent is the opponent variant's difficulty (easy, normal, hard); solo only.
	Opponent string `yaml:"opponent,omitempty" json:"opponent,omitempty"`
	// Blocked is the ability the opponent card's effect O4 makes
	// unavailable (rules-facts §8.9); solo only. The why says so, not "not
	// unlocked".
	Blocked string   `yaml:"blocked,omitempty" json:"blocked,omitempty"`
	Players []Player `yaml:"players" json:"players"`
}

// Player is one column of the sheet: what that player counts at the end.
type Player struct {
	Name        string    `yaml:"name" json:"name"`
	Track       int       `yaml:"track" json:"track"`
	Forest      int       `yaml:"forest" json:"forest"`
	Dune        int       `yaml:"dune" json:"dune"`
	Masters     Masters   `yaml:"masters,flow" json:"masters"`
	Apprentices int       `yaml:"apprentices" json:"apprentices"`
	Contracts   Contracts `yaml:"contracts" json:"contracts"`
	Abilities   []string  `yaml:"abilities,flow" json:"abilities"`
	Cubes       int       `yaml:"cubes" json:"cubes"`
	Coins       int       `yaml:"coins" json:"coins"`
	Influence   int       `yaml:"influence" json:"influence"`
	// InfluenceMax is the most influence the player's track allows, from the
	// gates the running game saw unlocked (rules-facts §4.1); 0 when the
	// sheet does not know them.
	InfluenceMax int `yaml:"influence_max,omitempty" json:"influence_max,omitempty"`
	// TrackMin is the least VP the player's scoring track can show, from
	// what the running game saw gained there (2a in each reset phase;
	// rules-facts §5.2 step 3): no rule takes VP back. 0 when unknown.
	TrackMin    int         `yaml:"track_min,omitempty" json:"track_min,omitempty"`
	Accessories Accessories `yaml:"accessories,flow" json:"accessories"`
}

// RequiredFields of a player: the scoring track, where every
// player has a VP disk (rules-facts §7). A column without the track is a
// line left out, never 0. The rest may be left out and count as 0: the
// paths, influence and coins a player may have at 0, and the counts of
// what a player may not have (masters, apprentices, contracts, abilities,
// cubes, accessories).
func (*Player) RequiredFields() []string { return []string{"track"} }

// AtTrackFloors is the sheet with each scoring track raised to the least
// the game saw (TrackMin): a sheet file written for the table to complete
// is valid as it stands. The sheet itself is not changed.
func (s *Sheet) AtTrackFloors() *Sheet {
	c := cloneSheet(s)
	for i := range c.Players {
		c.Players[i].Track = max(c.Players[i].Track, c.Players[i].TrackMin)
	}
	return c
}

// Masters counts a player's masters by the row their card is attached to.
type Masters struct {
	Stephens int `yaml:"stephens" json:"stephens"`
	Lower    int `yaml:"lower" json:"lower"`
	Upper    int `yaml:"upper" json:"upper"`
}

// Total is the number of masters.
func (m Masters) Total() int { return m.Stephens + m.Lower + m.Upper }

// Contracts lists the fulfilled contracts per row, first placed first; each
// number is the count of cubes shown on that card.
type Contracts struct {
	Crown    []int `yaml:"crown,flow" json:"crown"`
	Colonies []int `yaml:"colonies,flow" json:"colonies"`
	UK       []int `yaml:"uk,flow" json:"uk"`
}

// Rows returns the three rows in board order: crown, colonies, uk.
func (c Contracts) Rows() [3][]int { return [3][]int{c.Crown, c.Colonies, c.UK} }

// Row returns a pointer to the named row (crown, colonies, uk), or nil.
func (c *Contracts) Row(name string) *[]int {
	switch name {
	case "crown":
		return &c.Crown
	case "colonies":
		return &c.Colonies
	case "uk":
		return &c.UK
	}
	return nil
}

// RowNames are the contract rows in board order (rules-facts §5.2 step 7).
var RowNames = []string{"crown", "colonies", "uk"}

// Accessories counts accessory tiles, spent on fulfilled contracts or held.
type Accessories struct {
	Basketware  int `yaml:"basketware" json:"basketware"`
	Crates      int `yaml:"crates" json:"crates"`
	Chandeliers int `yaml:"chandeliers" json:"chandeliers"`
}

// Sets is the number of complete sets of three different accessories.
func (a Accessories) Sets() int { return max(0, min(a.Basketware, a.Crates, a.Chandeliers)) }

// Has reports whether the player unlocked ability id.
func (p Player) Has(id string) bool {
	for _, a := range p.Abilities {
		if a == id {
			return true
		}
	}
	return false
}

// Difficulties are the accepted values of difficulty and opponent.
var Difficulties = []string{"easy", "normal", "hard"}

func isDifficulty(s string) bool {
	for _, d := range Difficulties {
		if s == d {
			return true
		}
	}
	return false
}

// MaxPlayers is the largest table (rules-facts §1).
const MaxPlayers = 4

// MaxMasters is a player's worker disks: no player can have more masters
// (rules-facts §2.2: 18 workers).
func MaxMasters() int { return data.Load().PlayerStart.Workers }

// MaxInfluence is the top of the influence track (rules-facts §4.1).
func MaxInfluence() int { return data.Load().Influence.Max }

// SectorValues are the forest and dune scores (0, 7, 15).
func SectorValues() []int { return append([]int(nil), data.Load().Scoring.SectorValues...) }

func sectorList() (low, mid, high int) {
	v := SectorValues()
	return v[0], v[1], v[2]
}

// problem builds a field problem; Field is the path in the sheet
// (players[2].forest: players and cards are counted from 1, as at the table).
func problem(id, field string, kv ...any) *companion.Problem {
	return companion.NewProblem(id, append([]any{"Field", field}, kv...)...)
}

// Marshal writes the sheet as YAML in the file schema, ready to re-open.
func Marshal(s *Sheet) []byte { return tally.MarshalSheet(s) }
