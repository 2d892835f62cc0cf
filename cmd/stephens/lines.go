package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion/walk"
)

// printLines sets what a walkthrough said, in the user's language, wrapped
// to the terminal: headings apart, items indented, numbered steps with a
// hanging indent, and what was recorded marked on a terminal. withDone
// false leaves out what was recorded (shown only once it is written).
func (a *app) printLines(lines []walk.Line, beforeAsking bool) {
	w := a.io.Out
	n := 0
	for i, l := range lines {
		text := a.p.Render(l.Msg)
		switch l.Style {
		case walk.Heading:
			n = 0
			fmt.Fprintln(w)
			fmt.Fprintln(w, a.wrap(text))
		case walk.Lesson:
			n = 0
			a.printLesson(l, i > 0 && lines[i-1].Style == walk.Lesson, i+1 < len(lines) && lines[i+1].Style == walk.Heading)
		case walk.Table:
			_ = writeGrid(a, l.Cells) // a failed write to the terminal has nowhere to go
		case walk.Item:
			fmt.Fprintln(w, a.wrap("  "+text))
		case walk.Numbered:
			n++
			fmt.Fprintln(w, a.wrap(strconv.Itoa(n)+". "+text))
		case walk.Done:
			if beforeAsking {
				continue // said once it is written
			}
			if !a.io.OutTTY { // one line per entry, for grep and friends
				fmt.Fprintln(w, text)
				continue
			}
			fmt.Fprintln(w, a.wrap("→ "+text))
		default:
			fmt.Fprintln(w, a.wrap(text))
		}
	}
}

// hanging folds text after a lead ("  17  "): the lines that follow
// start under the text, not under the lead.
func (a *app) hanging(lead, text string) string {
	pad := strings.Repeat(" ", len([]rune(lead)))
	return lead + strings.ReplaceAll(wrapTo(text, max(20, a.termWidth()-len(pad))), "\n", "\n"+pad)
}

func (a *app) termWidth() int {
	if a.io.Width <= 20 {
		return 80
	}
	return a.io.Width
}

// wrap folds prose to the terminal width; a line starting "N. " or with
// spaces keeps its indent on the lines that follow.
func (a *app) wrap(s string) string { return wrapTo(s, a.termWidth()) }

// quotePairs are the quotation marks our languages set, opening and closing.
var quotePairs = [][2]string{{"«", "»"}, {"„", "“"}, {"“", "”"}, {`"`, `"`}}

// keepQuoted joins the words of a short quotation ("«stephens turn»", a
// game's name) so a line never breaks inside it; one of more than six
// words may.
func keepQuoted(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		joined := false
		for _, q := range quotePairs {
			rest, ok := strings.CutPrefix(w, q[0])
			if !ok || strings.Contains(rest, q[1]) {
				continue
			}
			for j := i + 1; j < len(words) && j < i+6; j++ {
				if strings.Contains(words[j], q[1]) {
					out = append(out, strings.Join(words[i:j+1], " "))
					i, joined = j, true
					break
				}
			}
			break
		}
		if !joined {
			out = append(out, w)
		}
	}
	return out
}

func wrapTo(s string, width int) string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		trimmed := strings.TrimLeft(para, " ")
		indent := para[:len(para)-len(trimmed)]
		hang := indent
		if i := strings.Index(trimmed, ". "); i > 0 && i <= 3 && strings.Trim(trimmed[:i], "0123456789") == "" {
			hang += strings.Repeat(" ", i+2)
		} else if strings.HasPrefix(trimmed, "→ ") {
			hang += "  "
		}
		for _, word := range keepCommands(keepAbbreviations(keepQuoted(strings.Fields(para)))) {
			if line != "" && len([]rune(line))+1+len([]rune(word)) > width {
				out = append(out, line)
				line = hang + word
				continue
			}
			if line == "" {
				line = indent + word
			} else {
				line += " " + word
			}
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}
