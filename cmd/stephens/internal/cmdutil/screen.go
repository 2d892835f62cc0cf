package cmdutil

import "github.com/pileup-companion/stephens/companion/view"

// Screen is where this command's output goes, for the core's view: the
// language, the terminal's width as it is now (a window resized in the
// middle of a question folds the next text, a `?` rule included, to its
// new width: play tests pt2 #1, de3 #6), a person or a script.
func (a *App) Screen() view.Screen {
	a.FollowResize()
	return view.Screen{P: a.P, Width: a.IO.Width, Person: a.IO.OutTTY}
}
