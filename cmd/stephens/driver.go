package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pileup-companion/stephens/companion/walk"
)

// driver answers the questions of the core's walkthroughs, one way for all
// of them: from the question's flag; else at a prompt on a terminal; else
// it stops with exit 2 naming the flag and what it accepts. Every answer,
// from a flag or a prompt, is checked by the question itself.
//
// A walkthrough runs as units: one unit is answered in full, then the
// command writes what it recorded, once, and prints what it said. Without
// a terminal a command is one unit; on a terminal the play loop writes each
// turn and each reset step at once.
type driver struct {
	a     *app
	flags *flagSource
	// menu entries a Menu question offers besides its options (the play
	// loop's undo, history and pause); picking one ends the unit with a
	// *menuPick.
	menu []string
	// beforeAsk, when set, runs before each question asked at a prompt,
	// after the lines said so far are shown: a command that keeps what was
	// answered as it goes (a new game, once its draws are made) saves here.
	beforeAsk func() error
}

// errBack: the table stepped back from a question.
var errBack = errors.New("back")

// menuPick is the error a unit ends with when a menu entry was picked.
type menuPick struct{ index int }

func (m *menuPick) Error() string { return fmt.Sprintf("menu entry %d", m.index) }

// newDriver drives walkthroughs with the command's flags (nil: none).
func (a *app) newDriver(flags *flagSource) *driver {
	if flags == nil {
		flags = &flagSource{}
	}
	if flags.lex == nil {
		flags.lex = a.p.Words
	}
	return &driver{a: a, flags: flags}
}

// interactive: questions can be asked at a prompt.
func (d *driver) interactive() bool { return d.a.canPrompt() }

// run answers one unit of a walkthrough and returns the lines it said that
// are not printed yet (on a terminal the lines before each question are
// printed as it is asked; what was recorded is left for after the write).
// Without a terminal the given flags must all have been used.
func (d *driver) run(script walk.Script) ([]walk.Line, error) {
	var answers walk.Answers
	var prompted []bool // per answer: asked at a prompt (back returns to those)
	shown := 0
	for {
		q, lines, err := walk.Step(script, &answers)
		if err != nil {
			if d.interactive() && len(prompted) > 0 && prompted[len(prompted)-1] {
				// The rules refused what the last answer led to: say so and
				// ask that question again.
				d.a.printLines(lines[min(shown, len(lines)):], true)
				fmt.Fprintln(d.a.io.Out, d.a.wrap(d.a.p.T("error.prefix")+": "+d.a.problemText(err).Error()))
				shown = len(lines)
				d.back(&answers, &prompted)
				continue
			}
			return nil, d.a.invalid(err)
		}
		if q == nil {
			if !d.interactive() {
				if err := d.flags.leftovers(d.a); err != nil {
					return nil, err
				}
			}
			return unprinted(lines, shown), nil
		}
		v, fromFlag, err := d.flags.answer(d.a, q)
		if err != nil {
			return nil, err
		}
		if !fromFlag {
			switch {
			case q.FlagOnly, q.Optional && (!d.interactive() || d.flags.any()):
				v = q.Default
			case q.Attended && !d.interactive():
				v = q.Default
			case q.Kind == walk.Ack && !d.interactive():
				v = ""
			case !d.interactive():
				return nil, d.missing(q)
			default:
				d.a.printLines(lines[min(shown, len(lines)):], true)
				shown = len(lines)
				if d.beforeAsk != nil {
					if err := d.beforeAsk(); err != nil {
						return nil, err
					}
				}
				v, err = d.prompt(q, len(prompted) > 0 && slicesContains(prompted, true))
				if errors.Is(err, errBack) {
					d.back(&answers, &prompted)
					continue
				}
				if err != nil {
					return nil, err
				}
			}
		}
		checked, err := q.Accept(v)
		if err != nil {
			return nil, d.refused(q, v, fromFlag, err)
		}
		answers.Set(q.ID, checked)
		prompted = append(prompted, !fromFlag && d.interactive() && !q.FlagOnly)
	}
}

// unprinted is what a unit said that is not on the screen yet: what it
// recorded (held back while asking, shown once written), then the lines
// after the last question.
func unprinted(lines []walk.Line, shown int) []walk.Line {
	shown = min(shown, len(lines))
	var out []walk.Line
	for _, l := range lines[:shown] {
		if l.Style == walk.Done {
			out = append(out, l)
		}
	}
	return append(out, lines[shown:]...)
}

// back takes back answers up to and including the last one given at a
// prompt (answers from flags after it come again from their flags).
func (d *driver) back(a *walk.Answers, prompted *[]bool) {
	for len(*prompted) > 0 {
		last := (*prompted)[len(*prompted)-1]
		*prompted = (*prompted)[:len(*prompted)-1]
		d.flags.giveBack(a.Pop())
		if last {
			return
		}
	}
}

func slicesContains(xs []bool, x bool) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// refused is an answer the question did not accept: from a flag it is
// exit 2 naming the flag, the value and what is accepted.
func (d *driver) refused(q *walk.Question, v string, fromFlag bool, err error) error {
	if s, ok := d.flags.spec(q.Flag); ok {
		err = s.Words.Speak(err) // the tokens in the user's words, from a flag or typed
	}
	if !fromFlag {
		return d.a.invalid(err)
	}
	if q.Kind == walk.Text { // the check says what it takes; name where it came from
		return d.a.invalid(err, d.a.p.T("error.flag_value", "Flag", d.flags.nameFor(d.a, q), "Value", v))
	}
	flag := d.flags.nameFor(d.a, q)
	if (q.Kind == walk.Choice || q.Kind == walk.List) && len(q.Options) == 0 { // not "takes one of none"
		return d.a.invalid(err, d.a.p.T("error.flag_none", "Flag", flag))
	}
	return d.a.invalid(err, d.a.p.T("error.flag_accepts", "Flag", flag, "Accepted", d.a.p.Render(d.accepted(q, d.keyOf(q)))))
}

// missing is exit 2 for a question nobody can answer here.
func (d *driver) missing(q *walk.Question) error {
	p := d.a.p
	flag := d.flags.nameFor(d.a, q)
	if s, ok := d.flags.spec(q.Flag); ok && s.Example != "" && flag == "--"+s.Name {
		flag += " " + s.Example // the one flag that answers it, with its form
	}
	key := d.keyOf(q)
	if key != "" && flag == "--"+q.Flag {
		flag += " " + key + "…" // --bonus-worker Ana:…
	}
	hints := []string{p.T("error.no_terminal_hint", "Flag", flag)}
	if q.Kind != walk.Text && !d.flags.onOff(q) {
		hints = append(hints, p.T("error.accepted", "Accepted", p.Render(d.accepted(q, key))))
	}
	if q.What.ID != "" { // what the question settles, when its prompt is no question
		return usageError(p.T("error.no_terminal", "What", p.Render(q.What)), hints...)
	}
	return usageError(p.T("error.no_terminal_ask", "Question", p.Render(q.Prompt)), hints...)
}

// keyOf is the "KEY:" a keyed flag's value for q starts with (--bonus-worker
// Ana:create:...), or "".
func (d *driver) keyOf(q *walk.Question) string {
	if s, ok := d.flags.spec(q.Flag); ok && s.Mode == walk.KeyedValues && q.Key != "" && q.Key != walk.AnyKey {
		return q.Key + ":"
	}
	return ""
}

// accepted says what q accepts as its flag spells it in the user's
// language: a keyed flag's key first ("Ana:none"), and each token as the
// screens name it ("unten-links" for lower-left).
func (d *driver) accepted(q *walk.Question, key string) walk.Msg {
	s, _ := d.flags.spec(q.Flag)
	if key == "" && len(s.Words) == 0 {
		return q.Accepted()
	}
	c := *q
	c.Options = make([]walk.Option, len(q.Options))
	for i, o := range q.Options {
		o.Value = s.Words.Spoken(key+o.Value, d.flags.lex)
		c.Options[i] = o
	}
	return c.Accepted()
}

// canonical reads the words of the user's language in a value typed for
// q at a prompt as the tokens they name.
func (d *driver) canonical(q *walk.Question, v string) string {
	if s, ok := d.flags.spec(q.Flag); ok {
		return s.Words.Canonical(v, d.flags.lex)
	}
	return v
}

// prompt asks q on the terminal.
func (d *driver) prompt(q *walk.Question, canBack bool) (string, error) {
	p := d.a.p
	ask := d.a.prompter()
	label := p.Render(q.Prompt)
	back := p.T("walk.back")
	switch q.Kind {
	case walk.Choice, walk.Ack, walk.YesNo:
		var values, labels []string
		cursor := 0
		switch q.Kind {
		case walk.Ack:
			values, labels = []string{""}, []string{p.T("prompt.done")}
			if label == "" {
				label = p.T("prompt.continue")
			}
		case walk.YesNo:
			values, labels = []string{walk.Yes, walk.No}, []string{p.T("prompt.yes"), p.T("prompt.no")}
			if offered(q) == walk.No {
				cursor = 1
			}
		default:
			if hasPaths(q) {
				return d.cascade(q, label, canBack)
			}
			for _, o := range q.Options {
				if o.Hidden {
					continue
				}
				if o.Value == offered(q) {
					cursor = len(values)
				}
				values = append(values, o.Value)
				labels = append(labels, p.Render(o.Label))
			}
		}
		n := len(labels)
		menu := d.menuAt(q, canBack)
		labels = append(labels, menu...)
		if canBack {
			labels = append(labels, back)
		}
		k, err := ask.Select(label, labels, cursor)
		if err != nil {
			return "", err
		}
		switch {
		case k < n:
			return values[k], nil
		case k < n+len(menu):
			return "", &menuPick{k - n}
		}
		return "", errBack
	case walk.Number, walk.Text:
		check := func(s string) error {
			if strings.TrimSpace(s) == "" && q.Default != "" {
				return nil // Enter keeps the default
			}
			if _, err := q.Accept(d.canonical(q, s)); err != nil {
				return d.a.problemText(err)
			}
			return nil
		}
		var v string
		var err error
		if q.Kind == walk.Number {
			v, err = ask.Number(label, q.Default, check)
		} else {
			v, err = ask.Text(label, q.Default, check)
		}
		if strings.TrimSpace(v) == "" {
			v = q.Default
		}
		return d.canonical(q, v), err
	case walk.List:
		return d.pickList(q, label, canBack)
	}
	return "", fmt.Errorf("walk: no prompt for a %s question", q.Kind)
}

// menuAt is the menu entries a question offers: those of the front end
// (the play loop's undo, history and pause) on a Menu question and on
// the first question of a unit asked at a prompt, where there is no step
// back to offer instead.
func (d *driver) menuAt(q *walk.Question, canBack bool) []string {
	if q.Menu || !canBack {
		return d.menu
	}
	return nil
}

// offered is the answer a prompt offers first.
func offered(q *walk.Question) string {
	if q.Suggest != "" {
		return q.Suggest
	}
	return q.Default
}
