package view

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/locales"
)

// The state document holds no words: the same bytes whatever the
// language, and it decodes to the game's summary.
func TestStateJSONIsTheSummary(t *testing.T) {
	s := twoPlayers(t, "Ana", "Bo")
	s.Settings.Players[1].Name = "Bo\u202e" // as a hand-edited file may have it
	buf, err := s.Summarize().JSON()        // the document of game.StateJSON
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsRune(string(buf), '\u202e') {
		t.Fatalf("a flawed character raw in the state document: %s", buf)
	}
	var got game.Summary
	if err := json.Unmarshal(buf, &got); err != nil {
		t.Fatal(err)
	}
	if sum := s.Summarize(); got.Army != sum.Army || got.Phase != sum.Phase || len(got.Players) != 2 {
		t.Fatalf("decoded %+v, want the summary %+v", got, sum)
	}
	if !strings.HasPrefix(string(buf), "{\n  \"") || !strings.HasSuffix(string(buf), "}\n") {
		t.Fatalf("not indented as state --json prints it: %s", buf)
	}
}

func TestLogInEachLanguage(t *testing.T) {
	s := twoPlayers(t, "Ana", "Bo")
	start, err := game.New(s.Settings)
	if err != nil {
		t.Fatal(err)
	}
	events := setupTwo
	for _, lang := range []string{"en", "de", "pt"} {
		p := locales.New(lang)
		log, err := Log(p, s.Settings, events)
		if err != nil {
			t.Fatal(err)
		}
		if len(log) != len(events) || log[0].N != 1 {
			t.Fatalf("%s: %d entries from %d events", lang, len(log), len(events))
		}
		if want := p.Render(play.Describe(start, events[0])); log[0].Text != want || want == "" {
			t.Errorf("%s: first entry %q, want %q", lang, log[0].Text, want)
		}
	}
}

// An event the rules refuse ends the log with their problem.
func TestLogRefusedEvent(t *testing.T) {
	s := twoPlayers(t, "Ana", "Bo")
	events := append(slices.Clone(setupTwo), game.Event{Kind: game.KindStartPlayer, Seat: 7})
	if _, err := Log(locales.New("en"), s.Settings, events); err == nil {
		t.Fatal("a start player in seat 7 of 2 was logged")
	}
}
