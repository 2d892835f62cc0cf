package view

import (
	"bytes"
	"encoding/json"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/locales"
)

// StateJSON is the state document: what `stephens state --json` prints
// and the table view's /api/state answers, the game's summary
// (game.State.Summarize) indented, with no raw flawed character in its
// strings (companion.EscapeJSON). It is the same in every language: the
// keys and values are the game file's, never words.
func StateJSON(s *game.State) ([]byte, error) {
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s.Summarize()); err != nil {
		return nil, err
	}
	return companion.EscapeJSON(out.Bytes()), nil
}

// LogEntry is one line of a game's history: in words for people, and in
// --json the event as the game file has it (the same in every language).
type LogEntry struct {
	N     int        `json:"n"`
	Event game.Event `json:"event"`
	Text  string     `json:"-"`
}

// Log is the log in words: each of the game's events said in p's
// language (play.Describe), numbered from 1, replayed from the game as it
// began with settings. An event the rules refuse ends it with the rules'
// problem.
func Log(p *locales.Printer, settings game.Settings, events []game.Event) ([]LogEntry, error) {
	s, err := game.New(settings)
	if err != nil {
		return nil, err
	}
	out := make([]LogEntry, 0, len(events))
	for i, e := range events {
		out = append(out, LogEntry{N: i + 1, Text: p.Render(play.Describe(s, e)), Event: e})
		if err := s.Apply(e); err != nil {
			return nil, err
		}
	}
	return out, nil
}
