package automa

import (
	"errors"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// RequiredFields: a transcription file names the worker supply and the cards.
func (t *Transcription) RequiredFields() []string { return []string{"worker_supply", "cards"} }

// Parse reads a transcription file. Any problem (bad YAML, a wrong type, an
// unknown field, a value the components cannot show) comes back as a
// *userfile.Error listing each with its line and field; a nil error means
// the transcription is complete and valid.
func Parse(buf []byte) (*Transcription, error) {
	d, err := userfile.Parse(buf)
	if err != nil {
		return nil, err
	}
	root := d.Root()
	if root.Null() {
		d.ReportAt(0, "", companion.NewProblem("solo.problem.empty"))
		return nil, d.Err()
	}
	t := &Transcription{}
	root.Decode(t)
	if !d.OK() {
		return nil, d.Err()
	}
	for _, p := range validate(t) {
		field, _ := p.Args["Field"].(string)
		d.Report(field, p)
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	return t, nil
}

// ParseCard reads one card written as YAML (a flow mapping such as
// `{id: "3", action: profession, slot: 2, supply: {cubes: 1, ...}}`) and
// checks it; the game file records a physical card this way. A problem
// comes back as a *companion.Problem naming the card's field.
func ParseCard(s string) (Card, error) {
	var c Card
	d, err := userfile.Parse([]byte(s))
	if err != nil {
		return c, firstProblem(err)
	}
	d.Named("card").Decode(&c)
	if err := d.Err(); err != nil {
		return c, firstProblem(err)
	}
	if err := CheckCard(c); err != nil {
		return c, err
	}
	return c, nil
}

func firstProblem(err error) error {
	var fe *userfile.Error
	if errors.As(err, &fe) {
		return fe.Problem()
	}
	return err
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
