package score

import (
	"strconv"
	"strings"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Flags answer the score sheet walkthrough from the command line: the
// players, the solo choices, and each player's counts as NAME:VALUE, once
// per player (a contract row once per card, first placed first). Built on
// first use: most runs never score.
var Flags = sync.OnceValue(func() walk.Flags {
	fs := walk.Flags{
		{Name: "players", Value: "N", Help: walk.M("score.flag.players", "Max", MaxPlayers), Check: walk.WholeIn(1, MaxPlayers)},
		{Name: "names", Mode: walk.CommaValues, Value: "NAME,NAME", Help: walk.M("score.flag.names"), Check: checkNameFlag},
		{Name: "difficulty", Value: "LEVEL", Help: walk.M("score.flag.difficulty"), Check: walk.OneOfWords(difficultyWords, noneWords),
			Words: walk.Words{{difficultyWords, noneWords}}},
		{Name: "opponent", Value: "LEVEL", Help: walk.M("score.flag.opponent"), Check: walk.OneOfWords(opponentWords, noneWords),
			Words: walk.Words{{opponentWords, noneWords}}},
	}
	for _, key := range Fields[1:] {
		f := walk.Flag{Name: FieldFlag(key), Mode: walk.KeyedValues, Value: "NAME:N", Check: checkKeyedCount(key)}
		help, value := walk.M("score.flag.count", "What", fieldLabel(key)), "count"
		switch {
		case key == "track" || key == "forest" || key == "dune":
			f.Value, value = "NAME:VP", "vp"
		case strings.HasPrefix(key, "contracts."):
			f.Value, f.RunOut, f.Check, value = "NAME:CUBES", true, checkKeyedCard, "cubes"
			help = walk.M("score.flag.row", "Row", walk.M("score.row."+strings.TrimPrefix(key, "contracts.")))
		case key == "abilities":
			f.Value, f.RunOut, f.Check, value = "NAME:2a,2b", true, checkKeyedAbilities, "abilities"
			help = walk.M("score.flag.abilities")
		case key == "cubes" || strings.HasPrefix(key, "accessories."):
			// asked only with 2b (cubes) or 2e (accessories): say so
			ability, flag := "2b", "--"+f.Name
			if key != "cubes" {
				ability = "2e"
			}
			f.Unused = func(v string) error {
				name, _, _ := strings.Cut(v, ":")
				return companion.NewProblem("lang.problem.needs_ability", "Name", name, "Ability", ability, "Flag", flag, "Value", v)
			}
		}
		// the help names the value in the user's words (NAME:STEINE)
		f.Help = help.With("Value", companion.Term("score.flag.value."+value))
		fs = append(fs, f)
	}
	return fs
})

// The words of the solo levels (locales "word.<kind>.<token>").
var (
	difficultyWords = walk.Vocabulary{Kind: "difficulty", Tokens: Difficulties}
	opponentWords   = walk.Vocabulary{Kind: "opponent", Tokens: Difficulties}
	noneWords       = walk.Vocabulary{Kind: "none", Tokens: []string{none}}
)

func checkNameFlag(v string) error { return CheckName("", v, nil) }

// checkKeyed accepts NAME:VALUE with a name.
func checkKeyed(v string) error {
	name, _, ok := strings.Cut(v, ":")
	if !ok || strings.TrimSpace(name) == "" {
		return companion.NewProblem("score.problem.flag_keyed", "Value", v)
	}
	return nil
}

// checkKeyedCount accepts NAME:N with a value the field takes: a forest
// or dune score, a space of the influence track, a count.
func checkKeyedCount(key string) func(string) error {
	return func(v string) error {
		if err := checkKeyed(v); err != nil {
			return err
		}
		name, s, _ := strings.Cut(v, ":")
		name, s = strings.TrimSpace(name), strings.TrimSpace(s)
		n, err := strconv.Atoi(s)
		switch {
		case key == "forest" || key == "dune":
			if err != nil {
				lo, mid, hi := sectorList()
				return problem("score.problem.not_"+key, name, "Value", s, "Low", lo, "Mid", mid, "High", hi)
			}
			return CheckSector(name, key, n)
		case key == "influence":
			if err != nil {
				return problem("walk.problem.not_whole", name, "Value", s, "Min", 0, "Max", MaxInfluence())
			}
			return CheckInfluence(name, n)
		case err != nil:
			return problem("walk.problem.not_whole", name, "Value", s, "Min", 0, "Max", MaxCount)
		}
		return CheckCount(name, n)
	}
}

// checkKeyedAbilities accepts NAME:2a,2b (NAME: for none) with abilities
// that exist, each once.
func checkKeyedAbilities(v string) error {
	if err := checkKeyed(v); err != nil {
		return err
	}
	name, s, _ := strings.Cut(v, ":")
	seen := map[string]bool{}
	for _, id := range strings.Split(s, ",") {
		id = strings.ToLower(strings.TrimSpace(id))
		switch {
		case id == "":
		case !companion.IsAbility(id):
			return problem("score.problem.unknown_ability", strings.TrimSpace(name), "Value", id)
		case seen[id]:
			return problem("score.problem.ability_twice", strings.TrimSpace(name), "Value", id)
		}
		seen[id] = true
	}
	return nil
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
