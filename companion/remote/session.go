package remote

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
)

// SessionFront is the page as a front end of companion/session: the
// session asks through it exactly as it asks at the terminal, and checks
// every answer the same way (the page sends values the question accepts;
// the question checks them again in Front.answer and in the session).
type SessionFront struct {
	F *Front

	mu    sync.Mutex
	lines []walk.Line // said since the last question
}

// NewSessionFront is the session's front end that asks through f.
func NewSessionFront(f *Front) *SessionFront { return &SessionFront{F: f} }

var _ session.FrontEnd = (*SessionFront)(nil)

// Ask opens the question for the page and waits for its reply. A question
// withdrawn because the game changed under it returns an error wrapping
// both ErrWithdrawn and ctx's cancellation (the session keeps the draft).
func (s *SessionFront) Ask(ctx context.Context, a *session.Asking) (session.Reply, error) {
	s.mu.Lock()
	lines := s.lines
	s.lines = nil
	s.mu.Unlock()
	menu := make([]walk.Msg, len(a.Menu))
	for i, e := range a.Menu {
		menu[i] = e.Label
	}
	r, err := s.F.Ask(ctx, Asked{Q: a.Q, Offer: a.Offer, Reoffer: a.Reoffer, CanBack: a.CanBack, Menu: menu, Game: a.Game, Lines: lines, Spoken: a.Spoken})
	switch {
	case errors.Is(err, ErrWithdrawn):
		return session.Reply{}, fmt.Errorf("%w (%w)", ErrWithdrawn, context.Canceled)
	case err != nil:
		return session.Reply{}, err
	}
	switch r.Kind {
	case Back:
		return session.Reply{Kind: session.Back}, nil
	case PickMenu:
		return session.Reply{Kind: session.PickMenu, Entry: r.Entry}, nil
	}
	return session.Reply{Kind: session.Answer, Value: r.Value}, nil
}

// Say keeps what the session says for the next question's lines: the
// walkthrough's lines, and a refusal in the rules' words.
func (s *SessionFront) Say(n session.Note) {
	var add []walk.Line
	switch n.Kind {
	case session.NoteLines:
		add = n.Lines
	case session.NoteRefused:
		var p *companion.Problem
		if errors.As(n.Err, &p) {
			add = []walk.Line{{Style: walk.Say, Msg: walk.Msg{ID: p.ID, Args: p.Args}}}
		}
	case session.NoteSaid, session.NoteAnswered:
		if n.Q != nil {
			add = []walk.Line{{Style: walk.Done, Msg: n.Q.Prompt}}
		}
	}
	if len(add) == 0 {
		return
	}
	s.mu.Lock()
	s.lines = append(s.lines, add...)
	s.mu.Unlock()
}
