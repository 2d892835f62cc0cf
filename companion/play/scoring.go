package play

import (
	"strings"
	"time"

	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Scoring is the final scoring as a unit of the table's loop, the same at
// the terminal and on the table view's page (rules-facts §7, solo §8.8):
// the solo end notes, the scoring lessons when the game teaches, then the
// score sheet asked from start (what the game knows filled in and not
// asked: ScoreKnown), and the end of the game recorded with the confirmed
// sheet at now(). Sheet, once the unit has run, is that sheet.
type Scoring struct {
	Start *score.Sheet
	Now   func() time.Time
	Sheet *score.Sheet
}

// Run is the unit's script (NewWalk).
func (sc *Scoring) Run(tb *Table, t *walk.T) error {
	s := tb.State
	for _, m := range EndNotes(s) {
		t.Say(walk.Item, m)
	}
	for _, l := range ScoringLines(s) {
		teach(s, t, Lesson{Msg: l.Msg, Topic: l.Topic})
	}
	start := sc.Start
	if start == nil {
		start = Prefill(s)
	}
	for _, m := range Prefilled(start) {
		t.Say(walk.Item, m)
	}
	t.Say(walk.Say, walk.M("game.end.sheet_ask", "Solo", s.Solo != nil))
	w := &score.Walk{Start: start, Known: ScoreKnown(s)}
	if err := w.Script(t); err != nil {
		return err
	}
	now := time.Now
	if sc.Now != nil {
		now = sc.Now
	}
	e, err := FinishEvent(s, w.Sheet, now(), 0)
	if err != nil {
		return err
	}
	sc.Sheet = w.Sheet
	return tb.Record(t, e)
}

// Prefilled says, a line a player, what the final score sheet starts
// from: the masters by row, apprentices, abilities and the track's bounds
// the game knows.
func Prefilled(sheet *score.Sheet) []walk.Msg {
	var out []walk.Msg
	for _, l := range sheet.Players {
		var abilities any = walk.M("game.end.no_abilities")
		if len(l.Abilities) > 0 {
			abilities = strings.Join(l.Abilities, " ")
		}
		out = append(out, walk.M("game.end.prefilled", "Name", l.Name, "Upper", l.Masters.Upper, "Lower", l.Masters.Lower,
			"Stephens", l.Masters.Stephens, "Apprentices", l.Apprentices, "Abilities", abilities, "Max", l.InfluenceMax, "Min", l.TrackMin))
	}
	return out
}
