package omg

import (
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/tally"
)

// Box is Oh My Goods! as the front end drives it (played.Box).
func Box() played.Box {
	return played.Box{ID: ID, Name: Name, Setup: Setup, SetupFlags: SetupFlags,
		NewWalk: NewWalk, ScoreFlags: ScoreFlags,
		SheetOf: func(f *tally.Filled) played.Sheet { return SheetOf(f) },
		ParseSheet: func(b []byte) (played.Sheet, error) {
			s, err := Parse(b)
			if err != nil {
				return nil, err
			}
			return s, nil
		},
		WritePlay: func(s played.Sheet, recorded time.Time, minutes int) ([]byte, error) {
			return played.Write(s.(*Sheet), ID, Name, recorded, minutes)
		},
		ReadPlay: func(b []byte) (played.Play, error) {
			return played.Read(b, ID, func(s *Sheet) []*companion.Problem { return Validate(s) })
		},
	}
}

// Tally scores the sheet (Score).
func (s *Sheet) Tally() (played.Result, error) {
	r, err := Score(s)
	if err != nil {
		return nil, err
	}
	return r, nil
}

// YAML is the sheet in its file schema (Marshal).
func (s *Sheet) YAML() []byte { return Marshal(s) }
