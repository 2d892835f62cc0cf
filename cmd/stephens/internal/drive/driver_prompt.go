package drive

import (
	"fmt"
	"strings"

	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
)

// prompt asks a question on the terminal. What a question offers first is
// the answer taken back with "back" (Enter keeps it), else its suggestion
// or default (session.Asking.Offer). An option the rules do not allow now
// keeps its place, marked; picking it says why and asks again.
func (t *Terminal) prompt(as *session.Asking) (string, error) {
	q, canBack := as.Q, as.CanBack
	p := t.a.P
	ask := t.a.Prompter()
	label := p.Render(q.Prompt)
	back := p.T("walk.back")
	def := as.Offer
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
				return t.cascade(as)
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
		menu := t.menu(as)
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
			k, err := t.selectFor(q, label, labels, cursor, reasons)
			if err != nil {
				return "", err
			}
			switch {
			case k < n && k < len(why) && why[k].ID != "":
				fmt.Fprintln(t.a.IO.Out, t.a.Wrap("  "+p.Render(why[k])))
				cursor = k
				continue
			case k < n:
				return values[k], nil
			case k >= n+nBack:
				return "", &menuPick{k - n - nBack}
			}
			return "", errBack
		}
	case walk.Number, walk.Text:
		if q.Kind == walk.Text {
			def = as.SpokenOffer() // typed over in the user's words, read back below
		}
		check := func(s string) error {
			if strings.TrimSpace(s) == "" && def != "" || asksRule(q, s) {
				return nil // Enter keeps what is offered; '?' asks for the rule
			}
			if _, err := q.Accept(as.Canonical(s)); err != nil {
				return refusedAtPrompt(t.a, t.game, q, err)
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
		return as.Canonical(v), err
	case walk.List:
		return t.pickList(as)
	}
	return "", fmt.Errorf("walk: no prompt for a %s question", q.Kind)
}
