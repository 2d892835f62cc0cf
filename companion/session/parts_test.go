package session_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// lit is a label as it reads.
func lit(s string) walk.Msg { return walk.M("tally.text", "Text", s) }

// asking puts q to a front end that records what it keeps in the draft.
func asking(q *walk.Question, offer string, kept *[]string) *session.Asking {
	return &session.Asking{Q: q, Offer: offer, Canonical: func(s string) string { return s },
		Keep: func(parts string) error { *kept = append(*kept, parts); return nil }}
}

// delivery is a choice with paths: who delivers, then to where; Cy
// delivers to one place only, and "pass" has no parts.
func delivery() *walk.Question {
	opt := func(v, who, where string) walk.Option {
		return walk.Option{Value: v, Label: lit(who + " → " + where), Path: []walk.Msg{lit(who), lit(where)}}
	}
	return &walk.Question{ID: "deliver", Kind: walk.Choice, Prompt: lit("Record a delivery?"), Options: []walk.Option{
		opt("ana:furnace", "Ana", "furnace"), opt("ana:lower-left", "Ana", "lower-left small factory"),
		opt("cy:lower-right", "Cy", "lower-right small factory"),
		{Value: "pass", Label: lit("no delivery")},
	}}
}

func labels(groups []walk.PathGroup) []string {
	var out []string
	for _, g := range groups {
		out = append(out, g.Label)
	}
	return out
}

// A cascade asks the first parts, then the second parts of the one
// picked, keeping each part in the draft; back inside it goes up a part
// and keeps what is left; the last part answers the question.
func TestCascadePartByPartAndBack(t *testing.T) {
	p := locales.New("en")
	var kept []string
	c := asking(delivery(), "", &kept).Cascade(p)
	part := c.Next()
	if got := labels(part.Choices); !slices.Equal(got, []string{"Ana", "Cy", "no delivery"}) || part.Level != 0 || part.Ask != "Record a delivery?" {
		t.Fatalf("first part: %q at %d asking %q", got, part.Level, part.Ask)
	}
	if v, done, err := c.Pick(part.Choices[0]); done || err != nil || v != "" {
		t.Fatalf("Ana: %q %v %v", v, done, err)
	}
	part = c.Next()
	if got := labels(part.Choices); !slices.Equal(got, []string{"furnace", "lower-left small factory"}) || part.Ask != "Record a delivery? (so far: Ana)" {
		t.Fatalf("second part: %q asking %q", got, part.Ask)
	}
	if up, err := c.Up(); !up || err != nil {
		t.Fatalf("back inside the cascade: %v %v", up, err)
	}
	if up, err := c.Up(); up || err != nil { // at the first part, back is the question's
		t.Fatalf("back at the first part: %v %v", up, err)
	}
	if v, done, err := c.Pick(c.Next().Choices[0]); done || err != nil || v != "" {
		t.Fatalf("Ana again: %q %v %v", v, done, err)
	}
	v, done, err := c.Pick(c.Next().Choices[1])
	if !done || err != nil || v != "ana:lower-left" {
		t.Fatalf("lower-left: %q %v %v", v, done, err)
	}
	if !slices.Equal(kept, []string{"ana", "", "ana"}) {
		t.Fatalf("kept in the draft: %q", kept)
	}
}

// A part with one way on is taken without asking and said as answered;
// a part with no parts answers at once; the offer puts the cursor on its
// part; a break's parts come back.
func TestCascadeOneWayOnOfferAndResume(t *testing.T) {
	p := locales.New("en")
	var kept []string
	as := asking(delivery(), "cy:lower-right", &kept)
	c := as.Cascade(p)
	part := c.Next()
	if part.Cursor != 1 {
		t.Fatalf("offer cy:lower-right: cursor %d", part.Cursor)
	}
	if _, done, _ := c.Pick(part.Choices[1]); done {
		t.Fatal("Cy is not the last part")
	}
	part = c.Next()
	if !part.Done || part.Value != "cy:lower-right" || part.Answer != "lower-right small factory" || part.Said != "Record a delivery? (so far: Cy)" {
		t.Fatalf("Cy's one place: %+v", part)
	}
	if v, done, err := as.Cascade(p).Pick(walk.PathGroup{Flat: &delivery().Options[3]}); v != "pass" || !done || err != nil {
		t.Fatalf("pass: %q %v %v", v, done, err)
	}
	as = asking(delivery(), "", &kept)
	as.Parts, as.HasParts = "ana", true
	if got := labels(as.Cascade(p).Next().Choices); !slices.Equal(got, []string{"furnace", "lower-left small factory"}) {
		t.Fatalf("resumed after Ana: %q", got)
	}
	as = asking(delivery(), "ana:furnace", &kept) // back from the next question
	as.Reoffer = true
	if part := as.Cascade(p).Next(); part.Level != 1 || part.Cursor != 0 || len(part.Choices) != 2 {
		t.Fatalf("back to the last part: %+v", part)
	}
	if ask, answer := session.PartsSaid(delivery(), "ana", p); ask != "Record a delivery?" || answer != "Ana" {
		t.Fatalf("said on resume: %q %q", ask, answer)
	}
}

// professions is a List whose "master" needs "apprentice" first.
func professions() *walk.Question {
	return &walk.Question{ID: "prof", Kind: walk.List, Prompt: lit("Professions?"), Options: []walk.Option{
		{Value: "apprentice", Label: lit("apprentice")}, {Value: "master", Label: lit("master")}, {Value: "clerk", Label: lit("clerk")},
	}, Check: func(v string) (string, error) {
		items := walk.Split(v)
		if i := slices.Index(items, "master"); i >= 0 && !slices.Contains(items[:i], "apprentice") {
			return "", errNeedsApprentice
		}
		return v, nil
	}}
}

func values(opts []walk.Option) []string {
	var out []string
	for _, o := range opts {
		out = append(out, o.Value)
	}
	return out
}

// A List answered one item at a time offers only what may still be
// added (master once the apprentice is picked), keeps each pick in the
// draft, starts again from nothing, and is full when nothing is left.
func TestListPartByPart(t *testing.T) {
	p := locales.New("en")
	var kept []string
	l := asking(professions(), "", &kept).List(p)
	if got := values(l.Addable()); !slices.Equal(got, []string{"apprentice", "clerk"}) || l.Full() || l.Ask() != "Professions?" {
		t.Fatalf("first pick: %q full %v asking %q", got, l.Full(), l.Ask())
	}
	if err := l.Add("apprentice"); err != nil {
		t.Fatal(err)
	}
	if got := values(l.Addable()); !slices.Equal(got, []string{"master", "clerk"}) || l.Ask() != "Professions? (so far: apprentice)" {
		t.Fatalf("after the apprentice: %q asking %q", got, l.Ask())
	}
	if err := l.Clear(); err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"clerk", "apprentice", "master"} {
		if err := l.Add(v); err != nil {
			t.Fatal(err)
		}
	}
	if !l.Full() || l.Value() != "clerk,apprentice,master" {
		t.Fatalf("all picked: full %v, %q", l.Full(), l.Value())
	}
	if !slices.Equal(kept, []string{"apprentice", "", "clerk", "clerk,apprentice", "clerk,apprentice,master"}) {
		t.Fatalf("kept in the draft: %q", kept)
	}
}

// A list given before is kept by "done" even when nothing more can be
// added (not full); a break's picks come back instead of the offer.
func TestListOfferedAndResumed(t *testing.T) {
	p := locales.New("en")
	var kept []string
	l := asking(professions(), "apprentice,master,clerk", &kept).List(p)
	if l.Full() || l.Value() != "apprentice,master,clerk" {
		t.Fatalf("offered: full %v, %q", l.Full(), l.Value())
	}
	if l := asking(professions(), "master", &kept).List(p); len(l.Picked()) != 0 { // refused: not offered
		t.Fatalf("a refused offer: %q", l.Picked())
	}
	as := asking(professions(), "clerk", &kept)
	as.Parts, as.HasParts = "apprentice", true
	if l := as.List(p); !slices.Equal(l.Picked(), []string{"apprentice"}) {
		t.Fatalf("resumed: %q", l.Picked())
	}
	if ask, answer := session.PartsSaid(professions(), "apprentice,clerk", p); ask != "Professions?" || answer == "" {
		t.Fatalf("said on resume: %q %q", ask, answer)
	}
}

var errNeedsApprentice = errors.New("the master needs the apprentice")

// A question that ends with its own note gets what is picked so far inside
// that note, not a second pair of brackets beside it (play test pt2: "(pick
// each, then done) (so far: O2)"); in German and Portuguese too.
func TestListPickedSoFarInsideTheQuestionsNote(t *testing.T) {
	for lang, want := range map[string]string{
		"en": "Effects (pick each, then done; so far: apprentice)",
		"de": "Effects (pick each, then done; bisher: apprentice)",
		"pt": "Effects (pick each, then done; até agora: apprentice)",
	} {
		q := professions()
		q.Prompt = lit("Effects (pick each, then done)")
		var kept []string
		l := asking(q, "", &kept).List(locales.New(lang))
		if err := l.Add("apprentice"); err != nil {
			t.Fatal(err)
		}
		if got := l.Ask(); got != want {
			t.Errorf("%s: asking %q, want %q", lang, got, want)
		}
	}
}
