package locales

import (
	"math"
	"math/rand/v2"
	"testing"

	"golang.org/x/text/language"
	xmessage "golang.org/x/text/message"
)

// Printer.Number writes what x/text/message's Sprintf("%.*f") writes in
// each language: decimal mark, thousands, rounding of halves, signs.
func TestNumberMatchesXText(t *testing.T) {
	values := []float64{0, math.Copysign(0, -1), 0.05, 0.15, 0.25, 0.35, 0.45, 2.675, 9.95, 99.95, 999.95, 999.5, 1000, 1234.5, 62.5, 63.5, -0.04, -0.05, -1234.56, 1e6, 12345678.9, 0.5, 1.5, 2.5}
	r := rand.New(rand.NewPCG(1, 2))
	for i := -3000; i <= 3000; i++ {
		values = append(values, float64(i)/20, float64(i)/3, float64(i)/7, float64(i)*37/11)
	}
	for range 3000 {
		values = append(values, r.Float64()*2e5-1e5)
	}
	for _, lang := range Supported {
		p, want := New(lang), xmessage.NewPrinter(language.Make(lang))
		for _, x := range values {
			for dec := range 3 {
				if got, w := p.Number(x, dec), want.Sprintf("%.*f", dec, x); got != w {
					t.Fatalf("%s: Number(%v, %d) = %q, x/text/message: %q", lang, x, dec, got, w)
				}
			}
		}
	}
}
