package cmdutil

import (
	"sync"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/locales"
)

// app is what every command receives: streams, the language, the global
// flags. Commands fill an options struct from cobra and call a run function
// that takes the app, so tests can call the run function with fake streams.
type App struct {
	IO      *IOStreams
	P       *locales.Printer
	Getenv  func(string) string
	Game    string // --game PATH
	NoInput bool   // --no-input
	Asker   prompter
	// stopHints say what is kept and how to go on when a signal (Ctrl-C
	// outside a prompt, SIGTERM, SIGHUP) ends the command: the play loop
	// sets them once its game is open.
	StopHints hintBox
	// Closing, when set, ends the command by itself on Ctrl-C (the table
	// view: the server closes, the loop keeps its draft, the command says
	// so and exits 0); a second Ctrl-C, or SIGTERM/SIGHUP, exits as always.
	Closing closeBox
	// startDisksAsked: this session already asked the starting masters'
	// disks (a new game at the menu), so "decide later" holds.
	StartDisksAsked bool
	// savedKnown: this session wrote a transcription the table asked to
	// keep, so its change is no news to the table (freshKnown).
	SavedKnown bool
	// lessonsOf is the game whose walkthrough is being shown: a lesson
	// shown in full is kept in it as said (cmd_teach.go).
	LessonsOf lessonKeeper
	// help holds the commands' help texts until their help is shown.
	help helpTexts
}

// lessonKeeper keeps a lesson shown in full as said: the open game.
type lessonKeeper interface{ Taught(lesson string) }

// hintBox holds hints the signal handler reads from its own goroutine.
type hintBox struct {
	mu    sync.Mutex
	hints []string
}

func (h *hintBox) Set(hints ...string) {
	h.mu.Lock()
	h.hints = hints
	h.mu.Unlock()
}

func (h *hintBox) Get() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.hints
}

// closeBox holds the function Ctrl-C calls instead of exiting.
type closeBox struct {
	mu    sync.Mutex
	close func()
}

// Set makes Ctrl-C call close (nil: exit as always).
func (c *closeBox) Set(close func()) {
	c.mu.Lock()
	c.close = close
	c.mu.Unlock()
}

// Take returns the function to call and clears it: a second Ctrl-C exits.
func (c *closeBox) Take() func() {
	c.mu.Lock()
	defer c.mu.Unlock()
	f := c.close
	c.close = nil
	return f
}

// prompter asks the table at a terminal: the promptui adapter
// (internal/prompt) in the binary, a scripted one in tests.
type prompter interface {
	Select(label string, items []string, cursor int) (int, error)
	Text(label, def string, check func(string) error) (string, error)
	Number(label, def string, check func(string) error) (string, error)
	Confirm(label string, def bool) (bool, error)
}

// canPrompt: both ends are terminals and prompting is not switched off.
func (a *App) CanPrompt() bool {
	return a.IO.InTTY && a.IO.OutTTY && !a.NoInput
}

// prompter returns the prompter, the promptui adapter created on first use.
func (a *App) Prompter() prompter {
	if a.Asker == nil {
		a.Asker = prompt.New(a.IO.In, a.IO.prompts(), prompt.Texts{
			SelectHelp: a.P.T("prompt.list.help"),
			SearchEdit: a.P.T("prompt.list.search_edit"),
			SearchHelp: a.P.T("prompt.search_help"),
			Yes:        a.P.T("prompt.yes"),
			No:         a.P.T("prompt.no"),
			Search:     a.P.T("prompt.search"),
			NoResults:  a.P.T("prompt.no_results"),

			SelectHelpRule: a.P.T("prompt.list.help_rule"),
		}, a.IO.Width)
	}
	return a.Asker
}

// followResize: the text and the prompts follow a terminal resized since
// the last turn or reset step (play test retest-de: text folded for 100
// columns after the window went to 80 was broken mid-word by the terminal).
func (a *App) FollowResize() {
	if !a.IO.FollowResize() {
		return
	}
	if pr, ok := a.Asker.(*prompt.Prompter); ok {
		pr.SetWidth(a.IO.Width)
	}
}

// searcher asks for one of many items, re-ranked as the user types (the
// rules browser); only the promptui adapter has it.
type searcher interface {
	SearchRanked(label string, items []string, rank func(input string) []int) (int, error)
}

func (a *App) Searcher() searcher {
	if s, ok := a.Prompter().(searcher); ok {
		return s
	}
	return noSearch{a.Prompter()}
}

// noSearch offers the items in order when the prompter cannot filter.
type noSearch struct{ p prompter }

func (n noSearch) SearchRanked(label string, items []string, _ func(string) []int) (int, error) {
	return n.p.Select(label, items, 0)
}

// needAnswer is the error for a prompt that cannot be asked: it names the
// flag that gives the answer (exit 2).
func (a *App) NeedAnswer(what, flag string) error {
	return UsageError(a.P.T("error.no_terminal", "What", what), a.P.T("error.no_terminal_hint", "Flag", flag))
}
