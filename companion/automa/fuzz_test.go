package automa

import (
	"errors"
	"reflect"
	"testing"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// FuzzParse: any bytes either parse into a valid transcription that
// survives a round trip, or give Problems with a line; never a panic.
// Corpus: testdata/fuzz/FuzzParse plus the made-up fixture.
func FuzzParse(f *testing.F) {
	f.Add(readFixture(f))
	f.Add([]byte("worker_supply: [1]\ncards:\n  - {id: a, action: profession, slot: 9}\n"))
	f.Add([]byte("cards: &a [*a]\n"))
	f.Add([]byte("worker_supply: !!binary AAAA\n"))
	f.Fuzz(func(t *testing.T, buf []byte) {
		tr, err := Parse(buf)
		if err != nil {
			var fe *userfile.Error
			if !errors.As(err, &fe) || len(fe.Issues) == 0 {
				t.Fatalf("error without issues: %v", err)
			}
			for _, is := range fe.Issues {
				if is.Problem == nil || is.Problem.ID == "" || is.Line < 0 {
					t.Fatalf("empty problem in %v", err)
				}
			}
			return
		}
		if err := Validate(tr); err != nil {
			t.Fatalf("parsed but invalid: %v", err)
		}
		out, err := Marshal(tr)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Parse(out)
		if err != nil {
			t.Fatalf("round trip: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(normalise(back), normalise(tr)) {
			t.Fatalf("round trip changed it:\n%+v\n%+v", tr, back)
		}
	})
}

// normalise treats an empty cost list like none (both mean "no cards").
func normalise(t *Transcription) *Transcription {
	c := *t
	c.Cards = append([]Card(nil), t.Cards...)
	for i := range c.Cards {
		if len(c.Cards[i].RemoveCosts) == 0 {
			c.Cards[i].RemoveCosts = nil
		}
	}
	return &c
}
