package prompt

import (
	"errors"
	"io"
	"strings"
	"sync"

	"github.com/chzyer/readline"
	"github.com/manifoldco/promptui"
	"github.com/manifoldco/promptui/screenbuf"
)

// The list prompt draws its own frame (list.go says what a list does):
// promptui's draws one line per item, so it could only cut a long item,
// never wrap it, and its cursor moved on the letters j, k, h and l.
// readline still reads the keys and keeps the terminal raw, as it does
// for promptui.

const (
	hideCursor = "\x1b[?25l"
	showCursor = "\x1b[?25h"
	// listRows is the most rows of items a list shows at once.
	listRows = 14
)

// listRun is one list on the screen.
type listRun struct {
	p        *Prompter
	question string   // the question as asked
	label    []string // the question, wrapped
	g        *gate
	sb       *screenbuf.ScreenBuf // the frame on the screen
	m        *listModel
	help     string
	why      []string // per item: why it cannot be picked now
	note     string   // the reason shown under the list, until the next key
	mu       sync.Mutex
	done     bool
}

// runList asks for one of items; it returns the index picked, or on an
// error (ErrInterrupt) the item the cursor was on.
func (p *Prompter) runList(label string, items []string, cursor int, why []string) (int, error) {
	g := &gate{w: p.out}
	defer g.shut()
	r := &listRun{p: p, question: asked(label), label: wrap(asked(label), p.room(2)), help: p.selectHelp(), why: why,
		m: newListModel(items, cursor, p.room(4), listRows), g: g, sb: screenbuf.New(g)}
	c := &readline.Config{Stdin: p.listKeys(), Stdout: g, HistoryLimit: -1, UniqueEditLine: true}
	if err := c.Init(); err != nil {
		return cursor, err
	}
	c.Stdin = readline.NewCancelableStdin(c.Stdin)
	if p.width >= 20 { // the terminal's width is known: follow it
		width := c.FuncGetWidth
		c.FuncOnWidthChanged = func(f func()) {
			readline.DefaultOnWidthChanged(func() { f(); r.resized(width()) })
		}
	}
	c.SetListener(func(_ []rune, _ int, key rune) ([]rune, int, bool) {
		r.mu.Lock()
		defer r.mu.Unlock()
		// Key 0 is readline starting a read (a Readline call), no key.
		if !r.done && key != 0 && key != readline.CharEnter && key != readline.CharCtrlJ && (r.m.Key(key) || r.note != "") {
			r.note = ""
			r.draw()
		}
		return nil, 0, true
	})
	rl, err := readline.NewEx(c)
	if err != nil {
		return cursor, err
	}
	defer rl.Close()
	_, _ = rl.Write([]byte(hideCursor))
	defer func() { _, _ = rl.Write([]byte(showCursor)) }()
	r.mu.Lock()
	r.draw()
	r.mu.Unlock()
	for {
		_, err := rl.Readline()
		r.mu.Lock()
		at := r.m.Active()
		if err == nil && at < 0 { // Enter on no match: nothing to pick
			r.mu.Unlock()
			continue
		}
		if err == nil && at < len(r.why) && r.why[at] != "" { // not now: say why, stay
			r.note = r.why[at]
			r.draw()
			r.mu.Unlock()
			continue
		}
		r.done = true
		if err != nil {
			// Ctrl-C, '?', end of input: the question leaves the screen
			// whole (the rule or the stop message takes its place).
			r.sb.Reset()
			_ = r.sb.Clear()
			_ = r.sb.Flush()
			r.mu.Unlock()
			if errors.Is(err, readline.ErrInterrupt) || err.Error() == "Interrupt" || errors.Is(err, io.EOF) {
				err = ErrInterrupt
			}
			if at < 0 {
				at = cursor
			}
			return at, err
		}
		r.sb.Reset()
		for _, l := range r.answered(items[at]) {
			_, _ = r.sb.WriteString(l)
		}
		_ = r.sb.Flush()
		r.mu.Unlock()
		return at, nil
	}
}

// draw writes the list's frame: the key help (or the search typed), the
// question with its mark on the first line, the rows in view, and the
// reason an item cannot be picked when Enter was pressed on it.
func (r *listRun) draw() {
	sb := r.sb
	faintS, bold := promptui.Styler(promptui.FGFaint), promptui.Styler(promptui.FGBold)
	// Every line stays within the width: one the terminal wrapped would
	// leave a copy behind on each redraw.
	if !r.m.Searching() {
		for _, l := range wrap(r.help, r.p.room(0)) {
			_, _ = sb.WriteString(faintS(l))
		}
	} else {
		word, term, room := r.p.searchWord(), r.m.Term(), r.p.room(0)
		if room > 0 && cells(word)+cells(term)+1 > room { // the end of a long search
			t := []rune(term)
			for len(t) > 0 && cells(word)+1+cells(string(t))+1 > room {
				t = t[1:]
			}
			term = "…" + string(t)
		}
		top := word + term + "█"
		if edit := r.p.texts.SearchEdit; edit != "" && (room == 0 || cells(top)+2+cells(edit) <= room) {
			top += "  " + faintS(edit)
		}
		_, _ = sb.WriteString(top)
	}
	for i, l := range r.label {
		mark := "  "
		if i == 0 {
			mark = promptui.Styler(promptui.FGBlue)("?") + " "
		}
		_, _ = sb.WriteString(mark + bold(l))
	}
	rows, above, below := r.m.Window()
	if len(rows) == 0 {
		_, _ = sb.WriteString("    " + faintS(r.p.noResults()))
	}
	rule := strings.Repeat("─", min(24, max(4, r.m.room)))
	for k, row := range rows {
		page := " "
		switch {
		case k == 0 && above:
			page = "↑"
		case k == len(rows)-1 && below:
			page = "↓"
		}
		switch {
		case row.at < 0:
			_, _ = sb.WriteString(page + "   " + faintS(rule))
		case row.at == r.m.cur:
			lead := "   "
			if row.first {
				lead = " " + promptui.IconSelect + " "
			}
			_, _ = sb.WriteString(page + lead + promptui.Styler(promptui.FGUnderline)(row.text))
		default:
			_, _ = sb.WriteString(page + "   " + row.text)
		}
	}
	if r.note != "" {
		for i, l := range wrap(r.note, r.p.room(4)) {
			mark := "    "
			if i == 0 {
				mark = "  " + promptui.Styler(promptui.FGRed)("✗") + " "
			}
			_, _ = sb.WriteString(mark + l)
		}
	}
	_ = sb.Flush()
}

// resized fits the list to the terminal's new width w and draws it
// again. A narrower terminal may have re-wrapped the lines already drawn,
// so the frame is drawn anew below them rather than over lines whose
// number is no longer known; a wider one keeps them as they were.
func (r *listRun) resized(w int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.done || w < 20 || w == r.p.width {
		return
	}
	if w < r.p.width {
		r.sb = screenbuf.New(r.g)
	}
	r.p.width = w
	r.label = wrap(r.question, r.p.room(2))
	r.m.refit(r.p.room(4))
	r.draw()
}

// answered is the question as it stays on the screen once answered: a
// check mark on its first line, the answer after it when it fits there,
// else under it, whole, folded at spaces.
func (r *listRun) answered(item string) []string {
	item = Plain(item)
	var out []string
	for i, l := range r.label {
		mark := "  "
		if i == 0 {
			mark = promptui.Styler(promptui.FGGreen)("✔") + " "
		}
		out = append(out, mark+l)
	}
	last := len(out) - 1
	if room := r.p.room(0); room == 0 || 2+cells(r.label[len(r.label)-1])+1+cells(item) <= room {
		out[last] += " " + promptui.Styler(promptui.FGFaint)(item)
		return out
	}
	for _, l := range wrap(item, r.p.room(2)) {
		out = append(out, "  "+promptui.Styler(promptui.FGFaint)(l))
	}
	return out
}

// searchWord is what stands before the search typed ("Search: ").
func (p *Prompter) searchWord() string {
	if p.texts.Search != "" {
		return p.texts.Search + " "
	}
	return "Search: "
}

func (p *Prompter) noResults() string {
	if p.texts.NoResults != "" {
		return p.texts.NoResults
	}
	return "No results"
}
