package play

import (
	"testing"

	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// Every flag with words reads the German and Portuguese screens' words as
// its tokens, part by part, and its check then accepts the value.
func TestFlagWordsReadAsTokens(t *testing.T) {
	all := SetupFlags().Plus(TurnFlags(), ResetFlags(), ResetStartFlags(), AutomaFlags())
	flag := func(name string) walk.Flag {
		for _, f := range all {
			if f.Name == name {
				return f
			}
		}
		t.Fatalf("no flag --%s", name)
		return walk.Flag{}
	}
	for _, c := range []struct{ lang, flag, in, want string }{
		{"de", "colours", "Türkis", "teal"},
		{"pt", "colours", "cinza", "gray"},
		{"de", "difficulty", "schwer", "hard"},
		{"pt", "difficulty", "Difícil", "hard"},
		{"de", "automa-deck", "echt", "physical"},
		{"de", "start-disks", "Sperre 10", "gate-10"},
		{"pt", "start-disks", "depois", "later"},
		{"de", "opponent", "keine", "none"},
		{"de", "furnace", "unten links", "lower-left"},
		{"pt", "cubes", "2preto,laranja", "2black,orange"},
		{"de", "create", "rechts:schmelzofen", "right:furnace"},
		{"pt", "reinforce", "direito:forno:Rosa", "right:furnace:Rosa"},
		{"de", "disk", "sperre-5", "gate-5"},
		{"de", "start-disk", "Rosa:Sperre-5", "Rosa:gate-5"},
		{"de", "empty", "unten-links,unten-rechts", "lower-left,lower-right"},
		{"de", "supply", "Rosa:unten-links:schwarz+rosa+braun:B4", "Rosa:lower-left:black+pink+orange:B4"},
		{"pt", "bonus-worker", "Ana:criar:esquerdo:inferior:3a", "Ana:create:left:lower:3a"},
		{"de", "bonus-worker", "Ana:stärken:rechts:schmelzofen:1:sperre-5", "Ana:reinforce:right:furnace:1:gate-5"},
		{"de", "bonus-worker", "Ana:keine", "Ana:none"},
		{"de", "automa-apprentice", "links:schmelzofen:1", "left:furnace:1"},
		{"de", "action", "kleine Fabrik", "small-factory"},
		{"pt", "at", "superior-direito", "upper-right"},
		{"de", "arrow", "gegen den uhrzeigersinn", "counterclockwise"},
		{"pt", "fallback", "superior-esquerdo:horário", "upper-left:clockwise"},
		{"de", "supply-section", "2:oben-links:uhrzeigersinn", "2:upper-left:clockwise"},
	} {
		f := flag(c.flag)
		got := f.Words.Canonical(c.in, locales.New(c.lang).Words)
		if got != c.want {
			t.Errorf("%s --%s %q read as %q, want %q", c.lang, c.flag, c.in, got, c.want)
			continue
		}
		if f.Check != nil {
			if err := f.Check(got); err != nil {
				t.Errorf("%s --%s %q (%q) refused: %v", c.lang, c.flag, c.in, got, err)
			}
		}
	}
}
