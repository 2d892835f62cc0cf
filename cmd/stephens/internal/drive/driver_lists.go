package drive

import (
	"slices"
	"strings"

	"github.com/pileup-companion/stephens/companion/walk"
)

// The prompts for choices among many options: a cascade part by part, and
// a list picked one item at a time.

// cascade asks a choice among many options part by part, following their
// paths: first the distinct first parts, then the second parts of those,
// and so on until one option is left; back goes up a part.
func (d *Driver) cascade(q *walk.Question, label string, canBack bool) (string, error) {
	p := d.a.P
	var prefix, picked []string // the parts chosen, and how they read
	var auto []bool             // per part: the only one there was, not asked
	offer := strings.Split(d.offer(q), ":")
	if v, ok := d.resumedParts(q.ID); ok && q.GoesOn(v) { // picked before the break
		for i, part := range strings.Split(v, ":") {
			prefix, picked, auto = append(prefix, part), append(picked, q.PathLabel(p, v, i)), append(auto, false)
		}
	}
	for {
		level := len(prefix)
		groups := q.PathGroups(p, prefix)
		if level > 0 && len(groups) == 1 && groups[0].Flat == nil { // one way on: take it
			g := groups[0]
			prefix, picked, auto = append(prefix, g.Part), append(picked, g.Label), append(auto, true)
			if whole := strings.Join(prefix, ":"); !q.GoesOn(whole) {
				// Said with the part's own question where it has one ("Which
				// bonus does the upper-right small factory show for 1 orange?").
				said := p.T("walk.picked", "Label", label, "List", strings.Join(picked[:len(picked)-1], " · "))
				if ask := q.PartAsk(prefix[:level]); ask.ID != "" {
					said = p.Render(ask)
				}
				d.said(said, g.Label)
				return whole, nil
			}
			continue
		}
		labels := make([]string, len(groups))
		cursor := 0
		for i, g := range groups {
			labels[i] = g.Label
			if g.Flat != nil && g.Flat.Value == d.offer(q) ||
				g.Flat == nil && len(offer) > level && slices.Equal(offer[:level], prefix) && offer[level] == g.Part {
				cursor = i
			}
		}
		var menu []string
		if level == 0 {
			menu = d.menuAt(q, canBack)
		}
		back := 0
		if canBack || level > 0 {
			labels, back = append(labels, p.T("walk.back")), 1
		}
		labels = append(labels, menu...) // the menu last, as everywhere
		shown := label
		if level > 0 {
			shown = p.T("walk.picked", "Label", label, "List", strings.Join(picked, " · "))
		}
		if ask := q.PartAsk(prefix); ask.ID != "" {
			shown = p.Render(ask)
		}
		k, err := d.selectRule(q, shown, labels, cursor)
		if err != nil {
			return "", err
		}
		if k >= len(groups)+back {
			return "", &MenuPick{k - len(groups) - back}
		}
		if k >= len(groups) {
			if level == 0 {
				return "", ErrBack
			}
			for len(prefix) > 0 { // up a part, past those there was no choice at
				last := auto[len(auto)-1]
				prefix, picked, auto = prefix[:len(prefix)-1], picked[:len(picked)-1], auto[:len(auto)-1]
				if !last {
					break
				}
			}
			if err := d.keepParts(q.ID, strings.Join(prefix, ":")); err != nil {
				return "", err
			}
			continue
		}
		g := groups[k]
		if g.Flat != nil {
			return g.Flat.Value, nil
		}
		prefix, picked, auto = append(prefix, g.Part), append(picked, g.Label), append(auto, false)
		whole := strings.Join(prefix, ":")
		if !q.GoesOn(whole) {
			return whole, nil
		}
		if err := d.keepParts(q.ID, whole); err != nil {
			return "", err
		}
	}
}

// pickList asks a List question as a loop of picks with "done", offering
// only what may still be added (prerequisites included).
func (d *Driver) pickList(q *walk.Question, label string, canBack bool, start []string) (string, error) {
	p := d.a.P
	var picked []string
	kept := false
	if v, ok := d.resumedParts(q.ID); ok { // picked before the break
		start = walk.Split(v)
	}
	if _, err := q.Accept(strings.Join(start, ",")); err == nil && len(start) > 0 { // given before: "done" keeps it
		picked, kept = start, true
	}
	for {
		var values, labels []string
		for _, o := range q.Options {
			if o.Hidden || slices.Contains(picked, o.Value) {
				continue
			}
			if _, err := q.Accept(strings.Join(append(append([]string(nil), picked...), o.Value), ",")); err != nil {
				continue
			}
			values = append(values, o.Value)
			labels = append(labels, p.Render(o.Label))
		}
		if len(values) == 0 && len(picked) > 0 && !kept { // nothing more can be added
			return strings.Join(picked, ","), nil
		}
		items := append([]string{p.T("prompt.done")}, labels...)
		if len(picked) > 0 { // to pick again from nothing
			items = append(items, p.T("walk.list_again"))
		}
		var menu []string
		if len(picked) == 0 {
			menu = d.menuAt(q, canBack)
		}
		back := 0
		if canBack && len(picked) == 0 {
			items, back = append(items, p.T("walk.back")), 1
		}
		items = append(items, menu...) // the menu last, as everywhere
		shown := label
		if len(picked) > 0 {
			shown = p.T("walk.picked", "Label", label, "List", strings.Join(picked, ", "))
		}
		k, err := d.selectRule(q, shown, items, 0)
		if err != nil {
			return "", err
		}
		again := 0
		if len(picked) > 0 {
			again = 1
		}
		switch {
		case k == 0:
			return strings.Join(picked, ","), nil
		case k <= len(values):
			picked, kept = append(picked, values[k-1]), false
			if err := d.keepParts(q.ID, strings.Join(picked, ",")); err != nil {
				return "", err
			}
		case again == 1 && k == len(values)+1:
			picked, kept = nil, false
			if err := d.keepParts(q.ID, ""); err != nil {
				return "", err
			}
		case k <= len(values)+again+back:
			return "", ErrBack
		default:
			return "", &MenuPick{k - 1 - again - back - len(values)}
		}
	}
}
