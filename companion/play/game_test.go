package play

import (
	"github.com/pileup-companion/stephens/companion"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// A table that answers every question with a legal answer the question
// itself offers: the default where the rules give one, else an option
// (varied from turn to turn so every action comes up), else a bound. A
// game played this way through the walkthroughs must never be refused:
// an offered answer the rules then refuse is a bug.
type autoTable struct {
	t     *testing.T
	known Known
	turns int
	// glassOnly: every turn takes glass from a furnace, so nobody takes a
	// disk after the setup.
	glassOnly bool
	// log of every walk: which walkthrough, what it said.
	walks []autoWalk
}

type autoWalk struct {
	kind   string // turn, automa, reset
	lines  []walk.Line
	events []game.Event
	asked  []string
}

func (a *autoTable) answer(q *walk.Question) string {
	visible := values(q, false)
	pick := func(skip ...string) string {
		var ok []string
		for _, v := range visible {
			if !slices.Contains(skip, v) {
				ok = append(ok, v)
			}
		}
		if len(ok) == 0 {
			return q.Default
		}
		return ok[a.turns%len(ok)]
	}
	switch {
	case q.ID == "turn.action" && a.glassOnly:
		return ActGlass
	case q.ID == "reset.supply.1" && a.glassOnly: // no delivery, no bonus worker
		return "done"
	case q.ID == "turn.action":
		return pick(ActEnd)
	case q.ID == "reset.army":
		return walk.No
	case q.ID == "reset.refill" && !q.FlagOnly: // a number the rulebook proves is not contradicted
		return "2"
	case q.ID == "automa.highest":
		return "2"
	case strings.HasPrefix(q.ID, "reset.supply.") && strings.Count(q.ID, ".") == 2:
		if q.ID == "reset.supply.1" && len(visible) > 1 {
			return visible[1+a.turns%(len(visible)-1)]
		}
		return "done"
	case strings.HasSuffix(q.ID, ".shows"): // the table reads the board: it shows the bonus
		return walk.Yes
	case strings.HasSuffix(q.ID, ".again"): // asked again after a refusal: pick anew
		return pick(q.Default)
	case q.ID == "automa.action", q.ID == "automa.at", q.ID == "automa.slot", q.ID == "automa.supply", q.ID == "automa.arrow":
		return pick()
	case q.Kind == walk.Ack, q.Optional, q.FlagOnly:
		return q.Default
	case q.Kind == walk.Number:
		return strconv.Itoa(q.Min)
	case q.Kind == walk.YesNo:
		return walk.No
	case q.Default != "":
		return q.Default
	}
	return pick()
}

// play runs one walkthrough to its end; a refusal fails the test with the
// question and the answer that led to it.
func (a *autoTable) play(s *game.State, kind string, fn func(*Table, *walk.T) error) *game.State {
	t := a.t
	t.Helper()
	w := NewWalk(s, a.known, fn)
	answers := &walk.Answers{}
	for range 200 {
		q, lines, err := walk.Step(w.Script, answers)
		if err != nil {
			t.Fatalf("%s refused after %v: %v", kind, answers.IDs(), err)
		}
		if q == nil {
			a.walks = append(a.walks, autoWalk{kind, lines, w.Table().Events, answers.IDs()})
			a.turns++
			return w.Table().State
		}
		v := a.answer(q)
		checked, err := q.Accept(v)
		if err != nil {
			t.Fatalf("%s: %s refused its own answer %q (options %v): %v", kind, q.ID, v, values(q, false), err)
		}
		answers.Set(q.ID, checked)
	}
	t.Fatalf("%s never ended", kind)
	return nil
}

// toTheEnd plays a game through the walkthroughs until the final score.
func (a *autoTable) toTheEnd(s *game.State) *game.State {
	a.t.Helper()
	for range 3000 {
		switch {
		case s.Phase == game.PhaseScoring:
			return s
		case s.Reset != nil:
			s = a.play(s, "reset", ResetStep)
		case s.Next() == game.Automa:
			s = a.play(s, "automa", AutomaTurn)
		default:
			s = a.play(s, "turn", Turn)
		}
	}
	a.t.Fatalf("no end after 3000 walks: phase %s, army %d", s.Phase, s.Army)
	return nil
}

func (a *autoTable) said(kind, id string) []walk.Msg {
	var out []walk.Msg
	for _, w := range a.walks {
		for _, l := range w.lines {
			if (kind == "" || w.kind == kind) && l.Msg.ID == id && !l.Recap { // a recap says it again
				out = append(out, l.Msg)
			}
		}
	}
	return out
}

// A whole multiplayer game through the walkthroughs (rules-facts §5): the
// army walks 55 → 0 in 11 reset phases when nobody reports a meeting, 0
// passes every marker, the last turns leave everyone with as many turns,
// and the final reset phase (a 12th army step, staying on 0) leads to the
// final score.
func TestWholeGameMultiplayer_5_3(t *testing.T) {
	a := &autoTable{t: t}
	s := a.toTheEnd(table4(t))
	if s.Army != 0 || s.Resets != 12 || !s.EndTriggered {
		t.Errorf("army %d after %d resets, end %v", s.Army, s.Resets, s.EndTriggered)
	}
	turns := s.Players[0].Turns
	for i := range s.Players {
		if s.Players[i].Turns != turns {
			t.Errorf("%s took %d turns, %s %d", s.Name(i), s.Players[i].Turns, s.Name(0), turns)
		}
	}
	if got := len(a.said("reset", "game.step.army.at_zero")); got != 1 {
		t.Errorf("army at zero said %d times", got)
	}
	kinds := map[game.Kind]int{}
	for _, w := range a.walks {
		for _, e := range w.events {
			kinds[e.Kind]++
		}
	}
	for _, k := range []game.Kind{game.KindFurnace, game.KindFactory, game.KindCreate, game.KindReinforce, game.KindSupply} {
		if kinds[k] == 0 {
			t.Errorf("no %s in a whole game: %v", k, kinds)
		}
	}
	// Every event the walks recorded replays from the settings.
	var all []game.Event
	for _, w := range a.walks {
		all = append(all, w.events...)
	}
	base := table4(t)
	if _, err := game.Replay(base.Settings, append(setupEvents(t, base), all...)); err != nil {
		t.Errorf("replay: %v", err)
	}
}

// setupEvents rebuilds the setup events of a fixture (the state keeps
// only their count).
func setupEvents(t *testing.T, s *game.State) []game.Event {
	t.Helper()
	var out []game.Event
	out = append(out, game.Event{Kind: game.KindStartPlayer, Seat: s.StartSeat})
	for i := range s.Players {
		out = append(out, game.Event{Kind: game.KindStartingProfession, Seat: i, Side: s.Players[i].StartSide})
	}
	for i := range s.Players {
		out = append(out, game.Event{Kind: game.KindStartingDisk, Seat: i, Disk: s.Players[i].Disks[0]})
	}
	return out
}

// A whole solo game with the transcribed deck (rules-facts §8.3, §8.5,
// §8.7): on normal the 6th reset phase, the army reaching 25, is the final
// one; the deck of 10 is reshuffled at every 10th draw after the first
// ten (turns 11, 21, ...); the player
// takes the last turn.
func TestWholeGameSoloDigital_8(t *testing.T) {
	a := &autoTable{t: t}
	s := a.toTheEnd(solo(t, game.DeckDigital, 21))
	if s.Resets != 6 || s.Army != 25 {
		t.Errorf("army %d after %d resets", s.Army, s.Resets)
	}
	if got := a.said("reset", "solo.reset.army_final"); len(got) != 1 || got[0].Args["Space"] != 25 {
		t.Errorf("final reset said %v", got)
	}
	// Every step of the final reset phase is titled so, its first one too
	// (the army's move makes it the final one), and no step of another.
	finals := 0
	for _, h := range a.said("reset", "game.reset.step_header") {
		if h.Args["Title"] == companion.Term("game.reset.title_final") {
			finals++
		}
	}
	if finals != 8 {
		t.Errorf("%d reset steps titled as the final reset phase's, want its 8", finals)
	}
	n := 0
	for _, w := range a.walks {
		if w.kind != "automa" {
			continue
		}
		n++
		title, _ := run{Lines: w.lines}.said("solo.play.title_card")
		if title.Args["Turn"] != n {
			t.Errorf("Automa turn %d titled %v", n, title.Args)
		}
		_, reshuffled := run{Lines: w.lines}.said("solo.play.reshuffled")
		if reshuffled != (n > 10 && n%10 == 1) {
			t.Errorf("Automa turn %d: reshuffled %v", n, reshuffled)
		}
		if n <= 10 && title.Args["Left"] != 10-n {
			t.Errorf("Automa turn %d: %v cards left", n, title.Args["Left"])
		}
		if len(w.events) != 1 || w.events[0].Card != title.Args["Card"] {
			t.Errorf("Automa turn %d recorded %+v under %v", n, w.events, title.Args)
		}
	}
	if n <= 10 {
		t.Errorf("only %d Automa turns: the reshuffle was never reached", n)
	}
	// The transcribed worker supply card gives the highest number, and
	// the transcribed cards their faces: neither is asked.
	for _, w := range a.walks {
		for _, id := range w.asked {
			if id == "automa.highest" || id == "automa.action" || id == "automa.fallback" {
				t.Errorf("the digital deck asked %s", id)
			}
		}
	}
	last := a.walks[len(a.walks)-1]
	if last.kind != "turn" {
		t.Errorf("the last walk was the %s's; the player always takes the last turn", last.kind)
	}
	if len(a.said("reset", "solo.supply.intro")) == 0 {
		t.Error("the Automa never supplied the small factories")
	}
}

// A whole solo game with the physical deck: every card is read from the
// table, the game ends the same way (rules-facts §8.5, §8.7).
func TestWholeGameSoloPhysical_8(t *testing.T) {
	a := &autoTable{t: t}
	s := a.toTheEnd(solo(t, game.DeckPhysical, 4))
	if s.Resets != 6 || s.Phase != game.PhaseScoring {
		t.Errorf("%d resets, phase %s", s.Resets, s.Phase)
	}
	flipped := 0
	for _, w := range a.walks {
		for _, id := range w.asked {
			if id == "automa.action" {
				flipped++
			}
		}
	}
	if flipped == 0 {
		t.Error("no physical card was asked for")
	}
	notes := EndNotes(s)
	if len(notes) < 3 || notes[2].ID != "solo.end.ranks" || notes[2].Args["A"] != 120 || notes[2].Args["D"] != 160 {
		t.Fatalf("end notes %v", notes)
	}
	// The middle rank's range takes an en dash, as the lessons write it.
	for _, lang := range []string{"en", "de", "pt"} {
		if got := locales.New(lang).Render(notes[2]); !strings.Contains(got, "121–159") {
			t.Errorf("%s: %q", lang, got)
		}
	}
}
