package view

import (
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/record"
)

func TestMinutesAsHoursAndNoneWhenUnknown(t *testing.T) {
	sc := screen("en", 80, true)
	for m, want := range map[int]string{135: "2:15 h", 5: "0:05 h", 0: "", -3: ""} {
		if got := sc.Minutes(m); got != want {
			t.Errorf("Minutes(%d) = %q, want %q", m, got, want)
		}
	}
}

func TestJoinNamesInTheLanguage(t *testing.T) {
	sc := screen("en", 80, true)
	for _, c := range []struct {
		names []string
		want  string
	}{{nil, ""}, {[]string{"Ana"}, "Ana"}, {[]string{"Ana", "Bo"}, "Ana and Bo"}, {[]string{"Ana", "Bo", "Cy"}, "Ana, Bo and Cy"}} {
		if got := sc.JoinNames(c.names); got != c.want {
			t.Errorf("JoinNames(%v) = %q, want %q", c.names, got, c.want)
		}
	}
	if got := screen("de", 80, true).JoinNames([]string{"Ana", "Bo"}); got == "Ana and Bo" || !strings.Contains(got, "Bo") {
		t.Errorf("German JoinNames = %q, want the German word for and", got)
	}
}

func TestResultSharedWinAndSoloRank(t *testing.T) {
	sc := screen("en", 80, true)
	shared := sc.Result(record.Game{Winners: []string{"Ana", "Bo"}})
	if !strings.Contains(shared, "Ana and Bo") {
		t.Errorf("shared win: %q names neither both winners", shared)
	}
	if got := sc.Result(record.Game{Winners: []string{"Ana"}}); got != "Ana" {
		t.Errorf("one winner: %q, want Ana", got)
	}
	beaten := true
	solo := sc.Result(record.Game{Solo: &record.Solo{Difficulty: "normal", Rank: "artisan", Beaten: &beaten}})
	if lines := strings.Split(solo, "\n"); len(lines) != 2 {
		t.Errorf("solo result %q: want the rank and the opponent's outcome on two lines", solo)
	}
}

func TestNumberUsesTheLanguagesDecimalMark(t *testing.T) {
	if got := screen("de", 80, true).Number(2.5, 1); got != "2,5" {
		t.Errorf("de: %q, want 2,5", got)
	}
	if got := screen("en", 80, true).Number(2.5, 1); got != "2.5" {
		t.Errorf("en: %q, want 2.5", got)
	}
}

func TestStatsPipedWinRateFromTheCountsShown(t *testing.T) {
	avg, best := 61.26, 70
	stats := []record.PlayerStats{{Name: "Ana", Games: 3, Multiplayer: 3, Wins: 1, Average: &avg, Best: &best}}
	var b strings.Builder
	if err := screen("en", 80, false).Stats(&b, stats, false, false); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("piped stats: %q, want a header and one row", b.String())
	}
	if want := "Ana\t3\t1\t33%\t61.3\t70"; lines[1] != want {
		t.Errorf("row %q, want %q (1 of 3 rounded once; average to one decimal)", lines[1], want)
	}
}

func TestStatsAllHasNoScoresAndNoCharts(t *testing.T) {
	avg, best := 50.0, 50
	stats := []record.PlayerStats{{Name: "Ana", Games: 2, Multiplayer: 2, Wins: 2, Average: &avg, Best: &best,
		Totals: []record.Total{{Score: 50}, {Score: 50}}}}
	var b strings.Builder
	if err := screen("en", 80, true).Stats(&b, stats, true, false); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "50") {
		t.Errorf("the table over all games shows a score:\n%s", b.String())
	}
}

func TestColumnTablesFitTheWidth(t *testing.T) {
	var cols []Column
	for _, name := range []string{"Anabela", "Bonifácio", "Cyrillo", "Dorotheia", "Eustáquio", "Filomena"} {
		cols = append(cols, Column{Head: name, Cells: []string{"12.5 (20)", "3.0 (4)"}})
	}
	var b strings.Builder
	if err := screen("en", 50, true).ColumnTables(&b, "Category", []string{"Upper row", "Lower row"}, cols); err != nil {
		t.Fatal(err)
	}
	if w := widest(b.String()); w > 50 {
		t.Errorf("widest line %d columns, want at most 50:\n%s", w, b.String())
	}
	for _, c := range cols {
		if !strings.Contains(b.String(), c.Head) {
			t.Errorf("%s's column is missing:\n%s", c.Head, b.String())
		}
	}
	if n := strings.Count(b.String(), "Category"); n < 2 {
		t.Errorf("six wide columns in 50 columns: %d tables, want several", n)
	}
}

func TestHistoryPipedIsOneLineAGame(t *testing.T) {
	games := []record.Game{
		{Game: "stephens", Started: time.Date(2025, 3, 1, 20, 0, 0, 0, time.Local), Mode: game.Multiplayer, Winners: []string{"Ana"}},
		{Game: "stephens", Started: time.Date(2025, 2, 1, 20, 0, 0, 0, time.Local), Mode: game.Multiplayer, Winners: []string{"Bo"}},
	}
	var b strings.Builder
	if err := screen("en", 80, false).History(&b, games); err != nil {
		t.Fatal(err)
	}
	want := games[0].HistoryLine(time.Local) + "\n" + games[1].HistoryLine(time.Local) + "\n"
	if b.String() != want {
		t.Errorf("piped history:\n%q\nwant:\n%q", b.String(), want)
	}
}

func TestGamesPipedAndMarked(t *testing.T) {
	list := []GameListing{
		{File: "/g/a.yaml", Date: "2025-03-01 20:00", Players: []string{"Ana", "Bo"}, Mode: game.Multiplayer, Status: "over", Winners: []string{"Ana"}, Current: true, Result: "Ana"},
		{File: "/g/b.yaml", Status: StatusBroken, Players: []string{}, Winners: []string{}},
	}
	var b strings.Builder
	if err := screen("en", 80, false).Games(&b, list); err != nil {
		t.Fatal(err)
	}
	want := "1\t2025-03-01 20:00\tAna,Bo\tmultiplayer\tover\tAna\t/g/a.yaml\n2\t\t\t\tbroken\t\t/g/b.yaml\n"
	if b.String() != want {
		t.Errorf("piped games:\n%q\nwant\n%q", b.String(), want)
	}
	b.Reset()
	if err := screen("en", 80, true).Games(&b, list); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "1 *") {
		t.Errorf("the current game is not marked:\n%s", b.String())
	}
	if strings.Contains(b.String(), "broken") && !strings.Contains(b.String(), screen("en", 80, true).P.T("game.games.broken")) {
		t.Errorf("the broken status is not in words:\n%s", b.String())
	}
}

func TestGridAndWrapWordsKeepToTheWidth(t *testing.T) {
	var cells []string
	for i := 0; i < 20; i++ {
		cells = append(cells, "space 4"+strings.Repeat("5", i%3))
	}
	var b strings.Builder
	Grid(&b, cells, 40, "  ")
	if w := widest(b.String()); w > 40 {
		t.Errorf("grid %d wide, want at most 40:\n%s", w, b.String())
	}
	if n := strings.Count(b.String(), "space"); n != 20 {
		t.Errorf("grid shows %d cells, want 20", n)
	}
	text := WrapWords("one two three four five six seven eight nine ten\nsecond paragraph", 12)
	for _, l := range strings.Split(text, "\n") {
		if len(l) > 12 {
			t.Errorf("line %q over 12", l)
		}
	}
	if !strings.HasSuffix(text, "\nsecond\nparagraph") {
		t.Errorf("a paragraph break is lost: %q", text)
	}
	if got := Indent("a\nb\n"); got != "  a\n  b" {
		t.Errorf("Indent = %q", got)
	}
}

func TestBonusesPipedMarkUnknown(t *testing.T) {
	var b strings.Builder
	if err := screen("en", 80, false).Bonuses(&b, &components.Bonuses{}, "/x/bonuses.yaml"); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != len(components.FactoryOrder) {
		t.Fatalf("%d lines, want one per small factory (%d):\n%s", len(lines), len(components.FactoryOrder), b.String())
	}
	for i, l := range lines {
		if want := string(components.FactoryOrder[i]) + "\t?"; l != want {
			t.Errorf("line %d %q, want %q", i, l, want)
		}
	}
}

func TestRefillsPersonSaysWhereTheyAreKept(t *testing.T) {
	var b strings.Builder
	if err := screen("pt", 80, true).Refills(&b, &components.Refills{}, "/x/refills.yaml"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "/x/refills.yaml") {
		t.Errorf("no path under the refills:\n%s", b.String())
	}
	if w := widest(b.String()); w > 80 {
		t.Errorf("refills %d wide:\n%s", w, b.String())
	}
}

func TestUndoWordingNamesWhatGoesWithTheEntry(t *testing.T) {
	sc := screen("en", 30, true)
	if got := sc.UndoAsk("Ana's turn", nil); got != "Take back the last entry: Ana's turn?" {
		t.Errorf("UndoAsk = %q", got)
	}
	with := sc.UndoAsk("Ana's turn", []string{"refill 3"})
	if !strings.Contains(with, "refill 3") || !strings.Contains(with, "Ana's turn") {
		t.Errorf("UndoAsk with = %q", with)
	}
	long := "undone: Ana placed a worker on the upper row and took two orange cubes"
	folded := sc.Undone(long)
	if !strings.Contains(folded, "\n") || widest(folded) > 30 {
		t.Errorf("a person's undone line is not folded to 30:\n%s", folded)
	}
	if got := screen("en", 30, false).Undone(long); got != long {
		t.Errorf("piped undone line %q, want it whole", got)
	}
	if got := screen("en", 80, false).UndoDone("Ana's turn", nil); got != "undone: Ana's turn" {
		t.Errorf("UndoDone = %q", got)
	}
}

func TestDescribeEventsLeavesTheGameAsItWas(t *testing.T) {
	s := twoPlayers(t, "Ana", "Bo")
	before := s.BoardText()
	ds := screen("en", 80, true).DescribeEvents(s, setupTwo[:1])
	if len(ds) != 1 || ds[0] == "" {
		t.Errorf("DescribeEvents = %q, want one line", ds)
	}
	if s.BoardText() != before {
		t.Error("describing events changed the game")
	}
}
