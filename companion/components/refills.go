package components

import (
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
)

// PlayerCounts are the player counts with printed refill numbers, in the
// order a space shows them (4/3/2 players; rules-facts §5.2 step 2).
var PlayerCounts = []int{4, 3, 2}

// spaces lists the spaces with at least one value, from 50 down.
func (r *Refills) spaces() []int {
	var out []int
	if r == nil {
		return nil
	}
	for s, m := range r.Spaces {
		if len(m) > 0 {
			out = append(out, s)
		}
	}
	sort.Sort(sort.Reverse(sort.IntSlice(out)))
	return out
}

// Unset forgets one refill value (it becomes unknown again).
func (r *Refills) Unset(space, players int) {
	if r == nil || r.Spaces == nil {
		return
	}
	delete(r.Spaces[space], players)
	if len(r.Spaces[space]) == 0 {
		delete(r.Spaces, space)
	}
}

// Stop returns the known values of one army stop, by player count.
func (r *Refills) Stop(space int) map[int]int {
	out := map[int]int{}
	for _, p := range PlayerCounts {
		if n, ok := r.Cubes(space, p); ok {
			out[p] = n
		}
	}
	return out
}

// SetStop replaces everything known about one army stop with values (player
// count → cubes); an empty map makes the whole stop unknown.
func (r *Refills) SetStop(space int, values map[int]int) error {
	if err := CheckRefill(space, 4, 0); err != nil {
		return err
	}
	for p, n := range values {
		if err := CheckRefill(space, p, n); err != nil {
			return err
		}
	}
	for _, p := range PlayerCounts {
		r.Unset(space, p)
	}
	for p, n := range values {
		_ = r.Set(space, p, n)
	}
	return nil
}

// Count returns how many refill values are transcribed.
func (r *Refills) Count() int {
	n := 0
	for _, s := range ArmyStops() {
		n += len(r.Stop(s))
	}
	return n
}

// Want returns how many refill values exist to transcribe: every army stop
// times the three player counts.
func Want() int { return len(ArmyStops()) * len(PlayerCounts) }

func maxCubes() int {
	err := CheckRefill(ArmyStops()[0], 4, -1)
	var p *companion.Problem
	if errors.As(err, &p) {
		if m, ok := p.Args["Max"].(int); ok {
			return m
		}
	}
	return 0
}

// ParseStop reads what one army stop shows, in the notation the prompt and
// --set use: "3/2/2" (4/3/2 players), "3/-/-" (only some known), "3" (a
// space showing a single number, which then holds for every player count),
// or "-" (not known, UnknownRefill). "?" is read as "-" too (--set takes
// both; at a prompt "?" alone asks for the rule).
// Spaces around the parts are ignored.
func ParseStop(s string) (map[int]int, error) {
	raw := strings.TrimSpace(s)
	bad := companion.NewProblem("components.problem.stop_values", "Value", raw)
	if raw == "" {
		return nil, bad
	}
	parts := strings.Split(raw, "/")
	if len(parts) != 1 && len(parts) != len(PlayerCounts) {
		return nil, bad
	}
	out := map[int]int{}
	for i, part := range parts {
		part = strings.TrimSpace(part)
		if part == "?" || part == "-" {
			continue
		}
		n, err := strconv.Atoi(part)
		if err != nil || strings.HasPrefix(part, "+") {
			return nil, bad
		}
		if n < 0 || n > maxCubes() {
			return nil, companion.NewProblem("problem.refill_cubes", "Value", n, "Max", maxCubes())
		}
		if len(parts) == 1 {
			for _, p := range PlayerCounts {
				out[p] = n
			}
			break
		}
		out[PlayerCounts[i]] = n
	}
	return out, nil
}

// UnknownRefill marks a number not known wherever a refill is shown
// ("3/-/-"): the guided transcription asks for it so, since "?" at a
// prompt asks for the rule (play test pt1 F19); ParseStop also reads "?".
const UnknownRefill = "-"

// FormatStop writes a stop's known values the way ParseStop reads them:
// "3/2/2", "3/-/-", or "-" when nothing is known.
func FormatStop(values map[int]int) string {
	if len(values) == 0 {
		return UnknownRefill
	}
	parts := make([]string, len(PlayerCounts))
	for i, p := range PlayerCounts {
		parts[i] = UnknownRefill
		if n, ok := values[p]; ok {
			parts[i] = strconv.Itoa(n)
		}
	}
	return strings.Join(parts, "/")
}

// RefillSet is one --set instruction: a whole stop ("45=3/2/2") or one
// player count ("45:4=3"); "-" (or "?") as the value forgets what was known.
type RefillSet struct {
	Space   int
	Players int // 0: the whole stop
	Values  map[int]int
}

// ParseRefillSet reads one --set value.
func ParseRefillSet(spec string) (RefillSet, error) {
	raw := strings.TrimSpace(spec)
	bad := companion.NewProblem("components.problem.refill_set", "Value", raw)
	left, right, ok := strings.Cut(raw, "=")
	if !ok {
		return RefillSet{}, bad
	}
	spaceText, playersText, one := strings.Cut(left, ":")
	space, err := strconv.Atoi(strings.TrimSpace(spaceText))
	if err != nil {
		return RefillSet{}, bad
	}
	if err := CheckRefill(space, 4, 0); err != nil {
		return RefillSet{}, err
	}
	set := RefillSet{Space: space, Values: map[int]int{}}
	if !one {
		v, err := ParseStop(right)
		if err != nil {
			return RefillSet{}, err
		}
		set.Values = v
		return set, nil
	}
	players, err := strconv.Atoi(strings.TrimSpace(playersText))
	if err != nil {
		return RefillSet{}, bad
	}
	if err := CheckRefill(space, players, 0); err != nil {
		return RefillSet{}, err
	}
	set.Players = players
	value := strings.TrimSpace(right)
	if value == "?" || value == "-" {
		return set, nil
	}
	cubes, err := strconv.Atoi(value)
	if err != nil {
		return RefillSet{}, bad
	}
	if err := CheckRefill(space, players, cubes); err != nil {
		return RefillSet{}, err
	}
	set.Values[players] = cubes
	return set, nil
}

// Apply records a --set instruction.
func (r *Refills) Apply(s RefillSet) error {
	if s.Players == 0 {
		return r.SetStop(s.Space, s.Values)
	}
	if n, ok := s.Values[s.Players]; ok {
		return r.Set(s.Space, s.Players, n)
	}
	r.Unset(s.Space, s.Players)
	return nil
}
