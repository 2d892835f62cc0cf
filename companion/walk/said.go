package walk

import (
	"slices"
	"strings"

	"github.com/pileup-companion/stephens/locales"
)

// How a question and its answers read at a prompt, in the printer's
// language: an answer as the table picked it, the label a prompt asks
// with, the answer offered first, and the parts a question asked in parts
// offers at each step; and which of a unit's lines a front end shows.

// AnswerText says an answer as the table picked it: an option's label,
// yes or no, the items of a list, a number or text as given ("none" for
// an empty list, "left empty" for a blank number or text).
func (q *Question) AnswerText(p *locales.Printer, v string) string {
	switch q.Kind {
	case YesNo:
		if v == Yes {
			return p.T("prompt.yes")
		}
		return p.T("prompt.no")
	case Choice:
		return q.optionText(p, v)
	case List:
		var items []string
		for _, x := range Split(v) {
			items = append(items, q.optionText(p, x))
		}
		if len(items) == 0 {
			return p.T("walk.draft.none")
		}
		return strings.Join(items, ", ")
	}
	if v == "" { // a number or text left empty: no word to agree with it («cubos na carta: (em branco)»)
		return p.T("walk.draft.blank")
	}
	return v
}

// optionText is an option's label, or its parts' labels ("Cy delivers ·
// lower-right small factory"); the value itself when no option has it.
func (q *Question) optionText(p *locales.Printer, v string) string {
	for _, o := range q.Options {
		if o.Value != v {
			continue
		}
		if o.Label.ID != "" {
			return p.Render(o.Label)
		}
		var parts []string
		for _, m := range o.Path {
			parts = append(parts, p.Render(m))
		}
		if len(parts) > 0 {
			return strings.Join(parts, " · ")
		}
	}
	return v
}

// AsLabel ends a question's words as a prompt shows them: with its
// question mark, or a colon.
func AsLabel(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, "?") || strings.HasSuffix(s, ":") || strings.HasSuffix(s, ".") || strings.HasSuffix(s, ")") && strings.Contains(s, "? (") {
		return s
	}
	return s + ":"
}

// HasPaths reports whether an option offered at a prompt is asked in
// parts (Option.Path).
func (q *Question) HasPaths() bool {
	for _, o := range q.Options {
		if len(o.Path) > 0 && !o.Hidden {
			return true
		}
	}
	return false
}

// PathLabel is how part i of the options starting with prefix reads.
func (q *Question) PathLabel(p *locales.Printer, prefix string, i int) string {
	for _, o := range q.Options {
		if !o.Hidden && len(o.Path) > i && strings.HasPrefix(o.Value, prefix+":") {
			return p.Render(o.Path[i])
		}
	}
	return strings.Split(prefix, ":")[i]
}

// PathGroup is one choice at a step of a question asked in parts: a part
// the options after the parts picked go on with, and how it reads; or,
// at the first step, an option without parts (Flat).
type PathGroup struct {
	Part, Label string
	Flat        *Option
}

// PathGroups are the choices after the parts picked (prefix), in the
// options' order, each part once.
func (q *Question) PathGroups(p *locales.Printer, prefix []string) []PathGroup {
	level := len(prefix)
	var groups []PathGroup
	seen := map[string]bool{}
	for i := range q.Options {
		o := &q.Options[i]
		if o.Hidden {
			continue
		}
		parts := strings.Split(o.Value, ":")
		if len(o.Path) == 0 {
			if level == 0 {
				groups = append(groups, PathGroup{Label: p.Render(o.Label), Flat: o})
			}
			continue
		}
		if len(parts) <= level || !slices.Equal(parts[:level], prefix) || seen[parts[level]] {
			continue
		}
		seen[parts[level]] = true
		groups = append(groups, PathGroup{Part: parts[level], Label: p.Render(o.Path[level])})
	}
	return groups
}

// Offered is the answer a prompt offers first: the suggestion, else the
// default.
func (q *Question) Offered() string {
	if q.Suggest != "" {
		return q.Suggest
	}
	return q.Default
}

// Recapped leaves out the lines that only say again where the table is,
// unless the table is coming back to the walkthrough (recap).
func Recapped(lines []Line, recap bool) []Line {
	if recap {
		return lines
	}
	out := lines[:0:0]
	for _, l := range lines {
		if !l.Recap {
			out = append(out, l)
		}
	}
	return out
}

// Unprinted is what a unit said that is not on a front end's screen yet,
// the first shown lines being there: what it recorded (held back while
// asking, shown once written), then the lines after the last question.
func Unprinted(lines []Line, shown int) []Line {
	shown = min(shown, len(lines))
	var out []Line
	for _, l := range lines[:shown] {
		if l.Style == Done {
			out = append(out, l)
		}
	}
	return append(out, lines[shown:]...)
}
