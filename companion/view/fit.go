package view

import (
	"strings"
	"unicode"

	"golang.org/x/text/width"

	"github.com/pileup-companion/stephens/companion/fold"
)

// Text fitted to a number of terminal columns, a line at a time: what a
// prompt shows (its label wrapped, a long item cut with "…") so that no
// line is wider than the screen.

// Cells is how many terminal columns s takes: wide (East Asian, most
// emoji) characters take two, combining marks none.
func Cells(s string) int {
	n := 0
	for _, r := range s {
		n += runeCells(r)
	}
	return n
}

func runeCells(r rune) int {
	switch {
	case unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r) || r == '\u200d' || unicode.Is(unicode.Cf, r):
		return 0
	}
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return 2
	}
	return 1
}

// Cut shortens s to at most room columns, ending it with "…" when cut.
func Cut(s string, room int) string {
	if room < 1 || Cells(s) <= room {
		return s
	}
	var b strings.Builder
	used := 0
	for _, r := range s {
		c := runeCells(r)
		if used+c > room-1 {
			break
		}
		b.WriteRune(r)
		used += c
	}
	return strings.TrimRight(b.String(), " ") + "…"
}

// WrapCells breaks s into lines of at most room columns, at spaces, keeping
// together what the rest of the text keeps together (fold.Units: a page
// with its "S.", a quotation, a path) while it fits a line (a word longer
// than a line is cut).
func WrapCells(s string, room int) []string {
	if room < 1 || Cells(s) <= room {
		return []string{s}
	}
	var words []string
	for _, unit := range fold.Units(strings.Fields(s)) {
		if Cells(unit) > room {
			words = append(words, strings.Fields(unit)...)
			continue
		}
		words = append(words, unit)
	}
	var lines []string
	line := ""
	for _, word := range words {
		switch {
		case line == "":
			line = word
		case Cells(line)+1+Cells(word) <= room:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
		for Cells(line) > room {
			lines = append(lines, Cut(line, room))
			line = ""
		}
	}
	if line != "" || len(lines) == 0 {
		lines = append(lines, line)
	}
	return lines
}

// FitLabel splits a label that does not fit in room columns: the lines to
// print above the prompt, and the last line, which the prompt shows.
func FitLabel(label string, room int) (head []string, last string) {
	lines := WrapCells(label, room)
	return lines[:len(lines)-1], lines[len(lines)-1]
}
