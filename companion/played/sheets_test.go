package played_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/omg"
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/sintra"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// A sheet file of any bytes, for any of the games scored with a sheet, is
// read or refused with a problem, never a panic; a sheet a game accepts
// scores and reads back.
func FuzzSheet(f *testing.F) {
	boxes := []played.Box{omg.Box(), sintra.Box()}
	f.Add(uint8(0), []byte("players:\n  - {name: Ana, buildings: 20, coins: 23}\n  - {name: Bo, buildings: 21, coins: 17}\n"))
	f.Add(uint8(0), []byte("players: {}\n"))
	f.Add(uint8(1), []byte("side: a\nplayers:\n  - {name: Amanda, track: 50, panes_left: 7, broken: 8, ornaments: [4, 4, 1, 2]}\n  - {name: Bo, track: 67}\n"))
	f.Add(uint8(1), []byte("side: b\nplayers:\n  - {name: A, windows_complete: 4, colours: {orange: 5}}\n  - {name: B}\n"))
	f.Add(uint8(1), []byte("side: [\n"))
	f.Fuzz(func(t *testing.T, game uint8, src []byte) {
		box := boxes[int(game)%len(boxes)]
		s, err := box.ParseSheet(src)
		if err != nil {
			return
		}
		if _, err := s.Tally(); err != nil {
			t.Fatalf("%s: accepted sheet does not score: %v\n%s", box.ID, err, src)
		}
		if _, err := box.ParseSheet(s.YAML()); err != nil {
			t.Fatalf("%s: the sheet written back is refused: %v\n%s", box.ID, err, s.YAML())
		}
	})
}

// A recorded play is read as its sheet, so it can be shown again (play
// test pt3 D11); a play of another game is refused naming its game.
func TestParseSheetReadsAPlay(t *testing.T) {
	box := omg.Box()
	s, err := box.ParseSheet([]byte("players:\n  - {name: Ana, buildings: 20, coins: 23}\n  - {name: Bo, buildings: 21, coins: 17}\n"))
	if err != nil {
		t.Fatal(err)
	}
	play, err := box.WritePlay(s, time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC), 45)
	if err != nil {
		t.Fatal(err)
	}
	again, err := box.ParseSheet(play)
	if err != nil {
		t.Fatalf("a recorded play: %v", err)
	}
	res, err := again.Tally()
	if err != nil || res.Play().Players[0].Score != 24 || res.Play().Winners[0] != "Ana" {
		t.Fatalf("the play's sheet: %v %+v", err, res)
	}
	_, err = sintra.Box().ParseSheet(play)
	var fe *userfile.Error
	if !errors.As(err, &fe) || !strings.Contains(err.Error(), "played.problem.game") {
		t.Errorf("an Oh My Goods! play read as Sintra's: %v", err)
	}
}
