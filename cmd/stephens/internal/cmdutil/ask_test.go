package cmdutil

import (
	"testing"

	"github.com/pileup-companion/stephens/locales"
)

func TestParseIntIn(t *testing.T) {
	a := &App{P: locales.New("en")}
	cases := []struct {
		in      string
		lo, hi  int
		want    int
		wantErr string
	}{
		{"7", 0, 15, 7, ""},
		{" 12 ", 0, 25, 12, ""},
		{"x", 0, 25, 0, `"x" is not a whole number: type one from 0 to 25`},
		{"", 0, 25, 0, "type a whole number from 0 to 25"},
		{"x", 1, -1, 0, `"x" is not a whole number: type one from 1 up`},
		{"26", 0, 25, 0, "26 is not between 0 and 25"},
		{"-1", 0, -1, 0, "-1 is below 0"},
		{"900", 0, -1, 900, ""},
	}
	for _, c := range cases {
		got, err := a.ParseIntIn(c.in, c.lo, c.hi)
		if c.wantErr == "" && (err != nil || got != c.want) {
			t.Errorf("ParseIntIn(%q) = %d, %v", c.in, got, err)
		}
		if c.wantErr != "" && (err == nil || err.Error() != c.wantErr) {
			t.Errorf("ParseIntIn(%q) error = %v, want %q", c.in, err, c.wantErr)
		}
	}
	de := &App{P: locales.New("de")}
	if _, err := de.ParseIntIn("acht", 0, 15); err == nil || err.Error() != "„acht“ ist keine ganze Zahl: Gib eine von 0 bis 15 ein" {
		t.Errorf("de error = %v", err)
	}
}
