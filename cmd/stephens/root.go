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

	componentscmd "github.com/pileup-companion/stephens/cmd/stephens/components"
	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	omgcmd "github.com/pileup-companion/stephens/cmd/stephens/omg"
	recordcmd "github.com/pileup-companion/stephens/cmd/stephens/record"
	rulescmd "github.com/pileup-companion/stephens/cmd/stephens/rules"
	scorecmd "github.com/pileup-companion/stephens/cmd/stephens/score"
	sintracmd "github.com/pileup-companion/stephens/cmd/stephens/sintra"
	tablecmd "github.com/pileup-companion/stephens/cmd/stephens/table"
	"github.com/pileup-companion/stephens/locales"
)

// run builds the command tree in the user's language, executes it and maps
// the outcome to an exit code. It never panics out: an unexpected panic is
// reported as an error line.
func run(args []string, streams *cmdutil.IOStreams, getenv func(string) string, interrupts chan os.Signal) (code int) {
	streams, flush := streams.Guarded()
	lang, langErr := locales.Resolve(scanLang(args), getenv)
	a := &cmdutil.App{IO: streams, P: locales.New(lang), Getenv: getenv}
	defer func() {
		// Output that could not be written (stdout on a full disk) makes a
		// run that did its work end with 1 and says so.
		if err := flush(); err != nil && code == cmdutil.ExitOK {
			code = cmdutil.PrintError(streams.Err, streams.ErrWidth, err, a.P)
		}
	}()
	a.P.Shown = cmdutil.Shown // what a user or a file gave is data: escaped when shown
	a.P.Commands = globalsOf(args).Apply
	defer func() {
		if r := recover(); r != nil {
			code = cmdutil.PrintError(streams.Err, streams.ErrWidth, cmdutil.Failure(a.P.T("error.internal", "Detail", r)), a.P)
		}
	}()
	if langErr != nil {
		return cmdutil.PrintError(streams.Err, streams.ErrWidth, langErr, a.P)
	}
	if versionOnly(args) { // what a shell prompt or script asks most: answer without building commands
		fmt.Fprintln(streams.Out, a.P.T("version.line", "Version", currentVersion()))
		return cmdutil.ExitOK
	}
	stop := exitOnInterrupt(a, interrupts)
	defer stop()
	args = rulescmd.NegativeWords(args)
	root := newRootCmd(a, args)
	root.SetArgs(args)
	if err := root.ExecuteContext(context.Background()); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) && pe.Op == "write" && cmdutil.OutputLost(pe.Err) == nil {
			return cmdutil.ExitOK // stdout closed on purpose (>&-): its reader wants nothing
		}
		return cmdutil.PrintError(streams.Err, streams.ErrWidth, err, a.P)
	}
	return cmdutil.ExitOK
}

// exitOnInterrupt handles Ctrl-C that arrives as a signal (outside a prompt;
// inside one promptui reads it as a key and the command returns
// prompt.ErrInterrupt), and SIGTERM and SIGHUP. It waits for a file write in
// progress to finish, so nothing is half-written, says so in one line and
// exits 130 (Ctrl-C) or 128 + the signal's number, as a shell reports it.
// A command writes once, so nothing half-answered is ever recorded.
func exitOnInterrupt(a *cmdutil.App, ch chan os.Signal) (stop func()) {
	if ch == nil { // run() called from tests, without main
		ch = make(chan os.Signal, 1)
		notifyStop(ch)
	}
	done := make(chan struct{})
	go func() {
		for {
			select {
			case sig := <-ch:
				if closing := a.Closing.Take(); closing != nil && sig == os.Interrupt {
					closing() // the command ends by itself (the table view)
					continue
				}
				stopNow(a, sig)
			case <-done:
				return
			}
		}
	}()
	return func() { signal.Stop(ch); close(done) }
}

// stopNow waits for a write under way, says why the command stopped and
// exits 130 (Ctrl-C) or 128 + the signal's number.
func stopNow(a *cmdutil.App, sig os.Signal) {
	store.HoldWrites()
	err := cmdutil.ErrInterrupted
	if sig != os.Interrupt {
		err = &cmdutil.Stopped{Sig: sig}
	}
	if hints := a.StopHints.Get(); len(hints) > 0 {
		code, msg, _ := cmdutil.Classify(err, a.P)
		err = &cmdutil.ExitErr{Code: code, Msg: msg, Hints: hints, Err: err}
	}
	os.Exit(cmdutil.PrintError(a.IO.Err, a.IO.ErrWidth, err, a.P))
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
func scanLang(args []string) string { return scanFlag(args, "lang") }

// namedCmd is a sub-command's name and constructor.
type namedCmd struct {
	name string
	make func(*cmdutil.App) *cobra.Command
}

// subcommands lists every sub-command of the root, in help order: each
// family's package (doc.go) gives its constructors; a new family (the
// table view, cmd/stephens/table) adds its entries here.
func subcommands() []namedCmd {
	return []namedCmd{
		{"new", gamecmd.NewNewCmd}, {"play", gamecmd.NewPlayCmd}, {"turn", gamecmd.NewTurnCmd}, {"reset", gamecmd.NewResetCmd},
		{"automa", gamecmd.NewAutomaCmd}, {"state", gamecmd.NewStateCmd}, {"log", gamecmd.NewLogCmd}, {"undo", gamecmd.NewUndoCmd},
		{"games", gamecmd.NewGamesCmd}, {"resume", gamecmd.NewResumeCmd}, {"score", scorecmd.NewScoreCmd},
		{"history", recordcmd.NewHistoryCmd}, {"stats", recordcmd.NewStatsCmd}, {"export", recordcmd.NewExportCmd}, {"import", recordcmd.NewImportCmd},
		{"components", componentscmd.NewComponentsCmd}, {"rules", rulescmd.NewRulesCmd}, {"teach", gamecmd.NewTeachCmd},
		{"sintra", sintracmd.NewSintraCmd}, {"omg", omgcmd.NewOMGCmd}, {"table", tablecmd.NewTableCmd}, {"version", newVersionCmd},
	}
}

// commandsFor builds the sub-commands a run needs: only the one args name
// (and none for --version) when that is clear from the args, since building
// every command's flags and help costs more than answering most commands;
// none for a mistyped name (the root says it is unknown); for help and
// completion, all of them.
func commandsFor(a *cmdutil.App, args []string) (cmds []*cobra.Command, all bool) {
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

func newRootCmd(a *cmdutil.App, args []string) *cobra.Command {
	p := a.P
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
	a.LaterHelp(root, func(c *cobra.Command) {
		c.Long = p.T("root.short") + "\n\n" + p.T("root.long") + "\n" + p.T("root.exit_status")
	})
	// A flag given an empty value says nothing: a script's unset $GAME
	// must not write into whatever game is current (issue 19).
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		return shared.EmptyFlag(a, cmd)
	}
	var lang string
	pf := root.PersistentFlags()
	pf.StringVar(&lang, "lang", "", p.T("flag.lang"))
	pf.StringVar(&a.Game, "game", "", p.T("flag.game"))
	pf.BoolVar(&a.NoInput, "no-input", false, p.T("flag.no_input"))
	pf.BoolP("help", "h", false, p.T("flag.help"))
	root.Flags().BoolP("version", "v", false, p.T("flag.version")) // else cobra adds it in English
	_ = root.RegisterFlagCompletionFunc("lang", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return locales.Supported, cobra.ShellCompDirectiveNoFileComp
	})
	root.SetFlagErrorFunc(cmdutil.FlagError)
	cmdutil.LocalizeHelp(root, a, a.TermWidth())
	if slices.Contains(args, "--version") || slices.Contains(args, "-v") {
		root.Version = currentVersion()
		root.SetVersionTemplate(p.T("version.line", "Version", root.Version) + "\n")
	}
	// The completion command takes its writer when it is made: the
	// streams must be set before.
	root.SetIn(a.IO.In)
	root.SetOut(a.IO.Out)
	root.SetErr(a.IO.Err)
	cmds, all := commandsFor(a, args)
	root.AddCommand(cmds...)
	cmdutil.YesNoFlags(root, p)
	if !all { // the completion command is for a run that builds them all
		root.CompletionOptions.DisableDefaultCmd = true
		return root
	}
	root.InitDefaultCompletionCmd()
	cmdutil.LocalizeCompletion(root, p)
	return root
}
