package main

import (
	"github.com/spf13/cobra"

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
	asker   *prompt.Prompter
}

// canPrompt: both ends are terminals and prompting is not switched off.
func (a *app) canPrompt() bool {
	return a.io.InTTY && a.io.OutTTY && !a.noInput
}

// prompter returns the promptui adapter, created on first use.
func (a *app) prompter() *prompt.Prompter {
	if a.asker == nil {
		a.asker = prompt.New(a.io.In, a.io.Out, prompt.Texts{
			SelectHelp: a.p.T("prompt.select_help"),
			SearchHelp: a.p.T("prompt.search_help"),
			Yes:        a.p.T("prompt.yes"),
			No:         a.p.T("prompt.no"),
		})
	}
	return a.asker
}

// needAnswer is the error for a prompt that cannot be asked: it names the
// flag that gives the answer (exit 2).
func (a *app) needAnswer(what, flag string) error {
	return usageError(a.p.T("error.no_terminal", "What", what), a.p.T("error.no_terminal_hint", "Flag", flag))
}

// commandFactories holds every command's constructor; each command file adds
// its own in init, so command files never edit a shared list.
var commandFactories []func(*app) *cobra.Command

func register(f func(*app) *cobra.Command) { commandFactories = append(commandFactories, f) }

// componentFactories holds the sub-commands of `stephens components` (one per
// kind of transcription); each file adds its own in init.
var componentFactories []func(*app) *cobra.Command

func registerComponent(f func(*app) *cobra.Command) {
	componentFactories = append(componentFactories, f)
}
