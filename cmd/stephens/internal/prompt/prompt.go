// Package prompt is the only place that imports promptui. It works around
// promptui's traps: stdin is fed through one shared source a byte at a time
// so consecutive prompts never lose or steal input, the terminal bell is
// filtered from the output, and Ctrl-C or Ctrl-D become ErrInterrupt.
//
// promptui's Run races internally; keep prompts out of -race test runs.
package prompt

import (
	"errors"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/manifoldco/promptui"
)

// ErrInterrupt is returned when the user presses Ctrl-C (or Ctrl-D) at a prompt.
var ErrInterrupt = errors.New("prompt: interrupted")

// Texts are the adapter's own words, in the user's language.
type Texts struct {
	SelectHelp string
	SearchHelp string
	Yes, No    string
}

// Prompter asks questions on a terminal.
type Prompter struct {
	src   *source
	out   io.WriteCloser
	texts Texts
}

// New returns a Prompter reading from in and writing to out.
func New(in io.Reader, out io.Writer, t Texts) *Prompter {
	return &Prompter{src: newSource(in), out: bellFilter{out}, texts: t}
}

// Select asks for one of items and returns its index. The answered line
// keeps the question ("✔ Ana's colour: red"), and a first pick below the
// visible part of a long list scrolls into view.
func (p *Prompter) Select(label string, items []string, cursor int) (int, error) {
	size := min(len(items), 12)
	cursor = max(0, min(cursor, len(items)-1))
	label = asked(label)
	s := promptui.Select{
		Label: label,
		Items: items,
		Size:  size,
		Templates: &promptui.SelectTemplates{Help: faint(p.texts.SelectHelp),
			Label:    `{{ "?" | blue }} {{ . | bold }} `,
			Selected: `{{ "✔" | green }} ` + literal(label) + ` {{ . | faint }}`},
		Stdin:  p.src.view(),
		Stdout: p.out,
	}
	i, _, err := s.RunCursorAt(cursor, max(0, cursor-size+1))
	return i, mapErr(err)
}

// asked ends a label as a question or with a colon ("What now?", "Ana's
// colour:"), never both (nor a colon after a full stop).
func asked(label string) string {
	label = strings.TrimRight(label, " ")
	if strings.HasSuffix(label, "?") || strings.HasSuffix(label, ":") || strings.HasSuffix(label, ".") {
		return label
	}
	return label + ":"
}

// literal writes text into a template as itself.
func literal(s string) string { return "{{ " + strconv.Quote(s) + " }}" }

// Search asks for one of items, filtering as the user types; match says
// whether item i fits what was typed.
func (p *Prompter) Search(label string, items []string, match func(input string, i int) bool) (int, error) {
	s := promptui.Select{
		Label:             label,
		Items:             items,
		Size:              min(len(items), 12),
		Searcher:          match,
		StartInSearchMode: true,
		Templates:         &promptui.SelectTemplates{Help: faint(p.texts.SearchHelp)},
		Stdin:             p.src.view(),
		Stdout:            p.out,
	}
	i, _, err := s.Run()
	return i, mapErr(err)
}

// Input asks for a line of text; validate runs on every keystroke and its
// error text is shown under the prompt until the answer is valid.
func (p *Prompter) Input(label, def string, validate func(string) error) (string, error) {
	pr := promptui.Prompt{
		Label: asked(label),
		Templates: &promptui.PromptTemplates{
			Prompt:  `{{ "?" | blue }} {{ . | bold }} `,
			Valid:   `{{ "✔" | green }} {{ . | bold }} `,
			Invalid: `{{ "✗" | red }} {{ . | bold }} `,
			Success: `{{ . | faint }} `,
		},
		Default:   def,
		AllowEdit: false, // typing replaces the default; Enter keeps it
		Validate:  validate,
		Stdin:     enterAsCR{p.src.view()},
		Stdout:    p.out,
	}
	v, err := pr.Run()
	return strings.TrimSpace(v), mapErr(err)
}

// Text asks for a line of text (Input).
func (p *Prompter) Text(label, def string, check func(string) error) (string, error) {
	return p.Input(label, def, check)
}

// Number asks for a number as text; check says whether it is one.
func (p *Prompter) Number(label, def string, check func(string) error) (string, error) {
	return p.Input(label, def, check)
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

// enterAsCR turns a newline into the Enter key for text prompts. Keys typed
// ahead, before the prompt puts the terminal in raw mode, reach it as "\n"
// (the terminal's own CR-to-NL translation); promptui would take that for a
// character, wiping the default instead of accepting it.
type enterAsCR struct{ io.ReadCloser }

func (e enterAsCR) Read(p []byte) (int, error) {
	n, err := e.ReadCloser.Read(p)
	for i := 0; i < n; i++ {
		if p[i] == '\n' {
			p[i] = '\r'
		}
	}
	return n, err
}

func faint(s string) string { return `{{ "` + strings.ReplaceAll(s, `"`, `'`) + `" | faint }}` }

func mapErr(err error) error {
	if errors.Is(err, promptui.ErrInterrupt) || errors.Is(err, promptui.ErrEOF) || errors.Is(err, io.EOF) {
		return ErrInterrupt
	}
	return err
}

// source reads the real input one byte at a time into a shared buffer. Each
// prompt reads through its own view; when a newer view exists, an older
// view's pending read returns EOF without taking a byte, so the byte goes to
// the prompt that is actually showing.
type source struct {
	mu      sync.Mutex
	cond    *sync.Cond
	buf     []byte
	err     error
	gen     int
	started bool
	in      io.Reader
}

func newSource(in io.Reader) *source {
	s := &source{in: in}
	s.cond = sync.NewCond(&s.mu)
	return s
}

func (s *source) pump() {
	b := make([]byte, 1)
	for {
		n, err := s.in.Read(b)
		s.mu.Lock()
		if n > 0 {
			s.buf = append(s.buf, b[0])
		}
		if err != nil {
			s.err = err
		}
		s.cond.Broadcast()
		s.mu.Unlock()
		if err != nil {
			return
		}
	}
}

func (s *source) view() io.ReadCloser {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.started {
		s.started = true
		go s.pump()
	}
	s.gen++
	s.cond.Broadcast()
	return &view{s: s, gen: s.gen}
}

type view struct {
	s   *source
	gen int
}

func (v *view) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	s := v.s
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.buf) == 0 && s.err == nil && v.gen == s.gen {
		s.cond.Wait()
	}
	if v.gen != s.gen {
		return 0, io.EOF
	}
	if len(s.buf) > 0 {
		p[0] = s.buf[0]
		s.buf = s.buf[1:]
		return 1, nil
	}
	return 0, s.err
}

// Close retires the view: its pending read ends without taking a byte.
func (v *view) Close() error {
	s := v.s
	s.mu.Lock()
	if v.gen == s.gen {
		s.gen++
		s.cond.Broadcast()
	}
	s.mu.Unlock()
	return nil
}

// bellFilter drops the terminal bell that promptui rings on every key.
type bellFilter struct{ w io.Writer }

func (b bellFilter) Write(p []byte) (int, error) {
	if !containsBell(p) {
		return b.w.Write(p)
	}
	clean := make([]byte, 0, len(p))
	for _, c := range p {
		if c != '\a' {
			clean = append(clean, c)
		}
	}
	_, err := b.w.Write(clean)
	return len(p), err
}

func (b bellFilter) Close() error { return nil }

func containsBell(p []byte) bool {
	for _, c := range p {
		if c == '\a' {
			return true
		}
	}
	return false
}
