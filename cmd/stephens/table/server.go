package table

import (
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/remote"
)

// Server is the table view's server (companion/remote): the pages, the
// API and the events; this package gives it the game file and the LAN.
type Server = remote.Server

// Options says which game file to serve.
type Options struct {
	Game  string // the game file's path
	Front *Front // the session's front end; nil: the page answers nothing
	// Poll is how often the file is looked at (0: every 25 ms).
	Poll time.Duration
}

// New makes the server of the game file at o.Game, with a fresh token.
func New(o Options) (*Server, error) {
	return remote.New(remote.Options{Game: shared.FileAt(o.Game), Front: o.Front, Poll: o.Poll, LAN: LANAddress})
}
