package omg

import "github.com/pileup-companion/stephens/companion/played"

// Box is Oh My Goods! as the front end drives it (played.Box).
func Box() played.Box {
	return played.Game[Sheet, Result]{ID: ID, Name: Name, Setup: Setup, SetupFlags: SetupFlags, NewWalk: NewWalk,
		ScoreFlags: ScoreFlags, SheetOf: SheetOf, Parse: Parse, Check: Validate, Score: Score, Marshal: Marshal}.Box()
}
