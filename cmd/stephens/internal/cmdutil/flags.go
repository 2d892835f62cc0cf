package cmdutil

import (
	"errors"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/pileup-companion/stephens/companion/walk"
)

// flagSource gives the driver the answers a command's flags hold. The
// flags are declared from the walkthroughs' lists (walk.Flags), so every
// question a walkthrough asks has its flag; which question takes which
// value is the engine's (walk.Given).
type FlagSource struct {
	set   *pflag.FlagSet
	Specs walk.Flags
	// spare, when set, checks a value of a Spare flag that no question
	// took against the game (play.CheckSpare): kept for a reset phase that
	// did not come, it must still be one this game could use.
	Spare func(flag, value string) error
	// lex gives the words of the user's language for the tokens of the
	// flags' values (nil: tokens only).
	Lex walk.Lexicon
	// w hands the values out, made from set on first use.
	w *walk.Given
}

// declareFlags adds a walkthrough's flags to a command.
func DeclareFlags(a *App, cmd *cobra.Command, specs walk.Flags) {
	f := cmd.Flags()
	for _, s := range specs {
		help := a.P.Render(s.Help)
		switch s.Mode {
		case walk.OnOff:
			f.Bool(s.Name, false, help)
		case walk.EachValue, walk.KeyedValues:
			f.StringArray(s.Name, nil, help)
		default:
			f.String(s.Name, "", help)
		}
		if s.None != "" {
			f.Bool(s.None, false, a.P.Render(s.NoneHelp))
		}
		if len(s.Words) > 0 {
			words, more := s.Words, cobra.ShellCompDirectiveNoFileComp
			if len(words) > 1 || s.Mode == walk.CommaValues || s.Mode == walk.KeyedValues {
				more |= cobra.ShellCompDirectiveNoSpace // the value goes on after a ':' or ','
			}
			_ = cmd.RegisterFlagCompletionFunc(s.Name, func(_ *cobra.Command, _ []string, start string) ([]string, cobra.ShellCompDirective) {
				return words.Complete(start, a.P.Words), more
			})
		}
	}
}

// flagsOf reads a command's walkthrough flags (after cobra parsed them).
func FlagsOf(a *App, cmd *cobra.Command, specs walk.Flags) *FlagSource {
	return &FlagSource{set: cmd.Flags(), Specs: specs, Lex: a.P.Words}
}

// values hands the flags' values to the questions (walk.Given), read
// from the command line the first time.
func (f *FlagSource) Values() *walk.Given {
	if f.w == nil {
		f.w = &walk.Given{Flags: f.Specs, Typed: map[string][]string{}}
		for _, s := range f.Specs {
			if f.changed(s.Name) {
				f.w.Typed[s.Name] = f.typed(s)
			}
			if s.None != "" && f.changed(s.None) {
				f.w.Typed[s.None] = nil
			}
		}
	}
	f.w.Lex = f.Lex
	return f.w
}

func (f *FlagSource) changed(name string) bool {
	return f.set != nil && f.set.Lookup(name) != nil && f.set.Changed(name)
}

// typed lists what a flag holds as typed: one value, each occurrence, or
// each item of a comma list.
func (f *FlagSource) typed(s walk.Flag) []string {
	switch s.Mode {
	case walk.OnOff:
		on, _ := f.set.GetBool(s.Name)
		if on {
			return []string{walk.Yes}
		}
		return []string{walk.No}
	case walk.EachValue, walk.KeyedValues:
		vs, _ := f.set.GetStringArray(s.Name)
		return append([]string(nil), vs...)
	case walk.CommaValues:
		v, _ := f.set.GetString(s.Name)
		items := strings.Split(v, ",")
		for i := range items {
			items[i] = strings.TrimSpace(items[i])
		}
		return items
	}
	v, _ := f.set.GetString(s.Name)
	return []string{v}
}

func (f *FlagSource) Spec(name string) (walk.Flag, bool) { return f.Values().Spec(name) }

// given reports whether a flag was given (an each flag also by its None).
func (f *FlagSource) Given(name string) bool { return f.Values().Given(name) }

// any reports whether any walkthrough flag was given (a Setting is none).
func (f *FlagSource) Any() bool { return f.Values().Any() }

// anyOf reports whether any of these flags was given.
func (f *FlagSource) AnyOf(specs walk.Flags) bool { return f.Values().AnyOf(specs) }

// check refuses a flag value that is wrong for itself (its spelling, a
// number's range), before any rule: every given value, first thing.
func (f *FlagSource) Check(a *App) error {
	for _, s := range f.Specs {
		if s.None != "" && f.changed(s.Name) && f.changed(s.None) { // "none" and some at once
			return UsageError(a.P.T("error.flags_together", "Flags", "--"+s.Name+", --"+s.None),
				a.P.T("error.none_hint", "None", "--"+s.None, "Flag", "--"+s.Name))
		}
	}
	for _, s := range f.Specs {
		if s.Check == nil {
			continue
		}
		typed := f.Values().Typed[s.Name]
		for i, v := range f.Values().Values(s) {
			if err := s.Check(v); err != nil {
				given := typed[i]
				if s.Mode == walk.CommaValues { // the whole list: an empty item shows where it is
					given, _ = f.set.GetString(s.Name)
				}
				if s.Mode == walk.KeyedValues && keyedList(given) { // "Ana:20,Bo:21": one flag a key
					return a.Invalid(s.Words.Speak(err), a.P.T("error.flag_value", "Flag", "--"+s.Name, "Value", given),
						a.P.T("flags.keyed_once", "Flag", "--"+s.Name, "Each", "--"+s.Name+" "+strings.ReplaceAll(given, ",", " --"+s.Name+" ")))
				}
				return a.BadFlag(s.Words.Speak(err), s.Name, given)
			}
		}
	}
	return nil
}

// keyedList reports whether a KEY:VALUE flag was given several keys at
// once, comma-separated ("Ana:20,Bo:21"), where each key takes its own flag.
func keyedList(v string) bool {
	_, rest, ok := strings.Cut(v, ",")
	return ok && strings.Contains(rest, ":")
}

// badFlag is a flag's value refused for itself: exit 2 with the problem
// (what is wrong, what is accepted) and where it came from.
func (a *App) BadFlag(err error, flag, value string) error {
	return a.Invalid(err, a.P.T("error.flag_value", "Flag", "--"+flag, "Value", value))
}

// withFile refuses the walkthrough's flags given beside --file: the sheet
// file answers every question.
func (f *FlagSource) WithFile(a *App, specs walk.Flags) error {
	for _, s := range specs {
		if f.Given(s.Name) {
			return UsageError(a.P.T("score.file_and_flags", "Flag", "--"+s.Name))
		}
	}
	return nil
}

// answer returns the answer q's flag gives, if any.
func (f *FlagSource) Answer(a *App, q *walk.Question) (string, bool, error) {
	v, ok, err := f.Values().Answer(q)
	var together *walk.TogetherError
	if errors.As(err, &together) {
		return "", false, UsageError(a.P.T("error.flags_together", "Flags", strings.Join(together.Flags, ", ")), a.P.T("error.flags_together_hint"))
	}
	return v, ok, err
}

// giveBack returns an answer taken back to its flag (it is handed out
// again when the question comes again).
func (f *FlagSource) GiveBack(id string) { f.Values().GiveBack(id) }

// nameFor names the flag(s) that answer q, for messages: "--furnace",
// "--furnace, --factory, --create or --reinforce", "--supply or --no-supply",
// "--reached or --reached=false".
func (f *FlagSource) NameFor(a *App, q *walk.Question) string {
	names := f.Values().FlagNames(q)
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + a.P.T("game.or") + " " + names[len(names)-1]
}

// onOff reports whether q is answered by a flag without a value.
func (f *FlagSource) OnOff(q *walk.Question) bool { return f.Values().OnOff(q) }

// leftovers refuses flag values no question took (walk.Given.Leftover):
// a value given for nothing is a mistake to report, not to drop.
func (f *FlagSource) Leftovers(a *App) error {
	l := f.Values().Leftover(f.Spare)
	switch {
	case l == nil:
		return nil
	case l.Spare:
		return a.Invalid(l.Err, a.P.T("error.flag_value", "Flag", "--"+l.Flag, "Value", l.Value))
	case l.Err != nil:
		return a.Invalid(l.Err)
	}
	return UsageError(a.P.T("error.flag_unused", "Flag", "--"+l.Flag, "Value", l.Value))
}

// isNegativeNumber: "-18", "-5": a minus and digits.
func IsNegativeNumber(s string) bool {
	if len(s) < 2 || s[0] != '-' {
		return false
	}
	for _, r := range s[1:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
