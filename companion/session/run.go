package session

import (
	"context"
	"errors"

	"github.com/pileup-companion/stephens/companion/walk"
)

// answerBy says where an answer of the unit in progress came from.
type answerBy uint8

const (
	// byRules: a given value, a default, or the only choice there was
	// (said, not asked).
	byRules answerBy = iota
	// byTable: given at the front end; back returns to it.
	byTable
	// byConfirm: a "Done" at the front end (an Ack): back returns to it,
	// but it is no answer the table gave.
	byConfirm
)

// atFront: the answer was given at the front end (back returns to it).
func (b answerBy) atFront() bool { return b != byRules }

// errBack: the table stepped back from a question.
var errBack = errors.New("back")

// state is the unit in progress.
type state struct {
	// offers are answers taken back with "back", offered again at their
	// question.
	offers map[string]string
	// auto: the last answer was the only one there was (said, not
	// asked); back goes past it.
	auto bool
	// The unit in progress, for a question answered in parts (a
	// cascade, a list) to keep its parts in the draft as they are
	// picked: the answers so far, the part-answered question, and the
	// parts a resumed draft brought back for it.
	cur      *walk.Answers
	curAsked []answerBy
	open     *walk.Draft // only Open and Parts
	reopen   *walk.Draft
	// given: the unit holds answers the command line gave (a flag, a
	// setting), or a draft brought back: its draft is kept even before
	// anything is answered at the front end.
	given bool
}

// Run answers one unit of a walkthrough and returns the lines it said
// that the front end was not given yet (before each question the front
// end gets the lines said before it; what was recorded is left for after
// the write). Without a front end every given value must have been used.
// With a Unit, the unit's answers are kept in its draft as they are
// given, and a unit left open comes back from there; once what the unit
// recorded is written, the caller calls Settle.
//
// ctx withdraws the open question: Run then returns ctx.Err() (wrapped
// by the front end's error), keeping the draft.
func (s *Session) Run(ctx context.Context, script walk.Script) ([]walk.Line, error) {
	answers := &walk.Answers{}
	var by []answerBy // per answer: where it came from (back returns to those given at the front end)
	var last *walk.Question
	shown := 0
	keeping := s.keeping()
	resumed := false
	s.st.given = s.Unit != nil && len(s.Unit.Settings) > 0
	if keeping {
		s.tellKept(0)
		var err error
		if answers, by, err = s.resume(script); err != nil {
			return nil, err
		}
		resumed = answers.Len() > 0 || s.st.reopen != nil
		s.st.given = s.st.given || resumed
	}
	recap := s.RecapNext
	s.RecapNext = false
	defer func() { s.st = state{} }()
	for {
		q, lines, asked, err := walk.Trace(script, answers)
		lines = walk.Recapped(lines, recap)
		if err != nil {
			if s.Interactive() && len(by) > 0 && by[len(by)-1].atFront() {
				// The rules refused what the last answer led to: say so and
				// ask that question again.
				s.sayLines(lines[min(shown, len(lines)):])
				s.Front.Say(Note{Kind: NoteRefused, Q: last, Err: err, Rule: s.refusalRule(last, err)})
				shown = len(lines)
				s.back(answers, &by)
				continue
			}
			return nil, &Invalid{Err: err, Rule: s.refusalRule(last, err)}
		}
		if q == nil {
			if !s.Interactive() {
				if err := s.leftovers(); err != nil {
					return nil, err
				}
			}
			return walk.Unprinted(lines, shown), nil
		}
		v, fromFlag, err := s.givenAnswer(q)
		if err != nil {
			return nil, err
		}
		s.st.given = s.st.given || fromFlag
		atFront := false
		if !fromFlag {
			switch {
			case q.FlagOnly, q.Optional && (!s.Interactive() || s.anyGiven() && !q.Attended):
				v = q.Default
			case q.Attended && !s.Interactive():
				v = q.Default
			case q.Kind == walk.Ack && !s.Interactive():
				v = ""
			case !s.Interactive():
				return nil, s.missing(q)
			default:
				// The answers so far are kept before the table is asked
				// (a command its given values answer in full keeps none).
				if keeping {
					if err := s.keep(answers, by); err != nil {
						return nil, err
					}
				}
				if resumed { // what was said and answered before the break
					s.sayResumed(lines, asked)
					if r := s.st.reopen; r != nil && r.Open == q.ID {
						s.Front.Say(Note{Kind: NoteParts, Q: q, Parts: r.Parts})
					}
					resumed = false
				} else {
					s.sayLines(lines[min(shown, len(lines)):])
				}
				shown = len(lines)
				s.st.auto, atFront = false, true
				s.st.cur, s.st.curAsked = answers, by
				v, err = s.ask(ctx, q, anyAtFront(by))
				s.st.open = nil
				if errors.Is(err, errBack) {
					s.back(answers, &by)
					continue
				}
				if err != nil {
					if keeping {
						return nil, s.interrupted(err)
					}
					return nil, err
				}
			}
		}
		checked, err := q.Accept(v)
		if err != nil {
			return nil, s.refused(q, v, fromFlag, err)
		}
		answers.Set(q.ID, checked)
		last = q
		b := byRules
		if atFront && !s.st.auto {
			b = byTable
			if q.Kind == walk.Ack {
				b = byConfirm
			}
		}
		by = append(by, b)
		s.st.auto = false
	}
}

// ask puts q to the front end, showing its rule as often as the table
// asks for it.
func (s *Session) ask(ctx context.Context, q *walk.Question, canBack bool) (string, error) {
	if v, ok := s.onlyOne(q, canBack); ok { // nothing to choose: say it and go on
		s.Front.Say(Note{Kind: NoteSaid, Q: q, Answered: walk.Answered{Q: q, Answer: v}})
		s.st.auto = true
		return v, nil
	}
	for {
		a := &Asking{Q: q, CanBack: canBack, Menu: s.menuAt(q, canBack), Game: s.Game,
			Keep:      func(parts string) error { return s.keepParts(q.ID, parts) },
			Canonical: func(typed string) string { return s.canonical(q, typed) },
			Spoken:    func(v string, lex walk.Lexicon) string { return s.spoken(q, v, lex) }}
		a.Offer, a.Reoffer = s.offer(q)
		if r := s.st.reopen; r != nil && r.Open == q.ID { // picked before the break, once
			a.Parts, a.HasParts = r.Parts, true
			s.st.reopen = nil
		}
		r, err := s.Front.Ask(ctx, a)
		if err != nil {
			return "", err
		}
		switch r.Kind {
		case ShowRule:
			s.Front.Say(Note{Kind: NoteRule, Q: q, Rule: Rule{Game: s.Game, Topic: q.Topic}})
			continue
		case Back:
			return "", errBack
		case PickMenu:
			return "", &MenuPick{Index: r.Entry}
		}
		s.st.auto = r.Said
		return r.Value, nil
	}
}

// onlyOne is the one option of a choice the rules allow now, when there
// is exactly one offered (the others keep their places, marked) and
// nothing else to pick: no menu, no look the table must take.
func (s *Session) onlyOne(q *walk.Question, canBack bool) (string, bool) {
	if q.Kind != walk.Choice || q.HasPaths() || q.Menu || q.Attended || len(s.menuAt(q, canBack)) > 0 {
		return "", false
	}
	only := -1
	for i, o := range q.Options {
		if o.Hidden || o.Unavailable.ID != "" {
			continue
		}
		if only >= 0 {
			return "", false
		}
		only = i
	}
	if only < 0 {
		return "", false
	}
	return q.Options[only].Value, true
}

// offer is what a front end offers first: the answer taken back with
// "back", else the question's suggestion or default.
func (s *Session) offer(q *walk.Question) (string, bool) {
	if v, ok := s.st.offers[q.ID]; ok {
		return v, true
	}
	return q.Offered(), false
}

// menuAt is the menu entries a question offers: the command's on a Menu
// question and on the first question of a unit asked at the front end,
// where there is no step back to offer instead.
func (s *Session) menuAt(q *walk.Question, canBack bool) []Entry {
	if q.Menu || !canBack {
		return s.Menu
	}
	return nil
}

// back takes back answers up to and including the last one given at the
// front end (given values after it come again from their flags).
func (s *Session) back(a *walk.Answers, by *[]answerBy) {
	for len(*by) > 0 {
		last := (*by)[len(*by)-1].atFront()
		*by = (*by)[:len(*by)-1]
		ids := a.IDs()
		id := ids[len(ids)-1]
		if v, _ := a.Get(id); last {
			if s.st.offers == nil {
				s.st.offers = map[string]string{}
			}
			s.st.offers[id] = v
		}
		s.g().GiveBack(a.Pop())
		if last {
			return
		}
	}
}

// anyAtFront: some answer of the unit was given at the front end.
func anyAtFront(xs []answerBy) bool {
	for _, v := range xs {
		if v.atFront() {
			return true
		}
	}
	return false
}

// sayLines gives the front end a run of the walkthrough's lines.
func (s *Session) sayLines(lines []walk.Line) {
	if len(lines) > 0 {
		s.Front.Say(Note{Kind: NoteLines, Lines: lines})
	}
}

// sayResumed shows a resumed unit as the table left it: what was said,
// with each answer kept in its place (in runs, as they came).
func (s *Session) sayResumed(lines []walk.Line, asked []walk.Answered) {
	from := 0
	for _, x := range asked {
		at := min(x.At, len(lines))
		s.sayLines(lines[from:at])
		from = max(from, at)
		if q := x.Q; !q.FlagOnly && q.Kind != walk.Ack && !x.Withdrawn {
			s.Front.Say(Note{Kind: NoteAnswered, Q: q, Answered: x})
		}
	}
	s.sayLines(lines[from:])
}
