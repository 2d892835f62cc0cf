package view

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/fold"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/locales"
)

func screen(lang string, width int, person bool) Screen {
	return Screen{P: locales.New(lang), Width: width, Person: person}
}

// twoPlayers is a new 2-player game: Ana starts (left), Bo (right).
func twoPlayers(t *testing.T, names ...string) *game.State {
	t.Helper()
	st, err := game.NewSettings(names, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.New(st)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range setupTwo {
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// setupTwo are the set-up events of twoPlayers.
var setupTwo = []game.Event{
	{Kind: game.KindStartPlayer, Seat: 0},
	{Kind: game.KindStartingProfession, Seat: 0, Side: companion.Left},
	{Kind: game.KindStartingProfession, Seat: 1, Side: companion.Right},
	{Kind: game.KindStartingDisk, Seat: 0, Disk: "5a"},
	{Kind: game.KindStartingDisk, Seat: 1, Disk: "2a"},
}

// widest is the widest line of text as a terminal draws it.
func widest(text string) int {
	w := 0
	for _, l := range strings.Split(text, "\n") {
		w = max(w, fold.Width(l))
	}
	return w
}

func TestBoardPipedIsTheBoardText(t *testing.T) {
	s := twoPlayers(t, "Ana", "Bo")
	var b strings.Builder
	screen("de", 80, false).Board(&b, s)
	if b.String() != s.BoardText() {
		t.Fatalf("piped board:\n%s\nwant the board's text:\n%s", b.String(), s.BoardText())
	}
}

func TestBoardForAPersonInEachLanguage(t *testing.T) {
	s := twoPlayers(t, "Ana", "Bo")
	for _, lang := range []string{"en", "de", "pt"} {
		sc := screen(lang, 80, true)
		var b strings.Builder
		sc.Board(&b, s)
		out := b.String()
		p := locales.New(lang)
		for _, want := range []string{"Ana *", "Bo", p.T("term.position.upper-left"), p.T("game.board.legend")} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: board lacks %q:\n%s", lang, want, out)
			}
		}
		if w := widest(out); w > 80 {
			t.Errorf("%s: board is %d columns wide on an 80-column screen:\n%s", lang, w, out)
		}
	}
}

// A name the table typed with a control character is escaped before the
// table measures it, never drawn raw.
func TestBoardEscapesTypedNames(t *testing.T) {
	s := twoPlayers(t, "Ana", "Bo")
	s.Settings.Players[1].Name = "B\x1b[31mo"
	var b strings.Builder
	screen("en", 80, true).Board(&b, s)
	if strings.Contains(b.String(), "\x1b") {
		t.Fatalf("escape sequence drawn raw:\n%q", b.String())
	}
}

func TestNextNamesWhoseTurn(t *testing.T) {
	s := twoPlayers(t, "Ana", "Bo")
	sc := screen("pt", 80, true)
	want := sc.Wrap(sc.P.T("game.next", "Name", sc.SeatName(s, s.Next())))
	if got := sc.Next(s); got != want || !strings.Contains(got, "Ana") {
		t.Fatalf("next = %q, want %q naming Ana", got, want)
	}
}

func TestTablePipedIsTabSeparated(t *testing.T) {
	var b strings.Builder
	err := screen("en", 80, false).WriteTable(&b, []string{"  what", "Ana", "Bo"}, [][]string{{"  track", "3", "4"}}, [][]string{{"total", "3", "4"}})
	if err != nil {
		t.Fatal(err)
	}
	if want := "what\tAna\tBo\ntrack\t3\t4\ntotal\t3\t4\n"; b.String() != want {
		t.Fatalf("piped table %q, want %q", b.String(), want)
	}
}

// A keycap is one column to tablewriter and two on the screen: its row's
// border still stands under the others (standIns).
func TestBoxKeepsWideClustersLevel(t *testing.T) {
	var b strings.Builder
	if err := screen("en", 80, true).WriteTable(&b, []string{"", "Ana"}, [][]string{{"1️⃣ one", "1"}, {"two", "2"}}, nil); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	for _, l := range lines[1:] {
		if fold.Width(l) != fold.Width(lines[0]) {
			t.Fatalf("rows of different widths:\n%s", b.String())
		}
	}
}

// A table wider than the screen has its cells folded at spaces.
func TestBoxFoldsToTheWidth(t *testing.T) {
	long := strings.Repeat("word ", 20)
	var b strings.Builder
	if err := screen("en", 40, true).BoxTable(&b, []string{"a", "b"}, [][]string{{long, long}}); err != nil {
		t.Fatal(err)
	}
	if w := widest(b.String()); w > 40 {
		t.Fatalf("table %d columns wide on a 40-column screen:\n%s", w, b.String())
	}
}

// The footer rows stay level: each as high as its highest cell.
func TestFooterCellsLevel(t *testing.T) {
	got := footerCells(3, [][]string{{"total", "1\n2"}, {"place", "1", "2"}})
	want := []string{"total\n\nplace", "1\n2\n1", "\n\n2"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("footerCells = %q, want %q", got, want)
	}
}

func TestCardSaysWhyForAPersonAndAScript(t *testing.T) {
	c := tally.Card{
		Players: []string{"Ana", "Bo"},
		Rows:    []tally.Row{{Label: locales.M("score.table.track"), Cells: []tally.Msg{tally.Number(3), tally.Number(5)}}},
		Totals:  []int{3, 5},
		Places:  []int{2, 1},
		Why: [][]tally.Reason{
			{{Label: locales.M("score.table.track"), Text: tally.Number(3)}},
			{{Label: locales.M("score.table.track"), Text: tally.Number(5)}},
		},
	}
	p := locales.New("de")
	var person, piped strings.Builder
	if err := (Screen{P: p, Width: 80, Person: true}).Card(&person, c); err != nil {
		t.Fatal(err)
	}
	if err := (Screen{P: p, Width: 80}).Card(&piped, c); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(person.String(), p.T("score.why.title")) {
		t.Errorf("no why heading for a person:\n%s", person.String())
	}
	for i, name := range c.Players {
		line := name + "\t" + c.Why[i][0].Line(p) + "\n"
		if !strings.Contains(piped.String(), line) {
			t.Errorf("piped card lacks %q:\n%s", line, piped.String())
		}
	}
}
