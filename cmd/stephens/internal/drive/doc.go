// Package drive is the terminal's side of the one answering loop
// (companion/session): Terminal is the front end that asks each question
// with the prompt adapter (internal/prompt) and prints what the session
// says; Driver gives a command's session its flags (walk.Given), the draft
// file of the unit in progress (written through the one write path,
// internal/store) and the terminal when there is one, and says in the
// user's language how a unit ended (exit 2 naming the flag, 130 saying
// what Ctrl-C kept). It also prints a walkthrough's lines and shows a
// rule topic in the middle of a question. What a question asked in parts
// offers next and the text of a rule are the session's (session.Cascade,
// session.ListPick, session.RuleFor): this package only sets them.
package drive
