package drive

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/companion"
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

// forGame makes the driver answer the walkthroughs of the game id
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

// askRule asks q at the prompt, showing its rule as often as the table
// asks for it.
// A list comes back after the rule with the cursor on the item it was on
// when '?' was pressed (play test pt1 F16: it came back on the first, and
// Enter then recorded another action).
func (d *Driver) askRule(q *walk.Question, canBack bool) (string, error) {
	defer func() { d.ruleAt = nil }()
	for {
		v, err := d.Prompt(q, canBack)
		if errors.Is(err, errRule) || err == nil && asksRule(q, v) {
			ShowRule(d.a, d.rulesOf(), q.Topic)
			continue
		}
		return v, err
	}
}

// ruleCursor is where the cursor of a list was when '?' was pressed.
type ruleCursor struct {
	id, label string
	at        int
}

// cursorAfterRule is the cursor a list of q asked with label opens on:
// the item it was on when '?' showed the rule, else cursor.
func (d *Driver) cursorAfterRule(q *walk.Question, label string, cursor int) int {
	if r := d.ruleAt; r != nil && r.id == q.ID && r.label == label {
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
func (d *Driver) selectFor(q *walk.Question, label string, items []string, cursor int, why []string) (int, error) {
	cursor = d.cursorAfterRule(q, label, cursor)
	if c, ok := d.a.Prompter().(Chooser); ok {
		k, err := c.Choose(label, items, cursor, prompt.Choice{Rule: q.Topic != "", Why: why})
		if errors.Is(err, errRule) {
			d.ruleAt = &ruleCursor{id: q.ID, label: label, at: k}
		}
		return k, err
	}
	if r, ok := d.a.Prompter().(ruleLister); ok && q.Topic != "" {
		k, err := r.SelectHelp(label, items, cursor)
		if errors.Is(err, errRule) {
			d.ruleAt = &ruleCursor{id: q.ID, label: label, at: k}
		}
		return k, err
	}
	return d.a.Prompter().Select(label, items, cursor)
}

// selectRule is selectFor for a part of a question asked in parts (a
// cascade's part, a list's next item): '?' shows the rule and asks the
// same part again, what was picked so far kept.
func (d *Driver) selectRule(q *walk.Question, label string, items []string, cursor int) (int, error) {
	for {
		k, err := d.selectFor(q, label, items, cursor, nil)
		if !errors.Is(err, errRule) {
			return k, err
		}
		ShowRule(d.a, d.rulesOf(), q.Topic)
	}
}

// showRule prints a rule topic for the table in the middle of a question:
// its title with the page of the user's edition, its text, where the
// editions differ, and how to read on.
func ShowRule(a *cmdutil.App, g rules.Game, slug string) {
	p, w := a.P, a.IO.Out
	b, err := rules.Of(g)
	var t *rules.Topic
	if err == nil {
		t = b.Topic(p.Lang, slug)
	}
	if t == nil {
		fmt.Fprintln(w, a.Wrap(p.T("teach.rule.none")))
		return
	}
	width := rules.ProseWidth(a.IO.Width)
	head := p.T("teach.rule.head", "Title", t.Title)
	if where := whereText(a, b, slug); where != "" {
		head = p.T("teach.rule.head_page", "Title", t.Title, "Page", where)
	}
	var text strings.Builder
	text.WriteString(a.Wrap(head) + "\n")
	rules.WrapText(&text, t.Body, width, "  ")
	if len(t.EditionNotes) > 0 {
		text.WriteString("\n  " + p.T("rules.edition_notes") + ":\n")
		for _, n := range t.EditionNotes {
			rules.WrapItem(&text, n.Text, width, "  - ", "    ")
		}
	}
	more := a.Wrap("  " + p.T("teach.rule.more", "Command", rulesShowCommand(g, slug)))
	// A rule taller than the screen has scrolled its heading away by the
	// time the question is asked again (play test pt1 F7): its end names
	// it once more, pointing up.
	if h := a.IO.Height; h > 0 && strings.Count(text.String(), "\n")+strings.Count(more, "\n")+6 > h {
		more = a.Wrap("  ↑ "+head) + "\n" + more
	}
	fmt.Fprint(w, text.String())
	fmt.Fprintln(w)
	fmt.Fprintln(w, more)
	fmt.Fprintln(w)
}

// whereText says where the user's edition has a topic: its cited pages,
// or the cited pages around it ("pp. 15–17"); "" when the book says
// nothing that places it.
func whereText(a *cmdutil.App, b *rules.Base, slug string) string {
	lang := a.P.Lang
	w := b.WhereIs(lang, slug)
	switch {
	case len(w.Pages) > 0:
		nums := make([]string, len(w.Pages))
		for i, n := range w.Pages {
			nums[i] = strconv.Itoa(n)
		}
		return a.P.T("rules.page_abbr_"+lang) + " " + strings.Join(nums, ", ")
	case w.From > 0 && w.To > 0 && w.From == w.To:
		return a.P.T("rules.page_abbr_"+lang) + " " + strconv.Itoa(w.From)
	case w.From > 0 && w.To > 0:
		return a.P.T("teach.page.between", "From", w.From, "To", w.To)
	case w.To > 0:
		return a.P.T("teach.page.by", "To", w.To)
	case w.From > 0:
		return a.P.T("teach.page.from", "From", w.From)
	}
	return ""
}

// ruleNamed names a rule topic of game g in one line: its title and page.
func RuleNamed(a *cmdutil.App, g rules.Game, slug string) string { return ruleTitled(a, g, slug, "") }

// ruleTitled is ruleNamed with another title than the topic's ("" for
// the topic's own).
func ruleTitled(a *cmdutil.App, g rules.Game, slug, title string) string {
	b, err := rules.Of(g)
	if err != nil {
		return ""
	}
	t := b.Topic(a.P.Lang, slug)
	if t == nil {
		return ""
	}
	if title == "" {
		title = t.Title
	}
	if where := whereText(a, b, slug); where != "" {
		return a.P.T("teach.rule.named_page", "Title", title, "Page", where)
	}
	return a.P.T("teach.rule.named", "Title", title)
}

// refusalRule is what a refusal adds about its rule: at a prompt, that '?'
// shows it; from flags, the command that does. A problem that names its
// own rule (companion.Problem.Topic) is named with that rule and its
// command: '?' shows the question's.
func refusalRule(a *cmdutil.App, g rules.Game, q *walk.Question, err error, atPrompt bool) string {
	topic := ""
	if q != nil {
		topic = q.Topic
	}
	var pr *companion.Problem
	if errors.As(err, &pr) && pr.Topic != "" && pr.Topic != topic {
		topic, atPrompt = pr.Topic, false
	}
	if topic == "" {
		return ""
	}
	named := RuleNamed(a, g, topic)
	if named == "" {
		return ""
	}
	if atPrompt {
		return a.P.T("teach.refused.prompt", "Rule", named)
	}
	return a.P.T("teach.refused.flags", "Rule", named, "Command", rulesShowCommand(g, topic))
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
func refusedAtPrompt(a *cmdutil.App, g rules.Game, q *walk.Question, err error) error {
	text := a.ProblemText(err)
	var pr *companion.Problem
	if !errors.As(err, &pr) || formProblems[pr.ID] {
		return text
	}
	if rule := refusalRule(a, g, q, err, true); rule != "" {
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
