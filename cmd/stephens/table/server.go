package table

import (
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
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
	return remote.New(remote.Options{Game: &gameFile{path: o.Game}, Front: o.Front, Poll: o.Poll, LAN: LANAddress})
}

// gameFile is the game file as the server reads and watches it: read
// through the store (its size limit, no waiting on a lock), looked at with
// a stat.
type gameFile struct {
	path string

	mu   sync.Mutex
	last os.FileInfo
	gen  int // counts the times the file was replaced by another
}

func (g *gameFile) Read() ([]byte, error) { return store.ReadFile(g.path) }

// Stamp is the file's size and time, and how often another file took its
// place (a write renames a new file over it).
func (g *gameFile) Stamp() (string, error) {
	fi, err := os.Stat(g.path)
	if err != nil {
		return "", err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.last != nil && !os.SameFile(fi, g.last) {
		g.gen++
	}
	g.last = fi
	return strconv.Itoa(g.gen) + "/" + strconv.FormatInt(fi.Size(), 10) + "/" + strconv.FormatInt(fi.ModTime().UnixNano(), 10), nil
}
