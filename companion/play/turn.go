package play

import (
	"strconv"
	"strings"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/data"
	"github.com/pileup-companion/stephens/locales"
)

// The actions of a player's turn (rules-facts §3), as turn.action answers.
const (
	ActGlass     = "furnace"   // glass from a furnace
	ActProducts  = "factory"   // products from a small factory
	ActCreate    = "create"    // a new profession (a worker as master)
	ActReinforce = "reinforce" // an apprentice on someone's profession
	ActEnd       = "end"       // the table reports that the end is triggered
	actNone      = "none"      // no action: only other answers by flag
)

// TurnFlags answer a player's turn.
var TurnFlags = sync.OnceValue(func() walk.Flags {
	return walk.Flags{
		{Name: "player", Value: "NAME", Help: walk.M("game.turn.flag_player")},
		{Name: "furnace", Value: "POS", Help: walk.M("game.turn.flag_furnace"), Check: checkPosition, Words: words(of(PositionWords))},
		{Name: "factory", Value: "POS", Help: walk.M("game.turn.flag_factory"), Check: checkPosition, Words: words(of(PositionWords))},
		{Name: "cubes", Value: "CUBES", Help: walk.M("game.turn.flag_cubes"), Check: checkTake, Words: words(of(CubeWords))},
		{Name: "furnace-effect", Value: "POS", Help: walk.M("game.turn.flag_effect"), Check: checkPosition, Words: words(of(PositionWords))},
		{Name: "create", Value: "SIDE:ROW", Help: walk.M("game.turn.flag_create"), Check: checkPlace, Words: words(of(SideWords), of(RowWords))},
		{Name: "reinforce", Value: "SIDE:ROW[:N]", Help: walk.M("game.turn.flag_reinforce"), Check: checkPlace, Words: words(of(SideWords), of(RowWords))},
		{Name: "disk", Value: "DISK", Help: walk.M("game.turn.flag_disk"), Check: checkDisk, Words: words(of(GateWords))},
		{Name: "end-triggered", Mode: walk.OnOff, Help: walk.M("game.turn.flag_end")},
		StartDiskFlag(),
		NearestFlag(),
	}
})

// StartDiskFlag names starting masters' disks left for later (a turn takes
// it, and a reset phase asks them before its 2a step).
var StartDiskFlag = sync.OnceValue(func() walk.Flag {
	return walk.Flag{Name: "start-disk", Mode: walk.KeyedValues, Value: "NAME:DISK", Help: walk.M("game.turn.flag_start_disk"), Check: checkDisk,
		Words: words(nil, of(GateWords))}
})

// Turn walks the turn of the seat that is next: what the player did, in
// one pick, then what that action needs, each answer checked by the rules
// (the placement rule with 3b, the ability prerequisites, "never on your
// own master", the 18 workers, the solo worker limit). With flags, the
// starting disks named and the end trigger ride along.
func Turn(tb *Table, t *walk.T) error {
	s := tb.State
	if err := startDisksByFlag(tb, t); err != nil {
		return err
	}
	if !s.InTurns() {
		if s.Reset != nil && len(tb.Events) == 0 {
			return companion.NewProblem("game.problem.reset_under_way", "Phase", Phase(s.Phase))
		}
		if len(tb.Events) > 0 {
			return nil
		}
		return s.NotTurns()
	}
	seat := s.Next()
	if seat == game.Automa {
		if len(tb.Events) > 0 {
			return nil
		}
		return companion.NewProblem("solo.automa.use_automa")
	}
	if _, err := t.Ask(playerCheck(s, seat)); err != nil {
		return err
	}
	if m := LastTurnNote(s, seat); m.ID != "" {
		t.Say(walk.Say, m)
	}
	if why, ok := noWorkerWhy(s, seat); ok { // those actions are marked in the menu: say why
		t.Say(walk.Item, walk.M("game.play.no_worker", "Why", why))
	}
	action, err := t.Choose(actionQuestion(tb, seat))
	if err != nil {
		return err
	}
	teachAction(s, t, action)
	var e game.Event
	switch action {
	case ActEnd:
		return recordEnd(tb, t, seat)
	case ActGlass:
		at, err := t.Choose(furnaceQuestion(s))
		if err != nil {
			return err
		}
		e = game.Event{Kind: game.KindFurnace, Seat: seat, At: companion.Position(at)}
	case ActProducts:
		if e, err = askProducts(tb, t, seat); err != nil {
			return err
		}
	case ActCreate, ActReinforce:
		if e, err = AskWorker(tb, t, seat, action, "turn", ""); err != nil {
			return err
		}
	}
	if e.Kind != "" {
		before := tb.State.Clone()
		if err := tb.Record(t, e); err != nil {
			return err
		}
		for _, m := range activation(before, e) {
			t.Say(walk.Item, m)
		}
	}
	end, err := t.Yes(&walk.Question{ID: "turn.end", Kind: walk.YesNo, Flag: "end-triggered", FlagOnly: true,
		Default: walk.No, Prompt: walk.M("game.turn.what_end"), Topic: "end-of-game"})
	if err != nil {
		return err
	}
	if end {
		if err := recordEnd(tb, t, tb.State.Next()); err != nil {
			return err
		}
	}
	if len(tb.Events) == 0 {
		return companion.NewProblem("game.problem.no_action")
	}
	return nil
}

// recordEnd records that a score marker and the army met, and says how
// many turns each player still takes (rules-facts §5.3).
func recordEnd(tb *Table, t *walk.T, seat int) error {
	was := tb.State.EndTriggered
	if err := tb.Record(t, game.Event{Kind: game.KindEndTrigger, Seat: seat}); err != nil {
		return err
	}
	teachEnd(was, tb.State, t)
	t.Say(walk.Item, EndCount(tb.State))
	return nil
}

// playerCheck is --player: it must name the player whose turn it is.
func playerCheck(s *game.State, seat int) *walk.Question {
	return &walk.Question{ID: "turn.player", Kind: walk.Text, Flag: "player", FlagOnly: true,
		Prompt: walk.M("game.turn.flag_player"),
		Check: func(v string) (string, error) {
			if v == "" {
				return "", nil
			}
			if s.Settings.Seat(v) != seat {
				return "", companion.NewProblem("game.problem.not_your_turn", "Player", v, "Next", Seat(s, seat))
			}
			return v, nil
		}}
}

// actionQuestion is the one pick of a turn: the four things a player can
// do, as far as the board allows them now, and the end trigger.
// noWorkerWhy says why a player can place no worker now (no disk left on
// the board, the solo worker limit, ...), when that is so.
func noWorkerWhy(s *game.State, seat int) (walk.Msg, bool) {
	if len(LegalDisks(s, seat, false)) > 0 {
		return walk.Msg{}, false
	}
	var why *companion.Problem
	for _, d := range s.AvailableDisks(seat) {
		if err := s.CheckDisk(seat, d); err != nil && why == nil {
			why, _ = err.(*companion.Problem)
		}
	}
	if why == nil {
		why = companion.NewProblem("game.problem.no_disks_left", "Player", s.Name(seat))
	}
	return walk.Msg{ID: why.ID, Args: why.Args}, true
}

func actionQuestion(tb *Table, seat int) *walk.Question {
	s := tb.State
	q := &walk.Question{ID: "turn.action", Kind: walk.Choice, Menu: true, Optional: true, Default: actNone,
		Prompt: walk.M("game.play.what", "Name", Seat(s, seat)), Topic: "players-turn"}
	// Every action is an option, so its flag always picks it; those the
	// board does not allow now keep their place in the menu, marked, with
	// the reason (a practised ↓↓ Enter always lands on the same action).
	anyCubes := false
	for _, pos := range companion.Positions {
		anyCubes = anyCubes || s.Factories[pos].Total() > 0
	}
	why, noWorker := noWorkerWhy(s, seat)
	unless := func(ok bool, m walk.Msg) walk.Msg {
		if ok {
			return walk.Msg{}
		}
		return m
	}
	q.Options = []walk.Option{
		{Value: ActGlass, Flag: "furnace", Label: walk.M("game.play.glass"),
			Unavailable: unless(len(s.EmptyFurnaces()) < len(companion.Positions), walk.M("game.seams.no_glass"))},
		{Value: ActProducts, Flag: "factory", Label: walk.M("game.play.products"),
			Unavailable: unless(anyCubes, walk.M("game.seams.no_products"))},
		{Value: ActCreate, Flag: "create", Label: walk.M("game.play.create"), Unavailable: unless(!noWorker, why)},
		{Value: ActReinforce, Flag: "reinforce", Label: walk.M("game.play.reinforce"), Unavailable: unless(!noWorker, why)},
	}
	if !noWorker && len(s.Reinforceable(seat)) == 0 {
		q.Options[3].Unavailable = walk.M("game.seams.no_reinforce", "Name", Seat(s, seat))
	}
	if s.Solo == nil && len(tb.Events) == 0 { // no score marker ends a solo game
		q.Options = append(q.Options, walk.Option{Value: ActEnd, Label: walk.M("game.play.end_triggered"),
			Unavailable: unless(!s.EndTriggered, walk.M("game.seams.end_already"))})
	}
	q.Options = append(q.Options, walk.Option{Value: actNone, Hidden: true})
	return q
}

func furnaceQuestion(s *game.State) *walk.Question {
	return withFurnaces(&walk.Question{ID: "turn.furnace", Kind: walk.Choice, Flag: "furnace",
		Prompt: walk.M("game.ask.which_furnace"), Topic: "obtain-glass"}, s, BoardOrder)
}

// withFurnaces offers the four furnaces in order, each with its count;
// an empty one keeps its place, marked, and picking it says that it is
// empty (play test pt2 D4: a list that dropped it moved the positions
// under a practised ↓↓).
func withFurnaces(q *walk.Question, s *game.State, order []companion.Position) *walk.Question {
	for _, pos := range order {
		o := walk.Option{Value: string(pos), Label: walk.M("game.ask.furnace_item", "Furnace", Furnace(pos), "Count", s.Furnaces[pos])}
		if s.Furnaces[pos] == 0 {
			o.Unavailable = walk.M("game.problem.furnace_empty", "Furnace", Furnace(pos))
		}
		q.Options = append(q.Options, o)
	}
	q.Check, q.RefuseUnavailable = namesNoPosition, true
	return q
}

// namesNoPosition: a value that is no option of a list of the board's
// four positions names no position (an empty furnace a flag picks is
// refused by the rules, in their words).
func namesNoPosition(v string) (string, error) {
	return "", checkPosition(v)
}

// askProducts: which small factory, which cubes (up to what 5a-5c allow),
// and with 3 or 4 cubes whether an empty furnace's action was used (5d).
func askProducts(tb *Table, t *walk.T, seat int) (game.Event, error) {
	s := tb.State
	q := &walk.Question{ID: "turn.factory", Kind: walk.Choice, Flag: "factory",
		Prompt: walk.M("game.ask.which_factory"), Topic: "obtain-products"}
	for _, pos := range BoardOrder { // the four in their places, an empty one marked
		c := s.Factories[pos]
		o := walk.Option{Value: string(pos), Label: walk.M("game.ask.factory_item", "Factory", SmallFactory(pos), "Cubes", Cubes(c))}
		if c.Total() == 0 {
			o.Label = walk.M("game.ask.factory_empty_item", "Factory", SmallFactory(pos))
			o.Unavailable = walk.M("game.problem.factory_empty", "Factory", SmallFactory(pos))
		}
		q.Options = append(q.Options, o)
	}
	q.Check, q.RefuseUnavailable = namesNoPosition, true
	v, err := t.Choose(q)
	if err != nil {
		return game.Event{}, err
	}
	at := companion.Position(v)
	take, err := t.Choose(takeQuestion(s, seat, at))
	if err != nil {
		return game.Event{}, err
	}
	c, _ := game.ParseCubes(take)
	e := game.Event{Kind: game.KindFactory, Seat: seat, At: at, Cubes: c}
	if empty := s.EmptyFurnaces(); game.CanUseFurnaceEffect(c.Total()) && len(empty) > 0 {
		eq := &walk.Question{ID: "turn.effect", Kind: walk.Choice, Flag: "furnace-effect", Optional: true, Default: walk.No,
			Prompt: walk.M("game.ask.effect", "Name", s.Name(seat)), Topic: "ability-5d",
			Options: []walk.Option{{Value: walk.No, Label: walk.M("game.ask.effect_no", "Factory", SmallFactory(at))}}}
		for _, f := range BoardOrder { // the four in their places, one not empty marked
			o := walk.Option{Value: string(f), Label: walk.M("game.ask.effect_item", "Furnace", Furnace(f))}
			if s.Furnaces[f] > 0 {
				o.Unavailable = walk.M("game.problem.effect_not_empty", "Furnace", Furnace(f))
			}
			eq.Options = append(eq.Options, o)
		}
		eq.Check, eq.RefuseUnavailable = namesNoPosition, true
		f, err := t.Choose(eq)
		if err != nil {
			return e, err
		}
		if f != walk.No {
			e.Effect = companion.Position(f)
		}
	}
	return e, nil
}

// takeQuestion offers every choice of cubes the player may take from the
// factory (rules-facts §3.8: 1, or up to 2/3/4 with 5a/5b/5c). A number is
// enough when the colours are clear (one colour there, or all of them).
func takeQuestion(s *game.State, seat int, at companion.Position) *walk.Question {
	have, most := s.Factories[at], s.MaxTake(seat, at)
	q := &walk.Question{ID: "turn.cubes", Kind: walk.Choice, Flag: "cubes",
		Prompt: walk.M("game.ask.which_cubes", "Max", most, "Cubes", Cubes(have)), Topic: "obtain-products"}
	for _, c := range s.Takes(seat, at) {
		q.Options = append(q.Options, walk.Option{Value: c.String(), Label: walk.M("game.ask.take_item", "Cubes", Cubes(c))})
	}
	q.Check = func(v string) (string, error) {
		if n, err := strconv.Atoi(v); err == nil {
			colours := have.Colours()
			switch {
			case n < 1:
				return "", companion.NewProblem("game.problem.take_none")
			case n > most:
				return "", companion.NewProblem("game.problem.take_too_many", "N", n, "Max", most)
			case len(colours) == 1:
				return game.CubesOf(colours[0], n).String(), nil
			case n == have.Total():
				return have.String(), nil
			}
			return "", companion.NewProblem("game.problem.which_colours", "Factory", SmallFactory(at), "Cubes", Cubes(have))
		}
		c, err := game.ParseCubes(v)
		if err != nil {
			return "", err
		}
		if err := s.Clone().Apply(game.Event{Kind: game.KindFactory, Seat: seat, At: at, Cubes: c}); err != nil {
			return "", err
		}
		return c.String(), nil
	}
	return q
}

func listOf(items []any) any { return locales.List{Items: items} }

func listSep(items []any, sep string) any { return locales.List{Items: items, Sep: sep} }

// Checks of a flag's value for itself, before any rule.

func checkPosition(v string) error {
	_, err := companion.ParsePosition(strings.ToLower(strings.TrimSpace(v)))
	return err
}

// checkTake: a number of cubes a player can ever take (1 to 4), or colours.
func checkTake(v string) error {
	v = strings.TrimSpace(v)
	if n, err := strconv.Atoi(v); err == nil {
		if most := data.Load().SmallFactoryTake.Abilities["5c"]; n < 1 || n > most {
			return companion.NewProblem("game.problem.take_count", "Value", n, "Max", most)
		}
		return nil
	}
	_, err := game.ParseCubes(v)
	return err
}
