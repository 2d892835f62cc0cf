package automa

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
	"github.com/pileup-companion/stephens/locales"
)

// Difficulty is the solo difficulty (rules-facts §8.3).
type Difficulty string

const (
	Easy   Difficulty = "easy"
	Normal Difficulty = "normal"
	Hard   Difficulty = "hard"
)

// Difficulties lists them easiest first.
var Difficulties = []Difficulty{Easy, Normal, Hard}

// ParseDifficulty accepts easy, normal and hard.
func ParseDifficulty(s string) (Difficulty, error) {
	for _, d := range Difficulties {
		if string(d) == s {
			return d, nil
		}
	}
	return "", companion.NewProblem("solo.problem.difficulty", "Value", s, "List", locales.List{Items: []any{"easy", "normal", "hard"}})
}

// FinalResetAt is the army space whose reset phase is the final one: easy
// 20, normal 25, hard 30; 25 with the opponent effect O6 (rules-facts §8.3,
// §8.9).
func FinalResetAt(d Difficulty, o6 bool) int {
	s := data.Load().Solo
	if o6 {
		return s.Opponent.FinalResetAt
	}
	return s.FinalResetAt[string(d)]
}

// IsFinalReset reports whether the reset phase that moved the army to space
// army is the final one.
func IsFinalReset(army, finalAt int) bool { return army <= finalAt }

// LastTurns lists who takes a turn after the final reset phase (rules-facts
// §8.7): the player alone when the Automa triggered it; the Automa and then
// the player when the player did. The player always has the last turn.
func LastTurns(triggeredBy Owner) []Owner {
	if triggeredBy == Automa {
		return []Owner{Player}
	}
	return []Owner{Automa, Player}
}

// Target is the opponent variant's score to reach (rules-facts §8.9).
func Target(d Difficulty) int { return data.Load().Solo.Opponent.Targets[string(d)] }

// OpponentEffect is one of the six effects printed on the opponent cards
// (rules-facts §8.9). Which card shows which is not in the texts.
type OpponentEffect string

const (
	O1 OpponentEffect = "O1" // forest and dune disks 2 spaces lower
	O2 OpponentEffect = "O2" // cost-5 contract and investment spaces closed
	O3 OpponentEffect = "O3" // duplicate accessory only after a full set
	O4 OpponentEffect = "O4" // one ability unavailable
	O5 OpponentEffect = "O5" // the 4 gate disks stacked on 10
	O6 OpponentEffect = "O6" // final reset at 25
)

// OpponentEffects lists them in the rulebook's order.
var OpponentEffects = []OpponentEffect{O1, O2, O3, O4, O5, O6}

// O2Cost is the cost of the contract and investment spaces O2 leaves
// empty all game (rules-facts §8.9).
const O2Cost = 5

// ParseOpponentEffect accepts O1..O6 (any case).
func ParseOpponentEffect(s string) (OpponentEffect, error) {
	for _, e := range OpponentEffects {
		if len(s) == 2 && (s[0] == 'O' || s[0] == 'o') && s[1] == string(e)[1] {
			return e, nil
		}
	}
	return "", companion.NewProblem("solo.problem.opponent_effect", "Value", s)
}
