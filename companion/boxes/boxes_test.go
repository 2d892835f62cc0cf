package boxes

import (
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/omg"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/sintra"
)

const (
	omgSheet      = "players:\n  - {name: Ana, buildings: 20, coins: 23}\n  - {name: Bo, buildings: 21, coins: 17}\n"
	stephensSheet = "players:\n  - name: Ana\n    track: 0\n  - name: Bo\n    track: 4\n"
)

// The games are named by their IDs; an ID not known is Stephens.
func TestNames(t *testing.T) {
	if Name(sintra.Box().ID) != sintra.Box().Name || Name(omg.Box().ID) != omg.Box().Name || Name(record.Stephens) != record.GameName {
		t.Errorf("names %q %q %q", Name(sintra.Box().ID), Name(omg.Box().ID), Name(record.Stephens))
	}
	if _, ok := Find("azul"); ok {
		t.Error("a game not played here found")
	}
	if ids := IDs(); len(ids) != 2 || ids[0] != sintra.Box().ID || ids[1] != omg.Box().ID {
		t.Errorf("IDs %v", ids)
	}
}

// A sheet given to another game's score is told by the game it reads
// as; one that reads as the game's own, or as no game's, is not.
func TestSheetOf(t *testing.T) {
	for _, c := range []struct{ data, game, want string }{
		{omgSheet, sintra.Box().ID, omg.Box().ID},
		{stephensSheet, omg.Box().ID, record.Stephens},
		{omgSheet, omg.Box().ID, ""},
		{"side: [\n", omg.Box().ID, ""},
	} {
		if got := SheetOf([]byte(c.data), c.game); got != c.want {
			t.Errorf("%q as %s: %q, want %q", c.data, c.game, got, c.want)
		}
	}
}

// A recorded play reads back as the record keeps it: its game, players
// and winner; bytes of no known game are refused.
func TestReadPlay(t *testing.T) {
	box := omg.Box()
	s, err := box.ParseSheet([]byte(omgSheet))
	if err != nil {
		t.Fatal(err)
	}
	buf, err := box.WritePlay(s, time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC), 45)
	if err != nil {
		t.Fatal(err)
	}
	g, err := ReadPlay("x.play.yaml", buf)
	if err != nil || g.Game != box.ID || len(g.Players) != 2 || len(g.Winners) != 1 || g.Winners[0] != "Ana" || g.File != "x.play.yaml" {
		t.Errorf("read back %+v, %v", g, err)
	}
	if _, err := ReadPlay("y.play.yaml", []byte("game: azul\n")); err == nil {
		t.Error("a play of a game not known was read")
	}
}
