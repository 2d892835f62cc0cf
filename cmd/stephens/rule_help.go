package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/companion"
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
func (t *terminal) cursorAfterRule(q *walk.Question, label string, cursor int) int {
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
type chooser interface {
	Choose(label string, items []string, cursor int, c prompt.Choice) (int, error)
}

// selectFor asks for one of items at a list that offers q's rule; why,
// per item, says why the rules do not allow it now (nil: all are).
func (t *terminal) selectFor(q *walk.Question, label string, items []string, cursor int, why []string) (int, error) {
	cursor = t.cursorAfterRule(q, label, cursor)
	if c, ok := t.a.prompter().(chooser); ok {
		k, err := c.Choose(label, items, cursor, prompt.Choice{Rule: q.Topic != "", Why: why})
		if errors.Is(err, errRule) {
			t.ruleAt = &ruleCursor{id: q.ID, label: label, at: k}
		}
		return k, err
	}
	if r, ok := t.a.prompter().(ruleLister); ok && q.Topic != "" {
		k, err := r.SelectHelp(label, items, cursor)
		if errors.Is(err, errRule) {
			t.ruleAt = &ruleCursor{id: q.ID, label: label, at: k}
		}
		return k, err
	}
	return t.a.prompter().Select(label, items, cursor)
}

// selectRule is selectFor for a part of a question asked in parts (a
// cascade's part, a list's next item): '?' shows the rule and asks the
// same part again, what was picked so far kept.
func (t *terminal) selectRule(q *walk.Question, label string, items []string, cursor int) (int, error) {
	for {
		k, err := t.selectFor(q, label, items, cursor, nil)
		if !errors.Is(err, errRule) {
			return k, err
		}
		t.a.showRule(t.game, q.Topic)
	}
}

// showRule prints a rule topic for the table in the middle of a question:
// its title with the page of the user's edition, its text, where the
// editions differ, and how to read on.
func (a *app) showRule(g rules.Game, slug string) {
	p, w := a.p, a.io.Out
	b, err := rules.Of(g)
	var t *rules.Topic
	if err == nil {
		t = b.Topic(p.Lang, slug)
	}
	if t == nil {
		fmt.Fprintln(w, a.wrap(p.T("teach.rule.none")))
		return
	}
	width := rules.ProseWidth(a.io.Width)
	head := p.T("teach.rule.head", "Title", t.Title)
	if where := a.whereText(b, slug); where != "" {
		head = p.T("teach.rule.head_page", "Title", t.Title, "Page", where)
	}
	var text strings.Builder
	text.WriteString(a.wrap(head) + "\n")
	rules.WrapText(&text, t.Body, width, "  ")
	if len(t.EditionNotes) > 0 {
		text.WriteString("\n  " + p.T("rules.edition_notes") + ":\n")
		for _, n := range t.EditionNotes {
			rules.WrapItem(&text, n.Text, width, "  - ", "    ")
		}
	}
	more := a.wrap("  " + p.T("teach.rule.more", "Command", rulesShowCommand(g, slug)))
	// A rule taller than the screen has scrolled its heading away by the
	// time the question is asked again (play test pt1 F7): its end names
	// it once more, pointing up.
	if h := a.io.Height; h > 0 && strings.Count(text.String(), "\n")+strings.Count(more, "\n")+6 > h {
		more = a.wrap("  ↑ "+head) + "\n" + more
	}
	fmt.Fprint(w, text.String())
	fmt.Fprintln(w)
	fmt.Fprintln(w, more)
	fmt.Fprintln(w)
}

// whereText says where the user's edition has a topic: its cited pages,
// or the cited pages around it ("pp. 15–17"); "" when the book says
// nothing that places it.
func (a *app) whereText(b *rules.Base, slug string) string {
	lang := a.p.Lang
	w := b.WhereIs(lang, slug)
	switch {
	case len(w.Pages) > 0:
		nums := make([]string, len(w.Pages))
		for i, n := range w.Pages {
			nums[i] = strconv.Itoa(n)
		}
		return a.p.T("rules.page_abbr_"+lang) + " " + strings.Join(nums, ", ")
	case w.From > 0 && w.To > 0 && w.From == w.To:
		return a.p.T("rules.page_abbr_"+lang) + " " + strconv.Itoa(w.From)
	case w.From > 0 && w.To > 0:
		return a.p.T("teach.page.between", "From", w.From, "To", w.To)
	case w.To > 0:
		return a.p.T("teach.page.by", "To", w.To)
	case w.From > 0:
		return a.p.T("teach.page.from", "From", w.From)
	}
	return ""
}

// ruleNamed names a rule topic of game g in one line: its title and page.
func (a *app) ruleNamed(g rules.Game, slug string) string { return a.ruleTitled(g, slug, "") }

// ruleTitled is ruleNamed with another title than the topic's ("" for
// the topic's own).
func (a *app) ruleTitled(g rules.Game, slug, title string) string {
	b, err := rules.Of(g)
	if err != nil {
		return ""
	}
	t := b.Topic(a.p.Lang, slug)
	if t == nil {
		return ""
	}
	if title == "" {
		title = t.Title
	}
	if where := a.whereText(b, slug); where != "" {
		return a.p.T("teach.rule.named_page", "Title", title, "Page", where)
	}
	return a.p.T("teach.rule.named", "Title", title)
}

// ruleHint is what a refusal adds about its rule r: at a prompt, that
// '?' shows it; from flags, or for a rule of the refusal's own (that '?'
// does not show), the command that does.
func (a *app) ruleHint(r session.Rule, atPrompt bool) string {
	if r.Topic == "" {
		return ""
	}
	g := rules.Game(r.Game)
	if g == "" {
		g = rules.Stephens
	}
	named := a.ruleNamed(g, r.Topic)
	if named == "" {
		return ""
	}
	if atPrompt && !r.Own {
		return a.p.T("teach.refused.prompt", "Rule", named)
	}
	return a.p.T("teach.refused.flags", "Rule", named, "Command", rulesShowCommand(g, r.Topic))
}

// rulesShowCommand is the command that shows a topic of game g.
func rulesShowCommand(g rules.Game, slug string) string {
	if g == rules.Stephens || g == "" {
		return "stephens rules show " + slug
	}
	return "stephens " + string(g) + " rules show " + slug
}

// refusedAtPrompt is a refused answer as a prompt shows it under the
// question: the reason, and for a refusal of the rules (not of the form
// of a number) the rule that '?' shows.
func (a *app) refusedAtPrompt(g rules.Game, q *walk.Question, err error) error {
	text := a.problemText(err)
	var pr *companion.Problem
	if !errors.As(err, &pr) || formProblems[pr.ID] {
		return text
	}
	if rule := a.ruleHint(session.RuleOf(string(g), q, err), true); rule != "" {
		return errors.New(text.Error() + " — " + rule)
	}
	return text
}

// formProblems say that an answer is not of the question's form (not a
// whole number, not yes or no): no rule is behind them.
var formProblems = map[string]bool{
	"prompt.invalid_number": true, "walk.problem.yes_no": true, "walk.problem.not_whole": true,
	"walk.number.not_whole": true, "walk.number.not_whole_from": true, "walk.number.empty": true, "walk.number.empty_from": true,
}

// hintsOf is a hint line, when there is one.
func hintsOf(hint string) []string {
	if hint == "" {
		return nil
	}
	return []string{hint}
}
