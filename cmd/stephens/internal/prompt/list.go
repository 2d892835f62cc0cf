package prompt

import (
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// A list, as the table sees it (the rules of the screen):
//
//   - Every item is shown whole: a long one wraps under itself, indented,
//     never cut, so two options that differ only at their end read apart.
//   - The cursor moves with ↑/↓ (←/→ a page, Home/End the ends) and only
//     rests on an item: never on a continuation line or a separator.
//   - Typing searches: the letters typed filter the items (case and
//     accents ignored), the cursor stays on its item while it still
//     matches, else goes to the first match; erasing the whole search
//     brings it back to the item it was on before (the default). A word
//     typed by mistake (a shell command) matches nothing, and Enter on no
//     match does nothing: letters never move the cursor silently, never
//     pick an item.
//   - An item marked by Group starts a group: a faint rule stands before
//     it (the table's own entries, undo/history/pause, sit after one).
//
// listModel is that state, pure (no terminal): the list prompt (select.go)
// feeds it keys and draws its rows.
type listModel struct {
	items []listItem
	// room is the columns an item's text may fill (0: unknown, no wrap).
	room int
	// maxRows is the most rows of items the list shows at once.
	maxRows int
	term    []rune // the search typed
	shown   []int  // the items that match the search, in order
	cur     int    // index into shown
	top     int    // first row shown
	// last is the item the cursor was on last (while a search matches
	// nothing, it comes back there once the search fits again).
	last int
	// before is the item the cursor was on when the search began (the
	// default, unless ↑/↓ moved it first): erasing the whole search brings
	// the cursor back there, not to the match it was left on.
	before int
}

type listItem struct {
	text  string
	group bool // a separator stands before it
	fold  string
	lines []string
}

// groupMark starts an item that begins a group (Group).
const groupMark = "\x1d"

// Group marks item as the first of a group: a list draws a separator
// before it. The index of the item is unchanged.
func Group(item string) string { return groupMark + item }

// Plain is an item without its group mark.
func Plain(item string) string { return strings.TrimPrefix(item, groupMark) }

func newListModel(items []string, cursor, room, maxRows int) *listModel {
	m := &listModel{room: room, maxRows: max(3, maxRows)}
	for _, it := range items {
		text := Plain(it)
		m.items = append(m.items, listItem{text: text, group: text != it, fold: foldText(text), lines: hang(text, room)})
	}
	m.filter()
	m.cur = max(0, min(cursor, len(m.shown)-1))
	m.last = m.Active()
	m.scroll()
	return m
}

// refit wraps the items to room columns (the terminal's width changed),
// the cursor kept on its item.
func (m *listModel) refit(room int) {
	m.room = room
	for i := range m.items {
		m.items[i].lines = hang(m.items[i].text, room)
	}
	m.top = 0
	m.scroll()
}

// hang wraps an item to room columns, its further lines indented two
// more than its first, so each item reads apart from the next.
func hang(s string, room int) []string {
	lines := wrap(s, room)
	if len(lines) < 2 {
		return lines
	}
	first := lines[0]
	rest, ok := strings.CutPrefix(s, first)
	if !ok { // a word longer than a line was cut: keep the lines as they are
		for i := 1; i < len(lines); i++ {
			lines[i] = "  " + lines[i]
		}
		return lines
	}
	out := []string{first}
	for _, l := range wrap(strings.TrimSpace(rest), max(1, room-2)) {
		out = append(out, "  "+l)
	}
	return out
}

// foldText is s as a search compares it: lower case, without accents.
func foldText(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	out, _, err := transform.String(t, s)
	if err != nil {
		out = s
	}
	return strings.ToLower(out)
}

// Active is the item under the cursor (-1: no item matches the search).
func (m *listModel) Active() int {
	if len(m.shown) == 0 {
		return -1
	}
	return m.shown[m.cur]
}

// Searching: something is typed.
func (m *listModel) Searching() bool { return len(m.term) > 0 }

// Term is the search typed.
func (m *listModel) Term() string { return string(m.term) }

// filter shows the items that match the search, keeping the cursor on
// its item while it matches.
func (m *listModel) filter() {
	was := m.last
	if len(m.shown) > 0 {
		was = m.shown[m.cur]
	}
	term := foldText(strings.TrimSpace(string(m.term)))
	m.shown, m.cur = m.shown[:0], 0
	for i, it := range m.items {
		if term == "" || strings.Contains(it.fold, term) {
			if i == was {
				m.cur = len(m.shown)
			}
			m.shown = append(m.shown, i)
		}
	}
	m.top = 0
	m.scroll()
}

// Key names the keys a list knows (readline's codes for them).
const (
	keyHome     = 1
	keyLeft     = 2
	keyEnd      = 5
	keyRight    = 6
	keyCtrlH    = 8
	keyDown     = 14
	keyUp       = 16
	keyCtrlU    = 21
	keyBackspce = 127
)

// Key takes one key; it reports whether the list changed.
func (m *listModel) Key(r rune) bool {
	switch r {
	case keyUp:
		return m.move(m.cur - 1)
	case keyDown:
		return m.move(m.cur + 1)
	case keyLeft:
		return m.move(m.cur - m.page())
	case keyRight:
		return m.move(m.cur + m.page())
	case keyHome:
		return m.move(0)
	case keyEnd:
		return m.move(len(m.shown) - 1)
	case keyBackspce, keyCtrlH:
		if len(m.term) == 0 {
			return false
		}
		m.term = m.term[:len(m.term)-1]
		m.filter()
		m.searchErased()
		return true
	case keyCtrlU:
		if len(m.term) == 0 {
			return false
		}
		m.term = nil
		m.filter()
		m.searchErased()
		return true
	}
	if r < ' ' || !unicode.IsPrint(r) || r == ' ' && len(m.term) == 0 {
		return false
	}
	if len(m.term) == 0 {
		m.before = m.Active()
	}
	m.term = append(m.term, r)
	m.filter()
	return true
}

// searchErased puts the cursor back where the search began once nothing
// is typed any more.
func (m *listModel) searchErased() {
	if len(m.term) > 0 || m.before < 0 {
		return
	}
	for i, at := range m.shown {
		if at == m.before {
			m.cur, m.last = i, at
		}
	}
	m.top = 0
	m.scroll()
}

func (m *listModel) move(to int) bool {
	to = max(0, min(to, len(m.shown)-1))
	if to == m.cur || len(m.shown) == 0 {
		return false
	}
	m.cur = to
	m.scroll()
	return true
}

// page is how many items a page moves: those shown at once, at least one.
func (m *listModel) page() int {
	n := 0
	for _, r := range m.rows() {
		if r.first && r.row >= m.top && r.row < m.top+m.maxRows {
			n++
		}
	}
	return max(1, n)
}

// row is one line of the list: a separator, or a line of an item.
type row struct {
	row   int
	at    int // index into shown (-1: a separator)
	first bool
	text  string
}

// rows are every line of the items shown, separators included (none
// while searching: the matches stand together).
func (m *listModel) rows() []row {
	var out []row
	for k, i := range m.shown {
		it := m.items[i]
		if it.group && k > 0 && !m.Searching() {
			out = append(out, row{row: len(out), at: -1})
		}
		for j, l := range it.lines {
			out = append(out, row{row: len(out), at: k, first: j == 0, text: l})
		}
	}
	return out
}

// scroll keeps every line of the active item in view.
func (m *listModel) scroll() {
	if a := m.Active(); a >= 0 {
		m.last = a
	}
	first, last := -1, -1
	for _, r := range m.rows() {
		if r.at == m.cur {
			if first < 0 {
				first = r.row
			}
			last = r.row
		}
	}
	if first < 0 {
		m.top = 0
		return
	}
	if last >= m.top+m.maxRows {
		m.top = last - m.maxRows + 1
	}
	if first < m.top || last-first >= m.maxRows {
		m.top = first
	}
}

// Window is the rows in view, and whether more are above and below.
func (m *listModel) Window() (rows []row, above, below bool) {
	all := m.rows()
	end := min(len(all), m.top+m.maxRows)
	return all[m.top:end], m.top > 0, end < len(all)
}
