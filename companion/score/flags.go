package score

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Flags answer the score sheet walkthrough from the command line: the
// players, the solo choices, and each player's counts as NAME:VALUE, once
// per player (a contract row once per card, first placed first).
var Flags = func() walk.Flags {
	fs := walk.Flags{
		{Name: "players", Value: "N", Help: walk.M("score.flag.players", "Max", MaxPlayers), Check: checkWhole},
		{Name: "names", Mode: walk.CommaValues, Value: "NAME,NAME", Help: walk.M("score.flag.names"), Check: checkNameFlag},
		{Name: "difficulty", Value: "LEVEL", Help: walk.M("score.flag.difficulty")},
		{Name: "opponent", Value: "LEVEL", Help: walk.M("score.flag.opponent")},
	}
	for _, key := range Fields[1:] {
		f := walk.Flag{Name: FieldFlag(key), Mode: walk.KeyedValues, Value: "NAME:N", Check: checkKeyedCount}
		help, value := walk.M("score.flag.count", "What", fieldLabel(key)), "count"
		switch {
		case key == "track" || key == "forest" || key == "dune":
			f.Value, value = "NAME:VP", "vp"
		case strings.HasPrefix(key, "contracts."):
			f.Value, f.RunOut, f.Check, value = "NAME:CUBES", true, checkKeyedCard, "cubes"
			help = walk.M("score.flag.row", "Row", walk.M("score.row."+strings.TrimPrefix(key, "contracts.")))
		case key == "abilities":
			f.Value, f.RunOut, f.Check, value = "NAME:2A,2B", true, checkKeyed, "abilities"
			help = walk.M("score.flag.abilities")
		}
		// the help names the value in the user's words (NAME:STEINE)
		f.Help = help.With("Value", companion.Term("score.flag.value."+value))
		fs = append(fs, f)
	}
	return fs
}()

func checkWhole(v string) error {
	if _, err := strconv.Atoi(strings.TrimSpace(v)); err != nil {
		return companion.NewProblem("prompt.invalid_number", "Value", v)
	}
	return nil
}

func checkNameFlag(v string) error { return CheckName("", v, nil) }

// checkKeyed accepts NAME:VALUE with a name.
func checkKeyed(v string) error {
	name, _, ok := strings.Cut(v, ":")
	if !ok || strings.TrimSpace(name) == "" {
		return companion.NewProblem("score.problem.flag_keyed", "Value", v)
	}
	return nil
}

// checkKeyedCount accepts NAME:N with a whole number.
func checkKeyedCount(v string) error {
	if err := checkKeyed(v); err != nil {
		return err
	}
	_, n, _ := strings.Cut(v, ":")
	return checkWhole(n)
}

// checkKeyedCard accepts NAME:CUBES, or NAME: for a row with no card.
func checkKeyedCard(v string) error {
	if err := checkKeyed(v); err != nil {
		return err
	}
	_, n, _ := strings.Cut(v, ":")
	_, err := checkCard(n)
	return err
}
