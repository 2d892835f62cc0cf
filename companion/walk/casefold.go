package walk

import (
	"strings"
	"unicode"
)

// foldCase is Unicode's full case folding (CaseFolding.txt, statuses C and
// F), as golang.org/x/text/cases.Fold gives it, for text whose combining
// marks Fold has removed already. It is written out here rather than taken
// from x/text/cases because that package builds its tables in its init, at
// every start of the companion, for the few words a flag's value or a
// player's name takes. TestFoldCaseMatchesXText checks every rune against
// x/text/cases.
func foldCase(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if full := foldFull(r); full != "" {
			b.WriteString(full)
			continue
		}
		b.WriteRune(foldSimple(r))
	}
	return b.String()
}

// foldSimple is a rune's simple case folding: its lower case, reached
// through its upper case so that ſ folds to s and ς to σ; dotless ı is
// its own fold, and x/text swaps the case of Cherokee letters.
func foldSimple(r rune) rune {
	switch {
	case r < 0x80:
		return unicode.ToLower(r)
	case r == 'ı':
		return r
	case r >= 0x13A0 && r <= 0x13FD, r >= 0xAB70 && r <= 0xABBF: // Cherokee
		if unicode.IsUpper(r) {
			return unicode.ToLower(r)
		}
		return unicode.ToUpper(r)
	}
	return unicode.ToLower(unicode.ToUpper(r))
}

// foldFull is a rune's fold into several runes (CaseFolding.txt status F)
// among those left once the combining marks are gone, "" for any other.
func foldFull(r rune) string {
	switch r {
	case 'ß', 'ẞ':
		return "ss"
	case 'ŉ':
		return "ʼn"
	case 'ẚ':
		return "aʾ"
	case 'և':
		return "եւ"
	case 'ﬀ':
		return "ff"
	case 'ﬁ':
		return "fi"
	case 'ﬂ':
		return "fl"
	case 'ﬃ':
		return "ffi"
	case 'ﬄ':
		return "ffl"
	case 'ﬅ', 'ﬆ':
		return "st"
	case 'ﬓ':
		return "մն"
	case 'ﬔ':
		return "մե"
	case 'ﬕ':
		return "մի"
	case 'ﬖ':
		return "վն"
	case 'ﬗ':
		return "մխ"
	}
	return ""
}
