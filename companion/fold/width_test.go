package fold

import (
	"strings"
	"testing"
)

// A terminal draws an emoji presentation sequence (a character with
// U+FE0F: a keycap, a heart) and a flag two columns wide; go-runewidth
// counts them as one (playtest pt3 D16). Letters with accents, combining
// marks and text in other scripts keep their widths.
func TestWidthIsTheDrawnWidth(t *testing.T) {
	for s, want := range map[string]int{
		"Ana": 3, "Fábio": 5, "e\u0301": 1, "Ａｎａ": 6, "陈": 2,
		"1️⃣": 2, "#️⃣": 2, "❤️": 2, "✔️": 2, "👍": 2, "👍🏽": 2, "🇵🇹": 2,
		"❤": 1, "✔": 1, "2. 1️⃣ 69": 8, "": 0,
	} {
		if got := Width(s); got != want {
			t.Errorf("Width(%q) = %d, want %d", s, got, want)
		}
	}
}

// Columns narrows the columns where it costs the fewest lines: the long
// title shares its row with a cell of two lines and folds first; the
// dates of every row and a numbered line stay whole; a short cell and a
// word are never broken, and when nothing else can give it says so.
func TestColumnsFitWhereItCostsLeast(t *testing.T) {
	cells := [][]string{
		{"Game", "Date", "Players", "Result"},
		{"Azul: Stained Glass of Sintra", "2026-01-12 08:00", "1. Eva 76\n2. Carla 44", "Eva"},
		{"Stephens", "2026-01-25 19:00", "1. Ana 146\n2. Fábio 100\n3. Carla 61", "Ana"},
		{"Stephens", "2026-01-26 19:00", "1. Eva 80\n2. Bo 79", "2 players"},
	}
	out, ok := Columns(cells, 66)
	if !ok {
		t.Fatal("does not fit 66")
	}
	for i, r := range out {
		for j, c := range r {
			if j == 1 && strings.Contains(c, "\n") || j == 2 && c != cells[i][j] || j == 3 && c != cells[i][j] {
				t.Errorf("cell %d,%d folded: %q", i, j, c)
			}
		}
	}
	if got := out[1][0]; got != "Azul: Stained\nGlass of Sintra" {
		t.Errorf("the title is %q", got)
	}
	if width := 1 + 3*4 + Widest(out[1][0]) + 16 + 12 + 9; width > 66 {
		t.Errorf("%d columns wide", width)
	}
	same, ok := Columns(cells, 100)
	if !ok || same[1][0] != cells[1][0] {
		t.Errorf("a table that fits is folded: %q", same)
	}
	if _, ok := Columns(cells, 40); ok {
		t.Error("fits 40 columns without breaking a word or a short cell")
	}
}

// Room a column leaves when it folds narrower than asked (a date breaks
// from 16 columns to 10 at once) goes back where it spares a broken line:
// the table uses the whole width and "1. Carla 102" stays whole.
func TestColumnsGiveBackRoom(t *testing.T) {
	cells := [][]string{
		{"Spiel", "Datum", "Modus", "Personen", "Ergebnis", "Dauer"},
		{"Oh My Goods!", "2026-11-26 19:08", "2 Personen", "1. Ana 24\n2. Bo 24", "Ana", ""},
		{"Stephens", "2026-11-26 19:08", "Solo, Normal\nKonkurrenzkarte O1 (130 SP)", "Eva 96", "Glaskugel\nKonkurrenz nicht besiegt", ""},
		{"Stephens", "2026-11-26 19:08", "2 Personen", "1. Bo 96\n2. Eva 83", "Bo", "2:36 h"},
		{"Stephens", "2026-11-26 19:08", "4 Personen", "1. Ana 101\n2. Fábio 88\n3. Eva 75\n4. Bo 62", "Ana", "2:03 h"},
		{"Stephens", "2026-11-26 19:08", "2 Personen", "1. Fábio 68\n2. Ana 55", "Fábio", "1:52 h"},
		{"Stephens", "2026-11-26 19:08", "3 Personen", "1. Carla 74\n2. Fábio 61\n3. Ana 48", "Carla", "1:41 h"},
		{"Stephens", "2026-11-26 19:08", "3 Personen", "1. Carla 102\n2. Fábio 89\n3. Ana 76", "Carla", "2:25 h"},
		{"Stephens", "2026-11-26 19:08", "2 Personen", "1. Ana 82\n2. 1️⃣ 69", "Ana", "2:14 h"},
		{"Azul: Stained Glass of Sintra", "2026-11-26 18:28", "2 Personen", "1. Amanda 67\n2. Fábio 53", "Amanda", "0:40 h"},
	}
	out, ok := Columns(cells, 80)
	width := 1
	for j := range cells[0] {
		w := 0
		for _, r := range out {
			w = max(w, Widest(r[j]))
		}
		width += w + 3
	}
	if !ok || width != 80 || !strings.Contains(out[7][3], "1. Carla 102") {
		t.Errorf("%d columns wide: %q", width, out)
	}
}
