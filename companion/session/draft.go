package session

import (
	"errors"

	"github.com/pileup-companion/stephens/companion/walk"
)

// The answers of the unit in progress, for every walkthrough the same way:
// the session keeps them in one draft (walk.Draft) as each is given at the
// front end, saved through the unit's store, so an interruption loses
// none; the next run of the same unit plays them again, shows what was
// said and answered so far, and asks the first open question. The caller
// only says where the draft lives (Unit.Store), which unit it is, and how
// to go on.

// keeping: this run keeps a draft (at a front end: a unit answered in part
// by given values keeps their answers with the ones given at the front
// end, so all of them come back; without one a command is one unit that
// leaves nothing open).
func (s *Session) keeping() bool { return s.Unit != nil && s.Interactive() }

// load reads the unit's draft; a draft of another unit is none.
func (u *Unit) load() *walk.Draft {
	dr := u.Store.Load()
	if dr == nil || dr.Unit != u.Name {
		return nil
	}
	if dr.Answers == nil {
		dr.Answers = &walk.Answers{}
	}
	return dr
}

// resume plays the unit's draft again: the answers that still fit, each
// where it came from (back returns to those given at the front end). It
// says how many the table gave, and when answers no longer fit (a
// transcription changed since), that they are asked again. A given value
// that answers a kept question otherwise than the draft is a *Conflict:
// the table goes on from what it said, or drops the draft to start again.
func (s *Session) resume(script walk.Script) (*walk.Answers, []answerBy, error) {
	u := s.Unit
	dr := u.load()
	if dr == nil {
		return &walk.Answers{}, nil, nil
	}
	for id, v := range u.Settings {
		if _, ok := dr.Answers.Get(id); ok {
			dr.Answers.Set(id, v)
		}
	}
	answers, dropped := walk.Resume(script, dr)
	_, _, asked, _ := walk.Trace(script, answers)
	if err := s.givenAgree(asked); err != nil {
		return nil, nil, err
	}
	if dr.Open != "" && dropped == 0 {
		s.st.reopen = &walk.Draft{Open: dr.Open, Parts: dr.Parts}
		s.st.open = s.st.reopen // kept as it was until the question is asked again
	}
	by := make([]answerBy, answers.Len())
	ids := answers.IDs()
	for i := range by {
		switch {
		case dr.Said[ids[i]] || i < len(asked) && asked[i].Q.FlagOnly:
			by[i] = byRules
		case i < len(asked) && asked[i].Q.Kind == walk.Ack:
			by[i] = byConfirm
		default:
			by[i] = byTable
		}
	}
	u.written, u.last, u.given = true, string(dr.Marshal()), countGiven(by)
	if s.st.reopen != nil {
		u.given++
	}
	if u.given > 0 {
		s.Front.Say(Note{Kind: NoteResumed, Count: u.given, What: u.What})
	}
	if dropped > 0 {
		s.Front.Say(Note{Kind: NoteDropped, Count: dropped})
	}
	s.RecapNext = true
	return answers, by, nil
}

// givenAgree takes the given values' answers to the questions a resumed
// draft answered, in the order they were asked (so a list flag's later
// values go to the questions still open), and refuses one that says
// otherwise than the draft.
func (s *Session) givenAgree(asked []walk.Answered) error {
	for _, x := range asked {
		v, fromFlag, err := s.givenAnswer(x.Q)
		if err != nil {
			return err
		}
		if !fromFlag {
			continue
		}
		given, err := x.Q.Accept(v)
		if err != nil {
			return s.refused(x.Q, v, true, err)
		}
		if given == x.Answer {
			continue
		}
		q := *x.Q
		if q.What.ID == "" {
			q.What = q.Prompt
		}
		flags := s.flagNames(&q)
		if u, ok := s.g().Taken(q.ID); ok { // the one that gave it (--factory of the four)
			flags = []string{"--" + u.Flag}
		}
		return &Conflict{Q: &q, Kept: x.Answer, Given: given, Flags: flags, What: s.Unit.What, Where: s.Unit.Store.Where()}
	}
	return nil
}

// keep saves the answers of the open unit, when the table gave any at the
// front end or on the command line (a unit that asked nothing yet leaves
// no draft, and does not replace another unit's), and tells what an
// interruption now keeps.
func (s *Session) keep(answers *walk.Answers, by []answerBy) error {
	u := s.Unit
	if !anyAtFront(by) && s.st.open == nil && !s.st.given {
		if u.written {
			s.drop()
		}
		return nil
	}
	dr := &walk.Draft{Unit: u.Name, Answers: answers}
	for i, id := range answers.IDs() {
		if i < len(by) && by[i] == byRules {
			if dr.Said == nil {
				dr.Said = map[string]bool{}
			}
			dr.Said[id] = true
		}
	}
	if s.st.open != nil {
		dr.Open, dr.Parts = s.st.open.Open, s.st.open.Parts
	}
	buf := string(dr.Marshal())
	if u.written && buf == u.last {
		return nil
	}
	if err := u.Store.Save(dr); err != nil {
		return err
	}
	u.written, u.last, u.given = true, buf, countGiven(by)
	if s.st.open != nil { // the question answered in parts counts as one
		u.given++
	}
	s.tellKept(u.given)
	return nil
}

// keepParts keeps what was picked so far of a question answered in parts
// (a cascade's parts, a list's items), with the unit's answers; "" when
// nothing is picked.
func (s *Session) keepParts(id, parts string) error {
	if !s.keeping() || s.st.cur == nil {
		return nil
	}
	s.st.open = nil
	if parts != "" {
		s.st.open = &walk.Draft{Open: id, Parts: parts}
	}
	return s.keep(s.st.cur, s.st.curAsked)
}

// drop removes the unit's draft: the unit is done (and written where it
// belongs) or every answer was taken back.
func (s *Session) drop() {
	u := s.Unit
	if u == nil || !u.written {
		return
	}
	u.Store.Remove()
	u.written, u.last, u.given = false, "", 0
	s.tellKept(0)
}

// Settle ends a unit once what it recorded is written: its draft goes.
func (s *Session) Settle() { s.drop() }

// kept is what an interruption keeps now, n answers the table gave.
func (s *Session) kept(n int) Kept {
	u := s.Unit
	return Kept{Given: n, OnlyGiven: n == 0 && s.st.given && u.written, What: u.What, Where: u.Store.Where(), Resume: u.Resume}
}

// tellKept tells the caller what an interruption now keeps.
func (s *Session) tellKept(n int) {
	if s.Kept != nil && s.Unit != nil {
		s.Kept(s.kept(n))
	}
}

// interrupted is the table stopping at a question of a unit that keeps a
// draft: an *Interrupted saying what is kept.
func (s *Session) interrupted(err error) error {
	if !errors.Is(err, ErrInterrupted) {
		return err
	}
	return &Interrupted{Kept: s.kept(s.Unit.given), Err: err}
}

// countGiven counts the answers the table gave at the front end.
func countGiven(xs []answerBy) int {
	n := 0
	for _, x := range xs {
		if x == byTable {
			n++
		}
	}
	return n
}
