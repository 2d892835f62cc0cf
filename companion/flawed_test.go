package companion

import (
	"math/rand/v2"
	"testing"
	"unicode/utf8"
)

// flawedByByte is Flawed without its eight-at-a-time path.
func flawedByByte(s string) bool {
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			if (b < 0x20 && b != '\n' && b != '\t') || b == 0x7f {
				return true
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:min(i+utf8.UTFMax, len(s))])
		if r == utf8.RuneError || len(Flaws(string(r))) > 0 {
			return true
		}
		i += n
	}
	return false
}

// Reading eight plain characters at a time finds every flaw a byte at a
// time finds, wherever it stands in the eight: each ASCII byte value and
// some of the others, at each place of long plain text.
func TestFlawedEightAtATimeIsByteByByte(t *testing.T) {
	plain := "Ana, Bo and Cy played at 19:30 {\"x\": [1, 2]} ~!"
	rng := rand.New(rand.NewPCG(1, 2))
	for c := range 256 {
		for at := range 17 {
			b := []byte(plain[:24])
			b[at] = byte(c)
			s := string(b)
			if got, want := Flawed(s), flawedByByte(s); got != want {
				t.Fatalf("Flawed(%q) = %v, byte by byte %v", s, got, want)
			}
			if got := Flawed(b); got != flawedByByte(s) {
				t.Fatalf("Flawed([]byte %q) = %v", s, got)
			}
		}
	}
	for range 20000 {
		b := []byte(plain)
		for range rng.IntN(3) {
			b[rng.IntN(len(b))] = byte(rng.IntN(256))
		}
		if s := string(b); Flawed(s) != flawedByByte(s) || Flawed(b) != flawedByByte(s) {
			t.Fatalf("Flawed(%q) differs from byte by byte", s)
		}
	}
}
