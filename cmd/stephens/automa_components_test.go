package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/locales"
)

// The made-up test deck (its header says so); never the printed cards.
const soloTestDeck = "../../companion/automa/testdata/test-deck.yaml"

func soloTestApp(t *testing.T, lang string) (*app, *bytes.Buffer) {
	t.Helper()
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	store.Reload()
	t.Cleanup(store.Reload)
	var out, errb bytes.Buffer
	return &app{io: &ioStreams{In: strings.NewReader(""), Out: &out, Err: &errb, Width: 80}, p: locales.New(lang), getenv: os.Getenv}, &out
}

func soloExitCode(err error) int {
	if err == nil {
		return exitOK
	}
	code, _, _ := classify(err, locales.New("en"))
	return code
}

// rendered is what printError says about err in a's language.
func rendered(a *app, err error) string {
	var b strings.Builder
	printError(&b, err, a.p)
	return b.String()
}

func TestAutomaComponentImportShowClear(t *testing.T) {
	a, out := soloTestApp(t, "en")
	if err := runAutomaComponent(a, &automaComponentOptions{file: soloTestDeck}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "10 Automa cards") {
		t.Errorf("import said %q", out.String())
	}
	stored, err := os.ReadFile(automaPath())
	if err != nil || !strings.Contains(string(stored), "transcribed by the player") {
		t.Fatalf("stored file: %v\n%s", err, stored)
	}
	out.Reset()
	if err := runAutomaComponent(a, &automaComponentOptions{show: true}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "worker_supply\t0 1 1 2 2 3 3 4 4 5") || !strings.Contains(out.String(), "T2\tfurnace\tfurnace: lower-left, counter-clockwise; white cube: remove the cards costing 1, 2") {
		t.Errorf("show:\n%s", out.String())
	}
	out.Reset()
	if err := runAutomaComponent(a, &automaComponentOptions{show: true, json: true}); err != nil {
		t.Fatal(err)
	}
	var js struct {
		WorkerSupply []int `json:"worker_supply"`
		Cards        []struct {
			ID   string `json:"id"`
			Slot int    `json:"slot"`
		} `json:"cards"`
	}
	if err := json.Unmarshal(out.Bytes(), &js); err != nil || len(js.Cards) != 10 || js.Cards[3].Slot != 1 || js.WorkerSupply[9] != 5 {
		t.Fatalf("json %v: %s", err, out.String())
	}
	out.Reset()
	if err := runAutomaComponent(a, &automaComponentOptions{clear: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(automaPath()); !os.IsNotExist(err) {
		t.Fatal("clear left the file")
	}
	out.Reset()
	if err := runAutomaComponent(a, &automaComponentOptions{show: true, json: true}); err != nil || strings.TrimSpace(out.String()) != "null" {
		t.Fatalf("no transcription as JSON: %v %q", err, out.String())
	}
}

func TestAutomaComponentBadImport(t *testing.T) {
	a, _ := soloTestApp(t, "en")
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	buf, _ := os.ReadFile(soloTestDeck)
	src := strings.Replace(string(buf), "slot: 3", "slot: 7", 1)
	os.WriteFile(bad, []byte(strings.Replace(src, "arrow: clockwise\n    remove_costs: [5]", "arrow: sideways\n    remove_costs: [5]", 1)), 0o644)
	err := runAutomaComponent(a, &automaComponentOptions{file: bad})
	if soloExitCode(err) != exitUsage {
		t.Fatalf("exit %d: %v", soloExitCode(err), err)
	}
	all := rendered(a, err)
	for _, want := range []string{bad + ", line 21: cards[3].arrow: \"sideways\" is not an arrow", "line 30: cards[5].slot: 7 is not a display position (1-6)", "the file was left as it is"} {
		if !strings.Contains(all, want) {
			t.Errorf("missing %q in\n%s", want, all)
		}
	}
	if _, err := os.Stat(automaPath()); !os.IsNotExist(err) {
		t.Error("a bad import was stored")
	}
	if err := runAutomaComponent(a, &automaComponentOptions{file: "/nonexistent/x.yaml"}); soloExitCode(err) != exitUsage || !strings.Contains(rendered(a, err), "/nonexistent/x.yaml") {
		t.Errorf("missing file: %v", err)
	}
	// German messages name the same field.
	de, _ := soloTestApp(t, "de")
	err = runAutomaComponent(de, &automaComponentOptions{file: bad})
	if !strings.Contains(rendered(de, err), "cards[3].arrow: „sideways“ ist keine Pfeilrichtung") {
		t.Errorf("de: %v", err)
	}
}

// A broken stored file is reported with path and line and never overwritten.
func TestAutomaComponentBrokenStore(t *testing.T) {
	a, _ := soloTestApp(t, "en")
	broken := []byte("worker_supply: [1, 2\ncards: []\n")
	if err := store.WriteFile(automaPath(), broken); err != nil {
		t.Fatal(err)
	}
	err := runAutomaComponent(a, &automaComponentOptions{show: true})
	if soloExitCode(err) != exitUsage || !strings.Contains(rendered(a, err), automaPath()+", line 1: not valid YAML") {
		t.Fatalf("show broken: %v", err)
	}
	err = runAutomaComponent(a, &automaComponentOptions{file: soloTestDeck})
	if soloExitCode(err) != exitUsage {
		t.Fatalf("import over a broken file: %v", err)
	}
	if msg := rendered(a, err); !strings.Contains(msg, "hint: the file was left as it is") || !strings.Contains(msg, "--clear") {
		t.Errorf("hints: %s", msg)
	}
	if got, _ := os.ReadFile(automaPath()); !bytes.Equal(got, broken) {
		t.Fatal("the broken file was overwritten")
	}
}

func TestAutomaComponentNeedsTerminal(t *testing.T) {
	a, _ := soloTestApp(t, "en")
	err := runAutomaComponent(a, &automaComponentOptions{})
	if soloExitCode(err) != exitUsage {
		t.Fatalf("exit %d", soloExitCode(err))
	}
	var ee *exitErr
	errors.As(err, &ee)
	if !strings.Contains(strings.Join(ee.hints, " "), "--file") {
		t.Errorf("hint must name --file: %v", ee.hints)
	}
	if err := runAutomaComponent(a, &automaComponentOptions{json: true}); soloExitCode(err) != exitUsage {
		t.Errorf("--json alone: %v", err)
	}
}

var reUnrendered = regexp.MustCompile(`\[[a-z_]+\.[a-z_.]+\]`)

// Every transcription problem renders as a sentence in every language (a
// message that fails to render shows as [id]).
func TestTranscriptionProblemsRender(t *testing.T) {
	bad := []string{
		"", "- 1\n", "worker_supply: [1, 2\n", "cards: 3\nworker_supply: x\n", "worker_supply: [1]\ncards: []\nextra: 1\n",
		"worker_supply: [0,1,1,2,2,3,3,4,4,-5]\ncards:\n  - {id: a, action: furnace, at: up, arrow: left, remove_costs: [0, 0], slot: 2, supply: {cubes: 9, apprentice: maybe}}\n  - {id: a, action: profession, slot: seven, fallback: {at: x, arrow: y}}\n  - {action: dance}\n  - 4\n",
	}
	for _, lang := range []string{"en", "de", "pt"} {
		a, _ := soloTestApp(t, lang)
		for _, src := range bad {
			_, err := automa.Parse([]byte(src))
			var fe *userfile.Error
			if !errors.As(err, &fe) {
				t.Fatalf("%q: %v", src, err)
			}
			for _, is := range fe.Issues {
				if msg := fileIssue(a.p, "x.yaml", is); reUnrendered.MatchString(msg) || strings.Contains(msg, "<no value>") {
					t.Errorf("%s: %s renders as %q", lang, is.Problem, msg)
				}
			}
		}
	}
}
