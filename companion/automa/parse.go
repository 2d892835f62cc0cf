package automa

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/data"
)

// FieldProblem is one thing wrong in a transcription: where (the YAML line,
// 0 when the transcription did not come from a file) and what, as a Problem
// whose Field value names the card and field, e.g. "cards[3].slot".
type FieldProblem struct {
	Line    int
	Problem *companion.Problem
}

func (f *FieldProblem) Error() string {
	if f.Line > 0 {
		return fmt.Sprintf("line %d: %v", f.Line, f.Problem)
	}
	return f.Problem.Error()
}

func (f *FieldProblem) Unwrap() error { return f.Problem }

// Problems is every problem found in a transcription, in file order.
type Problems []*FieldProblem

func (ps Problems) Error() string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.Error()
	}
	return strings.Join(parts, "; ")
}

// Unwrap lets errors.As find the first Problem.
func (ps Problems) Unwrap() []error {
	out := make([]error, len(ps))
	for i, p := range ps {
		out[i] = p
	}
	return out
}

// maxSupplyNumber bounds a worker supply number: the Automa can never remove
// more wooden cubes than there are in the box (3 colours × 20). The printed
// values are unknown (rules-facts §13), so only this physical bound is checked.
func maxSupplyNumber() int { return 3 * data.Load().CubesPerColour }

// MaxSupplyCubes: the supply step puts each cube in a different small factory,
// so a card can supply at most 4 (rules-facts §8.6).
const MaxSupplyCubes = 4

// Parse reads a transcription file. Any problem (bad YAML, a wrong type, an
// unknown field, a value the components cannot show) is returned as Problems
// with line numbers; a nil error means the transcription is complete and
// valid.
func Parse(buf []byte) (*Transcription, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(buf, &doc); err != nil {
		return nil, Problems{{Line: yamlLine(err), Problem: companion.NewProblem("solo.problem.yaml", "Detail", yamlDetail(err))}}
	}
	d := &decoder{lines: map[string]int{}}
	t := d.transcription(&doc)
	if len(d.problems) > 0 {
		return nil, d.problems
	}
	if ps := validate(t, d.lines); len(ps) > 0 {
		return nil, ps
	}
	return t, nil
}

// Validate checks a transcription built in memory (the guided entry): the
// same checks as Parse, without lines.
func Validate(t *Transcription) error {
	if ps := validate(t, nil); len(ps) > 0 {
		return ps
	}
	return nil
}

// The regular expressions are compiled where used, not at every start-up.

func yamlLine(err error) int {
	reLine := regexp.MustCompile(`line (\d+)`)
	if m := reLine.FindStringSubmatch(err.Error()); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n
	}
	return 0
}

// yamlDetail strips the "yaml: line N:" prefix, which the CLI shows its own way.
func yamlDetail(err error) string {
	s := strings.TrimPrefix(err.Error(), "yaml: ")
	reLinePrefix := regexp.MustCompile(`^line \d+: `)
	if m := reLinePrefix.FindString(s); m != "" {
		s = s[len(m):]
	}
	return s
}

// decoder walks the YAML node tree by hand so every value keeps its line and
// every problem can name its field.
type decoder struct {
	problems Problems
	lines    map[string]int // field path → line
}

func (d *decoder) add(line int, id string, kv ...any) {
	d.problems = append(d.problems, &FieldProblem{Line: line, Problem: companion.NewProblem(id, kv...)})
}

func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 8; i++ {
		n = n.Alias
	}
	return n
}

func (d *decoder) transcription(doc *yaml.Node) *Transcription {
	t := &Transcription{}
	root := doc
	if root.Kind == yaml.DocumentNode && len(root.Content) > 0 {
		root = root.Content[0]
	}
	root = deref(root)
	if root == nil || root.Kind == 0 || (root.Kind == yaml.DocumentNode && len(root.Content) == 0) {
		d.add(1, "solo.problem.empty")
		return t
	}
	if root.Kind != yaml.MappingNode {
		d.add(root.Line, "solo.problem.not_mapping", "Field", "automa")
		return t
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], deref(root.Content[i+1])
		if seen[k.Value] {
			d.add(k.Line, "solo.problem.field_twice", "Field", k.Value)
			continue
		}
		seen[k.Value] = true
		d.lines[k.Value] = k.Line
		switch k.Value {
		case "worker_supply":
			t.WorkerSupply = d.ints(v, "worker_supply")
		case "cards":
			if v.Kind != yaml.SequenceNode {
				d.add(v.Line, "solo.problem.not_list", "Field", "cards")
				continue
			}
			d.lines["cards"] = v.Line
			for j, cn := range v.Content {
				t.Cards = append(t.Cards, d.card(deref(cn), fmt.Sprintf("cards[%d]", j+1)))
			}
		default:
			d.add(k.Line, "solo.problem.unknown_field", "Field", k.Value, "Known", "worker_supply, cards")
		}
	}
	for _, f := range []string{"worker_supply", "cards"} {
		if !seen[f] {
			d.add(root.Line, "solo.problem.missing", "Field", f)
		}
	}
	return t
}

const cardFields = "id, action, at, arrow, remove_costs, slot, fallback, supply"

func (d *decoder) card(n *yaml.Node, path string) Card {
	var c Card
	if n == nil || n.Kind != yaml.MappingNode {
		line := 0
		if n != nil {
			line = n.Line
		}
		d.add(line, "solo.problem.not_mapping", "Field", path)
		return c
	}
	d.lines[path] = n.Line
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], deref(n.Content[i+1])
		f := path + "." + k.Value
		if seen[k.Value] {
			d.add(k.Line, "solo.problem.field_twice", "Field", f)
			continue
		}
		seen[k.Value] = true
		d.lines[f] = k.Line
		switch k.Value {
		case "id":
			c.ID, _ = d.text(v, f)
		case "action":
			s, _ := d.text(v, f)
			c.Action = Action(s)
		case "at":
			s, _ := d.text(v, f)
			c.At = companion.Position(s)
		case "arrow":
			s, _ := d.text(v, f)
			c.Arrow = companion.Arrow(s)
		case "remove_costs":
			c.RemoveCosts = d.ints(v, f)
			if c.RemoveCosts == nil {
				c.RemoveCosts = []int{}
			}
		case "slot":
			c.Slot, _ = d.int(v, f)
		case "fallback":
			c.Fallback = d.diagram(v, f)
		case "supply":
			c.Supply = d.supply(v, f)
		default:
			d.add(k.Line, "solo.problem.unknown_field", "Field", f, "Known", cardFields)
		}
	}
	return c
}

func (d *decoder) diagram(n *yaml.Node, path string) *Diagram {
	if n.Kind != yaml.MappingNode {
		d.add(n.Line, "solo.problem.not_mapping", "Field", path)
		return nil
	}
	g := &Diagram{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], deref(n.Content[i+1])
		f := path + "." + k.Value
		d.lines[f] = k.Line
		switch k.Value {
		case "at":
			s, _ := d.text(v, f)
			g.At = companion.Position(s)
		case "arrow":
			s, _ := d.text(v, f)
			g.Arrow = companion.Arrow(s)
		default:
			d.add(k.Line, "solo.problem.unknown_field", "Field", f, "Known", "at, arrow")
		}
	}
	return g
}

func (d *decoder) supply(n *yaml.Node, path string) Supply {
	var s Supply
	if n.Kind != yaml.MappingNode {
		d.add(n.Line, "solo.problem.not_mapping", "Field", path)
		return s
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], deref(n.Content[i+1])
		f := path + "." + k.Value
		d.lines[f] = k.Line
		switch k.Value {
		case "cubes":
			s.Cubes, _ = d.int(v, f)
		case "start":
			x, _ := d.text(v, f)
			s.Start = companion.Position(x)
		case "arrow":
			x, _ := d.text(v, f)
			s.Arrow = companion.Arrow(x)
		case "apprentice":
			if v.Kind != yaml.ScalarNode || v.Tag != "!!bool" {
				d.add(v.Line, "solo.problem.not_bool", "Field", f, "Value", v.Value)
				continue
			}
			s.Apprentice = v.Value == "true" || v.Value == "True" || v.Value == "TRUE"
		default:
			d.add(k.Line, "solo.problem.unknown_field", "Field", f, "Known", "cubes, start, arrow, apprentice")
		}
	}
	return s
}

func (d *decoder) text(n *yaml.Node, f string) (string, bool) {
	if n.Kind != yaml.ScalarNode {
		d.add(n.Line, "solo.problem.not_text", "Field", f)
		return "", false
	}
	return n.Value, true
}

func (d *decoder) int(n *yaml.Node, f string) (int, bool) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!int" {
		d.add(n.Line, "solo.problem.not_number", "Field", f, "Value", clip(n.Value))
		return 0, false
	}
	v, err := strconv.Atoi(n.Value)
	if err != nil {
		d.add(n.Line, "solo.problem.not_number", "Field", f, "Value", clip(n.Value))
		return 0, false
	}
	return v, true
}

func (d *decoder) ints(n *yaml.Node, f string) []int {
	if n.Kind != yaml.SequenceNode {
		d.add(n.Line, "solo.problem.not_list", "Field", f)
		return nil
	}
	out := make([]int, 0, len(n.Content))
	for i, e := range n.Content {
		ef := fmt.Sprintf("%s[%d]", f, i+1)
		d.lines[ef] = e.Line
		v, ok := d.int(deref(e), ef)
		if ok {
			out = append(out, v)
		}
	}
	return out
}

// clip keeps a quoted bad value short in a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// validate checks the values against what the components can show. lines
// maps a field path to its line (nil for a transcription built in memory).
func validate(t *Transcription, lines map[string]int) Problems {
	var ps Problems
	at := func(field string) int { return companion.NearestLine(lines, field) }
	add := func(field, id string, kv ...any) {
		kv = append([]any{"Field", field}, kv...)
		ps = append(ps, &FieldProblem{Line: at(field), Problem: companion.NewProblem(id, kv...)})
	}
	solo := data.Load().Solo
	if n := len(t.WorkerSupply); n != solo.AutomaDisks {
		add("worker_supply", "solo.problem.supply_count", "N", n, "Want", solo.AutomaDisks)
	}
	for i, v := range t.WorkerSupply {
		if v < 0 || v > maxSupplyNumber() {
			add(fmt.Sprintf("worker_supply[%d]", i+1), "solo.problem.supply_number", "Value", v, "Max", maxSupplyNumber())
		}
	}
	if n := len(t.Cards); n != solo.DeckSize {
		add("cards", "solo.problem.card_count", "N", n, "Want", solo.DeckSize)
	}
	ids := map[string]int{}
	for i, c := range t.Cards {
		p := fmt.Sprintf("cards[%d]", i+1)
		for _, cp := range checkCard(c) {
			add(p+"."+cp.field, cp.id, cp.kv...)
		}
		if c.ID != "" {
			if j, ok := ids[c.ID]; ok {
				add(p+".id", "solo.problem.id_twice", "Value", c.ID, "Other", fmt.Sprintf("cards[%d]", j+1))
			} else {
				ids[c.ID] = i
			}
		}
	}
	return ps
}

type cardProblem struct {
	field string
	id    string
	kv    []any
}

// CheckCard validates one card on its own (the guided entry and the physical
// deck's answers use it too). The Problem's Field names the card's field.
func CheckCard(c Card) error {
	if cps := checkCard(c); len(cps) > 0 {
		cp := cps[0]
		return companion.NewProblem(cp.id, append([]any{"Field", cp.field}, cp.kv...)...)
	}
	return nil
}

func checkCard(c Card) []cardProblem {
	var out []cardProblem
	add := func(field, id string, kv ...any) { out = append(out, cardProblem{field, id, kv}) }
	if strings.TrimSpace(c.ID) == "" {
		add("id", "solo.problem.missing")
	}
	pos := func(field string, p companion.Position) {
		if p == "" {
			add(field, "solo.problem.missing")
		} else if _, err := companion.ParsePosition(string(p)); err != nil {
			add(field, "solo.problem.position", "Value", clip(string(p)))
		}
	}
	arrow := func(field string, a companion.Arrow) {
		if a == "" {
			add(field, "solo.problem.missing")
		} else if _, err := companion.ParseArrow(string(a)); err != nil {
			add(field, "solo.problem.arrow", "Value", clip(string(a)))
		}
	}
	notHere := func(field string, present bool) {
		if present {
			add(field, "solo.problem.not_for_action", "Action", companion.Term("solo.action."+string(c.Action)))
		}
	}
	switch c.Action {
	case ActFurnace:
		pos("at", c.At)
		arrow("arrow", c.Arrow)
		seen := map[int]bool{}
		for i, v := range c.RemoveCosts {
			f := fmt.Sprintf("remove_costs[%d]", i+1)
			switch {
			case v < MinCost || v > MaxCost:
				add(f, "solo.problem.cost", "Value", v, "Min", MinCost, "Max", MaxCost)
			case seen[v]:
				add(f, "solo.problem.cost_twice", "Value", v)
			}
			seen[v] = true
		}
		notHere("slot", c.Slot != 0)
		notHere("fallback", c.Fallback != nil)
	case ActProfession:
		if c.Slot < FirstSlot || c.Slot > LastSlot {
			add("slot", "solo.problem.slot", "Value", c.Slot)
		}
		notHere("at", c.At != "")
		notHere("arrow", c.Arrow != "")
		notHere("remove_costs", c.RemoveCosts != nil)
		notHere("fallback", c.Fallback != nil)
	case ActSmallFactory:
		pos("at", c.At)
		arrow("arrow", c.Arrow)
		if c.Fallback != nil {
			pos("fallback.at", c.Fallback.At)
			arrow("fallback.arrow", c.Fallback.Arrow)
		}
		notHere("slot", c.Slot != 0)
		notHere("remove_costs", c.RemoveCosts != nil)
	case "":
		add("action", "solo.problem.missing")
	default:
		add("action", "solo.problem.action", "Value", clip(string(c.Action)))
	}
	s := c.Supply
	if s.Cubes < 0 || s.Cubes > MaxSupplyCubes {
		add("supply.cubes", "solo.problem.supply_cubes", "Value", s.Cubes, "Max", MaxSupplyCubes)
	}
	if s.Cubes > 0 || s.Start != "" || s.Arrow != "" {
		pos("supply.start", s.Start)
		arrow("supply.arrow", s.Arrow)
	}
	return out
}

// parseNode reads one YAML document's top node.
func parseNode(buf []byte) (*yaml.Node, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(buf, &doc); err != nil {
		return nil, Problems{{Line: yamlLine(err), Problem: companion.NewProblem("solo.problem.yaml", "Detail", yamlDetail(err))}}
	}
	if doc.Kind == yaml.DocumentNode && len(doc.Content) > 0 {
		return deref(doc.Content[0]), nil
	}
	return &doc, nil
}

// FormatCard writes one card as a single-line YAML flow mapping.
func FormatCard(c Card) string {
	var n yaml.Node
	if err := n.Encode(c); err != nil {
		return ""
	}
	setFlow(&n)
	buf, err := yaml.Marshal(&n)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(buf))
}

func setFlow(n *yaml.Node) {
	n.Style |= yaml.FlowStyle
	for _, c := range n.Content {
		setFlow(c)
	}
}

// Marshal writes a transcription in the file format Parse reads.
func Marshal(t *Transcription) ([]byte, error) {
	var n yaml.Node
	if err := n.Encode(t); err != nil {
		return nil, err
	}
	// Keep the worker supply on one line, as people write it.
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == "worker_supply" {
			n.Content[i+1].Style = yaml.FlowStyle
		}
	}
	return yaml.Marshal(&n)
}
