package game

import (
	"bytes"
	"encoding/json"

	"github.com/pileup-companion/stephens/companion"
)

// StateJSON is the document of `stephens state --json` and of the table
// view's /api/state: the summary of a game file's state (Summarize),
// indented by two spaces, with no raw flawed character in its strings
// (companion.EscapeJSON). Both front ends write it with this one function,
// so they never differ.
func StateJSON(data []byte) ([]byte, error) {
	_, s, err := ParseFileState(data)
	if err != nil {
		return nil, err
	}
	return s.Summarize().JSON()
}

// JSON encodes the summary as StateJSON does.
func (s Summary) JSON() ([]byte, error) {
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil {
		return nil, err
	}
	return companion.EscapeJSON(out.Bytes()), nil
}
