package wordcheck

import (
	"strings"
	"testing"
)

// The check finds English where it is and leaves tokens, quotes, commands
// and file examples alone.
func TestEnglish(t *testing.T) {
	if Size() < 50 {
		t.Fatalf("only %d words on the list", Size())
	}
	for _, c := range []struct {
		text string
		want string
	}{
		{"Usage: stephens new [flags]", "Usage flags"},
		{"No results", "results"},
		{"unbekannter Befehl „{{.Name}}“", ""},
		{`zum Beispiel "stephens rules show reset-phase"`, ""},
		{"gib --cubes black,orange an, oder --furnace upper-left", ""},
		{"„stephens turn --start-disk NAME:SCHEIBE“ trägt sie nach", ""},
		{"mit stephens score --file sheet.yaml --finish beenden", ""},
		{"worker_supply hat 3 Zahlen; gate-5 ist frei", ""},
		{"Die englische Ausgabe nennt sie 'reset phase'", ""},
		{"Die Aktion des Schmelzofens (the furnace)", "the"},
		{"cards enthält 9 Karten", "cards"},
		{"(default 3)", "default"},
		{"(Pile Up Games, 2024)", ""},
		{"Das Format:\n  players:   # 1 bis 4\n    - cubes: 14\nergänze supply: {cubes: 2}", ""},
		{"deck die oberste Karte auf; se for preciso, no forno", ""},
		{"--crown NAME:CUBES   Aufträge, Krone: NAME:VP, NAME:STEINE", "CUBES VP"},
	} {
		if got := strings.Join(English(c.text), " "); got != c.want {
			t.Errorf("%q: %q, want %q", c.text, got, c.want)
		}
	}
}
