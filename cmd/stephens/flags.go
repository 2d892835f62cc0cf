package main

import (
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
)

// flagSource gives the driver the answers a command's flags hold. The
// flags are declared from the walkthroughs' lists (walk.Flags), so every
// question a walkthrough asks has its flag.
type flagSource struct {
	set   *pflag.FlagSet
	specs walk.Flags
	// taken records, per question answered from a flag, which flag and
	// which of its values (-1 for a one-value flag, or a picked option).
	taken map[string]flagUse
	// spare, when set, checks a value of a Spare flag that no question
	// took against the game (play.CheckSpare): kept for a reset phase that
	// did not come, it must still be one this game could use.
	spare func(flag, value string) error
	// lex gives the words of the user's language for the tokens of the
	// flags' values (nil: tokens only).
	lex walk.Lexicon
}

type flagUse struct {
	flag  string
	index int
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

func (f *flagSource) spec(name string) (walk.Flag, bool) {
	for _, s := range f.specs {
		if s.Name == name {
			return s, true
		}
	}
	return walk.Flag{}, false
}

func (f *flagSource) changed(name string) bool {
	return f.set != nil && f.set.Lookup(name) != nil && f.set.Changed(name)
}

// given reports whether a flag was given (an each flag also by its None).
func (f *flagSource) given(name string) bool {
	s, ok := f.spec(name)
	return ok && (f.changed(name) || (s.None != "" && f.changed(s.None)))
}

// any reports whether any walkthrough flag was given (a Setting is none).
func (f *flagSource) any() bool {
	for _, s := range f.specs {
		if !s.Setting && f.given(s.Name) {
			return true
		}
	}
	return false
}

// anyOf reports whether any of these flags was given.
func (f *flagSource) anyOf(specs walk.Flags) bool {
	for _, s := range specs {
		if f.given(s.Name) {
			return true
		}
	}
	return false
}

// values lists what a flag holds: one value, each occurrence, or each
// item of a comma list, its words in the user's language read as the
// tokens they name ("rot" as red).
func (f *flagSource) values(s walk.Flag) []string {
	vs := f.typed(s)
	if len(s.Words) > 0 {
		for i, v := range vs {
			vs[i] = s.Words.Canonical(v, f.lex)
		}
	}
	return vs
}

// typed lists what a flag holds as typed.
func (f *flagSource) typed(s walk.Flag) []string {
	if !f.changed(s.Name) {
		return nil
	}
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
		typed := f.typed(s)
		for i, v := range f.values(s) {
			if err := s.Check(v); err != nil {
				given := typed[i]
				if s.Mode == walk.CommaValues { // the whole list: an empty item shows where it is
					given, _ = f.set.GetString(s.Name)
				}
				return a.badFlag(s.Words.Speak(err), s.Name, given)
			}
		}
	}
	return nil
}

// badFlag is a flag's value refused for itself: exit 2 with the problem
// (what is wrong, what is accepted) and where it came from.
func (a *app) badFlag(err error, flag, value string) error {
	return a.invalid(err, a.p.T("error.flag_value", "Flag", "--"+flag, "Value", value))
}

// answer returns the answer q's flag gives, if any.
func (f *flagSource) answer(a *app, q *walk.Question) (string, bool, error) {
	// A choice whose options have flags of their own (a turn's action):
	// the one given picks it.
	var picked []walk.Option
	for _, o := range q.Options {
		if o.Flag != "" && f.given(o.Flag) {
			picked = append(picked, o)
		}
	}
	switch {
	case len(picked) == 1:
		f.take(q, picked[0].Flag, -1)
		return picked[0].Value, true, nil
	case len(picked) > 1:
		names := make([]string, len(picked))
		for i, o := range picked {
			names[i] = "--" + o.Flag
		}
		return "", false, usageError(a.p.T("error.flags_together", "Flags", strings.Join(names, ", ")), a.p.T("error.flags_together_hint"))
	}
	s, ok := f.spec(q.Flag)
	if q.Flag == "" || !ok {
		return "", false, nil
	}
	vals := f.values(s)
	if len(vals) == 0 && q.CountOf != "" {
		// A count the values of another flag give (--names Ana,Bo: 2).
		if c, ok := f.spec(q.CountOf); ok && f.given(c.Name) {
			return strconv.Itoa(len(f.values(c))), true, nil
		}
	}
	switch s.Mode {
	case walk.KeyedValues:
		for i, v := range vals {
			if q.Key == walk.AnyKey && !f.isTaken(s.Name, i) {
				f.take(q, s.Name, i)
				return v, true, nil
			}
			key, rest, ok := strings.Cut(v, ":")
			if ok && companion.SameName(key, q.Key) && !f.isTaken(s.Name, i) { // José typed either way
				f.take(q, s.Name, i)
				return rest, true, nil
			}
		}
		if s.RunOut && f.given(s.Name) {
			return q.Default, true, nil // no value left for this key: none left
		}
		return "", false, nil
	case walk.EachValue, walk.CommaValues:
		if !f.given(s.Name) {
			return "", false, nil
		}
		if q.Item > 0 && s.Mode == walk.CommaValues { // the item at its place in the list
			f.take(q, s.Name, q.Item-1)
			if q.Item <= len(vals) {
				return vals[q.Item-1], true, nil
			}
			return q.Default, true, nil
		}
		n := f.count(s.Name)
		f.take(q, s.Name, n)
		if n < len(vals) {
			return vals[n], true, nil
		}
		return q.Default, true, nil // the values ran out: none left
	}
	if len(vals) == 0 {
		return "", false, nil
	}
	f.take(q, s.Name, -1)
	return vals[0], true, nil
}

func (f *flagSource) take(q *walk.Question, flag string, index int) {
	if f.taken == nil {
		f.taken = map[string]flagUse{}
	}
	f.taken[q.ID] = flagUse{flag, index}
}

func (f *flagSource) isTaken(flag string, index int) bool {
	for _, u := range f.taken {
		if u.flag == flag && u.index == index {
			return true
		}
	}
	return false
}

// count is how many questions took a value of the flag.
func (f *flagSource) count(flag string) int {
	n := 0
	for _, u := range f.taken {
		if u.flag == flag {
			n++
		}
	}
	return n
}

// giveBack returns an answer taken back to its flag (it is handed out
// again when the question comes again).
func (f *flagSource) giveBack(id string) { delete(f.taken, id) }

// nameFor names the flag(s) that answer q, for messages: "--furnace",
// "--furnace, --factory, --create or --reinforce", "--supply or --no-supply",
// "--reached or --reached=false".
func (f *flagSource) nameFor(a *app, q *walk.Question) string {
	var names []string
	for _, o := range q.Options {
		if o.Flag != "" {
			names = append(names, "--"+o.Flag)
		}
	}
	if s, ok := f.spec(q.Flag); ok {
		names = append(names, "--"+q.Flag)
		switch {
		case s.None != "":
			names = append(names, "--"+s.None)
		case s.Mode == walk.OnOff:
			names = append(names, "--"+q.Flag+"=false")
		}
	}
	if _, ok := f.spec(q.CountOf); ok && q.CountOf != "" {
		names = append(names, "--"+q.CountOf)
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + a.p.T("game.or") + " " + names[len(names)-1]
}

// onOff reports whether q is answered by a flag without a value.
func (f *flagSource) onOff(q *walk.Question) bool {
	s, ok := f.spec(q.Flag)
	return ok && s.Mode == walk.OnOff
}

// leftovers refuses flag values no question took: a value given for
// nothing is a mistake to report, not to drop. Flags marked Spare may wait
// for a reset phase that did not come.
func (f *flagSource) leftovers(a *app) error {
	for _, s := range f.specs {
		if !f.given(s.Name) {
			continue
		}
		vals := f.values(s)
		if s.Spare {
			if err := f.checkSpare(a, s, vals); err != nil {
				return err
			}
			continue
		}
		switch s.Mode {
		case walk.KeyedValues, walk.EachValue, walk.CommaValues:
			for i, v := range vals {
				if !f.isTaken(s.Name, i) && s.Unused != nil {
					return a.invalid(s.Words.Speak(s.Unused(v))) // it names the value
				}
				if !f.isTaken(s.Name, i) {
					return usageError(a.p.T("error.flag_unused", "Flag", "--"+s.Name, "Value", v))
				}
			}
			continue
		}
		if f.count(s.Name) == 0 {
			v := ""
			if len(vals) > 0 && s.Mode != walk.OnOff {
				v = vals[0]
			}
			return usageError(a.p.T("error.flag_unused", "Flag", "--"+s.Name, "Value", v))
		}
	}
	return nil
}

// checkSpare checks the values of a Spare flag no question took against
// the game.
func (f *flagSource) checkSpare(a *app, s walk.Flag, vals []string) error {
	if f.spare == nil || s.Mode == walk.OnOff {
		return nil
	}
	for i, v := range vals {
		multi := s.Mode == walk.EachValue || s.Mode == walk.KeyedValues || s.Mode == walk.CommaValues
		if multi && f.isTaken(s.Name, i) || !multi && f.count(s.Name) > 0 {
			continue
		}
		if err := f.spare(s.Name, v); err != nil {
			return a.invalid(err, a.p.T("error.flag_value", "Flag", "--"+s.Name, "Value", v))
		}
	}
	return nil
}
