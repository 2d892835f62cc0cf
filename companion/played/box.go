package played

import (
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Box is a game the companion sets up and scores with a sheet, as one
// front end drives them all: its name, its setup checklist, its score
// sheet (as a walkthrough, from flags or from a file), and its plays on
// disk. Each game package gives its own (sintra.Box, omg.Box), made from
// its parts (Game).
type Box struct {
	// ID names the game in files, JSON and commands ("sintra"); Name is
	// its title, the same in every language ("Oh My Goods!").
	ID, Name string
	// Setup is the setup checklist; SetupFlags answer its questions.
	Setup      walk.Script
	SetupFlags func() walk.Flags
	// NewWalk is the score sheet as a walkthrough; SheetOf makes the sheet
	// of its answers; ScoreFlags answer its questions.
	NewWalk    func() *tally.Form
	SheetOf    func(*tally.Filled) Sheet
	ScoreFlags func() walk.Flags
	// ParseSheet reads and checks a sheet file, or the sheet of a play
	// file (IsPlay) this game recorded.
	ParseSheet func([]byte) (Sheet, error)
	// WritePlay is a play file of a checked sheet; ReadPlay reads one and
	// counts it again.
	WritePlay func(s Sheet, recorded time.Time, minutes int) ([]byte, error)
	ReadPlay  func([]byte) (Play, error)
}

// Sheet is a game's checked final score sheet.
type Sheet interface {
	// Tally scores it; an invalid sheet gives its first problem.
	Tally() (Result, error)
	// YAML is the sheet in its file schema, ready to re-open.
	YAML() []byte
}

// Result is a scored sheet: its JSON form is the game's --json; Card is
// how a front end prints it; Play is what the record keeps.
type Result interface {
	Card() tally.Card
	Play() Play
}

// ReadAny reads a play file by the rules of the game it says it is of,
// among boxes: a play of a game none of them is, is refused naming it.
func ReadAny(boxes []Box, src []byte) (Box, Play, error) {
	id := GameOf(src)
	if id == "" { // damaged, or no play at all: said as such (files-and-scale D6: not `a play of ""`)
		if _, err := userfile.Parse(src); err != nil {
			return Box{}, Play{}, err
		}
		return Box{}, Play{}, userfile.FileProblem("", nil, "played.problem.not_a_play")
	}
	for _, b := range boxes {
		if b.ID == id {
			p, err := b.ReadPlay(src)
			return b, p, err
		}
	}
	return Box{}, Play{}, userfile.FileProblem("", nil, "games.unknown_game", "Value", id)
}

// Game is what a game package gives to be driven as a Box: its ID and
// title, its setup, and its score sheet S with the result R it scores to:
// the sheet as a walkthrough and how its answers make a sheet, how a sheet
// file is read (Parse) and a decoded sheet checked (Check), scored and
// written in its file schema (Marshal).
type Game[S any, R Result] struct {
	ID, Name   string
	Setup      walk.Script
	SetupFlags func() walk.Flags
	NewWalk    func() *tally.Form
	ScoreFlags func() walk.Flags
	SheetOf    func(*tally.Filled) *S
	Parse      func([]byte) (*S, error)
	Check      func(*S) []*companion.Problem
	Score      func(*S) (R, error)
	Marshal    func(*S) []byte
}

// Box is the game as the front end drives it.
func (g Game[S, R]) Box() Box {
	return Box{ID: g.ID, Name: g.Name, Setup: g.Setup, SetupFlags: g.SetupFlags, NewWalk: g.NewWalk, ScoreFlags: g.ScoreFlags,
		SheetOf: func(f *tally.Filled) Sheet { return sheetOf[S, R]{g.SheetOf(f), &g} },
		ParseSheet: func(b []byte) (Sheet, error) {
			if IsPlay(b) { // a recorded play: its sheet, shown again
				f, err := Parse(b, g.ID, g.Check)
				if err != nil {
					return nil, err
				}
				return sheetOf[S, R]{&f.Sheet, &g}, nil
			}
			s, err := g.Parse(b)
			if err != nil {
				return nil, err
			}
			return sheetOf[S, R]{s, &g}, nil
		},
		WritePlay: func(s Sheet, recorded time.Time, minutes int) ([]byte, error) {
			return Marshal(&File[S]{Game: g.ID, Version: Version, Recorded: recorded.UTC().Truncate(time.Second), Minutes: minutes,
				Sheet: *s.(sheetOf[S, R]).s}, g.Name)
		},
		ReadPlay: g.readPlay,
	}
}

// readPlay reads a play file with the game's sheet checks and scores the
// sheet again.
func (g Game[S, R]) readPlay(src []byte) (Play, error) {
	f, err := Parse(src, g.ID, g.Check)
	if err != nil {
		return Play{}, err
	}
	res, err := g.Score(&f.Sheet)
	if err != nil {
		return Play{}, err
	}
	p := res.Play()
	p.Recorded, p.Minutes = f.Recorded, f.Minutes
	return p, nil
}

// sheetOf is a game's sheet as a Sheet.
type sheetOf[S any, R Result] struct {
	s *S
	g *Game[S, R]
}

func (x sheetOf[S, R]) Tally() (Result, error) {
	r, err := x.g.Score(x.s)
	if err != nil {
		return nil, err
	}
	return r, nil
}

func (x sheetOf[S, R]) YAML() []byte { return x.g.Marshal(x.s) }
