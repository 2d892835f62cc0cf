package view

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/rules"
)

// Lines writes what a walkthrough said, in the screen's language, folded
// to its width: headings apart, items indented, numbered steps with a
// hanging indent, and what was recorded marked for a person.
// beforeAsking leaves out what was recorded (shown only once it is
// written). taught, when set, hears each lesson shown in full (the game
// keeps it as said).
func (sc Screen) Lines(w io.Writer, lines []walk.Line, beforeAsking bool, taught func(lesson string)) {
	n := 0
	for i, l := range lines {
		text := sc.P.Render(l.Msg)
		switch l.Style {
		case walk.Heading:
			n = 0
			fmt.Fprintln(w)
			fmt.Fprintln(w, sc.Wrap(text))
		case walk.Lesson:
			n = 0
			sc.Lesson(w, l, i > 0 && lines[i-1].Style == walk.Lesson && !lines[i-1].Recap, i+1 < len(lines) && lines[i+1].Style == walk.Heading, taught)
		case walk.Table:
			_ = sc.WriteGrid(w, l.Cells) // a failed write to the terminal has nowhere to go
		case walk.Item:
			fmt.Fprintln(w, sc.Wrap("  "+text))
		case walk.Numbered:
			n++
			fmt.Fprintln(w, sc.Wrap(strconv.Itoa(n)+". "+text))
		case walk.Lettered: // as the user's rulebook marks the steps
			n++
			mark := strconv.Itoa(n) + "."
			if marks := strings.Fields(sc.P.T("walk.step_marks")); n <= len(marks) {
				mark = marks[n-1]
			}
			fmt.Fprintln(w, sc.Wrap(mark+" "+text))
		case walk.Done:
			if beforeAsking {
				continue // said once it is written
			}
			if !sc.Person { // one line per entry, for grep and friends
				fmt.Fprintln(w, text)
				continue
			}
			fmt.Fprintln(w, sc.Wrap("→ "+text))
		default:
			fmt.Fprintln(w, sc.Wrap(text))
		}
	}
}

// Lesson sets a Lesson line apart: the rule topic it teaches with the
// page of the user's edition, then the explanation, indented, between
// blank lines (one between two lessons, none of its own before a heading,
// which brings its own). A lesson said before in this game (a Recap line:
// the table comes back to the walkthrough) is one line naming its rule.
// taught, when set, hears a lesson shown in full.
func (sc Screen) Lesson(w io.Writer, l walk.Line, afterLesson, beforeHeading bool, taught func(lesson string)) {
	mark := ""
	if sc.Person {
		mark = "» "
	}
	title := ""
	if t, ok := play.LessonTitle(l.Msg); ok { // the topic's page, the lesson's own title
		title = sc.P.Render(t)
	}
	rule := session.RuleNamed(string(rules.Stephens), l.Topic, title, sc.P)
	if l.Recap {
		fmt.Fprintln(w, sc.Wrap(mark+sc.P.T("teach.lesson_again", "Rule", rule)))
		return
	}
	if !afterLesson {
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, sc.Wrap(mark+sc.P.T("teach.lesson_head", "Rule", rule)))
	fmt.Fprintln(w, sc.Wrap("  "+sc.P.Render(l.Msg)))
	if !beforeHeading {
		fmt.Fprintln(w) // set apart from what the step itself says
	}
	if taught != nil {
		taught(play.LessonName(l.Msg))
	}
}

// Rule writes a rule topic of game g for the table in the middle of a
// question (session.RuleFor), folded to the screen; height is the
// screen's (0 unknown): a rule taller than it names its heading again at
// its end, pointing up (its heading has scrolled away by then).
func (sc Screen) Rule(w io.Writer, g rules.Game, slug string, height int) {
	p := sc.P
	s, ok := session.RuleFor(string(g), slug, p)
	if !ok {
		fmt.Fprintln(w, sc.Wrap(session.NoRule(p)))
		return
	}
	width := rules.ProseWidth(sc.Width)
	var text strings.Builder
	text.WriteString(sc.Wrap(s.Head) + "\n")
	rules.WrapText(&text, s.Body, width, "  ")
	if len(s.EditionNotes) > 0 {
		text.WriteString("\n  " + s.NotesHead + ":\n")
		for _, n := range s.EditionNotes {
			rules.WrapItem(&text, n, width, "  - ", "    ")
		}
	}
	more := sc.Wrap("  " + s.More)
	if height > 0 && strings.Count(text.String(), "\n")+strings.Count(more, "\n")+6 > height {
		more = sc.Wrap("  ↑ "+s.Head) + "\n" + more
	}
	fmt.Fprint(w, text.String())
	fmt.Fprintln(w)
	fmt.Fprintln(w, more)
	fmt.Fprintln(w)
}

// KeptHints say what an interruption now keeps and how to go on.
func (sc Screen) KeptHints(k session.Kept) []string {
	p := sc.P
	var hints []string
	switch {
	case k.Given > 0:
		hints = append(hints, p.N("walk.draft.kept", k.Given, "What", p.Render(k.What), "Path", k.Where))
	case k.OnlyGiven: // only what the command line gave
		hints = append(hints, p.T("walk.draft.kept_given", "What", p.Render(k.What), "Path", k.Where))
	}
	if k.Resume.ID != "" {
		hints = append(hints, p.Render(k.Resume))
	}
	return hints
}
