package main

import (
	"errors"
	"regexp"
	"strconv"

	"github.com/pileup-companion/stephens/companion"
)

var reYAMLLine = regexp.MustCompile(`line (\d+)`)

// yamlErrorLine pulls the line number out of a yaml.v3 error, 0 if none.
func yamlErrorLine(err error) int {
	if m := reYAMLLine.FindStringSubmatch(err.Error()); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n
	}
	return 0
}

// localizeProblem renders a core Problem in the user's language.
func (a *app) localizeProblem(err error) (string, bool) {
	var p *companion.Problem
	if errors.As(err, &p) {
		return a.p.Map(p.ID, p.Args), true
	}
	return "", false
}
