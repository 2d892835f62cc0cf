package tally

import (
	"bytes"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// ParseSheet reads a game's score sheet file with the one strict reader
// (companion/userfile) and checks it: an empty file is refused with
// emptyID; every problem check finds is reported at the field it names
// (its Field value: players[2].coins, players counted from 1), with its
// line; then more, when given, looks at the values themselves once the
// sheet is good. Problems come back as a *userfile.Error.
func ParseSheet[S any](src []byte, emptyID string, check func(*S) []*companion.Problem, more func(root userfile.Value)) (*S, error) {
	d, err := userfile.Parse(src)
	if err != nil {
		return nil, err
	}
	root := d.Root()
	if root.Null() {
		d.ReportAt(0, "", companion.NewProblem(emptyID))
		return nil, d.Err()
	}
	s := new(S)
	root.Decode(s)
	if d.OK() {
		for _, p := range check(s) {
			field, _ := p.Args["Field"].(string)
			d.Report(field, p)
		}
	}
	if d.OK() && more != nil {
		more(root)
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	return s, nil
}

// MarshalSheet writes a score sheet as YAML in its file schema, ready to
// re-open.
func MarshalSheet(s any) []byte {
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(s); err != nil {
		panic(err) // only plain fields: a failure is a programming error
	}
	_ = enc.Close()
	return b.Bytes()
}

// FirstProblem is the first of a check's problems, nil for none: a
// walkthrough's review refuses a sheet with it.
func FirstProblem(ps []*companion.Problem) error {
	if len(ps) > 0 {
		return ps[0]
	}
	return nil
}
