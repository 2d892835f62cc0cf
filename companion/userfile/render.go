package userfile

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// How an Error reads: for people, one line per issue in the user's
// language,
//
//	PATH, line N: FIELD: what was wrong (what is accepted)
//
// and the hints under them; for machines (--json), the first issue as its
// message ID and values, the same in every language.

// ProblemOf is the Problem an error carries (the checks return one); any
// other error is a file that could not be read, with its text as detail.
func ProblemOf(err error) *companion.Problem {
	var p *companion.Problem
	if errors.As(err, &p) {
		return p
	}
	return companion.NewProblem("file.problem.unreadable", "Detail", err.Error())
}

// Text is one issue in words: the file ("" for none), the line when
// known, the field (its Label, else its path) unless the message names it
// itself, and the message.
func (is Issue) Text(p *locales.Printer, file string) string {
	var field any = is.Field
	if is.Label.ID != "" {
		field = is.Label
	}
	args := is.Problem.Args
	_, named := args["Field"]
	if named && is.Label.ID != "" && args["Field"] == is.Field {
		args = make(map[string]any, len(is.Problem.Args))
		for k, v := range is.Problem.Args {
			args[k] = v
		}
		args["Field"] = field
	}
	detail := p.Map(is.Problem.ID, args)
	if !named && is.Field != "" {
		detail = p.T("file.problem.at_field", "Field", field, "Detail", detail)
	}
	switch {
	case file == "":
		return detail
	case is.Line > 0:
		return p.T("file.at_line", "Path", file, "Line", is.Line, "Detail", detail)
	}
	return p.T("file.at_file", "Path", file, "Detail", detail)
}

// Lines are the error's issues in words, one a line (the first issue
// when it lists none).
func (e *Error) Lines(p *locales.Printer) []string {
	issues := e.Issues
	if len(issues) == 0 {
		issues = []Issue{e.First()}
	}
	lines := make([]string, len(issues))
	for i, is := range issues {
		lines[i] = is.Text(p, e.File)
	}
	return lines
}

// HintLines are the hints in words: the error's own, else, for a file
// whose content is at fault, that it was left as it is.
func (e *Error) HintLines(p *locales.Printer) []string {
	var hints []string
	for _, h := range e.Hints {
		hints = append(hints, p.T(h))
	}
	if len(e.Hints) == 0 && e.Err == nil {
		hints = append(hints, p.T("file.hint"))
	}
	return hints
}

// Machine is why a file cannot be read, for machines: the line (0 when
// the whole file is concerned), the field's path, the message ID and its
// values as text.
type Machine struct {
	Line   int               `json:"line,omitempty"`
	Field  string            `json:"field,omitempty"`
	ID     string            `json:"id"`
	Values map[string]string `json:"values,omitempty"`
}

// MachineOf puts an error (its first issue) in machine form; an error
// that carries no Problem is id with its text as detail.
func MachineOf(err error, id string) *Machine {
	m := &Machine{ID: id}
	var fe *Error
	var pr *companion.Problem
	switch {
	case errors.As(err, &fe):
		is := fe.First()
		m.Line, m.Field, pr = is.Line, is.Field, is.Problem
	case errors.As(err, &pr):
	default:
		m.Values = map[string]string{"detail": err.Error()}
		return m
	}
	m.ID = pr.ID
	for k, v := range pr.Args {
		if m.Values == nil {
			m.Values = map[string]string{}
		}
		m.Values[strings.ToLower(k)] = machineText(v)
	}
	return m
}

// machineText is a problem's value in the same words in every language: a
// Term is its ID, a value as written is itself.
func machineText(v any) string {
	switch x := v.(type) {
	case locales.Msg:
		if w, ok := x.Args["Value"]; ok {
			return fmt.Sprint(w)
		}
		return x.ID
	case locales.List:
		parts := make([]string, len(x.Items))
		for i, it := range x.Items {
			parts[i] = machineText(it)
		}
		return strings.Join(parts, ", ")
	}
	return fmt.Sprint(v)
}
