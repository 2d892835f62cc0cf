package tally

import (
	"bytes"
	"errors"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/locales"
)

// ParseSheet reads a game's score sheet file with the one strict reader
// (companion/userfile) and checks it: an empty file is refused with
// emptyID; every problem check finds is reported at the field it names
// (its Field value: players[2].coins, players counted from 1), with its
// line; then more, when given, looks at the values themselves once the
// sheet is good. Problems come back as a *userfile.Error.
//
// label, when given, names a field of the sheet in words for the user
// (PathLabel): a problem says "Bo, Coins [coins]", not only
// players[2].coins (issue 29: sheet errors named the path).
func ParseSheet[S any](src []byte, emptyID string, check func(*S) []*companion.Problem, more func(root userfile.Value),
	label func(s *S, path string) locales.Msg) (*S, error) {
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
		var ue *userfile.Error
		if label != nil && errors.As(err, &ue) {
			ue.Name(func(path string) locales.Msg { return label(s, path) })
		}
		return nil, err
	}
	return s, nil
}

// PathLabel names a sheet path players[N].KEY in words: the player's name
// (names in sheet order), the field as words says the key, and the key as
// written in the file ("Bo, Münzen [coins]"). No ID when the path is no
// player's field, the player has no name, or words does not know the key.
func PathLabel(names []string, path string, words func(key string) (locales.Msg, bool)) locales.Msg {
	rest, ok := strings.CutPrefix(path, "players[")
	if !ok {
		return locales.Msg{}
	}
	num, key, ok := strings.Cut(rest, "].")
	i, err := strconv.Atoi(num)
	if !ok || err != nil || i < 1 || i > len(names) || strings.TrimSpace(names[i-1]) == "" || key == "name" {
		return locales.Msg{}
	}
	w, ok := words(key)
	if !ok {
		return locales.Msg{}
	}
	return locales.M("file.problem.player_field", "Name", names[i-1], "Field", w, "Key", key)
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

// Words names a sheet key in words, as the review does: the label of the
// field it belongs to ("colours.red" is Colours); false for a key no field
// has.
func (f *Form) Words(key string) (Msg, bool) {
	if i := strings.IndexAny(key, ".["); i >= 0 {
		key = key[:i]
	}
	for _, fd := range f.Fields(nil) {
		if fd.Key == key {
			return fd.Label, true
		}
	}
	return Msg{}, false
}

// NamesOf are the players' names of a sheet, in its order.
func NamesOf[P any](players []P, name func(P) string) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = name(p)
	}
	return out
}
