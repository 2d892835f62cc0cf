package companion

import (
	"strings"
	"sync"
	"sync/atomic"
	"unicode"

	"go.mau.fi/util/confusable"
	"golang.org/x/text/unicode/norm"
)

// Names at the table must tell people apart: on a score sheet's column, in
// "it is Ana's turn", in a game file's history. Beyond the text policy
// (CheckText) and the name rules (CheckName), a name is refused when it
// clashes with a name already taken:
//
//   - the same name: equal in its usual form (NFC), ignoring case;
//   - a look-alike: the same confusable skeleton (Unicode TS #39), so a
//     Cyrillic "Аna" or a fullwidth "Ａｎａ" is not a second Ana. The
//     skeleton is taken of the compatibility form (NFKC) as typed, in
//     lower case and in upper case, since the data maps each case on its
//     own (Cyrillic "м" reads as Latin "m" only in upper case).
//
// The skeleton data is go.mau.fi/util/confusable, generated from the
// Unicode confusables table and kept up to date by its maintainers: a
// table of thousands of look-alikes is data, not code to write by hand.

// Clash says how name clashes with other, a name already taken: "" when
// it does not, ClashSame or ClashLookAlike.
func Clash(name, other string) string {
	switch {
	case SameName(name, other):
		return ClashSame
	case lookAlike(name, other):
		return ClashLookAlike
	}
	return ""
}

// The ways two names clash.
const (
	ClashSame      = "same"
	ClashLookAlike = "look_alike"
)

// ClashProblem is the problem a clash of name with other is: the same
// name (sameID, the caller's own words for it), or a look-alike
// (text.problem.name_look_alike, naming both and a character of either
// that reads as another); nil when they do not clash.
func ClashProblem(name, other, sameID string, args ...any) *Problem {
	switch Clash(name, other) {
	case ClashSame:
		return NewProblem(sameID, args...)
	case ClashLookAlike:
		char := lookAlikeChar(name)
		if char == "" {
			char = lookAlikeChar(other)
		}
		return NewProblem("text.problem.name_look_alike", "Value", name, "Other", other, "Char", char)
	}
	return nil
}

// CheckNameAmong is the one check of a name that enters beside names
// already taken (a prompt, a flag, a sheet file): a name (CheckName)
// that clashes with none of them (ClashProblem; sameID words the same
// name, with the name as Value). It returns the name in its usual form.
func CheckNameAmong(name string, taken []string, sameID string) (string, error) {
	v, err := CheckName(name)
	if err != nil {
		return "", err
	}
	for _, o := range taken {
		if p := ClashProblem(v, o, sameID, "Value", v); p != nil {
			return "", p
		}
	}
	return v, nil
}

func lookAlike(a, b string) bool {
	sa, sb := skeletons(a), skeletons(b)
	for _, x := range sa {
		for _, y := range sb {
			if x == y {
				return true
			}
		}
	}
	return false
}

// skeletons are the name's skeletons: as typed, in lower and upper case.
// The skeletons of the first names met are kept: reading a record checks
// the same few players' names in every game it holds.
func skeletons(name string) [3]string {
	if sk, ok := skeletonsMet.Load(name); ok {
		return sk.([3]string)
	}
	s := norm.NFKC.String(strings.TrimSpace(name))
	sk := [3]string{
		strings.ToLower(confusable.Skeleton(s)),
		strings.ToLower(confusable.Skeleton(strings.ToLower(s))),
		strings.ToLower(confusable.Skeleton(strings.ToUpper(s))),
	}
	if namesMet.Add(1) <= maxNamesMet {
		skeletonsMet.Store(name, sk)
	}
	return sk
}

// The skeletons kept, by name, and how many names were met (a bound, not
// a count of what is kept).
var (
	skeletonsMet sync.Map
	namesMet     atomic.Int64
)

const maxNamesMet = 1024

// lookAlikeChar names the first character of s outside plain ASCII that
// reads as something else (U+0410), or "" when none does.
func lookAlikeChar(s string) string {
	for _, r := range s {
		if r < 0x80 {
			continue
		}
		if c := string(r); confusable.Skeleton(norm.NFKC.String(c)) != c {
			return Flaw{Rune: r}.Char(c)
		}
	}
	return ""
}

// visible reports whether s has a character that shows: a letter, a
// digit, punctuation or a symbol, but not the braille blank (U+2800),
// which is a symbol that shows nothing.
func visible(s string) bool {
	for _, r := range s {
		if r != '\u2800' && (unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsPunct(r) || unicode.IsSymbol(r)) {
			return true
		}
	}
	return false
}
