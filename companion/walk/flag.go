package walk

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// FlagMode says how a command-line flag answers questions.
type FlagMode string

const (
	// OneValue: the flag's value answers the one question that names it.
	OneValue FlagMode = "value"
	// OnOff: a flag without a value ("--reached", "--reached=false")
	// answering a yes/no question.
	OnOff FlagMode = "bool"
	// EachValue: the flag may be given several times; each value answers
	// the next question that names it, in order. Once the values run out,
	// further such questions take their Default ("none left").
	EachValue FlagMode = "each"
	// CommaValues: one value, a comma-separated list; each item answers the
	// next question that names the flag, in order.
	CommaValues FlagMode = "comma"
	// KeyedValues: the flag may be given several times as KEY:VALUE; each
	// answers the question whose Key is KEY, in order (see Flag.RunOut).
	KeyedValues FlagMode = "keyed"
)

// Flag declares a flag that answers a walkthrough's questions. Commands
// declare their flags from these lists, so every question a walkthrough
// asks has its flag.
type Flag struct {
	Name string
	Mode FlagMode
	// Help says what the flag gives, for --help.
	Help Msg
	// Value names the value in --help ("POS", "N").
	Value string
	// Example, when set, is a value shown where the flag is named as the
	// way to answer ("pass --set 45:4=3"): a value the rulebook proves or
	// the form of a value, never printed data made up for the example.
	Example string
	// Words, when set, says which parts of the value are words the
	// screens name in the user's language ("rot" for red): a front end
	// reads them as their tokens before anything else (Words.Canonical),
	// lists what is accepted in them and offers them to complete.
	Words Words
	// Check, when set, checks a value for itself (its spelling, a number's
	// range), before any rule: a wrong value is refused as wrong even where
	// the rules would refuse the move for another reason.
	Check func(value string) error
	// Unused, when set, says why a value of this flag that no question
	// took is refused, where the flag knows better than "not used here"
	// (a fifth name is a fifth player; cubes count only with 2b).
	Unused func(value string) error
	// Spare: the flag may be given when no question needs it (answers kept
	// for a reset phase that may follow, or a table answer only some cards
	// need). Other unused values are refused.
	Spare bool
	// RunOut, for a KeyedValues flag: once the flag is given at all, a
	// question whose key has no value left takes its Default, as EachValue
	// does ("--crown Ana:2 --crown Ana:1": Ana's third Crown card and every
	// card of the others end the row).
	RunOut bool
	// Setting: the flag sets the unit up (the seed of the draws) rather
	// than answering the table's questions; giving it leaves the optional
	// questions asked at a terminal.
	Setting bool
	// None, when set, names a second on/off flag that says this one is
	// given with no values at all ("--no-supply" for --supply).
	None     string
	NoneHelp Msg
}

// Flags is a walkthrough's list of flags.
type Flags []Flag

// Has reports whether a flag of that name is declared (as a flag or as
// one's None).
func (fs Flags) Has(name string) bool {
	for _, f := range fs {
		if f.Name == name || (f.None != "" && f.None == name) {
			return true
		}
	}
	return false
}

// Plus joins lists of flags, each name once (the first declaration wins).
func (fs Flags) Plus(more ...Flags) Flags {
	out := append(Flags(nil), fs...)
	for _, m := range more {
		for _, f := range m {
			if !out.Has(f.Name) {
				out = append(out, f)
			}
		}
	}
	return out
}

// WholeIn is a Flag.Check for a whole number from min to max: any other
// value is refused naming the value and the range.
func WholeIn(min, max int) func(string) error {
	return func(v string) error {
		_, err := ParseWhole(v, min, max)
		return err
	}
}

// ParseWhole reads a whole number from min to max, or says what is wrong
// with v and what is accepted.
func ParseWhole(v string, min, max int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return 0, companion.NewProblem("walk.problem.not_whole", "Value", v, "Min", min, "Max", max)
	}
	if n < min || n > max {
		return 0, companion.NewProblem("prompt.out_of_range", "Value", n, "Min", min, "Max", max)
	}
	return n, nil
}

// OneOf is a Flag.Check for one of a few values (any case): any other is
// refused naming the value and the values accepted.
func OneOf(values ...string) func(string) error {
	q := &Question{Kind: Choice}
	for _, v := range values {
		q.Options = append(q.Options, Option{Value: v})
	}
	return func(v string) error {
		_, err := q.Accept(v)
		return err
	}
}

// OneOfWords is a Flag.Check for one of the tokens of some vocabularies
// (any case; the front end has read the user's words as tokens already):
// any other value is refused naming it and the words accepted, in the
// user's language.
func OneOfWords(vs ...Vocabulary) func(string) error {
	return func(v string) error {
		var items []any
		for _, voc := range vs {
			for _, t := range voc.List() {
				if strings.EqualFold(strings.TrimSpace(v), t) {
					return nil
				}
				items = append(items, locales.Word{Kind: voc.Kind, Token: t})
			}
		}
		return companion.NewProblem("walk.problem.not_option", "Value", v,
			"Accepted", M("walk.accepted.options", "List", locales.List{Items: items}))
	}
}
