package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
)

// snapshot is everything a refused command must leave as it was.
type snapshot struct{ file, state, log string }

func snap(t *testing.T, path string) snapshot {
	t.Helper()
	buf, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return snapshot{string(buf), mustRun(t, "--game", path, "state", "--json"), mustRun(t, "--game", path, "log", "--json")}
}

// refuse runs a command that must be refused with exit 2 and a message,
// and checks that the game file, state --json and the log are unchanged.
func refuse(t *testing.T, path, want string, args ...string) {
	t.Helper()
	before := snap(t, path)
	code, out, errs := runWith(t, nil, append([]string{"--game", path}, args...)...)
	if code != cmdutil.ExitUsage || !strings.Contains(errs, want) {
		t.Errorf("%v: exit %d, stderr %q; want 2 and %q", args, code, errs, want)
	}
	if after := snap(t, path); after != before {
		t.Errorf("%v was refused yet changed the game:\nfile before:\n%s\nafter:\n%s", args, before.file, after.file)
	}
	if strings.Contains(out, "took glass") || strings.Contains(out, "supplied") {
		t.Errorf("%v was refused yet printed what it recorded: %s", args, out)
	}
}

// A refused command changes nothing (issue 13 item 1): the cases the
// issue lists, and others across the commands that write.
func TestRefusedCommandsChangeNothing(t *testing.T) {
	dir := gameDirs(t)
	solo := filepath.Join(dir, "solo.yaml")
	mustRun(t, "--game", solo, "new", "--names", "Eva", "--seed", "7", "--no-input", "--start-disks", "2a")
	// The solo turn with an end trigger: the whole turn is refused, and
	// a retry without it records the turn once.
	refuse(t, solo, "not when a score marker meets the army", "turn", "--furnace", "upper-right", "--end-triggered")
	mustRun(t, "--game", solo, "turn", "--furnace", "upper-right")
	if log := mustRun(t, "--game", solo, "log"); strings.Count(log, "took glass") != 1 {
		t.Errorf("the turn is recorded %d times:\n%s", strings.Count(log, "took glass"), log)
	}
	refuse(t, solo, "it is the Automa's turn", "turn", "--furnace", "upper-left")
	refuse(t, solo, "--highest", "automa", "--action", "small-factory", "--at", "upper-left", "--arrow", "clockwise", "--supply-section", "0", "--highest", "9999")
	refuse(t, solo, `"sideways" is not`, "automa", "--action", "furnace", "--at", "upper-left", "--arrow", "sideways", "--supply-section", "0")

	multi := filepath.Join(dir, "multi.yaml")
	mustRun(t, "--game", multi, "new", "--names", "Ana,Bo", "--seed", "5", "--no-input", "--start-disks", "5a,2a")
	for range 4 {
		mustRun(t, "--game", multi, "turn", "--furnace", "lower-left")
		mustRun(t, "--game", multi, "turn", "--furnace", "lower-right")
	}
	// The supply with a refused bonus worker: nothing of the reset phase is
	// recorded (not the army, not the delivery); the retry records one.
	supply := []string{"reset", "--reached=false", "--refill", "3", "--supply", "Ana:upper-right:black,pink,orange:B4"}
	refuse(t, multi, "would then hold 1 profession, but the factory below it", append(supply, "--bonus-worker", "Ana:create:left:upper:2b")...)
	refuse(t, multi, "2b needs 2a", append(supply, "--bonus-worker", "Ana:create:left:furnace:2b")...)
	refuse(t, multi, `"Zed" is not a player`, "reset", "--reached=false", "--refill", "3", "--supply", "Zed:upper-right:black")
	refuse(t, multi, "--refill", "reset", "--reached=false", "--refill", "99", "--no-supply")
	refuse(t, multi, "reset phase", "turn", "--furnace", "upper-left")
	mustRun(t, append([]string{"--game", multi}, append(supply, "--bonus-worker", "Ana:create:left:furnace:gate-5")...)...)
	if log := mustRun(t, "--game", multi, "log"); strings.Count(log, "supplied") != 1 || strings.Count(log, "gate 5") != 1 {
		t.Errorf("the delivery is not recorded once:\n%s", log)
	}
	// Turns refused for themselves or by the rules.
	refuse(t, multi, `"purple"`, "turn", "--factory", "upper-left", "--cubes", "purple")
	refuse(t, multi, "is empty", "turn", "--factory", "upper-left", "--cubes", "1")
	refuse(t, multi, "fewer professions than the one below", "turn", "--create", "left:upper", "--disk", "3a")
	refuse(t, multi, "not Ana's", "turn", "--player", "Ana", "--furnace", "upper-left")
	refuse(t, multi, "can be undone", "undo", "99")
	refuse(t, multi, "only after the end is triggered", "reset", "--final")
}

// diesAt is standard output that ends the command at its first line, as
// a closed pipe (| head -1) ends the process: the goroutine running the
// command stops there, its deferred functions run, nothing after it does.
type diesAt struct{ buf bytes.Buffer }

func (d *diesAt) Write(p []byte) (int, error) {
	d.buf.Write(p)
	if bytes.Contains(d.buf.Bytes(), []byte("\n")) {
		runtime.Goexit()
	}
	return len(p), nil
}

func runCutOff(t *testing.T, args ...string) string {
	t.Helper()
	out := &diesAt{}
	var errb bytes.Buffer
	done := make(chan struct{})
	go func() {
		defer close(done)
		run(args, &cmdutil.IOStreams{In: strings.NewReader(""), Out: out, Err: &errb, Width: 80}, func(string) string { return "" }, nil)
	}()
	<-done
	return out.buf.String()
}

// A command writes once, before it prints (issue 13 item 1): a new game
// whose output is cut off at its first line has everything saved, the
// start disks and the solo choices included.
func TestNewSavesEverythingBeforeItPrints(t *testing.T) {
	dir := gameDirs(t)
	multi := filepath.Join(dir, "multi.yaml")
	first := runCutOff(t, "--game", multi, "new", "--names", "R1,S1,T1", "--seed", "7", "--no-input", "--start-disks", "5a,2a,gate-5")
	if !strings.Contains(first, "multi.yaml") {
		t.Errorf("first line %q", first)
	}
	f, err := gamefile.Load(multi)
	if err != nil {
		t.Fatal(err)
	}
	disks := make([]string, 3) // by seat: --start-disks gives them in seat order
	for _, e := range f.Events {
		if e.Kind == "starting-disk" {
			disks[e.Seat] = e.Disk
		}
	}
	if strings.Join(disks, ",") != "5a,2a,gate-5" {
		t.Errorf("start disks saved: %v", disks)
	}
	if gamefile.Current() != multi {
		t.Errorf("current game %q", gamefile.Current())
	}

	solo := filepath.Join(dir, "solo.yaml")
	runCutOff(t, "--lang", "pt", "--game", solo, "new", "--names", "Eva", "--seed", "7", "--no-input", "--difficulty", "hard", "--start-disks", "2a")
	f, err = gamefile.Load(solo)
	if err != nil {
		t.Fatal(err)
	}
	so := f.Settings.Solo
	if so == nil || so.Difficulty != "hard" || so.Deck != "physical" || so.FinalResetAt != 30 || len(f.Events) != 4 {
		t.Errorf("solo game saved as %+v with %d events", so, len(f.Events))
	}
	// And the game is playable from there: the Automa plays after Eva.
	mustRun(t, "--game", solo, "turn", "--furnace", "upper-left")
	if out := mustRun(t, "--game", solo, "state", "--json"); !strings.Contains(out, `"next": "automa"`) {
		t.Errorf("after Eva's turn: %s", out)
	}
}

// A flag no question of this run asked for is refused as not needed this
// time, not as one the command never takes: `turn` does take --disk, for a
// new profession (review solo-games-pt: "--furnace lower-left não faz falta
// aqui: este comando não usa essa opção" on an Automa card that did not
// need it).
func TestUnusedFlagIsNotNeededThisTime(t *testing.T) {
	gameDirs(t)
	newGame(t, "Ana,Bo", "5")
	for lang, want := range map[string]string{
		"en": "--disk 2a is not needed here: no question needs it this time",
		"pt": "--disk 2a não faz falta aqui: desta vez nenhuma pergunta precisa dessa opção",
	} {
		code, _, errs := runWith(t, nil, "--lang", lang, "turn", "--furnace", "upper-left", "--disk", "2a")
		if code != cmdutil.ExitUsage || !strings.Contains(errs, want) {
			t.Errorf("%s: exit %d, %q; want 2 and %q", lang, code, errs, want)
		}
	}
}
