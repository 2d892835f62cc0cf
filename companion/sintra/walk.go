package sintra

import (
	"strconv"
	"strings"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/walk"
)

// NewWalk is the final score sheet as a walkthrough: the side played, the
// players, each player's counts (side A's ornaments or side B's complete
// windows and colours), then a review. Its Filled answers make the sheet
// (SheetOf).
func NewWalk() *tally.Form {
	f := facts()
	return &tally.Form{Game: ID, Min: f.Players.Min, Max: f.Players.Max, Topic: "final-scoring",
		Choices: []tally.Choice{{Key: "side", Prompt: walk.M("sintra.ask.side"), Label: walk.M("sintra.field.side"),
			Default: SideA, Topic: "final-scoring", Options: sideOptions()}},
		Fields: fields,
		Check:  func(fl *tally.Filled) error { return tally.FirstProblem(Validate(SheetOf(fl))) }}
}

func sideOptions() []walk.Option {
	return []walk.Option{
		{Value: SideA, Label: walk.M("sintra.side.a")},
		{Value: SideB, Label: walk.M("sintra.side.b")},
	}
}

// ScoreFlags are the flags that answer the sheet's questions.
var ScoreFlags = sync.OnceValue(func() walk.Flags {
	return NewWalk().Flags(func(key string) walk.Msg { return walk.M("sintra.flag." + key) })
})

// fields are a player's questions for the side played (nil: every one).
func fields(choices map[string]string) []tally.Field {
	number := func(key string, max int, topic string) tally.Field {
		return tally.Field{Key: key, Kind: walk.Number, Min: 0, Max: max, Default: "0", Topic: topic,
			Prompt: walk.M("sintra.ask."+key, "Max", max), Label: walk.M("sintra.field." + key),
			Check: func(_ map[string]string, v string) (string, error) { // the rule says why, in its words
				n, err := strconv.Atoi(v)
				if err != nil {
					return "", companion.NewProblem("prompt.invalid_number", "Value", v)
				}
				return v, CheckCount("", key, n, max)
			}}
	}
	out := []tally.Field{
		number("track", tally.MaxCount, "final-scoring"),
		number("panes_left", MaxPanesLeft(), "final-scoring"),
		number("broken", MaxBroken(), "broken-glass"),
		number("broken_resets", tally.MaxCount, "broken-glass"),
	}
	side := choices["side"]
	if side == SideA || choices == nil {
		out = append(out, tally.Field{Key: "ornaments", Kind: walk.Text, Default: "0 0 0 0", Topic: "side-a-ornaments",
			Prompt: walk.M("sintra.ask.ornaments", "Count", facts().Ornaments, "Max", facts().OrnamentSpaces),
			Label:  walk.M("sintra.field.ornaments"),
			Check:  func(_ map[string]string, v string) (string, error) { return checkOrnamentsText(v) }})
	}
	if side == SideB || choices == nil {
		windows := number("windows_complete", facts().Windows, "side-b-windows")
		count := windows.Check
		windows.Check = func(vals map[string]string, v string) (string, error) {
			v, err := count(vals, v)
			if err != nil {
				return v, err
			}
			// a complete window's strip went back to the box (step 3b)
			complete, _ := strconv.Atoi(v)
			if left, _ := strconv.Atoi(vals["panes_left"]); left > MaxPanesLeftB(complete) {
				return "", companion.NewProblem("sintra.problem.panes_left_b", "Field", "", "Value", left, "Max", MaxPanesLeftB(complete), "Count", complete)
			}
			return v, nil
		}
		out = append(out, windows,
			tally.Field{Key: "colours", Kind: walk.Text, Default: "0", Topic: "side-b-windows",
				Prompt: walk.M("sintra.ask.colours"), Label: walk.M("sintra.field.colours"),
				FlagCheck: func(v string) error { // the windows' sum waits for the complete windows
					c, err := ParseColours(v)
					for _, name := range sortedColours(c) {
						if err == nil && c[name] > MaxColour() {
							err = companion.NewProblem("sintra.problem.colour_count", "Colour", name, "Value", c[name], "Max", MaxColour())
						}
					}
					return err
				},
				Check: func(vals map[string]string, v string) (string, error) {
					c, err := ParseColours(v)
					if err != nil {
						return "", err
					}
					complete, _ := strconv.Atoi(vals["windows_complete"])
					if err := CheckColours("", c, complete); err != nil {
						return "", err
					}
					if complete > 0 { // none given is a best colour of 0
						best := c
						if len(best) == 0 {
							best = map[string]int{bestKey: 0}
						}
						if err := CheckBestColour("", best, complete); err != nil {
							return "", err
						}
					}
					return FormatColours(c), nil
				}})
	}
	return out
}

// checkOrnamentsText reads the ornaments as typed: four counts, with
// spaces or commas between ("4 4 1 2", "4,4,1,2").
func checkOrnamentsText(v string) (string, error) {
	o, err := ParseOrnaments(v)
	if err != nil {
		return "", err
	}
	parts := make([]string, len(o))
	for i, n := range o {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, " "), nil
}

// ParseOrnaments reads "4 4 1 2" or "4,4,1,2": a count for each ornament.
func ParseOrnaments(v string) ([]int, error) {
	f := facts()
	items := strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == ';' })
	if len(items) != f.Ornaments {
		return nil, companion.NewProblem("sintra.problem.ornaments_text", "Value", v, "Want", f.Ornaments, "Max", f.OrnamentSpaces)
	}
	out := make([]int, len(items))
	for i, it := range items {
		n, err := strconv.Atoi(it)
		if err != nil || n < 0 || n > f.OrnamentSpaces {
			return nil, companion.NewProblem("sintra.problem.ornaments_text", "Value", v, "Want", f.Ornaments, "Max", f.OrnamentSpaces)
		}
		out[i] = n
	}
	return out, nil
}

// bestKey names a count typed without its colour ("5").
const bestKey = "best"

// ParseColours reads side B's colours as typed: "orange=5, pink=3", or a
// bare count ("5") for the best colour unnamed. Empty or "0": none.
func ParseColours(v string) (map[string]int, error) {
	out := map[string]int{}
	for _, item := range strings.Split(v, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		name, count, named := strings.Cut(item, "=")
		if !named {
			name, count = bestKey, item
		}
		n, err := strconv.Atoi(strings.TrimSpace(count))
		if err != nil {
			return nil, companion.NewProblem("sintra.problem.colours_text", "Value", item)
		}
		name, err = CheckColourName(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		if _, twice := out[name]; twice {
			return nil, companion.NewProblem("sintra.problem.colour_twice", "Value", name)
		}
		if n > 0 {
			out[name] = n
		}
	}
	return out, nil
}

// FormatColours writes colours as ParseColours reads them: a count typed
// without its colour stays a bare count ("5"), so the review never shows
// the key it is kept under.
func FormatColours(c map[string]int) string {
	var parts []string
	for _, name := range sortedColours(c) {
		if name == bestKey {
			parts = append(parts, strconv.Itoa(c[name]))
			continue
		}
		parts = append(parts, name+"="+strconv.Itoa(c[name]))
	}
	if len(parts) == 0 {
		return "0"
	}
	return strings.Join(parts, ", ")
}

// SheetOf makes the sheet from a walkthrough's answers.
func SheetOf(fl *tally.Filled) *Sheet {
	s := &Sheet{Side: fl.Choices["side"]}
	for _, fp := range fl.Players {
		p := Player{Name: fp.Name, Track: fp.Int("track"), PanesLeft: fp.Int("panes_left"), Broken: fp.Int("broken"),
			BrokenResets: fp.Int("broken_resets")}
		switch s.Side {
		case SideA:
			if o, err := ParseOrnaments(fp.Values["ornaments"]); err == nil && !allZero(o) {
				p.Ornaments = o
			}
		case SideB:
			p.WindowsComplete = fp.Int("windows_complete")
			if c, err := ParseColours(fp.Values["colours"]); err == nil && len(c) > 0 {
				p.Colours = c
			}
		}
		s.Players = append(s.Players, p)
	}
	return s
}

func allZero(xs []int) bool {
	for _, x := range xs {
		if x != 0 {
			return false
		}
	}
	return true
}
