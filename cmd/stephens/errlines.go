package main

// Errors and hints on stderr. Each is one line, "stephens: <message>" or
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
	"regexp"
	"strings"
	"unicode/utf8"
)

// errorText lays out an error and its hints as stderr shows them, folded
// to width (0: never folded); msg "" writes the hints alone. A message of
// several lines has the prefix on each line already (a file's issues, one
// a line).
func errorText(prefix, hintWord, msg string, hints []string, width int) string {
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
			lines[i] = foldAfter(hintLead, l[len(hintLead):], width)
		case strings.HasPrefix(l, lead):
			lines[i] = foldAfter(lead, l[len(lead):], width)
		default:
			lines[i] = foldAfter("", l, width)
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// foldAfter writes lead and text, the text folded at spaces to width, its
// lines after the first indented to stand under the first.
func foldAfter(lead, text string, width int) string {
	pad := strings.Repeat(" ", utf8.RuneCountInString(lead))
	room := max(20, width-len(pad))
	var b strings.Builder
	b.WriteString(lead)
	n := 0 // runes on the current line after the lead
	for _, unit := range unbreakable(strings.Fields(text)) {
		w := utf8.RuneCountInString(unit)
		switch {
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

// stderrQuotes are the marks a quoted command or path is set in, opening
// and closing: our languages' quotation marks, a shell's quotes, Markdown's
// backquotes.
var stderrQuotes = append([][2]string{{"'", "'"}, {"`", "`"}}, quotePairs...)

// unbreakable joins the words that must stay on one line: a quotation,
// however long ("stephens components bonuses --set lower-left=B5"), and a
// path with a space in it (a word with a slash followed by another,
// "/Users/ana/Library/Application Support/stephens"). A quotation mark
// never closed joins nothing.
func unbreakable(words []string) []string {
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
	abbreviation    = regexp.MustCompile(`^[(«„"]?\p{L}{1,2}\.$`)
	abbreviationEnd = regexp.MustCompile(`^(\p{L}{1,3}\.|\d)`)
)

// keepAbbreviations joins an abbreviation to what completes it, so a
// line never ends in "z." with "B." below, or "S." with its page below.
func keepAbbreviations(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		for i+1 < len(words) && abbreviation.MatchString(lastField(w)) && abbreviationEnd.MatchString(words[i+1]) {
			i++
			w += " " + words[i]
		}
		out = append(out, w)
	}
	return out
}

// commandWord is a word that goes on a stephens command written in a
// sentence without quotes: a sub-command, a slug, a flag or a placeholder.
var commandWord = regexp.MustCompile(`^(--)?[\p{Ll}\p{Lu}0-9][\p{Ll}\p{Lu}0-9=:,.-]*[),.;:]?$`)

// keepCommands joins a command written in a sentence without quotes
// ("read it with stephens rules show small-factory-bonuses") to its first
// four words after "stephens", so a line never ends in "stephens rules"
// with the rest below. A word ending in punctuation ends the command.
func keepCommands(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		if strings.TrimLeft(w, "(") == "stephens" {
			for n := 0; n < 4 && i+1 < len(words) && commandWord.MatchString(words[i+1]); n++ {
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
	for _, q := range stderrQuotes {
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
