package session

import (
	"context"
	"errors"

	"github.com/pileup-companion/stephens/companion/walk"
)

// FrontEnd is where the table answers and reads: a terminal, a web page,
// a test. It renders; it never decides which question comes next, where an
// answer comes from, or whether an answer is legal (the session and the
// question do).
type FrontEnd interface {
	// Ask asks the table one question and waits for its reply: an answer
	// (the value as the question spells it), back, one of the menu
	// entries, or the rule behind the question. It returns an error when
	// nothing was answered: ErrInterrupted (or an error that wraps it) when
	// the table stopped (Ctrl-C), ctx.Err() when the session withdrew the
	// question (answered elsewhere, the game changed under it), or the
	// front end's own failure. A front end asks the question in one go or
	// in parts (a cascade, a list picked one item at a time); while it
	// goes, it may keep what was picked with Asking.Keep.
	Ask(ctx context.Context, a *Asking) (Reply, error)
	// Say shows what the session says on the way: the walkthrough's
	// lines before a question, a resumed unit's answers, a refusal, a
	// rule. See Note.
	Say(n Note)
}

// Asking is one question put to a front end.
type Asking struct {
	Q *walk.Question
	// Offer is what the front end offers first (the cursor of a list, the
	// answer Enter keeps): the answer the table took back with "back"
	// (Reoffer set), else the question's suggestion or default
	// (Question.Offered). "" offers nothing.
	Offer   string
	Reoffer bool
	// CanBack: the front end offers "back" (the unit has an answer given
	// by the table to return to).
	CanBack bool
	// Menu are the command's entries the front end offers after the
	// options (undo, the history, a pause); picking one is Reply{Kind:
	// PickMenu, Entry: i}. Offered on a Menu question and on the first
	// question of a unit the table answers (where there is no back); in
	// a question asked in parts, only at its first part.
	Menu []Entry
	// Game is the game whose rule topic Q.Topic is ("" Stephens, "sintra",
	// "omg"): '?' shows it.
	Game string
	// Parts, when HasParts, is what was picked before an interruption of
	// this question answered in parts (Draft.Parts: "Ana:lower-left",
	// "2,4"): the front end goes on from there. Given once.
	Parts    string
	HasParts bool
	// Keep keeps what is picked so far of a question answered in parts
	// ("" when nothing is), in the unit's draft, so an interruption loses
	// none of it. Never nil; an error is the draft's store failing.
	Keep func(parts string) error
	// Canonical reads the words of the user's language in a typed answer
	// as the tokens the question takes ("rot" as red): a front end that
	// takes typed answers checks Q.Accept(Canonical(typed)) and answers
	// with Canonical(typed). Never nil.
	Canonical func(typed string) string
	// Spoken says a value of the question in the words of lex (nil: the
	// user's) ("none" as "keine"): a front end that offers a typed answer
	// shows it so, and reads it back with Canonical (a page, whose phones
	// each have their language, passes each phone's words). Nil says
	// values as they are.
	Spoken func(value string, lex walk.Lexicon) string
}

// SpokenOffer is the Offer in the user's words (Spoken), for a front end
// that offers it as text to be typed over.
func (a *Asking) SpokenOffer() string {
	if a.Spoken == nil || a.Offer == "" {
		return a.Offer
	}
	return a.Spoken(a.Offer, nil)
}

// Entry is one of the command's menu entries.
type Entry struct {
	Label walk.Msg
	// Group: the entry starts a group set apart from what comes before
	// it (a separator above it).
	Group bool
}

// ReplyKind says what a reply is.
type ReplyKind uint8

const (
	// Answer: Value answers the question.
	Answer ReplyKind = iota
	// Back: the table steps back to the answer it gave before.
	Back
	// PickMenu: the table picked the menu entry Entry; the unit ends
	// with a *MenuPick.
	PickMenu
	// ShowRule: the table asked for the rule behind the question ('?'):
	// the session says it (a NoteRule) and asks the same question again.
	ShowRule
)

// Reply is what the table did at a question.
type Reply struct {
	Kind  ReplyKind
	Value string
	Entry int
	// Said: the front end did not ask, it said the only answer there was
	// (a choice with one option the rules allow): back goes past it.
	Said bool
}

// ErrInterrupted is the table stopping at a question (Ctrl-C). A unit
// that keeps a draft ends with an *Interrupted saying what is kept.
var ErrInterrupted = errors.New("interrupted")

// NoteKind says what a note is.
type NoteKind uint8

const (
	// NoteLines: what the walkthrough said before the next question (Lines).
	// A Done line among them is recorded only once the unit is written:
	// a front end shows it then (Run returns it), not here.
	NoteLines NoteKind = iota
	// NoteResumed: a draft came back; Count answers the table gave are kept
	// of the unit What.
	NoteResumed
	// NoteDropped: Count answers of the draft no longer fit (a transcription
	// changed since) and are asked again.
	NoteDropped
	// NoteAnswered: an answer kept in the draft, shown in its place when the
	// unit comes back (Answered: question and answer).
	NoteAnswered
	// NoteParts: what was picked of a question answered in parts before
	// the break (Q, Parts); the question goes on from there.
	NoteParts
	// NoteRefused: the rules refused what the table's last answer led to
	// (Err, in the rules' words; Rule names the rule): the session takes
	// that answer back and asks again.
	NoteRefused
	// NoteRule: show the rule Rule, asked for with '?' at Q.
	NoteRule
	// NoteSaid: Q was not asked: the rules allow one of its options only,
	// and nothing else is offered; Answered.Answer is that option, said as
	// answered. Back goes past it.
	NoteSaid
)

// Note is one thing the session says to the table.
type Note struct {
	Kind     NoteKind
	Lines    []walk.Line
	Count    int
	What     walk.Msg
	Answered walk.Answered
	Q        *walk.Question
	Parts    string
	Err      error
	Rule     Rule
}

// Rule names the rule topic behind a question or a refusal.
type Rule struct {
	// Game is the topic's game ("" Stephens, "sintra", "omg").
	Game  string
	Topic string
	// Own: a refusal's own rule (companion.Problem.Topic), not the
	// question's: '?' shows the question's, so a front end names the
	// command that shows this one.
	Own bool
}

// DraftStore keeps the draft of the unit in progress (walk.Draft) for one
// spot: a file of the CLI's one write path, memory in a test. The session
// decides when to save and drop; the store only keeps.
type DraftStore interface {
	// Load returns the draft kept, nil when there is none or it cannot be
	// read (a draft is only ever a convenience).
	Load() *walk.Draft
	// Save keeps d, replacing what was kept (atomically: an interruption
	// leaves the old draft or the new one).
	Save(d *walk.Draft) error
	// Remove drops the draft kept; a failure is the store's to report (a
	// stale draft is never resumed into another unit).
	Remove()
	// Where names the place for messages ("Path": a file's path), "" when
	// it has none to name.
	Where() string
}
