package prompt

import "github.com/manifoldco/promptui"

// inputLabel is what a text prompt's templates draw: the question, the
// answer offered (kept with Enter), and a mark that is a question mark
// until something is typed (never a red cross before the first key).
type inputLabel struct {
	// Line is the question's line as the prompt draws it (the last line of
	// a question too long for one); Def the answer offered.
	Line, Def string
	// room is the columns the question's line and the answer typed after it
	// share (0: the width is unknown, nothing is cut).
	room int
	// typed is the columns typed so far.
	typed *int
	// cont: the line goes on a question begun on the lines above, which
	// carry its mark; this one is indented under it.
	cont bool
}

// Text is the question's line while the answer is typed: cut with "…" as
// far as needed to keep the answer on the same terminal line. promptui
// redraws by moving up the lines it wrote; a line the terminal wraps would
// leave a copy of the prompt behind on every key.
func (l *inputLabel) Text() string {
	if l.room < 1 {
		return l.Line
	}
	return cut(l.Line, max(10, l.room-*l.typed))
}

// Kept is the offered answer, on the answered line, when Enter kept it.
func (l *inputLabel) Kept() string {
	if *l.typed > 0 {
		return ""
	}
	return l.Def
}

// Hang indents the answered line when it goes on a question begun on the
// lines above (their first line starts where a mark would stand): the rest
// of the question hangs under it, as a list's answered question does.
func (l *inputLabel) Hang() string {
	if l.cont {
		return "  "
	}
	return ""
}

// Mark is the sign before the question while it is typed: "?" until the
// answer is given, whatever is typed (a half-typed answer is no answer:
// play test de3 #5 read the ✔ of a half-typed name as kept); a value the
// check refuses shows ✗ instead (the Invalid template).
func (l *inputLabel) Mark() string {
	if l.cont {
		return " "
	}
	return promptui.Styler(promptui.FGBlue)("?")
}
