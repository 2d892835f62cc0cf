package table

import "github.com/pileup-companion/stephens/companion/remote"

// Front is the page's side of the game's session (companion/remote).
type Front = remote.Front

// NewFront returns a front end with no question open.
func NewFront() *Front { return remote.NewFront() }
