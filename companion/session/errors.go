package session

import (
	"fmt"

	"github.com/pileup-companion/stephens/companion/walk"
)

// The ways a unit ends without its answers, each with what a front end
// needs to say it in the user's language. None of them changed anything.

// MenuPick: the table picked the command's menu entry Index.
type MenuPick struct{ Index int }

func (m *MenuPick) Error() string { return fmt.Sprintf("menu entry %d", m.Index) }

// Missing: nobody can be asked and no given value answers Q. Flags name
// the flags that do (walk.Given.FlagNames); Example is the one flag's
// example value, Key the "KEY:" a keyed flag's value for Q starts with;
// Accepted says what Q takes, spelled as its flag is (ID "" for a text or
// an on/off flag). Example and Key are set only where one flag answers Q.
type Missing struct {
	Q        *walk.Question
	Flags    []string
	Example  string
	Key      string
	Accepted walk.Msg
}

func (m *Missing) Error() string { return "no answer for " + m.Q.ID }

// Refused: Q did not accept Value (Err says why, in the rules' words, the
// tokens in the user's words). FromFlag: it came from a given value, Flags
// name its flag(s) and Typed is the value as typed; Accepted says what the
// flag takes. With says which of these its message adds. Rule names the
// rule (Topic "" when none).
type Refused struct {
	Q        *walk.Question
	Value    string
	Err      error
	FromFlag bool
	Flags    []string
	Typed    string
	Accepted walk.Msg
	With     RefusedWith
	Rule     Rule
}

// RefusedWith says what a refused given value's message adds about its
// flag, besides the problem and its rule.
type RefusedWith uint8

const (
	// WithNothing: the problem says it all (an answer typed at a
	// prompt; a choice where a rule of its own says why nothing fits).
	WithNothing RefusedWith = iota
	// WithValue: the flag and the value as typed (a text: the check
	// says what it takes).
	WithValue
	// WithNone: the flag takes nothing now (no option is allowed).
	WithNone
	// WithAccepted: the flag and what it takes (Accepted).
	WithAccepted
)

func (r *Refused) Error() string { return r.Err.Error() }
func (r *Refused) Unwrap() error { return r.Err }

// Invalid: the rules refused what the answers led to (Err, a
// *companion.Problem for the rules' refusals), with nobody to ask again.
// Rule names the rule (Topic "" when none).
type Invalid struct {
	Err  error
	Rule Rule
}

func (e *Invalid) Error() string { return e.Err.Error() }
func (e *Invalid) Unwrap() error { return e.Err }

// Conflict: a given value answers a question the resumed draft answered
// otherwise. The table goes on from the draft, or drops it (Where) to
// start again.
type Conflict struct {
	Q           *walk.Question // What set (the Prompt when it had none)
	Kept, Given string         // the answers, as the question spells them
	Flags       []string       // the flag that gave it ("--factory"), else those that answer Q
	What        walk.Msg
	Where       string
}

func (c *Conflict) Error() string { return "draft conflict at " + c.Q.ID }

// Unused: a given value no question took (walk.Leftover).
type Unused struct{ walk.Leftover }

func (u *Unused) Error() string { return "unused --" + u.Flag + " " + u.Value }

// Interrupted: the table stopped at a question of a unit that keeps a
// draft; Kept says what is kept. Err is the front end's error.
type Interrupted struct {
	Kept Kept
	Err  error
}

func (i *Interrupted) Error() string { return "interrupted" }
func (i *Interrupted) Unwrap() error { return i.Err }
