package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// toStep records the reset phase in progress up to step (no meeting, 3
// cubes a furnace).
func toStep(t *testing.T, s *game.State, step game.StepID) *game.State {
	t.Helper()
	for s.Reset != nil && s.Reset.Current() != step {
		e := game.Event{Kind: game.KindResetStep, Step: s.Reset.Current()}
		if e.Step == game.StepRefill {
			e.Count = 3
		}
		mustApply(t, s, e)
	}
	if s.Reset == nil {
		t.Fatalf("no step %s", step)
	}
	return s
}

// VP gained inside a reset phase (the 2a point in step 3, the investments
// in step 5) may take a score marker to the army: that triggers the end as
// the army's move does (rules-facts §5.3 "or vice versa"; DE S. 15, 18;
// play test de3 #3: the end could only be recorded at the next turn).
func TestEndTriggeredByTheInvestments(t *testing.T) {
	s := toStep(t, emptyTwo(t, table4(t)), game.StepInvestments)
	r := resetStep(t, s, Known{}, nil).done(t)
	q := r.question(t, "reset.investments")
	if q.Flag != "reached-investments" || !q.Optional || q.Default != "no" || q.Options[1].Label.Args["Army"] != 50 {
		t.Errorf("question %+v", q)
	}
	if r.Table.State.EndTriggered {
		t.Fatal("no meeting said, but the end is triggered")
	}
	r = resetStep(t, s, Known{}, map[string]string{"reset.investments": "yes"}).done(t)
	after := r.Table.State
	if !after.EndTriggered {
		t.Fatal("the meeting was said, the end is not triggered")
	}
	r.mustSay(t, "game.step.army.triggered")
	r.mustSay(t, "game.end.count")
	// The round in progress is finished, then one more each (§5.3).
	if want := after.Players[after.StartSeat].Turns + 1; after.LastTurns != want {
		t.Errorf("last turns %d, want %d", after.LastTurns, want)
	}
	// The reset phase goes on; turns after it are the last ones.
	after = resetByEvents(t, after, 3)
	if after.Phase != game.PhaseLastTurns {
		t.Errorf("phase after the reset %s", after.Phase)
	}
}

func TestEndTriggeredByThe2aVP(t *testing.T) {
	s := toStep(t, emptyTwo(t, table4(t)), game.StepVP)
	s.Players[0].Disks = append(s.Players[0].Disks, "2a")
	if !s.Players[0].Has("2a") {
		t.Skip("the disk list does not unlock 2a here")
	}
	r := resetStep(t, s, Known{}, map[string]string{"reset.vp": "yes"}).done(t)
	if q := r.question(t, "reset.vp"); q.Flag != "reached-2a" {
		t.Errorf("question %+v", q)
	}
	if !r.Table.State.EndTriggered {
		t.Error("the end is not triggered")
	}
	// Nobody with 2a: no VP, nothing asked.
	s2 := toStep(t, emptyTwo(t, table4(t)), game.StepVP)
	for i := range s2.Players {
		s2.Players[i].Disks = slices.DeleteFunc(s2.Players[i].Disks, func(d string) bool { return d == "2a" })
		if s2.Players[i].Has("2a") {
			t.Fatalf("%s still has 2a", s2.Name(i))
		}
	}
	r = resetStep(t, s2, Known{}, nil).done(t)
	for _, q := range r.Asked {
		if q.ID == "reset.vp" {
			t.Error("asked with no VP given")
		}
	}
}

// Not asked where it cannot happen: the end triggered already, the final
// reset phase (no turn follows), a solo game (the army's space decides,
// §8.7); the event is refused there.
func TestEndInResetNotAsked(t *testing.T) {
	s := toStep(t, emptyTwo(t, table4(t)), game.StepInvestments)
	s.EndTriggered = true
	for _, q := range resetStep(t, s, Known{}, nil).done(t).Asked {
		if q.ID == "reset.investments" && q.Kind != walk.Ack {
			t.Error("asked once the end is triggered")
		}
	}
	err := s.Apply(game.Event{Kind: game.KindResetStep, Step: game.StepInvestments, Yes: true})
	if problemID(err) != "game.problem.end_already" {
		t.Errorf("a second trigger: %v", err)
	}
	so := solo(t, game.DeckPhysical, 4)
	mustApply(t, so, game.Event{Kind: game.KindResetStart, Furnaces: []companion.Position{companion.LowerLeft, companion.LowerRight}})
	so = toStep(t, so, game.StepInvestments)
	for _, q := range resetStep(t, so, Known{}, nil).done(t).Asked {
		if q.ID == "reset.investments" && q.Kind != walk.Ack {
			t.Error("asked in solo")
		}
	}
	err = so.Apply(game.Event{Kind: game.KindResetStep, Step: game.StepInvestments, Yes: true})
	if problemID(err) != "solo.problem.no_end_trigger" {
		t.Errorf("solo: %v", err)
	}
}

// The log says where the end began: a step-5 (or step-3) "yes" is not
// just "done" (by-hand German 3-player game: entry 69 read "„Eigene
// Investitionen aktivieren“ erledigt" with the end triggered there).
func TestLogSaysTheEndBeganInTheStep(t *testing.T) {
	s := toStep(t, emptyTwo(t, table4(t)), game.StepInvestments)
	yes := game.Event{Kind: game.KindResetStep, Step: game.StepInvestments, Yes: true}
	no := game.Event{Kind: game.KindResetStep, Step: game.StepInvestments}
	for lang, want := range map[string]string{
		"en": "the end of the game is triggered",
		"de": "das Spielende ist ausgelöst",
		"pt": "o final do jogo foi desencadeado",
	} {
		p := locales.New(lang)
		if got := p.Render(Describe(s, yes)); !strings.Contains(got, want) {
			t.Errorf("%s: %q does not say %q", lang, got, want)
		}
		if got := p.Render(Describe(s, no)); strings.Contains(got, want) {
			t.Errorf("%s: a plain step says the end: %q", lang, got)
		}
	}
}
