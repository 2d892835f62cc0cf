package prompt

import (
	"context"
	"io"
	"strings"
	"sync"
)

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
	// until, when set, withdraws the prompts once it ends (Until).
	until context.Context
}

func newSource(in io.Reader) *source {
	s := &source{in: in}
	s.cond = sync.NewCond(&s.mu)
	return s
}

func (s *source) pump() {
	b := make([]byte, 1)
	var pending []byte // the start of a key the line editor does not know
	for {
		n, err := s.in.Read(b)
		s.mu.Lock()
		if n > 0 {
			pending = append(pending, b[0])
			var ready []byte
			ready, pending = homeEnd(pending)
			s.buf = append(s.buf, ready...)
		}
		if err != nil {
			s.buf = append(s.buf, pending...)
			s.err = err
		}
		s.cond.Broadcast()
		s.mu.Unlock()
		if err != nil {
			return
		}
	}
}

// homeKeys are the Home and End keys as tmux, screen and the Linux console
// send them (ESC[1~ ESC[4~, rxvt's ESC[7~ ESC[8~), which the line editor
// does not know, each with the xterm key it knows (ESC[H, ESC[F).
var homeKeys = [][2]string{
	{"\x1b[1~", "\x1b[H"}, {"\x1b[7~", "\x1b[H"},
	{"\x1b[4~", "\x1b[F"}, {"\x1b[8~", "\x1b[F"},
}

// homeEnd reads the bytes typed so far: what may go to the prompt
// (a Home or End key in the form the line editor knows), and what is held
// back as the start of such a key.
func homeEnd(typed []byte) (ready, held []byte) {
	for _, k := range homeKeys {
		if string(typed) == k[0] {
			return []byte(k[1]), nil
		}
		if strings.HasPrefix(k[0], string(typed)) {
			return nil, typed
		}
	}
	return typed, nil
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
	for len(s.buf) == 0 && s.err == nil && v.gen == s.gen && !s.withdrawn() {
		s.cond.Wait()
	}
	if v.gen != s.gen || s.withdrawn() {
		return 0, io.EOF // the key stays for the prompt asked next
	}
	if len(s.buf) > 0 {
		p[0] = s.buf[0]
		s.buf = s.buf[1:]
		return 1, nil
	}
	return 0, s.err
}

// withdrawn: the prompts are withdrawn (Until's context ended).
func (s *source) withdrawn() bool { return s.until != nil && s.until.Err() != nil }

// Until withdraws the prompts asked from now on once ctx ends (the
// question was answered elsewhere): the prompt open then ends as if the
// input had ended, taking no key, and so does every prompt after it until
// stop is called. The caller tells a withdrawal from Ctrl-C by ctx.
func (p *Prompter) Until(ctx context.Context) (stop func()) {
	s := p.src
	s.mu.Lock()
	s.until = ctx
	s.mu.Unlock()
	wake := context.AfterFunc(ctx, func() {
		s.mu.Lock()
		s.cond.Broadcast()
		s.mu.Unlock()
	})
	return func() {
		wake()
		s.mu.Lock()
		if s.until == ctx {
			s.until = nil
		}
		s.mu.Unlock()
	}
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
