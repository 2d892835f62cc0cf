package play

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The setup's answers the command line gives, never asked at a prompt:
// the seed of the draws (--seed) and whether the game teaches (--teach,
// the menu's "teach us as we play"). They are answers like the others, so
// a setup left open and resumed comes back with them, and a flag given
// again is checked against them.

// TeachQuestionID is the setup's answer that says whether the game
// teaches.
const TeachQuestionID = "setup.teach"

// TeachQuestion is whether the new game teaches: the command line's
// answer, "no" unless on.
func TeachQuestion(on bool) *walk.Question {
	q := &walk.Question{ID: TeachQuestionID, Kind: walk.YesNo, Flag: "teach", FlagOnly: true, Default: walk.No,
		Prompt: walk.M("teach.flag"), Topic: "player-setup"}
	if on {
		q.Default = walk.Yes
	}
	return q
}

// askGiven takes the command line's answers: the seed, said because it
// makes the draws (--seed repeats them), then the lessons.
func (su *Setup) askGiven(t *walk.T) (seed uint64, teach bool, err error) {
	v, err := t.Ask(&walk.Question{ID: "setup.seed", Kind: walk.Text, Flag: "seed", FlagOnly: true,
		Default: strconv.FormatUint(su.Seed, 10), Prompt: walk.M("game.new.seed_what"), Topic: "player-setup",
		Check: func(v string) (string, error) {
			n, err := parseSeed(v)
			return strconv.FormatUint(n, 10), err
		}})
	if err != nil {
		return 0, false, err
	}
	seed, _ = parseSeed(v)
	t.Say(walk.Say, walk.M("game.new.seed", "Seed", v))
	teach, err = t.Yes(TeachQuestion(su.Teach))
	return seed, teach, err
}

func parseSeed(v string) (uint64, error) {
	n, err := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
	if err != nil {
		return 0, companion.NewProblem("game.problem.bad_seed", "Value", v)
	}
	return n, nil
}

func checkSeed(v string) error {
	_, err := parseSeed(v)
	return err
}
