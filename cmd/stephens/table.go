package main

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/pileup-companion/stephens/companion/walk"
)

// writeTable prints a table with a label column and one column per player:
// a box table on a terminal, tab-separated lines when piped. footer holds
// the rows under the table's last rule (the totals and what follows from
// them); it may be nil.
func writeTable(a *app, header []string, rows [][]string, footer [][]string) error {
	align := []tw.Align{tw.AlignLeft}
	for range header[1:] {
		align = append(align, tw.AlignRight)
	}
	return writeAligned(a, header, rows, footer, align)
}

// writeAligned is writeTable with each column's alignment on a terminal.
func writeAligned(a *app, header []string, rows [][]string, footer [][]string, align []tw.Align) error {
	if !a.io.OutTTY {
		all := append([][]string{header}, rows...)
		all = append(all, footer...)
		for _, r := range all {
			cells := append([]string{strings.TrimSpace(r[0])}, r[1:]...)
			fmt.Fprintln(a.io.Out, strings.Join(cells, "\t"))
		}
		return nil
	}
	opts := []tablewriter.Option{
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithFooterAutoFormat(tw.Off),
		tablewriter.WithTrimSpace(tw.Off),
		tablewriter.WithHeaderAlignmentConfig(tw.CellAlignment{PerColumn: align}),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: align}),
		tablewriter.WithFooterAlignmentConfig(tw.CellAlignment{PerColumn: align}),
	}
	// Wrap only a table wider than the terminal: tablewriter's width limit
	// also narrows tables that would fit.
	if tableWidth(header, append(slices.Clone(rows), footer...)) > a.io.Width { // headers wrap too, never cut short
		opts = append(opts, tablewriter.WithMaxWidth(a.io.Width), tablewriter.WithHeaderAutoWrap(tw.WrapNormal))
	}
	t := tablewriter.NewTable(a.io.Out, opts...)
	t.Header(toAny(header)...)
	for _, r := range rows {
		if err := t.Append(toAny(r)...); err != nil {
			return err
		}
	}
	if len(footer) > 0 {
		// tablewriter draws one footer row: several are its cells' lines.
		cells := make([]string, len(header))
		for i := range cells {
			var lines []string
			for _, r := range footer {
				if i < len(r) {
					lines = append(lines, r[i])
				}
			}
			cells[i] = strings.Join(lines, "\n")
		}
		t.Footer(toAny(cells)...)
	}
	return t.Render()
}

// writeGrid prints a walkthrough's Table line: its first row is the header.
func writeGrid(a *app, cells [][]walk.Msg) error {
	if len(cells) == 0 {
		return nil
	}
	rows := make([][]string, len(cells))
	for i, r := range cells {
		rows[i] = make([]string, len(r))
		for j, m := range r {
			if m.ID != "" { // a zero Msg is an empty cell
				rows[i][j] = a.p.Render(m)
			}
		}
	}
	return writeTable(a, rows[0], rows[1:], nil)
}

// tableWidth is the width of the unwrapped table: each column's widest
// cell (the widest line of a cell of many lines) plus padding and borders.
func tableWidth(header []string, rows [][]string) int {
	widths := make([]int, len(header))
	for _, r := range append([][]string{header}, rows...) {
		for i, c := range r {
			if i >= len(widths) {
				continue
			}
			for _, line := range strings.Split(c, "\n") { // a cell of many lines is as wide as its widest
				widths[i] = max(widths[i], utf8.RuneCountInString(line))
			}
		}
	}
	total := 1
	for _, w := range widths {
		total += w + 3
	}
	return total
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// boxTable prints a box table fitted to the terminal. tablewriter's width
// limit also narrows tables that would fit, so the table is drawn as is
// and drawn again within the width (headers wrapping) only when a line of
// it is wider than the terminal.
func boxTable(a *app, w io.Writer, header []string, rows [][]string, opts ...tablewriter.Option) error {
	draw := func(out io.Writer, opts []tablewriter.Option) error {
		t := tablewriter.NewTable(out, opts...)
		t.Header(toAny(header)...)
		for _, r := range rows {
			if err := t.Append(toAny(r)...); err != nil {
				return err
			}
		}
		return t.Render()
	}
	var buf bytes.Buffer
	if err := draw(&buf, opts); err != nil {
		return err
	}
	for _, l := range strings.Split(buf.String(), "\n") {
		if utf8.RuneCountInString(l) > a.io.Width {
			buf.Reset()
			if err := draw(&buf, append(opts, tablewriter.WithMaxWidth(a.io.Width), tablewriter.WithHeaderAutoWrap(tw.WrapNormal))); err != nil {
				return err
			}
			break
		}
	}
	_, err := w.Write(buf.Bytes())
	return err
}
