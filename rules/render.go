package rules

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A topic for reading on a terminal: wrapped to a width, with the pages
// each edition cites. The front end gives the width and the words.

// Words gives the few words a topic rendered for reading needs in the
// reader's language (a *locales.Printer): its headings (rules.pages,
// rules.edition_notes, rules.related) and each edition's abbreviation for
// a page (rules.page_abbr_en, ...).
type Words interface {
	T(id string, kv ...any) string
}

// Render writes a topic for reading, wrapped to width: the title, the
// body, the rulebook pages (the reader's edition, lang, first), the
// edition notes and the related topics.
func (b *Base) Render(w io.Writer, t *Topic, width int, lang string, words Words) {
	head := t.Title + "  [" + t.Slug + "]"
	fmt.Fprintln(w, head)
	fmt.Fprintln(w, strings.Repeat("=", min(utf8.RuneCountInString(head), width)))
	fmt.Fprintln(w)
	WrapText(w, t.Body, width, "")
	if refs := PageRefs(t.Pages, lang, words); refs != "" {
		fmt.Fprintln(w)
		WrapText(w, words.T("rules.pages")+": "+refs, width, "")
	}
	if len(t.EditionNotes) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, words.T("rules.edition_notes")+":")
		for _, n := range t.EditionNotes {
			lead := "  - " // the Dnn refs are the fact sheet's bookkeeping, not the players'
			WrapItem(w, n.Text, width, lead, strings.Repeat(" ", utf8.RuneCountInString(lead)))
		}
	}
	if len(t.Related) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, words.T("rules.related")+":")
		pad := 0
		for _, s := range t.Related {
			pad = max(pad, len(s))
		}
		for _, s := range t.Related {
			lead := "  " + s + strings.Repeat(" ", pad-len(s)+2)
			WrapItem(w, b.Topic(t.Lang, s).Title, width, lead, strings.Repeat(" ", pad+4))
		}
	}
}

// ProseWidth is the width prose is wrapped to on a terminal w columns
// wide: the terminal's, but 80 below 20 columns, and never above 100,
// where lines get too long to read.
func ProseWidth(w int) int {
	if w < 20 {
		return 80
	}
	return min(w, 100)
}

// PageRefs writes the cited pages per edition, grouping editions that
// cite the same pages and putting the reader's edition (lang) first:
// "p. 15 (EN, PT), p. 14 (DE)", each in the abbreviation of the reader's
// language (German "S. 13 (EN, DE, PT)").
func PageRefs(p Pages, lang string, words Words) string {
	order := []string{lang}
	for _, l := range Langs {
		if l != lang {
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
		k := words.T("rules.page_abbr_"+l) + " " + strings.Join(nums, ", ")
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], strings.ToUpper(l))
	}
	parts := make([]string, len(keys))
	for i, k := range keys {
		// keep the editions in the fixed order EN, DE, PT inside a group
		eds := []string{}
		for _, l := range Langs {
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

// WrapText wraps plain text of short paragraphs to width. A line
// starting with "- " (or "1. ") starts a list item, wrapped with a hanging
// indent; other lines of a paragraph are joined and refilled.
func WrapText(w io.Writer, text string, width int, prefix string) {
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
				WrapItem(w, item.String(), width, prefix, prefix+hang)
				item.Reset()
			}
		}
		for _, line := range strings.Split(para, "\n") {
			trimmed := strings.TrimSpace(line)
			if m := listMarker(trimmed); m != "" {
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

// listMarker returns the marker when line starts a list item: "- ",
// "12. ", a letter's "a) ", or a Roman number's "IV. " (the steps and
// phases the rulebooks number so).
func listMarker(line string) string {
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
	if len(line) > 3 && line[0] >= 'a' && line[0] <= 'z' && line[1] == ')' && line[2] == ' ' {
		return line[:3]
	}
	i = 0
	for i < len(line) && strings.IndexByte("IVX", line[i]) >= 0 {
		i++
	}
	if i > 0 && i < 5 && strings.HasPrefix(line[i:], ". ") {
		return line[:i+2]
	}
	return ""
}

// WrapItem fills words into lines of at most width runes: the first line
// starts with first, the others with rest. A word longer than a line stands
// on its own line.
func WrapItem(w io.Writer, text string, width int, first, rest string) {
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

// Block is a paragraph (Text) or a list (Items) of a topic's body.
type Block struct {
	Text  string
	Items []string
}

// Blocks splits a topic's body as WrapText reads it, for a front end that
// lays it out itself (the table view's page): blank lines part
// paragraphs, a line with a list marker starts an item, other lines
// continue the one before. A "- " item is kept without its dash, a
// numbered one with its number.
func Blocks(body string) []Block {
	var out []Block
	var cur *Block
	flush := func() {
		if cur != nil {
			out = append(out, *cur)
			cur = nil
		}
	}
	for _, line := range strings.Split(strings.ReplaceAll(body, "\r\n", "\n"), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			flush()
			continue
		}
		if m := listMarker(line); m != "" {
			if cur == nil || cur.Text != "" {
				flush()
				cur = &Block{}
			}
			if m == "- " {
				line = strings.TrimPrefix(line, m)
			}
			cur.Items = append(cur.Items, line)
			continue
		}
		switch {
		case cur == nil:
			cur = &Block{Text: line}
		case len(cur.Items) > 0:
			cur.Items[len(cur.Items)-1] += " " + line
		default:
			cur.Text += " " + line
		}
	}
	flush()
	return out
}
