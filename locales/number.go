package locales

import (
	"strconv"
	"strings"
)

// Number writes x with decimals digits after the language's decimal mark
// and its thousands separator ("1,234.5" in English, "1.234,5" in German
// and Portuguese), rounded as strconv rounds, as x/text/message writes it
// with Sprintf("%.*f") (finite x). It is written out here because
// x/text/message and the packages it brings build their tables at
// every start of the companion, for the few numbers the record's stats
// show (TestNumberMatchesXText compares the two).
func (p *Printer) Number(x float64, decimals int) string {
	point, group := ".", ","
	if p.Lang == "de" || p.Lang == "pt" {
		point, group = ",", "."
	}
	s := strconv.FormatFloat(x, 'f', decimals, 64)
	digits, frac, _ := strings.Cut(strings.TrimPrefix(s, "-"), ".")
	var b strings.Builder
	if x < 0 { // -0 is written 0, and -0.04 rounded -0
		b.WriteByte('-')
	}
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(group)
		}
		b.WriteRune(d)
	}
	if decimals > 0 {
		b.WriteString(point + frac)
	}
	return b.String()
}
