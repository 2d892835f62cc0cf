package score

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
)

// ParseError lists every problem found in a sheet file. Each problem carries
// the Field path and the Line it is on (0 when the line is not known).
type ParseError struct {
	Problems []*companion.Problem
}

func (e *ParseError) Error() string {
	parts := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		parts[i] = p.Error()
	}
	return strings.Join(parts, "; ")
}

// Unwrap lets errors.As find the first problem.
func (e *ParseError) Unwrap() []error {
	out := make([]error, len(e.Problems))
	for i, p := range e.Problems {
		out[i] = p
	}
	return out
}

// Fields of the sheet file, in the order the table asks them.
var (
	sheetKeys       = []string{"difficulty", "opponent", "players"}
	playerKeys      = []string{"name", "track", "forest", "dune", "masters", "apprentices", "contracts", "abilities", "cubes", "coins", "influence", "influence_max", "accessories"}
	mastersKeys     = []string{"stephens", "lower", "upper"}
	accessoriesKeys = []string{"basketware", "crates", "chandeliers"}
)

// maxProblems caps the list so a garbage file gives a readable answer.
const maxProblems = 10

var reLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// Parse reads a sheet file and validates it: a YAML syntax error names its
// line; every other problem names the field path, the value and what is
// accepted, with the line it is on. Players and contract cards are counted
// from 1: players[2] is the second player.
func Parse(src []byte) (sheet *Sheet, err error) {
	defer func() {
		// yaml.v3 has panicked on some malformed inputs; report, never crash.
		if r := recover(); r != nil {
			sheet, err = nil, &ParseError{[]*companion.Problem{companion.NewProblem("score.problem.yaml", "Line", 0, "Detail", fmt.Sprint(r))}}
		}
	}()
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		line, detail := 0, err.Error()
		if m := reLine.FindStringSubmatch(strings.SplitN(detail, "\n", 2)[0]); m != nil {
			line, _ = strconv.Atoi(m[1])
			detail = m[2]
		} else {
			detail = strings.TrimPrefix(detail, "yaml: ")
		}
		return nil, &ParseError{[]*companion.Problem{companion.NewProblem("score.problem.yaml", "Line", line, "Detail", detail)}}
	}
	d := &decoder{lines: map[string]int{}}
	s := d.sheet(&doc)
	if len(d.problems) == 0 {
		for _, p := range Validate(s) {
			field, _ := p.Args["Field"].(string)
			p.Args["Line"] = d.lineOf(field)
			d.problems = append(d.problems, p)
		}
	}
	if len(d.problems) > 0 {
		if len(d.problems) > maxProblems {
			d.problems = d.problems[:maxProblems]
		}
		return nil, &ParseError{d.problems}
	}
	return s, nil
}

type decoder struct {
	problems []*companion.Problem
	lines    map[string]int // field path → line
}

func (d *decoder) add(id string, n *yaml.Node, field string, kv ...any) {
	p := problem(id, field, kv...)
	p.Args["Line"] = n.Line
	d.problems = append(d.problems, p)
}

// lineOf finds the line of field or of its nearest parent.
func (d *decoder) lineOf(field string) int { return companion.NearestLine(d.lines, field) }

func resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		n = n.Alias
	}
	return n
}

func isNull(n *yaml.Node) bool {
	return n == nil || (n.Kind == yaml.ScalarNode && n.Tag == "!!null")
}

// fields walks a mapping and calls each for every known key; it reports
// unknown and repeated keys.
func (d *decoder) fields(n *yaml.Node, field string, known []string, each func(key string, v *yaml.Node, path string)) {
	if isNull(n) {
		return
	}
	if n.Kind != yaml.MappingNode {
		d.add("score.problem.want_fields", n, field, "Accepted", strings.Join(known, ", "))
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := resolve(n.Content[i]), resolve(n.Content[i+1])
		key := k.Value
		path := key
		if field != "" {
			path = field + "." + key
		}
		if k.Kind != yaml.ScalarNode || !contains(known, key) {
			d.add("score.problem.unknown_field", k, field, "Value", key, "Accepted", strings.Join(known, ", "))
			continue
		}
		if seen[key] {
			d.add("score.problem.field_twice", k, path)
			continue
		}
		seen[key] = true
		d.lines[path] = k.Line
		each(key, v, path)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (d *decoder) sheet(doc *yaml.Node) *Sheet {
	s := &Sheet{}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		d.problems = append(d.problems, companion.NewProblem("score.problem.empty", "Line", 0))
		return s
	}
	root := resolve(doc.Content[0])
	if isNull(root) {
		d.problems = append(d.problems, companion.NewProblem("score.problem.empty", "Line", root.Line))
		return s
	}
	d.fields(root, "", sheetKeys, func(key string, v *yaml.Node, path string) {
		switch key {
		case "difficulty":
			s.Difficulty = d.text(v, path)
		case "opponent":
			s.Opponent = d.text(v, path)
		case "players":
			if v.Kind != yaml.SequenceNode {
				if !isNull(v) {
					d.add("score.problem.want_list", v, path)
				}
				return
			}
			for i, pn := range v.Content {
				pn = resolve(pn)
				pf := PlayerField(i, "")
				d.lines[pf] = pn.Line
				s.Players = append(s.Players, d.player(pn, pf))
			}
		}
	})
	return s
}

func (d *decoder) player(n *yaml.Node, field string) Player {
	var p Player
	if isNull(n) || n.Kind != yaml.MappingNode {
		d.add("score.problem.want_fields", n, field, "Accepted", strings.Join(playerKeys, ", "))
		return p
	}
	d.fields(n, field, playerKeys, func(key string, v *yaml.Node, path string) {
		switch key {
		case "name":
			p.Name = d.text(v, path)
		case "track":
			p.Track = d.int(v, path)
		case "forest":
			p.Forest = d.int(v, path)
		case "dune":
			p.Dune = d.int(v, path)
		case "masters":
			d.fields(v, path, mastersKeys, func(k string, v *yaml.Node, path string) {
				x := d.int(v, path)
				switch k {
				case "stephens":
					p.Masters.Stephens = x
				case "lower":
					p.Masters.Lower = x
				case "upper":
					p.Masters.Upper = x
				}
			})
		case "apprentices":
			p.Apprentices = d.int(v, path)
		case "contracts":
			d.fields(v, path, RowNames, func(k string, v *yaml.Node, path string) {
				*p.Contracts.Row(k) = d.ints(v, path)
			})
		case "abilities":
			p.Abilities = d.texts(v, path)
		case "cubes":
			p.Cubes = d.int(v, path)
		case "coins":
			p.Coins = d.int(v, path)
		case "influence":
			p.Influence = d.int(v, path)
		case "influence_max":
			p.InfluenceMax = d.int(v, path)
		case "accessories":
			d.fields(v, path, accessoriesKeys, func(k string, v *yaml.Node, path string) {
				x := d.int(v, path)
				switch k {
				case "basketware":
					p.Accessories.Basketware = x
				case "crates":
					p.Accessories.Crates = x
				case "chandeliers":
					p.Accessories.Chandeliers = x
				}
			})
		}
	})
	return p
}

// int reads a whole number; null (an empty value) counts as 0.
func (d *decoder) int(n *yaml.Node, field string) int {
	if isNull(n) {
		return 0
	}
	if n.Kind != yaml.ScalarNode {
		d.add("score.problem.not_number", n, field, "Value", shortNode(n))
		return 0
	}
	v, err := strconv.ParseInt(strings.ReplaceAll(n.Value, "_", ""), 10, 64)
	if err != nil || n.Tag == "!!str" && n.Style != 0 {
		d.add("score.problem.not_number", n, field, "Value", n.Value)
		return 0
	}
	if v > MaxCount {
		d.add("score.problem.too_large", n, field, "Value", n.Value, "Max", MaxCount)
		return 0
	}
	if v < -MaxCount {
		d.add("score.problem.negative", n, field, "Value", n.Value)
		return 0
	}
	d.lines[field] = n.Line
	return int(v)
}

func (d *decoder) ints(n *yaml.Node, field string) []int {
	if isNull(n) {
		return nil
	}
	if n.Kind != yaml.SequenceNode {
		d.add("score.problem.want_list", n, field)
		return nil
	}
	out := make([]int, 0, len(n.Content))
	for i, c := range n.Content {
		f := fmt.Sprintf("%s[%d]", field, i+1)
		d.lines[f] = c.Line
		out = append(out, d.int(resolve(c), f))
	}
	return out
}

func (d *decoder) text(n *yaml.Node, field string) string {
	if isNull(n) {
		return ""
	}
	if n.Kind != yaml.ScalarNode {
		d.add("score.problem.want_text", n, field)
		return ""
	}
	d.lines[field] = n.Line
	return n.Value
}

func (d *decoder) texts(n *yaml.Node, field string) []string {
	if isNull(n) {
		return nil
	}
	if n.Kind != yaml.SequenceNode {
		d.add("score.problem.want_list", n, field)
		return nil
	}
	out := make([]string, 0, len(n.Content))
	for i, c := range n.Content {
		out = append(out, d.text(resolve(c), fmt.Sprintf("%s[%d]", field, i+1)))
	}
	return out
}

func shortNode(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "{…}"
	case yaml.SequenceNode:
		return "[…]"
	}
	return n.Value
}
