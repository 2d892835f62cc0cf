package sintra

import (
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Game names the game in records and exports, in every language: the
// English edition's title (the rulebook the companion follows).
const (
	ID   = "sintra"
	Name = "Azul: Stained Glass of Sintra"
)

// The rulebook's sections the score lines cite: its text gives no page
// numbers, so the why names the heading, as printed.
const (
	sectionEnd   = "End of the game"
	sectionSetup = "Game setup"
)

// Tie-break steps ("End of the game": fewer points lost via the broken
// glass track, else a shared victory).
const TiebreakBroken = "broken-glass"

// Tiebreaks is Sintra's tie-break order.
var Tiebreaks = []tally.Tiebreak{{ID: TiebreakBroken, Fewest: true}}

// Breakdown is one player's points by category: the score track, the
// pane pieces left, the broken glass track (negative), and the palace
// board's bonus (side A's ornaments or side B's windows by colour).
type Breakdown struct {
	Track  int `json:"track"`
	Panes  int `json:"panes_left"`
	Broken int `json:"broken_glass"`
	Bonus  int `json:"bonus"`
	Why    Why `json:"why"`
}

// Sum is the player's total.
func (b Breakdown) Sum() int { return b.Track + b.Panes + b.Broken + b.Bonus }

// PlayerResult is one player's line of the result. LostToBroken is what
// the broken glass track cost over the game (the tie-break): the points
// shown at the end plus 18 for each time the marker reached the bottom.
type PlayerResult struct {
	Name         string    `json:"name"`
	Total        int       `json:"total"`
	Place        int       `json:"place"`
	LostToBroken int       `json:"lost_to_broken_glass"`
	Breakdown    Breakdown `json:"breakdown"`
}

// Result is the whole scoring: players in the sheet's order, the winners
// and the step that decided (none, broken-glass, shared).
type Result struct {
	Game     string         `json:"game"`
	Side     string         `json:"side"`
	Players  []PlayerResult `json:"players"`
	Winners  []string       `json:"winners"`
	Tiebreak string         `json:"tiebreak"`
}

// Score validates the sheet and scores it ("End of the game"); an invalid
// sheet returns its first problem.
func Score(s *Sheet) (Result, error) {
	if ps := Validate(s); len(ps) > 0 {
		return Result{}, ps[0]
	}
	res := Result{Game: ID, Side: s.Side, Players: make([]PlayerResult, len(s.Players))}
	for i, p := range s.Players {
		b := ScorePlayer(s.Side, p)
		lost := p.Broken + p.BrokenResets*facts().BrokenReset
		res.Players[i] = PlayerResult{Name: p.Name, Total: b.Sum(), LostToBroken: lost, Breakdown: b}
	}
	res.Winners, res.Tiebreak = tally.Place(res.Players, Tiebreaks, PlayerResult.standing, func(p *PlayerResult, n int) { p.Place = n })
	return res, nil
}

// standing is the player as the ranking sees them: the total, then
// the points lost to broken glass.
func (p PlayerResult) standing() (string, tally.Standing) {
	return p.Name, tally.Standing{Total: p.Total, Ties: []int{p.LostToBroken}}
}

// ScorePlayer counts one player's categories. It does not validate.
func ScorePlayer(side string, p Player) Breakdown {
	f := facts()
	b := Breakdown{Track: p.Track, Panes: p.PanesLeft / f.PanesPerPoint, Broken: -p.Broken}
	w := Why{
		Track:  Amount{Formula: "track", VP: p.Track, Refs: refs("final-scoring")},
		Panes:  PanesWhy{Formula: "panes-left", PanesLeft: p.PanesLeft, Per: f.PanesPerPoint, VP: b.Panes, Refs: refs("final-scoring")},
		Broken: BrokenWhy{Formula: "broken-glass", Shown: p.Broken, Resets: p.BrokenResets, ResetPoints: f.BrokenReset, VP: b.Broken, Refs: refs("broken-glass")},
	}
	switch side {
	case SideA:
		w.Bonus = BonusWhy{Formula: "ornaments", Ornaments: []OrnamentWhy{}, Refs: refs("side-a-ornaments")}
		for k := range f.Ornaments {
			filled := 0
			if k < len(p.Ornaments) {
				filled = p.Ornaments[k]
			}
			vp := f.OrnamentPoints[filled]
			w.Bonus.Ornaments = append(w.Bonus.Ornaments, OrnamentWhy{Ornament: k + 1, Filled: filled, VP: vp})
			b.Bonus += vp
		}
	case SideB:
		colour, count := BestColour(p.Colours)
		b.Bonus = p.WindowsComplete * count
		w.Bonus = BonusWhy{Formula: "windows-by-colour", WindowsComplete: p.WindowsComplete, Colour: colour, Count: count, Refs: refs("side-b-windows")}
	}
	w.Bonus.VP = b.Bonus
	b.Why = w
	return b
}

// BestColour is the colour with the most pane pieces (the first by name
// among equals): the one a player chooses on side B.
func BestColour(c map[string]int) (string, int) {
	best, n := "", 0
	for _, name := range sortedColours(c) {
		if c[name] > n {
			best, n = name, c[name]
		}
	}
	return best, n
}

// refs are the topic and the rulebook section a line cites.
func refs(topic string) []tally.Ref { return []tally.Ref{tally.SectionRef(topic, sectionEnd)} }

// Why says how each category was counted: a formula id, the player's
// numbers and the rulebook section; the same in every language.
type Why struct {
	Track  Amount    `json:"track"`
	Panes  PanesWhy  `json:"panes_left"`
	Broken BrokenWhy `json:"broken_glass"`
	Bonus  BonusWhy  `json:"bonus"`
}

// Amount is a category the sheet gives as points: the score track.
type Amount struct {
	Formula string      `json:"formula"`
	VP      int         `json:"vp"`
	Refs    []tally.Ref `json:"refs"`
}

// PanesWhy: 1 point per 3 pane pieces left, rounded down.
type PanesWhy struct {
	Formula   string      `json:"formula"`
	PanesLeft int         `json:"panes_left"`
	Per       int         `json:"per"`
	VP        int         `json:"vp"`
	Refs      []tally.Ref `json:"refs"`
}

// BrokenWhy: the points shown beside the marker are lost; the resets were
// lost during the game (they only break a tie here).
type BrokenWhy struct {
	Formula     string      `json:"formula"`
	Shown       int         `json:"shown"`
	Resets      int         `json:"resets"`
	ResetPoints int         `json:"reset_points"`
	VP          int         `json:"vp"`
	Refs        []tally.Ref `json:"refs"`
}

// BonusWhy is the palace board's bonus: side A's ornaments one by one, or
// side B's complete windows × the pieces of the chosen colour.
type BonusWhy struct {
	Formula         string        `json:"formula"`
	Ornaments       []OrnamentWhy `json:"ornaments,omitempty"`
	WindowsComplete int           `json:"windows_complete,omitempty"`
	Colour          string        `json:"colour,omitempty"`
	Count           int           `json:"count,omitempty"`
	VP              int           `json:"vp"`
	Refs            []tally.Ref   `json:"refs"`
}

// OrnamentWhy is one ornament: its filled frame spaces and their points.
type OrnamentWhy struct {
	Ornament int `json:"ornament"`
	Filled   int `json:"filled"`
	VP       int `json:"vp"`
}

// Reasons words the why, category by category, in the card's order.
func (w Why) Reasons() []tally.Reason {
	m := walk.M
	line := func(label string, text walk.Msg, r []tally.Ref) tally.Reason {
		return tally.Reason{Label: m("sintra.table." + label), Text: text, Refs: r}
	}
	bonusLabel := "bonus_b"
	bonus := m("sintra.why.windows", "Windows", w.Bonus.WindowsComplete, "Count", w.Bonus.Count,
		"Colour", colourText(w.Bonus.Colour), "VP", w.Bonus.VP)
	if w.Bonus.Formula == "ornaments" {
		var items []any
		for _, o := range w.Bonus.Ornaments {
			items = append(items, m("sintra.why.ornament", "N", o.Ornament, "Count", o.Filled, "VP", o.VP))
		}
		bonus, bonusLabel = m("sintra.why.ornaments", "List", tally.List(items), "VP", w.Bonus.VP), "bonus_a"
	}
	return []tally.Reason{
		line("track", m("sintra.why.track", "VP", w.Track.VP), w.Track.Refs),
		line("panes_left", m("sintra.why.panes", "Count", w.Panes.PanesLeft, "Per", w.Panes.Per, "VP", w.Panes.VP,
			"Down", w.Panes.PanesLeft%w.Panes.Per != 0), w.Panes.Refs),
		line("broken_glass", m("sintra.why.broken", "Shown", w.Broken.Shown, "VP", w.Broken.VP, "Count", w.Broken.Resets,
			"Reset", w.Broken.ResetPoints), w.Broken.Refs),
		line(bonusLabel, bonus, w.Bonus.Refs),
	}
}

func colourText(c string) any {
	if c == "" || c == "best" {
		return walk.M("sintra.why.best_colour")
	}
	return walk.M("sintra.why.named_colour", "Colour", c)
}

// Card is the result as the front end prints it.
func (r Result) Card() tally.Card {
	c := tally.Card{Verdict: r.verdict()}
	rows := []struct {
		label string
		get   func(b Breakdown) int
	}{
		{"track", func(b Breakdown) int { return b.Track }},
		{"panes_left", func(b Breakdown) int { return b.Panes }},
		{"broken_glass", func(b Breakdown) int { return b.Broken }},
		{"bonus_" + r.Side, func(b Breakdown) int { return b.Bonus }},
	}
	for _, row := range rows {
		c.Rows = append(c.Rows, tally.Row{Label: walk.M("sintra.table." + row.label)})
	}
	lost := tally.Row{Label: walk.M("sintra.table.lost"), Tiebreak: true}
	for _, p := range r.Players {
		c.Players = append(c.Players, p.Name)
		for k, row := range rows {
			c.Rows[k].Cells = append(c.Rows[k].Cells, tally.Number(row.get(p.Breakdown)))
		}
		lost.Cells = append(lost.Cells, tally.Number(p.LostToBroken))
		c.Totals = append(c.Totals, p.Total)
		c.Places = append(c.Places, p.Place)
		c.Why = append(c.Why, p.Breakdown.Why.Reasons())
	}
	c.Rows = append(c.Rows, lost)
	return c
}

// verdict is the winner line, naming the step that decided.
func (r Result) verdict() []walk.Msg {
	var top PlayerResult
	for _, p := range r.Players {
		if p.Place == 1 {
			top = p
			break
		}
	}
	_, standings := tally.Standings(r.Players, PlayerResult.standing)
	id, next := tally.Verdict("sintra", standings, Tiebreaks, r.Tiebreak)
	return []walk.Msg{walk.M(id, "Names", tally.Names(r.Winners), "Total", top.Total, "Count", top.Total, "Lost", top.LostToBroken, "Next", next)}
}

// Play is the result as the record keeps it.
func (r Result) Play() played.Play {
	p := played.Play{Game: ID, Winners: r.Winners, Tiebreak: r.Tiebreak}
	for _, pr := range r.Players {
		b := pr.Breakdown
		p.Players = append(p.Players, played.Player{Name: pr.Name, Score: pr.Total, Place: pr.Place, Winner: pr.Place == 1,
			Categories: []tally.Category{
				{ID: "track", Label: "sintra.table.track", VP: b.Track},
				{ID: "panes_left", Label: "sintra.table.panes_left", VP: b.Panes},
				{ID: "broken_glass", Label: "sintra.table.broken_glass", VP: b.Broken},
				{ID: "bonus", Label: "sintra.table.bonus", VP: b.Bonus},
			}})
	}
	return p
}
