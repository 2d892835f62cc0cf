package components

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// The transcription files are small YAML documents the player may also edit
// by hand. They are read by the one strict reader (companion/userfile): every
// problem names its line and field, so a typo is never silently read as
// "unknown" or as a wrong number. An empty file is an empty transcription.

// wholeNumber reads a key or value written as a whole number ("45" too).
func wholeNumber(v userfile.Value) (int, bool) {
	s, ok := v.Raw()
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	return n, err == nil
}

// rawText is a key or value as written, for a message.
func rawText(v userfile.Value) string {
	if s, ok := v.Raw(); ok {
		return s
	}
	return "…"
}

// ParseRefills reads a refill transcription file:
//
//	spaces:
//	  45: {4: 3, 3: 2, 2: 2}
//
// Unknown values are simply left out (45: ~, or 4: ~).
func ParseRefills(buf []byte) (*Refills, error) {
	d, err := userfile.Parse(buf)
	if err != nil {
		return nil, err
	}
	r := &Refills{}
	spaces, _ := d.Root().Fields("spaces").Get("spaces")
	seenSpace := map[int]int{}
	for _, e := range spaces.Entries() {
		space, ok := wholeNumber(e.Key)
		if !ok {
			e.Key.Report(companion.NewProblem("problem.refill_space", "Value", rawText(e.Key)))
			continue
		}
		if err := CheckRefill(space, 4, 0); err != nil {
			e.Key.Report(err)
			continue
		}
		if first, dup := seenSpace[space]; dup {
			e.Key.Fail("file.problem.twice", "First", first)
			continue
		}
		seenSpace[space] = e.Key.Line()
		seenPlayers := map[int]int{}
		for _, pe := range e.Value.Entries() {
			players, ok := wholeNumber(pe.Key)
			if !ok {
				pe.Key.Report(companion.NewProblem("problem.refill_players", "Value", rawText(pe.Key)))
				continue
			}
			if err := CheckRefill(space, players, 0); err != nil {
				pe.Key.Report(err)
				continue
			}
			if first, dup := seenPlayers[players]; dup {
				pe.Key.Fail("file.problem.twice", "First", first)
				continue
			}
			seenPlayers[players] = pe.Key.Line()
			if pe.Value.Null() {
				continue // written as unknown
			}
			cubes, ok := wholeNumber(pe.Value)
			if !ok {
				pe.Value.Report(companion.NewProblem("problem.refill_cubes", "Value", rawText(pe.Value), "Max", maxCubes()))
				continue
			}
			if err := r.Set(space, players, cubes); err != nil {
				pe.Value.Report(err)
			}
		}
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	return r, nil
}

// ParseBonuses reads a bonus transcription file:
//
//	factories:
//	  lower-left: [B5, B7]
//	  lower-right: [B8, "?"]
//
// Factories not listed are not transcribed yet; a last "?" says the
// factory carries more than the bonuses listed (named at the table so far).
func ParseBonuses(buf []byte) (*Bonuses, error) {
	d, err := userfile.Parse(buf)
	if err != nil {
		return nil, err
	}
	b := &Bonuses{}
	factories, _ := d.Root().Fields("factories").Get("factories")
	seenPos := map[companion.Position]int{}
	for _, e := range factories.Entries() {
		pos, err := companion.ParsePosition(rawText(e.Key))
		if err != nil {
			e.Key.Report(companion.NewProblem("problem.bad_position", "Value", rawText(e.Key)))
			continue
		}
		if first, dup := seenPos[pos]; dup {
			e.Key.Fail("file.problem.twice", "First", first)
			continue
		}
		seenPos[pos] = e.Key.Line()
		factory := companion.Term("term.small_factory." + string(pos))
		var ids []string
		seenID := map[string]bool{}
		partly := false
		items := e.Value.List()
		for i, n := range items {
			id, ok := n.Raw()
			if ok && id == "?" && i == len(items)-1 && i > 0 {
				partly = true
				continue
			}
			switch {
			case !ok || !IsBonus(id):
				n.Report(companion.NewProblem("problem.unknown_bonus", "Value", rawText(n)))
				continue
			case seenID[id]:
				n.Report(companion.NewProblem("components.problem.bonus_repeated", "Bonus", id, "Factory", factory))
				continue
			}
			seenID[id] = true
			ids = append(ids, id)
		}
		if len(ids) > 0 {
			if b.Factories == nil {
				b.Factories = map[companion.Position][]string{}
			}
			b.Factories[pos] = ids
			if partly {
				if b.Partial == nil {
					b.Partial = map[companion.Position]bool{}
				}
				b.Partial[pos] = true
			}
		}
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	return b, nil
}

// MarshalRefills writes a refill transcription in a fixed order (spaces from
// 50 down, players 4/3/2), with a header saying what the file is.
func MarshalRefills(r *Refills) []byte {
	var b strings.Builder
	b.WriteString("# Refill numbers printed on the army stops of the scoring track, as\n")
	b.WriteString("# transcribed from your copy of Stephens (cubes for 4, 3 and 2 players).\n")
	b.WriteString("# Edit with: stephens components refills\n")
	stops := r.spaces()
	if len(stops) == 0 {
		b.WriteString("spaces: {}\n")
		return []byte(b.String())
	}
	b.WriteString("spaces:\n")
	for _, s := range stops {
		var parts []string
		for _, p := range PlayerCounts {
			if n, ok := r.Cubes(s, p); ok {
				parts = append(parts, fmt.Sprintf("%d: %d", p, n))
			}
		}
		fmt.Fprintf(&b, "  %d: {%s}\n", s, strings.Join(parts, ", "))
	}
	return []byte(b.String())
}

// MarshalBonuses writes a bonus transcription in board order (upper-left,
// upper-right, lower-left, lower-right), bonuses sorted.
func MarshalBonuses(b *Bonuses) []byte {
	var w strings.Builder
	w.WriteString("# Supply bonuses printed on the small factories, as transcribed from your\n")
	w.WriteString("# copy of Stephens (B1-B8 as in the rulebook's bonus list); a last \"?\"\n")
	w.WriteString("# marks a factory with more bonuses than those named so far.\n")
	w.WriteString("# Edit with: stephens components bonuses\n")
	var lines []string
	for _, pos := range FactoryOrder {
		ids := b.At(pos)
		if len(ids) == 0 {
			continue
		}
		list := strings.Join(SortBonuses(ids), ", ")
		if b.Partial[pos] {
			list += `, "?"`
		}
		lines = append(lines, fmt.Sprintf("  %s: [%s]\n", pos, list))
	}
	if len(lines) == 0 {
		w.WriteString("factories: {}\n")
		return []byte(w.String())
	}
	w.WriteString("factories:\n")
	for _, l := range lines {
		w.WriteString(l)
	}
	return []byte(w.String())
}
