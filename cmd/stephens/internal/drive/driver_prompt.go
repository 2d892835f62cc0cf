package drive

import (
	"fmt"
	"strings"

	"github.com/pileup-companion/stephens/companion/walk"
)

// prompt asks q on the terminal. What a question offers first is the
// answer taken back with "back" (Enter keeps it), else its suggestion or
// default. An option the rules do not allow now keeps its place, marked;
// picking it says why and asks again. A choice with one option left (and
// nothing else to pick) is not asked: it is said.
func (d *Driver) Prompt(q *walk.Question, canBack bool) (string, error) {
	p := d.a.P
	ask := d.a.Prompter()
	label := p.Render(q.Prompt)
	back := p.T("walk.back")
	def := d.offer(q)
	switch q.Kind {
	case walk.Choice, walk.Ack, walk.YesNo:
		var values, labels []string
		var why []walk.Msg // per option: why it cannot be picked now
		cursor := 0
		switch q.Kind {
		case walk.Ack:
			values, labels = []string{""}, []string{p.T("prompt.done")}
			if label == "" {
				label = p.T("prompt.continue")
			}
		case walk.YesNo:
			values, labels = []string{walk.Yes, walk.No}, []string{p.T("prompt.yes"), p.T("prompt.no")}
			if def == walk.No {
				cursor = 1
			}
		default:
			if q.HasPaths() {
				return d.cascade(q, label, canBack)
			}
			for _, o := range q.Options {
				if o.Hidden {
					continue
				}
				if o.Value == def {
					cursor = len(values)
				}
				values = append(values, o.Value)
				text := p.Render(o.Label)
				if o.Unavailable.ID != "" {
					text = p.T("walk.unavailable", "Label", text)
				}
				labels = append(labels, text)
				why = append(why, o.Unavailable)
			}
		}
		n := len(labels)
		menu := d.menuAt(q, canBack)
		if only := onlyAllowed(why); q.Kind == walk.Choice && only >= 0 && len(menu) == 0 && !q.Menu && !q.Attended {
			d.said(label, labels[only]) // nothing to choose: say it and go on
			return values[only], nil
		}
		nBack := 0
		if canBack {
			labels, nBack = append(labels, back), 1
		}
		labels = append(labels, menu...) // the menu last, as everywhere
		reasons := make([]string, len(why))
		for i, w := range why {
			if w.ID != "" {
				reasons[i] = p.Render(w)
			}
		}
		for {
			k, err := d.selectFor(q, label, labels, cursor, reasons)
			if err != nil {
				return "", err
			}
			switch {
			case k < n && k < len(why) && why[k].ID != "":
				fmt.Fprintln(d.a.IO.Out, d.a.Wrap("  "+p.Render(why[k])))
				cursor = k
				continue
			case k < n:
				return values[k], nil
			case k >= n+nBack:
				return "", &MenuPick{k - n - nBack}
			}
			return "", ErrBack
		}
	case walk.Number, walk.Text:
		check := func(s string) error {
			if strings.TrimSpace(s) == "" && def != "" || asksRule(q, s) {
				return nil // Enter keeps what is offered; '?' asks for the rule
			}
			if _, err := q.Accept(d.canonical(q, s)); err != nil {
				return refusedAtPrompt(d.a, d.rulesOf(), q, err)
			}
			return nil
		}
		var v string
		var err error
		if q.Kind == walk.Number {
			v, err = ask.Number(label, def, check)
		} else {
			v, err = ask.Text(label, def, check)
		}
		if strings.TrimSpace(v) == "" {
			v = def
		}
		return d.canonical(q, v), err
	case walk.List:
		return d.pickList(q, label, canBack, walk.Split(def))
	}
	return "", fmt.Errorf("walk: no prompt for a %s question", q.Kind)
}

// onlyAllowed is the one option the rules allow now, when there is
// exactly one (the others keep their places, marked), else -1.
func onlyAllowed(why []walk.Msg) int {
	only := -1
	for i, w := range why {
		if w.ID == "" {
			if only >= 0 {
				return -1
			}
			only = i
		}
	}
	return only
}

// offer is what a prompt offers first: the answer taken back with "back",
// else the question's suggestion or default.
func (d *Driver) offer(q *walk.Question) string {
	if v, ok := d.offers[q.ID]; ok {
		return v
	}
	return q.Offered()
}

// said prints a question the table had nothing to choose at, as answered.
func (d *Driver) said(label, answer string) {
	d.auto = true
	fmt.Fprintln(d.a.IO.Out, d.a.Hanging("✔ ", walk.AsLabel(label)+" "+answer))
}
