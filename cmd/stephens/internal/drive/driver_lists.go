package drive

import (
	"github.com/pileup-companion/stephens/companion/session"
)

// The prompts for choices among many options: a cascade part by part, and
// a list picked one item at a time. What each part offers is the
// session's (session.Cascade, session.ListPick); these only list it.

// cascade asks a choice among many options part by part; back goes up a
// part.
func (t *Terminal) cascade(as *session.Asking) (string, error) {
	p := t.a.P
	c := as.Cascade(p)
	for {
		part := c.Next()
		if part.Done {
			t.sayAnswer(part.Said, part.Answer)
			return part.Value, nil
		}
		labels := make([]string, len(part.Choices))
		for i, g := range part.Choices {
			labels[i] = g.Label
		}
		var menu []string
		if part.Level == 0 {
			menu = t.menu(as)
		}
		back := 0
		if as.CanBack || part.Level > 0 {
			labels, back = append(labels, p.T("walk.back")), 1
		}
		labels = append(labels, menu...) // the menu last, as everywhere
		k, err := t.selectRule(as.Q, part.Ask, labels, part.Cursor)
		if err != nil {
			return "", err
		}
		n := len(part.Choices)
		switch {
		case k >= n+back:
			return "", &menuPick{k - n - back}
		case k >= n:
			up, err := c.Up()
			if err != nil {
				return "", err
			}
			if !up {
				return "", errBack
			}
		default:
			v, done, err := c.Pick(part.Choices[k])
			if err != nil || done {
				return v, err
			}
		}
	}
}

// pickList asks a List question as a loop of picks with "done".
func (t *Terminal) pickList(as *session.Asking) (string, error) {
	p := t.a.P
	l := as.List(p)
	for {
		if l.Full() { // nothing more can be added
			return l.Value(), nil
		}
		addable := l.Addable()
		picked := len(l.Picked()) > 0
		items := []string{p.T("prompt.done")}
		for _, o := range addable {
			items = append(items, p.Render(o.Label))
		}
		again := 0
		if picked { // to pick again from nothing
			items, again = append(items, p.T("walk.list_again")), 1
		}
		var menu []string
		if !picked {
			menu = t.menu(as)
		}
		back := 0
		if as.CanBack && !picked {
			items, back = append(items, p.T("walk.back")), 1
		}
		items = append(items, menu...) // the menu last, as everywhere
		k, err := t.selectRule(as.Q, l.Ask(), items, 0)
		if err != nil {
			return "", err
		}
		n := len(addable)
		switch {
		case k == 0:
			return l.Value(), nil
		case k <= n:
			err = l.Add(addable[k-1].Value)
		case again == 1 && k == n+1:
			err = l.Clear()
		case k <= n+again+back:
			return "", errBack
		default:
			return "", &menuPick{k - 1 - again - back - n}
		}
		if err != nil {
			return "", err
		}
	}
}
