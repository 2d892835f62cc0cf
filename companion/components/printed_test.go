package components

import (
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// One lookup for the printed values (rules-facts §13): the refill the
// rulebook's example proves (45, 4 players: 3; §5.2 step 2, §10 E8) holds
// beside a transcription of other values; a transcribed value wins.
func TestPrintedRefill_E8(t *testing.T) {
	for _, c := range []struct {
		r              *Refills
		space, players int
		want           int
		src            Source
	}{
		{nil, 45, 4, 3, Proven},
		{&Refills{Spaces: map[int]map[int]int{50: {4: 4}}}, 45, 4, 3, Proven},
		{&Refills{Spaces: map[int]map[int]int{45: {4: 3, 3: 2}}}, 45, 3, 2, Transcribed},
		{&Refills{Spaces: map[int]map[int]int{45: {4: 2}}}, 45, 4, 2, Transcribed},
		{nil, 45, 3, 0, Unknown},
		{nil, 50, 4, 0, Unknown},
	} {
		n, src := Printed{Refills: c.r}.Refill(c.space, c.players)
		if n != c.want || src != c.src {
			t.Errorf("%v: %d/%d = %d (%s), want %d (%s)", c.r, c.space, c.players, n, src, c.want, c.src)
		}
	}
}

// Small factory bonuses (rules-facts §6): lower-left ∋ B5 and upper-right
// ∋ B2 are proven by Ângela's example whatever else is transcribed; a
// factory transcribed in full takes nothing else; an unknown one may show
// any bonus that fits, one known on another factory too (no edition says
// a bonus is printed once, §13: Hypothesis H1 is no fact), only noted; and
// nothing is inferred.
func TestPrintedDelivery_6(t *testing.T) {
	partial := &Bonuses{}
	if err := partial.SetFactory(companion.UpperLeft, []string{"B1", "B3"}); err != nil {
		t.Fatal(err)
	}
	if err := partial.AddSeen(companion.LowerRight, "B8"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		b     *Bonuses
		pos   companion.Position
		fits  []string
		src   Source
		bonus []string
		note  []string // bonuses the note says are known elsewhere
	}{
		{nil, companion.LowerLeft, []string{"B5"}, Proven, []string{"B5"}, nil},
		{partial, companion.LowerLeft, []string{"B5"}, Proven, []string{"B5"}, nil},
		{nil, companion.UpperRight, []string{"B1", "B2"}, Proven, []string{"B2"}, nil},
		{partial, companion.UpperRight, []string{"B1", "B2"}, Proven, []string{"B2"}, nil},
		{partial, companion.UpperLeft, []string{"B1", "B2"}, Transcribed, []string{"B1"}, nil},
		{partial, companion.UpperLeft, []string{"B6"}, Transcribed, nil, nil},                                     // complete: not taken
		{nil, companion.UpperLeft, []string{"B5"}, Unknown, []string{"B5"}, []string{"B5"}},                       // B5 proven on the lower-left: asked, noted
		{nil, companion.UpperLeft, []string{"B1", "B2"}, Unknown, []string{"B1", "B2"}, []string{"B2"}},           // B2 proven on the upper-right
		{partial, companion.LowerRight, []string{"B8"}, Transcribed, []string{"B8"}, nil},                         // named at the table
		{partial, companion.LowerRight, []string{"B3", "B4"}, Unknown, []string{"B3", "B4"}, []string{"B3"}},      // B3 transcribed on the upper-left
		{partial, companion.LowerLeft, []string{"B1", "B2"}, Unknown, []string{"B1", "B2"}, []string{"B1", "B2"}}, // both placed elsewhere
		{nil, companion.UpperLeft, []string{"B6"}, Unknown, []string{"B6"}, nil},                                  // known nowhere: no note
	} {
		d := Printed{Bonuses: c.b}.Delivery(c.pos, c.fits)
		if d.Source != c.src || !slices.Equal(d.Bonuses, c.bonus) || (len(d.Bonuses) == 0) != (d.Refused != nil) {
			t.Errorf("%s %v: %s %v (%v), want %s %v", c.pos, c.fits, d.Source, d.Bonuses, d.Refused, c.src, c.bonus)
		}
		var noted []string
		if d.Note.ID != "" {
			for _, w := range d.Note.Args["Where"].(locales.List).Items {
				noted = append(noted, w.(locales.Msg).Args["Bonus"].(string))
			}
		}
		if !slices.Equal(noted, c.note) {
			t.Errorf("%s %v: noted %v, want %v", c.pos, c.fits, noted, c.note)
		}
	}
	// A bonus transcribed on another factory leaves the proven one where
	// the example puts it.
	moved := &Bonuses{}
	if err := moved.SetFactory(companion.UpperLeft, []string{"B5", "B2"}); err != nil {
		t.Fatal(err)
	}
	for pos, id := range map[companion.Position]string{companion.LowerLeft: "B5", companion.UpperRight: "B2"} {
		if f := (Printed{Bonuses: moved}).Factory(pos); !slices.Equal(f.IDs(), []string{id}) || f.Bonuses[0].Source != Proven {
			t.Errorf("%s with %s transcribed on the upper-left: %+v", pos, id, f)
		}
	}
	if f := (Printed{Bonuses: partial}).Factory(companion.LowerRight); f.Complete || !slices.Equal(f.IDs(), []string{"B8"}) {
		t.Errorf("lower-right %+v", f)
	}
	// test-gaps C5: the proven bonus named at the table is listed once,
	// as named there, beside the others named there.
	named := &Bonuses{}
	for _, id := range []string{"B5", "B7"} {
		if err := named.AddSeen(companion.LowerLeft, id); err != nil {
			t.Fatal(err)
		}
	}
	f := (Printed{Bonuses: named}).Factory(companion.LowerLeft)
	if !slices.Equal(f.IDs(), []string{"B5", "B7"}) || f.Bonuses[0].Source != Transcribed {
		t.Errorf("lower-left with B5 and B7 named at the table: %+v", f)
	}
	if err := partial.AddSeen(companion.UpperLeft, "B6"); problemID(err) != "values.problem.factory_complete" {
		t.Errorf("adding to a factory transcribed in full: %v", err)
	}
}

// A factory named only partly is written with a last "?" and read back so;
// --set takes the same notation.
func TestBonusesPartlyRoundTrip(t *testing.T) {
	b := &Bonuses{}
	if err := b.AddSeen(companion.LowerRight, "B8"); err != nil {
		t.Fatal(err)
	}
	out := string(MarshalBonuses(b))
	if !strings.Contains(out, `lower-right: [B8, "?"]`) {
		t.Fatalf("written %q", out)
	}
	back, err := ParseBonuses([]byte(out))
	if err != nil || !back.Partial[companion.LowerRight] || back.Complete(companion.LowerRight) || FactoriesDone(back) != 0 {
		t.Fatalf("read back %+v, %v", back, err)
	}
	s, err := ParseBonusSet("lower-right=B6,B8,?")
	if err != nil || !s.Partly || !slices.Equal(s.IDs, []string{"B6", "B8"}) {
		t.Errorf("--set %+v, %v", s, err)
	}
}
