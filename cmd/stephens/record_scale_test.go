package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mattn/go-runewidth"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/score"
)

// A weekly group over the years: n finished games a week apart, the
// players drawn from a group of seven. With whole set, every game is a
// whole game of testdata/games (played through the walkthroughs to the
// final score); else every tenth is, and the others are evenings whose
// turns went unrecorded (set up, then finished with the sheet), as when a
// table keeps only the result. Each sheet's free counts (track, forest,
// dune, contracts, coins, cubes, influence within the cap) vary, so
// places, winners, solo ranks and the opponent card's target vary too;
// the counts the game knows (masters, apprentices, abilities) are the
// game's.
type evenings struct {
	templates []*gamefile.File
	group     []string
	whole     bool
}

func newEvenings(t testing.TB, whole bool) *evenings {
	t.Helper()
	ev := &evenings{group: []string{"Ana", "Bruno", "Carla", "Duarte", "Eva", "Fátima", "Gustavo"}, whole: whole}
	for _, name := range []string{"four-players.yaml", "two-players.yaml", "solo-physical.yaml"} {
		buf, err := os.ReadFile(filepath.Join("testdata", "games", name))
		if err != nil {
			t.Fatal(err)
		}
		f, err := game.ParseFile(buf)
		if err != nil {
			t.Fatal(err)
		}
		ev.templates = append(ev.templates, f)
	}
	return ev
}

// game i of the series: its file's name and bytes.
func (ev *evenings) game(t testing.TB, i int) (string, []byte) {
	t.Helper()
	r := rand.New(rand.NewPCG(uint64(i), 20))
	var f gamefile.File
	var sheet score.Sheet
	if ev.whole || i%10 == 0 {
		f, sheet = ev.wholeGame(r, i)
	} else {
		f, sheet = ev.shortGame(t, r, i)
	}
	for k := range sheet.Players {
		p := &sheet.Players[k]
		p.Name = f.Settings.Players[k].Name
		p.Track, p.Forest, p.Dune = 20+r.IntN(60), []int{0, 7, 15}[r.IntN(3)], []int{0, 7, 15}[r.IntN(3)]
		p.Contracts = score.Contracts{Crown: []int{1 + r.IntN(3)}, Colonies: []int{r.IntN(3)}, UK: []int{}}
		most := 25 // the track's end (rules-facts §4.1), or the gates the game saw open
		if p.InfluenceMax > 0 {
			most = p.InfluenceMax
		}
		p.Coins, p.Cubes, p.Influence = r.IntN(12), r.IntN(9), r.IntN(most+1)
	}
	if so := f.Settings.Solo; so != nil {
		sheet.Difficulty, sheet.Opponent = so.Difficulty, ""
		if len(so.Opponent) > 0 {
			sheet.Opponent = so.Difficulty
		}
	}
	res, err := score.Score(&sheet)
	if err != nil {
		t.Fatal(err)
	}
	fin := game.Event{Kind: game.KindFinish, Time: f.Created.Add(time.Duration(100+r.IntN(80)) * time.Minute),
		Sheet: &sheet, Text: strings.Join(res.Winners, ", ")}
	if i%5 == 0 {
		fin.Minutes = 90 + r.IntN(100) // the length as the table gave it
	}
	f.Events = append(f.Events, fin)
	buf, err := f.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	var slug []string
	for _, p := range f.Settings.Players {
		slug = append(slug, strings.ToLower(p.Name))
	}
	return fmt.Sprintf("%s-%s.yaml", f.Created.Format("2006-01-02-1504"), strings.Join(slug, "-")), buf
}

// created is the start of game i: Thursdays from 2006, about half past
// seven.
func created(r *rand.Rand, i int) time.Time {
	return time.Date(2006, 1, 5, 19, 30, 0, 0, time.UTC).AddDate(0, 0, 7*i).Add(time.Duration(r.IntN(90)) * time.Minute)
}

// wholeGame is a template with the group's names, without its finish;
// the sheet is the template's.
func (ev *evenings) wholeGame(r *rand.Rand, i int) (gamefile.File, score.Sheet) {
	tpl := ev.templates[(i/10)%len(ev.templates)]
	if ev.whole {
		tpl = ev.templates[i%len(ev.templates)]
	}
	f := *tpl
	f.Created = created(r, i)
	f.Settings.Players = append([]game.Player(nil), tpl.Settings.Players...)
	names := r.Perm(len(ev.group))
	for k := range f.Settings.Players {
		f.Settings.Players[k].Name = ev.group[names[k]]
	}
	if so := tpl.Settings.Solo; so != nil {
		c := *so
		c.Opponent = nil
		if i%20 == 0 {
			c.Opponent = []string{"O3"} // the rule on accessories: no effect on the record
		}
		f.Settings.Solo = &c
	}
	f.Events = tpl.Events[:len(tpl.Events)-1]
	sheet := *tpl.Events[len(tpl.Events)-1].Sheet
	sheet.Players = append([]score.Player(nil), sheet.Players...)
	return f, sheet
}

// shortGame is an evening whose turns went unrecorded: the setup draws
// and starting disks, then the sheet with what the game knows filled in.
func (ev *evenings) shortGame(t testing.TB, r *rand.Rand, i int) (gamefile.File, score.Sheet) {
	t.Helper()
	n := 1 + r.IntN(4)
	var names []string
	for _, k := range r.Perm(len(ev.group))[:n] {
		names = append(names, ev.group[k])
	}
	set, err := game.NewSettings(names, []string{"red", "yellow", "gray", "teal"}[:n], uint64(i))
	if err != nil {
		t.Fatal(err)
	}
	if so := set.Solo; so != nil {
		so.Difficulty = score.Difficulties[r.IntN(len(score.Difficulties))]
		so.FinalResetAt, so.Deck, so.Colour = map[string]int{"easy": 20, "normal": 25, "hard": 30}[so.Difficulty], game.DeckPhysical, "teal"
		if i%3 == 0 {
			so.Opponent = []string{"O3"}
		}
	}
	f := game.NewFile(set, created(r, i))
	f.Events = game.SetupDraws(set)
	for seat := range n {
		f.Events = append(f.Events, game.Event{Kind: game.KindStartingDisk, Seat: seat, Disk: []string{"2a", "5a", "gate-5", "3b"}[r.IntN(4)]})
	}
	st, err := f.Replay()
	if err != nil {
		t.Fatal(err)
	}
	sheet, _ := play.FinishStart(st, true) // gates may have opened since: no cap
	return *f, *sheet
}

// dealt keeps the series made so far, for the tests and benchmarks that
// follow in the same run: making a game costs as much as reading it.
var dealt struct {
	sync.Mutex
	series map[bool]*series // by whole
}

type series struct {
	names []string
	files [][]byte
}

// write puts n finished games in the games folder, with a game still
// open (the first template cut in half) and a broken file.
func (ev *evenings) write(t testing.TB, n int) {
	t.Helper()
	dir := store.GamesDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	dealt.Lock()
	defer dealt.Unlock()
	if dealt.series == nil {
		dealt.series = map[bool]*series{}
	}
	d := dealt.series[ev.whole]
	if d == nil {
		d = &series{}
		dealt.series[ev.whole] = d
	}
	for i := len(d.names); i < n; i++ {
		name, buf := ev.game(t, i)
		d.names, d.files = append(d.names, name), append(d.files, buf)
	}
	names, files := d.names[:n], d.files[:n]
	for i, name := range names {
		if err := os.WriteFile(filepath.Join(dir, name), files[i], 0o644); err != nil {
			t.Fatal(err)
		}
	}
	open := *ev.templates[0]
	open.Created = time.Date(2030, 1, 1, 20, 0, 0, 0, time.UTC)
	open.Events = open.Events[:len(open.Events)/2]
	buf, err := open.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{"2030-01-01-2000-open.yaml": buf, "2001-01-01-0000-broken.yaml": []byte("version: 1\nsettings: [\n")} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// settle dates every game file back a minute, so the index may trust
// their size and time alone (a file written within the last seconds is
// hashed again until it has settled).
func settle(t testing.TB) {
	t.Helper()
	paths, _ := filepath.Glob(filepath.Join(store.GamesDir(), "*.yaml"))
	old := time.Now().Add(-time.Minute)
	for _, p := range paths {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
}

// recordCommands are the commands that read the record, in each form.
var recordCommands = [][]string{
	{"history"}, {"history", "--json"}, {"history", "--player", "eva", "--since", "2020-06-01"},
	{"stats"}, {"stats", "--json"}, {"stats", "--player", "Fátima"}, {"stats", "--since", "2024-01-01", "--json"},
	{"games"}, {"games", "--json"}, {"export", "bgstats", "--all"},
}

// runRecord runs a command as on an 80-column terminal (tty) or piped.
func runRecord(t *testing.T, tty bool, args ...string) (string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	s := &cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, OutTTY: tty, Width: 80}
	env := map[string]string{"LC_CTYPE": "C.UTF-8"} // a UTF-8 terminal, in English
	if code := run(args, s, func(k string) string { return env[k] }, nil); code != cmdutil.ExitOK {
		t.Fatalf("%v: exit %d: %s", args, code, errb.String())
	}
	return out.String(), errb.String()
}

// The record at scale (issue 20): with 1,000 finished games (200 under
// the race detector), every command that reads the record prints the
// same, byte for byte, whether it read the files alone (no index: each
// file parsed and replayed) or the index (every file only stat-ed). The
// commands print in both forms, on a terminal and piped.
func TestRecordIndexEqualsTheFiles(t *testing.T) {
	n := 1000
	if raceEnabled || testing.Short() {
		n = 200
	}
	gameDirs(t)
	newEvenings(t, false).write(t, n)
	settle(t)
	index := gamefile.IndexPath()
	for _, args := range recordCommands {
		for _, tty := range []bool{false, true} {
			if tty && (slices.Contains(args, "--json") || args[0] == "export") {
				continue // the same JSON on a terminal
			}
			if err := os.Remove(index); err != nil && !os.IsNotExist(err) {
				t.Fatal(err)
			}
			fromFiles, errFiles := runRecord(t, tty, args...)
			built, err := os.ReadFile(index)
			if err != nil {
				t.Fatalf("%v: no index was written: %v", args, err)
			}
			fromIndex, errIndex := runRecord(t, tty, args...)
			if fromIndex != fromFiles || errIndex != errFiles {
				t.Errorf("%v (terminal %v): the index prints\n%.2000s\nthe files\n%.2000s\nstderr %q / %q", args, tty, fromIndex, fromFiles, errIndex, errFiles)
			}
			if again, _ := os.ReadFile(index); !bytes.Equal(again, built) {
				t.Errorf("%v: an unchanged folder rewrote the index", args)
			}
		}
	}
	// The series is what it claims: every finished game is listed, the
	// open one and the broken file too.
	out, errs := runRecord(t, false, "games", "--json")
	var list []gamecmd.GameListing
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatal(err)
	}
	over, open, broken := 0, 0, 0
	for _, l := range list {
		switch l.Status {
		case string(game.PhaseOver):
			over++
		case gamecmd.StatusBroken:
			broken++
		default:
			open++
		}
	}
	if over != n || open != 1 || broken != 1 || errs != "" {
		t.Errorf("%d finished, %d open, %d broken; stderr %q", over, open, broken, errs)
	}
}

// stats on an 80-column terminal with 1,000 games fits 80 columns: every
// table, chart and title, each line at most 80 cells wide.
func TestStatsFitsTheTerminal(t *testing.T) {
	n := 1000
	if raceEnabled {
		n = 200
	}
	gameDirs(t)
	newEvenings(t, false).write(t, n)
	for _, args := range [][]string{{"stats"}, {"stats", "--player", "Eva"}, {"--lang", "de", "stats"}, {"--lang", "pt", "stats"}} {
		out, _ := runRecord(t, true, args...)
		for _, line := range strings.Split(out, "\n") {
			if w := runewidth.StringWidth(line); w > 80 {
				t.Errorf("%v: a line of %d columns:\n%s", args, w, line)
			}
		}
		if !strings.Contains(out, "average of") && args[0] == "stats" && len(args) == 1 {
			t.Errorf("%v: the chart does not say it bins the games:\n%s", args, out)
		}
	}
}
