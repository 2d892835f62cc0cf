package view

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/mattn/go-runewidth"
	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/pileup-companion/stephens/companion/fold"
	"github.com/pileup-companion/stephens/companion/walk"
)

// WriteTable writes a table with a label column and one column per
// player: a box table for a person, tab-separated lines when piped.
// footer holds the rows under the table's last rule (the totals and what
// follows from them); it may be nil.
func (sc Screen) WriteTable(w io.Writer, header []string, rows [][]string, footer [][]string) error {
	align := []tw.Align{tw.AlignLeft}
	for range header[1:] {
		align = append(align, tw.AlignRight)
	}
	return sc.WriteAligned(w, header, rows, footer, align)
}

// WriteAligned is WriteTable with each column's alignment for a person.
func (sc Screen) WriteAligned(w io.Writer, header []string, rows [][]string, footer [][]string, align []tw.Align) error {
	if !sc.Person {
		all := append([][]string{header}, rows...)
		all = append(all, footer...)
		for _, r := range all {
			cells := append([]string{strings.TrimSpace(r[0])}, r[1:]...)
			fmt.Fprintln(w, strings.Join(cells, "\t"))
		}
		return nil
	}
	return box{header: header, rows: rows, footer: footer, opts: []tablewriter.Option{
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithFooterAutoFormat(tw.Off),
		tablewriter.WithTrimSpace(tw.Off),
		tablewriter.WithHeaderAlignmentConfig(tw.CellAlignment{PerColumn: align}),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: align}),
		tablewriter.WithFooterAlignmentConfig(tw.CellAlignment{PerColumn: align}),
	}}.draw(w, sc.Width)
}

// WriteGrid writes a walkthrough's Table line: its first row is the header.
func (sc Screen) WriteGrid(w io.Writer, cells [][]walk.Msg) error {
	if len(cells) == 0 {
		return nil
	}
	rows := make([][]string, len(cells))
	for i, r := range cells {
		rows[i] = make([]string, len(r))
		for j, m := range r {
			if m.ID != "" { // a zero Msg is an empty cell
				rows[i][j] = sc.P.Render(m)
			}
		}
	}
	return sc.WriteTable(w, rows[0], rows[1:], nil)
}

// BoxTable writes a box table fitted to the screen's width, with
// tablewriter's defaults (headers in capitals, centred) and opts.
func (sc Screen) BoxTable(w io.Writer, header []string, rows [][]string, opts ...tablewriter.Option) error {
	titles := make([]string, len(header))
	for i, h := range header {
		titles[i] = tw.Title(h) // as tablewriter would, before the columns are fitted
	}
	return box{header: titles, rows: rows, opts: append([]tablewriter.Option{tablewriter.WithHeaderAutoFormat(tw.Off)}, opts...)}.draw(w, sc.Width)
}

// box is a box table before it is drawn: its header, rows, footer rows
// (under the table's last rule: the totals and what follows from them;
// may be nil) and tablewriter's options.
type box struct {
	header []string
	rows   [][]string
	footer [][]string
	opts   []tablewriter.Option
}

// draw writes the table within width columns: a table that fits is
// drawn as it is; a wider one has its cells folded at spaces, column by
// column where it costs the fewest lines (fold.Columns: tablewriter's own
// width limit narrows every column alike, and also tables that would
// fit); only one too wide even then is left to tablewriter's limit.
// Widths are the terminal's (fold.Width): a cluster that tablewriter
// measures narrower than it is drawn ("1️⃣") is stood in for while the
// table is laid out.
func (b box) draw(w io.Writer, width int) error {
	cells := append([][]string{b.header}, b.rows...)
	cells = append(cells, b.footer...)
	opts := b.opts
	fitted, ok := fold.Columns(cells, width)
	var sub *standIns
	if ok {
		cells, sub = fitted, standInsFor(fitted)
	} else {
		opts = append(opts, tablewriter.WithMaxWidth(width), tablewriter.WithHeaderAutoWrap(tw.WrapNormal))
	}
	header, rows, footer := cells[0], cells[1:1+len(b.rows)], cells[1+len(b.rows):]
	var buf bytes.Buffer
	t := tablewriter.NewTable(&buf, opts...)
	t.Header(sub.cells(header)...)
	for _, r := range rows {
		if err := t.Append(sub.cells(r)...); err != nil {
			return err
		}
	}
	if len(footer) > 0 {
		t.Footer(sub.cells(footerCells(len(header), footer))...)
	}
	if err := t.Render(); err != nil {
		return err
	}
	_, err := io.WriteString(w, sub.restore(buf.String()))
	return err
}

// footerCells makes the footer rows one row of cells of many lines (the
// one footer row tablewriter draws), each row as high as its highest
// cell so the rows stay level.
func footerCells(n int, footer [][]string) []string {
	lines := make([][]string, n)
	for _, r := range footer {
		h := 1
		for _, c := range r {
			h = max(h, strings.Count(c, "\n")+1)
		}
		for i := range lines {
			cell := ""
			if i < len(r) {
				cell = r[i]
			}
			ls := strings.Split(cell, "\n")
			for len(ls) < h {
				ls = append(ls, "")
			}
			lines[i] = append(lines[i], ls...)
		}
	}
	out := make([]string, n)
	for i, ls := range lines {
		out[i] = strings.Join(ls, "\n")
	}
	return out
}

// standIns are the stand-ins for the character clusters that tablewriter
// measures (go-runewidth) narrower than the terminal draws them
// (fold.Width): a keycap "1️⃣" or "❤️" is one column to it and two on the
// screen, so its row's border would stand one column off. Each such
// cluster is written as its drawn width in copies of one character that
// is one column everywhere (a Braille pattern no cell holds) and put back
// after the table is drawn.
type standIns struct {
	of   map[string]string // cluster → stand-in
	back *strings.Replacer
}

func standInsFor(cells [][]string) *standIns {
	var wide []string
	used := map[rune]bool{}
	for _, r := range cells {
		for _, c := range r {
			if isASCII(c) {
				continue
			}
			for _, ch := range c {
				used[ch] = true
			}
			fold.Clusters(c, func(cl string) {
				if fold.ClusterWidth(cl) != runewidth.StringWidth(cl) && !slices.Contains(wide, cl) {
					wide = append(wide, cl)
				}
			})
		}
	}
	if len(wide) == 0 {
		return nil
	}
	s := &standIns{of: map[string]string{}}
	var pairs []string
	next := rune(0x2801)
	for _, cl := range wide {
		for used[next] {
			next++
		}
		stand := strings.Repeat(string(next), fold.ClusterWidth(cl))
		next++
		s.of[cl] = stand
		pairs = append(pairs, stand, cl)
	}
	s.back = strings.NewReplacer(pairs...)
	return s
}

// cells writes the row with its stand-ins, for tablewriter.
func (s *standIns) cells(row []string) []any {
	out := make([]any, len(row))
	for i, c := range row {
		if s == nil || isASCII(c) {
			out[i] = c
			continue
		}
		var b strings.Builder
		fold.Clusters(c, func(cl string) {
			if stand, ok := s.of[cl]; ok {
				b.WriteString(stand)
				return
			}
			b.WriteString(cl)
		})
		out[i] = b.String()
	}
	return out
}

// restore puts the clusters back into the drawn table.
func (s *standIns) restore(table string) string {
	if s == nil {
		return table
	}
	return s.back.Replace(table)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
