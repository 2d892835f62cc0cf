package cmdutil

import (
	"errors"
	"strconv"
	"strings"
)

// The ask helpers put a question to the table through the prompt adapter,
// with validation messages in the user's language. Call them only when
// a.canPrompt(); otherwise return a.needAnswer(what, "--flag").

// parseIntIn reads a whole number and checks its bounds, with a localized
// error naming the value and what is accepted.
func (a *App) ParseIntIn(s string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		id := "walk.number.not_whole"
		if strings.TrimSpace(s) == "" {
			id = "walk.number.empty"
		}
		if hi < lo {
			id += "_from"
		}
		return 0, errors.New(a.P.T(id, "Value", strings.TrimSpace(s), "Min", lo, "Max", hi))
	}
	if hi >= lo && (n < lo || n > hi) {
		return 0, errors.New(a.P.T("prompt.out_of_range", "Value", n, "Min", lo, "Max", hi))
	}
	if n < lo {
		return 0, errors.New(a.P.T("prompt.below_min", "Value", n, "Min", lo))
	}
	return n, nil
}

// askChoice asks for one of items and returns its index.
func (a *App) AskChoice(label string, items []string, cursor int) (int, error) {
	return a.Prompter().Select(label, items, cursor)
}
