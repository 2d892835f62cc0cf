package drive

import (
	"errors"
	"fmt"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/rules"
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
type Driver struct {
	a     *cmdutil.App
	flags *cmdutil.FlagSource
	// menu entries a Menu question offers besides its options (the play
	// loop's undo, history and pause); picking one ends the unit with a
	// *menuPick.
	Menu []string
	// draft, when set, is where the answers of the unit in progress are
	// kept (see driver_draft.go).
	Draft *DraftSpot
	// recapNext: the next unit shows the lines that say again where the
	// table is (walk.Line.Recap): the table comes back to the walkthrough.
	RecapNext bool
	// offers are answers taken back with "back", offered again at their
	// question (Enter keeps them).
	offers map[string]string
	// auto: the last answer was the only one there was (said, not asked);
	// back goes past it.
	auto bool
	// The unit in progress, for a question answered in parts at a prompt
	// (a cascade, a list) to keep its parts in the draft as they are
	// picked: the answers so far, the part-answered question, and the
	// parts a resumed draft brought back for it.
	cur      *walk.Answers
	curAsked []answerBy
	open     *walk.Draft // only Open and Parts
	reopen   *walk.Draft
	// given: the unit holds answers the command line gave (its flags, a
	// setting), or a draft brought back: its draft is kept even before
	// anything is typed at a prompt.
	given bool
	// game is the game whose rule topics the questions name (rule_help.go).
	game rules.Game
	// ruleAt: the cursor of the list '?' was pressed at (rule_help.go).
	ruleAt *ruleCursor
}

// answerBy says where an answer of the unit in progress came from.
type answerBy uint8

const (
	// byRules: a flag, a default, or the only choice there was (said, not
	// asked).
	byRules answerBy = iota
	// byTable: given at a prompt; back returns to it.
	byTable
	// byConfirm: a "Done" at a prompt (an Ack): back returns to it, but it
	// is no answer the table gave.
	byConfirm
)

// atPrompt: the answer was given at a prompt (back returns to it).
func (b answerBy) atPrompt() bool { return b != byRules }

// errBack: the table stepped back from a question.
var ErrBack = errors.New("back")

// menuPick is the error a unit ends with when a menu entry was picked.
type MenuPick struct{ Index int }

func (m *MenuPick) Error() string { return fmt.Sprintf("menu entry %d", m.Index) }

// newDriver drives walkthroughs with the command's flags (nil: none).
func NewDriver(a *cmdutil.App, flags *cmdutil.FlagSource) *Driver {
	if flags == nil {
		flags = &cmdutil.FlagSource{}
	}
	if flags.Lex == nil {
		flags.Lex = a.P.Words
	}
	return &Driver{a: a, flags: flags}
}

// interactive: questions can be asked at a prompt.
func (d *Driver) Interactive() bool { return d.a.CanPrompt() }

// run answers one unit of a walkthrough and returns the lines it said that
// are not printed yet (on a terminal the lines before each question are
// printed as it is asked; what was recorded is left for after the write).
// Without a terminal the given flags must all have been used. A command
// that gives the driver a draft spot gets the unit's answers kept there as
// they are given, and a unit it left open comes back from there; once what
// the unit recorded is written, the command calls settle.
func (d *Driver) Run(script walk.Script) ([]walk.Line, error) {
	answers := &walk.Answers{}
	var prompted []answerBy // per answer: where it came from (back returns to those given at a prompt)
	var last *walk.Question // the question answered last: a refusal names its rule
	shown := 0
	keeping := d.keeping()
	resumed := false
	d.given = d.Draft != nil && len(d.Draft.Settings) > 0
	if keeping {
		d.a.StopHints.Set(d.keptHints(0)...)
		var err error
		if answers, prompted, err = d.resumeDraft(script); err != nil {
			return nil, err
		}
		resumed = answers.Len() > 0 || d.reopen != nil
		d.given = d.given || resumed
	}
	recap := d.RecapNext
	d.RecapNext = false
	defer func() { d.offers, d.reopen, d.open, d.cur, d.curAsked = nil, nil, nil, nil, nil }()
	for {
		q, lines, asked, err := walk.Trace(script, answers)
		lines = walk.Recapped(lines, recap)
		if err != nil {
			if d.Interactive() && len(prompted) > 0 && prompted[len(prompted)-1].atPrompt() {
				// The rules refused what the last answer led to: say so and
				// ask that question again.
				PrintLines(d.a, lines[min(shown, len(lines)):], true)
				fmt.Fprintln(d.a.IO.Out, d.a.Wrap(d.a.P.T("error.prefix")+": "+d.a.ProblemText(err).Error()))
				if rule := refusalRule(d.a, d.rulesOf(), last, err, true); rule != "" {
					fmt.Fprintln(d.a.IO.Out, d.a.Wrap("  "+rule))
				}
				shown = len(lines)
				d.back(answers, &prompted)
				continue
			}
			return nil, d.a.Invalid(err, hintsOf(refusalRule(d.a, d.rulesOf(), last, err, false))...)
		}
		if q == nil {
			if !d.Interactive() {
				if err := d.flags.Leftovers(d.a); err != nil {
					return nil, err
				}
			}
			return walk.Unprinted(lines, shown), nil
		}
		v, fromFlag, err := d.flags.Answer(d.a, q)
		if err != nil {
			return nil, err
		}
		d.given = d.given || fromFlag
		atPrompt := false
		if !fromFlag {
			switch {
			case q.FlagOnly, q.Optional && (!d.Interactive() || d.flags.Any() && !q.Attended):
				v = q.Default
			case q.Attended && !d.Interactive():
				v = q.Default
			case q.Kind == walk.Ack && !d.Interactive():
				v = ""
			case !d.Interactive():
				return nil, d.missing(q)
			default:
				// The answers so far are kept before the table is asked
				// (a command its flags answer in full keeps none).
				if keeping {
					if err := d.keepDraft(answers, prompted); err != nil {
						return nil, err
					}
				}
				if resumed { // what was said and answered before the break
					d.printResumed(lines, asked)
					if r := d.reopen; r != nil && r.Open == q.ID {
						fmt.Fprintln(d.a.IO.Out, d.partsLine(q, r.Parts))
					}
					resumed = false
				} else {
					PrintLines(d.a, lines[min(shown, len(lines)):], true)
				}
				shown = len(lines)
				d.auto, atPrompt = false, true
				d.cur, d.curAsked = answers, prompted
				v, err = d.askRule(q, anyAtPrompt(prompted))
				d.open = nil
				if errors.Is(err, ErrBack) {
					d.back(answers, &prompted)
					continue
				}
				if err != nil {
					if keeping {
						return nil, d.interrupted(err)
					}
					return nil, err
				}
			}
		}
		checked, err := q.Accept(v)
		if err != nil {
			return nil, d.refused(q, v, fromFlag, err)
		}
		answers.Set(q.ID, checked)
		last = q
		by := byRules
		if atPrompt && !d.auto {
			by = byTable
			if q.Kind == walk.Ack {
				by = byConfirm
			}
		}
		prompted = append(prompted, by)
		d.auto = false
	}
}

// back takes back answers up to and including the last one given at a
// prompt (answers from flags after it come again from their flags).
func (d *Driver) back(a *walk.Answers, prompted *[]answerBy) {
	for len(*prompted) > 0 {
		last := (*prompted)[len(*prompted)-1].atPrompt()
		*prompted = (*prompted)[:len(*prompted)-1]
		ids := a.IDs()
		id := ids[len(ids)-1]
		if v, _ := a.Get(id); last {
			if d.offers == nil {
				d.offers = map[string]string{}
			}
			d.offers[id] = v
		}
		d.flags.GiveBack(a.Pop())
		if last {
			return
		}
	}
}

// anyAtPrompt: some answer of the unit was given at a prompt.
func anyAtPrompt(xs []answerBy) bool {
	for _, v := range xs {
		if v.atPrompt() {
			return true
		}
	}
	return false
}

// refused is an answer the question did not accept: from a flag it is
// exit 2 naming the flag, the value and what is accepted.
func (d *Driver) refused(q *walk.Question, v string, fromFlag bool, err error) error {
	if s, ok := d.flags.Spec(q.Flag); ok {
		err = s.Words.Speak(err) // the tokens in the user's words, from a flag or typed
	}
	rule := hintsOf(refusalRule(d.a, d.rulesOf(), q, err, false))
	if !fromFlag {
		return d.a.Invalid(err, rule...)
	}
	if q.Kind == walk.Text { // the check says what it takes; name where it came from
		return d.a.Invalid(err, append([]string{d.a.P.T("error.flag_value", "Flag", d.flags.NameFor(d.a, q), "Value", d.typed(q, v))}, rule...)...)
	}
	flag := d.flags.NameFor(d.a, q)
	if (q.Kind == walk.Choice || q.Kind == walk.List) && !anyAllowed(q) { // not "takes one of none"
		var pr *companion.Problem
		if errors.As(err, &pr) && pr.Topic != "" { // a rule of its own says why nothing fits
			return d.a.Invalid(err, rule...)
		}
		return d.a.Invalid(err, append([]string{d.a.P.T("error.flag_none", "Flag", flag)}, rule...)...)
	}
	return d.a.Invalid(err, append([]string{d.a.P.T("error.flag_accepts", "Flag", flag, "Accepted", d.a.P.Render(d.accepted(q, d.keyOf(q))))}, rule...)...)
}

// typed is the flag value that answered q as the user wrote it
// ("direito:forno:1"), v (its tokens) when it is not known.
func (d *Driver) typed(q *walk.Question, v string) string {
	g := d.flags.Values()
	if u, ok := g.Taken(q.ID); ok {
		if t, i := g.Typed[u.Flag], max(u.Index, 0); i < len(t) { // -1: a flag's one value
			return t[i]
		}
	}
	return v
}

// anyAllowed: some option of q is one the rules allow now.
func anyAllowed(q *walk.Question) bool {
	for _, o := range q.Options {
		if o.Unavailable.ID == "" {
			return true
		}
	}
	return false
}

// missing is exit 2 for a question nobody can answer here.
func (d *Driver) missing(q *walk.Question) error {
	p := d.a.P
	flag := d.flags.NameFor(d.a, q)
	if s, ok := d.flags.Spec(q.Flag); ok && s.Example != "" && flag == "--"+s.Name {
		flag += " " + s.Example // the one flag that answers it, with its form
	}
	key := d.keyOf(q)
	if key != "" && flag == "--"+q.Flag {
		flag += " " + key + "…" // --bonus-worker Ana:…
	}
	hints := []string{p.T("error.no_terminal_hint", "Flag", flag)}
	if q.Kind != walk.Text && !d.flags.OnOff(q) {
		hints = append(hints, p.T("error.accepted", "Accepted", p.Render(d.accepted(q, key))))
	}
	if q.What.ID != "" { // what the question settles, when its prompt is no question
		return cmdutil.UsageError(p.T("error.no_terminal", "What", p.Render(q.What)), hints...)
	}
	return cmdutil.UsageError(p.T("error.no_terminal_ask", "Question", p.Render(q.Prompt)), hints...)
}

// keyOf is the "KEY:" a keyed flag's value for q starts with (--bonus-worker
// Ana:create:...), or "".
func (d *Driver) keyOf(q *walk.Question) string {
	if s, ok := d.flags.Spec(q.Flag); ok && s.Mode == walk.KeyedValues && q.Key != "" && q.Key != walk.AnyKey {
		return q.Key + ":"
	}
	return ""
}

// accepted says what q accepts as its flag spells it in the user's
// language: a keyed flag's key first ("Ana:none"), and each token as the
// screens name it ("unten-links" for lower-left).
func (d *Driver) accepted(q *walk.Question, key string) walk.Msg {
	s, _ := d.flags.Spec(q.Flag)
	if key == "" && len(s.Words) == 0 {
		return q.Accepted()
	}
	c := *q
	c.Options = make([]walk.Option, len(q.Options))
	for i, o := range q.Options {
		o.Value = s.Words.Spoken(key+o.Value, d.flags.Lex)
		c.Options[i] = o
	}
	return c.Accepted()
}

// canonical reads the words of the user's language in a value typed for
// q at a prompt as the tokens they name.
func (d *Driver) canonical(q *walk.Question, v string) string {
	if s, ok := d.flags.Spec(q.Flag); ok {
		return s.Words.Canonical(v, d.flags.Lex)
	}
	return v
}

// menuAt is the menu entries a question offers: those of the front end
// (the play loop's undo, history and pause) on a Menu question and on
// the first question of a unit asked at a prompt, where there is no step
// back to offer instead.
func (d *Driver) menuAt(q *walk.Question, canBack bool) []string {
	if q.Menu || !canBack {
		return d.Menu
	}
	return nil
}
