package record

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/tally"
)

// Each entry of the index, read first by a fresh decoder (a command that
// reads the entries one by one, newest first), is the entry read after
// the others: a list with nothing in it (the winners of a game still
// running) stays an empty list, in JSON [] and not null.
func TestIndexEntryReadFirstKeepsEmptyLists(t *testing.T) {
	ix := indexFixture(t)
	buf, err := ix.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	f, err := OpenIndex(buf)
	if err != nil {
		t.Fatal(err)
	}
	all := f.Decoder(true)
	for i := range f.Len() {
		want, err := all.Entry(i)
		if err != nil {
			t.Fatal(err)
		}
		got, err := f.Decoder(true).Entry(i)
		if err != nil {
			t.Fatal(err)
		}
		gj, _ := json.Marshal(got.Game)
		wj, _ := json.Marshal(want.Game)
		if string(gj) != string(wj) {
			t.Errorf("entry %d read first:\n%s\nafter the others:\n%s", i, gj, wj)
		}
		if got.Game.Winners == nil || got.Game.Players == nil {
			t.Errorf("entry %d read first: nil lists %+v", i, got.Game)
		}
	}
}

// The statistics added up a game at a time (Tally: stats over ten
// thousand games without holding them) are Stats of each game's plays
// and Overall of all of them, the titles in the order of their newest
// game (GameNames of the record, newest first), --player picking one.
func TestTallyIsStatsAGameAtATime(t *testing.T) {
	omg := func(days int, ana, bo int) Game {
		winner := "Ana"
		if bo > ana {
			winner = "Bo"
		}
		return FromPlay("omg"+time.Duration(days).String()+".play.yaml", "Oh My Goods!", played.Play{Game: "omg", Recorded: start.AddDate(0, 0, days), Minutes: 40,
			Players: []played.Player{
				{Name: "Ana", Score: ana, Place: 1, Winner: winner == "Ana", Categories: []tally.Category{{ID: "goods", Label: "omg.table.goods", VP: ana}}},
				{Name: "Bo", Score: bo, Place: 2, Winner: winner == "Bo", Categories: []tally.Category{{ID: "goods", Label: "omg.table.goods", VP: bo}}},
			}, Winners: []string{winner}, Tiebreak: "none"})
	}
	g1 := at(mustOf(t, "1.yaml", finished(t, []string{"Ana", "Bo"}, []player{{"Ana", 50, 0, 0}, {"Bo", 40, 0, 0}}, time.Hour, 0)), 0)
	g2 := at(mustOf(t, "2.yaml", finished(t, []string{"Ana", "Cy"}, []player{{"Ana", 30, 1, 1}, {"Cy", 45, 1, 1}}, time.Hour, 0)), 4)
	solo := at(mustOf(t, "3.yaml", finished(t, []string{"ANA"}, []player{{"ANA", 150, 0, 0}}, time.Hour, 0)), 2)
	games := []Game{g2, omg(3, 20, 25), solo, omg(1, 31, 25), g1}
	Newest(games)
	if games[0].Game != Stephens || games[0].File != "2.yaml" {
		t.Fatalf("newest %+v", games[0])
	}
	var tl Tally
	for i := len(games) - 1; i >= 0; i-- {
		tl.Add(games[i])
	}
	if tl.Len() != len(games) {
		t.Errorf("%d games added", tl.Len())
	}
	sections := tl.Sections("All games", "")
	names := GameNames(games)
	if len(sections) != len(names)+1 || sections[len(names)].Name != "All games" || !sections[len(names)].All {
		t.Fatalf("sections %+v, titles %v", sections, names)
	}
	js := func(v any) string { b, _ := json.Marshal(v); return string(b) }
	for i, name := range names {
		var of []Game
		for _, g := range games {
			if g.Name == name {
				of = append(of, g)
			}
		}
		if sections[i].Name != name || js(sections[i].Stats) != js(Stats(of)) {
			t.Errorf("section %d %q:\n%s\nwant %q\n%s", i, sections[i].Name, js(sections[i].Stats), name, js(Stats(of)))
		}
	}
	if got, want := js(sections[len(names)].Stats), js(Overall(games)); got != want {
		t.Errorf("over all games:\n%s\nwant\n%s", got, want)
	}
	if got, want := js(tl.Sections("All games", "bo")), js(Sections(games, "All games", "bo")); got != want {
		t.Errorf("--player bo:\n%s\nwant\n%s", got, want)
	}
}
