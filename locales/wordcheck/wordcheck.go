// Package wordcheck finds English UI words in text meant for a German or
// Portuguese screen. The tests of the locale files and of the help screens
// use it; the companion itself never does.
package wordcheck

import (
	_ "embed"
	"regexp"
	"strings"
	"sync"
)

//go:embed english-ui-words.txt
var list string

// words is the list as a set, read on first use.
var words = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, line := range strings.Split(list, "\n") {
		if w := strings.TrimSpace(line); w != "" && !strings.HasPrefix(w, "#") {
			m[strings.ToLower(w)] = true
		}
	}
	return m
})

// What a German or Portuguese screen may show in English: the parts
// English leaves out before it looks at the words.
var (
	reAllowed = regexp.MustCompile(`\{\{.*?\}\}|Pile Up Games`)
	reYAML    = regexp.MustCompile(`(?m)^[ \t]+-?[ \t]*[a-z_]+:.*$|\{[^{}]*\}`) // a file format's example
	reQuoted  = regexp.MustCompile("„[^“]*“|“[^”]*”|\"[^\"]*\"|«[^»]*»|`[^`]*`|(?:^|\\s)'[^']*'")
	reCommand = regexp.MustCompile(`stephens(?: (?:[a-z]+|--?[\w-]+(?:[= ][^\s,;)]+)?|[A-Z][A-Z:_\[\]]*))*`)
	reFlag    = regexp.MustCompile(`--?[a-z][\w-]*(?:=\S+)?`)
	reWord    = regexp.MustCompile(`[\p{L}][\p{L}\p{N}_'’./:#@+-]*`)
	reParts   = regexp.MustCompile(`[^\p{L}]+`)
)

// Size is the number of words on the list.
func Size() int { return len(words()) }

// English returns the words of text that are on the list, after leaving out
// what a German or Portuguese screen may show in English.
func English(text string) []string {
	s := reAllowed.ReplaceAllString(text, " ")
	s = reYAML.ReplaceAllString(s, " ")
	s = reQuoted.ReplaceAllString(s, " ")
	s = reCommand.ReplaceAllString(s, " ")
	s = reFlag.ReplaceAllString(s, " ")
	var found []string
	for _, w := range reWord.FindAllString(s, -1) {
		w = strings.TrimRight(w, ".:'’/#@+-")
		if strings.ContainsAny(w, "_'’./:#@+-0123456789") {
			// a token (upper-left, gate-5, worker_supply, 2h15m), but a
			// placeholder's words count: NAME:CUBES
			for _, part := range reParts.Split(w, -1) {
				if len(part) > 1 && part == strings.ToUpper(part) && words()[strings.ToLower(part)] {
					found = append(found, part)
				}
			}
			continue
		}
		if words()[strings.ToLower(w)] {
			found = append(found, w)
		}
	}
	return found
}
