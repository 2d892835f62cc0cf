package main

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
func (a *app) parseIntIn(s string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, errors.New(a.p.T("prompt.invalid_number", "Value", strings.TrimSpace(s)))
	}
	if hi >= lo && (n < lo || n > hi) {
		return 0, errors.New(a.p.T("prompt.out_of_range", "Value", n, "Min", lo, "Max", hi))
	}
	if n < lo {
		return 0, errors.New(a.p.T("prompt.below_min", "Value", n, "Min", lo))
	}
	return n, nil
}

// askText asks for a line of text; validate may be nil.
func (a *app) askText(label, def string, validate func(string) error) (string, error) {
	return a.prompter().Text(label, def, validate)
}

// askChoice asks for one of items and returns its index.
func (a *app) askChoice(label string, items []string, cursor int) (int, error) {
	return a.prompter().Select(label, items, cursor)
}

// askPick loops a multi-select: it offers items plus a "done" entry until
// the user picks done, and returns the chosen indexes in the order picked.
// offer is called before each round with what was picked so far and returns
// which item indexes may still be chosen (for prerequisites).
func (a *app) askPick(label string, items []string, offer func(picked []int) []int) ([]int, error) {
	var picked []int
	for {
		avail := offer(picked)
		if len(avail) == 0 {
			return picked, nil
		}
		labels := make([]string, 0, len(avail)+1)
		labels = append(labels, a.p.T("prompt.done"))
		for _, i := range avail {
			labels = append(labels, items[i])
		}
		k, err := a.askChoice(label, labels, 0)
		if err != nil {
			return picked, err
		}
		if k == 0 {
			return picked, nil
		}
		picked = append(picked, avail[k-1])
	}
}
