// Package remote is the table view (issue 28): the game on every phone at
// the table and on the TV, as a front end of the game's session. It
// serves one game as a web page and a JSON API (Server): the board, the
// players, the log, the rules, and the open question of the session, which
// any phone holding the link may answer (Front). One question is open at
// a time for all of them; the first answer wins, a later one for the same
// question is refused (ErrNotOpen), and a change of the game made elsewhere
// withdraws the open question (ErrWithdrawn).
//
// It touches no disk and no terminal: the command (cmd/stephens/table)
// gives it the game file as a Game (read it, look whether it changed),
// this machine's LAN address, and prints the link and its QR code.
//
//	server.go      the Server, its token, the Host check and the other guards
//	api.go         /api/state, /api/log, /api/question, /api/answer, /api/rules
//	events.go      the game as last read, and /api/events (server-sent events)
//	front.go       the open question and its answers (the session's side)
//	session.go     Front as a front end of companion/session
//	view.go        a question in the asker's language (/api/question)
//	pages*.go      the pages, their view of the game, the rules browser
//	assets/        the page's template, style, script and icon (embedded)
package remote

import (
	"context"
	"crypto/sha256"
	"errors"
	"strconv"
	"sync"
	"time"

	"github.com/pileup-companion/stephens/companion/walk"
)

// Front is the remote answerers' side of the game's session: the session
// asks through it (Ask, as a front end of companion/session does), the
// browsers read the open question (Question, GET /api/question of the
// table view) and answer it (Answer, POST /api/answer). One question is open at a time, for every browser: the
// first answer wins, a later one for the same question gets 409.
//
// The game file is shared with `stephens play` and `stephens turn` in
// other processes. When it changes and the change is not the session's
// own write (Wrote), the open question is withdrawn (GameChanged): Ask returns
// ErrWithdrawn and the session reloads the game before it asks again.
type Front struct {
	mu     sync.Mutex
	seq    int
	open   *opened
	ours   [32]byte // the file the session wrote last (Wrote)
	notify func(id string)
	// idle is closed when the session stops asking for a while (after a
	// unit's last answer, until its next question): an answer's reply waits
	// for the next question or for this.
	idle chan struct{}
}

// Asked is one question put to the page.
type Asked struct {
	Q *walk.Question
	// Offer is what the page offers first ("" nothing); Reoffer: it is the
	// answer the table took back with back.
	Offer   string
	Reoffer bool
	// CanBack: the page offers "back".
	CanBack bool
	// Menu are the command's entries offered after the options (undo, a
	// pause); picking one is Reply{Kind: PickMenu, Entry: i}.
	Menu []walk.Msg
	// Game is the game of the question's rule topic ("" Stephens, "sintra",
	// "omg").
	Game string
	// Lines are what the session said since the last question (the
	// walkthrough's lines), for the page to show above the question.
	Lines []walk.Line
	// Spoken says a value in the words of lex (session.Asking.Spoken):
	// the offer of a typed answer shows in each phone's language. Nil:
	// as it is.
	Spoken func(value string, lex walk.Lexicon) string
}

// ReplyKind says what the page did at a question.
type ReplyKind uint8

// The replies of the page: an answer, back, or a menu entry.
const (
	Answer ReplyKind = iota
	Back
	PickMenu
)

// Reply is what the page did at a question.
type Reply struct {
	Kind  ReplyKind
	Value string // Answer: the value, as Q.Accept returned it
	Entry int    // PickMenu: the entry's index in Asked.Menu
}

// ErrWithdrawn: the question is no longer open (the game changed under it,
// answered elsewhere).
var ErrWithdrawn = errors.New("the question was withdrawn: the game changed")

// opened is the open question.
type opened struct {
	id     string // walkthrough's ID @ the run's count of questions
	asked  Asked
	reply  chan Reply
	cancel context.CancelCauseFunc
	next   chan struct{} // closed once the question is answered and the session asks again or idles
}

// NewFront returns a front end with no question open.
func NewFront() *Front { return &Front{idle: make(chan struct{})} }

// Ask opens a for the page and waits until it is answered (the Reply),
// withdrawn (ErrWithdrawn) or ctx ends (ctx's error).
func (f *Front) Ask(ctx context.Context, a Asked) (Reply, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	f.mu.Lock()
	f.seq++
	o := &opened{
		id:     a.Q.ID + "@" + strconv.Itoa(f.seq),
		asked:  a,
		reply:  make(chan Reply, 1),
		cancel: cancel,
	}
	prev := f.open
	f.open = o
	idle := f.idle
	f.idle = make(chan struct{})
	f.mu.Unlock()
	if prev != nil && prev.next != nil {
		close(prev.next) // the answer's reply can show this question
	}
	select {
	case <-idle:
	default:
		close(idle)
	}
	f.changed(o.id)
	select {
	case r := <-o.reply:
		return r, nil
	case <-ctx.Done():
		f.mu.Lock()
		if f.open == o {
			f.open = nil
		}
		f.mu.Unlock()
		f.changed("")
		if errors.Is(context.Cause(ctx), ErrWithdrawn) {
			return Reply{}, ErrWithdrawn
		}
		return Reply{}, ctx.Err()
	}
}

// Notify sets what hears the open question's id at every change ("" none
// open): the table view's event stream.
func (f *Front) Notify(fn func(id string)) {
	f.mu.Lock()
	f.notify = fn
	f.mu.Unlock()
}

// Idle says the session asks nothing for now (its unit is written, or it
// waits for the table elsewhere): an answer waiting for the next question
// returns.
func (f *Front) Idle() {
	f.mu.Lock()
	o := f.open
	if o != nil && o.next == nil {
		f.open = nil // not answered: withdrawn by the session itself
	}
	idle := f.idle
	f.mu.Unlock()
	select {
	case <-idle:
	default:
		close(idle)
	}
	f.changed("")
}

// Wrote tells the front end the session wrote data to the game file: its
// own change withdraws nothing.
func (f *Front) Wrote(data []byte) {
	sum := sha256.Sum256(data)
	f.mu.Lock()
	f.ours = sum
	f.mu.Unlock()
}

// GameChanged: the game file changed (its new bytes' sum); unless the
// session wrote it, the open question is withdrawn.
func (f *Front) GameChanged(sum [32]byte) {
	f.mu.Lock()
	o := f.open
	ours := f.ours == sum
	if !ours && o != nil && o.next == nil {
		f.open = nil
	} else {
		o = nil
	}
	f.mu.Unlock()
	if o != nil {
		o.cancel(ErrWithdrawn)
	}
}

func (f *Front) changed(id string) {
	f.mu.Lock()
	n := f.notify
	f.mu.Unlock()
	if n != nil {
		n(id)
	}
}

// Question returns the open question and its id; ok is false when none
// is open.
func (f *Front) Question() (id string, a Asked, ok bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.open == nil || f.open.next != nil {
		return "", Asked{}, false
	}
	return f.open.id, f.open.asked, true
}

// Errors of an answer.
var (
	// ErrNotOpen: the question an answer names is not open (answered
	// elsewhere, withdrawn, or never asked).
	ErrNotOpen = errors.New("that question is not open")
)

// Answer gives the open question id its reply, once; it then waits (at
// most wait) until the session asks its next question or idles, so the
// reply can name the next question. check checks the value first (the
// question's own check, exactly as at the terminal); its error refuses the
// answer and changes nothing.
func (f *Front) Answer(id string, r Reply, check func(Asked) (Reply, error), wait time.Duration) (Reply, error) {
	f.mu.Lock()
	o := f.open
	if o == nil || o.id != id || o.next != nil {
		f.mu.Unlock()
		return r, ErrNotOpen
	}
	r, err := check(o.asked)
	if err != nil {
		f.mu.Unlock()
		return r, err
	}
	o.next = make(chan struct{})
	next := o.next
	idle := f.idle
	f.mu.Unlock()
	o.reply <- r
	f.changed("")
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-next:
	case <-idle:
	case <-t.C:
	}
	return r, nil
}
