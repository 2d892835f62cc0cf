package tally_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/omg"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/sintra"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/locales"
)

// A sheet's problem names the player and the field in words, with the key
// as the file has it, in the user's language, for the three games: not
// only "players[2].coins" (issue 29: sheet errors named the path). A
// machine still reads the path.
func TestSheetErrorsNameThePlayer_issue29(t *testing.T) {
	parse := map[string]func([]byte) error{
		"omg":    func(b []byte) error { _, err := omg.Parse(b); return err },
		"sintra": func(b []byte) error { _, err := sintra.Parse(b); return err },
		"score":  func(b []byte) error { _, err := score.Parse(b); return err },
	}
	for _, c := range []struct {
		game, sheet, path string
		want              map[string]string
	}{
		{"omg", "players:\n  - {name: Ana, buildings: 20, coins: 3}\n  - {name: Bo, buildings: 12}\n", "players[2].coins",
			map[string]string{"en": "Bo, Goods (coins) [coins]: missing", "de": "Bo, Waren (Münzen) [coins]: fehlt", "pt": "Bo, Bens (moedas) [coins]: em falta"}},
		{"sintra", "side: a\nplayers:\n  - {name: Anke, track: 40, panes_left: 33, broken: 2}\n  - {name: Bo, track: 30, panes_left: 2, broken: 0}\n", "players[1].panes_left",
			map[string]string{"en": "Anke, Pane pieces left [panes_left]: 33", "de": "Anke, ", "pt": "Anke, "}},
		{"score", "players:\n  - {name: Ana, track: 3}\n  - {name: Bo, track: 4, forest: 8}\n", "players[2].forest",
			map[string]string{"en": "Bo, Forest track [forest]: 8 is not", "de": "Bo, Waldpfad [forest]: 8 ist kein", "pt": "Bo, Trilha da floresta [forest]: 8 não é"}},
	} {
		err := parse[c.game]([]byte(c.sheet))
		var ue *userfile.Error
		if !errors.As(err, &ue) {
			t.Fatalf("%s: %v", c.game, err)
		}
		for lang, want := range c.want {
			got := strings.Join(ue.Lines(locales.New(lang)), "\n")
			if !strings.Contains(got, want) || strings.Contains(got, "players[") {
				t.Errorf("%s in %s: %q, want %q and no path", c.game, lang, got, want)
			}
		}
		if m := userfile.MachineOf(err, ""); m.Field != c.path {
			t.Errorf("%s: machines read %q, want %q", c.game, m.Field, c.path)
		}
	}
}

// A sheet checked against its game names the player the same way, and
// machines still read the path (score.NameField).
func TestNameFieldKeepsThePathForMachines_issue29(t *testing.T) {
	s := &score.Sheet{Players: []score.Player{{Name: "Ana"}, {Name: "Bo"}}}
	p := score.NameField(s, problemAt("players[2].abilities"))
	if got := locales.New("de").Render(locales.Msg{ID: p.ID, Args: p.Args}); !strings.HasPrefix(got, "Bo, Fähigkeiten [abilities]") {
		t.Errorf("de: %q", got)
	}
	if m := userfile.MachineOf(p, ""); m.Values["field"] != "players[2].abilities" {
		t.Errorf("machine field %q", m.Values["field"])
	}
}

func problemAt(path string) *companion.Problem {
	return companion.NewProblem("record.problem.sheet_game", "Field", path, "Value", "2a, 2d", "Want", "2a")
}
