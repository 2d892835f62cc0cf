package drive

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/rules"
)

// printLines sets what a walkthrough said, in the user's language, wrapped
// to the terminal: headings apart, items indented, numbered steps with a
// hanging indent, and what was recorded marked on a terminal. withDone
// false leaves out what was recorded (shown only once it is written).
func PrintLines(a *cmdutil.App, lines []walk.Line, beforeAsking bool) {
	w := a.IO.Out
	n := 0
	for i, l := range lines {
		text := a.P.Render(l.Msg)
		switch l.Style {
		case walk.Heading:
			n = 0
			fmt.Fprintln(w)
			fmt.Fprintln(w, a.Wrap(text))
		case walk.Lesson:
			n = 0
			PrintLesson(a, l, i > 0 && lines[i-1].Style == walk.Lesson && !lines[i-1].Recap, i+1 < len(lines) && lines[i+1].Style == walk.Heading)
		case walk.Table:
			_ = cmdutil.WriteGrid(a, l.Cells) // a failed write to the terminal has nowhere to go
		case walk.Item:
			fmt.Fprintln(w, a.Wrap("  "+text))
		case walk.Numbered:
			n++
			fmt.Fprintln(w, a.Wrap(strconv.Itoa(n)+". "+text))
		case walk.Lettered: // as the user's rulebook marks the steps
			n++
			mark := strconv.Itoa(n) + "."
			if marks := strings.Fields(a.P.T("walk.step_marks")); n <= len(marks) {
				mark = marks[n-1]
			}
			fmt.Fprintln(w, a.Wrap(mark+" "+text))
		case walk.Done:
			if beforeAsking {
				continue // said once it is written
			}
			if !a.IO.OutTTY { // one line per entry, for grep and friends
				fmt.Fprintln(w, text)
				continue
			}
			fmt.Fprintln(w, a.Wrap("→ "+text))
		default:
			fmt.Fprintln(w, a.Wrap(text))
		}
	}
}

// printLesson sets a Lesson line apart: the rule topic it teaches with the
// page of the user's edition, then the explanation, indented, between
// blank lines (one between two lessons, none of its own before a heading,
// which brings its own). A lesson said before in this game (a Recap line:
// the table comes back to the walkthrough) is one line naming its rule.
// A lesson shown in full is kept in the game as said.
func PrintLesson(a *cmdutil.App, l walk.Line, afterLesson, beforeHeading bool) {
	w := a.IO.Out
	mark := ""
	if a.IO.OutTTY {
		mark = "» "
	}
	rule := RuleNamed(a, rules.Stephens, l.Topic)
	if title, ok := play.LessonTitle(l.Msg); ok { // the topic's page, the lesson's own title
		rule = session.RuleNamed(string(rules.Stephens), l.Topic, a.P.Render(title), a.P)
	}
	if l.Recap {
		fmt.Fprintln(w, a.Wrap(mark+a.P.T("teach.lesson_again", "Rule", rule)))
		return
	}
	if !afterLesson {
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, a.Wrap(mark+a.P.T("teach.lesson_head", "Rule", rule)))
	fmt.Fprintln(w, a.Wrap("  "+a.P.Render(l.Msg)))
	if !beforeHeading {
		fmt.Fprintln(w) // set apart from what the step itself says
	}
	if g := a.LessonsOf; g != nil {
		g.Taught(play.LessonName(l.Msg))
	}
}
