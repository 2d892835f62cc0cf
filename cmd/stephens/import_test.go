package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
)

// backupPath is a BG Stats backup with two plays of Oh My Goods!, one of
// Stephens, one of Sintra and one of Catan.
func backupPath(t *testing.T) string {
	t.Helper()
	buf, err := os.ReadFile(filepath.Join("..", "..", "companion", "record", "testdata", "bgstats-backup.json"))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "BGStatsExport.json")
	if err := os.WriteFile(p, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

type statsLine struct {
	Game  string `json:"game"`
	Name  string `json:"name"`
	Games int    `json:"games"`
	Wins  int    `json:"wins"`
}

func statsOf(t *testing.T, args ...string) map[string]statsLine {
	t.Helper()
	var out []statsLine
	if err := json.Unmarshal([]byte(mustRun(t, append([]string{"stats", "--json"}, args...)...)), &out); err != nil {
		t.Fatal(err)
	}
	m := map[string]statsLine{}
	for _, p := range out {
		m[p.Game+"/"+p.Name] = p
	}
	return m
}

// Issue 30: importing the same backup twice counts each play once in
// stats; the plays show in history and games, the other game's play is
// counted and skipped, and the players are matched by name with the
// record's (bo is the record's Bo).
func TestImportBGStatsTwiceCountsOnce(t *testing.T) {
	gameDirs(t)
	newGame(t, "Ana,Bo", "21")
	mustRun(t, append([]string{"score", "--finish"}, sheetFlags([]string{"Ana", "Bo"}, []string{"40", "52"}, []string{"0", "0"})...)...)
	backup := backupPath(t)
	code, _, errs := runWith(t, nil, "import", "bgstats", backup)
	if code != cmdutil.ExitOK || !strings.Contains(errs, "4 new, 0 already in the record, 1 of other games skipped") {
		t.Fatalf("first import: exit %d: %s", code, errs)
	}
	first := statsOf(t)
	code, _, errs = runWith(t, nil, "import", "bgstats", backup)
	if code != cmdutil.ExitOK || !strings.Contains(errs, "0 new, 4 already in the record, 1 of other games skipped") {
		t.Fatalf("second import: exit %d: %s", code, errs)
	}
	if again := statsOf(t); !mapsEqual(again, first) {
		t.Errorf("the second import changed stats: %+v, then %+v", first, again)
	}
	// Bo and Ana: the finished game and the Stephens play, two Oh My Goods!
	// plays; Ana and Cy a Sintra play.
	if first["stephens/Bo"].Games != 2 || first["omg/Bo"].Games != 2 || first["stephens/Ana"].Games != 2 || first["omg/Ana"].Games != 2 ||
		first["sintra/Ana"].Games != 1 || first["sintra/Cy"].Games != 1 || first["all/Bo"].Games != 4 || first["all/Ana"].Games != 5 || len(first) != 9 {
		t.Errorf("stats %+v", first)
	}
	if h := mustRun(t, "history"); strings.Count(h, "\n") != 5 || !strings.Contains(h, "Ana:63:1,Bo:58:2") {
		t.Errorf("history:\n%s", h)
	}
	if g := mustRun(t, "games"); !strings.Contains(g, "stephens-ana-bo.play.yaml") {
		t.Errorf("games does not list the imported Stephens play:\n%s", g)
	}
}

func mapsEqual(a, b map[string]statsLine) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A malformed backup is refused naming the field, exit 2, and nothing is
// added to the games folder.
func TestImportBGStatsMalformedAddsNothing(t *testing.T) {
	gameDirs(t)
	buf, _ := os.ReadFile(backupPath(t))
	// The last play is broken: the plays before it must not be written either.
	bad := strings.Replace(string(buf), `{"playerRefId": 1, "score": 61, "rank": 2}`, `{"playerRefId": 1, "score": "a lot", "rank": 2}`, 1)
	p := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(p, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runWith(t, nil, "import", "bgstats", p)
	if code != cmdutil.ExitUsage || !strings.Contains(errs, "plays[4].playerScores[1].score") || !strings.Contains(errs, "nothing was added") {
		t.Errorf("exit %d: %s", code, errs)
	}
	if files, _ := filepath.Glob(filepath.Join(store.GamesDir(), "*")); len(files) != 0 {
		t.Errorf("written: %v", files)
	}
	code, _, errs = runWith(t, nil, "--lang", "de", "import", "bgstats", filepath.Join(t.TempDir(), "none.json"))
	if code != cmdutil.ExitUsage || !strings.Contains(errs, "none.json") {
		t.Errorf("a missing file: exit %d: %s", code, errs)
	}
}

// The imported plays export back with the ids BG Stats gave them, so
// that BG Stats takes them as the plays it already has.
func TestImportBGStatsExportsTheSameIDs(t *testing.T) {
	gameDirs(t)
	mustRun(t, "import", "bgstats", backupPath(t))
	var plays []struct {
		ID string `json:"sourcePlayId"`
	}
	if err := json.Unmarshal([]byte(mustRun(t, "export", "bgstats", "--all")), &plays); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, p := range plays {
		ids = append(ids, p.ID)
	}
	slices.Sort(ids)
	if want := []string{"bgstats-a1", "bgstats-a2", "bgstats-a3", "bgstats-a5"}; !slices.Equal(ids, want) {
		t.Errorf("ids %v, want %v", ids, want)
	}
}

// Two plays of the same game recorded in the same second with the same
// names (the same sheet recorded again) get two different sourcePlayIds.
func TestSameSecondPlaysHaveTwoIDs(t *testing.T) {
	gameDirs(t)
	omg := []string{"omg", "score", "--names", "Ana,Bo", "--buildings", "Ana:20", "--coins", "Ana:23", "--buildings", "Bo:21", "--coins", "Bo:17", "--record", "--again"}
	mustRun(t, omg...)
	mustRun(t, omg...)
	files, _ := filepath.Glob(filepath.Join(store.GamesDir(), "*.play.yaml"))
	if len(files) != 2 {
		t.Fatalf("%v", files)
	}
	for _, f := range files { // the same second, as two quick recordings may be
		buf, _ := os.ReadFile(f)
		lines := strings.Split(string(buf), "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "recorded: ") {
				lines[i] = "recorded: 2026-11-20T21:00:00Z"
			}
		}
		if err := os.WriteFile(f, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var plays []struct {
		ID string `json:"sourcePlayId"`
	}
	if err := json.Unmarshal([]byte(mustRun(t, "export", "bgstats", "--all")), &plays); err != nil {
		t.Fatal(err)
	}
	if len(plays) != 2 || plays[0].ID == plays[1].ID || !strings.HasPrefix(plays[0].ID, "omg-20261120T210000Z-") {
		t.Errorf("ids %+v", plays)
	}
}

// The solo export says the rank in the comments, with and without the
// opponent card, and agrees with history and games on who won.
func TestSoloExportCarriesTheRank(t *testing.T) {
	for _, c := range []struct {
		opponent []string
		track    string
		want     string
	}{
		{nil, "150", "no opponent card, so nobody wins"},
		{[]string{"--opponent", "O2"}, "150", "target 160 missed: the Automa won"},
		{[]string{"--opponent", "O2"}, "170", "target 160 reached: won against the Automa"},
	} {
		gameDirs(t) // one game in the record
		args := append([]string{"new", "--names", "Eva", "--seed", "22", "--no-input", "--start-disks", "gate-5", "--difficulty", "hard", "--automa-deck", "physical"}, c.opponent...)
		mustRun(t, args...)
		mustRun(t, append([]string{"score", "--finish"}, sheetFlags([]string{"Eva"}, []string{c.track}, []string{"0"})...)...)
		var play struct {
			Comments string `json:"comments"`
			Players  []struct {
				Name   string `json:"name"`
				Winner bool   `json:"winner"`
			} `json:"players"`
		}
		if err := json.Unmarshal([]byte(mustRun(t, "export", "bgstats")), &play); err != nil {
			t.Fatal(err)
		}
		var hist []struct {
			Solo struct {
				Rank   string `json:"rank"`
				Beaten *bool  `json:"beaten"`
			} `json:"solo"`
			Winners []string `json:"winners"`
		}
		if err := json.Unmarshal([]byte(mustRun(t, "history", "--json")), &hist); err != nil {
			t.Fatal(err)
		}
		h := hist[0]
		rank := strings.ToUpper(h.Solo.Rank[:1]) + h.Solo.Rank[1:]
		if !strings.Contains(play.Comments, "Solo game (Hard): rank "+rank+";") || !strings.Contains(play.Comments, c.want) {
			t.Errorf("%v %s VP: comments %q, history rank %q", c.opponent, c.track, play.Comments, h.Solo.Rank)
		}
		eva, automa := play.Players[0], play.Players[1]
		won := h.Solo.Beaten != nil && *h.Solo.Beaten
		if eva.Winner != won || automa.Winner != (h.Solo.Beaten != nil && !*h.Solo.Beaten) || len(h.Winners) != 0 {
			t.Errorf("%v %s VP: export winners %+v, history beaten %v winners %v", c.opponent, c.track, play.Players, h.Solo.Beaten, h.Winners)
		}
		if g := mustRun(t, "games"); !strings.Contains(g, "over") {
			t.Errorf("games:\n%s", g)
		}
	}
}
