package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/locales"
)

// run builds the command tree in the user's language, executes it and maps
// the outcome to an exit code. It never panics out: an unexpected panic is
// reported as an error line.
func run(args []string, streams *ioStreams, getenv func(string) string, interrupts chan os.Signal) (code int) {
	streams, flush := streams.guarded()
	lang, langErr := locales.Resolve(scanLang(args), getenv)
	a := &app{io: streams, p: locales.New(lang), getenv: getenv}
	defer func() {
		// Output that could not be written (stdout on a full disk) makes a
		// run that did its work end with 1 and says so.
		if err := flush(); err != nil && code == exitOK {
			code = printError(streams.Err, streams.ErrWidth, err, a.p)
		}
	}()
	a.p.Shown = shown // what a user or a file gave is data: escaped when shown
	defer func() {
		if r := recover(); r != nil {
			code = printError(streams.Err, streams.ErrWidth, failure(a.p.T("error.internal", "Detail", r)), a.p)
		}
	}()
	if langErr != nil {
		return printError(streams.Err, streams.ErrWidth, langErr, a.p)
	}
	if versionOnly(args) { // what a shell prompt or script asks most: answer without building commands
		fmt.Fprintln(streams.Out, a.p.T("version.line", "Version", currentVersion()))
		return exitOK
	}
	stop := exitOnInterrupt(a, interrupts)
	defer stop()
	args = negativeWords(args)
	root := newRootCmd(a, args)
	root.SetArgs(args)
	if err := root.ExecuteContext(context.Background()); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) && pe.Op == "write" && outputLost(pe.Err) == nil {
			return exitOK // stdout closed on purpose (>&-): its reader wants nothing
		}
		return printError(streams.Err, streams.ErrWidth, err, a.p)
	}
	return exitOK
}

// exitOnInterrupt handles Ctrl-C that arrives as a signal (outside a prompt;
// inside one promptui reads it as a key and the command returns
// prompt.ErrInterrupt), and SIGTERM and SIGHUP. It waits for a file write in
// progress to finish, so nothing is half-written, says so in one line and
// exits 130 (Ctrl-C) or 128 + the signal's number, as a shell reports it.
// A command writes once, so nothing half-answered is ever recorded.
func exitOnInterrupt(a *app, ch chan os.Signal) (stop func()) {
	if ch == nil { // run() called from tests, without main
		ch = make(chan os.Signal, 1)
		notifyStop(ch)
	}
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			store.HoldWrites()
			err := errInterrupted
			if sig != os.Interrupt {
				err = &stopped{sig: sig}
			}
			if hints := a.stopHints.get(); len(hints) > 0 {
				code, msg, _ := classify(err, a.p)
				err = &exitErr{code: code, msg: msg, hints: hints, err: err}
			}
			os.Exit(printError(a.io.Err, a.io.ErrWidth, err, a.p))
		case <-done:
		}
	}()
	return func() { signal.Stop(ch); close(done) }
}

// versionOnly: args ask for the version and nothing else (--lang aside).
func versionOnly(args []string) bool {
	asked := false
	for i := 0; i < len(args); i++ {
		switch arg := args[i]; {
		case arg == "--version" || arg == "-v":
			asked = true
		case arg == "--lang" && i+1 < len(args):
			i++
		case strings.HasPrefix(arg, "--lang="):
		default:
			return false
		}
	}
	return asked
}

// scanLang finds --lang before cobra parses, since help text is built in the
// chosen language.
func scanLang(args []string) string {
	for i, arg := range args {
		if arg == "--" {
			break
		}
		if v, ok := strings.CutPrefix(arg, "--lang="); ok {
			return v
		}
		if arg == "--lang" && i+1 < len(args) {
			return args[i+1]
		}
	}
	return ""
}

// namedCmd is a sub-command's name and constructor.
type namedCmd struct {
	name string
	make func(*app) *cobra.Command
}

// subcommands lists every sub-command of the root, in help order.
func subcommands() []namedCmd {
	return []namedCmd{
		{"new", newNewCmd}, {"play", newPlayCmd}, {"turn", newTurnCmd}, {"reset", newResetCmd},
		{"automa", newAutomaCmd}, {"state", newStateCmd}, {"log", newLogCmd}, {"undo", newUndoCmd},
		{"games", newGamesCmd}, {"resume", newResumeCmd}, {"score", newScoreCmd},
		{"history", newHistoryCmd}, {"stats", newStatsCmd}, {"export", newExportCmd},
		{"components", newComponentsCmd}, {"rules", newRulesCmd}, {"teach", newTeachCmd},
		{"sintra", newSintraCmd}, {"omg", newOMGCmd}, {"table", newTableCmd}, {"version", newVersionCmd},
	}
}

// commandsFor builds the sub-commands a run needs: only the one args name
// (and none for --version) when that is clear from the args, since building
// every command's flags and help costs more than answering most commands;
// none for a mistyped name (the root says it is unknown); for help and
// completion, all of them.
func commandsFor(a *app, args []string) (cmds []*cobra.Command, all bool) {
	name, version, help := "", false, false
	for i := 0; i < len(args) && name == ""; i++ {
		switch arg := args[i]; {
		case arg == "--":
			i = len(args)
		case arg == "--version" || arg == "-v":
			version = true
		case arg == "--help" || arg == "-h":
			help = true
		case arg == "--lang" || arg == "--game":
			i++ // the flag's value
		case strings.HasPrefix(arg, "-"):
		default:
			name = arg
		}
	}
	table := subcommands()
	for _, c := range table {
		if c.name == name {
			return []*cobra.Command{c.make(a)}, false
		}
	}
	if name == "" && version && !help {
		return nil, false
	}
	switch name {
	case "", "help", "completion", cobra.ShellCompRequestCmd, cobra.ShellCompNoDescRequestCmd:
	default: // a name no command has: the root alone says it is unknown
		return nil, false
	}
	for _, c := range table {
		cmds = append(cmds, c.make(a))
	}
	return cmds, true
}

func newRootCmd(a *app, args []string) *cobra.Command {
	p := a.p
	root := &cobra.Command{
		Use:           "stephens",
		Short:         p.T("root.short"),
		SilenceErrors: true,
		SilenceUsage:  true,
		Args:          cobra.NoArgs,
		// --version prints what `stephens version` prints. Reading the
		// build info costs start-up time, so only when asked for.
		Version: "?",
		// Without a sub-command the companion starts its main job.
		RunE: func(cmd *cobra.Command, args []string) error {
			return runMainJob(a, cmd)
		},
	}
	a.laterHelp(root, func(c *cobra.Command) {
		c.Long = p.T("root.short") + "\n\n" + p.T("root.long") + "\n" + p.T("root.exit_status")
	})
	// A flag given an empty value says nothing: a script's unset $GAME
	// must not write into whatever game is current (issue 19).
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		return emptyFlag(a, cmd)
	}
	var lang string
	pf := root.PersistentFlags()
	pf.StringVar(&lang, "lang", "", p.T("flag.lang"))
	pf.StringVar(&a.game, "game", "", p.T("flag.game"))
	pf.BoolVar(&a.noInput, "no-input", false, p.T("flag.no_input"))
	pf.BoolP("help", "h", false, p.T("flag.help"))
	root.Flags().BoolP("version", "v", false, p.T("flag.version")) // else cobra adds it in English
	_ = root.RegisterFlagCompletionFunc("lang", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return locales.Supported, cobra.ShellCompDirectiveNoFileComp
	})
	root.SetFlagErrorFunc(flagError)
	localizeHelp(root, a, a.termWidth())
	if slices.Contains(args, "--version") || slices.Contains(args, "-v") {
		root.Version = currentVersion()
		root.SetVersionTemplate(p.T("version.line", "Version", root.Version) + "\n")
	}
	// The completion command takes its writer when it is made: the
	// streams must be set before.
	root.SetIn(a.io.In)
	root.SetOut(a.io.Out)
	root.SetErr(a.io.Err)
	cmds, all := commandsFor(a, args)
	root.AddCommand(cmds...)
	yesNoFlags(root, p)
	if !all { // the completion command is for a run that builds them all
		root.CompletionOptions.DisableDefaultCmd = true
		return root
	}
	root.InitDefaultCompletionCmd()
	localizeCompletion(root, p)
	return root
}

// valueFlags name a file or a player: given empty, they are refused, never
// taken as not given.
var valueFlags = []string{"game", "file", "save", "out", "player"}

// emptyFlag refuses a file or player flag given as "" (exit 2).
func emptyFlag(a *app, cmd *cobra.Command) error {
	for _, name := range valueFlags {
		f := cmd.Flags().Lookup(name)
		if f != nil && f.Changed && f.Value.String() == "" {
			return usageError(a.p.T("files.flag_empty", "Flag", "--"+name), a.p.T("files.flag_empty_hint", "Flag", "--"+name))
		}
	}
	return nil
}
