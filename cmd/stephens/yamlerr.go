package main

import (
	"errors"

	"github.com/pileup-companion/stephens/companion"
)

// localizeProblem renders a core Problem in the user's language.
func (a *app) localizeProblem(err error) (string, bool) {
	var p *companion.Problem
	if errors.As(err, &p) {
		return a.p.Map(p.ID, p.Args), true
	}
	return "", false
}
