package walk

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/transform"
)

// Fold's case folding is x/text/cases.Fold's for every rune, after the
// accents are removed as Fold removes them, alone and among letters.
func TestFoldCaseMatchesXText(t *testing.T) {
	want := cases.Fold()
	bad := 0
	for r := rune(0); r <= unicode.MaxRune && bad < 10; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		plain, _, err := transform.String(fold, string(r))
		if err != nil {
			t.Fatalf("%U: %v", r, err)
		}
		for _, s := range []string{plain, "Ab" + plain + "Ç"} {
			if got, w := foldCase(s), want.String(s); got != w {
				t.Errorf("foldCase(%q) (%U) = %q, x/text/cases.Fold: %q", s, r, got, w)
				bad++
			}
		}
	}
}
