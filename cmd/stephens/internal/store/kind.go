package store

import "github.com/pileup-companion/stephens/companion/userfile"

// Kind is what a file holds (userfile.Kind): every write names its kind
// and never replaces a file of another kind.
type Kind = userfile.Kind

// The kinds of file the companion writes (see userfile).
const (
	Unknown       = userfile.Unknown
	Game          = userfile.Game
	Draft         = userfile.Draft
	Sheet         = userfile.Sheet
	Export        = userfile.Export
	Transcription = userfile.Transcription
	Pointer       = userfile.Pointer
	Cache         = userfile.Cache
)

// waits: a write of this kind waits (up to LockWait) for another process
// that holds the file; a cache does not wait, it is simply not kept.
func waits(k Kind) bool { return k != Cache }
