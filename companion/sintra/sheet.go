// Package sintra is Azul: Stained Glass of Sintra on the companion's
// engine: the setup checklist for the table's size, and the final scoring
// from a score sheet (the score track, pane pieces left, the broken glass
// track, the bonus of the palace board's side A or B) with the tie-break.
// Its numbers are the English rulebook's, from data (data.LoadSintra), its
// words are in locales/<lang>/messages/sintra.yaml. It is pure: no
// terminal, no disk, no clock.
package sintra

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/data"
	"github.com/pileup-companion/stephens/locales"
)

// The palace board's sides (Game setup 3): everyone plays the same one.
const (
	SideA = "a"
	SideB = "b"
)

// Sheet is one play's final score sheet, exactly the YAML schema of the
// sheet file.
type Sheet struct {
	// Side is the palace board side everyone played: a or b.
	Side    string   `yaml:"side" json:"side"`
	Players []Player `yaml:"players" json:"players"`
}

// RequiredFields: without the side the bonus cannot be counted.
func (*Sheet) RequiredFields() []string { return []string{"side", "players"} }

// Player is one player's column: what the table reads off the boards.
type Player struct {
	Name string `yaml:"name" json:"name"`
	// Track is where the marker stands on the score track.
	Track int `yaml:"track" json:"track"`
	// PanesLeft are the pane pieces left on the pattern strips.
	PanesLeft int `yaml:"panes_left" json:"panes_left"`
	// Broken is the points shown beside the marker on the broken glass
	// track (8 for -8).
	Broken int `yaml:"broken" json:"broken"`
	// BrokenResets counts the times the marker reached the bottom space
	// (-18): those 18 points each are already off the score track.
	BrokenResets int `yaml:"broken_resets,omitempty" json:"broken_resets"`
	// Ornaments (side A) are the filled frame spaces around each of the
	// 4 ornaments, left to right.
	Ornaments []int `yaml:"ornaments,flow,omitempty" json:"ornaments,omitempty"`
	// WindowsComplete (side B) counts the windows with both frame spaces
	// filled; Colours the pane pieces of each colour on the palace windows
	// (the best colour counts).
	WindowsComplete int            `yaml:"windows_complete,omitempty" json:"windows_complete,omitempty"`
	Colours         map[string]int `yaml:"colours,flow,omitempty" json:"colours,omitempty"`
}

// RequiredFields of a player: the values every player has at the end of
// the game (End of the game, steps 1 and 2): the marker on the score
// track, the pane pieces left on the strips and the broken glass track. A
// column without one is a line left out, never 0. The side's bonus values
// are checked by Validate, which knows the side.
func (*Player) RequiredFields() []string { return []string{"name", "track", "panes_left", "broken"} }

// facts is a short name for the rulebook's numbers.
func facts() *data.Sintra { return data.LoadSintra() }

// MaxPanesLeft is the most pane pieces the strips can hold at the end: a
// strip with all its spaces filled is completed at once (step 3), so each
// of the 8 holds one piece fewer than its spaces.
func MaxPanesLeft() int {
	f := facts()
	return f.Components.PatternStripsPerPlayer * (f.StripSpaces - 1)
}

// MaxBroken is the most the broken glass track shows at the end: the
// bottom space (-18) sends the marker back to the top at once.
func MaxBroken() int { return facts().BrokenReset - 1 }

// MaxColour is the most pane pieces of one colour the windows hold: every
// frame space of the 8 windows.
func MaxColour() int { f := facts(); return f.Windows * f.WindowFrameSpaces }

// problem builds a field problem; Field is the path in the sheet
// (players[2].broken: players are counted from 1, as at the table).
func problem(id, field string, kv ...any) *companion.Problem {
	return companion.NewProblem(id, append([]any{"Field", field}, kv...)...)
}

func playerField(i int, rest string) string { return fmt.Sprintf("players[%d].%s", i+1, rest) }

// Validate returns every problem of the sheet, first field first (at most
// one per player, plus the sheet-wide ones).
func Validate(s *Sheet) []*companion.Problem {
	var out []*companion.Problem
	add := func(err error) {
		if p, ok := err.(*companion.Problem); ok {
			out = append(out, p)
		}
	}
	if s.Side != SideA && s.Side != SideB {
		add(problem("sintra.problem.side", "side", "Value", s.Side))
	}
	f := facts()
	if n := len(s.Players); n < f.Players.Min || n > f.Players.Max {
		add(problem("tally.problem.players", "players", "Value", n, "Count", n, "Min", f.Players.Min, "Max", f.Players.Max))
	}
	for i, p := range s.Players {
		if i == f.Players.Max {
			break // too many players is said above
		}
		var others []string
		for _, o := range s.Players[:i] {
			others = append(others, o.Name)
		}
		add(CheckPlayer(s.Side, i, p, others))
	}
	return out
}

// CheckPlayer runs every check of one player's column; i is the 0-based
// index and others the names before it.
func CheckPlayer(side string, i int, p Player, others []string) error {
	at := func(s string) string { return playerField(i, s) }
	if _, err := tally.CheckName(p.Name, others); err != nil {
		if pr, ok := err.(*companion.Problem); ok {
			pr.Args["Field"] = at("name")
		}
		return err
	}
	for _, c := range []struct {
		key      string
		v, limit int
	}{
		{"track", p.Track, tally.MaxCount},
		{"panes_left", p.PanesLeft, MaxPanesLeft()},
		{"broken", p.Broken, MaxBroken()},
		{"broken_resets", p.BrokenResets, tally.MaxCount},
	} {
		if err := CheckCount(at(c.key), c.key, c.v, c.limit); err != nil {
			return err
		}
	}
	switch side {
	case SideA:
		// Name the field the sheet has (review sibling-games 3).
		if p.WindowsComplete != 0 {
			return problem("sintra.problem.side_b_only", at("windows_complete"))
		}
		if len(p.Colours) > 0 {
			return problem("sintra.problem.side_b_only", at("colours"))
		}
		return CheckOrnaments(at("ornaments"), p.Ornaments)
	case SideB:
		if len(p.Ornaments) > 0 {
			return problem("sintra.problem.side_a_only", at("ornaments"))
		}
		if err := CheckCount(at("windows_complete"), "windows_complete", p.WindowsComplete, facts().Windows); err != nil {
			return err
		}
		if most := MaxPanesLeftB(p.WindowsComplete); p.PanesLeft > most {
			return problem("sintra.problem.panes_left_b", at("panes_left"), "Value", p.PanesLeft, "Max", most, "Count", p.WindowsComplete)
		}
		if err := CheckColours(at("colours"), p.Colours, p.WindowsComplete); err != nil {
			return err
		}
		return CheckBestColour(at("colours"), p.Colours, p.WindowsComplete)
	}
	return nil
}

// MaxPanesLeftB is the most pane pieces the strips can hold at the end on
// side B with complete windows: a complete window's strip goes back to
// the box (step 3b), and each strip left holds one piece fewer than its
// spaces (a full one is completed at once).
func MaxPanesLeftB(complete int) int {
	f := facts()
	return max(0, f.Components.PatternStripsPerPlayer-complete) * (f.StripSpaces - 1)
}

// LeastBestColour is the fewest pieces the best colour can have on side
// B's windows: complete windows hold 2 pieces each, and the game has 5
// colours, so one colour has at least a fifth of them (rounded up).
func LeastBestColour(complete int) int {
	f := facts()
	return (complete*f.WindowFrameSpaces + f.Components.Colours - 1) / f.Components.Colours
}

// CheckBestColour refuses side B's colours whose best count is fewer than
// the complete windows force (8 complete windows hold 16 pieces: one of
// the 5 colours has at least 4). The colours are counted when given at
// all; none given with no complete window is a bonus of 0.
func CheckBestColour(field string, c map[string]int, complete int) error {
	if len(c) == 0 {
		return nil // none given: the sheet's reader says what is missing
	}
	best := 0
	for _, n := range c {
		best = max(best, n)
	}
	if least := LeastBestColour(complete); best < least {
		return problem("sintra.problem.best_colour", field, "Value", best, "Min", least, "Count", complete, "Pieces", complete*facts().WindowFrameSpaces)
	}
	return nil
}

// CheckCount accepts a whole number from 0 to max; key says which bound
// it is for the message.
func CheckCount(field, key string, v, max int) error {
	if v < 0 {
		return problem("tally.problem.negative", field, "Value", v)
	}
	if v > max {
		id := "tally.problem.too_large"
		switch key {
		case "panes_left", "broken", "windows_complete":
			id = "sintra.problem.max_" + key
		}
		return problem(id, field, "Value", v, "Max", max)
	}
	return nil
}

// CheckOrnaments accepts side A's ornaments: none given (all 0), or one
// count per ornament, each from 0 to the 4 frame spaces around it.
func CheckOrnaments(field string, o []int) error {
	f := facts()
	if len(o) == 0 {
		return nil
	}
	if len(o) != f.Ornaments {
		return problem("sintra.problem.ornaments", field, "Value", len(o), "Count", len(o), "Want", f.Ornaments)
	}
	for k, n := range o {
		if n < 0 || n > f.OrnamentSpaces {
			return problem("sintra.problem.ornament", fmt.Sprintf("%s[%d]", field, k+1), "Value", n, "Max", f.OrnamentSpaces)
		}
	}
	return nil
}

// CheckColours accepts side B's colours: at most the game's 5, each named
// (a word, without , : or =), each count from 0 to the windows' 16 frame
// spaces, and together no more pieces than the windows hold: each of the
// 8 one piece, a complete one two.
func CheckColours(field string, c map[string]int, complete int) error {
	f := facts()
	if len(c) > f.Components.Colours {
		return problem("sintra.problem.colours", field, "Value", len(c), "Max", f.Components.Colours)
	}
	sum := 0
	seen := map[string]bool{}
	for _, name := range sortedColours(c) {
		folded, err := CheckColourName(name)
		if err != nil {
			return problem("sintra.problem.colour_name", field, "Value", name)
		}
		if seen[folded] { // Orange and orange: one colour
			return problem("sintra.problem.colour_twice", field, "Value", name)
		}
		seen[folded] = true
		n := c[name]
		if n < 0 || n > MaxColour() {
			at := "" // a prompt's or a flag's: the player is named by the form
			if field != "" {
				at = field + "." + name
			}
			return problem("sintra.problem.colour_count", at, "Colour", name, "Value", n, "Max", MaxColour())
		}
		sum += n
	}
	if most := f.Windows + complete; sum > most {
		return problem("sintra.problem.colours_sum", field, "Value", sum, "Max", most, "Count", complete)
	}
	return nil
}

// CheckColourName accepts a colour's name as the table calls it: text of
// one or more words, without the separators , : and =. The rulebook does
// not name the 5 colours, so any name is taken.
func CheckColourName(name string) (string, error) {
	v, err := companion.CheckName(name)
	if err != nil || strings.ContainsAny(v, "=") {
		return "", companion.NewProblem("sintra.problem.colour_name", "Value", name)
	}
	return strings.ToLower(v), nil
}

func sortedColours(c map[string]int) []string {
	names := make([]string, 0, len(c))
	for n := range c {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Parse reads a sheet file with the one strict reader (companion/userfile)
// and validates it: a problem names the line, the field path, the value
// and what is accepted. The side may be written in capitals (A, B).
func Parse(src []byte) (*Sheet, error) {
	return tally.ParseSheet(src, "tally.problem.empty", Check, sideBGiven, label)
}

// playerKeys are the fields of a player in the sheet file.
var playerKeys = []string{"name", "track", "panes_left", "broken", "broken_resets", "ornaments", "windows_complete", "colours"}

// sideBGiven refuses a side-B player without the complete windows, or
// with complete windows but no colours: the bonus is counted from them,
// and a line left out is never read as 0 (review sibling-games 1). Side
// A's ornaments may be left out: an ornament with no piece around it is
// what most players leave blank.
func sideBGiven(root userfile.Value) {
	side, ok := root.Peek("side")
	if !ok || side.Null() {
		return
	}
	if s, _ := side.Text(); strings.ToLower(strings.TrimSpace(s)) != SideB {
		return
	}
	players, ok := root.Peek("players")
	if !ok || !players.IsList() {
		return
	}
	for _, p := range players.List() {
		f := p.Fields(playerKeys...)
		if !f.Need("windows_complete") {
			return
		}
		w, _ := f.Get("windows_complete")
		if n, _ := w.Int(0, math.MaxInt32); n == 0 {
			continue
		}
		if c, ok := f.Get("colours"); !ok || c.Null() || (c.IsMap() && len(c.Entries()) == 0) {
			c.Fail("file.problem.missing")
			return
		}
	}
}

// Check puts a decoded sheet's side in its usual spelling and validates
// it (a play file reads its sheet through it).
func Check(s *Sheet) []*companion.Problem {
	s.Side = strings.ToLower(strings.TrimSpace(s.Side))
	return Validate(s)
}

// Marshal writes the sheet as YAML in the file schema, ready to re-open.
// Side B's complete windows are written even when 0: a side-B sheet
// must give them.
func Marshal(s *Sheet) []byte {
	if s.Side != SideB {
		return tally.MarshalSheet(s)
	}
	type playerB struct {
		Name            string         `yaml:"name"`
		Track           int            `yaml:"track"`
		PanesLeft       int            `yaml:"panes_left"`
		Broken          int            `yaml:"broken"`
		BrokenResets    int            `yaml:"broken_resets,omitempty"`
		WindowsComplete int            `yaml:"windows_complete"`
		Colours         map[string]int `yaml:"colours,flow,omitempty"`
	}
	out := struct {
		Side    string    `yaml:"side"`
		Players []playerB `yaml:"players"`
	}{Side: s.Side}
	for _, p := range s.Players {
		out.Players = append(out.Players, playerB{p.Name, p.Track, p.PanesLeft, p.Broken, p.BrokenResets, p.WindowsComplete, p.Colours})
	}
	return tally.MarshalSheet(out)
}

// label names a field of the sheet by its player and in words, as the
// review does ("Bo, Coins [coins]", not players[2].coins).
func label(s *Sheet, path string) locales.Msg {
	return tally.PathLabel(tally.NamesOf(s.Players, func(p Player) string { return p.Name }), path, NewWalk().Words)
}
