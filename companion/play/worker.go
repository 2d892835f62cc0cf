package play

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// AskWorker asks where a worker goes and which disk it is: a new
// profession (action create) or an apprentice (reinforce). The turn asks
// it, and the small factory bonus B4 does too (bonus "B4", id prefix of its
// own). It returns the event, checked by the rules but not recorded.
func AskWorker(tb *Table, t *walk.T, seat int, action, id, bonus string) (game.Event, error) {
	s := tb.State
	e := game.Event{Seat: seat, Bonus: bonus}
	if action == ActCreate {
		v, err := t.Choose(createQuestion(s, seat, id, bonus))
		if err != nil {
			return e, err
		}
		side, row, _ := strings.Cut(v, ":")
		e.Kind, e.Side, e.Row = game.KindCreate, companion.Side(side), companion.Row(row)
	} else {
		v, err := t.Choose(reinforceQuestion(s, seat, id, bonus))
		if err != nil {
			return e, err
		}
		parts := strings.Split(v, ":")
		e.Kind, e.Side, e.Row = game.KindReinforce, companion.Side(parts[0]), companion.Row(parts[1])
		e.Index, _ = strconv.Atoi(parts[2])
	}
	d, err := chooseDisk(tb, t, id+".disk", func(qid string) *walk.Question {
		return diskQuestion(tb.State, seat, qid, diskFlag(bonus), false)
	})
	if err != nil {
		return e, err
	}
	e.Disk = d
	return e, nil
}

func diskFlag(bonus string) string {
	if bonus != "" {
		return "bonus-worker-disk"
	}
	return "disk"
}

func placeFlag(action, bonus string) string {
	if bonus != "" {
		return "bonus-worker"
	}
	return action
}

// createQuestion offers the places where a new profession may attach: the
// placement rule, with 3b's relaxation (rules-facts §3.4).
func createQuestion(s *game.State, seat int, id, bonus string) *walk.Question {
	q := &walk.Question{ID: id + ".create", Kind: walk.Choice, Flag: placeFlag(ActCreate, bonus),
		Prompt: walk.M("game.ask.where_create"), Topic: "profession-placement"}
	for _, side := range companion.Sides {
		for _, row := range companion.Rows {
			if s.CheckCreate(seat, side, row) == nil {
				q.Options = append(q.Options, walk.Option{Value: string(side) + ":" + string(row),
					Label: walk.M("game.ask.place_item", "Side", Side(side), "Row", Row(row), "Count", len(s.Professions[side][row]))})
			}
		}
	}
	q.Check = func(v string) (string, error) {
		side, row, rest, err := parsePlace(v)
		if err != nil {
			return "", err
		}
		if rest != "" {
			return "", companion.NewProblem("game.problem.bad_place", "Value", v)
		}
		if err := s.CheckCreate(seat, side, row); err != nil {
			return "", err
		}
		return string(side) + ":" + string(row), nil
	}
	return q
}

// reinforceQuestion offers the professions the seat may reinforce: with a
// free apprentice space and someone else's master (rules-facts §3.5).
func reinforceQuestion(s *game.State, seat int, id, bonus string) *walk.Question {
	q := &walk.Question{ID: id + ".reinforce", Kind: walk.Choice, Flag: placeFlag(ActReinforce, bonus),
		Prompt: walk.M("game.ask.which_card"), Topic: "reinforce-profession"}
	for _, pl := range s.Reinforceable(seat) {
		q.Options = append(q.Options, walk.Option{Value: placeValue(pl), Label: ProfessionAt(s, pl)})
	}
	q.Check = func(v string) (string, error) {
		side, row, which, err := parsePlace(v)
		if err != nil {
			return "", err
		}
		index, err := pickProfession(s, seat, side, row, which)
		if err != nil {
			return "", err
		}
		if err := s.CheckReinforce(seat, side, row, index); err != nil {
			return "", err
		}
		return placeValue(game.Place{Side: side, Row: row, Index: index}), nil
	}
	return q
}

func placeValue(pl game.Place) string {
	return string(pl.Side) + ":" + string(pl.Row) + ":" + strconv.Itoa(pl.Index)
}

// parsePlace reads SIDE:ROW and returns what follows a second colon.
func parsePlace(v string) (companion.Side, companion.Row, string, error) {
	parts := strings.SplitN(v, ":", 3)
	if len(parts) < 2 {
		return "", "", "", companion.NewProblem("game.problem.bad_place", "Value", v)
	}
	side, err := companion.ParseSide(strings.ToLower(strings.TrimSpace(parts[0])))
	if err != nil {
		return "", "", "", err
	}
	row, err := companion.ParseRow(strings.ToLower(strings.TrimSpace(parts[1])))
	if err != nil {
		return "", "", "", err
	}
	rest := ""
	if len(parts) == 3 {
		rest = strings.TrimSpace(parts[2])
	}
	return side, row, rest, nil
}

// pickProfession finds the card to reinforce in a row: by its 1-based
// place, by its master's name, or the only one the seat may reinforce.
func pickProfession(s *game.State, seat int, side companion.Side, row companion.Row, which string) (int, error) {
	list := s.Professions[side][row]
	if which != "" {
		if n, err := strconv.Atoi(which); err == nil {
			return n, nil
		}
		master := s.Settings.Seat(which)
		if strings.EqualFold(which, "automa") {
			master = game.Automa
		} else if master < 0 {
			return 0, companion.NewProblem("game.problem.unknown_player", "Name", which, "Names", Names(s, allSeats(s)))
		}
		first := 0
		for i, pr := range list {
			if pr.Master == master {
				if first == 0 {
					first = i + 1
				}
				if !pr.HasApprentice {
					return i + 1, nil
				}
			}
		}
		if first > 0 {
			return first, nil // CheckReinforce explains why not
		}
		return 0, companion.NewProblem("game.problem.no_master_there", "Name", which, "Row", Row(row), "Side", Side(side))
	}
	var options []game.Place
	for _, pl := range s.Reinforceable(seat) {
		if pl.Side == side && pl.Row == row {
			options = append(options, pl)
		}
	}
	switch {
	case len(options) == 1:
		return options[0].Index, nil
	case len(options) == 0 && len(list) == 0:
		return 1, nil // CheckReinforce explains: no card there
	case len(options) == 0:
		return 0, companion.NewProblem("game.problem.none_to_reinforce", "Row", Row(row), "Side", Side(side))
	}
	values := make([]any, len(options))
	for i, pl := range options {
		values[i] = placeValue(pl)
	}
	return 0, companion.NewProblem("game.problem.which_card", "Row", Row(row), "Side", Side(side), "List", listOf(values))
}

func allSeats(s *game.State) []int {
	out := make([]int, len(s.Players))
	for i := range out {
		out[i] = i
	}
	return out
}

// diskQuestion offers the disks the seat may take now: abilities whose
// prerequisites are met (rules-facts §4.2) and the gates (§4.1). For the
// starting master the disk already counts as taken; later adds "decide
// later".
func diskQuestion(s *game.State, seat int, id, flag string, start bool) *walk.Question {
	c := s
	if start {
		c = s.Clone()
		c.Player(seat).StartDiskPending = false
	}
	q := &walk.Question{ID: id, Kind: walk.Choice, Flag: flag, Topic: "permanent-abilities",
		Prompt: walk.M("game.ask.disk", "Name", Seat(s, seat))}
	if start {
		q.Prompt = walk.M("game.ask.start_disk", "Name", Seat(s, seat))
	}
	for _, d := range LegalDisks(s, seat, start) {
		q.Options = append(q.Options, walk.Option{Value: d, Label: DiskLabel(d)})
	}
	q.Check = func(v string) (string, error) {
		d, err := game.ParseDisk(v)
		if err != nil {
			return "", err
		}
		if err := c.CheckDisk(seat, d); err != nil {
			return "", err
		}
		return d, nil
	}
	return q
}

// LegalDisks lists the disks a seat may take now, every rule checked (for
// the starting master, with that disk not yet counted).
func LegalDisks(s *game.State, seat int, start bool) []string {
	c := s
	if start {
		c = s.Clone()
		c.Player(seat).StartDiskPending = false
	}
	var out []string
	for _, d := range c.AvailableDisks(seat) {
		if c.CheckDisk(seat, d) == nil {
			out = append(out, d)
		}
	}
	return out
}

func checkDisk(v string) error {
	if _, d, ok := strings.Cut(v, ":"); ok { // NAME:DISK
		v = d
	}
	_, err := game.ParseDisk(v)
	return err
}

func checkPlace(v string) error {
	_, _, _, err := parsePlace(v)
	return err
}
