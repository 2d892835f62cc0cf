package session

import (
	"slices"
	"strings"

	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// Questions answered in parts, for any front end: a choice among many
// options with paths (walk.Question.HasPaths) asked part by part, and a
// List picked one item at a time. Each says what the parts so far allow
// next and keeps what is picked in the unit's draft (Asking.Keep); the
// front end only shows the choices and says which was picked.

// Cascade answers a choice with paths part by part: first the distinct
// first parts, then the second parts of the one picked, and so on until
// one option is left. A part there is no choice at is taken without
// asking; Up goes back past it.
type Cascade struct {
	as     *Asking
	p      *locales.Printer
	label  string   // the question as asked
	prefix []string // the parts picked
	picked []string // how they read
	auto   []bool   // per part: the only one there was, not asked
}

// Cascade starts answering as.Q part by part in p's language, from what
// was picked before a break (Asking.Parts), or, back from the next
// question (Asking.Reoffer), at the last part of the answer taken back.
func (as *Asking) Cascade(p *locales.Printer) *Cascade {
	c := &Cascade{as: as, p: p, label: p.Render(as.Q.Prompt)}
	if v, ok := as.Parts, as.HasParts; ok && as.Q.GoesOn(v) {
		for i, part := range strings.Split(v, ":") {
			c.push(part, as.Q.PathLabel(p, v, i), false)
		}
	} else if offer := strings.Split(as.Offer, ":"); as.Reoffer && len(offer) > 1 { // back from the next question: one step back, to the last part
		for i, part := range offer[:len(offer)-1] {
			c.push(part, as.Q.PathLabel(p, as.Offer, i), false)
		}
	}
	return c
}

func (c *Cascade) push(part, label string, auto bool) {
	c.prefix, c.picked, c.auto = append(c.prefix, part), append(c.picked, label), append(c.auto, auto)
}

// Part is one step of a cascade: the choices at the part the cascade is
// at, or, when Done, the answer it came to without asking.
type Part struct {
	// Level is the number of parts picked before this one (0: the first).
	Level int
	// Ask is the part as asked: the part's own question where it has one,
	// else the question with what is picked so far.
	Ask     string
	Choices []walk.PathGroup
	// Cursor is the choice offered first (Asking.Offer).
	Cursor int
	// Done: the parts left had one way on, taken; Value answers the
	// question, Said is the question of the last part and Answer how its
	// part reads, for a front end to say as answered.
	Done         bool
	Value        string
	Said, Answer string
}

// Next is the part the cascade is at, after taking the parts there is no
// choice at.
func (c *Cascade) Next() Part {
	q, p := c.as.Q, c.p
	for {
		level := len(c.prefix)
		groups := q.PathGroups(p, c.prefix)
		if level > 0 && len(groups) == 1 && groups[0].Flat == nil { // one way on: take it
			g := groups[0]
			c.push(g.Part, g.Label, true)
			if whole := strings.Join(c.prefix, ":"); !q.GoesOn(whole) {
				// Said with the part's own question where it has one ("Which
				// bonus does the upper-right small factory show for 1 orange?").
				said := pickedSoFar(p, c.label, strings.Join(c.picked[:len(c.picked)-1], " · "))
				if ask := q.PartAsk(c.prefix[:level]); ask.ID != "" {
					said = p.Render(ask)
				}
				return Part{Level: level, Done: true, Value: whole, Said: said, Answer: g.Label}
			}
			continue
		}
		part := Part{Level: level, Ask: c.label, Choices: groups}
		offer := strings.Split(c.as.Offer, ":")
		for i, g := range groups {
			if g.Flat != nil && g.Flat.Value == c.as.Offer ||
				g.Flat == nil && len(offer) > level && slices.Equal(offer[:level], c.prefix) && offer[level] == g.Part {
				part.Cursor = i
			}
		}
		if level > 0 {
			part.Ask = pickedSoFar(p, c.label, strings.Join(c.picked, " · "))
		}
		if ask := q.PartAsk(c.prefix); ask.ID != "" {
			part.Ask = p.Render(ask)
		}
		return part
	}
}

// Pick picks choice g of the part the cascade is at (one of Next's
// Choices): done with the value that answers the question when it is
// the last part, else the part is kept in the draft and the cascade goes
// on.
func (c *Cascade) Pick(g walk.PathGroup) (value string, done bool, err error) {
	if g.Flat != nil {
		return g.Flat.Value, true, nil
	}
	c.push(g.Part, g.Label, false)
	whole := strings.Join(c.prefix, ":")
	if !c.as.Q.GoesOn(whole) {
		return whole, true, nil
	}
	return "", false, c.as.Keep(whole)
}

// Up goes back a part, past those there was no choice at, and keeps
// what is left in the draft; false at the first part (back is then the
// question's: Reply{Kind: Back}).
func (c *Cascade) Up() (bool, error) {
	if len(c.prefix) == 0 {
		return false, nil
	}
	for len(c.prefix) > 0 {
		last := c.auto[len(c.auto)-1]
		n := len(c.prefix) - 1
		c.prefix, c.picked, c.auto = c.prefix[:n], c.picked[:n], c.auto[:n]
		if !last {
			break
		}
	}
	return true, c.as.Keep(strings.Join(c.prefix, ":"))
}

// ListPick answers a List question one item at a time, offering only
// what may still be added (prerequisites included), until "done".
type ListPick struct {
	as     *Asking
	p      *locales.Printer
	label  string
	picked []string
	// kept: picked is the answer given before, unchanged ("done" keeps it).
	kept bool
}

// List starts answering the List question as.Q in p's language: from
// what was picked before a break (Asking.Parts), else from what is
// offered (Asking.Offer) when the question accepts it, which "done"
// then keeps.
func (as *Asking) List(p *locales.Printer) *ListPick {
	l := &ListPick{as: as, p: p, label: p.Render(as.Q.Prompt)}
	start := walk.Split(as.Offer)
	if as.HasParts {
		start = walk.Split(as.Parts)
	}
	if _, err := as.Q.Accept(strings.Join(start, ",")); err == nil && len(start) > 0 {
		l.picked, l.kept = start, true
	}
	return l
}

// Picked are the items picked so far, as the question spells them.
func (l *ListPick) Picked() []string { return l.picked }

// Value is the answer "done" gives: the items picked so far.
func (l *ListPick) Value() string { return strings.Join(l.picked, ",") }

// Ask is the question as asked now, with what is picked so far.
func (l *ListPick) Ask() string {
	if len(l.picked) == 0 {
		return l.label
	}
	return pickedSoFar(l.p, l.label, strings.Join(l.picked, ", "))
}

// Addable are the options that may still be added to what is picked, in
// the question's order.
func (l *ListPick) Addable() []walk.Option {
	q := l.as.Q
	var out []walk.Option
	for _, o := range q.Options {
		if o.Hidden || slices.Contains(l.picked, o.Value) {
			continue
		}
		if _, err := q.Accept(strings.Join(append(slices.Clone(l.picked), o.Value), ",")); err != nil {
			continue
		}
		out = append(out, o)
	}
	return out
}

// Full: nothing more can be added to a list picked here: Value answers
// the question without asking for "done".
func (l *ListPick) Full() bool {
	return len(l.picked) > 0 && !l.kept && len(l.Addable()) == 0
}

// Add adds the option value (one of Addable) and keeps the list in the
// draft.
func (l *ListPick) Add(value string) error {
	l.picked, l.kept = append(l.picked, value), false
	return l.as.Keep(l.Value())
}

// Clear drops what is picked, to pick again from nothing, and keeps that
// in the draft.
func (l *ListPick) Clear() error {
	l.picked, l.kept = nil, false
	return l.as.Keep("")
}

// PartsSaid is what was picked of q before a break (a NoteParts), as it
// was asked: the question of its first part, and how the parts read
// ("Cy delivers · lower-right small factory"; a list's items).
func PartsSaid(q *walk.Question, parts string, p *locales.Printer) (ask, answer string) {
	if q.Kind == walk.List {
		answer = q.AnswerText(p, parts)
	} else {
		var labels []string
		for i := range strings.Split(parts, ":") {
			labels = append(labels, q.PathLabel(p, parts, i))
		}
		answer = strings.Join(labels, " · ")
	}
	ask = p.Render(q.Prompt)
	if first := q.PartAsk(nil); first.ID != "" { // the first part's own question
		ask = p.Render(first)
	}
	return ask, answer
}

// pickedSoFar is a question with what is picked so far: in the label's own
// brackets when it ends with a note ("(pick each, then done; so far: O2)"),
// never a second pair beside it.
func pickedSoFar(p *locales.Printer, label, list string) string {
	if inner, ok := strings.CutSuffix(label, ")"); ok && strings.Contains(inner, "(") {
		return p.T("walk.picked_in", "Label", inner, "List", list)
	}
	return p.T("walk.picked", "Label", label, "List", list)
}
