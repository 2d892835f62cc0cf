package deck

import (
	"errors"
	"os"
	"reflect"
	"testing"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// FuzzParseDraft: a draft file either reads as a transcription in progress
// that is written and read back the same, or is refused with located
// issues; never a panic.
func FuzzParseDraft(f *testing.F) {
	if buf, err := os.ReadFile("../../automa/testdata/test-deck.yaml"); err == nil {
		f.Add(buf)
	}
	for _, s := range []string{
		"", "# nothing yet\n", "worker_supply: [0, 1, 1, 2, 2, 3, 3, 4, 4, 5]\n",
		"worker_supply: [0, 1, 1, 2, 2, 3, 3, 4, 4, 5]\ncards:\n  - {id: A, action: profession, slot: 2, supply: {cubes: 0}}\n",
		"cards:\n  - &c {id: A, action: profession, slot: 2, supply: {cubes: 0}}\n  - *c\n", "worker_supply: &x [*x]\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, buf []byte) {
		d, err := ParseDraft(buf)
		if err != nil {
			var fe *userfile.Error
			if !errors.As(err, &fe) || len(fe.Issues) == 0 {
				t.Fatalf("not a file error: %v", err)
			}
			return
		}
		again, err := ParseDraft(MarshalDraft(d))
		if err != nil {
			t.Fatalf("written draft does not read back: %v\n%s", err, MarshalDraft(d))
		}
		if !reflect.DeepEqual(again, d) && !(Empty(again) && Empty(d)) {
			t.Fatalf("round trip changed %+v into %+v", d, again)
		}
	})
}
