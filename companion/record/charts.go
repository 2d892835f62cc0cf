package record

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pileup-companion/stephens/companion/fold"
)

// The record's charts, drawn as text at a width: marks for a series over
// time (Sparkline, Levels), a series longer than the line binned (Fit,
// Bin), labelled series under one another (Chart), totals as bars
// (TotalBars). The front end draws them only on a terminal, at its width,
// in ASCII where it may not show Unicode blocks.

// ChartLine is one labelled series of a chart, oldest first; the label is
// as it is shown.
type ChartLine struct {
	Label  string
	Values []int
}

// Chart draws labelled series under one another within a line of width
// columns: an indent of 2, the label padded to the widest, 2 spaces, then
// the marks draw makes of the series (room for 8 at least). A series
// longer than the room is binned, the same games to a mark on every line:
// per games a mark, of the longest series (0: nothing to draw, no rows). A
// line without values is left out.
func Chart(lines []ChartLine, width int, draw func([]int) string) (rows []string, per, of int) {
	labelW := 0
	for _, l := range lines {
		labelW = max(labelW, fold.Width(l.Label))
		of = max(of, len(l.Values))
	}
	if of == 0 {
		return nil, 0, 0
	}
	room := max(8, width-labelW-4)
	_, per = Fit(make([]int, of), room)
	for _, l := range lines {
		if len(l.Values) == 0 {
			continue
		}
		marks := Bin(l.Values, per) // the same games to a mark on every line
		pad := strings.Repeat(" ", labelW-fold.Width(l.Label))
		rows = append(rows, "  "+l.Label+pad+"  "+draw(marks))
	}
	return rows, per, of
}

// MostBars is how many of a player's last totals TotalBars draws: as many
// as a screen shows.
const MostBars = 20

// TotalBars draws a player's last totals (MostBars at most) as bars, a
// line each within width columns: the date in zone, the bar (30 at most),
// the total and, for a solo game, soloMark.
func TotalBars(totals []Total, width int, soloMark string, ascii bool, zone *time.Location) []string {
	totals = totals[max(0, len(totals)-MostBars):]
	values := make([]int, len(totals))
	for i, t := range totals {
		values[i] = t.Score
	}
	// "  2006-01-02  " then the bar, " 999" and the solo mark.
	room := max(4, width-14-4-fold.Width(soloMark))
	rows := make([]string, len(totals))
	for i, bar := range Bars(values, min(30, room), ascii) {
		m := ""
		if totals[i].Solo {
			m = soloMark
		}
		rows[i] = "  " + totals[i].Date.In(zone).Format("2006-01-02") + "  " + bar + " " + strconv.Itoa(values[i]) + m
	}
	return rows
}

// Sparkline draws values as a row of marks, one per value, lowest to
// highest over the values' own range: Unicode block elements, or ASCII
// characters when the terminal may not show them. Equal values draw a
// middle mark.
func Sparkline(values []int, ascii bool) string {
	if len(values) == 0 {
		return ""
	}
	return Levels(values, slices.Min(values), slices.Max(values), ascii)
}

// Levels draws values as marks on the range lo..hi (a value outside is
// drawn at the nearer end; equal ends draw a middle mark).
func Levels(values []int, lo, hi int, ascii bool) string {
	levels := []rune("▁▂▃▄▅▆▇█")
	if ascii {
		levels = []rune("_.-:=+*#")
	}
	var b strings.Builder
	for _, v := range values {
		i := len(levels) / 2
		if hi > lo {
			i = (min(max(v, lo), hi) - lo) * (len(levels) - 1) / (hi - lo)
		}
		b.WriteRune(levels[i])
	}
	return b.String()
}

// Fit makes a series fit width marks, oldest first: the series itself
// when it fits, else Bin with the fewest values to a mark that fits. per
// is 1 when it fits.
func Fit(values []int, width int) (out []int, per int) {
	width = max(width, 1)
	per = max(1, (len(values)+width-1)/width)
	return Bin(values, per), per
}

// Bin is the average (rounded) of each run of per consecutive values, the
// last run holding what is left; the values themselves when per is 1.
func Bin(values []int, per int) []int {
	if per <= 1 {
		return values
	}
	var out []int
	for i := 0; i < len(values); i += per {
		run := values[i:min(i+per, len(values))]
		sum := 0
		for _, v := range run {
			sum += v
		}
		out = append(out, int(math.Round(float64(sum)/float64(len(run)))))
	}
	return out
}

// Bars draws values as horizontal bars, the largest width characters long
// and every bar at least one: full blocks, or # in ASCII.
func Bars(values []int, width int, ascii bool) []string {
	bar := "█"
	if ascii {
		bar = "#"
	}
	hi := 0
	for _, v := range values {
		hi = max(hi, v)
	}
	out := make([]string, len(values))
	for i, v := range values {
		n := 1
		if hi > 0 {
			n = max(1, int(math.Round(float64(v)*float64(width)/float64(hi))))
		}
		out[i] = strings.Repeat(bar, n)
	}
	return out
}
