package prompt

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/manifoldco/promptui/screenbuf"
)

func typeKeys(m *listModel, keys string) {
	for _, r := range keys {
		m.Key(r)
	}
}

// Long items wrap under themselves, never cut: two placements that differ
// only at their end (play test pt2 D10: "…fábrica do Stephens junto ao
// forno sup…" twice at 80 columns) read apart, every line within the
// width.
func TestListWrapsLongItems(t *testing.T) {
	items := []string{
		"aprendiz: lado esquerdo (vermelho), fábrica do Stephens junto ao forno superior (agora não)",
		"aprendiz: lado esquerdo (vermelho), fábrica do Stephens junto ao forno inferior (agora não)",
		"← voltar",
	}
	m := newListModel(items, 0, 80-1-4, listRows)
	rows, _, _ := m.Window()
	var texts [3][]string
	for _, r := range rows {
		if cells(r.text) > 75 {
			t.Errorf("row %q is %d columns, over 75", r.text, cells(r.text))
		}
		texts[m.shown[r.at]] = append(texts[m.shown[r.at]], r.text)
	}
	for i, it := range items {
		for j, l := range texts[i] {
			if j > 0 && !strings.HasPrefix(l, "  ") {
				t.Errorf("item %d, line %d %q: not indented under the first", i, j, l)
			}
		}
		if got := strings.Join(strings.Fields(strings.Join(texts[i], " ")), " "); got != it {
			t.Errorf("item %d shows %q, want it whole: %q", i, got, it)
		}
	}
	if len(texts[0]) < 2 || texts[0][len(texts[0])-1] == texts[1][len(texts[1])-1] {
		t.Errorf("the two placements do not read apart: %q / %q", texts[0], texts[1])
	}
	// ↓ goes to the next item, never to a continuation line.
	m.Key(keyDown)
	if m.Active() != 1 {
		t.Errorf("↓ from the first item: on item %d, want 1", m.Active())
	}
	m.Key(keyDown)
	m.Key(keyDown) // past the end: stays on the last item
	if m.Active() != 2 {
		t.Errorf("↓↓ more: on item %d, want 2", m.Active())
	}
}

// Letters never move the cursor (play test pt2 D8: "clear" + Enter picked
// "pausa" through promptui's vim keys j/k/h/l): they search. A word that
// matches nothing leaves no item to pick (Enter does nothing), and erasing
// it brings the cursor back to the item it was on.
func TestListLettersSearchNeverMove(t *testing.T) {
	items := []string{"took glass from a furnace", "took products from a small factory", "created a profession",
		"undo the last entry", "show the recent history", "pause (continue later with stephens resume)"}
	m := newListModel(items, 2, 70, listRows)
	typeKeys(m, "clear")
	if m.Active() != -1 || m.Term() != "clear" {
		t.Fatalf("typed clear: on item %d, search %q; want no item to pick", m.Active(), m.Term())
	}
	for range 5 {
		m.Key(keyBackspce)
	}
	if m.Active() != 2 || m.Searching() {
		t.Errorf("search erased: on item %d (searching %v), want back on item 2", m.Active(), m.Searching())
	}
	for _, k := range "jklh" { // promptui's vim keys
		m2 := newListModel(items, 2, 70, listRows)
		m2.Key(k)
		if a := m2.Active(); a != -1 && a != 2 && !strings.Contains(items[a], string(k)) {
			t.Errorf("%q moved the cursor to %q", k, items[a])
		}
	}
	// The search ignores case and accents; the cursor stays on its item
	// while it matches, else goes to the first match.
	m = newListModel([]string{"Glas aus einem Schmelzofen", "Produkte aus einer kleinen Fabrik", "Pause"}, 1, 70, listRows)
	typeKeys(m, "AUS")
	if m.Active() != 1 {
		t.Errorf("AUS: on item %d, want the item the cursor was on (1)", m.Active())
	}
	m.Key(keyCtrlU)
	typeKeys(m, "schmelz")
	if m.Active() != 0 {
		t.Errorf("schmelz: on item %d, want 0", m.Active())
	}
	m = newListModel([]string{"fábrica privada", "forno"}, 1, 70, listRows)
	typeKeys(m, "fabr")
	if m.Active() != 0 {
		t.Errorf("fabr (no accent): on item %d, want fábrica (0)", m.Active())
	}
}

// An item marked by Group has a separator before it; the cursor never
// rests on the separator (the table's own entries after the game's).
func TestListGroupSeparator(t *testing.T) {
	items := []string{"took glass", "record a starting disk (Ana)", Group("undo"), "history", "pause"}
	m := newListModel(items, 1, 70, listRows)
	rows, _, _ := m.Window()
	if len(rows) != 6 || rows[2].at != -1 {
		t.Fatalf("rows %+v: want a separator as the third row", rows)
	}
	m.Key(keyDown)
	if m.Active() != 2 {
		t.Errorf("↓ over the separator: on item %d, want undo (2)", m.Active())
	}
	m.Key(keyUp)
	if m.Active() != 1 {
		t.Errorf("↑ back over it: on item %d, want 1", m.Active())
	}
	if Plain(items[2]) != "undo" {
		t.Errorf("Plain: %q", Plain(items[2]))
	}
}

// A long list scrolls so that every line of the item under the cursor is
// in view.
func TestListScrollsWholeItems(t *testing.T) {
	var items []string
	for i := range 20 {
		items = append(items, strings.Repeat("word ", 4+i%3)+string(rune('a'+i)))
	}
	m := newListModel(items, 0, 12, 6)
	for range 19 {
		m.Key(keyDown)
		rows, _, _ := m.Window()
		n := 0
		for _, r := range rows {
			if r.at == m.cur {
				n++
			}
		}
		if n != len(m.items[m.Active()].lines) {
			t.Fatalf("on item %d: %d of its %d lines in view", m.Active(), n, len(m.items[m.Active()].lines))
		}
	}
	m.Key(keyHome)
	if m.Active() != 0 || m.top != 0 {
		t.Errorf("Home: item %d, top %d", m.Active(), m.top)
	}
	m.Key(keyEnd)
	if m.Active() != 19 {
		t.Errorf("End: item %d", m.Active())
	}
}

var ansiSeq = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]`)

// frameLines is what a list wrote, as the lines a person sees.
func frameLines(out string) []string {
	var lines []string
	for _, l := range strings.FieldsFunc(ansiSeq.ReplaceAllString(out, ""), func(r rune) bool { return r == '\n' || r == '\r' }) {
		if l = strings.TrimRight(l, " "); l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

// Every line a list draws stays within the terminal's width, its key help
// and a long search included: a line the terminal wrapped was left behind
// on every redraw (the PT key help at 60 columns stood three times). When
// the terminal gets narrower the list follows it, the cursor on its item.
func TestListFrameKeepsToTheWidth(t *testing.T) {
	var out bytes.Buffer
	p := New(strings.NewReader(""), &out, Texts{
		SelectHelp: "↑/↓ para mover, Enter para escolher, escreve para pesquisar, ? para a regra",
		Search:     "Pesquisa:", SearchEdit: "⌫ apaga",
	}, 60)
	items := []string{"retirou vidro de um forno", "final do jogo desencadeado (o exército alcançou um marcador de pontuação)", Group("pausa (continuar mais tarde com stephens resume)")}
	g := &gate{w: p.out}
	r := &listRun{p: p, question: "O que fez Inês?", label: wrap("O que fez Inês?", p.room(2)), help: p.selectHelp(),
		m: newListModel(items, 1, p.room(4), listRows), g: g, sb: screenbuf.New(g)}
	check := func(what string, width int) {
		t.Helper()
		lines := frameLines(out.String())
		if len(lines) < 3 {
			t.Fatalf("%s: %d lines drawn: %q", what, len(lines), lines)
		}
		for _, l := range lines {
			if cells(l) >= width {
				t.Errorf("%s: %q is %d columns, the terminal %d", what, l, cells(l), width)
			}
		}
		out.Reset()
	}
	r.draw()
	check("key help", 60)
	typeKeys(r.m, strings.Repeat("marcador de pontuação ", 3))
	r.draw()
	check("a long search", 60)
	r.m.Key(keyCtrlU)
	r.resized(40)
	check("narrowed to 40", 40)
	if r.m.Active() != 1 || p.width != 40 {
		t.Errorf("after the resize: on item %d at width %d, want item 1 at 40", r.m.Active(), p.width)
	}
	r.done = true
	r.resized(100) // a list already answered draws nothing
	if out.Len() != 0 || p.width != 40 {
		t.Errorf("an answered list redrew on a resize: %q", out.String())
	}
}

// Erasing a whole search that moved the cursor to a match brings it back
// to the item it opened on (the default), not to where the search left it;
// Ctrl-U does the same. Moved with ↓ before the search, it comes back there.
func TestListErasedSearchReturnsToTheDefault(t *testing.T) {
	items := []string{"took glass from a furnace", "took products from a small factory", "created a profession",
		"undo the last entry", "show the recent history", "pause (continue later with stephens resume)"}
	m := newListModel(items, 2, 70, listRows)
	typeKeys(m, "glass")
	if m.Active() != 0 {
		t.Fatalf("glass: on item %d, want 0", m.Active())
	}
	for range 5 {
		m.Key(keyBackspce)
	}
	if m.Active() != 2 || m.Searching() {
		t.Errorf("search erased: on item %d, want the default (2)", m.Active())
	}
	typeKeys(m, "hist")
	m.Key(keyCtrlU)
	if m.Active() != 2 {
		t.Errorf("Ctrl-U: on item %d, want the default (2)", m.Active())
	}
	m.Key(keyDown)
	typeKeys(m, "took")
	m.Key(keyCtrlU)
	if m.Active() != 3 {
		t.Errorf("moved to 3, searched, erased: on item %d, want 3", m.Active())
	}
}
