package view

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/components"
)

// The overview says what is transcribed and what is missing: the army
// stops with what is unknown and the proven "*", where each file is (or will be),
// what to run next; a broken file by its report instead, and no line
// piped is folded.
func TestComponentsOverview(t *testing.T) {
	sc := screen("en", 60, false)
	var b strings.Builder
	sc.Components(&b, Transcriptions{
		Refills: &components.Refills{}, RefillsPath: "/cfg/refills.yaml",
		BonusesPath: "/cfg/bonuses.yaml", BonusesBroken: "/cfg/bonuses.yaml, line 2: broken",
		MoreCommands: []string{"  stephens components automa: the Automa cards"},
	})
	out := b.String()
	p := sc.P
	for _, want := range []string{p.T("components.title"), "45: 3*", "50: -/-/-",
		p.T("components.file_none", "Path", "/cfg/refills.yaml"), p.T("components.fill_refills"),
		p.T("components.file_none", "Path", "/cfg/bonuses.yaml"), "  /cfg/bonuses.yaml, line 2: broken",
		"  stephens components automa: the Automa cards"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, p.T("components.fill_bonuses")) {
		t.Errorf("a broken file asked to be filled in:\n%s", out)
	}
	b.Reset()
	sc.Components(&b, Transcriptions{Refills: &components.Refills{}, Bonuses: &components.Bonuses{}, BonusesThere: true, BonusesPath: "b.yaml"})
	if out := b.String(); !strings.Contains(out, p.T("components.file", "Path", "b.yaml")) || !strings.Contains(out, p.T("term.small_factory.upper-left")+": ") {
		t.Errorf("bonuses:\n%s", out)
	}
}

// Ctrl-C during the Automa transcription says what its draft keeps.
func TestAutomaKept(t *testing.T) {
	sc := screen("en", 80, true)
	if got := sc.AutomaKept(nil, "d.yaml"); got != sc.P.T("solo.components.kept_nothing") {
		t.Errorf("nothing: %q", got)
	}
	if got := sc.AutomaKept(&automa.Transcription{WorkerSupply: []int{1, 2}}, "d.yaml"); got != sc.P.T("solo.components.kept_supply", "Path", "d.yaml") {
		t.Errorf("supply: %q", got)
	}
	two := &automa.Transcription{WorkerSupply: []int{1, 2}, Cards: []automa.Card{{}, {}}}
	if got := sc.AutomaKept(two, "d.yaml"); !strings.Contains(got, "2") || !strings.Contains(got, "d.yaml") {
		t.Errorf("cards: %q", got)
	}
}
