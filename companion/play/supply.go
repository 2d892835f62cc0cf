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
	say := t.Say
	if n > 1 { // what the step's first delivery said: again only for a table coming back
		say = t.Recap
	}
	{
		say(walk.Item, walk.M("game.step.supply.text"))
		for _, pos := range BoardOrder {
			ids := known[pos]
			if len(ids) == 0 {
				say(walk.Item, walk.M("game.step.supply.factory_unknown", "Factory", SmallFactory(pos)))
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
			say(walk.Item, walk.M(key, "Factory", SmallFactory(pos), "Bonuses", listSep(parts, "; ")))
		}
		if !transcribed {
			say(walk.Item, walk.M("game.step.supply.read_board"))
			for _, b := range data.Load().Bonuses {
				say(walk.Item, walk.M("game.step.supply.bonus_item", "Line", BonusLine(b.ID)))
			}
		}
		say(walk.Item, walk.M("game.step.order", "Names", Names(s, ConflictOrder(s))))
		say(walk.Item, walk.M("game.step.order_note"))
	}
	v, err := t.Choose(deliveryQuestion(s, n, known, transcribed))
	if err != nil {
		return err
	}
	if v == doneValue {
		if err := noBonusWorker(t); err != nil {
			return err
		}
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

// noBonusWorker refuses a --bonus-worker value that no delivery took:
// with no delivery earning B4 for that player it would be dropped without
// a word (and a script would believe the worker placed).
func noBonusWorker(t *walk.T) error {
	_, err := t.Ask(&walk.Question{ID: "reset.bonus-worker-left", Kind: walk.Text, Flag: "bonus-worker", Key: walk.AnyKey,
		FlagOnly: true, Prompt: walk.M("game.ask.bonus_worker_left"), Topic: "small-factory-bonuses",
		Check: func(v string) (string, error) {
			if v == "" {
				return "", nil
			}
			return "", companion.NewProblem("game.problem.bonus_worker_unused", "Value", v)
		}})
	return err
}

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
				asks := []walk.Msg{{}, walk.M("game.step.supply.ask_factory", "Name", name),
					walk.M("game.step.supply.ask_cubes", "Name", name, "Factory", SmallFactory(pos)),
					walk.M("game.step.supply.ask_bonus", "Factory", SmallFactory(pos))}
				e := game.Event{Kind: game.KindSupply, Seat: seat, At: pos, Cubes: c}
				earned := earnedBonuses(known, transcribed, e)
				askBonus := len(earned) > 1 && slices.Contains(earned, game.BonusWorker)
				if !askBonus {
					q.Options = append(q.Options, walk.Option{Value: base, Path: path, PathAsk: asks[:3],
						Label: walk.M("game.step.supply.delivery", "Name", name, "Factory", SmallFactory(pos), "Cubes", Cubes(c))})
				}
				for _, id := range earned { // a bonus the factory may pay for c
					q.Options = append(q.Options, walk.Option{Value: base + ":" + id, Hidden: !askBonus, PathAsk: asks,
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
	if len(LegalDisks(s, seat, false)) == 0 {
		t.Say(walk.Item, walk.M("game.problem.no_disks_left", "Player", name))
		return nil
	}
	id := "reset.supply." + strconv.Itoa(n) + ".worker"
	build := func(qid string) *walk.Question { return workerQuestion(tb.State, seat, qid) }
	v, err := t.Choose(build(id))
	if err != nil || v == "none" {
		return err
	}
	if v, err = afterNearest(tb, t, id, v, build); err != nil || v == "none" {
		return err
	}
	e, _ := parseWorker(s, seat, v)
	return tb.Record(t, e)
}

// workerQuestion offers every place and disk B4's worker may take.
func workerQuestion(s *game.State, seat int, id string) *walk.Question {
	name := s.Name(seat)
	q := &walk.Question{ID: id, Kind: walk.Choice, Flag: "bonus-worker", Key: name,
		Prompt: walk.M("game.ask.bonus_worker", "Name", name), Topic: "small-factory-bonuses",
		Options: []walk.Option{{Value: "none", Label: walk.M("game.ask.no_worker")}}}
	disks := LegalDisks(s, seat, false)
	for _, side := range companion.Sides {
		for _, row := range companion.Rows {
			if s.CheckCreate(seat, side, row) != nil {
				continue
			}
			place := walk.M("game.ask.place_item", "Side", Side(side), "Row", Row(row), "Count", len(s.Professions[side][row]))
			for _, d := range disks {
				q.Options = append(q.Options, walk.Option{Value: "create:" + string(side) + ":" + string(row) + ":" + d,
					Path: []walk.Msg{walk.M("game.play.create"), walk.M("game.ask.side_name", "Side", Side(side)),
						walk.M("game.ask.row_count", "Row", Row(row), "Count", len(s.Professions[side][row])), DiskLabel(d)},
					PathAsk: []walk.Msg{{}, walk.M("game.ask.create_side", "Name", name), walk.M("game.ask.where_create"),
						walk.M("game.ask.disk", "Name", name)},
					Label: walk.M("game.ask.worker_create", "Place", place, "Disk", Disk(d))})
			}
		}
	}
	for _, pl := range s.Reinforceable(seat) {
		for _, d := range disks {
			q.Options = append(q.Options, walk.Option{Value: "reinforce:" + placeValue(pl) + ":" + d,
				Path: []walk.Msg{walk.M("game.play.reinforce"), walk.M("game.ask.side_name", "Side", Side(pl.Side)),
					walk.M("game.ask.row_name", "Row", Row(pl.Row)), ProfessionAt(s, pl), DiskLabel(d)},
				PathAsk: []walk.Msg{{}, walk.M("game.ask.reinforce_side", "Name", name), walk.M("game.ask.reinforce_row"),
					walk.M("game.ask.which_card"), walk.M("game.ask.disk", "Name", name)},
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
	return q
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
