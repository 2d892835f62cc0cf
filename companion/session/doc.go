// Package session runs a walkthrough's units for any front end: the one
// loop that answers the engine's questions (companion/walk), whether the
// table sits at a terminal, holds a phone, or is a test.
//
//	companion/walk       the questions: Script, Question (id, kind, options,
//	                     flag, topic), Answers, Draft; pure
//	companion/session    runs a walkthrough's units for any front end:
//	  Session.Run          where each answer comes from (a given value, the
//	                       front end, or missing = the flag to pass), the open
//	                       unit's draft (saved through a DraftStore), back,
//	                       re-offers, refusals with their rule, '?', lessons,
//	                       every given value used
//	front end            one small interface (FrontEnd):
//	  Ask(ctx, Asking)     -> Reply: a value | back | a menu entry | the rule,
//	                       or an error: interrupted, withdrawn (ctx)
//	  Say(Note)            the lines before a question, a resumed unit, a
//	                       refusal, a rule
//	  Asking.Cascade       a choice with paths part by part: what the parts so
//	                       far allow next, back up a part, one way on taken
//	  Asking.List          a List one item at a time: what may still be added
//	  RuleFor, RuleHint    the rule behind a question ('?') or a refusal, in the
//	                       user's language, with the page of the user's edition
//	  the terminal         cmd/stephens: the prompt adapter renders, nothing more
//	  the table view       the web page: the same questions as JSON and HTML
//	cmd/stephens         package main is wiring; a package per command family
//
// A unit (a turn, a reset step, the score sheet, the setup) is answered in
// full by Run, then the caller writes what it recorded, once, and calls
// Settle, which drops the unit's draft. For each question Run decides:
//
//   - a given value (walk.Given: a flag, a setting) answers it, checked by
//     the question; a refused one is a *Refused naming its flag;
//   - with nobody to ask (Front nil), optional, flag-only and attended
//     questions take their default, an Ack goes on, any other is a *Missing
//     that names the flag; at the end every given value must have been
//     used (*Unused);
//   - else the front end is asked. The answers so far are kept in the
//     unit's draft first, so an interruption (ErrInterrupted, an
//     *Interrupted saying what is kept) loses none, and the next Run of
//     the same unit plays them again, says them in their place, and asks
//     the first open question. Back takes back the last answer the table
//     gave and offers it again; a rule refusing where an answer led is
//     said with its rule (a NoteRefused), and the question asked again.
//
// The session touches no terminal and no disk. Run renders no text: the
// front end says every Note and error in its own language (walk.Msg). The
// helpers a front end asks in parts with (Cascade, ListPick) and the rule
// texts (RuleFor, RuleNamed, RuleHint) take the front end's
// *locales.Printer, so every front end words them alike.
// A question is withdrawn by cancelling Run's context. The loop of a game
// at the table (companion/session/loop: which unit comes next, the menu,
// undo's confirmation) runs on Session for every front end: `stephens
// play` at a terminal and `stephens table` for the page; when the game
// file or the unit's draft changes elsewhere it cancels the open
// question, reads the game again and asks from there.
package session
