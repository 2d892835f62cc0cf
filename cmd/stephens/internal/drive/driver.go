package drive

import (
	"context"
	"errors"
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/rules"
)

// driver answers the questions of the core's walkthroughs for a command,
// through the one answering loop (companion/session): from the command's
// flags; else at the terminal (term.go); else it stops with exit 2 naming
// the flag and what it accepts. What the session ends a unit with is said
// here in the user's language.
//
// A walkthrough runs as units: one unit is answered in full, then the
// command writes what it recorded, once, and prints what it said. Without
// a terminal a command is one unit; on a terminal the play loop writes each
// turn and each reset step at once.
type Driver struct {
	a     *cmdutil.App
	flags *cmdutil.FlagSource
	// menu entries a Menu question offers besides its options (the play
	// loop's undo, history and pause); picking one ends the unit with a
	// *session.MenuPick.
	Menu []session.Entry
	// draft, when set, is where the answers of the unit in progress are
	// kept (see driver_draft.go).
	Draft *DraftSpot
	// recapNext: the next unit shows the lines that say again where the
	// table is (walk.Line.Recap): the table comes back to the walkthrough.
	RecapNext bool
	// game is the game whose rule topics the questions name (rule_help.go).
	game rules.Game
	ses  *session.Session
}

// NewDriver drives walkthroughs with the command's flags (nil: none).
func NewDriver(a *cmdutil.App, flags *cmdutil.FlagSource) *Driver {
	if flags == nil {
		flags = &cmdutil.FlagSource{}
	}
	if flags.Lex == nil {
		flags.Lex = a.P.Words
	}
	return &Driver{a: a, flags: flags}
}

// Interactive: questions can be asked at a prompt.
func (d *Driver) Interactive() bool { return d.a.CanPrompt() }

// ForGame makes the driver answer the walkthroughs of the game id
// ("sintra", "omg"): its questions' topics are that game's.
func (d *Driver) ForGame(id string) *Driver {
	d.game = rules.Game(id)
	return d
}

// rulesOf is the game whose rule topics the questions name: Stephens
// unless the driver is another game's.
func (d *Driver) rulesOf() rules.Game {
	if d.game == "" {
		return rules.Stephens
	}
	return d.game
}

// session is the one session of the command, made on first use.
func (d *Driver) session() *session.Session {
	if d.ses == nil {
		d.ses = &session.Session{Given: d.flags.Values(), Spare: d.flags.Spare, Game: string(d.game),
			Kept: func(k session.Kept) { d.a.StopHints.Set(d.keptHints(k)...) }}
		if d.Interactive() {
			d.ses.Front = NewTerminal(d.a, d.rulesOf())
		}
	}
	d.ses.Spare = d.flags.Spare
	return d.ses
}

// Session is the command's session (the play loop runs its units).
func (d *Driver) Session() *session.Session { return d.session() }

// Failed says what a unit ended with in the user's language (failed).
func (d *Driver) Failed(err error) error { return d.failed(err) }

// Run answers one unit of a walkthrough and returns the lines it said that
// are not printed yet (on a terminal the lines before each question are
// printed as it is asked; what was recorded is left for after the write).
// Without a terminal the given flags must all have been used. A command
// that gives the driver a draft spot gets the unit's answers kept there as
// they are given, and a unit it left open comes back from there; once what
// the unit recorded is written, the command calls settle.
func (d *Driver) Run(script walk.Script) ([]walk.Line, error) {
	s := d.session()
	s.Menu, s.RecapNext, s.Unit = d.Menu, d.RecapNext, d.Draft.session(d.a)
	lines, err := s.Run(context.Background(), script)
	d.RecapNext = s.RecapNext
	return lines, d.failed(err)
}

// Settle ends a unit once what it recorded is written: its draft goes.
func (d *Driver) Settle() {
	if d.ses != nil && d.Draft != nil {
		d.ses.Unit = d.Draft.session(d.a)
		d.ses.Settle()
	}
}

// failed says what a unit ended with in the user's language: exit 2
// naming the flag for what the command line got wrong or left out, 130
// saying what is kept for Ctrl-C. A menu pick and anything else pass.
func (d *Driver) failed(err error) error {
	a, p := d.a, d.a.P
	var (
		missing     *session.Missing
		refused     *session.Refused
		invalid     *session.Invalid
		conflict    *session.Conflict
		unused      *session.Unused
		together    *walk.TogetherError
		interrupted *session.Interrupted
	)
	switch {
	case err == nil:
		return nil
	case errors.As(err, &missing):
		return d.missing(missing)
	case errors.As(err, &refused):
		return d.refused(refused)
	case errors.As(err, &invalid):
		return a.Invalid(invalid.Err, hintsOf(ruleHint(a, invalid.Rule, false))...)
	case errors.As(err, &conflict):
		flag := d.orJoined(conflict.Flags)
		return cmdutil.UsageError(p.T("walk.draft.conflict", "What", p.Render(conflict.What), "Path", conflict.Where, "Question", p.Render(conflict.Q.What),
			"Kept", conflict.Q.AnswerText(p, conflict.Kept), "Flag", flag, "Given", conflict.Q.AnswerText(p, conflict.Given)),
			p.T("walk.draft.conflict_go_on", "Flag", flag), p.T("walk.draft.conflict_drop", "Path", conflict.Where))
	case errors.As(err, &unused):
		switch l := unused.Leftover; {
		case l.Spare:
			return a.Invalid(l.Err, p.T("error.flag_value", "Flag", "--"+l.Flag, "Value", l.Value))
		case l.Err != nil:
			return a.Invalid(l.Err)
		default:
			return cmdutil.UsageError(p.T("error.flag_unused", "Flag", "--"+l.Flag, "Value", l.Value))
		}
	case errors.As(err, &together):
		return cmdutil.UsageError(p.T("error.flags_together", "Flags", strings.Join(together.Flags, ", ")), p.T("error.flags_together_hint"))
	case errors.As(err, &interrupted):
		return &cmdutil.ExitErr{Code: cmdutil.ExitInterrupted, Msg: p.T("error.interrupted"), Hints: d.keptHints(interrupted.Kept), Err: err}
	}
	return err
}

// refused is an answer the question did not accept: from a flag it is
// exit 2 naming the flag, the value and what is accepted.
func (d *Driver) refused(r *session.Refused) error {
	a, p := d.a, d.a.P
	hints := hintsOf(ruleHint(a, r.Rule, false))
	flag := d.orJoined(r.Flags)
	switch r.With {
	case session.WithValue:
		hints = append([]string{p.T("error.flag_value", "Flag", flag, "Value", r.Typed)}, hints...)
	case session.WithNone:
		hints = append([]string{p.T("error.flag_none", "Flag", flag)}, hints...)
	case session.WithAccepted:
		hints = append([]string{p.T("error.flag_accepts", "Flag", flag, "Accepted", p.Render(r.Accepted))}, hints...)
	}
	return a.Invalid(r.Err, hints...)
}

// missing is exit 2 for a question nobody can answer here.
func (d *Driver) missing(m *session.Missing) error {
	p := d.a.P
	flag := d.orJoined(m.Flags)
	switch {
	case m.Example != "":
		flag += " " + m.Example // the one flag that answers it, with its form
	case m.Key != "":
		flag += " " + m.Key + "…" // --bonus-worker Ana:…
	}
	hints := []string{p.T("error.no_terminal_hint", "Flag", flag)}
	if m.Accepted.ID != "" {
		hints = append(hints, p.T("error.accepted", "Accepted", p.Render(m.Accepted)))
	}
	if m.Q.What.ID != "" { // what the question settles, when its prompt is no question
		return cmdutil.UsageError(p.T("error.no_terminal", "What", p.Render(m.Q.What)), hints...)
	}
	return cmdutil.UsageError(p.T("error.no_terminal_ask", "Question", p.Render(m.Q.Prompt)), hints...)
}

// orJoined names flags for messages: "--furnace", "--furnace, --factory,
// --create or --reinforce", "--supply or --no-supply".
func (d *Driver) orJoined(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + d.a.P.T("game.or") + " " + names[len(names)-1]
}
