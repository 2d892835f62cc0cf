package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

// lastNotes are the last-turn notes said at the start of each walk of a
// whole game, in order: "" for a walk without one.
func lastNotes(a *autoTable) (kinds, notes []string) {
	for _, w := range a.walks {
		if w.kind == "reset" {
			continue
		}
		note := ""
		for _, l := range w.lines {
			switch l.Msg.ID {
			case "game.last_turn.player", "game.last_turn.automa", "game.last_turn.game":
				note = l.Msg.ID
			}
		}
		kinds, notes = append(kinds, w.kind), append(notes, note)
	}
	return kinds, notes
}

// The last turns are announced (play test pt2 #6: nothing said which turn
// was the last). Multiplayer (rules-facts §5.3): each player's last turn
// after the end is triggered, and the very last one says the final reset
// phase follows. Solo (§8.7): the final reset phase comes first; the
// Automa's last turn, if it has one, then the player's, the last of the
// game, followed by the final scoring.
func TestLastTurnsAreAnnounced_5_3_8_7(t *testing.T) {
	a := &autoTable{t: t}
	s := a.toTheEnd(table2(t))
	_, notes := lastNotes(a)
	n := len(notes)
	if n < 3 || notes[n-1] != "game.last_turn.game" || notes[n-2] != "game.last_turn.player" || notes[n-3] != "" {
		t.Errorf("multiplayer: the last turns said %q", notes[max(0, n-4):])
	}
	if s.Phase != game.PhaseScoring {
		t.Fatalf("phase %s", s.Phase)
	}

	for _, deck := range []string{game.DeckDigital, game.DeckPhysical} {
		a = &autoTable{t: t}
		a.toTheEnd(solo(t, deck, 21))
		// After the final reset phase (the last reset walk): the Automa's
		// last turn when the player triggered it, then the player's.
		lastReset := 0
		for i, w := range a.walks {
			if w.kind == "reset" {
				lastReset = i
			}
		}
		var after []string
		for _, w := range a.walks[lastReset+1:] {
			after = append(after, w.kind)
		}
		_, notes := lastNotes(a)
		n := len(notes)
		want := []string{"game.last_turn.game"}
		if len(after) == 2 {
			want = []string{"game.last_turn.automa", "game.last_turn.game"}
		}
		if len(after) != len(want) || after[len(after)-1] != "turn" || !slices.Equal(notes[n-len(want):], want) {
			t.Errorf("%s: after the final reset %v said %q", deck, after, notes[n-len(want):])
		}
		for _, x := range notes[:n-len(want)] {
			if x != "" {
				t.Errorf("%s: %s said before the final reset phase", deck, x)
			}
		}
	}
	for _, lang := range locales.Supported {
		p := locales.New(lang)
		for _, m := range []locales.Msg{locales.M("game.last_turn.game", "Name", "Inês", "Solo", true),
			locales.M("game.last_turn.game", "Name", "Clara", "Solo", false), locales.M("game.last_turn.automa"),
			locales.M("game.last_turn.player", "Name", "Anna")} {
			if got := p.Render(m); got == "" || got[0] == '[' {
				t.Errorf("%s: %s renders %q", lang, m.ID, got)
			}
		}
	}
}

// Only the German edition says that no score marker ends a solo game
// (rules-facts §8.3): the solo army step, the lesson and the refusal of an
// end trigger say it as that edition's text, not as a rule of every
// edition (play test pt2 #7).
func TestSoloNoMarkerEndIsTheGermanText_8_3(t *testing.T) {
	s := soloReset(t, automa.Supply{})
	r := resetStep(t, s, Known{}, nil)
	m := r.mustSay(t, "solo.reset.army")
	mentions := map[string][]string{
		"en": {"German edition", "English and Portuguese"},
		"de": {"deutsche Ausgabe", "englische und die portugiesische"},
		"pt": {"edição alemã", "inglesa e a portuguesa"},
	}
	for lang, words := range mentions {
		p := locales.New(lang)
		for _, msg := range []locales.Msg{m, locales.M("solo.problem.no_end_trigger"), locales.M("teach.lesson.step.army_solo")} {
			text := p.Render(msg)
			if !strings.Contains(text, words[0]) {
				t.Errorf("%s %s does not say whose text it is: %s", lang, msg.ID, text)
			}
		}
		if text := p.Render(m); !strings.Contains(text, words[1]) {
			t.Errorf("%s: %s", lang, text)
		}
	}
}
