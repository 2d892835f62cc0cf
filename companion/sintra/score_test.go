package sintra

import "testing"

// Among colours with as many pane pieces, the first by name is the one
// named (test-gaps T4: the last by name survived every test); more pieces
// always win.
func TestBestColourAmongEquals(t *testing.T) {
	for _, c := range []struct {
		colours map[string]int
		want    string
		n       int
	}{
		{map[string]int{"yellow": 4, "blue": 4, "red": 4}, "blue", 4},
		{map[string]int{"yellow": 5, "blue": 4, "red": 5}, "red", 5},
		{map[string]int{"green": 2}, "green", 2},
		{map[string]int{}, "", 0},
	} {
		if got, n := BestColour(c.colours); got != c.want || n != c.n {
			t.Errorf("BestColour(%v) = %s %d, want %s %d", c.colours, got, n, c.want, c.n)
		}
	}
}
