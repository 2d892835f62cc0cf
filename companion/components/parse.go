package components

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
)

// The transcription files are small YAML documents the player may also edit
// by hand. Parsing is strict and every problem names the line it is on, so a
// typo is never silently read as "unknown" or as a wrong number.

// LineError places a problem on a line of a transcription file.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *LineError) Unwrap() error { return e.Err }

func atLine(n *yaml.Node, err error) error { return &LineError{Line: n.Line, Err: err} }

// PlayerCounts are the player counts with printed refill numbers, in the
// order a space shows them (4/3/2 players; rules-facts §5.2 step 2).
var PlayerCounts = []int{4, 3, 2}

// parseDoc reads buf as one YAML mapping and returns its key/value nodes, or
// nil for an empty (or comment-only) file.
func parseDoc(buf []byte, want string) ([]*yaml.Node, error) {
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(buf))
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, nil
		}
		return nil, yamlSyntax(err)
	}
	var more yaml.Node
	if err := dec.Decode(&more); err == nil {
		return nil, atLine(&more, companion.NewProblem("components.problem.two_documents"))
	}
	if len(doc.Content) == 0 {
		return nil, nil
	}
	root := doc.Content[0]
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return nil, nil
	}
	if root.Kind != yaml.MappingNode {
		return nil, atLine(root, companion.NewProblem("components.problem.top_level", "Want", want))
	}
	var body []*yaml.Node
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Value != want || k.Kind != yaml.ScalarNode {
			return nil, atLine(k, companion.NewProblem("components.problem.top_level", "Want", want))
		}
		if body != nil {
			return nil, atLine(k, companion.NewProblem("components.problem.top_level", "Want", want))
		}
		if v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
			body = []*yaml.Node{}
			continue
		}
		if v.Kind != yaml.MappingNode {
			return nil, atLine(v, companion.NewProblem("components.problem.top_level", "Want", want))
		}
		body = append([]*yaml.Node{}, v.Content...)
	}
	return body, nil
}

// yamlSyntax turns a yaml.v3 syntax error into a LineError.
func yamlSyntax(err error) error {
	msg := err.Error()
	reYAMLLine := regexp.MustCompile(`^yaml: line (\d+): (.*)$`) // here, not at every start-up
	if m := reYAMLLine.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		return &LineError{Line: n, Err: companion.NewProblem("components.problem.yaml", "Detail", m[2])}
	}
	return &LineError{Line: 0, Err: companion.NewProblem("components.problem.yaml", "Detail", strings.TrimPrefix(msg, "yaml: "))}
}

func scalarInt(n *yaml.Node) (int, bool) {
	if n.Kind != yaml.ScalarNode || (n.Tag != "!!int" && n.Tag != "!!str") {
		return 0, false
	}
	v, err := strconv.Atoi(strings.TrimSpace(n.Value))
	return v, err == nil
}

func nodeText(n *yaml.Node) string {
	if n.Kind == yaml.ScalarNode {
		return n.Value
	}
	return "…"
}

// ParseRefills reads a refill transcription file:
//
//	spaces:
//	  45: {4: 3, 3: 2, 2: 2}
//
// Unknown values are simply left out. An empty file is an empty transcription.
func ParseRefills(buf []byte) (*Refills, error) {
	body, err := parseDoc(buf, "spaces")
	if err != nil {
		return nil, err
	}
	r := &Refills{}
	seenSpace := map[int]int{}
	for i := 0; i+1 < len(body); i += 2 {
		k, v := body[i], body[i+1]
		space, ok := scalarInt(k)
		if !ok {
			return nil, atLine(k, companion.NewProblem("problem.refill_space", "Value", nodeText(k)))
		}
		if err := CheckRefill(space, 4, 0); err != nil {
			return nil, atLine(k, err)
		}
		if first, dup := seenSpace[space]; dup {
			return nil, atLine(k, companion.NewProblem("components.problem.space_twice", "Space", space, "First", first))
		}
		seenSpace[space] = k.Line
		if v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
			continue
		}
		if v.Kind != yaml.MappingNode {
			return nil, atLine(v, companion.NewProblem("components.problem.refill_entry", "Space", space))
		}
		seenPlayers := map[int]bool{}
		for j := 0; j+1 < len(v.Content); j += 2 {
			pk, pv := v.Content[j], v.Content[j+1]
			players, ok := scalarInt(pk)
			if !ok {
				return nil, atLine(pk, companion.NewProblem("problem.refill_players", "Value", nodeText(pk)))
			}
			if err := CheckRefill(space, players, 0); err != nil {
				return nil, atLine(pk, err)
			}
			if seenPlayers[players] {
				return nil, atLine(pk, companion.NewProblem("components.problem.players_twice", "Space", space, "Players", players))
			}
			seenPlayers[players] = true
			if pv.Kind == yaml.ScalarNode && pv.Tag == "!!null" {
				continue // written as unknown
			}
			cubes, ok := scalarInt(pv)
			if !ok {
				return nil, atLine(pv, companion.NewProblem("problem.refill_cubes", "Value", nodeText(pv), "Max", maxCubes()))
			}
			if err := r.Set(space, players, cubes); err != nil {
				return nil, atLine(pv, err)
			}
		}
	}
	return r, nil
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
// --set use: "3/2/2" (4/3/2 players), "3/?/?" (only some known), "3" (a
// space showing a single number, which then holds for every player count),
// or "?" (not known). Spaces around the parts are ignored.
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
		if part == "?" {
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

// FormatStop writes a stop's known values the way ParseStop reads them:
// "3/2/2", "3/?/?", or "?" when nothing is known.
func FormatStop(values map[int]int) string {
	if len(values) == 0 {
		return "?"
	}
	parts := make([]string, len(PlayerCounts))
	for i, p := range PlayerCounts {
		parts[i] = "?"
		if n, ok := values[p]; ok {
			parts[i] = strconv.Itoa(n)
		}
	}
	return strings.Join(parts, "/")
}

// RefillSet is one --set instruction: a whole stop ("45=3/2/2") or one
// player count ("45:4=3"); "?" as the value forgets what was known.
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
	if value == "?" {
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

// ParseBonuses reads a bonus transcription file:
//
//	factories:
//	  lower-left: [B5, B7]
//
// Factories not listed are not transcribed yet.
func ParseBonuses(buf []byte) (*Bonuses, error) {
	body, err := parseDoc(buf, "factories")
	if err != nil {
		return nil, err
	}
	b := &Bonuses{}
	seenPos := map[companion.Position]int{}
	seenID := map[string]companion.Position{}
	for i := 0; i+1 < len(body); i += 2 {
		k, v := body[i], body[i+1]
		pos, err := companion.ParsePosition(nodeText(k))
		if err != nil || k.Kind != yaml.ScalarNode {
			return nil, atLine(k, companion.NewProblem("problem.bad_position", "Value", nodeText(k)))
		}
		if first, dup := seenPos[pos]; dup {
			return nil, atLine(k, companion.NewProblem("components.problem.factory_twice", "Factory", companion.Term("term.small_factory."+string(pos)), "First", first))
		}
		seenPos[pos] = k.Line
		if v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
			continue
		}
		if v.Kind != yaml.SequenceNode {
			return nil, atLine(v, companion.NewProblem("components.problem.bonus_entry", "Factory", companion.Term("term.small_factory."+string(pos))))
		}
		var ids []string
		for _, n := range v.Content {
			id := nodeText(n)
			if n.Kind != yaml.ScalarNode || !IsBonus(id) {
				return nil, atLine(n, companion.NewProblem("problem.unknown_bonus", "Value", id))
			}
			if other, dup := seenID[id]; dup {
				if other == pos {
					return nil, atLine(n, companion.NewProblem("components.problem.bonus_repeated", "Bonus", id, "Factory", companion.Term("term.small_factory."+string(pos))))
				}
				return nil, atLine(n, companion.NewProblem("problem.bonus_twice", "Bonus", id, "First", companion.Term("term.small_factory."+string(other)), "Second", companion.Term("term.small_factory."+string(pos))))
			}
			seenID[id] = pos
			ids = append(ids, id)
		}
		if len(ids) > 0 {
			if b.Factories == nil {
				b.Factories = map[companion.Position][]string{}
			}
			b.Factories[pos] = ids
		}
	}
	return b, nil
}

// MarshalBonuses writes a bonus transcription in board order (upper-left,
// upper-right, lower-left, lower-right), bonuses sorted.
func MarshalBonuses(b *Bonuses) []byte {
	var w strings.Builder
	w.WriteString("# Supply bonuses printed on the small factories, as transcribed from your\n")
	w.WriteString("# copy of Stephens (B1-B8 as in the rulebook's bonus list).\n")
	w.WriteString("# Edit with: stephens components bonuses\n")
	var lines []string
	for _, pos := range FactoryOrder {
		ids := b.At(pos)
		if len(ids) == 0 {
			continue
		}
		lines = append(lines, fmt.Sprintf("  %s: [%s]\n", pos, strings.Join(SortBonuses(ids), ", ")))
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

// FactoryOrder is the reading order of the small factories on the board.
var FactoryOrder = []companion.Position{companion.UpperLeft, companion.UpperRight, companion.LowerLeft, companion.LowerRight}

// SortBonuses returns ids in B1..B8 order.
func SortBonuses(ids []string) []string {
	out := append([]string(nil), ids...)
	sort.Strings(out) // "B1" < ... < "B8": one digit each
	return out
}

// SetFactory replaces the bonuses of one small factory (nil or empty: not
// transcribed), checking the whole transcription afterwards.
func (b *Bonuses) SetFactory(pos companion.Position, ids []string) error {
	if _, err := companion.ParsePosition(string(pos)); err != nil {
		return err
	}
	next := Bonuses{Factories: map[companion.Position][]string{}}
	for p, v := range b.Factories {
		if p != pos && len(v) > 0 {
			next.Factories[p] = v
		}
	}
	seen := map[string]bool{}
	for _, id := range ids {
		if seen[id] {
			return companion.NewProblem("components.problem.bonus_repeated", "Bonus", id, "Factory", companion.Term("term.small_factory."+string(pos)))
		}
		seen[id] = true
	}
	if len(ids) > 0 {
		next.Factories[pos] = SortBonuses(ids)
	}
	if err := next.Check(); err != nil {
		return err
	}
	b.Factories = next.Factories
	return nil
}

// BonusSet is one --set instruction for the bonuses: a factory and what is
// printed on it ("lower-left=B5,B7"; "lower-left=?" forgets it).
type BonusSet struct {
	Factory companion.Position
	IDs     []string
}

// ParseBonusSet reads one --set value; bonus IDs are case-insensitive.
func ParseBonusSet(spec string) (BonusSet, error) {
	raw := strings.TrimSpace(spec)
	left, right, ok := strings.Cut(raw, "=")
	if !ok {
		return BonusSet{}, companion.NewProblem("components.problem.bonus_set", "Value", raw)
	}
	pos, err := companion.ParsePosition(strings.ToLower(strings.TrimSpace(left)))
	if err != nil {
		return BonusSet{}, err
	}
	set := BonusSet{Factory: pos}
	right = strings.TrimSpace(right)
	if right == "?" {
		return set, nil
	}
	if right == "" {
		return BonusSet{}, companion.NewProblem("components.problem.bonus_set", "Value", raw)
	}
	seen := map[string]bool{}
	for _, part := range strings.Split(right, ",") {
		id := strings.ToUpper(strings.TrimSpace(part))
		if !IsBonus(id) {
			return BonusSet{}, companion.NewProblem("problem.unknown_bonus", "Value", strings.TrimSpace(part))
		}
		if seen[id] {
			return BonusSet{}, companion.NewProblem("components.problem.bonus_repeated", "Bonus", id, "Factory", companion.Term("term.small_factory."+string(pos)))
		}
		seen[id] = true
		set.IDs = append(set.IDs, id)
	}
	return set, nil
}

// ProvenAt returns the bonuses the rulebook's example proves for a factory.
func ProvenAt(pos companion.Position) []string { return Proven()[pos] }

// IsProven reports whether the rulebook's example proves bonus id is on pos.
func IsProven(pos companion.Position, id string) bool {
	for _, x := range ProvenAt(pos) {
		if x == id {
			return true
		}
	}
	return false
}

// ProvenElsewhere reports whether the example proves bonus id sits on a
// factory other than pos (so it cannot be printed on pos as well).
func ProvenElsewhere(pos companion.Position, id string) bool {
	for p := range Proven() {
		if p != pos && IsProven(p, id) {
			return true
		}
	}
	return false
}

// RulebookRefill is the one refill value a text gives: in the "Replenish the
// furnaces" example the army stops on 45 and, with 4 players, each empty
// furnace gets 3 cubes (rules-facts §5.2 step 2, §10 E8). It is offered as a
// marked default only, never used unless the player accepts it.
func RulebookRefill() (space, players, cubes int) { return 45, 4, 3 }
