// Package fold folds text to a width at spaces, for a terminal of that
// many columns: a line breaks only between words, and never inside what a
// reader needs whole (a short quotation, a quoted command of any length, a
// path with a space in it, an abbreviation and what completes it, a
// command written in a sentence). Pure string work: no terminal, no I/O.
package fold

import (
	"regexp"
	"strings"
	"sync"
)

// QuotePairs are the quotation marks our languages set, opening and closing.
var QuotePairs = [][2]string{{"«", "»"}, {"„", "“"}, {"“", "”"}, {`"`, `"`}}

// keepQuoted joins the words of a short quotation ("«stephens turn»", a
// game's name) so a line never breaks inside it; one of more than six
// words may.
func keepQuoted(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		joined := false
		for _, q := range QuotePairs {
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

// Text folds each line of s to width: a line starting with spaces keeps
// them on the lines that follow, a numbered step ("2. ") or an arrow
// ("→ ") hangs its text under the text. A word too long to stand indented
// (a path) starts at the left edge instead, so the terminal never breaks
// it.
func Text(s string, width int) string {
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
			if line != "" && Width(line)+1+Width(word) > width {
				out = append(out, line)
				line = hang + word
				if len([]rune(line)) > width { // a path too long to stand indented: from the left edge
					line = word
				}
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

// After writes lead and text, the text folded at spaces to width, its
// lines after the first indented to stand under the first; a unit too long
// to stand there (a path) gets a line of its own from the left edge.
func After(lead, text string, width int) string { return after(lead, text, width, false) }

// AfterKept is After for a help column: a unit too long to stand under
// the text (a quoted example) keeps as much of the indent as the width
// leaves it, so it reads as part of its help, not as a line of its own
// (review pt2 #12: the --card YAML example dropped to column 0).
func AfterKept(lead, text string, width int) string { return after(lead, text, width, true) }

func after(lead, text string, width int, keep bool) string {
	pad := strings.Repeat(" ", Width(lead))
	room := max(20, width-len(pad))
	var b strings.Builder
	b.WriteString(lead)
	n := 0 // runes on the current line after the lead
	for _, unit := range Units(strings.Fields(text)) {
		w := Width(unit)
		switch {
		case w > room && pad != "":
			// Too long to stand under the text (a path): a line of its
			// own from the left edge, so the terminal never breaks it.
			if b.Len() > 0 {
				b.WriteString("\n")
			}
			if keep {
				b.WriteString(strings.Repeat(" ", max(0, min(len(pad), width-w))))
			}
			n = 0
		case n == 0:
		case n+1+w > room:
			b.WriteString("\n" + pad)
			n = 0
		default:
			b.WriteString(" ")
			n++
		}
		b.WriteString(unit)
		n += w
	}
	return b.String()
}

// allQuotes are the marks a quoted command or path is set in, opening
// and closing: our languages' quotation marks, a shell's quotes, Markdown's
// backquotes.
var allQuotes = append([][2]string{{"'", "'"}, {"`", "`"}}, QuotePairs...)

// Units joins the words that must stay on one line: a quotation,
// however long ("stephens components bonuses --set lower-left=B5"), and a
// path with a space in it (a word with a slash followed by another,
// "/Users/ana/Library/Application Support/stephens"). A quotation mark
// never closed joins nothing.
func Units(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		end := quoteEnd(words, i)
		for end+1 < len(words) && pathGoesOn(words[end], words[end+1]) {
			end++
		}
		out = append(out, strings.Join(words[i:end+1], " "))
		i = end
	}
	return keepCommands(keepAbbreviations(out))
}

// abbreviation is a short abbreviation that opens a pair ("z.", "S.",
// "p.", "pp."); abbreviationEnd what may follow it on the same line: the
// pair's second half ("B.", "ex.") or a page number ("24", "17–18).").
var (
	abbreviation    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[(«„"]?\p{L}{1,2}\.$`) })
	abbreviationEnd = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\p{L}{1,3}\.|\d)`) })
)

// keepAbbreviations joins an abbreviation to what completes it, so a
// line never ends in "z." with "B." below, or "S." with its page below.
func keepAbbreviations(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		for i+1 < len(words) && abbreviation().MatchString(lastField(w)) && abbreviationEnd().MatchString(words[i+1]) {
			i++
			w += " " + words[i]
		}
		out = append(out, w)
	}
	return out
}

// commandWord is a word that goes on a stephens command written in a
// sentence without quotes: a sub-command, a slug, a flag or a placeholder.
var commandWord = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(--)?[\p{Ll}\p{Lu}0-9][\p{Ll}\p{Lu}0-9=:,.-]*[),.;:]?$`)
})

// keepCommands joins a command written in a sentence without quotes
// ("read it with stephens rules show small-factory-bonuses") to its first
// four words after "stephens", so a line never ends in "stephens rules"
// with the rest below. A word ending in punctuation ends the command.
func keepCommands(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		if strings.TrimLeft(w, "(") == "stephens" {
			for n := 0; n < 4 && i+1 < len(words) && commandWord().MatchString(words[i+1]); n++ {
				i++
				w += " " + words[i]
				if strings.ContainsAny(words[i][len(words[i])-1:], "),.;:") {
					break
				}
			}
		}
		out = append(out, w)
	}
	return out
}

// lastField is the last space-separated part of a unit.
func lastField(s string) string { return s[strings.LastIndex(s, " ")+1:] }

// quoteEnd is the index of the word that closes a quotation opened by
// words[i] (i itself when it opens none or closes it).
func quoteEnd(words []string, i int) int {
	w := strings.TrimLeft(words[i], "(")
	for _, q := range allQuotes {
		rest, ok := strings.CutPrefix(w, q[0])
		if !ok {
			continue
		}
		if strings.Contains(rest, q[1]) {
			return i
		}
		for j := i + 1; j < len(words); j++ {
			if strings.Contains(words[j], q[1]) {
				return j
			}
		}
		return i
	}
	return i
}

// pathGoesOn reports whether next continues a path that word holds, past a
// space in a folder's name: both have a slash, and next starts no path or
// sentence of its own.
func pathGoesOn(word, next string) bool {
	if !strings.Contains(word, "/") || !strings.Contains(next, "/") {
		return false
	}
	if strings.ContainsAny(word[len(word)-1:], ",;:.)") || strings.ContainsAny(next[:1], "/~(«„“\"'`") {
		return false
	}
	return true
}

// Command breaks a command line longer than width before its flags
// ("--supply ..."), continuation lines indented four more, each line but
// the last ending in " \" as a shell continues a command, so the folded
// command still runs when pasted.
func Command(line string, width int) string {
	indent := line[:len(line)-len(strings.TrimLeft(line, " "))]
	var parts []string // the command, then each flag with its values
	for _, w := range Units(strings.Fields(line)) {
		if len(parts) == 0 || strings.HasPrefix(w, "--") {
			parts = append(parts, w)
		} else {
			parts[len(parts)-1] += " " + w
		}
	}
	var b strings.Builder
	cur := indent + parts[0]
	for _, part := range parts[1:] {
		if Width(cur)+1+Width(part)+2 > width {
			b.WriteString(cur + " \\\n")
			cur = indent + "    " + part
			continue
		}
		cur += " " + part
	}
	return b.String() + cur
}

// tableRow is an indented row of a table: its first column
// with the spaces after it, then its text ("  2    usage or invalid input").
var tableRow = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\s+\S+\s{2,})(\S.*)$`) })

// Row folds an indented line that is too long: a trailing comment
// ("broken: 8   # the points beside ...", in a file format or an example)
// goes on in comment lines under its "#", a table row under its text.
// Any other line is left as it is.
func Row(line string, width int) string {
	if i := strings.Index(line, "  # "); i > 0 && strings.TrimSpace(line[:i]) != "" {
		code := line[:i+2]
		pad := strings.Repeat(" ", Width(code))
		folded := After(pad+"# ", line[i+4:], width)
		return code + strings.ReplaceAll(folded[len(pad):], "\n"+pad+"  ", "\n"+pad+"# ")
	}
	if m := tableRow().FindStringSubmatch(line); m != nil {
		return After(m[1], m[2], width)
	}
	return line
}
