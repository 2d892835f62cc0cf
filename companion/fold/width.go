package fold

import (
	"strings"

	"github.com/clipperhouse/uax29/v2/graphemes"
	"github.com/mattn/go-runewidth"
)

// Width is how many columns a terminal draws s in: a character cluster
// (a letter with its accents, an emoji with its modifiers) takes the
// width of its first character that has one (go-runewidth), except that
// an emoji presentation sequence, a character followed by the variation
// selector U+FE0F ("1️⃣", "❤️"), and a flag (two regional indicators) are
// drawn two columns wide: go-runewidth counts them as one, and most
// terminals, and tmux from 3.4, draw them as emoji, two wide (the
// Unicode emoji standard, UTS #51, sets them in emoji presentation).
func Width(s string) int {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return len(s)
	}
	w := 0
	for g := graphemes.FromString(s); g.Next(); {
		w += ClusterWidth(g.Value())
	}
	return w
}

// ClusterWidth is the width of one character cluster (see Width).
func ClusterWidth(c string) int {
	w := runewidth.StringWidth(c)
	if w != 1 {
		return w
	}
	if strings.ContainsRune(c, '\uFE0F') {
		return 2
	}
	regional := 0
	for _, r := range c {
		if r >= 0x1F1E6 && r <= 0x1F1FF {
			regional++
		}
	}
	if regional == 2 {
		return 2
	}
	return 1
}

// Clusters calls each for every character cluster of s.
func Clusters(s string, each func(c string)) {
	for g := graphemes.FromString(s); g.Next(); {
		each(g.Value())
	}
}

// Cell folds each line of a table cell at spaces to width columns: a
// numbered line ("2. Fábio 100", "2.º Fábio 100") goes on under its
// text. A word wider
// than width is left whole: the line is then wider (Widest says so).
func Cell(s string, width int) string {
	if Width(s) <= width && !strings.Contains(s, "\n") {
		return s
	}
	var out []string
	for _, para := range strings.Split(s, "\n") {
		if Width(para) <= width {
			out = append(out, para)
			continue
		}
		hang := strings.Repeat(" ", numbered(para))
		line, lineW := "", 0
		for _, word := range strings.Fields(para) {
			ww := Width(word)
			switch {
			case line == "":
				line, lineW = word, ww
			case lineW+1+ww > width:
				out = append(out, line)
				line, lineW = hang+word, len(hang)+ww
			default:
				line, lineW = line+" "+word, lineW+1+ww
			}
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// Widest is the width of the widest line of s.
func Widest(s string) int {
	w := 0
	for line := range strings.SplitSeq(s, "\n") {
		w = max(w, Width(line))
	}
	return w
}

// Columns folds the cells of a table (rows of cells, the header first)
// so that the table, drawn with a border and a space either side of
// every cell ("│ a │ b │": 3 columns a column, and 1), fits width. The
// columns are narrowed one step at a time where it costs the least (and
// room a column left when it came out narrower than asked goes back to
// the one it spares the most): a
// line added to the table costs 2, one added to a cell 1, a cell broken
// for the first time 2 more (one cell folded further reads better than
// many folded once), and a numbered line broken ("2. Fábio" over "100")
// 6 more. So a long game title that shares its row with a cell of
// several lines folds first, the dates of every row next, and the
// players' places last. A short cell ("2 players", "1 *") and a word are
// never broken: ok is false when the table is too wide even so (the
// cells are then returned as they are).
func Columns(cells [][]string, width int) (out [][]string, ok bool) {
	n := 0
	for _, r := range cells {
		n = max(n, len(r))
	}
	widths := make([]int, n)
	for _, r := range cells {
		for j, c := range r {
			widths[j] = max(widths[j], Widest(c))
		}
	}
	over := 1 - width
	for _, w := range widths {
		over += w + 3
	}
	if over <= 0 {
		return cells, true
	}
	// cur[j]: column j's cells at widths[j]; next[j] the same one column
	// narrower (nil until needed; blocked when a word would not fit).
	cur := make([]*columnFit, n)
	next := make([]*columnFit, n)
	natural := make([]*columnFit, n)
	blocked := make([]bool, n)
	heights := make([]int, len(cells))
	for j := range n {
		cur[j], _ = fitColumn(cells, j, widths[j])
		natural[j] = cur[j]
		for i, l := range cur[j].lines {
			heights[i] = max(heights[i], l)
		}
	}
	for over > 0 {
		best, bestCost := -1, 0
		for j := range n {
			if blocked[j] || widths[j] <= 1 {
				continue
			}
			if next[j] == nil {
				if next[j], ok = fitColumn(cells, j, widths[j]-1); !ok {
					blocked[j] = true
					continue
				}
			}
			cost := 0
			for i, l := range next[j].lines {
				was := cur[j].lines[i]
				cost += l - was + 2*max(0, l-heights[i]) + 6*(next[j].split[i]-cur[j].split[i])
				if l > was && was == natural[j].lines[i] {
					cost += 2
				}
			}
			if best < 0 || cost < bestCost || cost == bestCost && widths[j] >= widths[best] {
				best, bestCost = j, cost
			}
		}
		if best < 0 {
			return cells, false
		}
		// Folded one narrower, the column may come out narrower still
		// ("2026-11-26 19:08" at 15 is 10 wide): it takes its new width.
		over -= widths[best] - next[best].widest
		widths[best] = next[best].widest
		cur[best], next[best] = next[best], nil
		for i := range heights {
			h := 0
			for j := range n {
				h = max(h, cur[j].lines[i])
			}
			heights[i] = h
		}
	}
	// A column that came out narrower than asked leaves room: it goes back
	// to the column it spares the most (the same costs, whole table).
	badness := func() int {
		b := 0
		for i := range cells {
			h := 0
			for j := range n {
				l := cur[j].lines[i]
				h = max(h, l)
				b += l + 6*cur[j].split[i]
				if l > natural[j].lines[i] {
					b += 2
				}
			}
			b += 2 * h
		}
		return b
	}
	for over < 0 {
		base, best, gain := badness(), -1, 0
		var wider *columnFit
		for j := range n {
			if widths[j] >= natural[j].widest {
				continue
			}
			f, ok := fitColumn(cells, j, min(natural[j].widest, widths[j]-over))
			if !ok {
				continue
			}
			was := cur[j]
			cur[j] = f
			if g := base - badness(); g > gain {
				best, gain, wider = j, g, f
			}
			cur[j] = was
		}
		if best < 0 {
			break
		}
		over += wider.widest - widths[best]
		widths[best], cur[best] = wider.widest, wider
	}
	out = make([][]string, len(cells))
	for i, r := range cells {
		out[i] = make([]string, len(r))
		for j, c := range r {
			out[i][j] = Cell(c, widths[j])
		}
	}
	return out, true
}

// columnFit is one column of a table folded to a width: per row, the
// lines of its cell and how many of its numbered lines were broken.
type columnFit struct {
	lines, split []int
	widest       int // the widest line of the column folded
}

// keepWhole is the width of a cell that reads as one thing ("2
// players", "1 *"): never folded.
const keepWhole = 10

// fitColumn folds column j of the cells to w; false when a word or a
// short cell does not fit.
func fitColumn(cells [][]string, j, w int) (*columnFit, bool) {
	f := &columnFit{lines: make([]int, len(cells)), split: make([]int, len(cells))}
	for i, r := range cells {
		if j >= len(r) {
			f.lines[i] = 1
			continue
		}
		widest := Widest(r[j])
		if widest <= w {
			f.lines[i] = strings.Count(r[j], "\n") + 1
			f.widest = max(f.widest, widest)
			continue
		}
		if widest <= keepWhole {
			return nil, false
		}
		folded := Cell(r[j], w)
		fw := Widest(folded)
		if fw > w {
			return nil, false
		}
		f.widest = max(f.widest, fw)
		f.lines[i] = strings.Count(folded, "\n") + 1
		for para := range strings.SplitSeq(r[j], "\n") {
			if numbered(para) > 0 && Width(para) > w {
				f.split[i]++
			}
		}
	}
	return f, true
}

// numbered is the width of a line's number ("2. Fábio 100", "2.º Fábio
// 100": 3 and 4, with the space), 0 when it has none.
func numbered(line string) int {
	trimmed := strings.TrimLeft(line, " ")
	digits := len(trimmed) - len(strings.TrimLeft(trimmed, "0123456789"))
	if digits == 0 || digits > 3 || !strings.HasPrefix(trimmed[digits:], ".") {
		return 0
	}
	rest := trimmed[digits+1:]
	for _, ord := range []string{"º", "ª"} {
		rest = strings.TrimPrefix(rest, ord)
	}
	if !strings.HasPrefix(rest, " ") {
		return 0
	}
	return Width(trimmed[:len(trimmed)-len(rest)]) + 1
}
