package walk

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
)

// A command line answers a walkthrough's questions with the values of its
// flags (Flag, FlagMode): Given hands each value to the question that
// names its flag, once, in the order the questions come, and says which
// values no question took (Leftover). The front end reads the flags and
// words what Given refuses.

// Given is what a command's flags hold for a walkthrough.
type Given struct {
	// Flags are the walkthrough's flags.
	Flags Flags
	// Typed are the values of each flag given, by name, as typed: one
	// value, each occurrence, or the items of a comma list; an OnOff flag
	// Yes or No. A None flag given is there without values; a flag not
	// given is not there.
	Typed map[string][]string
	// Lex gives the words of the user's language for the tokens of the
	// values (nil: tokens only).
	Lex Lexicon
	// taken records, per question answered from a flag, which flag and
	// which of its values.
	taken map[string]Use
	// keys are, per KeyedValues flag, the keys its questions asked for,
	// in order (a value no question took is told by them).
	keys map[string][]string
}

// Use is the flag a question took its answer from, and which of its
// values (-1 for a one-value flag, or an option's own flag).
type Use struct {
	Flag  string
	Index int
}

// TogetherError: the flags of more than one option of a question were
// given (--furnace and --factory for one action).
type TogetherError struct{ Flags []string }

func (e *TogetherError) Error() string { return "flags together: " + strings.Join(e.Flags, ", ") }

// Spec is the flag of that name.
func (g *Given) Spec(name string) (Flag, bool) {
	for _, s := range g.Flags {
		if s.Name == name {
			return s, true
		}
	}
	return Flag{}, false
}

func (g *Given) changed(name string) bool {
	_, ok := g.Typed[name]
	return ok
}

// Given reports whether a flag was given (an each flag also by its None).
func (g *Given) Given(name string) bool {
	s, ok := g.Spec(name)
	return ok && (g.changed(name) || (s.None != "" && g.changed(s.None)))
}

// Any reports whether any of the walkthrough's flags was given (a Setting
// is none).
func (g *Given) Any() bool {
	for _, s := range g.Flags {
		if !s.Setting && g.Given(s.Name) {
			return true
		}
	}
	return false
}

// AnyOf reports whether any of these flags was given.
func (g *Given) AnyOf(specs Flags) bool {
	for _, s := range specs {
		if g.Given(s.Name) {
			return true
		}
	}
	return false
}

// Values lists what a flag holds, its words in the user's language read
// as the tokens they name ("rot" as red).
func (g *Given) Values(s Flag) []string {
	vs := append([]string(nil), g.Typed[s.Name]...)
	if len(s.Words) > 0 {
		for i, v := range vs {
			vs[i] = s.Words.Canonical(v, g.Lex)
		}
	}
	return vs
}

// Answer returns the answer q's flag gives, if any; the flags of two of
// its options are a *TogetherError.
func (g *Given) Answer(q *Question) (string, bool, error) {
	// A choice whose options have flags of their own (a turn's action):
	// the one given picks it.
	var picked []Option
	for _, o := range q.Options {
		if o.Flag != "" && g.Given(o.Flag) {
			picked = append(picked, o)
		}
	}
	switch {
	case len(picked) == 1:
		g.take(q, picked[0].Flag, -1)
		return picked[0].Value, true, nil
	case len(picked) > 1:
		names := make([]string, len(picked))
		for i, o := range picked {
			names[i] = "--" + o.Flag
		}
		return "", false, &TogetherError{Flags: names}
	}
	s, ok := g.Spec(q.Flag)
	if q.Flag == "" || !ok {
		return "", false, nil
	}
	vals := g.Values(s)
	if c, ok := g.Spec(q.CountOf); ok && q.CountOf != "" && g.Given(c.Name) {
		// A count the values of another flag give (--names Ana,Bo: 2).
		listed := g.Values(c)
		if len(vals) == 0 {
			return strconv.Itoa(len(listed)), true, nil
		}
		// Given both ways, they agree: "--players 3 --names A,B" was told
		// as an empty third name, "--players 2 --names A,B,C" as a C that
		// nothing takes.
		if n, err := strconv.Atoi(strings.TrimSpace(vals[0])); err == nil && n != len(listed) {
			return "", false, companion.NewProblem("walk.problem.count_disagrees", "Flag", "--"+s.Name, "Value", n,
				"Other", "--"+c.Name, "Count", len(listed), "Listed", strings.Join(listed, ", "))
		}
	}
	switch s.Mode {
	case KeyedValues:
		g.askedKey(s.Name, q.Key)
		for i, v := range vals {
			if q.Key == AnyKey && !g.isTaken(s.Name, i) {
				g.take(q, s.Name, i)
				return v, true, nil
			}
			key, rest, ok := strings.Cut(v, ":")
			if ok && companion.SameName(key, q.Key) && !g.isTaken(s.Name, i) { // José typed either way
				g.take(q, s.Name, i)
				return rest, true, nil
			}
		}
		if s.RunOut && g.Given(s.Name) {
			return q.Default, true, nil // no value left for this key: none left
		}
		return "", false, nil
	case EachValue, CommaValues:
		if !g.Given(s.Name) {
			return "", false, nil
		}
		if q.Item > 0 && s.Mode == CommaValues { // the item at its place in the list
			g.take(q, s.Name, q.Item-1)
			if q.Item <= len(vals) {
				return vals[q.Item-1], true, nil
			}
			return q.Default, true, nil
		}
		n := g.count(s.Name)
		g.take(q, s.Name, n)
		if n < len(vals) {
			return vals[n], true, nil
		}
		return q.Default, true, nil // the values ran out: none left
	}
	if len(vals) == 0 {
		return "", false, nil
	}
	g.take(q, s.Name, -1)
	return vals[0], true, nil
}

// askedKey notes that a question asked flag for key.
func (g *Given) askedKey(flag, key string) {
	if key == "" || key == AnyKey {
		return
	}
	if g.keys == nil {
		g.keys = map[string][]string{}
	}
	for _, k := range g.keys[flag] {
		if companion.SameName(k, key) {
			return
		}
	}
	g.keys[flag] = append(g.keys[flag], key)
}

// keyedWhy says why a KeyedValues flag's value v (its index i) went to no
// question: its key was given before (a value of that key was taken), or
// the questions asked for other keys; nil when neither is known.
func (g *Given) keyedWhy(s Flag, vals []string, i int) error {
	key, value, ok := strings.Cut(vals[i], ":")
	if !ok {
		return nil
	}
	for j, o := range vals {
		k, first, _ := strings.Cut(o, ":")
		if j != i && g.isTaken(s.Name, j) && companion.SameName(k, key) {
			return companion.NewProblem("walk.problem.key_twice", "Flag", "--"+s.Name, "Key", key, "First", first, "Second", value)
		}
	}
	asked := g.keys[s.Name]
	if len(asked) == 0 {
		return nil
	}
	return companion.NewProblem("walk.problem.key_unknown", "Flag", "--"+s.Name, "Value", vals[i], "Key", key,
		"Keys", strings.Join(asked, ", "))
}

func (g *Given) take(q *Question, flag string, index int) {
	if g.taken == nil {
		g.taken = map[string]Use{}
	}
	g.taken[q.ID] = Use{flag, index}
}

func (g *Given) isTaken(flag string, index int) bool {
	for _, u := range g.taken {
		if u.Flag == flag && u.Index == index {
			return true
		}
	}
	return false
}

// count is how many questions took a value of the flag.
func (g *Given) count(flag string) int {
	n := 0
	for _, u := range g.taken {
		if u.Flag == flag {
			n++
		}
	}
	return n
}

// Taken is the flag question id took its answer from.
func (g *Given) Taken(id string) (Use, bool) {
	u, ok := g.taken[id]
	return u, ok
}

// GiveBack returns an answer taken back to its flag (it is handed out
// again when the question comes again).
func (g *Given) GiveBack(id string) { delete(g.taken, id) }

// FlagNames are the flags that answer q, for messages: "--furnace";
// "--furnace", "--factory", "--create", "--reinforce"; "--supply",
// "--no-supply"; "--reached", "--reached=false".
func (g *Given) FlagNames(q *Question) []string {
	var names []string
	for _, o := range q.Options {
		if o.Flag != "" {
			names = append(names, "--"+o.Flag)
		}
	}
	if s, ok := g.Spec(q.Flag); ok {
		names = append(names, "--"+q.Flag)
		switch {
		case s.None != "":
			names = append(names, "--"+s.None)
		case s.Mode == OnOff:
			names = append(names, "--"+q.Flag+"=false")
		}
	}
	if _, ok := g.Spec(q.CountOf); ok && q.CountOf != "" {
		names = append(names, "--"+q.CountOf)
	}
	return names
}

// OnOff reports whether q is answered by a flag without a value.
func (g *Given) OnOff(q *Question) bool {
	s, ok := g.Spec(q.Flag)
	return ok && s.Mode == OnOff
}

// Leftover is a flag's value no question took: a value given for nothing
// is a mistake to report, not to drop. Err, when set, says why it is
// refused: the flag's own word (Flag.Unused), or, for a Spare value,
// the game's check (Spare set).
type Leftover struct {
	// Value is as typed, in the user's words ("direito:forno:1"), for the
	// message; the checks read the canonical tokens.
	Flag, Value string
	Err         error
	Spare       bool
}

// Leftover is the first value no question took, nil when every one was
// taken. Flags marked Spare may wait for a reset phase that did not come:
// their values are checked with spare (nil: not at all).
func (g *Given) Leftover(spare func(flag, value string) error) *Leftover {
	for _, s := range g.Flags {
		if !g.Given(s.Name) {
			continue
		}
		vals := g.Values(s)
		typed := func(i int) string { // the value as the user wrote it
			if t := g.Typed[s.Name]; i < len(t) {
				return t[i]
			}
			return vals[i]
		}
		multi := s.Mode == EachValue || s.Mode == KeyedValues || s.Mode == CommaValues
		if s.Spare {
			if spare == nil || s.Mode == OnOff {
				continue
			}
			for i, v := range vals {
				if multi && g.isTaken(s.Name, i) || !multi && g.count(s.Name) > 0 {
					continue
				}
				if err := spare(s.Name, v); err != nil {
					return &Leftover{Flag: s.Name, Value: typed(i), Err: err, Spare: true}
				}
			}
			continue
		}
		if multi {
			for i, v := range vals {
				if !g.isTaken(s.Name, i) && s.Unused != nil {
					return &Leftover{Flag: s.Name, Value: typed(i), Err: s.Words.Speak(s.Unused(v))} // it names the value
				}
				if !g.isTaken(s.Name, i) && s.Mode == KeyedValues {
					return &Leftover{Flag: s.Name, Value: typed(i), Err: g.keyedWhy(s, vals, i)}
				}
				if !g.isTaken(s.Name, i) {
					return &Leftover{Flag: s.Name, Value: typed(i)}
				}
			}
			continue
		}
		if g.count(s.Name) == 0 {
			v := ""
			if len(vals) > 0 && s.Mode != OnOff {
				v = typed(0)
			}
			return &Leftover{Flag: s.Name, Value: v}
		}
	}
	return nil
}
