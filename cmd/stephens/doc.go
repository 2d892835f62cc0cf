// Command stephens is a table companion for the board game Stephens, with
// Oh My Goods! and Azul: Stained Glass of Sintra on the same engine.
//
// One session, many front ends: the engine asks, a front end answers.
//
//	companion/walk        the questions of a walkthrough (pure)
//	companion/session     runs a walkthrough's units for any front end
//	                      (where an answer comes from, drafts, back,
//	                      refusals with their rule, lessons)
//	front ends            ask a question, say lines:
//	  cmd/stephens/internal/drive   the terminal front end (Terminal):
//	                                prompts through internal/prompt, the
//	                                one promptui adapter; Driver hands a
//	                                command's flags and draft file to the
//	                                session and words how a unit ended
//	  companion/remote              the table view (web page), served
//	                                by cmd/stephens/table
//
// This package is wiring only: the root command and its global flags
// (--lang, --game, --no-input), the menu offered without a command, the
// version and the exit codes (internal/cmdutil/errors.go). Each command
// family lives in its own package, as in gh: an options struct filled from
// cobra and a run function that takes the *cmdutil.App, so a test can call
// it with fake streams.
//
//	cmd/stephens/rules        rules, rules search/show/browse, first game
//	cmd/stephens/game         new, play, turn, reset, automa, state, log,
//	                          undo, games, resume, teach
//	cmd/stephens/score        score (a final score sheet)
//	cmd/stephens/record       history, stats, export
//	cmd/stephens/components   components: refills, bonuses, Automa cards
//	cmd/stephens/sintra       sintra (Azul: Stained Glass of Sintra)
//	cmd/stephens/omg          omg (Oh My Goods!)
//	cmd/stephens/table        table (the web front end)
//
// What the families share:
//
//	internal/cmdutil     the App (streams, printer, global flags, the
//	                     prompter), errors and exit codes, flag tables,
//	                     line folding, help screens, tables
//	internal/shared      the open game (game session), its end and score
//	                     card, sheets and where they are saved, the stored
//	                     transcriptions, the undo unit
//	internal/sheetgame   the sintra and omg commands' common shape
//	internal/gamefile, internal/store
//	                     game files, the games folder and the one write path
//
// A new family registers its commands in subcommands (root.go).
package main
