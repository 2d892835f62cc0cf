package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales/wordcheck"
)

// resetDue starts a 3-player game and empties the two upper furnaces by
// flags: the reset phase is due (rules-facts §5.1).
func resetDue(t *testing.T) string {
	t.Helper()
	gameDirs(t)
	path := newGame(t, "Ana,Bo,Cy", "7")
	for i := 0; i < 8; i++ {
		at := "upper-left"
		if i >= 4 {
			at = "upper-right"
		}
		mustRun(t, "turn", "--furnace", at, "--game", path)
	}
	return path
}

// At the table a delivery (or any reset step) recorded by mistake is
// taken back from the next question, as a turn is: every unit's first
// question offers undo, the history and a pause. A delivery is asked part
// by part, each part with its own question in the user's language.
func TestResetStepsOfferUndoAndAskPartByPart(t *testing.T) {
	path := resetDue(t)
	a, sp, out, _ := ttyApp(t, "de",
		"=nein", "3", "=nein", // the army met no marker; 3 cubes, not kept
		"=fertig", "=fertig", "=fertig", // 2a, emptying, investments
		"=Ana liefert", "=kleine Fabrik unten links", "=1× braun",
		"=den letzten Eintrag zurücknehmen",      // the delivery was a mistake
		"=keine weiteren Lieferungen", "=fertig", // no delivery; contracts
		"=Pause (später mit stephens resume weiter)")
	a.game = path
	if err := runPlay(a); err != nil {
		t.Fatalf("play: %v\nasked: %q", err, sp.asked)
	}
	for _, want := range []string{"An welche kleine Fabrik liefert Ana?", "Welche Spielsteine liefert Ana an die kleine Fabrik unten links?"} {
		if !contains(sp.asked, want) {
			t.Errorf("not asked %q; asked %q", want, sp.asked)
		}
	}
	for _, l := range sp.asked {
		if strings.Contains(l, "bisher:") {
			t.Errorf("a part asked with the first question and what was picked: %q", l)
		}
	}
	// Opened inside the reset phase, the board says where the game is
	// before its first step.
	if o := out.String(); !strings.Contains(o, "Französische Armee auf 55 · Ruhephasen bisher: 0 · Phase: Ruhephase") ||
		strings.Index(o, "Phase: Ruhephase") > strings.Index(o, "Ruhephase, Schritt 1 von 7") {
		t.Errorf("no board before the reset phase's first step:\n%s", o)
	}
	if !strings.Contains(out.String(), "zurückgenommen: Ana versorgt die kleine Fabrik unten links mit 1× braun") {
		t.Errorf("the undo is not said:\n%s", out)
	}
	f, err := gamefile.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range f.Events {
		if e.Kind == game.KindSupply {
			t.Errorf("the delivery taken back is still recorded: %+v", e)
		}
	}
	if last := f.Events[len(f.Events)-1]; last.Kind != game.KindResetStep || last.Step != game.StepContracts {
		t.Errorf("the reset phase did not end with its contracts: %+v", last)
	}
}

// Bonus B4's worker is picked from one list, as a turn's reinforce is, then
// its disk; the Automa card's lower section is asked part by part.
func TestBonusWorkerAskedFromOneList(t *testing.T) {
	path := resetDue(t)
	a, sp, _, _ := ttyApp(t, "en",
		"=no", "3", "=no", "=done", "=done", "=done",
		"=Cy delivers", "=lower-right small factory", "=1 orange, 1 pink, 1 black",
		"=B4: 1 orange, 1 pink, 1 black → place a worker (master or apprentice, placement rules apply)",
		"=no", "1", "0",
		"=no more deliveries", "=done",
		"=pause (continue later with stephens resume)")
	a.game = path
	if err := runPlay(a); err != nil {
		t.Fatalf("play: %v\nasked: %q", err, sp.asked)
	}
	for _, want := range []string{"Which bonus does the lower-right small factory show for 1 orange, 1 pink, 1 black?",
		"Keep in your transcription that the lower-right small factory shows B4: place a worker (master or apprentice, placement rules apply)?",
		"Bonus B4: where does Cy place the worker?", "Which disk did Cy take from the board?"} {
		if !contains(sp.asked, want) {
			t.Errorf("not asked %q; asked %q", want, sp.asked)
		}
	}
	f, err := gamefile.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	var created bool
	for _, e := range f.Events {
		created = created || e.Kind == game.KindCreate && e.Bonus == "B4"
	}
	if !created {
		t.Errorf("B4's worker is not recorded: %+v", f.Events[len(f.Events)-3:])
	}
}

// The physical Automa card's lower section: how many cubes, then from
// which small factory, then which way, each its own question.
func TestAutomaSupplySectionAskedPartByPart(t *testing.T) {
	gameDirs(t)
	mustRun(t, "new", "--names", "Eva", "--seed", "22", "--no-input", "--start-disks", "2a",
		"--difficulty", "normal", "--opponent", "none", "--automa-deck", "physical")
	mustRun(t, "turn", "--furnace", "upper-left")
	a, sp, _, _ := ttyApp(t, "en",
		"0", "0", "0", "0", "0", // reveal; a furnace card at the first furnace, clockwise; no costs
		"=2 cubes", "=upper-right small factory", "=counter-clockwise", "=no",
		"=pause (continue later with stephens resume)")
	if err := runPlay(a); err != nil {
		t.Fatalf("play: %v\nasked: %q", err, sp.asked)
	}
	for _, want := range []string{"Lower section: how many cubes does it supply (0-4)?",
		"Which small factory does the supply start at?", "Which way does the arrow turn?"} {
		if !contains(sp.asked, want) {
			t.Errorf("not asked %q; asked %q", want, sp.asked)
		}
	}
	raw, err := os.ReadFile(gamefile.Current())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), "supply: {cubes: 2, start: upper-right, arrow: counterclockwise") {
		t.Errorf("the lower section is not recorded as answered:\n%s", raw)
	}
}

// Without a terminal a missing answer quotes the question it would have
// asked, whole, in the user's language (not "Record a delivery needs an
// answer"), and names the flag.
func TestNoTerminalQuotesTheQuestion(t *testing.T) {
	resetDue(t)
	for lang, want := range map[string]string{
		"en": `stephens: no terminal to ask "Record a delivery?"`,
		"de": `stephens: kein Terminal, um zu fragen: „Eine Lieferung eintragen?“`,
		"pt": `stephens: não há terminal para perguntar: «Registar uma entrega?»`,
	} {
		code, _, stderr := runWith(t, nil, "reset", "--lang", lang, "--reached=false", "--refill", "3")
		if code != exitUsage || !strings.HasPrefix(stderr, want+"\n") || !strings.Contains(stderr, "--no-supply") {
			t.Errorf("%s (%d):\n%s", lang, code, stderr)
		}
	}
}

// Flags that contradict or go unused in a reset phase are refused, and
// the refusal changes nothing: --no-supply with --supply, a B4 worker no
// delivery earned (it used to be dropped without a word), and a keyed
// flag's hint spells the key ("Ana:none", not "none").
func TestResetFlagsRefusedNotDropped(t *testing.T) {
	path := resetDue(t)
	base := []string{"reset", "--reached=false", "--refill", "3"}
	refuse(t, path, "--supply, --no-supply cannot be given together", append(base, "--no-supply", "--supply", "Ana:lower-left:orange")...)
	refuse(t, path, `"Ana:create:left:furnace:2b" places no worker`, append(base, "--supply", "Ana:lower-left:orange", "--bonus-worker", "Ana:create:left:furnace:2b")...)
	refuse(t, path, "accepted: one of Cy:none, Cy:create:", append(base, "--supply", "Cy:lower-right:orange,pink,black:B4", "--bonus-worker", "Ana:create:left:furnace:2b")...)
	refuse(t, path, "hint: pass --bonus-worker Cy:…", append(base, "--supply", "Cy:lower-right:orange,pink,black:B4")...)
}

// A flag whose question has no legal answer at all says so, never "takes
// one of none".
func TestFlagWithNothingToTake(t *testing.T) {
	gameDirs(t)
	path := newGame(t, "Ana,Bo", "7")
	refuse(t, path, "nothing can be given with --factory right now", "turn", "--factory", "upper-left", "--cubes", "2")
}

// At 80 columns nothing the table loop prints runs past the edge in any
// language: the board's tables fit (German and Portuguese headers used
// to overflow), and long lines are wrapped.
func TestTableLoopFitsEightyColumns(t *testing.T) {
	for _, lang := range []string{"en", "de", "pt"} {
		path := resetDue(t)
		// the history first (the army's question offers yes, no, undo,
		// history, pause), then the reset phase up to the next turn
		a, sp, out, _ := ttyApp(t, lang, "3", "1", "3", "1", "0", "0", "0", "0", "0", "^C")
		a.io.Width = 80
		a.game = path
		if err := runPlay(a); !errors.Is(err, prompt.ErrInterrupt) && !strings.Contains(fmt.Sprint(err), "interrupt") {
			t.Fatalf("%s: play: %v\nasked: %q", lang, err, sp.asked)
		}
		if !strings.Contains(out.String(), "┌") || !strings.Contains(out.String(), "   8  ") {
			t.Fatalf("%s: no board printed:\n%s", lang, out)
		}
		for _, l := range strings.Split(out.String(), "\n") {
			if n := utf8.RuneCountInString(l); n > 80 {
				t.Errorf("%s: %d columns: %q", lang, n, l)
			}
		}
		// No English word on a German or Portuguese screen: what is
		// printed, the questions and the items offered.
		if lang != "en" {
			screen := out.String() + "\n" + strings.Join(sp.asked, "\n") + "\n" + strings.Join(sp.items, "\n")
			if en := wordcheck.English(screen); len(en) > 0 {
				t.Errorf("%s: English on the screen: %q", lang, en)
			}
		}
	}
}

// A new game from the main menu goes straight on to the first turn: the
// starting disks the table chose to decide later are not asked again at
// once (they were, twice in a row), and there is no hint to start a play
// loop that is already starting.
func TestMenuNewGameAsksTheStartDisksOnce(t *testing.T) {
	gameDirs(t)
	a, sp, out, _ := ttyApp(t, "en", "=start a new game", "Ana", "0", "Bo", "0", "",
		"=done", "=done", "=decide later", "=decide later", "^C")
	err := runMainJob(a, newRootCmd(a, nil))
	if code, _, _ := classify(err, a.p); code != exitInterrupted {
		t.Fatalf("menu: %v\nasked: %q", err, sp.asked)
	}
	if last := sp.asked[len(sp.asked)-1]; !strings.HasPrefix(last, "What did ") {
		t.Errorf("after the setup the first turn is not asked: %q", sp.asked)
	}
	n := 0
	for _, l := range sp.asked {
		if strings.Contains(l, "for the starting master?") {
			n++
		}
	}
	if n != 2 {
		t.Errorf("the starting disks were asked %d times for 2 players: %q", n, sp.asked)
	}
	if strings.Contains(out.String(), `Keep the game going with "stephens play"`) {
		t.Errorf("the menu's new game tells the table to start what follows at once:\n%s", out)
	}
}

// The saved games' list and the components overview fit 80 columns in
// every language too (the German games table ran to 85).
func TestListsFitEightyColumns(t *testing.T) {
	gameDirs(t)
	newGame(t, "Anna,Clara,Bernd", "7")
	for _, lang := range []string{"en", "de", "pt"} {
		a, _, out, _ := ttyApp(t, lang)
		a.io.Width = 80
		if err := runGames(a, false); err != nil {
			t.Fatal(err)
		}
		c := newComponentsCmd(a)
		if err := runComponents(a, c); err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(out.String(), "\n") {
			if n := utf8.RuneCountInString(l); n > 80 && !strings.Contains(l, "/XDG_") { // a path is never broken
				t.Errorf("%s: %d columns: %q", lang, n, l)
			}
		}
	}
}

// Ctrl-C during the final score sheet in the table loop keeps what was
// answered (the loop says everything answered is saved): the sheet comes
// back with those answers as its defaults.
func TestScoreSheetInterruptedKeepsItsAnswers(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	for _, args := range [][]string{
		{"new", "--names", "Ana,Bo", "--seed", "1", "--start-disks", "2a,5a", "--no-input"},
		{"turn", "--create", "left:furnace", "--disk", "3b"},
		{"turn", "--create", "right:furnace", "--disk", "5b"},
		{"turn", "--end-triggered"},
		{"turn", "--furnace", "upper-left"},
		{"turn", "--reinforce", "left:furnace:Ana", "--disk", "gate-10"},
		{"reset", "--reached=false", "--refill", "0", "--no-supply"},
	} {
		mustRun(t, append([]string{"--game", path}, args...)...)
	}
	a, _, _, _ := ttyApp(t, "en", "30", "7", "^C") // Ana's track and forest, then Ctrl-C
	a.game = path
	err := runPlay(a)
	if code, _, hints := classify(err, a.p); code != exitInterrupted || len(hints) != 1 || !strings.Contains(hints[0], "saved") {
		t.Fatalf("interrupted sheet: %v", err)
	}
	// Enter keeps each kept answer: the prompter gets them as defaults.
	b, sp, _, _ := ttyApp(t, "en", "", "", "^C")
	b.game = path
	rec := &defaults{scriptedPrompter: sp}
	b.asker = rec
	_ = runPlay(b)
	if len(rec.defs) < 2 || rec.defs[0] != "30" || rec.defs[1] != "7" {
		t.Errorf("the sheet came back with defaults %q, want 30 and 7 first", rec.defs)
	}
}

// defaults records the default each typed prompt offers.
type defaults struct {
	*scriptedPrompter
	defs []string
}

func (d *defaults) Number(label, def string, check func(string) error) (string, error) {
	d.defs = append(d.defs, def)
	return d.scriptedPrompter.Number(label, def, check)
}

// Ctrl-C in a score sheet of its own says that nothing was saved, in the
// user's language, and writes nothing.
func TestScoreInterruptedSaysNothingWasSaved(t *testing.T) {
	save := filepath.Join(t.TempDir(), "sheet.yaml")
	a, _, _, _ := ttyApp(t, "de", "2", "Ana", "Bo", "30", "^C")
	err := runScore(a, scoreOptions{save: save})
	code, msg, hints := classify(err, a.p)
	if code != exitInterrupted || msg != "abgebrochen" || len(hints) != 1 || !strings.HasPrefix(hints[0], "nichts wurde gespeichert") {
		t.Fatalf("%d %q %q", code, msg, hints)
	}
	if _, err := os.Stat(save); !os.IsNotExist(err) {
		t.Errorf("an interrupted sheet was written: %v", err)
	}
}
