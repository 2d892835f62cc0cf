package drive

import (
	"errors"
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/rules"
)

// The rule behind every question: '?' at a prompt (typed alone at a text or
// number prompt, the key at a list) shows the rule topic the question
// comes from, with the page of the user's edition and where the editions
// differ, then asks the same question again; nothing is recorded. A
// refusal names its rule topic.

// ruleLister is a prompter whose lists take the '?' key (the promptui
// adapter; the scripted prompter in tests).
type ruleLister interface {
	SelectHelp(label string, items []string, cursor int) (int, error)
}

// errRule: the table asked for the rule behind the question.
var errRule = prompt.ErrHelp

// ruleCursor is where the cursor of a list was when '?' was pressed.
type ruleCursor struct {
	id, label string
	at        int
}

// cursorAfterRule is the cursor a list of q asked with label opens on:
// the item it was on when '?' showed the rule, else cursor.
func (t *Terminal) cursorAfterRule(q *walk.Question, label string, cursor int) int {
	if r := t.ruleAt; r != nil && r.id == q.ID && r.label == label {
		return r.at
	}
	return cursor
}

// asksRule: the answer typed at a text or number prompt asks for the rule.
func asksRule(q *walk.Question, typed string) bool {
	return q.Topic != "" && (q.Kind == walk.Number || q.Kind == walk.Text) && strings.TrimSpace(typed) == "?"
}

// chooser is a prompter whose lists take the '?' key and keep an item
// the rules do not allow now open with its reason (the promptui adapter).
type Chooser interface {
	Choose(label string, items []string, cursor int, c prompt.Choice) (int, error)
}

// selectFor asks for one of items at a list that offers q's rule; why,
// per item, says why the rules do not allow it now (nil: all are).
func (t *Terminal) selectFor(q *walk.Question, label string, items []string, cursor int, why []string) (int, error) {
	cursor = t.cursorAfterRule(q, label, cursor)
	if c, ok := t.a.Prompter().(Chooser); ok {
		k, err := c.Choose(label, items, cursor, prompt.Choice{Rule: q.Topic != "", Why: why})
		if errors.Is(err, errRule) {
			t.ruleAt = &ruleCursor{id: q.ID, label: label, at: k}
		}
		return k, err
	}
	if r, ok := t.a.Prompter().(ruleLister); ok && q.Topic != "" {
		k, err := r.SelectHelp(label, items, cursor)
		if errors.Is(err, errRule) {
			t.ruleAt = &ruleCursor{id: q.ID, label: label, at: k}
		}
		return k, err
	}
	return t.a.Prompter().Select(label, items, cursor)
}

// selectRule is selectFor for a part of a question asked in parts (a
// cascade's part, a list's next item): '?' shows the rule and asks the
// same part again, what was picked so far kept.
func (t *Terminal) selectRule(q *walk.Question, label string, items []string, cursor int) (int, error) {
	for {
		k, err := t.selectFor(q, label, items, cursor, nil)
		if !errors.Is(err, errRule) {
			return k, err
		}
		ShowRule(t.a, t.game, q.Topic)
	}
}

// ShowRule prints a rule topic of game g for the table in the middle of
// a question (view.Screen.Rule).
func ShowRule(a *cmdutil.App, g rules.Game, slug string) {
	a.Screen().Rule(a.IO.Out, g, slug, a.IO.Height)
}

// RuleNamed names a rule topic of game g in one line: its title and page.
func RuleNamed(a *cmdutil.App, g rules.Game, slug string) string {
	return session.RuleNamed(string(g), slug, "", a.P)
}

// ruleHint is what a refusal adds about its rule r (session.RuleHint).
func ruleHint(a *cmdutil.App, r session.Rule, atPrompt bool) string {
	return session.RuleHint(r, atPrompt, a.P)
}

// refusedAtPrompt is a refused answer as a prompt shows it under the
// question: the reason, and for a refusal of the rules (not of the form
// of a number) the rule that '?' shows.
func refusedAtPrompt(a *cmdutil.App, g rules.Game, q *walk.Question, err error) error {
	text := a.ProblemText(err)
	r, ok := session.RefusedRule(string(g), q, err)
	if !ok {
		return text
	}
	if rule := ruleHint(a, r, true); rule != "" {
		return errors.New(text.Error() + " — " + rule)
	}
	return text
}

// hintsOf is a hint line, when there is one.
func hintsOf(hint string) []string {
	if hint == "" {
		return nil
	}
	return []string{hint}
}
