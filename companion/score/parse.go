package score

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// Parse reads a sheet file and validates it with the one strict reader
// (companion/userfile): a problem comes back as a *userfile.Error whose
// issues each name the line, the field path, the value and what is
// accepted. Players and contract cards are counted from 1: players[2] is
// the second player. An empty value counts as 0.
func Parse(src []byte) (*Sheet, error) {
	d, err := userfile.Parse(src)
	if err != nil {
		return nil, err
	}
	root := d.Root()
	if root.Null() {
		d.ReportAt(0, "", companion.NewProblem("score.problem.empty"))
		return nil, d.Err()
	}
	s := &Sheet{}
	root.Decode(s)
	if d.OK() {
		for _, p := range Validate(s) {
			field, _ := p.Args["Field"].(string)
			d.Report(field, p)
		}
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	return s, nil
}
