package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/fold"
)

// runAt runs a command as on a terminal of width columns.
func runAt(t *testing.T, width int, args ...string) string {
	t.Helper()
	var out, errb bytes.Buffer
	s := &cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, OutTTY: true, Width: width}
	env := map[string]string{"LC_CTYPE": "C.UTF-8"}
	if code := run(args, s, func(k string) string { return env[k] }, nil); code != cmdutil.ExitOK {
		t.Fatalf("%v: exit %d: %s", args, code, errb.String())
	}
	return out.String()
}

// finishGame starts a game of these players and finishes it with a sheet
// giving them these scoring-track values (the starting master adds 1).
func finishGameT(t *testing.T, names []string, tracks []string) {
	t.Helper()
	newGame(t, strings.Join(names, ","), "3")
	coins := make([]string, len(names))
	for i := range coins {
		coins[i] = "0"
	}
	mustRun(t, append([]string{"score", "--finish", "--duration", "2h38m"}, sheetFlags(names, tracks, coins)...)...)
}

// recordSheet records a play of another game from a sheet file.
func recordSheet(t *testing.T, gameID, sheet string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sheet.yaml")
	if err := os.WriteFile(path, []byte(sheet), 0o600); err != nil {
		t.Fatal(err)
	}
	mustRun(t, gameID, "score", "--file", path, "--record", "--duration", "40m")
}

const sintraSheet = `side: a
players:
  - {name: Amanda, track: 50, panes_left: 7, broken: 8, broken_resets: 0, ornaments: [4, 4, 1, 2]}
  - {name: Fábio, track: 48, panes_left: 3, broken: 2, broken_resets: 0, ornaments: [2, 2, 1, 0]}
`

// The history and the list of games use the terminal's width before they
// fold a cell (playtest pt3 D8): at 80 and 100 columns a line "2. Fábio
// 100" stays whole, a date is never split at 100 columns, the Sintra title
// takes at most two lines there, and the table is no wider than the
// terminal.
func TestHistoryFitsColumnsToTheirContent(t *testing.T) {
	gameDirs(t)
	finishGameT(t, []string{"Ana", "Fábio", "Carla"}, []string{"145", "99", "60"})
	finishGameT(t, []string{"Eva", "Bo"}, []string{"75", "43"})
	recordSheet(t, "sintra", sintraSheet)
	for _, width := range []int{80, 100} {
		for _, args := range [][]string{{"history"}, {"games"}, {"--lang", "de", "history"}, {"--lang", "pt", "history"}} {
			out := runAt(t, width, args...)
			for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
				if w := fold.Width(line); w > width {
					t.Errorf("%v at %d: a line of %d columns: %s", args, width, w, line)
				}
			}
			if args[len(args)-1] != "history" {
				continue
			}
			for _, whole := range []string{`2\.º? Fábio 100`, `1\.º? Ana 146`, `3\.º? Carla 61`} {
				if !regexp.MustCompile(whole).MatchString(out) {
					t.Errorf("%v at %d: %q is split:\n%s", args, width, whole, out)
				}
			}
			if width < 100 {
				continue
			}
			if n := len(regexp.MustCompile(`\d\d\d\d-\d\d-\d\d \d\d:\d\d`).FindAllString(out, -1)); n != 3 {
				t.Errorf("%v at %d: %d whole dates, want 3:\n%s", args, width, n, out)
			}
			if !strings.Contains(out, "Azul: Stained") && !strings.Contains(out, "Glass of Sintra") {
				t.Errorf("%v at %d: the Sintra title takes more than two lines:\n%s", args, width, out)
			}
		}
	}
}

// A name the terminal draws two columns wide though go-runewidth counts
// one (a keycap "1️⃣", a heart "❤️": emoji presentation sequences) keeps
// the borders of its row in line with the others (playtest pt3 D16): in
// history, games, stats and its charts, every line of a table is as wide
// as its first.
func TestEmojiNamesKeepTheBordersInLine(t *testing.T) {
	gameDirs(t)
	finishGameT(t, []string{"1️⃣", "Ana"}, []string{"60", "45"})
	finishGameT(t, []string{"❤️", "Ana"}, []string{"50", "55"})
	for _, args := range [][]string{{"history"}, {"games"}, {"stats"}, {"stats", "--player", "1️⃣"}} {
		out := runAt(t, 80, args...)
		width := -1
		for _, line := range strings.Split(out, "\n") {
			if !strings.HasPrefix(line, "│") && !strings.HasPrefix(line, "┌") && !strings.HasPrefix(line, "├") && !strings.HasPrefix(line, "└") {
				width = -1 // between two tables
				continue
			}
			if width < 0 {
				width = fold.Width(line)
			}
			if w := fold.Width(line); w != width {
				t.Errorf("%v: a line of %d columns in a table of %d:\n%s", args, w, width, out)
				break
			}
		}
		marks := -1 // a chart's marks start in one column on every line
		for _, line := range strings.Split(out, "\n") {
			i := strings.IndexAny(line, "▁▂▃▄▅▆▇█")
			if i < 0 || strings.HasPrefix(line, "│") {
				marks = -1
				continue
			}
			if marks < 0 {
				marks = fold.Width(line[:i])
			}
			if w := fold.Width(line[:i]); w != marks && strings.HasPrefix(line, "  ") && !strings.HasPrefix(line, "  20") {
				t.Errorf("%v: a chart line's marks start at column %d, the line above's at %d:\n%s", args, w, marks, out)
				break
			}
		}
		if !strings.Contains(out, "1️⃣") {
			t.Errorf("%v: the name is missing:\n%s", args, out)
		}
	}
}
