package session

import (
	"errors"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/rules"
)

// The rule behind a question or a refusal, in the user's language, for
// any front end: '?' at a question shows the rule topic the question comes
// from (RuleFor), a refusal names its rule (RuleHint), a lesson names the
// rule it teaches (RuleNamed). How the text is set (wrapped to a
// terminal, a page's blocks) is the front end's.

// RuleScreen is a rule topic as it is shown in the middle of a question:
// its heading with the page of the user's edition, its text, where the
// editions differ, and how to read on.
type RuleScreen struct {
	// Head is the topic's title, with the page of the user's edition
	// when the book places it ("Player setup (p. 6)").
	Head string
	// Body is the topic's text.
	Body string
	// NotesHead heads the EditionNotes ("Editions differ").
	NotesHead    string
	EditionNotes []string
	// More says how to read on (the command that shows the topic).
	More string
	// Command is the command that shows the topic.
	Command string
}

// gameOf is the rules of a game id ("" Stephens).
func gameOf(game string) rules.Game {
	if game == "" {
		return rules.Stephens
	}
	return rules.Game(game)
}

// RuleFor is the topic of game ("" Stephens, "sintra", "omg") as p's
// language shows it at a question; false when the game has no such
// topic.
func RuleFor(game, topic string, p *locales.Printer) (RuleScreen, bool) {
	g := gameOf(game)
	b, err := rules.Of(g)
	if err != nil {
		return RuleScreen{}, false
	}
	t := b.Topic(p.Lang, topic)
	if t == nil {
		return RuleScreen{}, false
	}
	s := RuleScreen{Head: p.T("teach.rule.head", "Title", t.Title), Body: t.Body, Command: RulesShowCommand(game, topic)}
	if where := whereText(p, b, topic); where != "" {
		s.Head = p.T("teach.rule.head_page", "Title", t.Title, "Page", where)
	}
	if len(t.EditionNotes) > 0 {
		s.NotesHead = p.T("rules.edition_notes")
		for _, n := range t.EditionNotes {
			s.EditionNotes = append(s.EditionNotes, n.Text)
		}
	}
	s.More = p.T("teach.rule.more", "Command", s.Command)
	return s, true
}

// NoRule says that there is no rule to show.
func NoRule(p *locales.Printer) string { return p.T("teach.rule.none") }

// whereText says where the user's edition has a topic: its cited pages,
// or the cited pages around it ("pp. 15–17"); "" when the book says
// nothing that places it.
func whereText(p *locales.Printer, b *rules.Base, slug string) string {
	lang := p.Lang
	w := b.WhereIs(lang, slug)
	switch {
	case len(w.Pages) > 0:
		nums := make([]string, len(w.Pages))
		for i, n := range w.Pages {
			nums[i] = strconv.Itoa(n)
		}
		return p.T("rules.page_abbr_"+lang) + " " + strings.Join(nums, ", ")
	case w.From > 0 && w.To > 0 && w.From == w.To:
		return p.T("rules.page_abbr_"+lang) + " " + strconv.Itoa(w.From)
	case w.From > 0 && w.To > 0:
		return p.T("teach.page.between", "From", w.From, "To", w.To)
	}
	return ""
}

// RuleNamed names a rule topic of game in one line: title ("" for the
// topic's own) and the page of the user's edition; "" when the game has
// no such topic.
func RuleNamed(game, topic, title string, p *locales.Printer) string {
	b, err := rules.Of(gameOf(game))
	if err != nil {
		return ""
	}
	t := b.Topic(p.Lang, topic)
	if t == nil {
		return ""
	}
	if title == "" {
		title = t.Title
	}
	if where := whereText(p, b, topic); where != "" {
		return p.T("teach.rule.named_page", "Title", title, "Page", where)
	}
	return p.T("teach.rule.named", "Title", title)
}

// RuleHint is what a refusal adds about its rule r: at a question, that
// '?' shows it; from flags, or for a rule of the refusal's own (that '?'
// does not show), the command that does. "" when r names no rule.
func RuleHint(r Rule, atQuestion bool, p *locales.Printer) string {
	if r.Topic == "" {
		return ""
	}
	named := RuleNamed(r.Game, r.Topic, "", p)
	if named == "" {
		return ""
	}
	if atQuestion && !r.Own {
		return p.T("teach.refused.prompt", "Rule", named)
	}
	return p.T("teach.refused.flags", "Rule", named, "Command", RulesShowCommand(r.Game, r.Topic))
}

// RulesShowCommand is the command that shows a topic of game ("" Stephens).
func RulesShowCommand(game, topic string) string {
	if g := gameOf(game); g != rules.Stephens {
		return "stephens " + string(g) + " rules show " + topic
	}
	return "stephens rules show " + topic
}

// RefusedRule is the rule a refused answer to q names where it is typed:
// false for a refusal of the form of an answer (not a whole number, not
// yes or no), which no rule is behind.
func RefusedRule(game string, q *walk.Question, err error) (Rule, bool) {
	var pr *companion.Problem
	if !errors.As(err, &pr) || formProblems[pr.ID] {
		return Rule{}, false
	}
	return RuleOf(game, q, err), true
}

// formProblems say that an answer is not of the question's form (not a
// whole number, not yes or no): no rule is behind them.
var formProblems = map[string]bool{
	"prompt.invalid_number": true, "walk.problem.yes_no": true, "walk.problem.not_whole": true,
	"walk.number.not_whole": true, "walk.number.not_whole_from": true, "walk.number.empty": true, "walk.number.empty_from": true,
}
