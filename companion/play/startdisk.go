package play

import (
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Later is the answer that leaves a starting disk to be named later.
const Later = "later"

// StartDisks asks which disk each starting master came from (rules-facts
// §2.2 i), in turn order, for the players whose disk is not named yet;
// "later" leaves it open. The play loop asks it once per session.
func StartDisks(tb *Table, t *walk.T) error {
	for _, seat := range tb.State.Order {
		if p := tb.State.Player(seat); p == nil || !p.StartDiskPending {
			continue
		}
		if err := startDisk(tb, t, seat, "start-disk", false, false); err != nil {
			return err
		}
	}
	return nil
}

// startDisksByFlag records the disks given with --start-disk NAME:DISK
// (any player, any time); a name whose disk is already named is refused.
func startDisksByFlag(tb *Table, t *walk.T) error {
	s := tb.State
	for seat := range s.Players {
		if err := startDisk(tb, t, seat, "start-disk", true, false); err != nil {
			return err
		}
	}
	// Any other name given with the flag is not a player.
	_, err := t.Ask(&walk.Question{ID: "start-disk.other", Kind: walk.Text, Flag: "start-disk", Key: walk.AnyKey, FlagOnly: true,
		Prompt: walk.M("game.turn.flag_start_disk"),
		Check: func(v string) (string, error) {
			if v == "" {
				return "", nil
			}
			name, _, _ := strings.Cut(v, ":")
			return "", companion.NewProblem("game.problem.unknown_player", "Name", name, "Names", Names(s, allSeats(s)))
		}})
	return err
}

// startDisk asks the disk under seat's starting master; required, it
// cannot be left for later (the reset phase's 2a step needs it).
func startDisk(tb *Table, t *walk.T, seat int, flag string, byFlag, required bool) error {
	s := tb.State
	p := s.Player(seat)
	id := "start-disk." + s.Name(seat)
	if !p.StartDiskPending { // only a flag can name it, and it must not
		_, err := t.Ask(&walk.Question{ID: id, Kind: walk.Choice, Flag: flag, Key: s.Name(seat), FlagOnly: true,
			Default: Later, Options: []walk.Option{{Value: Later, Hidden: true}},
			Check: func(string) (string, error) {
				return "", companion.NewProblem("game.problem.start_disk_named", "Player", s.Name(seat))
			}})
		return err
	}
	d, err := chooseDisk(tb, t, id, func(qid string) *walk.Question {
		q := diskQuestion(tb.State, seat, qid, flag, true)
		q.Key = s.Name(seat)
		if flag == "start-disks" { // the setup's list, in seat order
			q.Item = seat + 1
		}
		q.FlagOnly = byFlag
		if required {
			return q
		}
		q.Optional = true
		q.Default = Later
		q.Suggest = q.Options[0].Value // the list opens on its first disk, "later" at its end
		q.Options = append(q.Options, walk.Option{Value: Later, Label: walk.M("game.ask.later")})
		return q
	})
	if err != nil || d == Later {
		return err
	}
	missed := p.VPStepsUnnamed
	if err := tb.Record(t, game.Event{Kind: game.KindStartingDisk, Seat: seat, Disk: d}); err != nil {
		return err
	}
	if d == "2a" && missed > 0 { // the 2a steps gone by paid nothing (rules-facts §5.2 step 3)
		t.Say(walk.Item, walk.M("values.start_disks.missed_vp", "Name", s.Name(seat), "N", missed))
	}
	return nil
}
