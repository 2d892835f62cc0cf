package tally

import (
	"regexp"
	"strconv"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
)

// reFieldPath reads a sheet path: players[2].panes_left (compiled when
// first needed, not at every start-up).
var reFieldPath = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^players\[(\d+)\]\.([a-z_]+)`) })

// reviewProblem is a sheet's problem as the review says it: in the
// user's words, the field named by the player and the question's label
// ("Anke, Übrige Glassteine"), not by its path in the file.
func (f *Form) reviewProblem(s *Filled, err error) any {
	p, ok := err.(*companion.Problem)
	if !ok {
		return err
	}
	args := map[string]any{}
	for k, v := range p.Args {
		args[k] = v
	}
	if path, ok := args["Field"].(string); ok {
		if m := reFieldPath().FindStringSubmatch(path); m != nil {
			i, _ := strconv.Atoi(m[1])
			for _, fd := range f.Fields(s.Choices) {
				if fd.Key == m[2] && i >= 1 && i <= len(s.Players) {
					args["Field"] = walk.M("tally.review.field_of", "Name", s.Players[i-1].Name, "Field", fd.Label)
				}
			}
		}
	}
	return walk.Msg{ID: p.ID, Args: args}
}
