package game

import "github.com/pileup-companion/stephens/companion"

// Group 4's order (rules-facts §4.2, rulebook p. 13): inside each of its two
// sectors the space nearest the sector's icon is unlocked first. Which one
// is printed on the player board, not in the texts, so the table says it
// once per game (a nearest-icon event) and every player board follows it;
// the game never accepts both orders. A game recorded without the answer
// (before the companion asked it) takes the first disk unlocked in a
// sector as the nearest one: what is asked from then on follows that
// guess, but the file's own later disks are not refused by it, so a file
// whose players took both orders still opens.

// KindNearestIcon records which ability of its sector (Disk) is nearest
// the sector's icon on the player boards.
const KindNearestIcon Kind = "nearest-icon"

func applyNearestIcon(s *State, e Event) error {
	a := companion.Ability(e.Disk)
	sector, _, ok := companion.SectorOf(a)
	if !ok {
		return companion.NewProblem("game.problem.not_sector_ability", "Value", e.Disk)
	}
	if n, known := s.Nearest[sector]; known {
		return companion.NewProblem("game.problem.nearest_known", "Disk", string(n), "Sector", companion.Term("game.sector."+string(sector)))
	}
	s.setNearest(sector, a)
	return nil
}

func (s *State) setNearest(sector companion.Sector, a companion.Ability) {
	if s.Nearest == nil {
		s.Nearest = map[companion.Sector]companion.Ability{}
	}
	s.Nearest[sector] = a
}

// NearestKnown reports whether the order of an ability's sector is known
// in this game: true for abilities outside group 4's sectors.
func (s *State) NearestKnown(disk string) bool {
	sector, _, ok := companion.SectorOf(companion.Ability(disk))
	if !ok {
		return true
	}
	_, known := s.Nearest[sector]
	return known
}

// checkNearest: the sector's nearest space comes first (nil when it does,
// or when the order is not known yet).
func (s *State) checkNearest(p *PlayerState, a companion.Ability) error {
	sector, _, ok := companion.SectorOf(a)
	if !ok {
		return nil
	}
	if need, missing := companion.NearestFirst(a, s.Nearest[sector], p.unlocked()); missing {
		return companion.NewProblem("game.problem.nearest_first", "Disk", string(a), "Needs", string(need),
			"Sector", companion.Term("game.sector."+string(sector)))
	}
	return nil
}

// takeDisk unlocks a checked disk for a player; the first disk of a sector
// whose order nobody gave fixes the order for the game.
func (s *State) takeDisk(seat int, disk string) {
	s.Players[seat].Disks = append(s.Players[seat].Disks, disk)
	if sector, _, ok := companion.SectorOf(companion.Ability(disk)); ok {
		if _, known := s.Nearest[sector]; !known {
			s.setNearest(sector, companion.Ability(disk))
			if s.NearestGuessed == nil {
				s.NearestGuessed = map[companion.Sector]bool{}
			}
			s.NearestGuessed[sector] = true
		}
	}
}

// nearestGuessed reports whether the order of a's sector was taken from
// the first disk recorded rather than said by the table.
func (s *State) nearestGuessed(a companion.Ability) bool {
	sector, _, ok := companion.SectorOf(a)
	return ok && s.NearestGuessed[sector]
}
