package walk

import (
	"errors"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// A draft keeps every answer exactly, in order, whatever it holds (list
// answers with commas, quotes, text in any script, the empty answer of an
// Ack), and names its unit.
func TestDraftRoundTrip(t *testing.T) {
	a := &Answers{}
	a.Set("turn.action", "furnace")
	a.Set("score.p1.contracts.crown.1", "2")
	a.Set("setup.name.1", `José "Zé" Ünlü, 李`)
	a.Set("deck.costs", "1,3")
	a.Set("setup.general", "")
	d := &Draft{Unit: "play g.yaml 12", Answers: a, Open: "reset.supply.2", Parts: "Ana:lower-left", Said: map[string]bool{"deck.costs": true}}
	back, err := ParseDraft(d.Marshal())
	if err != nil {
		t.Fatalf("%v\n%s", err, d.Marshal())
	}
	if len(back.Said) != 1 || !back.Said["deck.costs"] {
		t.Errorf("said %v", back.Said)
	}
	if back.Unit != d.Unit || back.Open != d.Open || back.Parts != d.Parts || strings.Join(back.Answers.IDs(), " ") != strings.Join(a.IDs(), " ") {
		t.Fatalf("unit %q ids %v", back.Unit, back.Answers.IDs())
	}
	for _, id := range a.IDs() {
		want, _ := a.Get(id)
		if got, _ := back.Answers.Get(id); got != want {
			t.Errorf("%s: %q, want %q", id, got, want)
		}
	}
}

// A draft cut short or broken is refused with its line, never read as a
// shorter one.
func TestDraftBroken(t *testing.T) {
	for _, src := range []string{
		"answers:\n  - question: a\n    answer: b\n", // no unit
		"unit: x\nanswers:\n  - answer: b\n",         // an answer without its question
		"unit: x\nanswers: [\n",                      // cut mid-list
		"unit: x\nwhat: y\n",                         // a field no draft has
	} {
		_, err := ParseDraft([]byte(src))
		var fe *userfile.Error
		if !errors.As(err, &fe) {
			t.Errorf("%q: %v, want a file error", src, err)
		}
	}
}

// Resume plays a draft again as far as its answers still fit: the same
// questions in the same order, each answer accepted by its question. From
// the first that does not fit, the rest is dropped and counted.
func TestResumeKeepsWhatStillFits(t *testing.T) {
	draft := func(kv ...string) *Draft {
		a := &Answers{}
		for i := 0; i < len(kv); i += 2 {
			a.Set(kv[i], kv[i+1])
		}
		return &Draft{Unit: "u", Answers: a}
	}
	a, dropped := Resume(order, draft("glass.where", "ul", "glass.count", "3", "glass.again.1", "yes"))
	if dropped != 0 || a.Len() != 3 {
		t.Fatalf("kept %v, dropped %d", a.IDs(), dropped)
	}
	if v, _ := a.Get("glass.where"); v != "upper-left" {
		t.Errorf("kept %q, want it in its usual spelling", v)
	}
	q, _, err := Step(order, a)
	if err != nil || q == nil || q.ID != "glass.again.2" {
		t.Errorf("resumed at %v %v, want glass.again.2", q, err)
	}
	// 3 cubes do not fit the lower-right furnace's 1: that answer and the
	// ones after it are asked again.
	a, dropped = Resume(order, draft("glass.where", "lower-right", "glass.count", "3", "glass.again.1", "no"))
	if dropped != 2 || a.Len() != 1 {
		t.Errorf("kept %v, dropped %d; want 1 kept, 2 dropped", a.IDs(), dropped)
	}
	// Answers of another walkthrough fit nothing.
	if a, dropped = Resume(order, draft("turn.action", "furnace")); a.Len() != 0 || dropped != 1 {
		t.Errorf("kept %v, dropped %d", a.IDs(), dropped)
	}
	// A last answer the rules refuse once it is followed (a 4th round) is
	// dropped too.
	if a, dropped = Resume(order, draft("glass.where", "ul", "glass.count", "1", "glass.again.1", "yes",
		"glass.again.2", "yes", "glass.again.3", "yes")); a.Len() != 4 || dropped != 1 {
		t.Errorf("kept %v, dropped %d; want the refused round dropped", a.IDs(), dropped)
	}
}

// Trace says which questions a replay found answered and where they came
// among the lines, for a front end that shows a resumed unit.
func TestTraceAnswered(t *testing.T) {
	a := &Answers{}
	a.Set("glass.where", "upper-left")
	a.Set("glass.count", "2")
	q, lines, asked, err := Trace(order, a)
	if err != nil || q == nil || q.ID != "glass.again.1" || len(asked) != 2 {
		t.Fatalf("%v %v %v", q, asked, err)
	}
	if asked[0].Q.ID != "glass.where" || asked[0].At != 0 || asked[1].Answer != "2" || asked[1].At != 1 || len(lines) != 2 {
		t.Errorf("asked %+v, lines %d", asked, len(lines))
	}
}
