package table

import "github.com/pileup-companion/stephens/companion/remote"

// The session's front end for the phones is companion/remote's Front;
// these names keep the server's and the page's code short.
type (
	Front     = remote.Front
	Asked     = remote.Asked
	Reply     = remote.Reply
	ReplyKind = remote.ReplyKind
)

// The replies of the page.
const (
	Answer   = remote.Answer
	Back     = remote.Back
	PickMenu = remote.PickMenu
)

// ErrWithdrawn: the question is no longer open (the game changed under it).
var ErrWithdrawn = remote.ErrWithdrawn

// NewFront returns a front end with no question open.
func NewFront() *Front { return remote.NewFront() }
