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

// stepSupply: every player's parked cubes go to the small factories in
// valid combinations, each earning its printed bonus (rules-facts §5.2
// step 6, §6). One delivery per unit: who, where, which cubes, and which
// bonus the factory shows when that is not known (transcribed or proven by
// the rulebook's example); B4 then places a worker at once. A bonus the
// table named may be kept in the transcription.
func stepSupply(tb *Table, t *walk.T) error {
	s := tb.State
	known := tb.Known
	n := len(s.Reset.Deliveries) + 1
	say := t.Say
	if n > 1 || s.Reset.Answers > 0 { // what the step's first entry said: again only for a table coming back
		say = t.Recap
	}
	sayFactories(say, s, known)
	if n > 1 { // a table coming back sees who has delivered what (play test pt1 #10)
		t.Recap(walk.Item, walk.M("game.step.supply.so_far"))
		for _, e := range s.Reset.Deliveries {
			t.Recap(walk.Item, walk.M("game.step.supply.so_far_item", "What", Describe(s, e)))
		}
	}
	sayParked(t, s)
	q := deliveryQuestion(s, n, known)
	v, err := t.Choose(q)
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
	d := deliveryAt(s, known, e.At, game.BonusesFor(e.Cubes))
	if e.Bonus == "" && !d.Known() {
		// One bonus fits these cubes and nobody has read the factory:
		// the table is asked whether it shows it, never told (issue 18).
		shows, err := showsBonus(t, q.ID, v, e, d)
		if err != nil {
			return err
		}
		if !shows {
			// The table's "no" is an entry of its own, kept for the rest of
			// the game as a "yes" is kept with its delivery (issue 29): the
			// step's list comes again without that delivery.
			t.Say(walk.Item, walk.M("values.supply.not_shown", "Factory", SmallFactory(e.At), "Cubes", Cubes(e.Cubes), "Bonus", d.Bonuses[0]))
			return tb.Record(t, game.Event{Kind: game.KindNotShown, At: e.At, Bonus: d.Bonuses[0]})
		}
		e.Bonus = d.Bonuses[0]
	}
	return deliver(tb, t, n, e, d)
}

// deliveryAt is what a delivery earns at a small factory as far as the
// transcription, the rulebook and this game know: a bonus the table said
// the factory does not show is no longer one it may show (a bonus known
// there stays known).
func deliveryAt(s *game.State, known Known, pos companion.Position, fits []string) components.Delivery {
	d := known.Delivery(pos, fits)
	if d.Known() || len(d.Bonuses) == 0 {
		return d
	}
	said := slices.DeleteFunc(slices.Clone(d.Bonuses), func(id string) bool { return !s.SaidNotShown(pos, id) })
	d.Bonuses = slices.DeleteFunc(d.Bonuses, func(id string) bool { return s.SaidNotShown(pos, id) })
	if len(d.Bonuses) == 0 {
		d.Refused = companion.NewProblem("values.problem.said_not_shown", "Factory", SmallFactory(pos), "Bonuses", listOf(stringsAny(said)))
	}
	return d
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

// deliveryQuestion offers every delivery the rules and what is known of
// the factories allow: a player (in the order for collisions), a small
// factory, a valid combination (only that factory's, once transcribed in
// full) and, where the bonus is not known or the factory pays more than
// one for the cubes, which bonus it shows. A known bonus may be named too.
func deliveryQuestion(s *game.State, n int, known Known) *walk.Question {
	// The game as it stood when asked: the answer recorded after it (a
	// bonus the factory does not show) must not change its own check.
	s = s.Clone()
	q := &walk.Question{ID: "reset.supply." + strconv.Itoa(n), Kind: walk.Choice, Flag: "supply", Default: doneValue,
		Prompt: walk.M("game.step.supply.ask"), Topic: "supply-small-factories",
		Options: []walk.Option{{Value: doneValue, Label: walk.M("game.step.supply.no_more")}}}
	for _, seat := range ConflictOrder(s) {
		if s.Player(seat) == nil {
			continue
		}
		name := s.Name(seat)
		for _, pos := range BoardOrder {
			for _, c := range supplyCombos() {
				if !fitsParked(s, seat, c) {
					continue // beyond the cubes gained at step 5 (§5.2 step 6)
				}
				d := deliveryAt(s, known, pos, game.BonusesFor(c))
				if len(d.Bonuses) == 0 {
					continue // this factory takes no such delivery
				}
				base := name + ":" + string(pos) + ":" + c.String()
				path := []walk.Msg{walk.M("game.step.supply.who", "Name", name), walk.M("game.ask.factory_name", "Factory", SmallFactory(pos)),
					walk.M("game.ask.take_item", "Cubes", Cubes(c))}
				asks := []walk.Msg{{}, walk.M("game.step.supply.ask_factory", "Name", name),
					walk.M("game.step.supply.ask_cubes", "Name", name, "Factory", SmallFactory(pos)),
					walk.M("values.supply.ask_bonus", "Factory", SmallFactory(pos), "Cubes", Cubes(c))}
				askBonus := !d.Known() || len(d.Bonuses) > 1
				// One bonus fits and the factory is not read: the delivery
				// is offered as it is, and the table asked whether the
				// factory shows that bonus (stepSupply); a flag names it.
				askYes := !d.Known() && len(d.Bonuses) == 1
				if !askBonus || askYes {
					q.Options = append(q.Options, walk.Option{Value: base, Path: path, PathAsk: asks[:3],
						Label: walk.M("game.step.supply.delivery", "Name", name, "Factory", SmallFactory(pos), "Cubes", Cubes(c))})
				}
				for _, id := range d.Bonuses {
					q.Options = append(q.Options, walk.Option{Value: base + ":" + id, Hidden: !askBonus || askYes, PathAsk: asks,
						Path: append(slices.Clone(path), bonusItem(known, pos, id, d)),
						Label: walk.M("game.step.supply.delivery_bonus", "Name", name, "Factory", SmallFactory(pos), "Cubes", Cubes(c), "Bonus", id,
							"Reward", companion.Term("game.bonus."+id))})
				}
			}
		}
	}
	// The list opens on the first delivery, not on "no more deliveries":
	// one Enter too many must not end the step (play test de3 #4).
	for _, o := range q.Options {
		if o.Value != doneValue && !o.Hidden {
			q.Suggest = o.Value
			break
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
		return "", deliveryRefusal(deliveryAt(s, known, pos, game.BonusesFor(c)), pos, c, e.Bonus, canon)
	}
	return q
}

// deliveryRefusal says why a delivery (canon, its bonus if named) is not
// one the factory takes as given.
func deliveryRefusal(d components.Delivery, pos companion.Position, c game.Cubes, bonus, canon string) error {
	ids := listOf(stringsAny(d.Bonuses))
	switch {
	case len(d.Bonuses) == 0:
		return d.Refused
	case bonus == "" && !d.Known() && d.Note.ID != "":
		return companion.NewProblem("values.problem.bonus_unknown_noted", "Factory", SmallFactory(pos), "Cubes", Cubes(c), "List", ids, "Value", canon, "Note", d.Note)
	case bonus == "" && !d.Known():
		return companion.NewProblem("values.problem.bonus_unknown", "Factory", SmallFactory(pos), "Cubes", Cubes(c), "List", ids, "Value", canon)
	case bonus == "":
		return companion.NewProblem("game.problem.supply_which_bonus", "Factory", SmallFactory(pos), "List", ids, "Value", canon)
	}
	// Known: another bonus than the factory pays (an unknown one takes
	// every bonus that fits).
	return companion.NewProblem("values.problem.bonus_is."+string(d.Source), "Factory", SmallFactory(pos), "Cubes", Cubes(c), "List", ids, "Bonus", bonus)
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
// declines or may place none now (no disk left, the solo worker limit:
// said with the rule and its numbers). --bonus-worker NAME:... answers it
// whole; at a prompt it is asked as a turn's worker is: where, from one
// list of the places and cards, then the disk.
func bonusWorker(tb *Table, t *walk.T, seat, n int) error {
	s := tb.State
	id := "reset.supply." + strconv.Itoa(n) + ".worker"
	q := workerFlagQuestion(s, seat, id)
	if why, blocked := noWorkerWhy(s, seat); blocked {
		t.Say(walk.Item, walk.M("values.worker.blocked", "Name", s.Name(seat), "Why", why))
		q.Default = "none"
	}
	v, err := t.Ask(q)
	if err != nil || v == "none" {
		return err
	}
	if v != "" {
		if v, err = afterNearest(tb, t, id, v, func(qid string) *walk.Question {
			return workerAgainQuestion(tb.State, seat, qid)
		}); err != nil || v == refusedValue {
			return err
		}
	} else { // at the table: where, then which disk
		place, err := t.Choose(workerPlaceQuestion(s, seat, id+".place"))
		if err != nil || place == "none" {
			return err
		}
		d, err := chooseDisk(tb, t, id+".disk", func(qid string) *walk.Question {
			return diskQuestion(tb.State, seat, qid, "bonus-worker", false)
		})
		if err != nil {
			return err
		}
		v = place + ":" + d
	}
	e, err := parseWorker(tb.State, seat, v)
	if err != nil {
		return err
	}
	return tb.Record(t, e)
}

// workerFlagQuestion takes --bonus-worker NAME:... for B4's worker, whole
// (create:SIDE:ROW:DISK, reinforce:SIDE:ROW:N:DISK or none); not given, the
// table is asked part by part.
func workerFlagQuestion(s *game.State, seat int, id string) *walk.Question {
	name := s.Name(seat)
	return &walk.Question{ID: id, Kind: walk.Text, Flag: "bonus-worker", Key: name, FlagOnly: true,
		Prompt: walk.M("game.ask.bonus_worker", "Name", name), Topic: "small-factory-bonuses",
		Check: func(v string) (string, error) {
			if v == "" || v == "none" {
				return v, nil
			}
			e, err := parseWorker(s, seat, v)
			if err != nil {
				return "", err
			}
			if why, blocked := noWorkerWhy(s, seat); blocked {
				return "", companion.NewProblem("values.problem.worker_blocked", "Name", name, "Value", v, "Why", why)
			}
			if err := s.Clone().Apply(e); err != nil {
				return "", err
			}
			return workerValue(e), nil
		}}
}

// workerPlaceQuestion offers, in one list, where B4's worker may go: each
// place a new profession may attach and each card the player may reinforce
// (as a turn offers them), or no worker.
func workerPlaceQuestion(s *game.State, seat int, id string) *walk.Question {
	name := s.Name(seat)
	q := &walk.Question{ID: id, Kind: walk.Choice, Flag: "bonus-worker", Key: name,
		Prompt: walk.M("game.ask.bonus_worker", "Name", name), What: walk.M("values.worker.what", "Name", name),
		Topic:   "small-factory-bonuses",
		Options: []walk.Option{{Value: "none", Label: walk.M("game.ask.no_worker")}}}
	for _, side := range companion.Sides {
		for _, row := range companion.Rows {
			if s.CheckCreate(seat, side, row) != nil {
				continue
			}
			place := walk.M("game.ask.place_item", "Side", Side(side), "Row", Row(row), "Count", len(s.Professions[side][row]))
			q.Options = append(q.Options, walk.Option{Value: ActCreate + ":" + string(side) + ":" + string(row),
				Label: walk.M("values.worker.create", "Place", place)})
		}
	}
	for _, pl := range s.Reinforceable(seat) {
		q.Options = append(q.Options, walk.Option{Value: ActReinforce + ":" + placeValue(pl),
			Label: walk.M("values.worker.reinforce", "Place", ProfessionAt(s, pl))})
	}
	return q
}

// workerAgainQuestion offers every place with every disk the order of a
// sector just told allows, whole, for a --bonus-worker value refused by it
// (asked again at a prompt).
func workerAgainQuestion(s *game.State, seat int, id string) *walk.Question {
	q := workerPlaceQuestion(s, seat, id)
	places := q.Options
	q.Options = q.Options[:1:1] // none
	for _, o := range places[1:] {
		for _, d := range LegalDisks(s, seat, false) {
			q.Options = append(q.Options, walk.Option{Value: o.Value + ":" + d,
				Label: walk.M("values.worker.with_disk", "Place", o.Label, "Disk", DiskLabel(d))})
		}
	}
	q.Check = workerFlagQuestion(s, seat, id).Check
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
	case len(parts) == 2 && parts[1] == "none":
		return nil
	case len(parts) == 5 && parts[1] == ActCreate, len(parts) == 6 && parts[1] == ActReinforce:
	default:
		return companion.NewProblem("game.problem.bad_bonus_worker", "Value", v)
	}
	if err := checkPlace(parts[2] + ":" + parts[3]); err != nil {
		return err
	}
	return checkDisk(parts[len(parts)-1])
}
