package play

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/score"
)

// TestWriteFullGames writes whole games, played through the walkthroughs
// to the final score and finished with the sheet the game pre-fills, as
// game files (the format cmd/stephens/internal/gamefile reads) into the
// folder STEPHENS_WRITE_GAMES names. They are the templates of the record
// tests and of the start-up benchmark (cmd/stephens/testdata/games):
//
//	STEPHENS_WRITE_GAMES=$PWD/cmd/stephens/testdata/games go test ./companion/play -run TestWriteFullGames
//
// Without the variable the games are still played and finished, and
// compared byte for byte with the committed templates, so neither the
// recipe nor the templates can rot unnoticed.
func TestWriteFullGames(t *testing.T) {
	dir := os.Getenv("STEPHENS_WRITE_GAMES")
	created := time.Date(2025, 1, 7, 19, 30, 0, 0, time.UTC)
	for _, c := range []struct {
		file      string
		start     func(*testing.T) *game.State
		glassOnly bool // and left at the final scoring, unfinished
	}{
		{"four-players.yaml", table4, false},
		{"two-players.yaml", table2, false},
		{"solo-physical.yaml", func(t *testing.T) *game.State { return solo(t, game.DeckPhysical, 4) }, false},
		{"at-scoring.yaml", table2, true},
	} {
		base := c.start(t)
		a := &autoTable{t: t, glassOnly: c.glassOnly}
		s := a.toTheEnd(base.Clone())
		events := setupEvents(t, base)
		if base.Solo != nil {
			events = soloSetupEvents(base)
		}
		for _, w := range a.walks {
			events = append(events, w.events...)
		}
		sheet := Prefill(s)
		for i := range sheet.Players {
			p := &sheet.Players[i]
			p.Track, p.Forest, p.Dune, p.Coins, p.Cubes = 40+3*i, 7, 15-8*(i%2), 5+i, 4
			p.Influence = min(p.InfluenceMax, 9)
			p.Contracts = score.Contracts{Crown: []int{2, 1}, Colonies: []int{1}, UK: []int{3}}
		}
		fin, err := FinishEvent(s, sheet, created.Add(2*time.Hour+10*time.Minute), 0)
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if !c.glassOnly {
			events = append(events, fin)
		}
		if _, err := game.Replay(base.Settings, events); err != nil {
			t.Fatalf("%s does not replay: %v", c.file, err)
		}
		buf := marshalGame(t, base.Settings, created, events)
		if dir == "" { // the committed templates are what the recipe writes (test-gaps: they had drifted)
			committed, err := os.ReadFile(filepath.Join(templates, c.file))
			if err != nil || !bytes.Equal(committed, buf) {
				t.Errorf("%s is not what the recipe writes (%v): write the templates again as this test's comment says", filepath.Join(templates, c.file), err)
			}
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, c.file), buf, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// templates is where the committed game templates are, from this package.
var templates = filepath.Join("..", "..", "cmd", "stephens", "testdata", "games")

// soloSetupEvents are the setup events of the solo fixture.
func soloSetupEvents(s *game.State) []game.Event {
	return []game.Event{
		{Kind: game.KindStartPlayer, Seat: 0},
		{Kind: game.KindStartingProfession, Seat: 0, Side: s.Players[0].StartSide},
		{Kind: game.KindAutomaStart, Seat: game.Automa, Side: companion.Right}, // as solo() starts it
		{Kind: game.KindStartingDisk, Seat: 0, Disk: s.Players[0].Disks[0]},
	}
}

// marshalGame writes a game file as the companion does: one event a line,
// the finish with its sheet as a block.
func marshalGame(t *testing.T, set game.Settings, created time.Time, events []game.Event) []byte {
	t.Helper()
	var doc yaml.Node
	err := doc.Encode(struct {
		Version  int           `yaml:"version"`
		Created  time.Time     `yaml:"created"`
		Settings game.Settings `yaml:"settings"`
		Events   []game.Event  `yaml:"events"`
	}{game.FormatVersion, created, set, events})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(doc.Content); i += 2 {
		if doc.Content[i].Value == "events" {
			for _, e := range doc.Content[i+1].Content {
				if e.Content[1].Value != string(game.KindFinish) {
					e.Style = yaml.FlowStyle
				}
			}
		}
	}
	var b bytes.Buffer
	b.WriteString("# A whole game played by companion/play's TestWriteFullGames: a template\n# of the record tests and the start-up benchmark.\n")
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
