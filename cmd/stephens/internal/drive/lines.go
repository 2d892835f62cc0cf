package drive

import (
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/companion/walk"
)

// PrintLines prints what a walkthrough said at the terminal
// (view.Screen.Lines); beforeAsking leaves out what was recorded (shown
// only once it is written). A lesson shown in full is kept in the game as
// said.
func PrintLines(a *cmdutil.App, lines []walk.Line, beforeAsking bool) {
	a.Screen().Lines(a.IO.Out, lines, beforeAsking, taught(a))
}

// PrintLesson prints one Lesson line (view.Screen.Lesson).
func PrintLesson(a *cmdutil.App, l walk.Line, afterLesson, beforeHeading bool) {
	a.Screen().Lesson(a.IO.Out, l, afterLesson, beforeHeading, taught(a))
}

// taught keeps a lesson shown in full as said in the game played, if any.
func taught(a *cmdutil.App) func(string) {
	return func(lesson string) {
		if g := a.LessonsOf; g != nil {
			g.Taught(lesson)
		}
	}
}
