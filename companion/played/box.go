package played

import (
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Box is a game the companion sets up and scores with a sheet, as one
// front end drives them all: its name, its setup checklist, its score
// sheet (as a walkthrough, from flags or from a file), and its plays on
// disk. Each game package gives its own (sintra.Box, omg.Box).
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
	// ParseSheet reads and checks a sheet file.
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

// Read is ReadPlay for a game: the play file parsed with the game's sheet
// checks, the sheet scored again.
func Read[S any, P interface {
	*S
	Sheet
}](src []byte, game string, check func(P) []*companion.Problem) (Play, error) {
	f, err := Parse(src, game, func(s *S) []*companion.Problem { return check(P(s)) })
	if err != nil {
		return Play{}, err
	}
	res, err := P(&f.Sheet).Tally()
	if err != nil {
		return Play{}, err
	}
	p := res.Play()
	p.Recorded, p.Minutes = f.Recorded, f.Minutes
	return p, nil
}

// Write is WritePlay for a game: the file of a play of sheet.
func Write[S any](s *S, game, name string, recorded time.Time, minutes int) ([]byte, error) {
	return Marshal(&File[S]{Game: game, Version: Version, Recorded: recorded.UTC().Truncate(time.Second), Minutes: minutes, Sheet: *s}, name)
}
