package play

import (
	"strings"
	"sync"

	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Teaching (stephens new --teach): the first time each thing happens in a
// game (each kind of turn, the first reset phase and each of its steps,
// each kind of Automa card, the end trigger, the final reset phase, the
// final scoring), the walkthrough explains it in a few lines with the rule
// topic it comes from; never again in that game. Whether a thing came
// already is folded from the game's events (game.State.Happened), so undo
// and resume agree with the file. The lessons said are kept in the
// settings (game.Settings.Taught), apart from the events: one said before
// (a turn taken back and taken again, a unit left with Ctrl-C or a pause)
// is not said again, only reminded in one line where the table comes back
// to the walkthrough.

// Lesson is one explanation: its message and the rule topic it teaches.
type Lesson struct {
	Topic string
	Msg   walk.Msg
}

// lessonPrefix starts the message ID of every lesson; the messages live
// in locales/<lang>/messages/teach.yaml.
const lessonPrefix = "teach.lesson."

// lesson is a Lesson with its message's ID.
func lesson(topic, id string) Lesson { return Lesson{Topic: topic, Msg: walk.M(lessonPrefix + id)} }

// Name is how the game file names the lesson among those said
// ("furnace", "step.army").
func (l Lesson) Name() string { return LessonName(l.Msg) }

// LessonName is the name of the lesson a Lesson line says.
func LessonName(m walk.Msg) string { return strings.TrimPrefix(m.ID, lessonPrefix) }

// TurnLessons are the lessons of the kinds of turn, by the event each
// records (rules-facts §3).
var TurnLessons = sync.OnceValue(func() map[game.Kind]Lesson {
	return map[game.Kind]Lesson{
		game.KindFurnace:   lesson("obtain-glass", "furnace"),
		game.KindFactory:   lesson("obtain-products", "factory"),
		game.KindCreate:    lesson("create-profession", "create"),
		game.KindReinforce: lesson("reinforce-profession", "reinforce"),
	}
})

// actionKinds is the event each action of a turn records.
var actionKinds = sync.OnceValue(func() map[string]game.Kind {
	return map[string]game.Kind{
		ActGlass: game.KindFurnace, ActProducts: game.KindFactory,
		ActCreate: game.KindCreate, ActReinforce: game.KindReinforce,
	}
})

// StepLessons are the lessons of the reset steps (rules-facts §5.2, §8.6).
var StepLessons = sync.OnceValue(func() map[game.StepID]Lesson {
	return map[game.StepID]Lesson{
		game.StepArmy:         lesson("french-army", "step.army"),
		game.StepRefill:       lesson("replenish-furnaces", "step.refill"),
		game.StepVP:           lesson("reset-ability-vp", "step.vp"),
		game.StepEmpty:        lesson("empty-small-factories", "step.empty"),
		game.StepInvestments:  lesson("activate-investments", "step.investments"),
		game.StepAutomaSupply: lesson("automa-supply-step", "step.automa_supply"),
		game.StepSupply:       lesson("supply-small-factories", "step.supply"),
		game.StepContracts:    lesson("fulfill-contracts", "step.contracts"),
	}
})

// AutomaLessons are the lessons of the Automa's kinds of card, by the
// action of their upper section (rules-facts §8.5).
var AutomaLessons = sync.OnceValue(func() map[automa.Action]Lesson {
	return map[automa.Action]Lesson{
		automa.ActFurnace:      lesson("automa-turn", "automa.furnace"),
		automa.ActProfession:   lesson("automa-turn", "automa.profession"),
		automa.ActSmallFactory: lesson("automa-turn", "automa.small_factory"),
	}
})

// The lessons of the moments that come once a game.
var (
	LessonReset     = lesson("reset-phase", "reset")              // the first reset phase (§5.1)
	LessonResetSolo = lesson("solo-reset-phase", "reset_solo")    // the first solo reset phase (§8.6)
	LessonArmySolo  = lesson("solo-difficulty", "step.army_solo") // step 1 in solo (§8.3)
	LessonEnd       = lesson("end-of-game", "end")                // the end trigger (§5.3)
	LessonFinal     = lesson("end-of-game", "final")              // the final reset phase (§5.3)
	LessonFinalSolo = lesson("solo-end-of-game", "final_solo")    // the solo final reset (§8.7)
	LessonScoring   = lesson("final-scoring", "scoring")          // the final scoring (§7)
	LessonSoloRanks = lesson("solo-ranks", "scoring_solo")        // the solo ranks (§8.8)
)

// lessonTitles name the lessons that share their rule topic with another
// lesson: the end trigger and the final reset phase both teach "End of the
// game", and a table reading the same title twice takes them for one
// (play test pt1 F11).
var lessonTitles = sync.OnceValue(func() map[string]walk.Msg {
	return map[string]walk.Msg{
		LessonFinal.Name(): walk.M("teach.title.final"),
	}
})

// LessonTitle is the title a lesson is headed with instead of its topic's
// (lessonTitles), if it has one.
func LessonTitle(m walk.Msg) (walk.Msg, bool) {
	t, ok := lessonTitles()[LessonName(m)]
	return t, ok
}

// teach says l when the game teaches: in full the first time, a
// reminder once it was said.
func teach(s *game.State, t *walk.T, l Lesson) {
	switch {
	case !s.Settings.Teach:
	case s.Settings.WasTaught(l.Name()):
		t.Remind(l.Topic, l.Msg)
	default:
		t.Teach(l.Topic, l.Msg)
	}
}

// teachFirst says l when the game teaches and h has not happened yet.
func teachFirst(s *game.State, t *walk.T, h game.Happening, l Lesson) {
	if !s.Happened(h) {
		teach(s, t, l)
	}
}

// teachAction explains a kind of turn the first time it is taken.
func teachAction(s *game.State, t *walk.T, action string) {
	if k, ok := actionKinds()[action]; ok {
		teachFirst(s, t, game.Happening{Kind: k}, TurnLessons()[k])
	}
}

// teachStep explains what a reset step is about to do: the reset phase
// itself at the first step of the first one, the final reset phase at its
// first step, and each step the first time it comes.
func teachStep(s *game.State, t *walk.T) {
	r := s.Reset
	step := r.Current()
	if r.Step == 0 {
		first := LessonReset
		if s.Solo != nil {
			first = LessonResetSolo
		}
		teachFirst(s, t, game.Happening{Kind: game.KindResetStep, Detail: string(step)}, first)
		if s.FinalResetUnderWay() {
			if s.Solo != nil {
				teach(s, t, LessonFinalSolo)
			} else {
				teach(s, t, LessonFinal)
			}
		}
	}
	if step == game.StepSupply && len(r.Deliveries) > 0 {
		return // the supply goes on: explained at its first delivery
	}
	l := StepLessons()[step]
	if step == game.StepArmy && s.Solo != nil {
		l = LessonArmySolo
	}
	teachFirst(s, t, game.Happening{Kind: game.KindResetStep, Detail: string(step)}, l)
}

// teachEnd explains the end of the game when it was just triggered (it is
// triggered once a game).
func teachEnd(before bool, s *game.State, t *walk.T) {
	if !before && s.EndTriggered && s.Solo == nil {
		teach(s, t, LessonEnd)
	}
}

// teachAutoma explains a kind of Automa card the first time it is played.
func teachAutoma(s *game.State, t *walk.T, c automa.Card) {
	if l, ok := AutomaLessons()[c.Action]; ok {
		teachFirst(s, t, game.Happening{Kind: game.KindAutomaTurn, Detail: string(c.Action)}, l)
	}
}

// ScoringLines explain the final scoring, when the game teaches: the
// categories, and in solo the ranks; a lesson said before is a reminder.
func ScoringLines(s *game.State) []walk.Line {
	if !s.Settings.Teach {
		return nil
	}
	ls := []Lesson{LessonScoring}
	if s.Solo != nil {
		ls = append(ls, LessonSoloRanks)
	}
	var lines []walk.Line
	for _, l := range ls {
		// A solo game has no winner and no tie-break, only a rank (§8.8;
		// play test pt2 #6).
		msg := l.Msg.With("Solo", s.Solo != nil)
		lines = append(lines, walk.Line{Style: walk.Lesson, Msg: msg, Topic: l.Topic, Recap: s.Settings.WasTaught(l.Name())})
	}
	return lines
}

// Taught is the list of lessons said once lines are shown: those the
// lines say in full added to the settings' (game.Settings.Taught).
func Taught(st game.Settings, lines []walk.Line) []string {
	for _, l := range lines {
		if l.Style == walk.Lesson && !l.Recap {
			st.Taught = st.WithTaught(LessonName(l.Msg))
		}
	}
	return st.Taught
}
