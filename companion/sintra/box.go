package sintra

import "github.com/pileup-companion/stephens/companion/played"

// Box is Sintra as the front end drives it (played.Box).
func Box() played.Box {
	return played.Game[Sheet, Result]{ID: ID, Name: Name, Setup: Setup, SetupFlags: SetupFlags, NewWalk: NewWalk,
		ScoreFlags: ScoreFlags, SheetOf: SheetOf, Parse: Parse, Check: Check, Score: Score, Marshal: Marshal}.Box()
}
