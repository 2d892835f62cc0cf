package play

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/data"
)

// ResetFlags answer a reset phase. A command that records turns takes
// them too, for the reset phase a turn may start, so they may go unused.
var ResetFlags = walk.Flags{
	{Name: "reached", Mode: walk.OnOff, Spare: true, Help: walk.M("game.reset.flag_reached")},
	{Name: "refill", Value: "N", Spare: true, Help: walk.M("game.reset.flag_refill"), Check: checkRefillFlag},
	{Name: "remember", Mode: walk.OnOff, Spare: true, Help: walk.M("game.reset.flag_remember")},
	{Name: "supply", Mode: walk.EachValue, Value: "NAME:POS:CUBES[:BONUS]", Spare: true, Help: walk.M("game.reset.flag_supply"),
		None: "no-supply", NoneHelp: walk.M("game.reset.flag_no_supply"), Check: checkSupplyFlag},
	{Name: "bonus-worker", Mode: walk.KeyedValues, Value: "NAME:...", Spare: true, Help: walk.M("game.reset.flag_bonus_worker"), Check: checkWorkerFlag},
	{Name: "automa-apprentice", Value: "SIDE:ROW:N", Spare: true, Help: walk.M("solo.flag.automa_apprentice"), Check: checkPlace},
}

// Known is what the player transcribed of the printed components that the
// rulebooks do not give (rules-facts §13); nil fields are not transcribed.
type Known struct {
	Refills *components.Refills
	Bonuses *components.Bonuses
}

// Remembered is a refill number the table asked to keep in its
// transcription (the front end saves it).
type Remembered struct{ Space, Players, Cubes int }

// Reset walks the reset phase in progress to its end.
func Reset(tb *Table, t *walk.T) error {
	for tb.State.Reset != nil {
		if err := ResetStep(tb, t); err != nil {
			return err
		}
	}
	return nil
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
	if step != game.StepSupply || len(r.Deliveries) == 0 {
		title := companion.Term("game.reset.title")
		if r.Final {
			title = companion.Term("game.reset.title_final")
		}
		t.Say(walk.Heading, walk.M("game.reset.step_header", "Title", title, "N", r.Step+1, "Of", len(r.Steps), "Step", StepTitle(step)))
	}
	var err error
	switch step {
	case game.StepArmy:
		err = stepArmy(tb, t)
	case game.StepRefill:
		err = stepRefill(tb, t)
	case game.StepVP:
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
		err = confirmStep(tb, t, step)
	case game.StepEmpty:
		any := false
		for _, pos := range BoardOrder {
			if c := s.Factories[pos]; c.Total() > 0 {
				any = true
				t.Say(walk.Item, walk.M("game.step.empty.line", "Factory", SmallFactory(pos), "Cubes", Cubes(c)))
			}
		}
		if !any {
			t.Say(walk.Item, walk.M("game.step.empty.none"))
		}
		err = confirmStep(tb, t, step)
	case game.StepInvestments:
		t.Say(walk.Item, walk.M("game.step.investments.text"))
		t.Say(walk.Item, walk.M("game.step.order", "Names", Names(s, ConflictOrder(s))))
		err = confirmStep(tb, t, step)
	case game.StepAutomaSupply:
		err = stepAutomaSupply(tb, t)
	case game.StepSupply:
		err = stepSupply(tb, t)
	case game.StepContracts:
		t.Say(walk.Item, walk.M("game.step.contracts.text"))
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
		t.Say(walk.Heading, walk.M("game.reset.over", "Army", tb.State.Army))
	}
	return nil
}

// confirmStep waits for the table (on a terminal) and records the step.
func confirmStep(tb *Table, t *walk.T, step game.StepID) error {
	if err := t.Wait("reset."+string(step), walk.M("game.reset.confirm")); err != nil {
		return err
	}
	return tb.Record(nil, game.Event{Kind: game.KindResetStep, Step: step})
}

// ConflictOrder is the turn order from the seat whose turn started the
// reset phase: where choices collide, players go in this order (§5.1).
func ConflictOrder(s *game.State) []int {
	start := s.Cursor
	if s.Reset != nil && s.Reset.Trigger >= 0 {
		start = max(0, slices.Index(s.Order, s.Reset.Trigger))
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
	if err := tb.Record(t, e); err != nil {
		return err
	}
	if tb.State.EndTriggered && !was {
		t.Say(walk.Item, walk.M("game.step.army.triggered"))
		t.Say(walk.Item, EndCount(tb.State))
	}
	return nil
}

// stepRefill: each empty furnace gets the number printed on the army's new
// space for the player count (rules-facts §5.2 step 2). The numbers are on
// the board only (§13): from --refill, else the player's transcription,
// else asked (and kept on request).
func stepRefill(tb *Table, t *walk.T) error {
	s := tb.State
	e := game.Event{Kind: game.KindResetStep, Step: game.StepRefill}
	empty := s.EmptyFurnaces()
	if len(empty) == 0 {
		t.Say(walk.Item, walk.M("game.step.refill.none"))
		return tb.Record(t, e)
	}
	space, players := s.Army, len(s.Players)
	q := &walk.Question{ID: "reset.refill", Kind: walk.Number, Flag: "refill", Min: 0, Max: data.Load().CubesPerColour,
		Prompt: walk.M("game.step.refill.ask", "Space", space, "Players", players), Topic: "replenish-furnaces"}
	if s.Solo != nil {
		q.Prompt = walk.M("game.step.refill.ask_solo", "Space", space)
	}
	known, isKnown := 0, false
	if s.Solo == nil && tb.Known.Refills != nil {
		known, isKnown = tb.Known.Refills.Cubes(space, players)
	}
	if isKnown {
		q.FlagOnly, q.Default = true, strconv.Itoa(known)
	}
	n, err := t.Number(q)
	if err != nil {
		return err
	}
	if isKnown && n == known {
		t.Say(walk.Item, walk.M("game.step.refill.from_transcription", "Space", space, "Players", players, "Count", n))
	}
	if s.Solo == nil && (!isKnown || n != known) {
		keep, err := t.Yes(&walk.Question{ID: "reset.remember", Kind: walk.YesNo, Flag: "remember", Optional: true,
			Default: walk.No, Suggest: walk.Yes, Prompt: walk.M("game.step.refill.remember", "Space", space, "Players", players)})
		if err != nil {
			return err
		}
		if keep {
			if err := components.CheckRefill(space, players, n); err != nil {
				return err
			}
			tb.Remember = append(tb.Remember, Remembered{space, players, n})
		}
	}
	e.Count = n
	if err := tb.Record(t, e); err != nil {
		return err
	}
	var names []any
	for _, f := range BoardOrder {
		if slices.Contains(empty, f) {
			names = append(names, Furnace(f))
		}
	}
	t.Say(walk.Item, walk.M("game.step.refill.text", "Count", n, "Furnaces", listSep(names, "; ")))
	return nil
}

// factoryBonuses is what the companion knows of each small factory's
// bonuses: the transcription, else what the rulebook's example proves
// (transcribed false).
func factoryBonuses(k Known) (map[companion.Position][]string, bool) {
	if k.Bonuses != nil && len(k.Bonuses.Factories) > 0 {
		return k.Bonuses.Factories, true
	}
	return components.Proven(), false
}

// BonusLine names a bonus with what it asks and pays.
func BonusLine(id string) walk.Msg {
	comb, _ := game.BonusCombination(id)
	return walk.M("game.bonus.line", "ID", id, "Cubes", Cubes(comb), "Reward", companion.Term("game.bonus."+id))
}

// stepSupply: every player's parked cubes go to the small factories in
// valid combinations, each earning its printed bonus (rules-facts §5.2
// step 6, §6). One delivery per unit: who, where, which cubes (and which
// bonus, when the factory may show B4 and the companion does not know);
// B4 then places a worker at once.
func stepSupply(tb *Table, t *walk.T) error {
	s := tb.State
	known, transcribed := factoryBonuses(tb.Known)
	n := len(s.Reset.Deliveries) + 1
	if n == 1 {
		t.Say(walk.Item, walk.M("game.step.supply.text"))
		for _, pos := range BoardOrder {
			ids := known[pos]
			if len(ids) == 0 {
				t.Say(walk.Item, walk.M("game.step.supply.factory_unknown", "Factory", SmallFactory(pos)))
				continue
			}
			var parts []any
			for _, id := range ids {
				parts = append(parts, BonusLine(id))
			}
			key := "game.step.supply.factory"
			if !transcribed {
				key = "game.step.supply.factory_proven"
			}
			t.Say(walk.Item, walk.M(key, "Factory", SmallFactory(pos), "Bonuses", listSep(parts, "; ")))
		}
		if !transcribed {
			t.Say(walk.Item, walk.M("game.step.supply.read_board"))
			for _, b := range data.Load().Bonuses {
				t.Say(walk.Item, walk.M("game.step.supply.bonus_item", "Line", BonusLine(b.ID)))
			}
		}
		t.Say(walk.Item, walk.M("game.step.order", "Names", Names(s, ConflictOrder(s))))
		t.Say(walk.Item, walk.M("game.step.order_note"))
	}
	v, err := t.Choose(deliveryQuestion(s, n, known, transcribed))
	if err != nil {
		return err
	}
	if v == doneValue {
		return tb.Record(nil, game.Event{Kind: game.KindResetStep, Step: game.StepSupply})
	}
	e := parseDelivery(s, v)
	if err := tb.Record(t, e); err != nil {
		return err
	}
	earned := earnedBonuses(known, transcribed, e)
	switch {
	case e.Bonus != "":
		t.Say(walk.Item, walk.M("game.step.supply.earned", "Line", BonusLine(e.Bonus)))
	case len(earned) == 1:
		t.Say(walk.Item, walk.M("game.step.supply.earned", "Line", BonusLine(earned[0])))
	default:
		var parts []any
		for _, id := range earned {
			parts = append(parts, walk.M("game.bonus.short", "ID", id, "Reward", companion.Term("game.bonus."+id)))
		}
		t.Say(walk.Item, walk.M("game.step.supply.one_of", "List", listSep(parts, " / ")))
	}
	if e.Bonus == game.BonusWorker || (e.Bonus == "" && len(earned) == 1 && earned[0] == game.BonusWorker) {
		return bonusWorker(tb, t, e.Seat, n)
	}
	return nil
}

const doneValue = "done"

// earnedBonuses: the bonuses a delivery may earn at its factory: those
// transcribed there with its combination, or, not transcribed, every bonus
// with its combination.
func earnedBonuses(known map[companion.Position][]string, transcribed bool, e game.Event) []string {
	all := game.BonusesFor(e.Cubes)
	if !transcribed {
		return all
	}
	var out []string
	for _, id := range known[e.At] {
		if slices.Contains(all, id) {
			out = append(out, id)
		}
	}
	return out
}

// supplyCombos are the valid combinations of the bonus list, each once,
// single cubes first.
func supplyCombos() []game.Cubes {
	var out []game.Cubes
	for _, b := range data.Load().Bonuses {
		c, _ := game.BonusCombination(b.ID)
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	slices.SortStableFunc(out, func(x, y game.Cubes) int { return x.Total() - y.Total() })
	return out
}

// deliveryQuestion offers every delivery the rules allow: a player (in the
// order for collisions), a small factory, a valid combination (only that
// factory's, once transcribed) and, where the factory may show B4 and the
// companion does not know, which bonus it shows. A bonus may always be
// named with a flag.
func deliveryQuestion(s *game.State, n int, known map[companion.Position][]string, transcribed bool) *walk.Question {
	q := &walk.Question{ID: "reset.supply." + strconv.Itoa(n), Kind: walk.Choice, Flag: "supply", Default: doneValue,
		Prompt: walk.M("game.step.supply.ask"), Topic: "supply-small-factories",
		Options: []walk.Option{{Value: doneValue, Label: walk.M("game.step.supply.no_more")}}}
	for _, seat := range ConflictOrder(s) {
		if s.Player(seat) == nil {
			continue
		}
		name := s.Name(seat)
		for _, pos := range BoardOrder {
			combos := supplyCombos()
			if transcribed && len(known[pos]) > 0 {
				combos = nil
				for _, id := range known[pos] {
					c, _ := game.BonusCombination(id)
					if !slices.Contains(combos, c) {
						combos = append(combos, c)
					}
				}
			}
			for _, c := range combos {
				base := name + ":" + string(pos) + ":" + c.String()
				path := []walk.Msg{walk.M("game.step.supply.who", "Name", name), walk.M("game.ask.factory_name", "Factory", SmallFactory(pos)),
					walk.M("game.ask.take_item", "Cubes", Cubes(c))}
				e := game.Event{Kind: game.KindSupply, Seat: seat, At: pos, Cubes: c}
				earned := earnedBonuses(known, transcribed, e)
				askBonus := len(earned) > 1 && slices.Contains(earned, game.BonusWorker)
				if !askBonus {
					q.Options = append(q.Options, walk.Option{Value: base, Path: path,
						Label: walk.M("game.step.supply.delivery", "Name", name, "Factory", SmallFactory(pos), "Cubes", Cubes(c))})
				}
				for _, id := range game.BonusesFor(c) {
					q.Options = append(q.Options, walk.Option{Value: base + ":" + id, Hidden: !askBonus || !slices.Contains(earned, id),
						Path:  append(slices.Clone(path), walk.M("game.ask.bonus_item", "Line", BonusLine(id))),
						Label: walk.M("game.step.supply.delivery_bonus", "Name", name, "Factory", SmallFactory(pos), "Cubes", Cubes(c), "Bonus", id)})
				}
			}
		}
	}
	q.Check = func(v string) (string, error) {
		parts := strings.Split(v, ":")
		if len(parts) < 3 || len(parts) > 4 {
			return "", companion.NewProblem("game.problem.bad_supply", "Value", v)
		}
		seat := s.Settings.Seat(parts[0])
		if seat < 0 {
			return "", companion.NewProblem("game.problem.unknown_player", "Name", parts[0], "Names", Names(s, allSeats(s)))
		}
		pos, err := companion.ParsePosition(strings.ToLower(strings.TrimSpace(parts[1])))
		if err != nil {
			return "", err
		}
		c, err := game.ParseCubes(parts[2])
		if err != nil {
			return "", err
		}
		e := game.Event{Kind: game.KindSupply, Seat: seat, At: pos, Cubes: c}
		if len(parts) == 4 {
			e.Bonus = strings.ToUpper(strings.TrimSpace(parts[3]))
		}
		if err := s.Clone().Apply(e); err != nil {
			return "", err
		}
		canon := s.Name(seat) + ":" + string(pos) + ":" + c.String()
		if e.Bonus != "" {
			canon += ":" + e.Bonus
		}
		for _, o := range q.Options {
			if o.Value == canon {
				return canon, nil
			}
		}
		earned := earnedBonuses(known, transcribed, e)
		if e.Bonus == "" && slices.Contains(earned, game.BonusWorker) {
			return "", companion.NewProblem("game.problem.supply_which_bonus", "Factory", SmallFactory(pos), "List", listOf(stringsAny(earned)), "Value", canon)
		}
		if e.Bonus != "" && transcribed && !slices.Contains(earned, e.Bonus) {
			return "", companion.NewProblem("game.problem.supply_bonus_not_there", "Factory", SmallFactory(pos), "Bonus", e.Bonus)
		}
		return "", companion.NewProblem("game.problem.supply_not_here", "Factory", SmallFactory(pos), "Cubes", Cubes(c))
	}
	return q
}

func stringsAny(xs []string) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}

// parseDelivery reads a delivery answer (NAME:POS:CUBES[:BONUS], checked).
func parseDelivery(s *game.State, v string) game.Event {
	parts := strings.Split(v, ":")
	c, _ := game.ParseCubes(parts[2])
	e := game.Event{Kind: game.KindSupply, Seat: s.Settings.Seat(parts[0]), At: companion.Position(parts[1]), Cubes: c}
	if len(parts) == 4 {
		e.Bonus = parts[3]
	}
	return e
}

// bonusWorker: bonus B4 places a worker at once, a master or an apprentice
// under the placement rules (rules-facts §6, D68), or none when the player
// has no disk left or declines.
func bonusWorker(tb *Table, t *walk.T, seat, n int) error {
	s := tb.State
	name := s.Name(seat)
	q := &walk.Question{ID: "reset.supply." + strconv.Itoa(n) + ".worker", Kind: walk.Choice, Flag: "bonus-worker", Key: name,
		Prompt: walk.M("game.ask.bonus_worker", "Name", name), Topic: "small-factory-bonuses",
		Options: []walk.Option{{Value: "none", Label: walk.M("game.ask.no_worker")}}}
	disks := LegalDisks(s, seat, false)
	if len(disks) == 0 {
		t.Say(walk.Item, walk.M("game.problem.no_disks_left", "Player", name))
		return nil
	}
	for _, side := range companion.Sides {
		for _, row := range companion.Rows {
			if s.CheckCreate(seat, side, row) != nil {
				continue
			}
			place := walk.M("game.ask.place_item", "Side", Side(side), "Row", Row(row), "Count", len(s.Professions[side][row]))
			for _, d := range disks {
				q.Options = append(q.Options, walk.Option{Value: "create:" + string(side) + ":" + string(row) + ":" + d,
					Path:  []walk.Msg{walk.M("game.play.create"), walk.M("game.ask.side_name", "Side", Side(side)), place, DiskLabel(d)},
					Label: walk.M("game.ask.worker_create", "Place", place, "Disk", Disk(d))})
			}
		}
	}
	for _, pl := range s.Reinforceable(seat) {
		for _, d := range disks {
			q.Options = append(q.Options, walk.Option{Value: "reinforce:" + placeValue(pl) + ":" + d,
				Path: []walk.Msg{walk.M("game.play.reinforce"), walk.M("game.ask.side_name", "Side", Side(pl.Side)),
					walk.M("game.ask.row_name", "Row", Row(pl.Row)), ProfessionAt(s, pl), DiskLabel(d)},
				Label: walk.M("game.ask.worker_reinforce", "Place", ProfessionAt(s, pl), "Disk", Disk(d))})
		}
	}
	q.Check = func(v string) (string, error) {
		e, err := parseWorker(s, seat, v)
		if err != nil {
			return "", err
		}
		if err := s.Clone().Apply(e); err != nil {
			return "", err
		}
		return workerValue(e), nil
	}
	v, err := t.Choose(q)
	if err != nil || v == "none" {
		return err
	}
	e, _ := parseWorker(s, seat, v)
	return tb.Record(t, e)
}

// parseWorker reads create:SIDE:ROW:DISK or reinforce:SIDE:ROW:N:DISK.
func parseWorker(s *game.State, seat int, v string) (game.Event, error) {
	parts := strings.Split(v, ":")
	e := game.Event{Seat: seat, Bonus: game.BonusWorker}
	bad := companion.NewProblem("game.problem.bad_bonus_worker", "Value", v)
	switch {
	case len(parts) == 4 && parts[0] == ActCreate:
		e.Kind = game.KindCreate
	case len(parts) == 5 && parts[0] == ActReinforce:
		e.Kind = game.KindReinforce
	default:
		return e, bad
	}
	side, row, _, err := parsePlace(parts[1] + ":" + parts[2])
	if err != nil {
		return e, err
	}
	e.Side, e.Row = side, row
	if e.Kind == game.KindReinforce {
		if e.Index, err = pickProfession(s, seat, side, row, parts[3]); err != nil {
			return e, err
		}
	}
	if e.Disk, err = game.ParseDisk(parts[len(parts)-1]); err != nil {
		return e, err
	}
	return e, nil
}

func workerValue(e game.Event) string {
	if e.Kind == game.KindCreate {
		return "create:" + string(e.Side) + ":" + string(e.Row) + ":" + e.Disk
	}
	return "reinforce:" + string(e.Side) + ":" + string(e.Row) + ":" + strconv.Itoa(e.Index) + ":" + e.Disk
}

// Checks of the reset flags' values for themselves.

func checkRefillFlag(v string) error {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return companion.NewProblem("prompt.invalid_number", "Value", v)
	}
	if max := data.Load().CubesPerColour; n < 0 || n > max {
		return companion.NewProblem("game.problem.refill_count", "Value", n, "Max", max)
	}
	return nil
}

func checkSupplyFlag(v string) error {
	parts := strings.Split(v, ":")
	if len(parts) < 3 || len(parts) > 4 {
		return companion.NewProblem("game.problem.bad_supply", "Value", v)
	}
	if err := checkPosition(parts[1]); err != nil {
		return err
	}
	if _, err := game.ParseCubes(parts[2]); err != nil {
		return err
	}
	if len(parts) == 4 && !components.IsBonus(strings.ToUpper(strings.TrimSpace(parts[3]))) {
		return companion.NewProblem("problem.unknown_bonus", "Value", parts[3])
	}
	return nil
}

func checkWorkerFlag(v string) error {
	parts := strings.Split(v, ":")
	switch {
	case len(parts) == 5 && parts[1] == ActCreate, len(parts) == 6 && parts[1] == ActReinforce:
	default:
		return companion.NewProblem("game.problem.bad_bonus_worker", "Value", v)
	}
	if err := checkPlace(parts[2] + ":" + parts[3]); err != nil {
		return err
	}
	return checkDisk(parts[len(parts)-1])
}

// ResetStartFlags start a reset phase by hand (when the turns are not
// logged).
var ResetStartFlags = walk.Flags{
	{Name: "empty", Value: "POS,POS", Help: walk.M("game.reset.flag_empty"), Check: checkPositions},
	{Name: "final", Mode: walk.OnOff, Help: walk.M("game.reset.flag_final")},
}

// ResetStart starts a reset phase by hand (rules-facts §5.1): the table
// names the empty furnaces the companion does not know of, or starts the
// final reset phase once the end is triggered.
func ResetStart(tb *Table, t *walk.T) error {
	s := tb.State
	if !s.InTurns() {
		return s.NotTurns()
	}
	final, err := t.Yes(&walk.Question{ID: "reset.final", Kind: walk.YesNo, Flag: "final", FlagOnly: true, Default: walk.No,
		Prompt: walk.M("game.reset.flag_final"), Topic: "end-of-game"})
	if err != nil {
		return err
	}
	e := game.Event{Kind: game.KindResetStart, Yes: final}
	if len(s.EmptyFurnaces()) < 2 && !final {
		q := &walk.Question{ID: "reset.empty", Kind: walk.List, Flag: "empty",
			Prompt: walk.M("game.reset.ask_empty"), Topic: "reset-trigger"}
		for _, pos := range BoardOrder {
			if s.Furnaces[pos] > 0 {
				q.Options = append(q.Options, walk.Option{Value: string(pos), Label: walk.M("game.ask.furnace_item", "Furnace", Furnace(pos), "Count", s.Furnaces[pos])})
			}
		}
		q.Check = func(v string) (string, error) {
			if n := len(s.EmptyFurnaces()) + len(walk.Split(v)); n < 2 {
				return "", companion.NewProblem("game.problem.reset_needs_two", "N", n)
			}
			return v, nil
		}
		picked, err := t.Pick(q)
		if err != nil {
			return err
		}
		for _, p := range picked {
			e.Furnaces = append(e.Furnaces, companion.Position(p))
		}
	}
	return tb.Record(t, e)
}

func checkPositions(v string) error {
	for _, p := range strings.Split(v, ",") {
		if err := checkPosition(p); err != nil {
			return err
		}
	}
	return nil
}
