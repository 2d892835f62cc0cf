package rules

import (
	"slices"
	"sort"
	"strings"
)

// compoundParts splits a German compound into the words it is made of,
// when a side is a word of the texts itself: "siegpunktepfad" gives
// "siegpunkte", "pfad", "sieg" and "punkte". A linking s, n or e
// ("arbeitskraft") is dropped from the part it joins.
func compoundParts(w string, known map[string]bool) []string {
	const minPart = 3
	if len(w) < 2*minPart+1 {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	addPart := func(p string) {
		if len(p) >= minPart && p != w && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for i := minPart; i <= len(w)-minPart; i++ {
		left, right := w[:i], w[i:]
		if known[left] && len(left) >= 4 && len(right) >= 4 {
			addPart(left)
			stripped := strings.TrimLeft(right[:1], "sn") + right[1:]
			if known[stripped] {
				addPart(stripped)
			} else {
				addPart(right)
			}
		}
		if known[right] && len(right) >= 4 && len(left) >= 4 {
			addPart(right)
			if t := strings.TrimRight(left, "sne"); len(t) >= minPart && known[t] {
				addPart(t)
			} else {
				addPart(left)
			}
		}
	}
	for _, p := range slices.Clone(out) {
		for _, q := range compoundParts(p, known) {
			addPart(q)
		}
	}
	sort.Strings(out)
	return out
}
