package userfile

import (
	"errors"
	"strings"
	"testing"
)

// FuzzParse: any bytes either decode or give an *Error whose issues each
// have a Problem, a line that is 0 (the whole file) or within the file, and
// no Go decoder text; never a panic, and never more than MaxIssues.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"name: A\nseed: 1\n",
		"name: A\nseed: 1\npairs:\n  - &p {a: 7}\n  - *p\nby_num: {45: [a], 50: ~}\nnested: {45: {4: 3}}\n",
		"a: [1, 2\nb: 3\n", "a: {b: 1\n", "a: b: c\n", "a:\n\t- 1\n", "a: \"abc\nb: 1\n", "- a\nb: 1\n",
		"a: 1\n---\nb: 2\n", "a: *nope\n", "defs: &x [*x]\n", "\xff\xfe", "a: \x00\n", "seed: 99999999999999999999\n",
		"when: 2026-11-22T20:00:00Z\nyes: maybe\nsmall: 300\n", "%YAML 1.2\n---\nname: A\n", "!!binary AAAA\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		lines := strings.Count(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n") + strings.Count(strings.ReplaceAll(string(src), "\r\n", "\n"), "\r") + 1
		d, err := Parse(src)
		if err == nil {
			var s sample
			d.Root().Decode(&s)
			err = d.Err()
		}
		if err == nil {
			return
		}
		var fe *Error
		if !errors.As(err, &fe) || len(fe.Issues) == 0 || len(fe.Issues) > MaxIssues {
			t.Fatalf("not an *Error with 1 to %d issues: %v", MaxIssues, err)
		}
		for _, is := range fe.Issues {
			if is.Problem == nil || is.Problem.ID == "" || is.Line < 0 || is.Line > lines {
				t.Fatalf("bad issue %+v in a file of %d lines", is, lines)
			}
			if text := err.Error(); strings.Contains(text, "unmarshal") || strings.Contains(text, "!!") && !strings.Contains(string(src), "!!") {
				t.Fatalf("decoder text: %v", err)
			}
		}
	})
}
