package play

import (
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/score"
)

// FinishEvent is the event that ends the game with its final score sheet
// (game.State.FinishEvent), once the sheet agrees with what the game
// recorded (CheckSheet). Every way of finishing a game goes through it:
// the sheet the game pre-fills, a sheet file, a sheet from flags.
func FinishEvent(s *game.State, sheet *score.Sheet, end time.Time, minutes int) (game.Event, error) {
	e, err := s.FinishEvent(sheet, end, minutes)
	if err != nil {
		return game.Event{}, err
	}
	if err := CheckSheet(s, sheet, e.Sheet); err != nil {
		var pr *companion.Problem
		if errors.As(err, &pr) {
			return game.Event{}, score.NameField(sheet, pr)
		}
		return game.Event{}, err
	}
	if s.Phase == game.PhaseScoring {
		for i := range e.Sheet.Players { // the sheet keeps the cap it was checked against
			e.Sheet.Players[i].InfluenceMax = InfluenceCap(s, i)
		}
	}
	return e, nil
}

// CheckSheet holds a final score sheet to what the game recorded of each
// player (KnownScoreFields, rules-facts §7): the masters per row, the
// apprentices on the player's masters, the abilities unlocked, and the
// influence the unlocked gates allow (§4.1). seated is the sheet in seat
// order (game.State.FinishEvent); problems name the field as the given
// sheet has it, the sheet's value and the game's.
//
// When the game was recorded to the final scoring the sheet must say what
// the game says. When its record stopped earlier, turns went unrecorded:
// what the game recorded is then the least the sheet may say (a master, an
// apprentice or an unlocked disk is never taken back), and the gates may
// have opened since, so influence is not capped. A player whose starting
// master's disk was never named may have one ability more: that disk.
func CheckSheet(s *game.State, given, seated *score.Sheet) error {
	complete := s.Phase == game.PhaseScoring
	known := Prefill(s)
	for seat, sp := range seated.Players {
		gp := known.Players[seat]
		field := func(rest string) string { return score.PlayerField(column(s, given, seat), rest) }
		for _, row := range []struct {
			name       string
			sheet, got int
		}{
			{"stephens", sp.Masters.Stephens, gp.Masters.Stephens},
			{"lower", sp.Masters.Lower, gp.Masters.Lower},
			{"upper", sp.Masters.Upper, gp.Masters.Upper},
		} {
			if err := compare(field("masters."+row.name), row.sheet, row.got, complete); err != nil {
				return err
			}
		}
		if err := compare(field("apprentices"), sp.Apprentices, gp.Apprentices, complete); err != nil {
			return err
		}
		extra := 0
		if p := s.Player(seat); p != nil && p.StartDiskPending {
			extra = 1
		}
		if err := compareAbilities(field("abilities"), sp.Abilities, gp.Abilities, complete, extra); err != nil {
			return err
		}
		if sp.Track < gp.TrackMin { // VP never go back, recorded to the end or not
			return companion.NewProblem("score.problem.track_floor", "Field", field("track"),
				"Value", sp.Track, "Min", gp.TrackMin).About("reset-ability-vp")
		}
		if complete && gp.InfluenceMax > 0 && sp.Influence > gp.InfluenceMax {
			return companion.NewProblem("score.problem.influence_cap", "Field", field("influence"),
				"Value", sp.Influence, "Max", gp.InfluenceMax).About("influence-points")
		}
	}
	return nil
}

// column is the index of a seat's player on the sheet as given.
func column(s *game.State, given *score.Sheet, seat int) int {
	for i, p := range given.Players {
		if s.Settings.Seat(p.Name) == seat {
			return i
		}
	}
	return seat
}

func compare(field string, sheet, got int, complete bool) error {
	switch {
	case complete && sheet != got:
		return companion.NewProblem("record.problem.sheet_game", "Field", field, "Value", sheet, "Want", got)
	case !complete && sheet < got:
		return companion.NewProblem("record.problem.sheet_below", "Field", field, "Value", sheet, "Want", got)
	}
	return nil
}

// compareAbilities: the sheet names every ability the game recorded and,
// when the record is complete, no other (but extra, the starting disk
// never named).
func compareAbilities(field string, sheet, got []string, complete bool, extra int) error {
	var missing, more []string
	for _, a := range got {
		if !slices.Contains(sheet, a) {
			missing = append(missing, a)
		}
	}
	for _, a := range sheet {
		if !slices.Contains(got, a) {
			more = append(more, a)
		}
	}
	switch {
	case len(missing) > 0 && complete:
		return companion.NewProblem("record.problem.sheet_game", "Field", field, "Value", abilityList(sheet), "Want", abilityList(got))
	case len(missing) > 0:
		return companion.NewProblem("record.problem.sheet_below", "Field", field, "Value", abilityList(sheet), "Want", abilityList(got))
	case complete && len(more) > extra:
		return companion.NewProblem("record.problem.sheet_abilities", "Field", field, "Value", abilityList(sheet),
			"Want", abilityList(got), "More", strings.Join(more, ", "), "N", len(more))
	}
	return nil
}

// abilityList is a list of abilities as the sheet writes them; "–" for none.
func abilityList(ids []string) string {
	if len(ids) == 0 {
		return "–"
	}
	return strings.Join(ids, ", ")
}
