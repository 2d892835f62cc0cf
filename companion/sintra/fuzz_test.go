package sintra

import "testing"

// A sheet file of any bytes is read or refused with a problem, never a
// panic; a sheet it accepts scores.
func FuzzParse(f *testing.F) {
	f.Add([]byte("side: a\nplayers:\n  - {name: Amanda, track: 50, panes_left: 7, broken: 8, ornaments: [4, 4, 1, 2]}\n  - {name: Bo, track: 67}\n"))
	f.Add([]byte("side: b\nplayers:\n  - {name: A, windows_complete: 4, colours: {orange: 5}}\n  - {name: B}\n"))
	f.Add([]byte("side: [\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		s, err := Parse(src)
		if err != nil {
			return
		}
		if _, err := Score(s); err != nil {
			t.Fatalf("accepted sheet does not score: %v\n%s", err, src)
		}
		if _, err := Parse(Marshal(s)); err != nil {
			t.Fatalf("the sheet written back is refused: %v\n%s", err, Marshal(s))
		}
	})
}
