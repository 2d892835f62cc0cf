package main

import (
	"sync"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/locales"
)

// app is what every command receives: streams, the language, the global
// flags. Commands fill an options struct from cobra and call a run function
// that takes the app, so tests can call the run function with fake streams.
type app struct {
	io      *ioStreams
	p       *locales.Printer
	getenv  func(string) string
	game    string // --game PATH
	noInput bool   // --no-input
	asker   prompter
	// stopHints say what is kept and how to go on when a signal (Ctrl-C
	// outside a prompt, SIGTERM, SIGHUP) ends the command: the play loop
	// sets them once its game is open.
	stopHints hintBox
	// startDisksAsked: this session already asked the starting masters'
	// disks (a new game at the menu), so "decide later" holds.
	startDisksAsked bool
	// savedKnown: this session wrote a transcription the table asked to
	// keep, so its change is no news to the table (freshKnown).
	savedKnown bool
	// lessonsOf is the game whose walkthrough is being shown: a lesson
	// shown in full is kept in it as said (cmd_teach.go).
	lessonsOf lessonKeeper
	// help holds the commands' help texts until their help is shown.
	help helpTexts
}

// lessonKeeper keeps a lesson shown in full as said: the open game.
type lessonKeeper interface{ taught(lesson string) }

// hintBox holds hints the signal handler reads from its own goroutine.
type hintBox struct {
	mu    sync.Mutex
	hints []string
}

func (h *hintBox) set(hints ...string) {
	h.mu.Lock()
	h.hints = hints
	h.mu.Unlock()
}

func (h *hintBox) get() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.hints
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
func (a *app) canPrompt() bool {
	return a.io.InTTY && a.io.OutTTY && !a.noInput
}

// prompter returns the prompter, the promptui adapter created on first use.
func (a *app) prompter() prompter {
	if a.asker == nil {
		a.asker = prompt.New(a.io.In, a.io.prompts(), prompt.Texts{
			SelectHelp: a.p.T("prompt.list.help"),
			SearchEdit: a.p.T("prompt.list.search_edit"),
			SearchHelp: a.p.T("prompt.search_help"),
			Yes:        a.p.T("prompt.yes"),
			No:         a.p.T("prompt.no"),
			Search:     a.p.T("prompt.search"),
			NoResults:  a.p.T("prompt.no_results"),

			SelectHelpRule: a.p.T("prompt.list.help_rule"),
		}, a.io.Width)
	}
	return a.asker
}

// followResize: the text and the prompts follow a terminal resized since
// the last turn or reset step (play test retest-de: text folded for 100
// columns after the window went to 80 was broken mid-word by the terminal).
func (a *app) followResize() {
	if !a.io.followResize() {
		return
	}
	if pr, ok := a.asker.(*prompt.Prompter); ok {
		pr.SetWidth(a.io.Width)
	}
}

// searcher asks for one of many items, re-ranked as the user types (the
// rules browser); only the promptui adapter has it.
type searcher interface {
	SearchRanked(label string, items []string, rank func(input string) []int) (int, error)
}

func (a *app) searcher() searcher {
	if s, ok := a.prompter().(searcher); ok {
		return s
	}
	return noSearch{a.prompter()}
}

// noSearch offers the items in order when the prompter cannot filter.
type noSearch struct{ p prompter }

func (n noSearch) SearchRanked(label string, items []string, _ func(string) []int) (int, error) {
	return n.p.Select(label, items, 0)
}

// needAnswer is the error for a prompt that cannot be asked: it names the
// flag that gives the answer (exit 2).
func (a *app) needAnswer(what, flag string) error {
	return usageError(a.p.T("error.no_terminal", "What", what), a.p.T("error.no_terminal_hint", "Flag", flag))
}
