package cmdutil

import (
	"encoding/json"
	"io"

	"github.com/pileup-companion/stephens/companion"
)

// Text that came from a user or a file (a name, a path, a search, a value
// given for a flag) is data: before it reaches the terminal, every
// character the core's text policy flags (companion.Flaws: control
// characters and escape sequences, text-direction marks, invisible
// characters, bytes that are not UTF-8) is written as an escape, "\x1b",
// "\u202e", "\xff". The printer applies shown to every value it puts into
// a message; the few places that print data themselves call it, and JSON
// goes out through jsonEncoder.

// shown is the one escape for text shown on the terminal.
func Shown(s string) string { return companion.Escape(s, false) }

// Guard is the core's output guard (companion.Guard) on the terminal's
// streams.
type Guard = companion.Guard

// JSONEncoder writes JSON with no raw flawed character
// (companion.JSONEncoder).
func JSONEncoder(w io.Writer) *json.Encoder { return companion.JSONEncoder(w) }
