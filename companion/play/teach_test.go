package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/rules"
)

// A game that teaches explains each thing the first time it happens, and
// never again in that game (issue 22): what happened is folded from the
// events, so undo (a replay without the last event) teaches it again.

// teaching is s with its lessons on.
func teaching(s *game.State) *game.State {
	c := s.Clone()
	c.Settings.Teach = true
	return c
}

// lessons are the topics of the Lesson lines a run said in full, in
// order.
func (r run) lessons() []string {
	var out []string
	for _, l := range r.Lines {
		if l.Style == walk.Lesson && !l.Recap {
			out = append(out, l.Topic)
		}
	}
	return out
}

// reminders are the topics of the lessons a run only reminds of (said
// before in the game).
func (r run) reminders() []string {
	var out []string
	for _, l := range r.Lines {
		if l.Style == walk.Lesson && l.Recap {
			out = append(out, l.Topic)
		}
	}
	return out
}

// lesson is the message of the first Lesson line a run said.
func (r run) lesson(t *testing.T) walk.Msg {
	t.Helper()
	for _, l := range r.Lines {
		if l.Style == walk.Lesson {
			return l.Msg
		}
	}
	t.Fatal("no lesson was said")
	return walk.Msg{}
}

// The first glass turn explains "Obtain glass from the Stephens' factory";
// the second does not; a game that does not teach never does.
func TestTeachTheFirstGlassTurn(t *testing.T) {
	s := teaching(table2(t))
	first := walkGame(t, s, Known{}, Turn, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-left"}).done(t)
	sameStrings(t, "first glass turn", first.lessons(), []string{"obtain-glass"})
	if m := first.lesson(t); m.ID != "teach.lesson.furnace" {
		t.Errorf("lesson %s", m.ID)
	}
	after := first.Table.State
	second := walkGame(t, after, Known{}, Turn, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-left"}).done(t)
	if got := second.lessons(); len(got) != 0 {
		t.Errorf("the second glass turn taught %v", got)
	}
	plain := walkGame(t, table2(t), Known{}, Turn, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-left"}).done(t)
	if got := plain.lessons(); len(got) != 0 {
		t.Errorf("a game that does not teach taught %v", got)
	}
}

// Each kind of turn is taught once (rules-facts §3): the first products,
// the first profession created, the first apprentice.
func TestTeachEachKindOfTurnOnce(t *testing.T) {
	s := teaching(table2(t))
	turn := func(given map[string]string) run {
		r := walkGame(t, s, Known{}, Turn, given).done(t)
		s = r.Table.State
		return r
	}
	create := map[string]string{"turn.action": ActCreate, "turn.create": "left:furnace", "turn.disk": "2a"}
	if got := turn(create).lessons(); !slices.Equal(got, []string{"create-profession"}) {
		t.Errorf("first create: %v", got)
	}
	create["turn.disk"] = "gate-5"
	if got := turn(create).lessons(); len(got) != 0 {
		t.Errorf("second create: %v", got)
	}
	reinforce := map[string]string{"turn.action": ActReinforce, "turn.reinforce": "left:furnace:1", "turn.disk": "gate-10"}
	r := walkGame(t, s, Known{}, Turn, reinforce)
	if r.Err != nil || r.Open != nil {
		// whoever is next may own that master: reinforce the other side's
		reinforce["turn.reinforce"] = "right:furnace:1"
		r = walkGame(t, s, Known{}, Turn, reinforce)
	}
	r.done(t)
	sameStrings(t, "first reinforce", r.lessons(), []string{"reinforce-profession"})
}

// Undo drops the event, and with it what happened, but not the lesson
// said (game.Settings.Taught, which the front end keeps as it shows a
// lesson): the turn taken again only reminds of it. Without that record
// (teaching switched on after the event was taken back) it is explained.
// Resume reads the same events, so it explains nothing twice.
func TestTeachAfterUndoAndResume(t *testing.T) {
	s := teaching(table2(t))
	first := walkGame(t, s, Known{}, Turn, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-left"}).done(t)
	events := first.Table.Events
	if !first.Table.State.Happened(game.Happening{Kind: game.KindFurnace}) {
		t.Fatal("the glass turn did not happen")
	}
	// Undo: the game replayed without the last event.
	if s.Happened(game.Happening{Kind: game.KindFurnace}) {
		t.Fatal("before any glass turn, one happened")
	}
	again := walkGame(t, s, Known{}, Turn, map[string]string{"turn.action": ActGlass, "turn.furnace": "lower-left"}).done(t)
	sameStrings(t, "after undo, nothing recorded as said", again.lessons(), []string{"obtain-glass"})
	said := s.Clone()
	said.Settings.Taught = said.Settings.WithTaught(TurnLessons()[game.KindFurnace].Name())
	reminded := walkGame(t, said, Known{}, Turn, map[string]string{"turn.action": ActGlass, "turn.furnace": "lower-left"}).done(t)
	if got := reminded.lessons(); len(got) != 0 {
		t.Errorf("after undo, a lesson said before was said again: %v", got)
	}
	sameStrings(t, "after undo, reminded", reminded.reminders(), []string{"obtain-glass"})
	// Resume: the same events replayed over the settings.
	resumed := teaching(table2(t))
	mustApply(t, resumed, events...)
	later := walkGame(t, resumed, Known{}, Turn, map[string]string{"turn.action": ActGlass, "turn.furnace": "upper-right"}).done(t)
	if got := later.lessons(); len(got) != 0 {
		t.Errorf("after resuming, taught %v again", got)
	}
}

// The first reset phase explains itself and each of its steps, before
// each step's own lines; the second explains nothing (rules-facts §5.2).
func TestTeachTheFirstResetPhase(t *testing.T) {
	s := teaching(emptyTwo(t, table4(t)))
	var taught []string
	for s.Reset != nil {
		r := walkGame(t, s, Known{}, ResetStep, map[string]string{"reset.army": "no", "reset.refill": "4", "reset.remember": "no", "reset.supply.1": "done"}).done(t)
		for i, l := range r.Lines {
			if l.Style == walk.Lesson && (i == 0 || r.Lines[0].Style != walk.Heading) {
				t.Errorf("lesson %s before the step's heading", l.Topic)
			}
		}
		taught = append(taught, r.lessons()...)
		s = r.Table.State
	}
	sameStrings(t, "first reset", taught, []string{"reset-phase", "french-army", "replenish-furnaces",
		"reset-ability-vp", "empty-small-factories", "activate-investments", "supply-small-factories", "fulfill-contracts"})
	emptyTwo(t, s)
	for s.Reset != nil {
		r := walkGame(t, s, Known{}, ResetStep, map[string]string{"reset.army": "no", "reset.refill": "3", "reset.remember": "no", "reset.supply.1": "done"}).done(t)
		if got := r.lessons(); len(got) != 0 {
			t.Errorf("second reset, step %s taught %v", r.Table.Events[0].Step, got)
		}
		s = r.Table.State
	}
}

// The end trigger is explained the moment it happens, from a turn or from
// the army's step, and the final reset phase when it begins (§5.3).
func TestTeachTheEnd(t *testing.T) {
	s := teaching(table2(t))
	r := walkGame(t, s, Known{}, Turn, map[string]string{"turn.action": ActEnd}).done(t)
	sameStrings(t, "end by a turn", r.lessons(), []string{"end-of-game"})

	s = teaching(emptyTwo(t, table4(t)))
	r = walkGame(t, s, Known{}, ResetStep, map[string]string{"reset.army": "yes"}).done(t)
	sameStrings(t, "end by the army", r.lessons(), []string{"reset-phase", "french-army", "end-of-game"})
	if _, ok := r.said("game.end.count"); !ok {
		t.Errorf("the end's lesson comes with its count of turns")
	}

	// The final reset phase, after the last turns.
	s = r.Table.State
	s = resetByEvents(t, s, 3)
	for s.Phase == game.PhaseLastTurns {
		at := companion.UpperLeft
		if s.Furnaces[at] == 0 {
			at = companion.UpperRight
		}
		mustApply(t, s, glass(s.Next(), at))
		if s.Reset != nil && !s.FinalResetUnderWay() {
			s = resetByEvents(t, s, 3)
		}
	}
	if !s.FinalResetUnderWay() {
		t.Fatalf("phase %s, want the final reset", s.Phase)
	}
	r = walkGame(t, s, Known{}, ResetStep, map[string]string{"reset.army": "no"}).done(t)
	sameStrings(t, "final reset", r.lessons(), []string{"end-of-game"})
	if m := r.lesson(t); m.ID != "teach.lesson.final" {
		t.Errorf("final reset lesson %s", m.ID)
	}
}

// Solo: each kind of Automa card is explained the first time the Automa
// plays one, the army's step says how a solo game ends, and the Automa's
// supply step has its own lesson (rules-facts §8).
func TestTeachSolo(t *testing.T) {
	s := teaching(solo(t, game.DeckPhysical, 3))
	s = soloTurns(t, s, []game.Event{createLeft("2b")})
	r := automaTurn(t, s, card(professionCard)).done(t)
	sameStrings(t, "first profession card", r.lessons(), []string{"automa-turn"})
	if m := r.lesson(t); m.ID != "teach.lesson.automa.profession" {
		t.Errorf("lesson %s", m.ID)
	}
	s = r.Table.State
	mustApply(t, s, createLeft("2c"))
	r = automaTurn(t, s, card(professionCard)).done(t)
	if got := r.lessons(); len(got) != 0 {
		t.Errorf("second profession card taught %v", got)
	}
	s = r.Table.State
	mustApply(t, s, createLeft("2d"))
	furnace := automa.Card{Action: automa.ActFurnace, At: companion.UpperRight, Arrow: companion.Clockwise}
	r = automaTurn(t, s, card(furnace)).done(t)
	sameStrings(t, "first furnace card", r.lessons(), []string{"automa-turn"})

	// The solo reset phase: the army's step and the Automa's supply.
	s = teaching(solo(t, game.DeckPhysical, 3))
	mustApply(t, s, game.Event{Kind: game.KindResetStart, Furnaces: []companion.Position{companion.LowerLeft, companion.LowerRight}})
	var taught []string
	for s.Reset != nil {
		r := walkGame(t, s, Known{}, ResetStep, map[string]string{"reset.refill": "3", "reset.supply.1": "done"}).done(t)
		for _, l := range r.Lines {
			if l.Style == walk.Lesson {
				taught = append(taught, l.Msg.ID)
			}
		}
		s = r.Table.State
	}
	if !slices.Contains(taught, "teach.lesson.step.army_solo") || slices.Contains(taught, "teach.lesson.step.army") ||
		!slices.Contains(taught, "teach.lesson.step.automa_supply") {
		t.Errorf("solo reset taught %v", taught)
	}
}

// The final scoring's lessons: the categories, and in solo the ranks; a
// lesson said before is a reminder (a Recap line). Taught adds the
// lessons lines say in full to those said, each once.
func TestScoringLessons(t *testing.T) {
	if got := ScoringLines(table2(t)); got != nil {
		t.Errorf("a game that does not teach: %v", got)
	}
	if got := ScoringLines(teaching(table2(t))); len(got) != 1 || got[0].Topic != "final-scoring" || got[0].Recap {
		t.Errorf("multiplayer: %v", got)
	}
	s := teaching(solo(t, game.DeckPhysical, 1))
	got := ScoringLines(s)
	if len(got) != 2 || got[1].Topic != "solo-ranks" {
		t.Fatalf("solo: %v", got)
	}
	s.Settings.Taught = Taught(s.Settings, got[:1])
	again := ScoringLines(s)
	if !again[0].Recap || again[1].Recap {
		t.Errorf("after the categories were said: %+v", again)
	}
	if taught := Taught(s.Settings, again); !slices.Equal(taught, []string{"scoring", "scoring_solo"}) {
		t.Errorf("taught %v, want each lesson once, in the order said", taught)
	}
}

// allLessons are every lesson the walkthroughs give.
func allLessons() []Lesson {
	all := []Lesson{LessonReset, LessonResetSolo, LessonArmySolo, LessonEnd, LessonFinal, LessonFinalSolo, LessonScoring, LessonSoloRanks}
	for _, l := range TurnLessons() {
		all = append(all, l)
	}
	for _, l := range StepLessons() {
		all = append(all, l)
	}
	for _, l := range AutomaLessons() {
		all = append(all, l)
	}
	return all
}

// Every lesson names a rule topic that exists, and its text exists in the
// three languages, a few lines long, with the numbers the rules give.
func TestEveryLessonSpeaks(t *testing.T) {
	b, _ := rules.Default()
	for _, l := range allLessons() {
		if b.Topic("en", l.Topic) == nil {
			t.Errorf("%s: no topic %s", l.Msg.ID, l.Topic)
		}
		for _, lang := range locales.Supported {
			p := locales.New(lang)
			if !p.Has(l.Msg.ID) {
				t.Errorf("%s: no %s", lang, l.Msg.ID)
				continue
			}
			if s := p.Render(l.Msg); len(s) > 620 || strings.Contains(s, "\n") {
				t.Errorf("%s %s: %d characters, not a few lines: %q", lang, l.Msg.ID, len(s), s)
			}
		}
	}
	// The numbers a lesson gives are the rulebook's (rules-facts §5.2, §7, §8.8).
	en := locales.New("en")
	for id, want := range map[string][]string{
		"teach.lesson.step.army":      {"5 spaces"},
		"teach.lesson.step.refill":    {"4, 3 and 2", "45", "3 cubes"},
		"teach.lesson.scoring":        {"0, 7 or 15", "1 VP", "3 at a lower", "5 at an upper"},
		"teach.lesson.scoring_solo":   {"140", "141–179", "180", "120", "121–159", "160", "100", "101–139"},
		"teach.lesson.step.army_solo": {"20 easy", "25 normal", "30 hard"},
		"teach.lesson.factory":        {"5a", "5b", "5c"},
	} {
		s := en.Render(walk.M(id))
		for _, w := range want {
			if !strings.Contains(s, w) {
				t.Errorf("%s lacks %q: %s", id, w, s)
			}
		}
	}
}

// Every lesson has its own name in the game file's list of lessons said,
// and the list grows without touching a copy that holds it.
func TestLessonNames(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range allLessons() {
		n := l.Name()
		if n == "" || strings.HasPrefix(n, "teach.") || seen[n] {
			t.Errorf("lesson %s: name %q (empty, a message ID or twice)", l.Msg.ID, n)
		}
		seen[n] = true
	}
	var st game.Settings
	st.Taught = st.WithTaught("furnace")
	held := st
	st.Taught = st.WithTaught("step.army")
	st.Taught = st.WithTaught("furnace")
	if !slices.Equal(st.Taught, []string{"furnace", "step.army"}) || !slices.Equal(held.Taught, []string{"furnace"}) {
		t.Errorf("taught %v, the copy holds %v", st.Taught, held.Taught)
	}
	if held.Version() != 2 {
		t.Errorf("a game with lessons said is written as version %d, want 2", held.Version())
	}
}

// A game of several players is not taught the Automa: the welcome names
// the kinds of Automa card and the first reset phase its supply step only
// in solo (play test pt1 F8, F20). The final reset phase's lesson has a
// title of its own: the end trigger's is "End of the game" too (pt1 F11).
// German tells the table "tippe" (pt1 F5).
func TestTeachNoAutomaAtATable(t *testing.T) {
	for _, c := range []struct {
		s      *game.State
		lesson string
		automa bool
	}{
		{teaching(emptyTwo(t, table4(t))), "teach.lesson.reset", false},
		{teaching(soloReset(t, automa.Supply{})), "teach.lesson.reset_solo", true},
	} {
		r := walkGame(t, c.s, Known{}, ResetStep, map[string]string{"reset.army": "no", "reset.refill": "3", "reset.remember": "no"})
		m := r.lesson(t)
		if m.ID != c.lesson {
			t.Errorf("first reset phase taught %s, want %s", m.ID, c.lesson)
		}
		for _, lang := range locales.Supported {
			p := locales.New(lang)
			automaWord := map[string]string{"en": "Automa", "de": "Automaton", "pt": "Automa"}[lang]
			for _, msg := range []walk.Msg{m, walk.M("teach.welcome", "Solo", c.automa)} {
				if got := strings.Contains(p.Render(msg), automaWord); got != c.automa {
					t.Errorf("%s %s (solo %v) names the Automa: %v", lang, msg.ID, c.automa, got)
				}
			}
		}
	}
	title, ok := LessonTitle(LessonFinal.Msg)
	if !ok {
		t.Fatal("the final reset phase's lesson has no title of its own")
	}
	b, _ := rules.Default()
	for _, lang := range locales.Supported {
		if got, end := locales.New(lang).Render(title), b.Topic(lang, LessonEnd.Topic).Title; got == end || got == "" {
			t.Errorf("%s: the final reset phase's lesson is titled %q like the end trigger's", lang, got)
		}
	}
	if _, ok := LessonTitle(LessonEnd.Msg); ok {
		t.Error("the end trigger's lesson has a title other than its topic's")
	}
	de := locales.New("de")
	for _, id := range []string{"teach.welcome", "teach.cmd.now_off"} {
		if got := de.Render(walk.M(id)); !strings.Contains(got, "Tippe bei jeder Frage ? ein") {
			t.Errorf("%s: %s", id, got)
		}
	}
	if got := de.Render(walk.M("teach.refused.prompt", "Rule", "x")); !strings.Contains(got, "tippe ? zum Lesen") {
		t.Errorf("refused: %s", got)
	}
}

// The scoring lesson of a solo game says no winner and no tie-break: the
// solo game has only a rank (rules-facts §8.8; play test pt2 #6).
func TestSoloScoringLessonHasNoWinner_8_8(t *testing.T) {
	s := solo(t, game.DeckPhysical, 3)
	s.Settings.Teach = true
	lines := ScoringLines(s)
	if len(lines) != 2 {
		t.Fatalf("lines %+v", lines)
	}
	for lang, winner := range map[string]string{"en": "wins", "de": "gewinnt", "pt": "Ganha"} {
		text := locales.New(lang).Render(lines[0].Msg)
		if strings.Contains(text, winner) {
			t.Errorf("%s solo: %q", lang, text)
		}
	}
	multi := table4(t)
	multi.Settings.Teach = true
	if text := locales.New("en").Render(ScoringLines(multi)[0].Msg); !strings.Contains(text, "The most VP wins") {
		t.Errorf("multiplayer: %q", text)
	}
}
