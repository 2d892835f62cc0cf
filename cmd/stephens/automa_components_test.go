package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	componentscmd "github.com/pileup-companion/stephens/cmd/stephens/components"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/components/deck"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/locales"
)

// The made-up test deck (its header says so); never the printed cards.
const soloTestDeck = "../../companion/automa/testdata/test-deck.yaml"

func soloTestApp(t *testing.T, lang string) (*cmdutil.App, *bytes.Buffer) {
	t.Helper()
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	store.Reload()
	t.Cleanup(store.Reload)
	var out, errb bytes.Buffer
	return &cmdutil.App{IO: &cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, Width: 80}, P: locales.New(lang), Getenv: os.Getenv}, &out
}

func soloExitCode(err error) int {
	if err == nil {
		return cmdutil.ExitOK
	}
	code, _, _ := cmdutil.Classify(err, locales.New("en"))
	return code
}

// rendered is what printError says about err in a's language.
func rendered(a *cmdutil.App, err error) string {
	var b strings.Builder
	cmdutil.PrintError(&b, 0, err, a.P)
	return b.String()
}

func TestAutomaComponentImportShowClear(t *testing.T) {
	a, out := soloTestApp(t, "en")
	if err := componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{File: soloTestDeck}, &cmdutil.FlagSource{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "10 Automa cards") {
		t.Errorf("import said %q", out.String())
	}
	stored, err := os.ReadFile(shared.AutomaPath())
	if err != nil || !strings.Contains(string(stored), "transcribed by the player") {
		t.Fatalf("stored file: %v\n%s", err, stored)
	}
	out.Reset()
	if err := componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{Show: true}, &cmdutil.FlagSource{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Worker supply card\t0 1 1 2 2 3 3 4 4 5") || !strings.Contains(out.String(), "T2\tfurnace: lower-left, counter-clockwise; white cube: remove the cards costing 1, 2\tsupply 3 cubes") {
		t.Errorf("show:\n%s", out.String())
	}
	out.Reset()
	if err := componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{Show: true, JSON: true}, &cmdutil.FlagSource{}); err != nil {
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
	if err := componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{Clear: true}, &cmdutil.FlagSource{}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(shared.AutomaPath()); !os.IsNotExist(err) {
		t.Fatal("clear left the file")
	}
	out.Reset()
	if err := componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{Show: true, JSON: true}, &cmdutil.FlagSource{}); err != nil || strings.TrimSpace(out.String()) != "null" {
		t.Fatalf("no transcription as JSON: %v %q", err, out.String())
	}
}

func TestAutomaComponentBadImport(t *testing.T) {
	a, _ := soloTestApp(t, "en")
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	buf, _ := os.ReadFile(soloTestDeck)
	src := strings.Replace(string(buf), "slot: 3", "slot: 7", 1)
	os.WriteFile(bad, []byte(strings.Replace(src, "arrow: clockwise\n    remove_costs: [5]", "arrow: sideways\n    remove_costs: [5]", 1)), 0o644)
	err := componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{File: bad}, &cmdutil.FlagSource{})
	if soloExitCode(err) != cmdutil.ExitUsage {
		t.Fatalf("exit %d: %v", soloExitCode(err), err)
	}
	all := rendered(a, err)
	for _, want := range []string{bad + ", line 21: cards[3].arrow: \"sideways\" is not an arrow", "line 30: cards[5].slot: 7 is not a display position (1-6)", "the file was left as it is"} {
		if !strings.Contains(all, want) {
			t.Errorf("missing %q in\n%s", want, all)
		}
	}
	if _, err := os.Stat(shared.AutomaPath()); !os.IsNotExist(err) {
		t.Error("a bad import was stored")
	}
	if err := componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{File: "/nonexistent/x.yaml"}, &cmdutil.FlagSource{}); soloExitCode(err) != cmdutil.ExitUsage || !strings.Contains(rendered(a, err), "/nonexistent/x.yaml") {
		t.Errorf("missing file: %v", err)
	}
	// German messages name the same field.
	de, _ := soloTestApp(t, "de")
	err = componentscmd.RunAutomaComponent(de, &componentscmd.AutomaComponentOptions{File: bad}, &cmdutil.FlagSource{})
	if !strings.Contains(rendered(de, err), "cards[3].arrow: „sideways“ ist keine Pfeilrichtung") {
		t.Errorf("de: %v", err)
	}
}

// A broken stored file is reported with path and line and never overwritten.
func TestAutomaComponentBrokenStore(t *testing.T) {
	a, _ := soloTestApp(t, "en")
	broken := []byte("worker_supply: [1, 2\ncards: []\n")
	if err := store.WriteFile(shared.AutomaPath(), store.Transcription, broken); err != nil {
		t.Fatal(err)
	}
	err := componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{Show: true}, &cmdutil.FlagSource{})
	if soloExitCode(err) != cmdutil.ExitUsage || !strings.Contains(rendered(a, err), shared.AutomaPath()+", line 1: not valid YAML") {
		t.Fatalf("show broken: %v", err)
	}
	err = componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{File: soloTestDeck}, &cmdutil.FlagSource{})
	if soloExitCode(err) != cmdutil.ExitUsage {
		t.Fatalf("import over a broken file: %v", err)
	}
	if msg := rendered(a, err); !strings.Contains(msg, "hint: the file was left as it is") || !strings.Contains(msg, "--clear") {
		t.Errorf("hints: %s", msg)
	}
	if got, _ := os.ReadFile(shared.AutomaPath()); !bytes.Equal(got, broken) {
		t.Fatal("the broken file was overwritten")
	}
}

func TestAutomaComponentNeedsTerminal(t *testing.T) {
	a, _ := soloTestApp(t, "en")
	err := componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{}, &cmdutil.FlagSource{})
	if soloExitCode(err) != cmdutil.ExitUsage {
		t.Fatalf("exit %d", soloExitCode(err))
	}
	var ee *cmdutil.ExitErr
	errors.As(err, &ee)
	if !strings.Contains(strings.Join(ee.Hints, " "), "--file") {
		t.Errorf("hint must name --file: %v", ee.Hints)
	}
	if err := componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{JSON: true}, &cmdutil.FlagSource{}); soloExitCode(err) != cmdutil.ExitUsage {
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
				if msg := is.Text(a.P, "x.yaml"); reUnrendered.MatchString(msg) || strings.Contains(msg, "<no value>") {
					t.Errorf("%s: %s renders as %q", lang, is.Problem, msg)
				}
			}
		}
	}
}

// cardKeys answers one card at the prompts: its name, then furnace,
// upper-left, clockwise, no costs (done), no cubes, no disk symbol.
func cardKeys(name string) []string { return []string{name, "0", "0", "0", "0", "0", "1"} }

var supplyKeys = []string{"0", "1", "1", "2", "2", "3", "3", "4", "4", "5"}

func guided(t *testing.T, lang string, keys ...string) (*scriptedPrompter, string, error) {
	t.Helper()
	a, sp, out, _ := ttyApp(t, lang, keys...)
	err := componentscmd.RunAutomaComponent(a, &componentscmd.AutomaComponentOptions{}, &cmdutil.FlagSource{Specs: deck.Flags})
	return sp, out.String(), err
}

// Ctrl-C in the guided transcription (issue 13): what was answered in full
// (the worker supply card, whole cards) is kept in the transcription's own
// draft and said in one line, exit 130; the transcription games read is
// not written. The card half typed is kept by the engine's draft (issue
// 18) and said in a hint. The next run offers to continue, goes on inside
// card 3 where it stopped, and finishes the deck.
func TestAutomaGuidedInterruptAndContinue(t *testing.T) {
	soloTestApp(t, "en") // a fresh config folder
	keys := append(append(append([]string{}, supplyKeys...), cardKeys("A")...), cardKeys("B")...)
	keys = append(keys, "C", "0", "^C") // card 3 half answered
	_, _, err := guided(t, "en", keys...)
	var ee *cmdutil.ExitErr
	if !errors.As(err, &ee) || ee.Code != cmdutil.ExitInterrupted || len(ee.Hints) != 1 ||
		!strings.HasPrefix(ee.Hints[0], "the 2 answers given in this part of the transcription are kept in ") {
		t.Fatalf("interrupt: %#v", err)
	}
	want := "interrupted; the worker supply card and 2 cards of 10 are kept in " + shared.AutomaDraftPath() + "; stephens components automa goes on from there"
	if ee.Msg != want {
		t.Errorf("said %q\nwant %q", ee.Msg, want)
	}
	if _, err := os.Stat(shared.AutomaPath()); !os.IsNotExist(err) {
		t.Fatal("an unfinished transcription was stored for games")
	}
	buf, _ := os.ReadFile(shared.AutomaDraftPath())
	draft, err := deck.ParseDraft(buf)
	if err != nil || len(draft.Cards) != 2 || draft.Cards[1].ID != "B" || len(draft.WorkerSupply) != 10 {
		t.Fatalf("draft %+v, %v\n%s", draft, err, buf)
	}

	keys = append([]string{"0"}, cardKeys("C3")[2:]...) // continue: card 3 from its 3rd question
	for k := 4; k <= 10; k++ {
		keys = append(keys, cardKeys("C"+strconv.Itoa(k))...)
	}
	sp, out, err := guided(t, "en", keys...)
	if err != nil {
		t.Fatal(err, sp.asked)
	}
	if !strings.HasPrefix(sp.asked[0], "Last time you stopped partway") || strings.HasPrefix(sp.asked[1], "A name for this card") {
		t.Errorf("asked first %q", sp.asked[:2])
	}
	if !strings.Contains(out, "the 2 answers given before the break are kept") || !strings.Contains(out, "✔ A name for this card (how you recognise it): C") {
		t.Errorf("resumed card not shown: %q", out)
	}
	if !strings.Contains(out, "Saved the worker supply card and 10 Automa cards") {
		t.Errorf("said %q", out)
	}
	if _, err := os.Stat(shared.AutomaDraftPath()); !os.IsNotExist(err) {
		t.Error("the draft outlived the finished transcription")
	}
	buf, _ = os.ReadFile(shared.AutomaPath())
	stored, err := automa.Parse(buf)
	if err != nil || stored.Cards[0].ID != "A" || stored.Cards[2].ID != "C" || stored.Cards[9].ID != "C10" {
		t.Fatalf("stored %+v, %v", stored, err)
	}
}

// Ctrl-C before a part is whole keeps no part, says so, and keeps the
// answers of the part in progress (issue 18): the next run goes on inside
// it. Starting again from a draft drops it and asks the worker supply card
// first; a broken draft is reported with its line and left alone.
func TestAutomaGuidedNothingKeptRestartBroken(t *testing.T) {
	soloTestApp(t, "en")
	_, _, err := guided(t, "en", "0", "1", "^C")
	var ee *cmdutil.ExitErr
	if !errors.As(err, &ee) || ee.Code != cmdutil.ExitInterrupted || ee.Msg != "interrupted; no part was answered in full yet" {
		t.Fatalf("%#v", err)
	}
	if _, err := os.Stat(shared.AutomaDraftPath()); !os.IsNotExist(err) {
		t.Error("a transcription draft was written with nothing in it")
	}

	sp, _, err := guided(t, "en", append(append([]string{}, supplyKeys[2:]...), "^C")...)
	if err == nil || !strings.Contains(sp.asked[0], "space 3 of 10") {
		t.Fatalf("the worker supply card did not go on at space 3: %v %q", err, sp.asked)
	}
	sp, _, err = guided(t, "pt", "1", "^C") // start again, then stop at once
	if !strings.HasPrefix(sp.asked[0], "Da última vez paraste a meio") || !strings.HasPrefix(sp.asked[1], "Número debaixo do espaço 1 de 10") {
		t.Errorf("asked %q", sp.asked)
	}
	if !errors.As(err, &ee) || !strings.Contains(ee.Msg, "ainda nenhuma parte") {
		t.Errorf("%v", err)
	}
	if _, err := os.Stat(shared.AutomaDraftPath()); !os.IsNotExist(err) {
		t.Error("starting again kept the old draft")
	}

	broken := []byte("worker_supply: [0, 1, 1, 2, 2, 3, 3, 4, 4, 99]\n")
	if err := store.WriteFile(shared.AutomaDraftPath(), store.Transcription, broken); err != nil {
		t.Fatal(err)
	}
	_, _, err = guided(t, "en")
	if soloExitCode(err) != cmdutil.ExitUsage || !strings.Contains(rendered(&cmdutil.App{P: locales.New("en")}, err), shared.AutomaDraftPath()+", line 1: worker_supply[10]: 99 is not a cube count") {
		t.Errorf("broken draft: %v", err)
	}
	if got, _ := os.ReadFile(shared.AutomaDraftPath()); !bytes.Equal(got, broken) {
		t.Error("the broken draft was rewritten")
	}
}

// From flags, without a terminal: the worker supply card and the ten
// cards, checked by the same questions; a card short is refused and
// nothing is stored.
func TestAutomaComponentFromFlags(t *testing.T) {
	soloTestApp(t, "en")
	buf, _ := os.ReadFile(soloTestDeck)
	d, err := automa.Parse(buf)
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"components", "automa", "--worker-supply", "0,1,1,2,2,3,3,4,4,5"}
	for _, c := range d.Cards {
		args = append(args, "--card", automa.FormatCard(c))
	}
	if code, _, stderr := runWith(t, nil, args[:len(args)-2]...); code != cmdutil.ExitUsage || !strings.Contains(stderr, "card 10 of 10 is missing") {
		t.Errorf("nine cards: %d %q", code, stderr)
	}
	if _, err := os.Stat(shared.AutomaPath()); !os.IsNotExist(err) {
		t.Fatal("nine cards were stored")
	}
	for _, c := range []struct {
		args []string
		err  string
	}{
		{[]string{"components", "automa", "--worker-supply", "1,2"}, "worker_supply has 2 numbers"},
		{[]string{"components", "automa", "--card", "{id: A}"}, "is missing"},
		{[]string{"components", "automa", "--show", "--card", "{id: A}"}, "--show, --card cannot be given together"},
		{[]string{"components", "automa", "--file", "x.yaml", "--show"}, "--file, --show cannot be given together"},
	} {
		if code, _, stderr := runWith(t, nil, c.args...); code != cmdutil.ExitUsage || !strings.Contains(stderr, c.err) {
			t.Errorf("%v: %d %q", c.args, code, stderr)
		}
	}
	code, stdout, stderr := runWith(t, nil, args...)
	if code != cmdutil.ExitOK || !strings.Contains(stdout, "Saved the worker supply card and 10 Automa cards") {
		t.Fatalf("%d %q %q", code, stdout, stderr)
	}
	buf, _ = os.ReadFile(shared.AutomaPath())
	if stored, err := automa.Parse(buf); err != nil || !reflect.DeepEqual(stored, d) {
		t.Errorf("stored %+v, %v", stored, err)
	}
}
