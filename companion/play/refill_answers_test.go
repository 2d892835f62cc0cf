package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

// A refill number the table turns down is asked again, never used (play
// test de3 #1: "nein" at "keep it in your transcription?" and the 0 was
// refilled all the same); rules-facts §5.2 step 2.
func TestRefillTurnedDownIsAskedAgain(t *testing.T) {
	s50 := emptyTwo(t, table4(t))
	mustApply(t, s50, game.Event{Kind: game.KindResetStep, Step: game.StepArmy})

	// "No, the board shows another number": the number is asked again.
	r := resetStep(t, s50, Known{}, map[string]string{"reset.refill": "4", "reset.remember": "again"})
	if r.Open == nil || r.Open.ID != "reset.refill.again.1" {
		t.Fatalf("after 'again' the walk stops at %v, err %v", r.Open, r.Err)
	}
	if len(r.Table.Events) != 0 {
		t.Fatalf("a number turned down was recorded: %+v", r.Table.Events)
	}
	r.mustSay(t, "game.step.refill.again")
	r = resetStep(t, s50, Known{}, map[string]string{"reset.refill": "4", "reset.remember": "again",
		"reset.refill.again.1": "3", "reset.remember.again.1": "no"}).done(t)
	if got := r.Table.State.Furnaces[companion.LowerLeft]; got != 3 {
		t.Errorf("refilled with %d, want the 3 given again", got)
	}
	if len(r.Table.Remember) != 0 {
		t.Errorf("kept %+v", r.Table.Remember)
	}
	// The keep question offers the three answers, "use it once" unattended.
	kq := r.question(t, "reset.remember")
	if got := values(kq, true); strings.Join(got, ",") != "yes,no,again" || kq.Default != "no" || kq.Suggest != "yes" {
		t.Errorf("keep question offers %v, default %q, suggest %q", got, kq.Default, kq.Suggest)
	}
}

// A refill of 0 leaves the empty furnaces empty: the table is asked once
// more, and the question says what 0 does (play test de3 #1).
func TestRefillOfZeroIsAskedOnceMore(t *testing.T) {
	s50 := emptyTwo(t, table4(t))
	mustApply(t, s50, game.Event{Kind: game.KindResetStep, Step: game.StepArmy})
	r := resetStep(t, s50, Known{}, map[string]string{"reset.refill": "0", "reset.refill.zero": "no"})
	if r.Open == nil || r.Open.ID != "reset.refill.again.1" {
		t.Fatalf("after a 0 turned down the walk stops at %v, err %v", r.Open, r.Err)
	}
	zq := r.question(t, "reset.refill.zero")
	if !zq.Attended || zq.Suggest != "no" {
		t.Errorf("zero question %+v", zq)
	}
	for lang, words := range map[string][]string{
		"en": {"empty furnaces empty", "0"},
		"de": {"leeren Schmelzöfen leer", "0"},
		"pt": {"fornos vazios ficam vazios", "0"},
	} {
		text := locales.New(lang).Render(zq.Prompt)
		for _, w := range words {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the 0 question does not say %q: %s", lang, w, text)
			}
		}
	}
	// Said yes (a script's --refill 0): 0 it is.
	r = resetStep(t, s50, Known{}, map[string]string{"reset.refill": "0", "reset.remember": "no"}).done(t)
	if got := r.Table.State.Furnaces[companion.LowerLeft]; got != 0 {
		t.Errorf("refilled with %d", got)
	}
}

// A --refill that contradicts the rulebook's example (45, 4 players: 3;
// rules-facts §5.2 step 2, §10 E8) is refused naming the rulebook's value
// and where it is; only the table's transcription overrides it.
func TestRefillContradictingTheRulebookIsRefused(t *testing.T) {
	s := at45(t)
	mustApply(t, s, game.Event{Kind: game.KindResetStep, Step: game.StepArmy})
	p := resetStep(t, s, Known{}, map[string]string{"reset.refill": "2"}).refused(t, "game.problem.refill_proven")
	if p.Args["Proven"] != 3 || p.Args["Value"] != 2 || p.Args["Space"] != 45 || p.Args["Players"] != 4 {
		t.Errorf("refusal %v", p.Args)
	}
	for lang, words := range map[string][]string{
		"en": {"3 cubes", "pp. 15–17", "--set 45:4=2"},
		"de": {"je 3 Spielsteine", "S. 15–17", "--set 45:4=2"},
		"pt": {"3 cubos", "pp. 15–17", "--set 45:4=2"},
	} {
		text := locales.New(lang).Render(locales.Msg{ID: p.ID, Args: p.Args})
		for _, w := range words {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the refusal does not say %q: %s", lang, w, text)
			}
		}
	}
	// The table's own transcription of its board decides.
	known := Known{Refills: &components.Refills{Spaces: map[int]map[int]int{45: {4: 2}}}}
	r := resetStep(t, s, known, nil).done(t)
	if got := r.Table.State.Furnaces[companion.LowerLeft]; got != 2 {
		t.Errorf("the transcription's 2 gave %d", got)
	}
}

// A starting disk left for later is asked before the first 2a step, and
// cannot be left open again: a script without --start-disk stops there
// (exit 2 naming the flag) instead of going on with a note (issue 29 item
// 5; rules-facts §2.2 i, §5.2 step 3).
func TestStartDiskNeededBefore2a(t *testing.T) {
	s := emptyTwo(t, table4(t))
	mustApply(t, s, game.Event{Kind: game.KindResetStep, Step: game.StepArmy},
		game.Event{Kind: game.KindResetStep, Step: game.StepRefill, Count: 3})
	s.Players[1].StartDiskPending = true
	name := s.Name(1)
	r := resetStep(t, s, Known{}, nil)
	if r.Open == nil || r.Open.ID != "start-disk."+name || r.Open.Flag != "start-disk" || r.Open.Key != name || r.Open.Optional {
		t.Fatalf("the 2a step goes on without the disk: open %+v, err %v", r.Open, r.Err)
	}
	if slices.Contains(values(r.Open, true), Later) {
		t.Errorf("the 2a step still offers %q: %v", Later, values(r.Open, true))
	}
	r.mustSay(t, "values.start_disks.before_vp")
	r = resetStep(t, s, Known{}, map[string]string{"start-disk." + name: "2a"}).done(t)
	if r.Table.State.Players[1].StartDiskPending {
		t.Error("the disk given is still pending")
	}
}

// The supply step's list opens on a delivery, not on "no more
// deliveries": one Enter too many does not end the step (play test de3 #4).
func TestSupplyListOpensOnADelivery(t *testing.T) {
	s := toStep(t, emptyTwo(t, table4(t)), game.StepSupply)
	q := deliveryQuestion(s, 1, Known{})
	if q.Offered() == doneValue || q.Suggest == "" {
		t.Fatalf("the list opens on %q", q.Offered())
	}
	if q.Default != doneValue {
		t.Errorf("a script without --supply values ends the step with %q, want %q", q.Default, doneValue)
	}
}

// B1-B8 are the companion's own numbering (no edition numbers the
// bonuses): the log says what each gave (play test de3 #17).
func TestLogSaysWhatABonusGave(t *testing.T) {
	s := toStep(t, emptyTwo(t, table4(t)), game.StepSupply)
	e := game.Event{Kind: game.KindSupply, Seat: 0, At: companion.LowerLeft, Cubes: game.Cubes{Pink: 1, Black: 1}, Bonus: "B7"}
	for lang, want := range map[string]string{"en": "B7: 1 accessory", "de": "Ertrag B7: 1 Zubehör", "pt": "bónus B7: 1 acessório"} {
		if got := locales.New(lang).Render(Describe(s, e)); !strings.Contains(got, want) {
			t.Errorf("%s: %q does not say %q", lang, got, want)
		}
	}
}
