package deck

import (
	"errors"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/userfile"
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

// ParseDraft reads a transcription in progress with the one strict reader
// (companion/userfile). Every value is checked again by the question that
// asked it; a problem comes back as a *userfile.Error naming the line.
func ParseDraft(buf []byte) (*automa.Transcription, error) {
	d, err := userfile.Parse(buf)
	if err != nil {
		return nil, err
	}
	given := map[string]string{}
	lines := map[string]int{}
	f := d.Root().Fields("worker_supply", "cards")
	if ws, ok := f.Get("worker_supply"); ok {
		var items []string
		for _, n := range ws.List() {
			x, _ := n.Raw()
			items = append(items, x)
		}
		given["deck.worker-supply"] = strings.Join(items, ",")
		lines["deck.worker-supply"] = ws.Line()
	}
	if cs, ok := f.Get("cards"); ok {
		for j, n := range cs.List() {
			id := "deck.card." + itoa(j+1)
			given[id], lines[id] = n.Flow(), n.Line()
		}
	}
	if !d.OK() {
		return nil, d.Err()
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
		var p *companion.Problem
		if !errors.As(err, &p) {
			p = companion.NewProblem("file.problem.unreadable", "Detail", err.Error())
		}
		d.ReportAt(line, "", p)
		return nil, d.Err()
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
		d.ReportAt(gap, "", companion.NewProblem("solo.components.draft_gap"))
		return nil, d.Err()
	}
	return g.Working(), nil
}

func itoa(n int) string { return joinInts([]int{n}) }
