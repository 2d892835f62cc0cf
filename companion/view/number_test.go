package view

import (
	"math"
	"math/rand/v2"
	"testing"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// Number writes what golang.org/x/text/message wrote before it (the
// record's averages and win rates looked the same): the decimal mark and
// the digit groups of each language, its rounding, signs and the odd
// values, over edge cases and random ones.
func TestNumberAsTheMessagePrinterWroteIt(t *testing.T) {
	xs := []float64{0, math.Copysign(0, -1), 0.5, 1.25, -3.75, 0.05, 0.049999, -0.01, -0.04, -0.06, 99.95, 999.95, 999.949,
		1234.5, 12345.678, 123456.789, 1234567.891, -1234.5, 100, 1e9 + 0.5, 61.26, 2.5, 33.333333,
		math.Inf(1), math.Inf(-1), math.NaN()}
	r := rand.New(rand.NewPCG(27, 27))
	for range 2000 {
		xs = append(xs, (r.Float64()-0.2)*math.Pow(10, float64(r.IntN(9))))
	}
	for _, lang := range []string{"en", "de", "pt"} {
		p := message.NewPrinter(language.Make(lang))
		sc := screen(lang, 80, true)
		for _, x := range xs {
			for decimals := range 3 {
				if got, want := sc.Number(x, decimals), p.Sprintf("%.*f", decimals, x); got != want {
					t.Errorf("%s: Number(%v, %d) = %q, the message printer wrote %q", lang, x, decimals, got, want)
				}
			}
		}
	}
}
