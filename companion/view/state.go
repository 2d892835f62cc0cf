package view

import (
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/locales"
)

// LogEntry is one line of a game's history: in words for people, and in
// --json the event as the game file has it (the same in every language).
type LogEntry struct {
	N     int        `json:"n"`
	Event game.Event `json:"event"`
	Text  string     `json:"-"`
}

// Log is the log in words: each of the game's events said in p's
// language (play.History), numbered from 1, replayed from the game as it
// began with settings. An event the rules refuse ends it with the rules'
// problem.
func Log(p *locales.Printer, settings game.Settings, events []game.Event) ([]LogEntry, error) {
	s, err := game.New(settings)
	if err != nil {
		return nil, err
	}
	said, err := play.History(s, events)
	if err != nil {
		return nil, err
	}
	out := make([]LogEntry, 0, len(events))
	for i, e := range events {
		out = append(out, LogEntry{N: i + 1, Text: p.Render(said[i]), Event: e})
	}
	return out, nil
}
