package components

import "strconv"

// The transcriptions as `stephens components refills --json` and
// `bonuses --json` give them (and any front end that hands them to a
// script): how many parts are transcribed of how many, each part's
// values, and where nothing is transcribed what the rulebook's example
// proves.

// RefillsJSON is the refill transcription kept at Path.
type RefillsJSON struct {
	Path  string     `json:"path"`
	Done  int        `json:"transcribed"`
	Want  int        `json:"of"`
	Stops []StopJSON `json:"spaces"`
}

// StopJSON is one army stop of the scoring track.
type StopJSON struct {
	Space int             `json:"space"`
	Cubes map[string]*int `json:"cubes"` // "4", "3", "2" → cubes, null when not transcribed
	// Proven: where nothing is transcribed, the numbers the rulebook's
	// example proves (space 45, 4 players: 3).
	Proven map[string]int `json:"proven,omitempty"`
}

// RefillsOut is r, kept at path, as JSON gives it.
func RefillsOut(r *Refills, path string) RefillsJSON {
	out := RefillsJSON{Path: path, Done: r.Count(), Want: Want(), Stops: []StopJSON{}}
	for _, s := range ArmyStops() {
		stop := StopJSON{Space: s, Cubes: map[string]*int{}}
		for _, p := range PlayerCounts {
			stop.Cubes[strconv.Itoa(p)] = nil
			switch n, src := (Printed{Refills: r}).Refill(s, p); src {
			case Transcribed:
				stop.Cubes[strconv.Itoa(p)] = &n
			case Proven:
				stop.Proven = map[string]int{strconv.Itoa(p): n}
			}
		}
		out.Stops = append(out.Stops, stop)
	}
	return out
}

// BonusesJSON is the small factory bonus transcription kept at Path.
type BonusesJSON struct {
	Path      string        `json:"path"`
	Done      int           `json:"transcribed"`
	Want      int           `json:"of"`
	Factories []FactoryJSON `json:"factories"`
}

// FactoryJSON is one small factory's bonuses.
type FactoryJSON struct {
	Factory string   `json:"factory"`
	Bonuses []string `json:"bonuses"` // transcribed; empty when unknown
	Proven  []string `json:"proven"`  // what the rulebook's example proves
}

// BonusesOut is b, kept at path, as JSON gives it.
func BonusesOut(b *Bonuses, path string) BonusesJSON {
	out := BonusesJSON{Path: path, Done: FactoriesDone(b), Want: len(FactoryOrder)}
	for _, pos := range FactoryOrder {
		out.Factories = append(out.Factories, FactoryJSON{
			Factory: string(pos),
			Bonuses: append([]string{}, SortBonuses(b.At(pos))...),
			Proven:  append([]string{}, ProvenAt(pos)...),
		})
	}
	return out
}
