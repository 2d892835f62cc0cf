package walk

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// Draft is the open unit of a walkthrough (a turn, a reset step, an Automa
// turn, the score sheet, the setup, a part of a transcription): the answers
// the table gave so far, in order, and which unit they belong to. A front
// end keeps it as each answer is given; after an interruption Resume plays
// it again up to the first question still open, so nothing typed is lost
// and every walkthrough comes back the same way (as git's sequencer keeps
// an operation in progress for --continue).
type Draft struct {
	// Unit names the unit and where it began ("play g.yaml 12 turn"): a
	// draft is only resumed into the same unit, started from the same
	// point; any other is stale.
	Unit    string
	Answers *Answers
	// Open and Parts keep a question answered in parts at a prompt and
	// not finished (a delivery's player and factory, the costs picked so
	// far): Open is its ID, Parts what was picked, as the answer spells
	// it ("Ana:lower-left", "2,4"). A front end offers them again.
	Open, Parts string
	// Said marks the answers the table did not give at a prompt (a flag's
	// value, a default, the only choice there was, said instead of asked),
	// by question ID: a front end counts only the others as the table's.
	Said map[string]bool
}

// draftFile is a draft as its file holds it.
type draftFile struct {
	Unit    string        `yaml:"unit"`
	Answers []draftAnswer `yaml:"answers"`
	Open    string        `yaml:"open"`
	Parts   string        `yaml:"parts"`
}

type draftAnswer struct {
	Question string `yaml:"question"`
	Answer   string `yaml:"answer"`
	Said     bool   `yaml:"said"`
}

// RequiredFields: a draft cut short is not read as a shorter one.
func (*draftFile) RequiredFields() []string { return []string{"unit"} }

// RequiredFields: every answer names its question.
func (*draftAnswer) RequiredFields() []string { return []string{"question"} }

// Marshal writes the draft as a small YAML file, with a comment saying
// what it is.
func (d *Draft) Marshal() []byte {
	var b strings.Builder
	b.WriteString("# Answers of a walkthrough in progress, kept as they were given.\n")
	b.WriteString("# The companion asks the next question from here; delete the file to start the step again.\n")
	b.WriteString("unit: " + strconv.Quote(d.Unit) + "\n")
	b.WriteString("answers:\n")
	if d.Answers != nil {
		for _, id := range d.Answers.IDs() {
			v, _ := d.Answers.Get(id)
			b.WriteString("  - question: " + strconv.Quote(id) + "\n")
			b.WriteString("    answer: " + strconv.Quote(v) + "\n")
			if d.Said[id] {
				b.WriteString("    said: true\n")
			}
		}
	}
	if d.Open != "" {
		b.WriteString("open: " + strconv.Quote(d.Open) + "\n")
		b.WriteString("parts: " + strconv.Quote(d.Parts) + "\n")
	}
	return []byte(b.String())
}

// ParseDraft reads a draft with the one strict reader; a problem comes
// back as a *userfile.Error naming the line. Each answer is checked again
// by its question when the draft is resumed.
func ParseDraft(buf []byte) (*Draft, error) {
	doc, err := userfile.Parse(buf)
	if err != nil {
		return nil, err
	}
	var f draftFile
	doc.Root().Decode(&f)
	if err := doc.Err(); err != nil {
		return nil, err
	}
	d := &Draft{Unit: f.Unit, Answers: &Answers{}, Open: f.Open, Parts: f.Parts}
	for _, a := range f.Answers {
		d.Answers.Set(a.Question, a.Answer)
		if a.Said {
			if d.Said == nil {
				d.Said = map[string]bool{}
			}
			d.Said[a.Question] = true
		}
	}
	return d, nil
}

// Resume plays a draft's answers again over script, in the order they
// were given, as far as they still fit: each must answer the question that
// is open at its turn, and that question must accept it (a transcription
// changed since, a game moved on). It returns the answers that fit and how
// many of the draft's were dropped from the first one that did not.
func Resume(script Script, d *Draft) (*Answers, int) {
	a := &Answers{}
	if d == nil || d.Answers == nil {
		return a, 0
	}
	ids := d.Answers.IDs()
	for i, id := range ids {
		q, _, err := Step(script, a)
		if err != nil || q == nil || q.ID != id {
			return a, len(ids) - i
		}
		raw, _ := d.Answers.Get(id)
		v, err := q.Accept(raw)
		if err != nil {
			return a, len(ids) - i
		}
		a.Set(id, v)
	}
	if _, _, err := Step(script, a); err != nil { // the last answer led nowhere the rules accept
		a.Pop()
		return a, 1
	}
	return a, 0
}
