package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/rules"
)

// rulesRenderTopic prints a topic for reading, wrapped to the output width: the
// title, the body, the rulebook pages, the edition notes and the related
// topics.
func rulesRenderTopic(a *app, b *rules.Base, t *rules.Topic) {
	w, width := a.io.Out, rulesProseWidth(a.io.Width)
	head := t.Title + "  [" + t.Slug + "]"
	fmt.Fprintln(w, head)
	fmt.Fprintln(w, strings.Repeat("=", min(utf8.RuneCountInString(head), width)))
	fmt.Fprintln(w)
	rulesWrapText(w, t.Body, width, "")
	if refs := rulesPageRefs(a, t.Pages); refs != "" {
		fmt.Fprintln(w)
		rulesWrapText(w, a.p.T("rules.pages")+": "+refs, width, "")
	}
	if len(t.EditionNotes) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, a.p.T("rules.edition_notes")+":")
		for _, n := range t.EditionNotes {
			lead := "  - " // the Dnn refs are the fact sheet's bookkeeping, not the players'
			rulesWrapItem(w, n.Text, width, lead, strings.Repeat(" ", utf8.RuneCountInString(lead)))
		}
	}
	if len(t.Related) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, a.p.T("rules.related")+":")
		pad := 0
		for _, s := range t.Related {
			pad = max(pad, len(s))
		}
		for _, s := range t.Related {
			lead := "  " + s + strings.Repeat(" ", pad-len(s)+2)
			rulesWrapItem(w, b.Topic(t.Lang, s).Title, width, lead, strings.Repeat(" ", pad+4))
		}
	}
}

// rulesProseWidth is the width prose is wrapped to: the terminal's, but
// never below 20 nor above 100 columns, where lines get too long to read.
func rulesProseWidth(w int) int {
	if w < 20 {
		return 80
	}
	return min(w, 100)
}

// rulesPageRefs writes the cited pages per edition, grouping editions that
// cite the same pages and putting the user's edition first:
// "p. 15 (EN, PT), p. 14 (DE)", each in the abbreviation of the user's
// language (German "S. 13 (EN, DE, PT)").
func rulesPageRefs(a *app, p rules.Pages) string {
	order := []string{a.p.Lang}
	for _, l := range rules.Langs {
		if l != a.p.Lang {
			order = append(order, l)
		}
	}
	var keys []string
	groups := map[string][]string{}
	for _, l := range order {
		pages := p.For(l)
		if len(pages) == 0 {
			continue
		}
		nums := make([]string, len(pages))
		for i, n := range pages {
			nums[i] = strconv.Itoa(n)
		}
		k := a.p.T("rules.page_abbr_"+l) + " " + strings.Join(nums, ", ")
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], strings.ToUpper(l))
	}
	parts := make([]string, len(keys))
	for i, k := range keys {
		// keep the editions in the fixed order EN, DE, PT inside a group
		eds := []string{}
		for _, l := range rules.Langs {
			for _, g := range groups[k] {
				if g == strings.ToUpper(l) {
					eds = append(eds, g)
				}
			}
		}
		parts[i] = k + " (" + strings.Join(eds, ", ") + ")"
	}
	return strings.Join(parts, "; ")
}

// rulesWrapText wraps plain text of short paragraphs to width. A line
// starting with "- " (or "1. ") starts a list item, wrapped with a hanging
// indent; other lines of a paragraph are joined and refilled.
func rulesWrapText(w io.Writer, text string, width int, prefix string) {
	first := true
	for _, para := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n\n") {
		para = strings.Trim(para, "\n")
		if strings.TrimSpace(para) == "" {
			continue
		}
		if !first {
			fmt.Fprintln(w)
		}
		first = false
		var item strings.Builder
		hang := ""
		flush := func() {
			if item.Len() > 0 {
				rulesWrapItem(w, item.String(), width, prefix, prefix+hang)
				item.Reset()
			}
		}
		for _, line := range strings.Split(para, "\n") {
			trimmed := strings.TrimSpace(line)
			if m := rulesListMarker(trimmed); m != "" {
				flush()
				hang = strings.Repeat(" ", utf8.RuneCountInString(m))
				item.WriteString(trimmed)
				continue
			}
			if item.Len() > 0 {
				item.WriteByte(' ')
			} else {
				hang = ""
			}
			item.WriteString(trimmed)
		}
		flush()
	}
}

// rulesListMarker returns "- " or "12. " when line starts a list item.
func rulesListMarker(line string) string {
	if strings.HasPrefix(line, "- ") {
		return "- "
	}
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	if i > 0 && i < 3 && strings.HasPrefix(line[i:], ". ") {
		return line[:i+2]
	}
	return ""
}

// rulesWrapItem fills words into lines of at most width runes: the first line
// starts with first, the others with rest. A word longer than a line stands
// on its own line.
func rulesWrapItem(w io.Writer, text string, width int, first, rest string) {
	line := first
	empty := true
	for _, word := range strings.Fields(text) {
		if !empty && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) > width {
			fmt.Fprintln(w, line)
			line, empty = rest, true
		}
		if !empty {
			line += " "
		}
		line += word
		empty = false
	}
	if !empty {
		fmt.Fprintln(w, line)
	}
}
