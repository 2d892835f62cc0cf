package rules

import (
	"slices"
	"testing"
)

// Where a topic is in each edition: the pages the edition cites
// (rules-facts §11), else the cited pages around it in the rulebook's
// order; never a page the book does not bear out.
func TestWhereIs(t *testing.T) {
	b, _ := Default()
	cases := []struct {
		lang, slug string
		want       Where
	}{
		{"en", "create-profession", Where{Pages: []int{10}}},      // cited (§11)
		{"de", "permanent-abilities", Where{Pages: []int{14}}},    // DE cites S. 14, not 13
		{"en", "replenish-furnaces", Where{From: 15, To: 17}},     // after the trigger (15), before the investments (17)
		{"de", "replenish-furnaces", Where{From: 15, To: 17}},     //
		{"en", "supply-small-factories", Where{From: 17, To: 18}}, // EN cites none for it
		{"de", "supply-small-factories", Where{Pages: []int{18}}}, // DE cites S. 18
		{"de", "small-factory-bonuses", Where{Pages: []int{24}}},  // the appendix page of its table
		{"de", "contract-placement", Where{From: 18, To: 20}},     // not bounded by the bonus list's S. 24
		{"en", "solo-ranks", Where{From: 20, To: 23}},             // the solo chapter: after final scoring, before the appendix
		{"en", "obtain-glass", Where{}},                           // nothing cited before it in EN: no page, not "p. 10 or before"
		{"pt", "create-profession", Where{}},                      // PT cites none before activation
		{"en", "iconography", Where{}},                            // the end of the appendix: not "p. 23 or after"
		{"en", "glossary", Where{}},                               // outside the rulebook's order
		{"en", "no-such-topic", Where{}},
	}
	for _, c := range cases {
		got := b.WhereIs(c.lang, c.slug)
		if !slices.Equal(got.Pages, c.want.Pages) || got.From != c.want.From || got.To != c.want.To {
			t.Errorf("%s %s: %+v, want %+v", c.lang, c.slug, got, c.want)
		}
		if got.Known() != c.want.Known() {
			t.Errorf("%s %s: known %v", c.lang, c.slug, got.Known())
		}
	}
	// Every bound holds: a topic's bounds never cross, and a topic cited
	// in an edition is never given bounds there.
	for _, lang := range Langs {
		for _, s := range contents {
			w := b.WhereIs(lang, s)
			if w.From > 0 && w.To > 0 && w.From > w.To {
				t.Errorf("%s %s: %+v", lang, s, w)
			}
			if len(w.Pages) > 0 && (w.From != 0 || w.To != 0) {
				t.Errorf("%s %s: cited and bounded: %+v", lang, s, w)
			}
		}
	}
}

// Sintra's rulebook cites one page: the colour-blind setup's ("see page
// 6"), a section printed after the end of the game and its scoring, last
// before the credits. Every section before it is on page 6 or before,
// which places nothing: they get no page, only their title (review
// sibling-games 6: "p. 6 or before" on every score line).
func TestWhereIsSintra(t *testing.T) {
	b, err := Of(Sintra)
	if err != nil {
		t.Fatal(err)
	}
	for _, slug := range []string{"general-setup", "round", "broken-glass", "final-scoring", "side-a-ornaments", "side-b-windows", "tie-breakers"} {
		for _, lang := range Langs {
			if w := b.WhereIs(lang, slug); w.Known() {
				t.Errorf("%s %s: %+v, want nothing", lang, slug, w)
			}
		}
	}
	if w := b.WhereIs("en", "colour-blind-setup"); !slices.Equal(w.Pages, []int{6}) {
		t.Errorf("colour-blind-setup: %+v", w)
	}
}
