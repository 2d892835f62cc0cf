package tally

import (
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

func TestRank(t *testing.T) {
	most := []Tiebreak{{ID: "influence"}, {ID: "coins"}}
	fewest := []Tiebreak{{ID: "broken-glass", Fewest: true}}
	for _, c := range []struct {
		name    string
		ps      []Standing
		steps   []Tiebreak
		places  []int
		decided string
	}{
		{"one highest total", []Standing{{Total: 10}, {Total: 12}, {Total: 9}}, most, []int{2, 1, 3}, Decided},
		{"first step decides", []Standing{{12, []int{3, 0}}, {12, []int{4, 0}}}, most, []int{2, 1}, "influence"},
		{"second step decides", []Standing{{12, []int{4, 1}}, {12, []int{4, 2}}, {5, []int{9, 9}}}, most, []int{2, 1, 3}, "coins"},
		{"all equal: shared", []Standing{{12, []int{4, 2}}, {12, []int{4, 2}}}, most, []int{1, 1}, Shared},
		{"fewest wins the step (Sintra: Bo lost 0, Amanda 8)", []Standing{{67, []int{8}}, {67, []int{0}}}, fewest, []int{2, 1}, "broken-glass"},
		{"equals share a lower place", []Standing{{20, nil}, {10, nil}, {10, nil}, {5, nil}}, nil, []int{1, 2, 2, 4}, Decided},
		{"no tie-break left: shared", []Standing{{7, nil}, {7, nil}}, nil, []int{1, 1}, Shared},
	} {
		places, decided := Rank(c.ps, c.steps)
		if !slices.Equal(places, c.places) || decided != c.decided {
			t.Errorf("%s: places %v decided %q, want %v %q", c.name, places, decided, c.places, c.decided)
		}
	}
	if got := Winners([]string{"Ana", "Bo", "Cy"}, []int{1, 2, 1}); !slices.Equal(got, []string{"Ana", "Cy"}) {
		t.Errorf("winners %v", got)
	}
}

func TestReasonSectionsAndPages(t *testing.T) {
	r := Reason{Refs: []Ref{SectionRef("final-scoring", "End of the game"), SectionRef("broken-glass", "End of the game"),
		{Topic: "x", Pages: Pages{EN: []int{20, 13}, DE: []int{14}}}}}
	if got := r.Sections(); !slices.Equal(got, []string{"End of the game"}) {
		t.Errorf("sections %v", got)
	}
	if got := r.Pages("en"); !slices.Equal(got, []int{13, 20}) {
		t.Errorf("pages %v", got)
	}
	if got := r.Pages("pt"); len(got) != 0 {
		t.Errorf("pt pages %v", got)
	}
}

// The tie line names the value the runner-up had at the step that decided
// (three-player review D18: "influence left 6 against 4"): the best of
// those level with the winner before that step.
func TestRunnerUp(t *testing.T) {
	most := []Tiebreak{{ID: "influence"}, {ID: "coins"}}
	fewest := []Tiebreak{{ID: "broken-glass", Fewest: true}}
	for _, c := range []struct {
		name  string
		ps    []Standing
		steps []Tiebreak
		want  int
		ok    bool
	}{
		{"influence 6 against 4 (the review's 56/56/46)", []Standing{{56, []int{6, 3}}, {56, []int{4, 9}}, {46, []int{9, 9}}}, most, 4, true},
		{"three level: the best of the others", []Standing{{60, []int{7, 0}}, {60, []int{3, 0}}, {60, []int{5, 0}}}, most, 5, true},
		{"coins: only those level on influence", []Standing{{60, []int{5, 9}}, {60, []int{5, 8}}, {60, []int{4, 20}}}, most, 8, true},
		{"fewest: the lowest of the others", []Standing{{67, []int{8}}, {67, []int{0}}, {67, []int{3}}}, fewest, 3, true},
		{"decided by the total: none", []Standing{{20, []int{1}}, {10, []int{5}}}, most, 0, false},
		{"shared: none", []Standing{{12, []int{4, 2}}, {12, []int{4, 2}}}, most, 0, false},
	} {
		_, decided := Rank(c.ps, c.steps)
		got, ok := RunnerUp(c.ps, c.steps, decided)
		if got != c.want || ok != c.ok {
			t.Errorf("%s: %d %v, want %d %v", c.name, got, ok, c.want, c.ok)
		}
	}
}

// A player's name goes through the one name check (companion.Clash): the
// same name in any case, and a look-alike (Cyrillic "Аna", fullwidth
// "Ａｎａ" beside "Ana") are refused, as Stephens refuses them (play test
// pt3 D1); a name that reads differently is taken.
func TestCheckNameRefusesLookAlikes(t *testing.T) {
	for _, c := range []struct{ name, id string }{
		{"ana", "tally.problem.name_twice"},
		{"\u0410na", "text.problem.name_look_alike"},
		{"\uff21\uff4e\uff41", "text.problem.name_look_alike"},
		{"Anna", ""},
	} {
		_, err := CheckName(c.name, []string{"Bo", "Ana"})
		var got string
		if p, ok := err.(*companion.Problem); ok {
			got = p.ID
		} else if err != nil {
			got = err.Error()
		}
		if got != c.id {
			t.Errorf("%q beside Ana: %q, want %q", c.name, got, c.id)
		}
	}
}

// A rulebook section is quoted as each language quotes (play test pt3
// D17: `(Spielregel: "Game End")` among „…“ elsewhere), and named in the
// reader's language (wording review X2: no English heading on a German
// or Portuguese score line).
func TestWhyLineQuotesInTheLanguage(t *testing.T) {
	r := Reason{Label: Text("Goods"), Text: Text("17 coins"), Refs: []Ref{SectionRef("final-scoring", "Game End")}}
	for lang, want := range map[string]string{"en": `"Game End"`, "de": "„Spielende“", "pt": "«Fim do jogo»"} {
		if got := r.Line(locales.New(lang)); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %s", lang, got, want)
		}
	}
}
