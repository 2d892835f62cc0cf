package prompt

import "github.com/manifoldco/promptui"

// inputLabel is what a text prompt's templates draw: the question, the
// answer offered (kept with Enter), and a mark that is a question mark
// until something is typed (never a red cross before the first key).
type inputLabel struct {
	Text, Def string
	typed     *bool
}

// Kept is the offered answer, on the answered line, when Enter kept it.
func (l *inputLabel) Kept() string {
	if *l.typed {
		return ""
	}
	return l.Def
}

// Mark is the sign before the question while it is typed.
func (l *inputLabel) Mark() string {
	if *l.typed {
		return promptui.Styler(promptui.FGGreen)("✔")
	}
	return promptui.Styler(promptui.FGBlue)("?")
}
