package gamefile

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/userfile"
)

func sample(t testing.TB) *File {
	t.Helper()
	st, err := game.NewSettings([]string{"Ana", "Bruno", "Carla"}, []string{"red", "yellow", "teal"}, 7)
	if err != nil {
		t.Fatal(err)
	}
	f := game.NewFile(st, time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
	f.Events = game.SetupDraws(st)
	s, err := f.Replay()
	if err != nil {
		t.Fatal(err)
	}
	for s.Phase == game.PhaseTurns {
		at := companion.LowerLeft
		if s.Furnaces[at] == 0 {
			at = companion.LowerRight
		}
		e := game.Event{Kind: game.KindFurnace, Seat: s.Next(), At: at}
		if err := s.Apply(e); err != nil {
			t.Fatal(err)
		}
		f.Events = append(f.Events, e)
	}
	return f
}

// The solo game written by the CLI reads back, Automa transcription and
// turns included.
func TestSoloFileReads(t *testing.T) {
	buf, err := os.ReadFile("testdata/solo.yaml")
	if err != nil {
		t.Fatal(err)
	}
	f, err := game.ParseFile(buf)
	if err != nil {
		t.Fatal(err)
	}
	if f.Settings.Mode != game.Solo || f.Settings.Solo == nil || f.Settings.Solo.Automa == nil || len(f.Settings.Solo.Automa.Cards) != 10 {
		t.Fatalf("settings %+v", f.Settings)
	}
	again, _ := f.Marshal()
	if g, err := game.ParseFile(again); err != nil || !reflect.DeepEqual(f, g) {
		t.Fatalf("round trip: %v", err)
	}
}

func TestRoundTrip(t *testing.T) {
	f := sample(t)
	buf, err := f.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(buf), "- {kind: furnace, seat: ") {
		t.Errorf("events are not one per line:\n%s", buf)
	}
	g, err := game.ParseFile(buf)
	if err != nil {
		t.Fatalf("%v\n%s", err, buf)
	}
	if !reflect.DeepEqual(f, g) {
		t.Fatalf("round trip differs:\n%+v\n%+v", f, g)
	}
}

// A broken file is reported with its line and what is wrong.
func TestParseErrors(t *testing.T) {
	good, _ := sample(t).Marshal()
	lines := strings.Split(string(good), "\n")
	find := func(prefix string) int {
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), prefix) {
				return i + 1
			}
		}
		t.Fatalf("no line %q", prefix)
		return 0
	}
	replace := func(line int, text string) string {
		c := append([]string(nil), lines...)
		c[line-1] = text
		return strings.Join(c, "\n")
	}
	furnaceLine := find("- {kind: furnace")
	cases := []struct {
		name, text string
		line       int
		id         string
	}{
		{"unknown version", replace(find("version:"), "version: 99"), find("version:"), "game.file.version"},
		{"version a list", replace(find("version:"), "version: [1]"), find("version:"), "game.file.version"},
		{"no version", replace(find("version:"), ""), find("created:"), "file.problem.missing"},
		{"version twice", replace(find("created:"), "version: 1"), find("created:"), "file.problem.twice"},
		{"seed twice", replace(find("mode:"), "  seed: 7"), find("seed:"), "file.problem.twice"},
		{"misspelt seed", replace(find("seed:"), "  sneed: 7"), find("seed:"), "file.problem.unknown_field"},
		{"seed a list", replace(find("seed:"), "  seed: [7]"), find("seed:"), "file.problem.want_number"},
		{"syntax", replace(find("mode:"), "  mode: [multiplayer"), find("mode:"), "file.problem.yaml"},
		{"not a map", "- a\n- b\n", 1, "game.file.not_a_game"},
		{"unknown top field", good2(string(good), "extra: 1\n"), len(lines), "file.problem.unknown_field"},
		{"unknown event field", replace(furnaceLine, "  - {kind: furnace, seat: 0, at: lower-left, colour: red}"), furnaceLine, "file.problem.unknown_field"},
		{"a bonus on a furnace event (issue 19)", replace(furnaceLine, "  - {kind: furnace, seat: 0, at: lower-left, bonus: B9}"), furnaceLine, "game.file.field_not_for_kind"},
		{"cubes on a furnace event", replace(furnaceLine, "  - {kind: furnace, seat: 0, at: lower-left, cubes: {orange: 1}}"), furnaceLine, "game.file.field_not_for_kind"},
		{"a step on a furnace event", replace(furnaceLine, "  - {kind: furnace, seat: 0, at: lower-left, step: army}"), furnaceLine, "game.file.field_not_for_kind"},
		{"event without a seat", replace(furnaceLine, "  - {kind: furnace, at: lower-left}"), furnaceLine, "file.problem.missing"},
		{"event does not apply", replace(furnaceLine, strings.Replace(lines[furnaceLine-1], "lower-left", "middle", 1)), furnaceLine, "problem.bad_position"},
		{"unknown event kind", replace(furnaceLine, "  - {kind: teleport, seat: 0}"), furnaceLine, "game.problem.unknown_event"},
		{"seat -1 at a multiplayer table", replace(furnaceLine, "  - {kind: furnace, seat: -1, at: lower-left}"), furnaceLine, "file.problem.seat"},
		{"seat 3 at a table of three", replace(furnaceLine, "  - {kind: furnace, seat: 3, at: lower-left}"), furnaceLine, "file.problem.seat"},
		{"a name twice", strings.Replace(string(good), "name: Bruno", "name: Ana", 1), find("- name: Bruno"), "game.problem.same_name"},
		{"a look-alike name (issue 19)", strings.Replace(string(good), "name: Bruno", "name: \u0410na", 1), find("- name: Bruno"), "text.problem.name_look_alike"},
		{"a name of a million characters (issue 19)", strings.Replace(string(good), "name: Bruno", "name: "+strings.Repeat("M", 1_000_00), 1), find("- name: Bruno"), "text.problem.name_long"},
		{"a name that shows nothing", strings.Replace(string(good), "name: Bruno", "name: \u2800", 1), find("- name: Bruno"), "text.problem.name_blank"},
		{"a colour outside the four (issue 19)", strings.Replace(string(good), "colour: ", "colour: purple #", 1), find("colour: "), "game.problem.bad_colour"},
		{"solo without its settings", "version: 1\nsettings:\n  players: [{name: Eva}]\n  mode: solo\n  seed: 1\nevents: []\n", 2, "file.problem.missing"},
		{"solo with empty settings", "version: 1\nsettings:\n  players: [{name: Eva}]\n  mode: solo\n  seed: 1\n  solo: {}\nevents: []\n", 6, "solo.problem.difficulty"},
	}
	for _, c := range cases {
		_, err := game.ParseFile([]byte(c.text))
		var fe *userfile.Error
		if !errors.As(err, &fe) || len(fe.Issues) == 0 {
			t.Errorf("%s: %v, want an issue", c.name, err)
			continue
		}
		found := false
		for _, is := range fe.Issues {
			found = found || is.Problem.ID == c.id && is.Line == c.line
			if is.Line <= 0 {
				t.Errorf("%s: an issue without a line: %v", c.name, err)
			}
		}
		if !found {
			t.Errorf("%s: %v, want line %d %q", c.name, err, c.line, c.id)
		}
	}
}

func good2(s, extra string) string { return s + extra }

// A game file cut off anywhere before its events is refused, never loaded
// as a game with fewer settings or no events (issue 13: a file cut off in
// its settings loaded as a game with no events).
func TestCutOffFileIsRefused(t *testing.T) {
	good, _ := sample(t).Marshal()
	lines := strings.SplitAfter(string(good), "\n")
	events := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "events:") {
			events = i
		}
	}
	for n := 0; n <= events+1; n++ {
		cut := strings.Join(lines[:n], "")
		if _, err := game.ParseFile([]byte(cut)); err == nil {
			t.Errorf("cut after %d lines: loaded\n%s", n, cut)
		}
	}
	// A cut in the middle of a line too.
	for n := 0; n < len(strings.Join(lines[:events+1], "")); n += 7 {
		if _, err := game.ParseFile(good[:n]); err == nil {
			t.Errorf("cut after %d bytes: loaded\n%s", n, good[:n])
		}
	}
}

func TestSaveLoadAndCurrent(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	t.Setenv("XDG_STATE_HOME", filepath.Join(dir, "state"))
	store.Reload()
	defer store.Reload()
	f := sample(t)
	p, _ := NewPath(f.Created, []string{"Ana", "Bruno Ü", "C/x"}, 1)
	if filepath.Base(p) != "2026-11-22-2000-ana-bruno_ü-c_x.yaml" {
		t.Errorf("path %s", p)
	}
	// A file name holds letters and digits of the names, nothing a terminal
	// acts on or hides (a name from an old file may still hold them).
	if q, _ := NewPath(f.Created, []string{"A\u202eB", "C\u200bD\x1b", "Jose\u0301"}, 1); filepath.Base(q) != "2026-11-22-2000-a_b-c_d_-jose_.yaml" {
		t.Errorf("path %q", q)
	}
	if err := save(p, f); err != nil {
		t.Fatal(err)
	}
	if p2, n := NewPath(f.Created, []string{"Ana", "Bruno Ü", "C/x"}, 1); p2 == p || n != 2 {
		t.Error("a new game would reuse a file name")
	}
	if err := SetCurrent(p); err != nil || Current() != p {
		t.Fatalf("current %q, %v", Current(), err)
	}
	g, err := Load(p)
	if err != nil || len(g.Events) != len(f.Events) {
		t.Fatal(err)
	}
	list, _ := List()
	if len(list) != 1 || list[0] != p {
		t.Fatalf("list %v", list)
	}
}

// Durability: a process saving in a loop is killed at random moments; the
// file left behind always parses and holds either the old or the new
// version (a prefix of the full history, never a torn one).
func TestKillDuringSaveLoop(t *testing.T) {
	if testing.Short() {
		t.Skip("starts subprocesses")
	}
	full := sample(t)
	path := filepath.Join(t.TempDir(), "game.yaml")
	for round := 0; round < 8; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperSaveLoop$")
		cmd.Env = append(os.Environ(), "GAMEFILE_HELPER=save", "GAMEFILE_PATH="+path)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(20+round*7) * time.Millisecond)
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			continue // killed before the first save
		}
		f, err := Load(path)
		if err != nil {
			t.Fatalf("round %d: file left behind does not parse: %v", round, err)
		}
		if len(f.Events) > len(full.Events) || (len(f.Events) > 0 && !reflect.DeepEqual(f.Events, full.Events[:len(f.Events)])) {
			t.Fatalf("round %d: events are not a saved version", round)
		}
	}
	// The next write removes what the killed ones left: only the game
	// remains (no temporary file, no lock).
	if err := save(path, full); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if e.Name() != "game.yaml" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// TestHelperSaveLoop is the subprocess of TestKillDuringSaveLoop: it saves
// growing prefixes of the game until it is killed.
func TestHelperSaveLoop(t *testing.T) {
	switch os.Getenv("GAMEFILE_HELPER") {
	case "save":
		full := sample(t)
		path := os.Getenv("GAMEFILE_PATH")
		for i := 0; ; i = (i + 1) % (len(full.Events) + 1) {
			f := *full
			f.Events = full.Events[:i]
			if err := save(path, &f); err != nil {
				t.Fatal(err)
			}
		}
	case "hold":
		held, err := Open(os.Getenv("GAMEFILE_PATH"))
		if err != nil {
			os.Exit(3)
		}
		defer held.Close()
		fmt.Println("locked")
		time.Sleep(10 * time.Second)
	}
}

// Two processes on one game: while one holds the game, the other is told
// it is in use.
func TestLockAcrossProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts subprocesses")
	}
	path := filepath.Join(t.TempDir(), "game.yaml")
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperSaveLoop$")
	cmd.Env = append(os.Environ(), "GAMEFILE_HELPER=hold", "GAMEFILE_PATH="+path)
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	buf := make([]byte, 6)
	if _, err := out.Read(buf); err != nil || string(buf) != "locked" {
		t.Fatalf("helper: %q %v", buf, err)
	}
	if _, err := Open(path); !errors.Is(err, store.ErrInUse) {
		t.Fatalf("second process: %v, want in use", err)
	}
	_ = cmd.Process.Kill()
	_ = cmd.Wait()
	held, err := Open(path)
	if err != nil {
		t.Fatalf("after the holder died: %v", err)
	}
	held.Close()
}

// FuzzParse: game replay from a file. The parser never panics; what it
// refuses is an *userfile.Error with located issues; what it accepts
// replays and survives a round trip.
func FuzzParse(f *testing.F) {
	good, _ := sample(f).Marshal()
	f.Add(good)
	f.Add([]byte("version: 1\nsettings: {players: [{name: A}, {name: B}], mode: multiplayer, seed: 3}\nevents: [{kind: start-player, seat: 1}]\n"))
	f.Add([]byte("version: 2\n"))
	f.Add([]byte("- x"))
	f.Add([]byte("version: 1\nsettings: {players: [{name: Solo}], mode: solo, seed: " + strconv.Itoa(9) + "}\n"))
	if solo, err := os.ReadFile("testdata/solo.yaml"); err == nil {
		f.Add(solo)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := game.ParseFile(data)
		if err != nil {
			var fe *userfile.Error
			if !errors.As(err, &fe) || len(fe.Issues) == 0 {
				t.Fatalf("not a file error: %v", err)
			}
			for _, is := range fe.Issues {
				if is.Problem == nil || is.Line < 0 {
					t.Fatalf("bad issue %+v", is)
				}
			}
			return
		}
		if _, err := g.Replay(); err != nil {
			t.Fatalf("accepted a file that does not replay: %v", err)
		}
		buf, err := g.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		h, err := game.ParseFile(buf)
		if err != nil {
			t.Fatalf("own output does not parse: %v\n%s", err, buf)
		}
		if len(h.Events) != len(g.Events) {
			t.Fatal("round trip lost events")
		}
	})
}

// Undo's state comes from the replay that checks the file: the game
// before its last events is the game replayed over the events it keeps.
func TestLoadStateBefore(t *testing.T) {
	f := sample(t)
	path := filepath.Join(t.TempDir(), "g.yaml")
	if err := save(path, f); err != nil {
		t.Fatal(err)
	}
	for _, back := range []int{0, 1, 3, len(f.Events)} {
		_, s, before, err := LoadStateBefore(path, back)
		if err != nil {
			t.Fatal(err)
		}
		want, err := game.Replay(f.Settings, f.Events[:len(f.Events)-back])
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(before.Summarize(), want.Summarize()) {
			t.Errorf("back %d: the kept state differs from a replay of the kept events", back)
		}
		if back > 0 && reflect.DeepEqual(before.Summarize(), s.Summarize()) {
			t.Errorf("back %d: the kept state is the whole game's", back)
		}
	}
	if _, _, before, err := LoadStateBefore(path, len(f.Events)+1); err != nil || before != nil {
		t.Errorf("more events than the file holds: %v, %v", before, err)
	}
}

// save writes f to path in one open-write-close, as a command does.
func save(path string, f *File) error {
	sf, err := Open(path)
	if err != nil {
		return err
	}
	defer sf.Close()
	return Write(sf, f)
}
