package game

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
	"github.com/pileup-companion/stephens/locales"
)

// GateDisk names the disk on an influence gate: gate-5 ... gate-20.
func GateDisk(space int) string { return "gate-" + strconv.Itoa(space) }

// ParseDisk accepts an ability (2a..5c) or a gate (gate-5, gate5, g5).
func ParseDisk(s string) (string, error) {
	v := strings.ToLower(strings.TrimSpace(s))
	if companion.IsAbility(v) {
		return v, nil
	}
	for _, prefix := range []string{"gate-", "gate", "g"} {
		if rest, ok := strings.CutPrefix(v, prefix); ok {
			if n, err := strconv.Atoi(rest); err == nil {
				for _, g := range companion.Gates() {
					if g == n {
						return GateDisk(g), nil
					}
				}
			}
		}
	}
	return "", companion.NewProblem("game.problem.bad_disk", "Value", s, "List", gateList())
}

// Disks lists every disk on a player board: the 14 abilities in board order,
// then the 4 gates (18 workers, rules-facts §2.2).
func Disks() []string {
	var out []string
	for _, a := range companion.Abilities() {
		out = append(out, string(a))
	}
	for _, g := range companion.Gates() {
		out = append(out, GateDisk(g))
	}
	return out
}

// AvailableDisks lists the disks a player may take now: abilities whose
// prerequisites are met (rules-facts §4.2; in group 4 the space nearest the
// icon first, once the game knows which) and gates in any order (§4.1).
// The opponent variant's blocked ability is left out (solo).
func (s *State) AvailableDisks(seat int) []string {
	p := s.Player(seat)
	if p == nil || p.Workers() >= data.Load().PlayerStart.Workers {
		return nil
	}
	var out []string
	for _, a := range companion.Unlockable(p.unlocked(), s.blockedAbilities()) {
		if s.checkNearest(p, a) == nil {
			out = append(out, string(a))
		}
	}
	for _, g := range companion.Gates() {
		if !p.Has(GateDisk(g)) {
			out = append(out, GateDisk(g))
		}
	}
	return out
}

// CheckDisk explains why a player may not take a disk now, or returns nil:
// the disk exists, is still on the board and its prerequisites are met
// (rules-facts §4), and in solo the worker limit allows it (§8.4).
func (s *State) CheckDisk(seat int, disk string) error { return s.checkDiskFor(seat, disk, true) }

// checkDisk explains why a recorded disk may not be taken, or returns nil.
// A group-4 order the game only guessed from an old file's first disk
// (nearest.go) does not refuse a recorded disk: such a file may hold both
// orders, and it must still open.
func (s *State) checkDisk(seat int, disk string) error { return s.checkDiskFor(seat, disk, false) }

func (s *State) checkDiskFor(seat int, disk string, strict bool) error {
	p := s.Player(seat)
	if p == nil {
		return companion.NewProblem("game.problem.bad_seat", "Seat", seat)
	}
	if disk == "" {
		return companion.NewProblem("game.problem.no_disk")
	}
	d, err := ParseDisk(disk)
	if err != nil {
		return err
	}
	if d != disk {
		return companion.NewProblem("game.problem.bad_disk", "Value", disk, "List", gateList())
	}
	if p.Workers() >= data.Load().PlayerStart.Workers {
		return companion.NewProblem("game.problem.no_disks_left", "Player", s.Name(seat))
	}
	if p.Has(d) {
		return companion.NewProblem("game.problem.disk_taken", "Player", s.Name(seat), "Disk", d)
	}
	if companion.IsAbility(d) {
		a := companion.Ability(d)
		if s.blockedAbilities()[a] {
			return companion.NewProblem("game.problem.disk_blocked", "Disk", d)
		}
		if m := companion.MissingPrerequisites(a, p.unlocked()); len(m) > 0 {
			return companion.NewProblem("problem.ability_prerequisite", "Ability", d, "Needs", string(m[0]))
		}
		if err := s.checkNearest(p, a); err != nil && (strict || !s.nearestGuessed(a)) {
			return err
		}
	}
	return s.soloCheckWorker(seat)
}

// gateList lists the gate disks, for a problem's List.
func gateList() locales.List {
	var items []any
	for _, g := range companion.Gates() {
		items = append(items, GateDisk(g))
	}
	return locales.List{Items: items}
}
