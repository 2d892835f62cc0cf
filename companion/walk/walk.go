// Package walk is the walkthrough engine. A walkthrough (setup, a player's
// turn, a reset phase, an Automa turn, a score sheet, a transcription) is
// plain Go code, a Script, that asks its questions one at a time through a
// *T and says what the table should read on the way. The engine replays a
// script over the answers given so far and stops at the first question
// still open, so every front end drives every walkthrough the same way:
// take the open question, answer it (from a flag, a prompt or a test),
// check the answer with the question itself, store it, step again.
//
// A question is data computed by the rules: a stable ID, a kind, the legal
// options or bounds, a default, the flag that answers it, the message that
// asks it and the rule topic it comes from. Scripts are pure (no terminal,
// no disk, no clock): the same answers always give the same questions and
// the same lines, which is what makes replaying, stepping back and testing
// a walkthrough answer by answer possible.
//
// The engine also says which of a command line's values answers which
// question (Given), and how a question and its answers read at a prompt
// (said.go), so every front end hands out flags and shows answers alike.
package walk

import (
	"errors"
	"slices"

	"github.com/pileup-companion/stephens/locales"
)

// Msg is a message for the table: an ID from the locale files and the
// values it names (rendered in the user's language by the front end).
type Msg = locales.Msg

// M builds a Msg from key/value pairs.
func M(id string, kv ...any) Msg { return locales.M(id, kv...) }

// Kind says what sort of answer a question takes.
type Kind string

const (
	// Choice: one of the options.
	Choice Kind = "choice"
	// Number: a whole number within the bounds.
	Number Kind = "number"
	// YesNo: "yes" or "no".
	YesNo Kind = "yes-no"
	// Text: a line of text the question checks itself.
	Text Kind = "text"
	// List: several of the options, in the order picked, as one
	// comma-separated value ("" for none).
	List Kind = "list"
	// Ack: nothing to answer; the table reads what was said and goes on.
	// A front end that cannot ask simply goes on.
	Ack Kind = "ack"
)

// Option is one legal answer of a Choice or List question.
type Option struct {
	// Value is the answer as flags and files spell it ("upper-left", "2a").
	Value string
	// Label says it for the table.
	Label Msg
	// Flag, when set, names a flag whose presence picks this option (the
	// action of a turn: --furnace picks "glass from a furnace").
	Flag string
	// Hidden options are never offered at a prompt; flags and defaults
	// may still give them.
	Hidden bool
	// Path, when set, labels each colon-separated part of Value, so a
	// prompt can ask a long list part by part (who, then which factory,
	// then which cubes) while a flag gives the whole value at once.
	Path []Msg
	// PathAsk, parallel to Path, asks for each part at such a prompt:
	// PathAsk[i] is the question for part i ("Which small factory does Ana
	// supply?"), worded with the parts picked before it. The question's
	// Prompt asks the first part unless PathAsk[0] is set (the Prompt, which
	// names every part, still names the question where it cannot be asked);
	// a later part without its own question is asked with the Prompt and
	// what was picked so far.
	PathAsk []Msg
	// Unavailable, when set, says why the rules do not allow this option
	// now. A menu keeps its shape: the option stays in its place at a
	// prompt, marked, and picking it shows the reason instead of answering
	// (a flag may still give it; the rules then refuse it in their words).
	Unavailable Msg
}

// Question is one thing the walkthrough needs to know.
type Question struct {
	// ID is stable and unique within a walkthrough ("turn.furnace"); a
	// question asked again in a loop carries its round ("reset.supply.2").
	ID   string
	Kind Kind
	// Flag names the command-line flag that answers it, without dashes.
	// Every question but an Ack has one.
	Flag string
	// Key tells apart the questions a keyed flag answers ("Ana" for
	// --start-disk Ana:2a); AnyKey takes a value no other question took,
	// key and all, to explain why it fits nothing.
	Key string
	// Prompt asks the question.
	Prompt Msg
	// What, when set, names what the question settles, for a message that
	// cannot ask it ("removing the refill transcription needs an answer");
	// the Prompt otherwise.
	What Msg
	// Options are the legal answers of a Choice or List, worked out by the
	// rules; only these are accepted.
	Options []Option
	// Min and Max bound a Number; Max < Min means no upper bound.
	Min, Max int
	// Default is the answer the rules give when none is given; a front end
	// offers it first. "" means none.
	Default string
	// Suggest, when set, is what a prompt offers first instead of Default
	// (an Optional question whose unattended answer is not the usual one).
	Suggest string
	// Optional: without its flag and with nobody to ask, the Default is the
	// answer (instead of an error naming the flag).
	Optional bool
	// FlagOnly: never asked at a prompt; its flag or its Default answers.
	FlagOnly bool
	// Attended: a last look for a table that is there (a summary to
	// confirm or correct, one more player's name). At a prompt it is always
	// asked, even when flags answered the rest (an Optional one too); with
	// nobody to ask, its Default is the answer.
	Attended bool
	// Item, for a question answered by a CommaValues flag, is which item
	// of the list answers it (1 for the first): a walkthrough may ask in
	// another order than the list gives (the table's turn order, a flag's
	// seat order). 0 takes the next item.
	Item int
	// CountOf, when set, names a flag whose values, counted, answer this
	// Number question when its own flag is not given (--names Ana,Bo says
	// there are 2 players).
	CountOf string
	// Menu: a front end may add its own entries to this choice (undo, the
	// history, a pause); they are never answers.
	Menu bool
	// RefuseUnavailable: a flag that gives an Unavailable option is refused
	// with the option's reason (a list of the board's positions, where no
	// later rule would say why an empty furnace cannot be picked).
	RefuseUnavailable bool
	// Topic is the slug of the rule topic the question comes from.
	Topic string
	// Accepts, for a Text question whose Check takes only some answers
	// (a contract card's cube count), says what it takes, for the hint
	// under the prompt; unset, the hint says any text.
	Accepts Msg
	// Check, when set, checks an answer with the rules beyond its kind and
	// may put it in its usual spelling: for a Choice it runs on a value that
	// is not an option and explains why the rules refuse it (or returns the
	// option it means); for a List on the whole list; for a Number on every
	// whole number, before the bounds (so the rules say in their own words
	// what is wrong); for a Text on every answer. Front ends call Accept,
	// never Check.
	Check func(value string) (string, error)
}

// AnyKey is the Key of a question that takes the keyed values no other
// question took.
const AnyKey = "*"

// Script is a walkthrough written as plain code: it asks through t and
// returns nil when it has everything it needs. It must pass on any error
// Ask returns, and be pure: the same answers, the same questions.
type Script func(t *T) error

// Line is something the table should read, said by a script on the way;
// Style tells a front end how to set it.
type Line struct {
	Style Style
	Msg   Msg
	// Cells are the rows of a Table line.
	Cells [][]Msg
	// Topic is the slug of the rule topic a Lesson line teaches.
	Topic string
	// Recap: the line says again where the table is (a step's heading,
	// its list of bonuses) for a unit that continues what the unit before
	// it already said. A front end shows it when the table comes back to
	// the walkthrough (a resumed game), and leaves it out when the unit
	// before is still on the screen.
	Recap bool
}

// Style is how a line is set.
type Style string

const (
	// Heading: a title, set apart from what came before.
	Heading Style = "heading"
	// Say: a sentence or a short paragraph.
	Say Style = "say"
	// Item: one indented point of the step at hand.
	Item Style = "item"
	// Numbered: one of a list of numbered steps ("1. take a cube ...").
	Numbered Style = "numbered"
	// Lettered: one of a list of steps a rulebook letters in some
	// editions (the German player setup: a to i); a front end marks it
	// as the user's edition does (the message walk.step_marks).
	Lettered Style = "lettered"
	// Done: what was just recorded.
	Done Style = "done"
	// Table: a grid of cells (Line.Cells), the first row its header; a
	// zero Msg is an empty cell.
	Table Style = "table"
	// Lesson: what a teaching companion explains the first time something
	// happens in a game, a few lines from the rule topic Line.Topic (a
	// front end names the topic and its page).
	Lesson Style = "lesson"
)

// T is what a script asks and speaks through during one replay.
type T struct {
	answers  *Answers
	lines    []Line
	open     *Question
	answered []Answered
}

// Answered is a question a replay found answered: the question, the
// answer in its usual spelling, and how many lines were said before it.
type Answered struct {
	Q      *Question
	Answer string
	At     int
	// Withdrawn marks an answer the table took back at the next question
	// (a number it did not keep when asked to confirm it, and that
	// confirmation): a front end coming back to the walkthrough recaps
	// only the answer that stands.
	Withdrawn bool
}

// Withdraw marks the answers to the questions ids, given so far in this
// replay, as taken back by the table (see Answered.Withdrawn).
func (t *T) Withdraw(ids ...string) {
	for i := range t.answered {
		if slices.Contains(ids, t.answered[i].Q.ID) {
			t.answered[i].Withdrawn = true
		}
	}
}

// errOpen stops a replay at the first question without an answer.
var errOpen = errors.New("walk: the question is open")

// Ask returns the answer to q, checked and in its usual spelling. When q
// has no answer yet the replay stops here: Ask returns an error the script
// must return.
func (t *T) Ask(q *Question) (string, error) {
	if t.open != nil {
		return "", errOpen // a script that went on after an open question
	}
	raw, ok := t.answers.Get(q.ID)
	if !ok {
		t.open = q
		return "", errOpen
	}
	v, err := q.Accept(raw)
	if err == nil {
		t.answered = append(t.answered, Answered{Q: q, Answer: v, At: len(t.lines)})
	}
	return v, err
}

// Say adds a line for the table.
func (t *T) Say(style Style, m Msg) { t.lines = append(t.lines, Line{Style: style, Msg: m}) }

// Teach adds a Lesson line: m explains the rule topic slug.
func (t *T) Teach(topic string, m Msg) {
	t.lines = append(t.lines, Line{Style: Lesson, Msg: m, Topic: topic})
}

// Remind adds a Lesson line for a lesson said before in this game: a
// front end shows it only where the table comes back to the walkthrough
// (it is a Recap line), and then as a reminder, not the lesson again.
func (t *T) Remind(topic string, m Msg) {
	t.lines = append(t.lines, Line{Style: Lesson, Msg: m, Topic: topic, Recap: true})
}

// WaitOn is Wait for a step of the rules: the table may ask for the rule
// topic it follows ("?") before going on.
func (t *T) WaitOn(id string, prompt Msg, topic string) error {
	_, err := t.Ask(&Question{ID: id, Kind: Ack, Prompt: prompt, Topic: topic})
	return err
}

// Recap adds a line that says again where the table is (see Line.Recap).
func (t *T) Recap(style Style, m Msg) {
	t.lines = append(t.lines, Line{Style: style, Msg: m, Recap: true})
}

// Grid adds a Table line: rows of cells, the first row its header.
func (t *T) Grid(rows [][]Msg) { t.lines = append(t.lines, Line{Style: Table, Cells: rows}) }

// Step replays script over the answers given so far. It returns the first
// question still open and the lines said before it, or, when the script
// finished, a nil question with every line. An error is a problem the
// script found (a *companion.Problem for the rules' refusals).
func Step(script Script, a *Answers) (*Question, []Line, error) {
	q, lines, _, err := Trace(script, a)
	return q, lines, err
}

// Trace is Step that also returns the questions the replay found
// answered, in order, each with where it came among the lines: a front
// end that resumes a draft shows them with what was said around them.
func Trace(script Script, a *Answers) (*Question, []Line, []Answered, error) {
	if a == nil {
		a = &Answers{}
	}
	t := &T{answers: a}
	err := script(t)
	if t.open != nil {
		return t.open, t.lines, t.answered, nil
	}
	return nil, t.lines, t.answered, err
}

// Play answers a script from given answers (question ID → value) until it
// finishes or reaches a question with no answer given, which it returns
// open. Each answer is checked by its question: a refused answer is the
// error. Tests and scripted front ends use it.
func Play(script Script, given map[string]string) (*Question, []Line, *Answers, error) {
	a := &Answers{}
	for {
		q, lines, err := Step(script, a)
		if err != nil || q == nil {
			return q, lines, a, err
		}
		raw, ok := given[q.ID]
		if !ok {
			if q.Kind != Ack {
				return q, lines, a, nil
			}
			raw = ""
		}
		v, err := q.Accept(raw)
		if err != nil {
			return q, lines, a, err
		}
		a.Set(q.ID, v)
	}
}
