package walk

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// Answers are the answers given so far, by question ID, in the order given.
type Answers struct {
	ids  []string
	vals map[string]string
}

// Set stores the answer to a question (replacing an earlier one).
func (a *Answers) Set(id, value string) {
	if a.vals == nil {
		a.vals = map[string]string{}
	}
	if _, ok := a.vals[id]; !ok {
		a.ids = append(a.ids, id)
	}
	a.vals[id] = value
}

// Get returns the answer to a question.
func (a *Answers) Get(id string) (string, bool) {
	v, ok := a.vals[id]
	return v, ok
}

// Len is the number of answers.
func (a *Answers) Len() int { return len(a.ids) }

// Pop takes back the last answer and returns its question's ID.
func (a *Answers) Pop() string {
	if len(a.ids) == 0 {
		return ""
	}
	id := a.ids[len(a.ids)-1]
	a.ids = a.ids[:len(a.ids)-1]
	delete(a.vals, id)
	return id
}

// IDs lists the answered questions in the order answered.
func (a *Answers) IDs() []string { return slices.Clone(a.ids) }

// Values of a yes/no answer.
const (
	Yes = "yes"
	No  = "no"
)

// Accept checks an answer given to q and returns it in its usual
// spelling, or a *companion.Problem naming the value and what is accepted.
func (q *Question) Accept(raw string) (string, error) {
	v := strings.TrimSpace(raw)
	switch q.Kind {
	case Ack:
		return "", nil
	case Choice:
		if o, ok := q.option(v); ok {
			if why := q.unavailable(o); why != nil && q.RefuseUnavailable {
				return "", why
			}
			return o, nil
		}
		if q.Check != nil {
			c, err := q.Check(v)
			if err != nil {
				return "", err
			}
			if o, ok := q.option(c); ok {
				return o, nil
			}
		}
		return "", q.notOption(v)
	case Number:
		n, err := strconv.Atoi(v)
		if err != nil {
			return "", q.notWhole(v)
		}
		v = strconv.Itoa(n)
		if q.Check != nil {
			// The rules first: they say in their own words why a number is
			// refused ("26 is off the influence track"); the bounds still hold.
			if v, err = q.Check(v); err != nil {
				return "", err
			}
			if n, err = strconv.Atoi(v); err != nil {
				return "", companion.NewProblem("prompt.invalid_number", "Value", v)
			}
		}
		if q.Max >= q.Min && (n < q.Min || n > q.Max) {
			if q.Check != nil { // the question may say where its bounds come from
				if _, err := q.Check(v); err != nil {
					return "", err
				}
			}
			return "", companion.NewProblem("prompt.out_of_range", "Value", n, "Min", q.Min, "Max", q.Max)
		}
		if n < q.Min {
			return "", companion.NewProblem("prompt.below_min", "Value", n, "Min", q.Min)
		}
		return v, nil
	case YesNo:
		switch strings.ToLower(v) {
		case "yes", "y", "true", "1":
			v = Yes
		case "no", "n", "false", "0":
			v = No
		default:
			return "", companion.NewProblem("walk.problem.yes_no", "Value", v)
		}
	case List:
		var picked []string
		for _, item := range strings.Split(v, ",") {
			item = strings.TrimSpace(item)
			if item == "" {
				continue
			}
			o, ok := q.option(item)
			if !ok && q.Check == nil {
				return "", q.notOption(item)
			}
			if !ok {
				o = item // Check explains it below
			}
			if slices.Contains(picked, o) {
				return "", companion.NewProblem("walk.problem.twice", "Value", o)
			}
			picked = append(picked, o)
		}
		v = strings.Join(picked, ",")
	}
	if q.Check != nil {
		c, err := q.Check(v)
		if err != nil {
			return "", err
		}
		v = c
	}
	if q.Kind == List {
		for _, item := range Split(v) {
			if _, ok := q.option(item); !ok {
				return "", q.notOption(item)
			}
		}
	}
	return v, nil
}

// option finds the option a value names, ignoring case.
func (q *Question) option(v string) (string, bool) {
	for _, o := range q.Options {
		if strings.EqualFold(o.Value, v) {
			return o.Value, true
		}
	}
	return "", false
}

// unavailable is why the rules do not allow option value now, or nil.
func (q *Question) unavailable(value string) error {
	for _, o := range q.Options {
		if o.Value == value && o.Unavailable.ID != "" {
			return &companion.Problem{ID: o.Unavailable.ID, Args: o.Unavailable.Args}
		}
	}
	return nil
}

// notWhole refuses what is not a whole number at a Number question,
// naming the numbers it takes (play test pt1 F2: „drei“ and an empty
// line were refused without a word of what is accepted).
func (q *Question) notWhole(v string) error {
	if digits := strings.TrimLeft(v, "+-"); digits != "" && strings.Trim(digits, "0123456789") == "" && q.Max >= q.Min {
		return companion.NewProblem("prompt.out_of_range", "Value", v, "Min", q.Min, "Max", q.Max) // too many digits for a number
	}
	id := "walk.number.not_whole"
	if v == "" {
		id = "walk.number.empty"
	}
	if q.Max < q.Min {
		id += "_from"
	}
	return companion.NewProblem(id, "Value", v, "Min", q.Min, "Max", q.Max)
}

func (q *Question) notOption(v string) error {
	if len(q.Options) == 0 {
		return companion.NewProblem("walk.problem.no_options", "Value", v)
	}
	return companion.NewProblem("walk.problem.not_option", "Value", v, "Accepted", q.Accepted())
}

// maxListed is the most options Accepted names one by one; above it,
// shownOfMany of them are named and the rest counted.
const (
	maxListed   = 16
	shownOfMany = 8
)

// Accepted says what the question accepts, for error hints: its options'
// values, its bounds, yes or no.
func (q *Question) Accepted() Msg {
	switch q.Kind {
	case Choice, List:
		var items []any // an option the rules do not allow now is not accepted
		for _, o := range q.Options {
			if o.Unavailable.ID == "" {
				items = append(items, o.Value)
			}
		}
		// A long list (every delivery a reset's supply allows) would
		// bury the hint: a few show the form, with how many more there are.
		if len(items) > maxListed {
			return M("walk.accepted.some", "List", locales.List{Items: items[:shownOfMany]}, "More", len(items)-shownOfMany)
		}
		return M("walk.accepted.options", "List", locales.List{Items: items})
	case Number:
		if q.Max >= q.Min {
			return M("walk.accepted.range", "Min", q.Min, "Max", q.Max)
		}
		return M("walk.accepted.from", "Min", q.Min)
	case YesNo:
		return M("walk.accepted.yes_no")
	}
	if q.Accepts.ID != "" {
		return q.Accepts
	}
	return M("walk.accepted.text")
}

// Split reads a List answer.
func Split(v string) []string {
	if v == "" {
		return nil
	}
	return strings.Split(v, ",")
}

// The typed forms of Ask.

// Choose asks a Choice (or Text) question.
func (t *T) Choose(q *Question) (string, error) { return t.Ask(q) }

// Number asks a Number question.
func (t *T) Number(q *Question) (int, error) {
	v, err := t.Ask(q)
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(v)
}

// Yes asks a YesNo question.
func (t *T) Yes(q *Question) (bool, error) {
	v, err := t.Ask(q)
	return v == Yes, err
}

// Pick asks a List question.
func (t *T) Pick(q *Question) ([]string, error) {
	v, err := t.Ask(q)
	return Split(v), err
}

// Wait shows the lines said so far and waits for the table (an Ack).
func (t *T) Wait(id string, prompt Msg) error {
	_, err := t.Ask(&Question{ID: id, Kind: Ack, Prompt: prompt})
	return err
}

// GoesOn: some option of a question asked in parts goes on after these
// parts ("Ana:lower-left" of "Ana:lower-left:orange").
func (q *Question) GoesOn(parts string) bool {
	for _, o := range q.Options {
		if !o.Hidden && strings.HasPrefix(o.Value, parts+":") {
			return true
		}
	}
	return false
}

// PartAsk is the question the options after these parts ask for their
// next part (Option.PathAsk); zero when none of them words one.
func (q *Question) PartAsk(prefix []string) Msg {
	level := len(prefix)
	for _, o := range q.Options {
		parts := strings.Split(o.Value, ":")
		if o.Hidden || len(o.PathAsk) <= level || len(parts) <= level || !slices.Equal(parts[:level], prefix) {
			continue
		}
		if o.PathAsk[level].ID != "" {
			return o.PathAsk[level]
		}
	}
	return Msg{}
}
