package play

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Step 2 of the reset phase: the furnaces refilled with the number printed
// on the army's space (rules-facts §5.2 step 2).

// stepRefill: each empty furnace gets the number printed on the army's new
// space for the player count (rules-facts §5.2 step 2). The numbers are on
// the board only (§13): from --refill, else the player's transcription,
// else asked (and kept on request).
func stepRefill(tb *Table, t *walk.T) error {
	s := tb.State
	e := game.Event{Kind: game.KindResetStep, Step: game.StepRefill}
	if s.Reset.Final && s.Solo == nil {
		// After the last turns nothing uses the furnaces again (rules-facts
		// §5.3): the number printed on the army's space cannot matter.
		t.Say(walk.Item, walk.M("values.final.no_refill"))
		return tb.Record(t, e)
	}
	empty := s.EmptyFurnaces()
	if len(empty) == 0 {
		t.Say(walk.Item, walk.M("game.step.refill.none"))
		return tb.Record(t, e)
	}
	space, players := s.Army, len(s.Players)
	// Solo: which of the 4/3/2 values applies is not in the texts (§8.6),
	// so the table always says.
	known, source := 0, components.Unknown
	if s.Solo == nil {
		known, source = tb.Known.Refill(space, players)
	}
	n, keep, err := askRefill(tb, t, space, players, known, source)
	if err != nil {
		return err
	}
	switch {
	case source == components.Transcribed && n == known:
		t.Say(walk.Item, walk.M("game.step.refill.from_transcription", "Space", space, "Players", players, "Count", n))
	case source == components.Proven && n == known:
		t.Say(walk.Item, walk.M("values.refill.from_proven", "Space", space, "Players", players, "Count", n))
	}
	if keep == refillOnce {
		t.Say(walk.Item, walk.M("game.step.refill.not_kept"))
	}
	if keep == refillKeep {
		if err := components.CheckRefill(space, players, n); err != nil {
			return err
		}
		tb.Remember = append(tb.Remember, Remembered{Space: space, Players: players, Cubes: n})
	}
	e.Count = n
	// The refill is said below, furnace by furnace; the recorded line
	// would say it again.
	if err := tb.Record(nil, e); err != nil {
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

// The answers of the question that keeps a refill number in the table's
// transcription: keep it, use it this time only, or not that number.
const (
	refillKeep  = walk.Yes
	refillOnce  = walk.No
	refillAgain = "again"
)

// askRefill asks the number printed on the army's space until the table
// stands by it (play test de3 #1: a number the table turned down was used
// all the same). A number the rulebook's example proves (45, 4 players:
// 3; rules-facts §5.2 step 2, §10 E8) is never contradicted by a typo:
// only the table's own transcription overrides it (Known.Refill). 0 cubes
// leave the empty furnaces empty, so the table says it once more; a number
// the table will not keep or use is asked again.
// It returns the number and whether the table keeps it (refillKeep,
// refillOnce; "" when not asked).
func askRefill(tb *Table, t *walk.T, space, players, known int, source components.Source) (int, string, error) {
	s := tb.State
	// The printed number is not in the texts (§13) and cubes are unlimited
	// (§1): the bound is the companion's own check against typing slips.
	q := &walk.Question{ID: "reset.refill", Kind: walk.Number, Flag: "refill", Min: 0, Max: companion.RefillLimit,
		Prompt: walk.M("game.step.refill.ask", "Space", space, "Players", players), Topic: "replenish-furnaces",
		Check: func(v string) (string, error) {
			if err := checkRefillFlag(v); err != nil {
				return v, err
			}
			if n, _ := strconv.Atoi(strings.TrimSpace(v)); source == components.Proven && n != known {
				return v, companion.NewProblem("game.problem.refill_proven", "Value", n, "Space", space, "Players", players, "Proven", known)
			}
			return v, nil
		}}
	if s.Solo != nil {
		q.Prompt = walk.M("game.step.refill.ask_solo", "Space", space)
	}
	if source != components.Unknown {
		q.FlagOnly, q.Default = true, strconv.Itoa(known)
	}
	for again := 0; ; again++ {
		round := ""
		if again > 0 {
			round = ".again." + strconv.Itoa(again)
		}
		q.ID = "reset.refill" + round
		n, err := t.Number(q)
		if err != nil {
			return 0, "", err
		}
		asked := []string{q.ID}
		ok, keep := true, ""
		if n == 0 {
			zero := &walk.Question{ID: "reset.refill.zero" + round, Kind: walk.YesNo, Optional: true, Attended: true,
				Default: walk.Yes, Suggest: walk.No, Topic: "replenish-furnaces",
				Prompt: walk.M("game.step.refill.zero_check", "Space", space, "Players", players, "Solo", s.Solo != nil)}
			if ok, err = t.Yes(zero); err != nil {
				return 0, "", err
			}
			asked = append(asked, zero.ID)
		}
		if ok && s.Solo == nil && (source == components.Unknown || n != known) {
			kq := keepQuestion(space, players, n)
			kq.ID += round
			if keep, err = t.Choose(kq); err != nil {
				return 0, "", err
			}
			ok = keep != refillAgain
			asked = append(asked, kq.ID)
		}
		if ok {
			return n, keep, nil
		}
		t.Withdraw(asked...) // a recap shows only the number kept
		t.Say(walk.Item, walk.M("game.step.refill.again", "Value", n))
	}
}

// keepQuestion asks whether a refill number the table read goes into its
// transcription, is used this time only, or is not the number after all.
// A script keeps it with --remember, and without uses it this time only.
func keepQuestion(space, players, n int) *walk.Question {
	return &walk.Question{ID: "reset.remember", Kind: walk.Choice, Flag: "remember", Optional: true,
		Default: refillOnce, Suggest: refillKeep, Topic: "replenish-furnaces",
		Prompt: walk.M("game.step.refill.keep", "Space", space, "Count", n, "Players", players),
		Options: []walk.Option{
			{Value: refillKeep, Label: walk.M("game.step.refill.keep_yes", "Count", n)},
			{Value: refillOnce, Label: walk.M("game.step.refill.keep_once", "Count", n)},
			{Value: refillAgain, Label: walk.M("game.step.refill.keep_again")},
		}}
}

// checkRefillFlag checks --refill for itself: a count of cubes within the
// companion's own bound (companion.RefillLimit).
func checkRefillFlag(v string) error {
	max := companion.RefillLimit
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return companion.NewProblem("walk.problem.not_whole", "Value", v, "Min", 0, "Max", max)
	}
	if n < 0 || n > max {
		return companion.NewProblem("game.problem.refill_count", "Value", n, "Max", max)
	}
	return nil
}
