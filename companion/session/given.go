package session

import (
	"errors"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The values the command line gave (walk.Given): which question takes
// which, what a refused or missing one says about its flag, and the
// check that every one was used.

// g is the given values, none when the command gave none.
func (s *Session) g() *walk.Given {
	if s.Given == nil {
		s.Given = &walk.Given{}
	}
	return s.Given
}

// givenAnswer is the answer q's given value gives, if any; the flags of
// two of its options are a *walk.TogetherError.
func (s *Session) givenAnswer(q *walk.Question) (string, bool, error) { return s.g().Answer(q) }

// anyGiven: some of the walkthrough's flags was given (a setting is none).
func (s *Session) anyGiven() bool { return s.g().Any() }

// spec is the flag named name.
func (s *Session) spec(name string) (walk.Flag, bool) { return s.g().Spec(name) }

// lex is the user's words for the values' tokens.
func (s *Session) lex() walk.Lexicon { return s.g().Lex }

// flagNames are the flags that answer q (walk.Given.FlagNames).
func (s *Session) flagNames(q *walk.Question) []string { return s.g().FlagNames(q) }

// canonical reads the words of the user's language in a value typed for
// q at the front end as the tokens they name.
func (s *Session) canonical(q *walk.Question, v string) string {
	if f, ok := s.spec(q.Flag); ok {
		return f.Words.Canonical(v, s.lex())
	}
	return v
}

// spoken says a value of q in the words of lex (nil: the user's), the
// tokens of its flag's vocabularies: a keyed flag's words start with the
// key's part, so the value is spoken as the flag spells it (--gained
// Ana:none) and the key taken off again.
func (s *Session) spoken(q *walk.Question, v string, lex walk.Lexicon) string {
	f, ok := s.spec(q.Flag)
	if !ok {
		return v
	}
	if lex == nil {
		lex = s.lex()
	}
	key := s.keyOf(q)
	if out, cut := strings.CutPrefix(f.Words.Spoken(key+v, lex), key); cut {
		return out
	}
	return f.Words.Spoken(v, lex)
}

// refused is an answer q did not accept: from a given value it names the
// flag, the value and what is accepted.
func (s *Session) refused(q *walk.Question, v string, fromFlag bool, err error) error {
	if f, ok := s.spec(q.Flag); ok {
		err = f.Words.Speak(err) // the tokens in the user's words, from a flag or typed
	}
	r := &Refused{Q: q, Value: v, Err: err, FromFlag: fromFlag, Rule: s.refusalRule(q, err)}
	if !fromFlag {
		return r
	}
	r.Flags, r.Typed = s.flagNames(q), s.typed(q, v)
	switch {
	case q.Kind == walk.Text: // the check says what it takes; name where it came from
		r.With = WithValue
	case (q.Kind == walk.Choice || q.Kind == walk.List) && !anyAllowed(q): // not "takes one of none"
		var pr *companion.Problem
		if !errors.As(err, &pr) || pr.Topic == "" { // else a rule of its own says why nothing fits
			r.With = WithNone
		}
	default:
		r.With, r.Accepted = WithAccepted, s.accepted(q, s.keyOf(q))
	}
	return r
}

// typed is the given value that answered q as the user wrote it
// ("direito:forno:1"), v (its tokens) when it is not known.
func (s *Session) typed(q *walk.Question, v string) string {
	if u, ok := s.g().Taken(q.ID); ok {
		if t, i := s.g().Typed[u.Flag], max(u.Index, 0); i < len(t) { // -1: a flag's one value
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

// missing is a question nobody can answer here: it names the flag that
// does, with its form.
func (s *Session) missing(q *walk.Question) error {
	m := &Missing{Q: q, Flags: s.flagNames(q)}
	one := ""
	if len(m.Flags) == 1 {
		one = m.Flags[0]
	}
	f, ok := s.spec(q.Flag)
	key := s.keyOf(q)
	switch {
	case ok && f.Example != "" && one == "--"+f.Name:
		m.Example = f.Example // the one flag that answers it, with its form
	case key != "" && one == "--"+q.Flag:
		m.Key = key // --bonus-worker Ana:…
	}
	if q.Kind != walk.Text && !s.g().OnOff(q) {
		m.Accepted = s.accepted(q, key)
	}
	return m
}

// keyOf is the "KEY:" a keyed flag's value for q starts with
// (--bonus-worker Ana:create:...), or "".
func (s *Session) keyOf(q *walk.Question) string {
	if f, ok := s.spec(q.Flag); ok && f.Mode == walk.KeyedValues && q.Key != "" && q.Key != walk.AnyKey {
		return q.Key + ":"
	}
	return ""
}

// accepted says what q accepts as its flag spells it in the user's
// language: a keyed flag's key first ("Ana:none"), and each token as the
// screens name it ("unten-links" for lower-left).
func (s *Session) accepted(q *walk.Question, key string) walk.Msg {
	f, _ := s.spec(q.Flag)
	if key == "" && len(f.Words) == 0 {
		return q.Accepted()
	}
	c := *q
	c.Options = make([]walk.Option, len(q.Options))
	for i, o := range q.Options {
		o.Value = f.Words.Spoken(key+o.Value, s.lex())
		c.Options[i] = o
	}
	return c.Accepted()
}

// leftovers refuses given values no question took (walk.Given.Leftover):
// a value given for nothing is a mistake to report, not to drop.
func (s *Session) leftovers() error {
	if l := s.g().Leftover(s.Spare); l != nil {
		return &Unused{Leftover: *l}
	}
	return nil
}

// refusalRule names the rule behind a refusal at q.
func (s *Session) refusalRule(q *walk.Question, err error) Rule { return RuleOf(s.Game, q, err) }

// RuleOf names the rule behind a refusal of an answer to q (nil: none
// known) in game: the question's, or the problem's own
// (companion.Problem.Topic), which '?' at q does not show.
func RuleOf(game string, q *walk.Question, err error) Rule {
	r := Rule{Game: game}
	if q != nil {
		r.Topic = q.Topic
	}
	var pr *companion.Problem
	if errors.As(err, &pr) && pr.Topic != "" && pr.Topic != r.Topic {
		r.Topic, r.Own = pr.Topic, true
	}
	return r
}
