package drive

import (
	"context"
	"errors"
	"fmt"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/rules"
)

// Terminal is the session's front end at a terminal: it asks each
// question with the prompt adapter and prints what the session says. It
// decides nothing about answers; the session and the question do.
type Terminal struct {
	a    *cmdutil.App
	game rules.Game
	// ruleAt: the cursor of the list '?' was pressed at, for the same
	// question asked again after its rule.
	ruleAt *ruleCursor
	// said: the question was not asked, its only answer said.
	said bool
}

// errBack: the table stepped back from a question.
var errBack = errors.New("back")

// menuPick is a menu entry picked at a prompt.
type menuPick struct{ index int }

func (m *menuPick) Error() string { return fmt.Sprintf("menu entry %d", m.index) }

// Ask asks the question at the prompt. Ctrl-C is session.ErrInterrupted
// (and still the adapter's prompt.ErrInterrupt).
func (t *Terminal) Ask(ctx context.Context, as *session.Asking) (session.Reply, error) {
	t.said = false
	defer t.until(ctx)()
	v, err := t.prompt(as)
	var pick *menuPick
	switch {
	case err != nil && ctx.Err() != nil: // withdrawn: answered elsewhere
		t.ruleAt = nil
		return session.Reply{}, ctx.Err()
	case errors.Is(err, errRule) || err == nil && asksRule(as.Q, v):
		return session.Reply{Kind: session.ShowRule}, nil
	case errors.Is(err, errBack):
		t.ruleAt = nil
		return session.Reply{Kind: session.Back}, nil
	case errors.As(err, &pick):
		t.ruleAt = nil
		return session.Reply{Kind: session.PickMenu, Entry: pick.index}, nil
	case errors.Is(err, prompt.ErrInterrupt):
		t.ruleAt = nil
		return session.Reply{}, fmt.Errorf("%w (%w)", err, session.ErrInterrupted)
	case err != nil:
		t.ruleAt = nil
		return session.Reply{}, err
	}
	t.ruleAt = nil
	return session.Reply{Value: v, Said: t.said}, nil
}

// Confirm asks a yes-or-no question as the terminal always has (No
// first); a change made elsewhere withdraws it (ctx's error).
func (t *Terminal) Confirm(ctx context.Context, m walk.Msg) (bool, error) {
	defer t.until(ctx)()
	ok, err := t.a.Prompter().Confirm(t.a.P.Render(m), false)
	if err != nil && ctx.Err() != nil {
		return false, ctx.Err()
	}
	return ok, err
}

// until withdraws the prompts once ctx ends, when the prompter can.
func (t *Terminal) until(ctx context.Context) (stop func()) {
	if u, ok := t.a.Prompter().(interface {
		Until(context.Context) func()
	}); ok && ctx.Done() != nil {
		return u.Until(ctx)
	}
	return func() {}
}

// Say prints what the session says, as the terminal sets it.
func (t *Terminal) Say(n session.Note) {
	a, p := t.a, t.a.P
	w := a.IO.Out
	switch n.Kind {
	case session.NoteLines:
		PrintLines(a, n.Lines, true)
	case session.NoteResumed:
		fmt.Fprintln(w, a.Wrap(p.N("walk.draft.resumed", n.Count, "What", p.Render(n.What))))
	case session.NoteDropped:
		fmt.Fprintln(w, a.Wrap(p.N("walk.draft.dropped", n.Count)))
	case session.NoteAnswered, session.NoteSaid:
		fmt.Fprintln(w, a.Hanging("✔ ", walk.AsLabel(p.Render(n.Q.Prompt))+" "+n.Q.AnswerText(p, n.Answered.Answer)))
	case session.NoteParts:
		fmt.Fprintln(w, t.partsLine(n.Q, n.Parts))
	case session.NoteRefused:
		fmt.Fprintln(w, a.Wrap(p.T("error.prefix")+": "+a.ProblemText(n.Err).Error()))
		if rule := ruleHint(a, n.Rule, true); rule != "" {
			fmt.Fprintln(w, a.Wrap("  "+rule))
		}
	case session.NoteRule:
		ShowRule(a, t.game, n.Rule.Topic)
	}
}

// partsLine is what was picked of a question asked in parts before the
// break, as the prompt showed it ("✔ Record a delivery? Cy delivers ·
// lower-right small factory"): the question goes on from there.
func (t *Terminal) partsLine(q *walk.Question, parts string) string {
	ask, answer := session.PartsSaid(q, parts, t.a.P)
	return t.a.Hanging("✔ ", walk.AsLabel(ask)+" "+answer)
}

// menu is the command's entries as the prompt lists them.
func (t *Terminal) menu(as *session.Asking) []string {
	var items []string
	for _, e := range as.Menu {
		label := t.a.P.Render(e.Label)
		if e.Group {
			label = prompt.Group(label)
		}
		items = append(items, label)
	}
	return items
}

// sayAnswer prints a question the table had nothing to choose at, as
// answered.
func (t *Terminal) sayAnswer(label, answer string) {
	t.said = true
	fmt.Fprintln(t.a.IO.Out, t.a.Hanging("✔ ", walk.AsLabel(label)+" "+answer))
}

// NewTerminal is the front end at the app's terminal, for the questions
// of game g.
func NewTerminal(a *cmdutil.App, g rules.Game) *Terminal { return &Terminal{a: a, game: g} }
