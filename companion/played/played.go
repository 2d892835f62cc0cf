// Package played is the record of a finished play of a game the companion
// scores with a sheet and does not run turn by turn (Sintra, Oh My
// Goods!): which game, when it was recorded, how long it took, and the
// final score sheet, kept as a file in the games folder beside the
// Stephens games. The sheet is the record: the scores, places and winners
// are counted again from it whenever the play is read, by the same rules
// that counted them at the table. It is pure: bytes in, bytes out.
package played

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// Version is the format version of a play file.
const Version = 1

// Suffix ends a play file's name, so a listing of the games folder tells
// plays from Stephens game files without reading them; the file itself
// says which game it is (File.Game).
const Suffix = userfile.PlaySuffix

// MaxMinutes is the longest play a record keeps: a day.
const MaxMinutes = 24 * 60

// File is a play on disk: which game, the format version, when the play
// was recorded (UTC, to the second), its length when the table gave it
// (0: not given), and the game's final score sheet.
type File[S any] struct {
	Game     string    `yaml:"game"`
	Version  int       `yaml:"version"`
	Recorded time.Time `yaml:"recorded"`
	Minutes  int       `yaml:"minutes,omitempty"`
	Sheet    S         `yaml:"sheet"`
}

// RequiredFields: a play file cut short is refused, never read as a play
// without a sheet.
func (*File[S]) RequiredFields() []string { return []string{"game", "version", "recorded", "sheet"} }

// Play is a finished play as the history and the statistics see it: the
// players in the sheet's order with their totals, places and points by
// category, the winners and the tie-break step that decided.
type Play struct {
	Game     string
	Recorded time.Time
	Minutes  int
	Players  []Player
	Winners  []string
	Tiebreak string
}

// Player is one player's line of a play.
type Player struct {
	Name       string
	Score      int
	Place      int
	Winner     bool
	Categories []tally.Category
}

// Started is when the play began: its recorded end less its length.
func (p Play) Started() time.Time { return p.Recorded.Add(-time.Duration(p.Minutes) * time.Minute) }

// Marshal writes a play file, under a comment naming the game.
func Marshal[S any](f *File[S], gameName string) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# A play of %s recorded by the stephens companion: the final\n# score sheet is the record; scores are counted from it.\n", gameName)
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return b.Bytes(), enc.Close()
}

// IsPlay reports whether a file's bytes are a recorded play (it names
// its game), not a bare score sheet.
func IsPlay(src []byte) bool { return GameOf(src) != "" }

// GameOf says which game a play file is of ("" when it does not say).
func GameOf(src []byte) string {
	d, err := userfile.Parse(src)
	if err != nil || !d.Root().IsMap() {
		return ""
	}
	v, ok := d.Root().Peek("game")
	if !ok {
		return ""
	}
	s, _ := v.Raw()
	return s
}

// Parse reads a play file of game with the one strict reader: the game and
// the version first, then every field, then the sheet's own checks (each
// problem named by its path under sheet, players counted from 1).
func Parse[S any](src []byte, game string, check func(*S) []*companion.Problem) (*File[S], error) {
	d, err := userfile.Parse(src)
	if err != nil {
		return nil, err
	}
	root := d.Root()
	if root.Null() || !root.IsMap() {
		d.ReportAt(root.Line(), "", companion.NewProblem("played.problem.not_a_play"))
		return nil, d.Err()
	}
	if v, ok := root.Peek("game"); ok {
		if g, _ := v.Raw(); g != game {
			d.ReportAt(v.Line(), "game", companion.NewProblem("played.problem.game", "Value", g, "Want", game))
			return nil, d.Err()
		}
	}
	if v, ok := root.Peek("version"); ok {
		if n, isNumber := v.Raw(); !isNumber || n != fmt.Sprint(Version) {
			d.ReportAt(v.Line(), "version", companion.NewProblem("played.problem.version", "Value", n, "Want", Version))
			return nil, d.Err()
		}
	}
	f := &File[S]{}
	root.Decode(f)
	if d.OK() && (f.Minutes < 0 || f.Minutes > MaxMinutes) {
		d.Report("minutes", companion.NewProblem("played.problem.minutes", "Value", f.Minutes, "Max", MaxMinutes))
	}
	if d.OK() {
		for _, p := range check(&f.Sheet) {
			field, _ := p.Args["Field"].(string)
			field = strings.TrimSuffix("sheet."+field, ".")
			if _, named := p.Args["Field"]; named {
				p.Args["Field"] = field
			}
			d.Report(field, p)
		}
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	return f, nil
}
