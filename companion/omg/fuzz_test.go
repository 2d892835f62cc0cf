package omg

import "testing"

// A sheet file of any bytes is read or refused with a problem, never a
// panic; a sheet it accepts scores and reads back.
func FuzzParse(f *testing.F) {
	f.Add([]byte("players:\n  - {name: Ana, buildings: 20, coins: 23}\n  - {name: Bo, buildings: 21, coins: 17}\n"))
	f.Add([]byte("players: {}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		s, err := Parse(src)
		if err != nil {
			return
		}
		if _, err := Score(s); err != nil {
			t.Fatalf("accepted sheet does not score: %v\n%s", err, src)
		}
		if _, err := Parse(Marshal(s)); err != nil {
			t.Fatalf("the sheet written back is refused: %v", err)
		}
	})
}
