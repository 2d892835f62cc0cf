package companion

import (
	"fmt"
	"sort"
	"strings"

	"github.com/pileup-companion/stephens/locales"
)

// Problem is an error the companion explains to the table in the user's
// language: a message ID from the locale files and the values it names.
// Values of type locales.Term are translated before they are filled in.
type Problem struct {
	ID   string
	Args map[string]any
	// Part is the field, inside the value the problem was found at, that
	// holds what is wrong ("text" of a game file's event): a file's report
	// names and points at it.
	Part string
}

// NewProblem builds a Problem from key/value pairs.
func NewProblem(id string, kv ...any) *Problem {
	p := &Problem{ID: id, Args: map[string]any{}}
	for i := 0; i+1 < len(kv); i += 2 {
		if k, ok := kv[i].(string); ok {
			p.Args[k] = kv[i+1]
		}
	}
	return p
}

// Error gives a stable English-free form for logs and tests; the CLI shows
// the localized text instead.
func (p *Problem) Error() string {
	keys := make([]string, 0, len(p.Args))
	for k := range p.Args {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString(p.ID)
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%v", k, p.Args[k])
	}
	return b.String()
}

// Term names a game term by its message ID, for use as a Problem value.
func Term(id string) locales.Term { return locales.Term(id) }

// NearestLine returns the line recorded for a field path such as
// "players[2].contracts.crown[1]", or for its nearest parent, 0 if none: the
// file parsers use it to point a problem at the line the table must fix.
func NearestLine(lines map[string]int, field string) int {
	for f := field; f != ""; {
		if l, ok := lines[f]; ok {
			return l
		}
		i := strings.LastIndexAny(f, ".[")
		if i < 0 {
			break
		}
		f = f[:i]
	}
	return 0
}
