package play

import (
	"slices"
	"strings"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// ResetFlags answer a reset phase. A command that records turns takes
// them too, for the reset phase a turn may start, so they may go unused.
var ResetFlags = sync.OnceValue(func() walk.Flags {
	return walk.Flags{
		{Name: "reached", Mode: walk.OnOff, Spare: true, Help: walk.M("game.reset.flag_reached")},
		{Name: metFlag(game.StepVP), Mode: walk.OnOff, Spare: true, Help: walk.M("game.reset.flag_reached_2a")},
		{Name: metFlag(game.StepInvestments), Mode: walk.OnOff, Spare: true, Help: walk.M("game.reset.flag_reached_investments")},
		{Name: "refill", Value: "N", Spare: true, Help: walk.M("game.reset.flag_refill"), Check: checkRefillFlag},
		{Name: "remember", Mode: walk.OnOff, Spare: true, Help: walk.M("game.reset.flag_remember")},
		{Name: "supply", Mode: walk.EachValue, Value: "NAME:POS:CUBES[:BONUS]", Spare: true, Help: walk.M("game.reset.flag_supply"),
			None: "no-supply", NoneHelp: walk.M("game.reset.flag_no_supply"), Check: checkSupplyFlag, Words: words(nil, of(PositionWords), of(CubeWords))},
		{Name: "bonus-worker", Mode: walk.KeyedValues, Value: "NAME:...", Spare: true, Help: walk.M("game.reset.flag_bonus_worker"), Check: checkWorkerFlag, Words: words(nil, of(WorkerWords, NoneWords), of(SideWords), of(RowWords), of(GateWords), of(GateWords))},
		{Name: "automa-apprentice", Value: "SIDE:ROW:N", Spare: true, Help: walk.M("solo.flag.automa_apprentice"), Check: checkPlace, Words: words(of(SideWords, NoneWords), of(RowWords))},
		gainedFlag(),
		NearestFlag(),
	}
})

// Known is what the companion knows of the printed components that the
// rulebooks do not give (rules-facts §13): the player's transcriptions and
// the rulebook's examples, one lookup for each value.
type Known = components.Printed

// Remembered is a value the table told and asked to keep in its
// transcription (the front end saves it): a refill number (Space, Players,
// Cubes) or a bonus printed on a small factory (Factory, Bonus).
type Remembered struct {
	Space, Players, Cubes int
	Factory               companion.Position
	Bonus                 string
}

// Reset walks the reset phase in progress to its end.
func Reset(tb *Table, t *walk.T) error {
	for tb.State.Reset != nil {
		if err := ResetStep(tb, t); err != nil {
			return err
		}
	}
	return nil
}

// ThenReset is a unit (a turn, an Automa turn) and, when reset, the reset
// phase it starts walked to its end at once (a command its flags answer
// in full; on a terminal the front end walks the phase step by step).
func ThenReset(unit func(*Table, *walk.T) error, reset bool) func(*Table, *walk.T) error {
	return func(tb *Table, t *walk.T) error {
		if err := unit(tb, t); err != nil {
			return err
		}
		if tb.State.Reset != nil && reset {
			return Reset(tb, t)
		}
		return nil
	}
}

// ResetStep walks one unit of the reset phase in progress: the step it is
// at, explained with its numbers worked out, its answers asked and
// recorded (rules-facts §5.2). The supply of the small factories is one
// delivery at a time, then its end.
func ResetStep(tb *Table, t *walk.T) error {
	s := tb.State
	r := s.Reset
	if r == nil {
		return companion.NewProblem("game.problem.no_reset")
	}
	step := r.Current()
	title := companion.Term("game.reset.title")
	final := s.FinalResetUnderWay() // in solo too, from its first step on
	if final {
		title = companion.Term("game.reset.title_final")
	}
	n, of := r.Numbered()
	heading := walk.M("game.reset.step_header", "Title", title, "N", n, "Of", of, "Step", StepTitle(step))
	if step != game.StepSupply || len(r.Deliveries) == 0 {
		t.Say(walk.Heading, heading)
	} else { // a later delivery of the step: said again only for a table coming back
		t.Recap(walk.Heading, heading)
	}
	teachStep(s, t)
	var err error
	switch step {
	case game.StepArmy:
		err = stepArmy(tb, t)
	case game.StepRefill:
		err = stepRefill(tb, t)
	case game.StepVP:
		err = stepVP(tb, t)
	case game.StepEmpty:
		any := false
		for _, pos := range BoardOrder {
			if c := s.Factories[pos]; c.Total() > 0 {
				any = true
				t.Say(walk.Item, walk.M("game.step.empty.line", "Factory", SmallFactory(pos), "Cubes", Cubes(c)))
			}
		}
		if !any { // nothing to do: said, not asked
			t.Say(walk.Item, walk.M("game.step.empty.none"))
			err = recordStep(tb, step)
			break
		}
		err = confirmStep(tb, t, step)
	case game.StepInvestments:
		t.Say(walk.Item, walk.M("game.step.investments.text", "Solo", s.Solo != nil))
		sayOrder(t.Say, s)
		err = stepInvestments(tb, t)
	case game.StepAutomaSupply:
		err = stepAutomaSupply(tb, t)
	case game.StepSupply:
		err = stepSupply(tb, t)
	case game.StepContracts:
		t.Say(walk.Item, walk.M("game.step.contracts.text", "Solo", s.Solo != nil))
		var with4a []int
		for i := range s.Players {
			if s.Players[i].Has("4a") {
				with4a = append(with4a, i)
			}
		}
		if len(with4a) > 0 {
			t.Say(walk.Item, walk.M("game.step.contracts.trade", "Names", Names(s, with4a)))
		}
		err = confirmStep(tb, t, step)
	default:
		err = confirmStep(tb, t, step)
	}
	if err != nil {
		return err
	}
	if tb.State.Reset == nil {
		t.Say(walk.Heading, walk.M("game.reset.over", "Army", tb.State.Army, "Final", final))
	}
	return nil
}

// stepVP: +1 VP for each player with 2a (rules-facts §5.2 step 3). A
// starting master's disk not named yet may be 2a (§2.2 i): it is asked
// first, and cannot be left for later again (issue 29: a script was told
// "not known yet" and went on with exit 0; it needs --start-disk).
func stepVP(tb *Table, t *walk.T) error {
	if pending := tb.State.PendingStartDisks(); len(pending) > 0 {
		t.Say(walk.Item, walk.M("values.start_disks.before_vp", "Names", Names(tb.State, pending)))
		for _, seat := range tb.State.Order {
			if p := tb.State.Player(seat); p == nil || !p.StartDiskPending {
				continue
			}
			if err := startDisk(tb, t, seat, "start-disk", false, true); err != nil {
				return err
			}
		}
	}
	s := tb.State
	var names []int
	for i := range s.Players {
		if s.Players[i].Has("2a") {
			names = append(names, i)
		}
	}
	if len(names) == 0 {
		t.Say(walk.Item, walk.M("game.step.vp.nobody"))
	} else {
		t.Say(walk.Item, walk.M("game.step.vp.text", "Names", Names(s, names)))
	}
	if len(names) == 0 { // nothing for the table to do: said, not asked
		return recordStep(tb, game.StepVP)
	}
	return confirmMet(tb, t, game.StepVP)
}

// confirmMet waits for the table, as confirmStep, and lets it say there
// that the VP the step gave took a score marker to the army's space or
// past it, which triggers the end as the army's move does (rules-facts
// §5.3 "or vice versa"; DE S. 15, 18; play test de3 #3): "done" or "done,
// and the end is triggered". Not in solo (§8.7), not in the final reset
// phase, not once the end is triggered: there it is only "done".
func confirmMet(tb *Table, t *walk.T, step game.StepID) error {
	met, err := askMet(tb, t, step)
	if err != nil {
		return err
	}
	return recordMet(tb, t, game.Event{Kind: game.KindResetStep, Step: step, Yes: met})
}

// askMet is confirmMet's question: whether the step's VP met the army.
func askMet(tb *Table, t *walk.T, step game.StepID) (bool, error) {
	s := tb.State
	if s.Solo != nil || s.Reset.Final || s.EndTriggered {
		return false, t.WaitOn("reset."+string(step), walk.M("game.reset.confirm"), StepLessons()[step].Topic)
	}
	met, err := t.Choose(&walk.Question{ID: "reset." + string(step), Kind: walk.Choice, Flag: metFlag(step),
		Optional: true, Default: walk.No, Topic: StepLessons()[step].Topic, Prompt: walk.M("game.reset.confirm"),
		Options: []walk.Option{{Value: walk.No, Label: walk.M("prompt.done")},
			{Value: walk.Yes, Label: walk.M("game.step.met.done", "TwoA", step == game.StepVP, "Army", s.Army)}}})
	return met == walk.Yes, err
}

// recordMet records the step's event e and, when its VP met the army,
// says the end is triggered.
func recordMet(tb *Table, t *walk.T, e game.Event) error {
	if err := tb.Record(nil, e); err != nil {
		return err
	}
	if e.Yes {
		teachEnd(false, tb.State, t)
		t.Say(walk.Item, walk.M("game.step.army.triggered"))
		t.Say(walk.Item, EndCount(tb.State))
	}
	return nil
}

// metFlag is the flag that says a step's VP met the army.
func metFlag(step game.StepID) string {
	if step == game.StepVP {
		return "reached-2a"
	}
	return "reached-" + string(step)
}

// confirmStep waits for the table (on a terminal) and records the step.
func confirmStep(tb *Table, t *walk.T, step game.StepID) error {
	if err := t.WaitOn("reset."+string(step), walk.M("game.reset.confirm"), StepLessons()[step].Topic); err != nil {
		return err
	}
	return recordStep(tb, step)
}

// recordStep records a step as done.
func recordStep(tb *Table, step game.StepID) error {
	return tb.Record(nil, game.Event{Kind: game.KindResetStep, Step: step})
}

// sayOrder says the order in which colliding choices go (rules-facts
// §5.1); a solo game has none to say: the Automa takes no part in these
// steps, it supplies in its own (§8.6; play test pt2 #5).
func sayOrder(say func(walk.Style, walk.Msg), s *game.State) {
	if s.Solo != nil {
		return
	}
	say(walk.Item, walk.M("game.step.order", "Names", Names(s, ConflictOrder(s))))
}

// ConflictOrder is the turn order from the seat whose turn started the
// reset phase, the Automa included (rules-facts §5.1, §8.5: the Automa can
// trigger one): where choices collide, seats go in this order. A phase
// started by hand goes from whoever is next.
func ConflictOrder(s *game.State) []int {
	start := s.Cursor
	if s.Reset != nil && s.Reset.Trigger != game.ManualTrigger {
		if i := slices.Index(s.Order, s.Reset.Trigger); i >= 0 {
			start = i
		}
	}
	var out []int
	for k := range s.Order {
		out = append(out, s.Order[(start+k)%len(s.Order)])
	}
	return out
}

// EndCount says how many turns each player still takes once the end is
// triggered (rules-facts §5.3), in turn order from whoever is next.
func EndCount(s *game.State) walk.Msg {
	var parts []any
	for k := range s.Order {
		seat := s.Order[(s.Cursor+k)%len(s.Order)]
		if s.Player(seat) != nil {
			parts = append(parts, walk.M("game.end.count_one", "Name", s.Name(seat), "N", s.TurnsLeft(seat)))
		}
	}
	return walk.M("game.end.count", "List", listOf(parts))
}

// stepArmy: the army moves 5 spaces toward 0; did it meet a score marker?
// Reaching 0 passes every marker (rules-facts §5.2 step 1, §9). In solo no
// marker ends the game: the difficulty's space sets the final reset (§8.7).
func stepArmy(tb *Table, t *walk.T) error {
	s := tb.State
	to := s.ArmyAfterMove()
	t.Say(walk.Item, walk.M("game.step.army.move", "From", s.Army, "To", to))
	e := game.Event{Kind: game.KindResetStep, Step: game.StepArmy}
	switch {
	case s.Solo != nil:
		key := "solo.reset.army"
		if s.SoloFinalReset() {
			key = "solo.reset.army_final"
		}
		t.Say(walk.Item, walk.M(key, "Space", s.Solo.FinalResetAt()))
	case s.Reset.Final:
		// No turn follows: whether the army met a marker cannot matter.
		t.Say(walk.Item, walk.M("values.final.no_meeting"))
	case s.EndTriggered:
		t.Say(walk.Item, walk.M("game.step.army.already"))
	case to == 0:
		t.Say(walk.Item, walk.M("game.step.army.at_zero"))
		e.Yes = true
	default:
		yes, err := t.Yes(&walk.Question{ID: "reset.army", Kind: walk.YesNo, Flag: "reached", Default: walk.No,
			Prompt: walk.M("game.step.army.ask", "To", to), Topic: "french-army"})
		if err != nil {
			return err
		}
		e.Yes = yes
	}
	was := s.EndTriggered
	// The move was said above; the recorded line would say it again.
	if err := tb.Record(nil, e); err != nil {
		return err
	}
	if tb.State.EndTriggered && !was {
		teachEnd(was, tb.State, t)
		t.Say(walk.Item, walk.M("game.step.army.triggered"))
		t.Say(walk.Item, EndCount(tb.State))
	}
	return nil
}

// CheckSpare checks a value of a reset flag that no question took (the
// turn started no reset phase) against the game: a value no reset phase
// of this game could ever use is refused, naming why (issue 19): a
// delivery or a bonus worker for someone who is not a player, the
// Automa's apprentice in a game without the Automa.
func CheckSpare(s *game.State, flag, value string) error {
	switch flag {
	case "supply", "bonus-worker":
		name, _, _ := strings.Cut(value, ":")
		if s.Settings.Seat(name) < 0 {
			return companion.NewProblem("game.problem.unknown_player", "Name", name, "Names", Names(s, allSeats(s)))
		}
	case "automa-apprentice":
		if s.Settings.Mode != game.Solo {
			return companion.NewProblem("game.problem.no_automa", "Flag", "--"+flag)
		}
	}
	return nil
}
