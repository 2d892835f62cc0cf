package played

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
)

type sheet struct {
	Players []struct {
		Name  string `yaml:"name"`
		Score int    `yaml:"score"`
	} `yaml:"players"`
}

func check(s *sheet) []*companion.Problem {
	for i, p := range s.Players {
		if p.Score < 0 {
			return []*companion.Problem{companion.NewProblem("tally.problem.negative", "Field", "players["+string(rune('1'+i))+"].score", "Value", p.Score)}
		}
	}
	return nil
}

// A play file says which game it is; it reads back as written, and a
// wrong game, a newer version, a bad sheet or a cut file are refused
// naming their field.
func TestFileRoundTrip(t *testing.T) {
	f := &File[sheet]{Game: "sintra", Version: Version, Recorded: time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC), Minutes: 45}
	f.Sheet.Players = append(f.Sheet.Players, struct {
		Name  string `yaml:"name"`
		Score int    `yaml:"score"`
	}{"Ana", 3})
	buf, err := Marshal(f, "Azul: Stained Glass of Sintra")
	if err != nil {
		t.Fatal(err)
	}
	if GameOf(buf) != "sintra" || !strings.HasPrefix(string(buf), "# A play of Azul: Stained Glass of Sintra") {
		t.Fatalf("%s", buf)
	}
	back, err := Parse(buf, "sintra", check)
	if err != nil || back.Minutes != 45 || back.Sheet.Players[0].Name != "Ana" || !back.Recorded.Equal(f.Recorded) {
		t.Fatalf("%v %+v", err, back)
	}
	for _, c := range []struct{ src, want string }{
		{strings.Replace(string(buf), "game: sintra", "game: omg", 1), "played.problem.game"},
		{strings.Replace(string(buf), "version: 1", "version: 2", 1), "played.problem.version"},
		{strings.Replace(string(buf), "score: 3", "score: -3", 1), "sheet.players[1].score"},
		{strings.Replace(string(buf), "minutes: 45", "minutes: 9999", 1), "played.problem.minutes"},
		{"game: sintra\nversion: 1\n", "file.problem.missing"},
		{"- 1\n", "played.problem.not_a_play"},
	} {
		if _, err := Parse([]byte(c.src), "sintra", check); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %s", c.src, err, c.want)
		}
	}
	if GameOf([]byte("version: 1\nsettings: {}\n")) != "" {
		t.Error("a Stephens game file read as a play")
	}
}

// A damaged play file, or one that names no game, is said as such, with
// its line where it has one (files-and-scale D6: the record's skip line
// called each `a play of ""`); a game not known is named.
func TestReadAnyNamesWhatIsWrong(t *testing.T) {
	for _, c := range []struct{ src, id string }{
		{"version: 1\n\xff\xfe\n", "file.problem.not_utf8"},
		{"version: 1\ngame: [\n", "file.problem.yaml"},
		{"", "played.problem.not_a_play"},
		{"version: 1\nsheet: {}\n", "played.problem.not_a_play"},
		{"version: 1\ngame: chess\n", "games.unknown_game"},
	} {
		_, _, err := ReadAny(nil, []byte(c.src))
		var fe *userfile.Error
		if !errors.As(err, &fe) || fe.First().Problem.ID != c.id {
			t.Errorf("%q: %v, want %s", c.src, err, c.id)
		}
	}
}
