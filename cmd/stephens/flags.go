package main

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/pileup-companion/stephens/companion/walk"
)

// flagSource gives the driver the answers a command's flags hold. The
// flags are declared from the walkthroughs' lists (walk.Flags), so every
// question a walkthrough asks has its flag; which question takes which
// value is the engine's (walk.Given).
type flagSource struct {
	set   *pflag.FlagSet
	specs walk.Flags
	// spare, when set, checks a value of a Spare flag that no question
	// took against the game (play.CheckSpare): kept for a reset phase that
	// did not come, it must still be one this game could use.
	spare func(flag, value string) error
	// lex gives the words of the user's language for the tokens of the
	// flags' values (nil: tokens only).
	lex walk.Lexicon
	// w hands the values out, made from set on first use.
	w *walk.Given
}

// declareFlags adds a walkthrough's flags to a command.
func declareFlags(a *app, cmd *cobra.Command, specs walk.Flags) {
	f := cmd.Flags()
	for _, s := range specs {
		help := a.p.Render(s.Help)
		switch s.Mode {
		case walk.OnOff:
			f.Bool(s.Name, false, help)
		case walk.EachValue, walk.KeyedValues:
			f.StringArray(s.Name, nil, help)
		default:
			f.String(s.Name, "", help)
		}
		if s.None != "" {
			f.Bool(s.None, false, a.p.Render(s.NoneHelp))
		}
		if len(s.Words) > 0 {
			words, more := s.Words, cobra.ShellCompDirectiveNoFileComp
			if len(words) > 1 || s.Mode == walk.CommaValues || s.Mode == walk.KeyedValues {
				more |= cobra.ShellCompDirectiveNoSpace // the value goes on after a ':' or ','
			}
			_ = cmd.RegisterFlagCompletionFunc(s.Name, func(_ *cobra.Command, _ []string, start string) ([]string, cobra.ShellCompDirective) {
				return words.Complete(start, a.p.Words), more
			})
		}
	}
}

// flagsOf reads a command's walkthrough flags (after cobra parsed them).
func flagsOf(a *app, cmd *cobra.Command, specs walk.Flags) *flagSource {
	return &flagSource{set: cmd.Flags(), specs: specs, lex: a.p.Words}
}

// values hands the flags' values to the questions (walk.Given), read
// from the command line the first time.
func (f *flagSource) values() *walk.Given {
	if f.w == nil {
		f.w = &walk.Given{Flags: f.specs, Typed: map[string][]string{}}
		for _, s := range f.specs {
			if f.changed(s.Name) {
				f.w.Typed[s.Name] = f.typed(s)
			}
			if s.None != "" && f.changed(s.None) {
				f.w.Typed[s.None] = nil
			}
		}
	}
	f.w.Lex = f.lex
	return f.w
}

func (f *flagSource) changed(name string) bool {
	return f.set != nil && f.set.Lookup(name) != nil && f.set.Changed(name)
}

// typed lists what a flag holds as typed: one value, each occurrence, or
// each item of a comma list.
func (f *flagSource) typed(s walk.Flag) []string {
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

// given reports whether a flag was given (an each flag also by its None).
func (f *flagSource) given(name string) bool { return f.values().Given(name) }

// any reports whether any walkthrough flag was given (a Setting is none).
func (f *flagSource) any() bool { return f.values().Any() }

// anyOf reports whether any of these flags was given.
func (f *flagSource) anyOf(specs walk.Flags) bool { return f.values().AnyOf(specs) }

// check refuses a flag value that is wrong for itself (its spelling, a
// number's range), before any rule: every given value, first thing.
func (f *flagSource) check(a *app) error {
	for _, s := range f.specs {
		if s.None != "" && f.changed(s.Name) && f.changed(s.None) { // "none" and some at once
			return usageError(a.p.T("error.flags_together", "Flags", "--"+s.Name+", --"+s.None),
				a.p.T("error.none_hint", "None", "--"+s.None, "Flag", "--"+s.Name))
		}
	}
	for _, s := range f.specs {
		if s.Check == nil {
			continue
		}
		typed := f.values().Typed[s.Name]
		for i, v := range f.values().Values(s) {
			if err := s.Check(v); err != nil {
				given := typed[i]
				if s.Mode == walk.CommaValues { // the whole list: an empty item shows where it is
					given, _ = f.set.GetString(s.Name)
				}
				if s.Mode == walk.KeyedValues && keyedList(given) { // "Ana:20,Bo:21": one flag a key
					return a.invalid(s.Words.Speak(err), a.p.T("error.flag_value", "Flag", "--"+s.Name, "Value", given),
						a.p.T("flags.keyed_once", "Flag", "--"+s.Name, "Each", "--"+s.Name+" "+strings.ReplaceAll(given, ",", " --"+s.Name+" ")))
				}
				return a.badFlag(s.Words.Speak(err), s.Name, given)
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
func (a *app) badFlag(err error, flag, value string) error {
	return a.invalid(err, a.p.T("error.flag_value", "Flag", "--"+flag, "Value", value))
}

// withFile refuses the walkthrough's flags given beside --file: the sheet
// file answers every question.
func (f *flagSource) withFile(a *app, specs walk.Flags) error {
	for _, s := range specs {
		if f.given(s.Name) {
			return usageError(a.p.T("score.file_and_flags", "Flag", "--"+s.Name))
		}
	}
	return nil
}
