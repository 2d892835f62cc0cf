package main

import (
	"context"
	"errors"
	"strings"

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
type driver struct {
	a     *app
	flags *flagSource
	// menu entries a Menu question offers besides its options (the play
	// loop's undo, history and pause); picking one ends the unit with a
	// *session.MenuPick.
	menu []session.Entry
	// draft, when set, is where the answers of the unit in progress are
	// kept (see driver_draft.go).
	draft *draftSpot
	// recapNext: the next unit shows the lines that say again where the
	// table is (walk.Line.Recap): the table comes back to the walkthrough.
	recapNext bool
	// game is the game whose rule topics the questions name (rule_help.go).
	game rules.Game
	ses  *session.Session
}

// newDriver drives walkthroughs with the command's flags (nil: none).
func (a *app) newDriver(flags *flagSource) *driver {
	if flags == nil {
		flags = &flagSource{}
	}
	if flags.lex == nil {
		flags.lex = a.p.Words
	}
	return &driver{a: a, flags: flags}
}

// interactive: questions can be asked at a prompt.
func (d *driver) interactive() bool { return d.a.canPrompt() }

// forGame makes the driver answer the walkthroughs of the game id
// ("sintra", "omg"): its questions' topics are that game's.
func (d *driver) forGame(id string) *driver {
	d.game = rules.Game(id)
	return d
}

// rulesOf is the game whose rule topics the questions name: Stephens
// unless the driver is another game's.
func (d *driver) rulesOf() rules.Game {
	if d.game == "" {
		return rules.Stephens
	}
	return d.game
}

// session is the one session of the command, made on first use.
func (d *driver) session() *session.Session {
	if d.ses == nil {
		d.ses = &session.Session{Given: d.flags.values(), Spare: d.flags.spare, Game: string(d.game),
			Kept: func(k session.Kept) { d.a.stopHints.set(d.keptHints(k)...) }}
		if d.interactive() {
			d.ses.Front = &terminal{a: d.a, game: d.rulesOf()}
		}
	}
	d.ses.Spare = d.flags.spare
	return d.ses
}

// run answers one unit of a walkthrough and returns the lines it said that
// are not printed yet (on a terminal the lines before each question are
// printed as it is asked; what was recorded is left for after the write).
// Without a terminal the given flags must all have been used. A command
// that gives the driver a draft spot gets the unit's answers kept there as
// they are given, and a unit it left open comes back from there; once what
// the unit recorded is written, the command calls settle.
func (d *driver) run(script walk.Script) ([]walk.Line, error) {
	s := d.session()
	s.Menu, s.RecapNext, s.Unit = d.menu, d.recapNext, d.draft.session(d.a)
	lines, err := s.Run(context.Background(), script)
	d.recapNext = s.RecapNext
	return lines, d.failed(err)
}

// settle ends a unit once what it recorded is written: its draft goes.
func (d *driver) settle() {
	if d.ses != nil && d.draft != nil {
		d.ses.Unit = d.draft.session(d.a)
		d.ses.Settle()
	}
}

// failed says what a unit ended with in the user's language: exit 2
// naming the flag for what the command line got wrong or left out, 130
// saying what is kept for Ctrl-C. A menu pick and anything else pass.
func (d *driver) failed(err error) error {
	a, p := d.a, d.a.p
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
		return a.invalid(invalid.Err, hintsOf(a.ruleHint(invalid.Rule, false))...)
	case errors.As(err, &conflict):
		flag := d.orJoined(conflict.Flags)
		return usageError(p.T("walk.draft.conflict", "What", p.Render(conflict.What), "Path", conflict.Where, "Question", p.Render(conflict.Q.What),
			"Kept", conflict.Q.AnswerText(p, conflict.Kept), "Flag", flag, "Given", conflict.Q.AnswerText(p, conflict.Given)),
			p.T("walk.draft.conflict_go_on", "Flag", flag), p.T("walk.draft.conflict_drop", "Path", conflict.Where))
	case errors.As(err, &unused):
		switch l := unused.Leftover; {
		case l.Spare:
			return a.invalid(l.Err, p.T("error.flag_value", "Flag", "--"+l.Flag, "Value", l.Value))
		case l.Err != nil:
			return a.invalid(l.Err)
		default:
			return usageError(p.T("error.flag_unused", "Flag", "--"+l.Flag, "Value", l.Value))
		}
	case errors.As(err, &together):
		return usageError(p.T("error.flags_together", "Flags", strings.Join(together.Flags, ", ")), p.T("error.flags_together_hint"))
	case errors.As(err, &interrupted):
		return &exitErr{code: exitInterrupted, msg: p.T("error.interrupted"), hints: d.keptHints(interrupted.Kept), err: err}
	}
	return err
}

// refused is an answer the question did not accept: from a flag it is
// exit 2 naming the flag, the value and what is accepted.
func (d *driver) refused(r *session.Refused) error {
	a, p := d.a, d.a.p
	hints := hintsOf(a.ruleHint(r.Rule, false))
	flag := d.orJoined(r.Flags)
	switch r.With {
	case session.WithValue:
		hints = append([]string{p.T("error.flag_value", "Flag", flag, "Value", r.Typed)}, hints...)
	case session.WithNone:
		hints = append([]string{p.T("error.flag_none", "Flag", flag)}, hints...)
	case session.WithAccepted:
		hints = append([]string{p.T("error.flag_accepts", "Flag", flag, "Accepted", p.Render(r.Accepted))}, hints...)
	}
	return a.invalid(r.Err, hints...)
}

// missing is exit 2 for a question nobody can answer here.
func (d *driver) missing(m *session.Missing) error {
	p := d.a.p
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
		return usageError(p.T("error.no_terminal", "What", p.Render(m.Q.What)), hints...)
	}
	return usageError(p.T("error.no_terminal_ask", "Question", p.Render(m.Q.Prompt)), hints...)
}

// orJoined names flags for messages: "--furnace", "--furnace, --factory,
// --create or --reinforce", "--supply or --no-supply".
func (d *driver) orJoined(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + d.a.p.T("game.or") + " " + names[len(names)-1]
}
