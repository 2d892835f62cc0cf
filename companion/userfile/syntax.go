package userfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// checkText refuses what is not text before the YAML parser sees it, with
// the exact line: bytes that are not UTF-8, and control characters. Tab and
// line feed are text; so is carriage return, which Parse has turned into
// line feeds already. The other characters YAML parsers may take for line
// breaks (NEL, U+2028, U+2029) are refused: an editor would not show the
// lines the parser counts.
func checkText(src []byte) (Issue, bool) {
	line := 1
	for i := 0; i < len(src); {
		if c := src[i]; c >= 0x20 && c < 0x7f {
			i++ // most of a file: printable ASCII
			continue
		}
		r, size := utf8.DecodeRune(src[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			return Issue{Line: line, Problem: companion.NewProblem("file.problem.not_utf8")}, true
		case r == '\n':
			line++
		case r == '\t' || r == '\r':
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0x2028 || r == 0x2029 || r == 0xfffe || r == 0xffff:
			return Issue{Line: line, Problem: companion.NewProblem("file.problem.control", "Char", fmt.Sprintf("U+%04X", r))}, true
		}
		i += size
	}
	return Issue{}, false
}

// The parser's own messages. yaml.v3 numbers the lines of parser errors
// from 0 and of scanner errors from 1; it names the line where the broken
// construct began (an unclosed "[", a quote, a mapping) unless that is the
// first line, when it names the line it stopped on, or none. syntaxIssue
// reads the source again to find the right line: with a blank line in front
// for where the construct began (what an unclosed bracket or quote needs),
// and from that line on for where the parser stopped (what a line indented
// wrongly needs). The messages it knows are told in the user's words
// (file.yaml.*); any other keeps the parser's text.
var (
	// Compiled and built when a file is broken, not at every start-up.
	reYAMLError = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^yaml: (?:line (\d+): )?(.*)$`) })
	reAnchor    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^unknown anchor '(.*)' referenced$`) })

	// flowErrors are best reported where the bracket opened.
	flowErrors = sync.OnceValue(func() map[string]bool {
		return map[string]bool{
			"did not find expected ',' or ']'": true,
			"did not find expected ',' or '}'": true,
		}
	})

	parserErrors = sync.OnceValue(func() map[string]bool {
		return map[string]bool{
			"did not find expected <stream-start>":   true,
			"did not find expected <document start>": true,
			"did not find expected node content":     true,
			"did not find expected key":              true,
			"did not find expected '-' indicator":    true,
			"did not find expected ',' or ']'":       true,
			"did not find expected ',' or '}'":       true,
			"found undefined tag handle":             true,
			"found duplicate %YAML directive":        true,
			"found incompatible YAML document":       true,
			"found duplicate %TAG directive":         true,
		}
	})

	syntaxWords = sync.OnceValue(func() map[string]string {
		return map[string]string{
			"did not find expected ',' or ']'":                             "file.yaml.open_list",
			"did not find expected ',' or '}'":                             "file.yaml.open_fields",
			"mapping values are not allowed in this context":               "file.yaml.colon",
			"found character that cannot start any token":                  "file.yaml.bad_start",
			"found a tab character that violates indentation":              "file.yaml.tab",
			"found a tab character where an indentation space is expected": "file.yaml.tab",
			"did not find expected key":                                    "file.yaml.indent",
			"did not find expected '-' indicator":                          "file.yaml.indent",
			"found unexpected end of stream":                               "file.yaml.open_quote",
			"could not find expected ':'":                                  "file.yaml.no_colon",
			"did not find expected node content":                           "file.yaml.no_value",
			"block sequence entries are not allowed in this context":       "file.yaml.dash",
			"found unknown escape character":                               "file.yaml.escape",
			"did not find expected comment or line break":                  "file.yaml.after_value",
		}
	})
)

func syntaxIssue(err error, src []byte) Issue {
	src = bytes.TrimPrefix(src, []byte("\uFEFF"))
	lines := bytes.SplitAfter(src, []byte("\n"))
	msg, began, ok := yamlError(firstError(append([]byte("\n"), src...)))
	if !ok {
		msg, began, _ = yamlError(err)
		began++
	}
	line := began
	switch {
	case !parserErrors()[msg]:
		line-- // a scanner error, counted from 1 with the extra line
	case !flowErrors()[msg] && began >= 1 && began <= len(lines):
		// Where the parser stopped: read from the line the construct began,
		// which then is the first and so is not the line named.
		rest := bytes.Join(lines[began-1:], nil)
		if m2, stopped, ok := yamlError(firstError(rest)); ok && m2 == msg {
			line = began + stopped
		}
	}
	line = min(max(line, 1), lastLine(lines))
	if a := reAnchor().FindStringSubmatch(msg); a != nil {
		return Issue{Line: aliasLine(src, a[1]), Problem: companion.NewProblem("file.problem.unknown_alias", "Name", a[1])}
	}
	if strings.HasPrefix(msg, "exceeded max depth") {
		return Issue{Line: line, Problem: companion.NewProblem("file.problem.too_deep", "Max", MaxDepth)}
	}
	if id, ok := syntaxWords()[msg]; ok {
		return Issue{Line: line, Problem: companion.NewProblem("file.problem.yaml", "Detail", locales.Term(id))}
	}
	return Issue{Line: line, Problem: companion.NewProblem("file.problem.yaml", "Detail", msg)}
}

// lastLine is the last line with something on it (a parser that ran into
// the end of the file names the line after it).
func lastLine(lines [][]byte) int {
	for i := len(lines) - 1; i > 0; i-- {
		if len(bytes.TrimSpace(lines[i])) > 0 {
			return i + 1
		}
	}
	return 1
}

// yamlError splits "yaml: line N: message" into the message and N (0
// when no line is named); ok is false for no error or another shape.
func yamlError(err error) (msg string, line int, ok bool) {
	if err == nil {
		return "", 0, false
	}
	m := reYAMLError().FindStringSubmatch(strings.SplitN(err.Error(), "\n", 2)[0])
	if m == nil {
		return "", 0, false
	}
	line, _ = strconv.Atoi(m[1])
	return m[2], line, true
}

// firstError decodes every document of src and returns the first error.
func firstError(src []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = nil
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(src))
	for {
		var n yaml.Node
		if err := dec.Decode(&n); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
}

// aliasLine finds the line of the first *name (yaml.v3 names no line for an
// alias without an anchor).
func aliasLine(src []byte, name string) int {
	for i, l := range bytes.Split(src, []byte("\n")) {
		at := bytes.Index(l, []byte("*"+name))
		for at >= 0 {
			end := at + 1 + len(name)
			if end == len(l) || strings.ContainsRune(" \t,]}\r#", rune(l[end])) {
				return i + 1
			}
			next := bytes.Index(l[at+1:], []byte("*"+name))
			if next < 0 {
				break
			}
			at += 1 + next
		}
	}
	return 1
}
