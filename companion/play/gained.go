package play

import (
	"strings"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// gainedFlag answers how many cubes each player's investment columns gave
// at step 5: --gained NAME:CUBES (or NAME:none).
func gainedFlag() walk.Flag {
	return walk.Flag{Name: "gained", Mode: walk.KeyedValues, Value: "NAME:CUBES", Spare: true, Help: walk.M("game.reset.flag_gained"),
		Check: func(v string) error {
			_, c, _ := strings.Cut(v, ":")
			_, err := parseGained(c)
			return err
		}, Words: words(nil, of(CubeWords, NoneWords))}
}

// stepInvestments: each player activates investment columns, and the
// cubes they give are parked on the cards for step 6, which delivers
// those and no more (rules-facts §5.2 steps 5-6). The companion does not
// know the cards: once the players are done, the table says, player by
// player in turn order, which cubes each gained ("none" for none). A script that does not say leaves
// that player's cubes uncounted, and step 6 without a bound for them.
func stepInvestments(tb *Table, t *walk.T) error {
	s := tb.State
	// "Done?" first: the unit's first question is a choice, which offers
	// the table's menu (undo).
	met, err := askMet(tb, t, game.StepInvestments)
	if err != nil {
		return err
	}
	gained := make([]*game.Cubes, len(s.Players))
	counted := false
	for _, seat := range ConflictOrder(s) {
		if s.Player(seat) == nil {
			continue // the Automa invests in nothing (§8.6)
		}
		name := s.Name(seat)
		v, err := t.Ask(&walk.Question{ID: "reset.gained." + name, Kind: walk.Text, Flag: "gained", Key: name,
			Optional: true, Suggest: "none", Topic: StepLessons()[game.StepInvestments].Topic,
			Prompt: walk.M("game.step.investments.ask_gained", "Name", name), Accepts: walk.M("game.step.investments.gained_accepted"),
			Check: func(v string) (string, error) {
				c, err := parseGained(v)
				if err != nil || c == nil {
					return "", err
				}
				if c.Total() == 0 {
					return "none", nil
				}
				return c.String(), nil
			}})
		if err != nil {
			return err
		}
		if gained[seat], _ = parseGained(v); gained[seat] != nil {
			counted = true
		}
	}
	if !counted {
		gained = nil
	}
	return recordMet(tb, t, game.Event{Kind: game.KindResetStep, Step: game.StepInvestments, Yes: met, Gained: gained})
}

// gainedWords are the words of an answer at step 5: colours and "none",
// in any of the companion's languages (the table view's phones each read
// their own, and the session knows no flag there to read them by).
var gainedWords = walk.Words{{CubeWords, NoneWords}}

func anyLanguage(kind, token string) []string {
	var out []string
	for _, l := range locales.Supported {
		out = append(out, locales.New(l).Words(kind, token)...)
	}
	return out
}

// parseGained reads the cubes a player gained at step 5: "" not counted
// (nil), "none" no cube, else cubes as --supply gives them.
func parseGained(v string) (*game.Cubes, error) {
	v = gainedWords.Canonical(v, anyLanguage)
	switch v = strings.TrimSpace(strings.ToLower(v)); v {
	case "":
		return nil, nil
	case "none", "0":
		return &game.Cubes{}, nil
	}
	c, err := game.ParseCubes(v)
	if err != nil {
		return nil, err
	}
	return &c, nil
}

// sayParked says, at step 6, the cubes each counted player still has to
// deliver of those gained at step 5.
func sayParked(t *walk.T, s *game.State) {
	for _, seat := range ConflictOrder(s) {
		if left, ok := s.Reset.Parked[seat]; ok {
			t.Say(walk.Item, walk.M("game.step.supply.parked", "Name", s.Name(seat), "Cubes", Cubes(left), "None", left.Total() == 0))
		}
	}
}

// fitsParked: a delivery of c by seat stays within the cubes it gained
// at step 5 (a player not counted: any).
func fitsParked(s *game.State, seat int, c game.Cubes) bool {
	left, ok := s.Reset.Parked[seat]
	if !ok {
		return true
	}
	_, fits := left.Minus(c)
	return fits
}
