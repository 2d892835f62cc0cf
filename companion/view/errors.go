package view

// Errors and hints as a terminal shows them (stderr). Each is one line, "stephens: <message>" or
// "stephens: hint: <hint>", as scripts grep them. On a terminal a line
// longer than the terminal is folded at a space, its continuation lines
// indented under the message, so the prefixes stay readable down the left
// edge:
//
//	stephens: hint: the 3 answers so far (the game's setup) are kept in
//	                /home/ana/.local/state/stephens/drafts/new.yaml
//
// A fold never falls inside a path or a quoted command.

import (
	"strings"

	"github.com/pileup-companion/stephens/companion/fold"
)

// ErrorText lays out an error and its hints as stderr shows them, folded
// to width (0: never folded); msg "" writes the hints alone. A message of
// several lines has the prefix on each line already (a file's issues, one
// a line).
func ErrorText(prefix, hintWord, msg string, hints []string, width int) string {
	var b strings.Builder
	lead, hintLead := prefix+": ", prefix+": "+hintWord+": "
	if msg != "" {
		b.WriteString(lead + msg + "\n")
	}
	for _, h := range hints {
		b.WriteString(hintLead + h + "\n")
	}
	if width <= 0 {
		return b.String()
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, hintLead):
			lines[i] = fold.After(hintLead, l[len(hintLead):], width)
		case strings.HasPrefix(l, lead):
			lines[i] = fold.After(lead, l[len(lead):], width)
		default:
			lines[i] = fold.After("", l, width)
		}
	}
	return strings.Join(lines, "\n") + "\n"
}
