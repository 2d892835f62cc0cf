// Package prompt is the only place that imports promptui. It works around
// promptui's traps: stdin is fed through one shared source a byte at a time
// so consecutive prompts never lose or steal input, the terminal bell is
// filtered from the output, and Ctrl-C or Ctrl-D become ErrInterrupt.
//
// promptui's Run races internally; keep prompts out of -race test runs.
package prompt

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/manifoldco/promptui"
)

// ErrInterrupt is returned when the user presses Ctrl-C (or Ctrl-D) at a prompt.
var ErrInterrupt = errors.New("prompt: interrupted")

// Texts are the adapter's own words, in the user's language. promptui
// writes two of its own in English: the search prompt ("Search: ") and
// "No results"; Search and NoResults replace them (left empty, promptui's
// stay).
type Texts struct {
	SelectHelp string
	SearchHelp string
	Yes, No    string
	Search     string // "Search:"
	NoResults  string // "No results"

	// SelectHelpRule is SelectHelp at a list that offers the rule ('?').
	SelectHelpRule string
	// SearchEdit follows the search typed at a list ("⌫ erases").
	SearchEdit string
}

// Prompter asks questions on a terminal.
type Prompter struct {
	src   *source
	out   io.WriteCloser
	texts Texts
	// width is the terminal's width in columns (0: nothing is fitted).
	width int
	// helpKey, while a list offers the rule, notes that '?' was pressed
	// (help.go).
	helpKey *atomic.Bool
}

// New returns a Prompter reading from in and writing to out, for a
// terminal width columns wide (0 when unknown: nothing is fitted).
func New(in io.Reader, out io.Writer, t Texts, width int) *Prompter {
	return &Prompter{src: newSource(in), out: outFilter{w: out, noResults: t.NoResults}, texts: t, width: width}
}

// SetWidth follows a terminal resized between prompts (a list also
// follows one resized while it is open).
func (p *Prompter) SetWidth(width int) { p.width = width }

// room is the columns a prompt's line may fill, or 0 when the width is
// unknown. The last column stays free: a line that fills it makes some
// terminals wrap.
func (p *Prompter) room(used int) int {
	if p.width < 20 {
		return 0
	}
	return max(10, p.width-1-used)
}

// printHead prints the first lines of a question too long for one line,
// the question's mark on the first.
func (p *Prompter) printHead(head []string) {
	for i, l := range head {
		mark := "  "
		if i == 0 {
			mark = promptui.Styler(promptui.FGBlue)("?") + " "
		}
		_, _ = io.WriteString(p.out, mark+promptui.Styler(promptui.FGBold)(l)+"\n")
	}
}

// unmarkHead takes the question's mark off the first line of a question
// printed over several once it is answered (the answered line of a text
// prompt has none), going up the lines below it: answer is the line the
// prompt left, right under the question. A line the terminal may have
// wrapped would put the mark out of reach: it stays then.
func (p *Prompter) unmarkHead(head []string, answer int) {
	if len(head) == 0 || p.width < 20 || answer >= p.width {
		return
	}
	up := strconv.Itoa(len(head) + 1)
	_, _ = io.WriteString(p.out, "\x1b["+up+"A\r\x1b[2K"+promptui.Styler(promptui.FGBold)(head[0])+"\x1b["+up+"B\r")
}

// eraseHead takes a question printed over several lines off the screen
// when it ends without an answer (Ctrl-C): the line the prompt left
// empty, and the lines of the question above it.
func (p *Prompter) eraseHead(head []string) {
	if len(head) == 0 || p.width < 20 {
		return
	}
	_, _ = io.WriteString(p.out, "\x1b["+strconv.Itoa(len(head)+1)+"A\r\x1b[J")
}

// Select asks for one of items and returns its index (list.go says how
// a list behaves). The answered question stays on the screen with its
// answer ("✔ Ana's colour: red").
func (p *Prompter) Select(label string, items []string, cursor int) (int, error) {
	return p.runList(label, items, cursor, nil)
}

// asked ends a label as a question or with a colon ("What now?", "Ana's
// colour:"), never both (nor a colon after a full stop, nor after a
// question with a note: "Record a delivery? (so far: Ana)").
func asked(label string) string {
	label = strings.TrimRight(label, " ")
	if strings.HasSuffix(label, "?") || strings.HasSuffix(label, ":") || strings.HasSuffix(label, ".") ||
		strings.HasSuffix(label, ")") && strings.Contains(label, "? (") {
		return label
	}
	return label + ":"
}

// Search asks for one of items, filtering as the user types; match says
// whether item i fits what was typed.
func (p *Prompter) Search(label string, items []string, match func(input string, i int) bool) (int, error) {
	p.searchPrompt()
	g := &gate{w: p.out}
	defer g.shut()
	s := promptui.Select{
		Label:             label,
		Items:             items,
		Size:              min(len(items), 12),
		Searcher:          match,
		StartInSearchMode: true,
		Templates:         &promptui.SelectTemplates{Help: faint(p.texts.SearchHelp)},
		Stdin:             p.src.view(),
		Stdout:            g,
	}
	i, _, err := s.Run()
	return i, mapErr(err)
}

// Input asks for a line of text; validate runs on every keystroke (the
// mark before the question shows whether the answer so far is valid).
// Enter always ends the prompt: an answer validate refuses stays on the
// screen with the reason under it, and the question is asked again below.
// (promptui's own way, the reason under a prompt that stays open, moved
// its redraws one line too far up, eating a line above on every key.)
// reserve is the columns kept free for the answer after the label: a
// question that fits the terminal's width with them stays on one line,
// and a longer answer shortens the question's line while it is typed.
func (p *Prompter) Input(label, def string, validate func(string) error) (string, error) {
	return p.input(label, def, validate, 10)
}

func (p *Prompter) input(label, def string, validate func(string) error, reserve int) (string, error) {
	head, label, room := p.inputLine(label, def, reserve)
	for {
		// The whole question each time it is asked (again): its mark
		// stands on its first line.
		p.printHead(head)
		v, err := p.inputOnce(label, len(head) > 0, def, validate, room)
		if err != nil {
			p.eraseHead(head)
			return "", err
		}
		kept := ""
		if v == "" {
			kept = " " + def
		}
		p.unmarkHead(head, 2+cells(label)+1+cells(kept)+cells(v))
		if validate != nil {
			if err := validate(v); err != nil {
				why := wrap(err.Error(), p.room(2))
				for i, l := range why {
					mark := "  "
					if i == 0 {
						mark = promptui.Styler(promptui.FGRed)("✗") + " "
					}
					_, _ = io.WriteString(p.out, mark+l+"\n")
				}
				continue
			}
		}
		if strings.TrimSpace(v) == "" {
			return def, nil // Enter keeps what is offered
		}
		return strings.TrimSpace(v), nil
	}
}

// inputLine fits a text prompt's question to the terminal: the lines
// printed above the prompt, the line the prompt draws, and the columns that
// line and the answer share. The question is wrapped only when it does not
// fit with reserve columns for the answer and the offered one.
func (p *Prompter) inputLine(label, def string, reserve int) (head []string, line string, room int) {
	offer := 0
	if def != "" { // the offered answer shows after the question: "[7] "
		offer = cells(def) + 3
	}
	// The line: mark and space, question, space, offer, answer, cursor.
	head, line = fitLabel(asked(label), p.room(2+1+offer+reserve+1))
	return head, line, p.room(2 + 1 + offer + 1)
}

func (p *Prompter) inputOnce(label string, cont bool, def string, validate func(string) error, room int) (string, error) {
	g := &gate{w: p.out}
	defer g.shut()
	typed := 0
	check := func(s string) error {
		typed = cells(s)
		if validate == nil || g.isEntered() || s == "" {
			return nil // Enter ends the prompt; the answer is checked after
		}
		return validate(s)
	}
	offer := `{{ if .Def }}{{ print "[" .Def "] " }}{{ end }}`
	pr := promptui.Prompt{
		Label: &inputLabel{Line: label, Def: def, room: room, typed: &typed, cont: cont},
		Templates: &promptui.PromptTemplates{
			Prompt:  `{{ .Mark }} {{ .Text | bold }} ` + offer,
			Valid:   `{{ .Mark }} {{ .Text | bold }} ` + offer,
			Invalid: `{{ "✗" | red }} {{ .Text | bold }} ` + offer,
			// The answered line is drawn once, never redrawn: whole.
			Success: `{{ .Hang }}{{ .Line | faint }} {{ .Kept }}`,
		},
		Validate: check,
		Stdin:    enterAsCR{p.src.view(), g},
		Stdout:   g,
	}
	v, err := pr.Run()
	return v, mapErr(err)
}

// Text asks for a line of text (Input).
func (p *Prompter) Text(label, def string, check func(string) error) (string, error) {
	return p.Input(label, def, check)
}

// Number asks for a number as text; check says whether it is one.
func (p *Prompter) Number(label, def string, check func(string) error) (string, error) {
	return p.input(label, def, check, 4)
}

// Confirm asks a yes/no question as a two-item select.
func (p *Prompter) Confirm(label string, def bool) (bool, error) {
	cursor := 1
	if def {
		cursor = 0
	}
	i, err := p.Select(label, []string{p.texts.Yes, p.texts.No}, cursor)
	return i == 0, err
}

// searchPrompt puts our word before the search text: promptui takes it
// from a package variable, read when a search list is drawn.
func (p *Prompter) searchPrompt() {
	if p.texts.Search != "" {
		promptui.SearchPrompt = p.texts.Search + " "
	}
}

func faint(s string) string { return `{{ "` + strings.ReplaceAll(s, `"`, `'`) + `" | faint }}` }

func mapErr(err error) error {
	if errors.Is(err, promptui.ErrInterrupt) || errors.Is(err, promptui.ErrEOF) || errors.Is(err, io.EOF) {
		return ErrInterrupt
	}
	return err
}

// outFilter drops the terminal bell that promptui rings on every key, and
// writes noResults (when set) for promptui's own "No results". promptui
// draws each frame of a list with one Write, so the words are never split.
type outFilter struct {
	w         io.Writer
	noResults string
}

var promptuiNoResults = []byte("No results")

func (b outFilter) Write(p []byte) (int, error) {
	replace := b.noResults != "" && bytes.Contains(p, promptuiNoResults)
	if !containsBell(p) && !replace {
		return b.w.Write(p)
	}
	clean := make([]byte, 0, len(p))
	for _, c := range p {
		if c != '\a' {
			clean = append(clean, c)
		}
	}
	if replace {
		clean = bytes.ReplaceAll(clean, promptuiNoResults, []byte(b.noResults))
	}
	_, err := b.w.Write(clean)
	return len(p), err
}

func (b outFilter) Close() error { return nil }

func containsBell(p []byte) bool {
	for _, c := range p {
		if c == '\a' {
			return true
		}
	}
	return false
}
