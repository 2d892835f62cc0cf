package deck

import (
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/walk"
)

// A draft is a transcription in progress: the parts answered in full so
// far (the worker supply card, then the first cards), in the file format
// of a complete transcription. Games never read it; the guided
// transcription continues from it.

// MarshalDraft writes a transcription in progress.
func MarshalDraft(t *automa.Transcription) []byte {
	var b strings.Builder
	b.WriteString("# An Automa transcription in progress: the parts answered in full so far.\n")
	b.WriteString("# Games do not use it; `stephens components automa` continues it.\n")
	if t != nil && len(t.WorkerSupply) > 0 {
		b.WriteString("worker_supply: [" + strings.ReplaceAll(joinInts(t.WorkerSupply), ",", ", ") + "]\n")
	}
	if t != nil && len(t.Cards) > 0 {
		b.WriteString("cards:\n")
		for _, c := range t.Cards {
			b.WriteString("  - " + automa.FormatCard(c) + "\n")
		}
	}
	return []byte(b.String())
}

// ParseDraft reads a transcription in progress. Every value is checked
// again by the question that asked it; a problem comes back as a
// *components.LineError naming the line.
func ParseDraft(buf []byte) (*automa.Transcription, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(buf, &doc); err != nil {
		return nil, &components.LineError{Err: companion.NewProblem("components.problem.yaml", "Detail", strings.TrimPrefix(err.Error(), "yaml: "))}
	}
	given := map[string]string{}
	lines := map[string]int{}
	if len(doc.Content) > 0 && !(doc.Content[0].Kind == yaml.ScalarNode && doc.Content[0].Tag == "!!null") {
		root := doc.Content[0]
		if root.Kind != yaml.MappingNode {
			return nil, draftField(root, root.Value)
		}
		for i := 0; i+1 < len(root.Content); i += 2 {
			k, v := root.Content[i], root.Content[i+1]
			if _, dup := lines[k.Value]; dup || (k.Value != "worker_supply" && k.Value != "cards") || v.Kind != yaml.SequenceNode {
				return nil, draftField(k, k.Value)
			}
			lines[k.Value] = k.Line
			if k.Value == "worker_supply" {
				var items []string
				for _, n := range v.Content {
					items = append(items, n.Value)
				}
				given["deck.worker-supply"] = strings.Join(items, ",")
				lines["deck.worker-supply"] = v.Line
				continue
			}
			for j, n := range v.Content {
				setFlow(n)
				out, err := yaml.Marshal(n)
				if err != nil {
					return nil, draftField(n, "cards")
				}
				id := "deck.card." + itoa(j+1)
				given[id], lines[id] = strings.TrimSpace(string(out)), n.Line
			}
		}
	}
	// Replay the parts from the flags' side: each value is answered to the
	// question that asks it, up to the first part the draft does not hold.
	g := Guide(nil, false)
	q, _, answers, err := walk.Play(g.All, given)
	if err != nil {
		line := 0
		if q != nil {
			line = lines[q.ID]
		}
		return nil, &components.LineError{Line: line, Err: err}
	}
	// Values after a gap (cards without the worker supply card, or more
	// cards than the deck has) would be dropped without a word.
	gap := 0
	for id := range given {
		if _, ok := answers.Get(id); !ok && (gap == 0 || lines[id] < gap) {
			gap = lines[id]
		}
	}
	if gap > 0 {
		return nil, &components.LineError{Line: gap, Err: companion.NewProblem("solo.components.draft_gap")}
	}
	return g.Working(), nil
}

func draftField(n *yaml.Node, name string) error {
	return &components.LineError{Line: n.Line, Err: companion.NewProblem("solo.components.draft_field", "Field", name)}
}

func setFlow(n *yaml.Node) {
	n.Style |= yaml.FlowStyle
	for _, c := range n.Content {
		setFlow(c)
	}
}

func itoa(n int) string { return joinInts([]int{n}) }
